// newcomer.test.js - what a newcomer meets on the page of `chiave serve`
// (issue 22, section 4): a bad FEN in the top field clears the verdict of the
// diagram before and shows the error beside the field, at the top; a board
// alone is completed (White to move) with a note; a position no game reaches
// is warned about. Headless Debian chromium driven by puppeteer-core, as
// workbench.test.js; screenshots go to $SHOTS for a person to look at.
//
// Run by `make browser-check`: CHIAVE (the binary), SHOTS (a directory),
// NODE_PATH (where npm ci put puppeteer-core).

'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startServer, launchBrowser, stopAll } = require('./workbench_page.js');

const SHOTS = process.env.SHOTS || fs.mkdtempSync(path.join(os.tmpdir(), 'shots-'));

const P307 = '1Q6/8/8/8/8/k2K4/8/8 w - -';   // sound: 1.Kc3!
let server, base, browser, page, tmp;

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chiave-newcomer-'));
  fs.mkdirSync(SHOTS, { recursive: true });
  ({ proc: server, url: base } = await startServer());
  browser = await launchBrowser(tmp);
  page = await browser.newPage();
  await page.setViewport({ width: 1360, height: 900 });
  page.on('pageerror', (e) => { throw e; });
});

after(() => stopAll({ browser, server, tmp }));

const shot = (name) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
const analysed = (fen) => page.waitForFunction((f) => document.body.dataset.analysed === f && !document.body.dataset.busy,
  { timeout: 10000 }, fen);

async function typeFen(text) {
  await page.$eval('#fen', (e) => { e.value = ''; });
  await page.type('#fen', text);
  await page.keyboard.press('Enter');
}

test('a bad FEN: the old verdict gone, the error beside the field at the top', async () => {
  await page.goto(`${base}?fen=${encodeURIComponent(P307)}`);
  await analysed(P307);
  assert.equal(await page.$eval('#verdict', (e) => e.textContent), 'sound');
  assert.equal(await page.$eval('#fen-error', (e) => e.hidden), true);

  await typeFen('1Q6/8/8/8/8/k2K4/8/9 w - -');
  await page.waitForFunction(() => !document.getElementById('fen-error').hidden);
  const error = await page.$eval('#fen-error', (e) => e.textContent);
  assert.equal(error, 'fen: field 1, rank 1: bad digit \'9\' (1-8)');
  assert.equal(await page.$('#verdict'), null, 'the verdict of the diagram before is gone');
  assert.equal(await page.$eval('#solution', (e) => e.textContent.trim()), '');
  // Beside the field: in the top bar, on the line under the input.
  const field = await (await page.$('#fen')).boundingBox();
  const shown = await (await page.$('#fen-error')).boundingBox();
  assert.ok(shown.y >= field.y + field.height - 1 && shown.y < field.y + field.height + 40, JSON.stringify({ field, shown }));
  assert.ok(Math.abs(shown.x - field.x) < 4);
  assert.ok(await page.$eval('#fen-error', (e) => !!e.closest('header.top')));
  assert.equal(await page.$eval('#fen', (e) => e.value), '1Q6/8/8/8/8/k2K4/8/9 w - -', 'the text stays to be mended');
  await shot('newcomer-01-bad-fen');

  // Mended: the error goes, a verdict comes.
  await typeFen(P307);
  await analysed(P307);
  assert.equal(await page.$eval('#fen-error', (e) => e.hidden), true);
  assert.equal(await page.$eval('#verdict', (e) => e.textContent), 'sound');
});

test('a board alone is completed, with a note; a position no game reaches is warned about', async () => {
  await typeFen('8/8/8/8/8/k2K4/7Q/8');
  await analysed('8/8/8/8/8/k2K4/7Q/8 w - -');
  assert.equal(await page.$eval('#verdict', (e) => e.textContent), 'sound');
  assert.equal(await page.$eval('#fen-error', (e) => e.hidden), true);

  const illegal = 'k7/3p4/4K3/8/8/8/8/8 w - -';
  await typeFen(illegal);
  await analysed(illegal);
  const warnings = await page.$$eval('.warning-text', (es) => es.map((e) => e.textContent));
  assert.deepEqual(warnings, ['warning: the white king is in check from d7, which no last move can give']);
  await shot('newcomer-02-illegal-warned');
});
