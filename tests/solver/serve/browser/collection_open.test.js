// collection_open.test.js - `chiave serve FILE` opens on the file's first
// problem: on the board, analysed, its row marked as the one being edited;
// an address with ?fen= keeps its own position.
//
// Run by `make browser-check` (workbench_page.js: the server, the browser).

'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const { w, setup, analysed, text, fenShown, open, SOUND } = require('./workbench_page.js');

setup();

test('the page opens on the first problem of the file, analysed', async () => {
  // the first problem line of the file (after its comments)
  const first = fs.readFileSync(w.collectionFile, 'utf8').split('\n').find((l) => l && !l.startsWith('#'));
  const fen = first.split(';')[0].trim();
  await w.page.goto(w.base);
  await analysed(fen);
  assert.equal(await fenShown(), fen);
  assert.equal(await text('#verdict'), 'sound');
  await w.page.waitForSelector('#problems tr.editing');
  assert.equal(await w.page.$eval('#problems tr.editing', (tr) => tr.dataset.index), '0');
  assert.match(await text('#editing'), /^Editing problem 1 \(line 2\)/);
});

test('an address with a FEN opens on that FEN, not on the file', async () => {
  await open(SOUND);
  assert.equal(await fenShown(), SOUND);
  assert.equal(await w.page.$$eval('#problems tr.editing', (trs) => trs.length), 0);
});
