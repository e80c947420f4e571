// workbench.test.js - the page of `chiave serve` in a real browser (headless
// Debian chromium, driven by puppeteer-core; workbench_page.js): it opens
// /?fen=..., shows the key, follows edits made by clicking and dragging,
// compares with the previous and the pinned version, shows a line on the board,
// and edits a collection and saves it back. Screenshots go to $SHOTS for a
// person to look at. The solutions expected were checked with Popeye 4.104
// (solver/serve/README.md).

'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  w, setup, shot, analysed, text, texts, fenShown, squareCentre, paletteCentre, drag, manOn, SOUND, COOKED,
} = require('./workbench_page.js');

setup();
const fs = require('node:fs');

test('opens /?fen= and shows the verdict and the key', async () => {
  await w.page.goto(`${w.base}?fen=${encodeURIComponent(SOUND)}`);
  await analysed(SOUND);
  assert.equal(await text('#verdict'), 'sound');
  assert.deepEqual(await texts('#keys .play-head .mv.first'), ['1.Qb5+!']);
  assert.equal(await fenShown(), SOUND);
  assert.equal(await manOn('g7'), 'bp');
  await shot('01-opened');
});

test('an edit by clicking: the eraser on g7 gives the cook 1.Kxf6', async () => {
  await w.page.click('#pin');                       // this version is the intended one
  const eraser = await paletteCentre('x');
  await w.page.mouse.click(eraser.x, eraser.y);
  const g7 = await squareCentre('g7');
  await w.page.mouse.click(g7.x, g7.y);
  await w.page.mouse.click(eraser.x, eraser.y);     // the eraser back in the palette
  await analysed(COOKED);
  assert.equal(await manOn('g7'), null);
  assert.equal(await text('#verdict'), 'cooked (2 keys)');
  assert.deepEqual((await texts('#keys .play-head .mv.first')).sort(), ['1.Kxf6!', '1.Qb5+!']);
  assert.ok((await texts('#changes-previous li')).includes('new cook: 1.Kxf6'));
  assert.ok((await texts('#changes-pinned li')).includes('new cook: 1.Kxf6'));
  assert.equal(new URL(w.page.url()).searchParams.get('fen'), COOKED);
  await shot('02-edited-cooked');
});

test('a man dragged from the palette: the pawn back on g7, the cook gone', async () => {
  await drag(await paletteCentre('p'), await squareCentre('g7'));
  await analysed(SOUND);
  assert.equal(await text('#verdict'), 'sound');
  assert.ok((await texts('#changes-previous li')).includes('lost key: 1.Kxf6'));
  assert.equal(await text('#changes-pinned'), 'the intended play, unchanged');
});

