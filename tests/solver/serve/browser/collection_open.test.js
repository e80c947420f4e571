// collection_open.test.js - `chiave serve FILE` opens on the file's first
// problem: on the board, analysed, its row marked as the one being edited;
// an address with ?fen= keeps its own position. The search box shows the
// rows `chiave find` gives for the same conditions.
//
// Run by `make browser-check` (workbench_page.js: the server, the browser).

'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { w, setup, analysed, text, fenShown, open, SOUND } = require('./workbench_page.js');

const CHIAVE = process.env.CHIAVE || './chiave';

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

test('a problem pasted is no longer the row being edited: no "Save back" over it', async () => {
  await w.page.goto(w.base);
  await w.page.waitForSelector('#problems tr.editing');
  await w.page.click('#paste-open');
  await w.page.$eval('#paste-text', (e, v) => { e.value = v; },
    'beginproblem\nstipulation #2\npieces white kd3 qb7 black ka3\nendproblem\n');
  await w.page.click('#paste-read');
  // a position of no row (the file's first is Polgar 307, qb8: waiting for it
  // would not wait for the paste)
  await analysed('8/1Q6/8/8/8/k2K4/8/8 w - -');
  assert.equal(await w.page.$$eval('#problems tr.editing', (trs) => trs.length), 0);
  assert.equal(await text('#editing'), '');
  assert.equal(await w.page.$eval('#save', (b) => b.hidden), true);
});

test('an address with a FEN opens on that FEN, not on the file', async () => {
  await open(SOUND);
  assert.equal(await fenShown(), SOUND);
  assert.equal(await w.page.$$eval('#problems tr.editing', (trs) => trs.length), 0);
});

// The lines `chiave find` gives on an index of the same file.
function findLines(args) {
  const db = path.join(w.tmp, 'find.db');
  // small.epd holds two problems that cannot be read: stored with their error, exit 2 (SPEC)
  const ix = spawnSync(CHIAVE, ['index', '-o', db, '--no-progress', w.collectionFile], { encoding: 'utf8' });
  assert.equal(ix.status, 2, ix.stderr);
  const r = spawnSync(CHIAVE, ['find', db, '--json', ...args], { encoding: 'utf8' });
  assert.ok(r.status === 0 || r.status === 1, r.stderr);
  return r.stdout.split('\n').filter(Boolean).map((l) => String(JSON.parse(l).line));
}

async function search(query) {
  await w.page.$eval('#find-query', (e, q) => { e.value = q; }, query);
  await w.page.$eval('#find-result', (e) => { e.textContent = ''; });
  await w.page.click('#find-go');
  await w.page.waitForFunction(() => document.getElementById('find-result').textContent !== '');
  return w.page.$$eval('#problems tr', (trs) => trs.filter((tr) => !tr.hidden).map((tr) => tr.cells[1].textContent));
}

test('the search box shows the problems find gives', async () => {
  await w.page.goto(w.base);
  await w.page.waitForSelector('#problems tr');
  const want = findLines(['--theme', 'threat']);
  assert.ok(want.length > 0 && want.length < 12);
  assert.deepEqual(await search('theme:threat'), want);
  assert.match(await text('#find-result'), new RegExp(`^${want.length} of 12 problems match`));
  assert.deepEqual(await search('status:sound men:3-5'), findLines(['--status', 'sound', '--men', '3-5']));
  assert.deepEqual(await search('key:Kc3'), findLines(['--key', 'Kc3']));
  assert.deepEqual(await search('status:no-such'), []);
  assert.equal(await text('#find-result'), 'no problem matches');
  // an empty box shows every row again
  await w.page.$eval('#find-query', (e) => { e.value = ''; });
  await w.page.click('#find-go');
  await w.page.waitForFunction(() => [...document.querySelectorAll('#problems tr')].every((tr) => !tr.hidden));
});
