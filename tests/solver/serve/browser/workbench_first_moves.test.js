// workbench_first_moves.test.js - a twin's line in the problem's box names
// its short solutions, then its keys as keys, as repair's heading does
// ("short solutions: 1.Qe8# 1.Qf8#; keys 1.Qa7 ..."): one list of both read
// as more short solutions (headless chromium; workbench_page.js).

'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { w, setup, shot, analysed, texts, open, SOUND } = require('./workbench_page.js');

setup();

// Polgar 307 and b) Kd3→c3: b) mates at once three ways and has six keys.
const YAML = "---\nauthors: ['Polgár, László']\nalgebraic:\n  white: [Kd3, Qb8]\n  black: [Ka3]\n" +
  "stipulation: '#2'\ntwins:\n  b: Move d3 c3\n";
const TWIN_A = '1Q6/8/8/8/8/k2K4/8/8 w - -';

// Twin b's line in each language: the verdict (plural: three short
// solutions, as solve's verdict), the mates in one, then the keys.
const LINE_B = {
  en: 'b) Kd3→c3 short solutions 1.Qa7# 1.Qa8# 1.Qb3#; keys 1.Qb1! 1.Qb2+! 1.Qb4+! 1.Qb5! 1.Qb6! 1.Qb7!',
  de: 'b) Kd3→c3 Kurzlösungen 1.Da7# 1.Da8# 1.Db3#; Schlüssel 1.Db1! 1.Db2+! 1.Db4+! 1.Db5! 1.Db6! 1.Db7!',
  fr: 'b) Rd3→c3 solutions courtes 1.Da7# 1.Da8# 1.Db3#\u00a0; clés 1.Db1! 1.Db2+! 1.Db4+! 1.Db5! 1.Db6! 1.Db7!',
  it: 'b) Rd3→c3 soluzioni brevi 1.Da7# 1.Da8# 1.Db3#; chiavi 1.Db1! 1.Db2+! 1.Db4+! 1.Db5! 1.Db6! 1.Db7!',
};

test("a twin with short solutions and keys: the keys named as keys after the short solutions, in four languages", async () => {
  await open(SOUND);
  await w.page.click('#paste-open');
  await w.page.$eval('#paste-text', (e, v) => { e.value = v; }, YAML);
  await w.page.click('#paste-read');
  await analysed(TWIN_A);
  for (const lang of ['en', 'de', 'fr', 'it']) {
    if (lang !== 'en') await w.page.select('#lang', lang);
    try {
      await w.page.waitForFunction((want) => document.querySelector('#twins .twin[data-twin="b"]')?.textContent === want,
        { timeout: 10000 }, LINE_B[lang]);
    } catch (e) {
      await shot(`failed-first-moves-${lang}`);
      assert.equal(await w.page.$eval('#twins .twin[data-twin="b"]', (b) => b.textContent), LINE_B[lang]);
    }
    await shot(`45-first-moves-${lang}`);
  }
  // Twin a, sound: its key alone, as before.
  assert.match((await texts('#twins .twin'))[0], /1\.Rc3!$/);
});