test('a move clicked shows its line on the board', async () => {
  const mate = await w.page.$$eval('#keys .var .mv', (bs) => bs.map((b) => [b.textContent, b.dataset.line]));
  const line = mate.find(([, l]) => l === 'c5b5 d7c7 b7b8q');
  assert.ok(line, `no mate 1...Kc7 2.b8=Q# in ${JSON.stringify(mate)}`);
  await w.page.click('#keys .mv[data-line="c5b5 d7c7 b7b8q"]');
  assert.equal(await manOn('b8'), 'wq');
  assert.equal(await manOn('b5'), 'wq');
  assert.equal(await manOn('c7'), 'bk');
  assert.equal(await manOn('b7'), null);
  assert.match(await text('#view-line'), /^1\.Qb5\+! 1\.\.\.Kc7 2\.b8=Q#$/);
  await shot('03-line-shown');
  await w.page.keyboard.press('Escape');
  assert.equal(await manOn('c5'), 'wq');
  assert.equal(await w.page.$eval('#view-shown', (e) => e.hidden), true);
});

test('undo, redo, transforms and the notation', async () => {
  await w.page.click('#undo');
  await analysed(COOKED);
  await w.page.click('#redo');
  await analysed(SOUND);
  await w.page.click('#mirror-files');              // a <-> h, by hand: b7 g7, d7 e7, g7 b7, f6 c6, g6 b6, c5 f5, f5 c5
  const mirrored = '8/1p2k1P1/1Np5/2K2Q2/8/8/8/8 w - -';
  await analysed(mirrored);
  assert.equal(await fenShown(), mirrored);
  assert.deepEqual(await texts('#keys .play-head .mv.first'), ['1.Qg5+!']);
  await w.page.click('#undo');
  await analysed(SOUND);
  await w.page.select('#lang', 'it');               // Italian letters: D for the queen
  await w.page.waitForFunction(() => [...document.querySelectorAll('#keys .mv.first')].some((b) => b.textContent === '1.Db5+!'));
  await w.page.select('#lang', 'en');
  await w.page.waitForFunction(() => [...document.querySelectorAll('#keys .mv.first')].some((b) => b.textContent === '1.Qb5+!'));
});

test('an empty board asks for men instead of an analysis', async () => {
  await w.page.click('#clear');
  await analysed('8/8/8/8/8/8/8/8 w - -');
  assert.match(await text('#headline'), /^An empty board: drag men from the palette/);
  assert.equal(await w.page.$$eval('#solution > *', (es) => es.length), 0);
  await w.page.click('#undo');
  await analysed(SOUND);
  assert.equal(await text('#verdict'), 'sound');
});

// The board arithmetic of position.js, against positions worked out by hand.
test('transforms and moves played on the board', async () => {
  const got = await w.page.evaluate(async () => {
    const P = await import('/assets/position.js');
    const kings = P.parseFen('k7/8/8/8/8/8/8/K7 w - -');
    const fen = (p) => (p ? P.toFen(p) : null);
    return {
      cw: fen(P.rotateClockwise(kings)),
      ccw: fen(P.rotateAnticlockwise(kings)),
      files: fen(P.mirrorFiles(kings)),
      ranks: fen(P.mirrorRanks(kings)),
      swap: fen(P.swapColours(kings)),
      right: fen(P.shift(kings, 1, 0)),
      left: fen(P.shift(kings, -1, 0)),
      castle: fen(P.play(P.parseFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq -'), 'e1g1')),
      longCastle: fen(P.play(P.parseFen('r3k2r/8/8/8/8/8/8/R3K2R b KQkq -'), 'e8c8')),
      ep: fen(P.play(P.parseFen('4k3/8/8/3Pp3/8/8/8/4K3 w - e6'), 'd5e6')),
      promo: fen(P.play(P.parseFen('4k3/1P6/8/8/8/8/6p1/4K3 w - -'), 'b7b8n')),
      blackPromo: fen(P.play(P.parseFen('4k3/8/8/8/8/8/6p1/4K3 b - -'), 'g2g1q')),
      pass: fen(P.play(P.parseFen('4k3/8/8/8/8/8/8/4K3 w - -'), '--')),
      bad: fen(P.parseFen('8/8/8/8/8/8/8/9 w - -')),
    };
  });
  assert.deepEqual(got, {
    cw: 'K6k/8/8/8/8/8/8/8 w - -',
    ccw: '8/8/8/8/8/8/8/k6K w - -',
    files: '7k/8/8/8/8/8/8/7K w - -',
    ranks: 'K7/8/8/8/8/8/8/k7 w - -',
    swap: 'K7/8/8/8/8/8/8/k7 w - -',
    right: '1k6/8/8/8/8/8/8/1K6 w - -',
    left: null,
    castle: 'r3k2r/8/8/8/8/8/8/R4RK1 b KQkq -',
    longCastle: '2kr3r/8/8/8/8/8/8/R3K2R w KQkq -',
    ep: '4k3/8/4P3/8/8/8/8/4K3 b - -',
    promo: '1N2k3/8/8/8/8/8/6p1/4K3 b - -',
    blackPromo: '4k3/8/8/8/8/8/8/4K1q1 w - -',
    pass: '4k3/8/8/8/8/8/8/4K3 b - -',
    bad: null,
  });
});

test('the collection: listed and solved, a problem edited and saved back', async () => {
  const before = fs.readFileSync(w.collectionFile, 'utf8').split('\n');
  await w.page.waitForFunction(() => document.getElementById('problems').dataset.solved === '12', { timeout: 20000 });
  const rows = await w.page.$$eval('#problems tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  assert.equal(rows.length, 12);
  // Row 1 is Polgar's 307 (corpus, Popeye): sound, 1.Kc3!
  assert.equal(rows[0][2], 'polgar-307');
  assert.equal(rows[0][3], 'sound');
  assert.equal(rows[0][4], '1.Kc3!');
  await w.page.click('#problems tr[data-index="0"]');
  const fen = '1Q6/8/8/8/8/k2K4/8/8 w - -';
  await analysed(fen);
  assert.equal(await text('#verdict'), 'sound');
  // The white king dragged from d3 to e3: no key at all (Popeye agrees).
  await drag(await squareCentre('d3'), await squareCentre('e3'));
  const edited = '1Q6/8/8/8/8/k3K3/8/8 w - -';
  await analysed(edited);
  assert.equal(await text('#verdict'), 'no solution');
  assert.ok((await texts('#changes-previous li')).includes('lost key: 1.Kc3'));
  assert.equal(await w.page.$eval('#save', (b) => b.hidden), false);
  await shot('04-collection-edited');
  await w.page.click('#save');
  await w.page.waitForFunction(() => /saved/.test(document.getElementById('message').textContent));
  const after = fs.readFileSync(w.collectionFile, 'utf8').split('\n');
  assert.equal(after.length, before.length);
  const changed = after.map((l, i) => (l !== before[i] ? i : -1)).filter((i) => i >= 0);
  assert.deepEqual(changed, [1]);                 // problem 1 is on line 2
  assert.equal(after[1], before[1].replace(fen, edited));
});
