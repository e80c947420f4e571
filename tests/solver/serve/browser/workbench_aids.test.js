// workbench_aids.test.js - economy and repair on the workbench's page: men
// ringed and listed, a version clicked onto the board, a repair under way
// cancelled or replaced (headless chromium; workbench_page.js). Checked with
// Popeye 4.104.

'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  w, setup, shot, analysed, text, texts, squareCentre, open, visible, SOUND, COOKED,
} = require('./workbench_page.js');

setup();

const P321 = '8/8/8/2p5/2K5/Q7/N7/1k6 w - -';

test('economy: cook-stoppers ringed, every man listed; men of the set play and tries not superfluous', async () => {
  await open(P321);
  await w.page.click('#economy');
  await w.page.waitForFunction(() => document.getElementById('aids').dataset.state === 'done');
  // The knight a2 gives the set mate 1...Ka1 2.Nc3# and plays tries: no longer
  // ringed as superfluous (issue 22); the pawn c5 stops the cooks.
  const rings = await w.page.$$eval('circle.ring', (cs) => cs.map((c) => [c.dataset.square, c.getAttribute('class')]).sort());
  assert.deepEqual(rings, [['c5', 'ring cook-stopper']]);
  const men = await w.page.$$eval('#aids .man', (ms) => ms.map((m) => [m.dataset.square, m.dataset.roles]));
  assert.deepEqual(men, [['a3', 'mate guard try set-play theme'], ['a2', 'try set-play theme'], ['c5', 'cook-stopper try']]);
  const c5 = await w.page.$$eval('#aids .man[data-square="c5"] .detail', (ds) => ds.map((d) => d.textContent));
  assert.deepEqual(c5.slice(0, 4), ['refutes 1.Kb3? 1...c4+! 1.Kd3? 1...c4+! 1.Nb4? 1...cxb4!', 'without it: cooked',
    'new cook: 1.Kb3', 'new cook: 1.Kd3']);
  assert.equal(await text('#aids .man[data-square="a2"] .detail'), 'in the set play mates 1...Ka1 2.Nc3#');
  // The roles in words, not the JSON's names ("set play", not "set-play").
  assert.deepEqual(await texts('#aids .man[data-square="a2"] .chip'), ['try', 'set play', 'theme']);
  await shot('08-economy');
  // In Italian: the roles and the page's words (the details are the table's).
  await w.page.select('#lang', 'it');
  await w.page.waitForFunction(() => document.getElementById('aids').dataset.state === 'done' &&
    document.querySelector('#aids .man[data-square="a2"] .chip')?.textContent === 'tentativo');
  assert.equal(await text('#aids-title'), 'Economia');
  assert.deepEqual(await texts('#aids .man[data-square="a2"] .chip'), ['tentativo', 'gioco apparente', 'tema']);
  assert.deepEqual(await texts('#aids .legend-item'), ['contro demolizione: senza questo pezzo appare una nuova chiave o ' +
    'una soluzione breve']);
  assert.deepEqual((await w.page.$$eval('#aids .man[data-square="c5"] .detail', (ds) => ds.map((d) => d.textContent))).slice(1, 4),
    ['senza questo pezzo: demolito', 'nuova demolizione: 1.Rb3', 'nuova demolizione: 1.Rd3']);   // economy --lang it's
  await shot('08b-economy-italian');
  await w.page.select('#lang', 'en');
  await w.page.waitForFunction(() => document.getElementById('aids-title').textContent === 'Economy' &&
    document.getElementById('aids').dataset.state === 'done');
  // The diagram edited: the economy no longer holds, the rings go.
  const a2 = await squareCentre('a2');
  await w.page.mouse.click(a2.x, a2.y, { button: 'right' });
  await analysed('8/8/8/2p5/2K5/Q7/8/1k6 w - -');
  assert.equal(await w.page.$$eval('circle.ring', (cs) => cs.length), 0);
  assert.equal(await visible('#aids'), false);
});

