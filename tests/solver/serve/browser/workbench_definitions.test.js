// workbench_definitions.test.js - a theme chip clicked says what the theme is:
// its definition and source in the page's language, as `chiave themes NAME
// --lang L` says them, and the word that finds it in a collection; clicked
// again, it closes (headless chromium; workbench_page.js).

'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const { w, setup, shot, open } = require('./workbench_page.js');

setup();
const CHIAVE = process.env.CHIAVE || './chiave';
const POLGAR_2180 = '8/8/8/8/b1QN4/r7/p7/k1K5 w - -'; // problems/grimshaw.fen

// `chiave themes NAME --lang L`'s definition and source, its lines joined.
function themesSays(name, lang) {
  const out = execFileSync(CHIAVE, ['themes', '--lang', lang, name], { encoding: 'utf8' }).split('\n').slice(1);
  const text = out.map((l) => l.trim()).join(' ').replace(/\s+/g, ' ').trim();
  return text;
}

test('a chip clicked: its definition and source in the page\'s language, then closed again', async () => {
  for (const lang of ['en', 'de', 'fr', 'it']) {
    await open(POLGAR_2180, `&lang=${lang}`);
    const chip = await w.page.$('#solution .chip[data-theme="grimshaw"]');
    assert.ok(chip, `${lang}: a Grimshaw chip`);
    assert.equal(await chip.evaluate((b) => b.getAttribute('aria-expanded')), 'false');
    assert.equal(await w.page.$('#solution .theme-def'), null);
    await chip.click();
    assert.equal(await chip.evaluate((b) => b.getAttribute('aria-expanded')), 'true');
    const [title, definition, source, shown] = await w.page.$eval('#solution .theme-def', (e) =>
      [e.querySelector('b'), e.querySelector('.definition'), e.querySelector('.source'), e].map((x) => x.textContent));
    // "Grimshaw: <definition> (<source>) theme:grimshaw", in the words of `chiave themes`
    const said = themesSays('grimshaw', lang), flat = (x) => x.replace(/\s+/g, ' ').trim();
    assert.equal(title, 'Grimshaw');
    assert.ok(definition.length > 40, definition);
    assert.ok(said.includes(flat(definition)), `${lang}: '${definition}' is not in chiave themes's '${said}'`);
    assert.ok(said.includes(flat(source.slice(1, -1))), `${lang}: '${source}' is not in chiave themes's '${said}'`);
    assert.match(shown, /theme:grimshaw$/);
    if (lang === 'de') await shot('definitions-01-grimshaw-de');
    await chip.click();
    assert.equal(await w.page.$('#solution .theme-def'), null);
    assert.equal(await chip.evaluate((b) => b.getAttribute('aria-expanded')), 'false');
  }
});

test('a chip is a button of the keyboard', async () => {
  await open(POLGAR_2180, '&lang=it');
  await w.page.focus('#solution .chip[data-theme="grimshaw"]');
  await w.page.keyboard.press('Enter');
  assert.match(await w.page.$eval('#solution .theme-def', (e) => e.textContent), /^Grimshaw: /);
});
