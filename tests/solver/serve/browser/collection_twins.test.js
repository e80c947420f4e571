// collection_twins.test.js - a collection of twins (`chiave serve FILE.inp`):
// the table's themes column has each twin's themes across the twins before
// it, as `chiave solve` says them, and the search box finds the twins that
// `chiave find` finds on an index of the same file (headless chromium;
// workbench_page.js).

'use strict';
const { test, after } = require('node:test');
const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { w, setup, startServer, shot, text, ZAGORUIKO } = require('./workbench_page.js');

const CHIAVE = process.env.CHIAVE || './chiave';

setup();


let twins; // the server over the file of twins
after(() => twins && twins.proc.kill('SIGTERM'));

async function openTwins() {
  const file = path.join(w.tmp, 'twins.inp');
  fs.writeFileSync(file, ZAGORUIKO);
  if (!twins) twins = await startServer(file);
  await w.page.goto(twins.url);
  await w.page.waitForSelector('#problems[data-solved="3"]');
  return file;
}

// The lines of the problems `chiave find` finds on an index of file.
function findLines(file, args) {
  const db = path.join(w.tmp, 'twins.db');
  const ix = spawnSync(CHIAVE, ['index', '-o', db, '--no-progress', file], { encoding: 'utf8' });
  assert.equal(ix.status, 0, ix.stderr);
  const r = spawnSync(CHIAVE, ['find', db, '--json', ...args], { encoding: 'utf8' });
  assert.ok(r.status === 0 || r.status === 1, r.stderr);
  return r.stdout.split('\n').filter(Boolean).map((l) => String(JSON.parse(l).line));
}

const rowsShown = () => w.page.$$eval('#problems tr', (trs) => trs.map((tr) => ({
  twin: tr.dataset.twin, line: tr.cells[1].textContent, themes: tr.cells[5].textContent, hidden: tr.hidden,
})));

test('the themes column of a twin has the themes across the twins before it', async () => {
  await openTwins();
  await shot('collection-twins');
  const rows = await rowsShown();
  assert.deepEqual(rows.map((r) => r.twin), ['a', 'b', 'c']);
  // the chips of twin c's record as /api/solve gives them for the problem pasted
  const pasted = await w.page.evaluate(async (popeye) => {
    const r = await fetch('/api/solve', { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ popeye }) });
    return (await r.json()).twins.map((t) => t.chips.filter((c) => c.twins).map((c) => c.label));
  }, ZAGORUIKO);
  assert.deepEqual(pasted, [['changed mates'], ['changed mates', 'Zagoruiko 3x2']]);
  for (const [i, across] of pasted.entries())
    for (const label of across) assert.ok(rows[i + 1].themes.split(', ').includes(label), `${label} in ${rows[i + 1].themes}`);
  assert.ok(!rows[0].themes.includes('Zagoruiko'), rows[0].themes);
  assert.ok(!rows[1].themes.includes('Zagoruiko'), rows[1].themes);
});

test('the search box finds the twins chiave find finds', async () => {
  const file = await openTwins();
  const want = findLines(file, ['--theme', 'zagoruiko']);
  assert.equal(want.length, 1); // twin c
  await w.page.$eval('#find-query', (e) => { e.value = 'theme:zagoruiko'; });
  // a DOM click: puppeteer's click missed the button one run in five ('not clickable')
  await w.page.$eval('#find-go', (e) => e.click());
  await w.page.waitForFunction(() => document.getElementById('find-result').textContent !== '');
  await shot('collection-twins-find');
  assert.deepEqual((await rowsShown()).filter((r) => !r.hidden).map((r) => r.line), want);
  assert.match(await text('#find-result'), /^1 of 3 problems match/);
});

// Problems named alike (a file of drafts, each "remark id: draft") are each a
// problem with its own twins: every row is solved, and each a) heads its
// problem. The page grouped the rows by twin_of alone, so all six were one
// problem, which the server answered with the first problem's two records only.
test('problems named alike are each solved with their own twins', async () => {
  const file = path.join(w.tmp, 'drafts.inp');
  const one = 'remark id: draft\nstip #2\npieces white kd3 qb8 black ka3\ntwin move d3 c3\n';
  fs.writeFileSync(file, `begin\n${[one, one, one].join('next\n')}end\n`);
  const drafts = await startServer(file);
  try {
    await w.page.goto(drafts.url);
    await w.page.waitForSelector('#problems[data-solved="6"]');
    await shot('collection-drafts');
    const rows = await w.page.$$eval('#problems tr', (trs) => trs.map((tr) => ({
      twin: tr.dataset.twin, first: tr.classList.contains('twin-first'), verdict: tr.cells[3].textContent,
    })));
    assert.deepEqual(rows.map((r) => r.twin + (r.first ? '!' : '')), ['a!', 'b', 'a!', 'b', 'a!', 'b']);
    for (const r of rows) assert.ok(r.verdict !== '…' && r.verdict !== '', JSON.stringify(rows));
  } finally {
    drafts.proc.kill('SIGTERM');
  }
});