test('repair: a version clicked goes on the board, sound with the intended key', async () => {
  await open(SOUND);
  await w.page.click('#pin');                                          // 1.Qb5+! is intended
  await w.page.$eval('#fen', (e, v) => { e.value = v; }, COOKED);
  await w.page.focus('#fen');
  await w.page.keyboard.press('Enter');
  await analysed(COOKED);
  assert.equal(await w.page.$eval('#repair-key', (s) => s.selectedOptions[0].textContent), '1.Qb5+!');
  await w.page.click('#repair');
  await w.page.waitForFunction(() => document.getElementById('aids').dataset.state === 'done');
  assert.match(await text('#aids .aids-head'), /^sound versions with 1\.Qb5\+: 72 of 884 tried; the best 12 shown$/);
  const versions = await w.page.$$eval('#aids .version', (bs) => bs.map((b) => [b.querySelector('.version-edits').textContent,
    b.querySelector('.version-summary').textContent, b.dataset.fen]));
  // Best by the whole problem: the pawn g7 put back keeps the tries too; a black
  // bishop g1 keeps the variations but loses three tries (a black pawn b2 as well,
  // but it gives Black 1...b1=Q+, a check with no set mate: later).
  assert.deepEqual(versions[0], ['1. +bPg7', 'kills 1.Kxf6; keeps all 3 variations', '8/1P1k2p1/5pN1/2Q2K2/8/8/8/8 w - -']);
  assert.deepEqual(versions[1], ['2. +bBg1', 'kills 1.Kxf6; keeps all 3 variations; loses 3 tries',
    '8/1P1k4/5pN1/2Q2K2/8/8/8/6b1 w - -']);
  await w.page.click('#aids .version');
  await analysed(versions[0][2]);
  assert.equal(await text('#verdict'), 'sound');
  assert.deepEqual(await texts('#keys .play-head .mv.first'), ['1.Qb5+!']);
  assert.ok((await texts('#changes-previous li')).includes('lost key: 1.Kxf6'));
  assert.equal(await w.page.$$eval('rect.edited', (rs) => rs.map((r) => r.getAttribute('x') + ',' + r.getAttribute('y')).join()),
    '240,40');                                                       // g7
  assert.equal(await w.page.$eval('#aids .version', (b) => b.classList.contains('on-board')), true);
  await shot('09-repair');
  await w.page.click('#undo');
  await analysed(COOKED);
  assert.equal(await w.page.$$eval('rect.edited', (rs) => rs.length), 0);
});

test('a repair under way: the page works on, a newer request or Cancel stops it', async () => {
  await open(COOKED);
  // The server's answer is held back, as a long search's would be.
  await w.page.setRequestInterception(true);
  const held = [];
  const hold = (rq) => (rq.url().endsWith('/api/repair') ? held.push(rq) : rq.continue());
  w.page.on('request', hold);
  await w.page.click('#repair');
  await w.page.waitForFunction(() => document.getElementById('aids').dataset.state === 'working');
  assert.match(await text('#aids-status'), /^working… \d+ s$/);
  assert.equal(await visible('#aids-cancel'), true);
  await shot('10-repair-working');
  // Meanwhile the board is edited and analysed: the repair of the old diagram is cancelled.
  const g6 = await squareCentre('g6');
  await w.page.mouse.click(g6.x, g6.y, { button: 'right' });
  await analysed('8/1P1k4/5p2/2Q2K2/8/8/8/8 w - -');
  assert.equal(await w.page.$eval('#aids', (e) => e.dataset.state), 'cancelled');
  assert.equal(await text('#aids-status'), 'cancelled: the diagram changed');
  // A newer request replaces the one under way; Cancel stops it.
  await w.page.click('#repair');
  await w.page.waitForFunction(() => document.getElementById('aids').dataset.state === 'working');
  await w.page.click('#economy');
  await w.page.waitForFunction(() => document.getElementById('aids').dataset.state === 'done');
  assert.equal(await text('#aids-title'), 'Economy');
  await w.page.click('#repair');
  await w.page.waitForFunction(() => document.getElementById('aids').dataset.state === 'working');
  await w.page.click('#aids-cancel');
  assert.equal(await w.page.$eval('#aids', (e) => e.dataset.state), 'cancelled');
  assert.equal(held.length, 3);
  w.page.off('request', hold);
  for (const rq of held) await rq.abort().catch(() => {});
  await w.page.setRequestInterception(false);
});
