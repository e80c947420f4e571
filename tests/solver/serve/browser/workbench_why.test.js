// workbench_why.test.js - the motives on the page (SPEC "Why"): a click on a
// variation's defence shows under it, in the page's language, how the defence
// stops the threat and what each mate exploits; a second click hides them; a
// try's refutation says the same (headless chromium; workbench_page.js).

'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { w, setup, shot, open } = require('./workbench_page.js');

setup();

// problems/grimshaw.fen (Polgar): 1.Qb4! (2.Qb2#) Rb3 2.Nc2#, Bb3 2.Qc3#.
const GRIMSHAW = '8/8/8/8/b1QN4/r7/p7/k1K5 w - -';

// The variation of #keys (or #tries) whose defence reads d, and its motives box.
async function clickDefence(where, d) {
  const handle = await w.page.evaluateHandle((sel, want) => [...document.querySelectorAll(`${sel} .var button`)]
    .find((b) => b.textContent === want), where, d);
  assert.ok(await handle.evaluate((b) => b !== undefined && b !== null), `no ${d} in ${where}`);
  await handle.click();
  return handle;
}

const whyOf = (where, d) => w.page.evaluate((sel, want) => {
  const b = [...document.querySelectorAll(`${sel} .var button`)].find((x) => x.textContent === want);
  const box = b && b.closest('.var').querySelector('.why');
  return box ? { hidden: box.hidden, text: box.textContent } : null;
}, where, d);

test('a click on a variation shows its motives in words, a second hides them', async () => {
  await open(GRIMSHAW);
  assert.deepEqual(await whyOf('#keys', '1...Rb3'), { hidden: true, text: '1...Rb3: cuts Qb4 off from b2 · 2.Nc2#: Rb3 cuts Ba4 off from c2' });
  await clickDefence('#keys', '1...Rb3');
  assert.equal((await whyOf('#keys', '1...Rb3')).hidden, false);
  await shot('30-why-grimshaw');
  await clickDefence('#keys', '1...Rb3');
  assert.equal((await whyOf('#keys', '1...Rb3')).hidden, true);
  // A try's refutation: 1.Qb3? Bxb3! takes the queen and reaches c2.
  await clickDefence('#tries', '1...Bxb3!');
  const but = await whyOf('#tries', '1...Bxb3!');
  assert.deepEqual(but, { hidden: false, text: '1...Bxb3!: takes Qb3; Bb3 guards c2' });
});

test('the motives in the page\'s language', async () => {
  await open(GRIMSHAW, '&lang=de');
  await clickDefence('#keys', '1...Tb3');
  const why = await whyOf('#keys', '1...Tb3');
  assert.equal(why.hidden, false);
  assert.equal(why.text, '1...Tb3: verstellt die Linie von Db4 nach b2 · 2.Sc2#: Verstellung: Tb3 sperrt Lb4 von c2 ab'.replace('Lb4', 'La4'));
  await w.page.select('#lang', 'en');
});
