// workbench_reasons.test.js - what the page says of a diagram it cannot solve
// as drawn, in each of its languages and in chess words (the reader's "fen:
// field 1: white pawn on h1 (first rank)" is no sentence for a composer who
// drew a board), and the palette to the keyboard and a screen reader
// (headless chromium; workbench_page.js).

'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { w, setup, shot, open, text, texts } = require('./workbench_page.js');

setup();

// Each illegal diagram, and under its verdict the reason in each language.
const ILLEGAL = [
  ['k6R/8/8/8/8/8/8/K7 w - -', {
    en: ['illegal position', 'Black is in check, with White to move'],
    de: ['illegale Stellung', 'Schwarz steht im Schach, und Weiß ist am Zug'],
    fr: ['position illégale', 'les Noirs sont en échec alors que les Blancs ont le trait'],
    it: ['posizione illegale', 'il Nero è sotto scacco, e muove il Bianco'],
  }],
  ['8/8/8/8/8/8/8/k1K4P w - -', {
    en: ['illegal position', 'a white pawn on h1: no pawn stands on its first rank'],
    de: ['illegale Stellung', 'ein weißer Bauer auf h1: kein Bauer steht auf seiner ersten Reihe'],
    fr: ['position illégale', 'un pion blanc en h1\u00a0: aucun pion ne se trouve sur sa première rangée'],
    it: ['posizione illegale', 'un pedone bianco in h1: nessun pedone sta sulla sua prima traversa'],
  }],
  ['8/8/8/8/8/8/8/K7 w - -', {
    en: ['illegal position', 'Black has no king'],
    de: ['illegale Stellung', 'Schwarz hat keinen König'],
    fr: ['position illégale', 'les Noirs n\'ont pas de roi'],
    it: ['posizione illegale', 'il Nero non ha il re'],
  }],
];

test('an illegal diagram: the reason in the page\'s language, in chess words', async () => {
  for (const [fen, langs] of ILLEGAL) {
    for (const [lang, [verdict, reason]] of Object.entries(langs)) {
      await open(fen, `&lang=${lang}`);
      assert.equal(await text('#verdict'), verdict);
      assert.equal(await text('.error-text'), reason, `${fen} in ${lang}`);
      // a sentence of the page's, not the reader's code-like line
      assert.doesNotMatch(await text('.error-text'), /fen|field/);
      assert.notEqual(await w.page.$eval('.error-text', (e) => getComputedStyle(e).fontFamily), 'monospace');
    }
  }
  await shot('reasons-01-illegal-it');
});

test('rights the diagram cannot have: dropped, said with the page\'s castling marks', async () => {
  await open('k7/8/8/8/8/8/8/K7 w KQ e3', '&lang=de');
  assert.deepEqual(await texts('.warning-text'), [
    'Warnung: Rochade 0-0, 0-0-0 gestrichen: König oder Turm steht nicht auf seinem Feld',
    'Warnung: e.p.-Feld e3 gestrichen: kein schwarzer Bauer kann gerade dorthin gezogen sein',
  ]);
  await open('k7/8/8/8/8/8/8/K7 w KQ e3');
  assert.deepEqual(await texts('.warning-text'), [
    'warning: castling 0-0, 0-0-0 dropped: the king or the rook is not on its square',
    'warning: e.p. square e3 dropped: no black pawn can just have moved there',
  ]);
  await shot('reasons-02-dropped');
});

test('a FEN that cannot be read: no empty verdict box left', async () => {
  await open('k7/8/8/8/8/8/8/K7 w - -');
  await w.page.$eval('#fen', (e) => { e.value = '8/8/8/8/8/8/8/k1K4X w - -'; });
  await w.page.click('#fen-form button[type=submit]');
  await w.page.waitForFunction(() => !document.getElementById('fen-error').hidden);
  assert.equal(await w.page.$eval('#headline', (e) => e.getBoundingClientRect().height), 0);
});

test('the palette: each man named in the page\'s language, taken in hand by the keyboard', async () => {
  await open('k7/8/8/8/8/8/8/K7 w - -', '&lang=fr');
  const names = await w.page.$$eval('.tool', (gs) => gs.map((g) => [g.getAttribute('role'), g.getAttribute('aria-label')]));
  assert.deepEqual(names.map(([, n]) => n), ['roi blanc', 'dame blanche', 'tour blanche', 'fou blanc', 'cavalier blanc',
    'pion blanc', 'gomme\u00a0: cliquez sur les pièces pour les retirer', 'roi noir', 'dame noire', 'tour noire', 'fou noir',
    'cavalier noir', 'pion noir']);
  assert.ok(names.every(([role]) => role === 'button'));
  await w.page.$eval('.tool[data-man="N"]', (g) => g.focus()); // an SVG element: no page.focus
  await w.page.keyboard.press('Enter');
  assert.equal(await w.page.$eval('.tool[data-man="N"]', (g) => g.getAttribute('aria-pressed')), 'true');
  assert.equal(await w.page.$eval('.board', (s) => s.classList.contains('placing')), true);
  await w.page.keyboard.press(' ');
  assert.equal(await w.page.$eval('.tool[data-man="N"]', (g) => g.getAttribute('aria-pressed')), 'false');
  // The fields without a visible label are named too.
  assert.equal(await w.page.$eval('[data-right="q"]', (e) => e.getAttribute('aria-label')), 'les Noirs peuvent roquer côté dame');
  assert.equal(await w.page.$eval('#find-query', (e) => e.getAttribute('aria-label')), 'chercher des problèmes dans le recueil');
});

test('the Analysis in the page\'s font, as the moves above it; the side to move a capital', async () => {
  await open('8/1P1k4/5pN1/2Q2K2/8/8/8/8 w - -', '&lang=it');
  const [analysisFont, movesFont, bodyFont] = await w.page.evaluate(() => [
    getComputedStyle(document.querySelector('.analysis-text')).fontFamily,
    getComputedStyle(document.querySelector('#keys .play-head')).fontFamily,
    getComputedStyle(document.body).fontFamily]);
  assert.doesNotMatch(analysisFont, /mono/i);
  assert.equal(analysisFont, bodyFont);
  assert.ok(movesFont.length > 0);
  const firstLetter = await w.page.$eval('#side-w', (b) => getComputedStyle(b, '::first-letter').textTransform);
  assert.equal(firstLetter, 'uppercase'); // "il Bianco muove" is the report's, mid-sentence
  await shot('reasons-03-analysis-it');
});
