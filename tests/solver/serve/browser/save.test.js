// save.test.js - the page of `chiave serve FILE` when FILE changed on disk
// after the server read it (issue 19, item 1): "Save back" is refused (409),
// the page shows the server's message and offers to read the file again;
// Reload lists the file as it is now, the diagram stays, and saving again
// keeps both the edit and what the other program wrote. Headless Debian
// chromium driven by puppeteer-core, as workbench.test.js.
//
// Run by `make browser-check`: CHIAVE (the binary), SHOTS (a directory for
// the screenshots), DATA (tests/data), NODE_PATH (where npm ci put puppeteer-core).

'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startServer, launchBrowser, stopAll, DATA } = require('./workbench_page.js');

const SHOTS = process.env.SHOTS || fs.mkdtempSync(path.join(os.tmpdir(), 'shots-'));

const P307 = '1Q6/8/8/8/8/k2K4/8/8 w - -';            // problem 1 of small.epd, line 2
const P307_BLACK = '1Q6/8/8/8/8/k2K4/8/8 b - -';       // the same with Black to move
const ADDED = '8/8/8/8/8/8/8/K1k5 w - -; id "added"';   // what the other program appends

let server, base, browser, page, tmp, file;

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chiave-save-'));
  file = path.join(tmp, 'small.epd');
  fs.copyFileSync(path.join(DATA, 'batch', 'small.epd'), file);
  fs.mkdirSync(SHOTS, { recursive: true });
  ({ proc: server, url: base } = await startServer(file));
  browser = await launchBrowser(tmp);
  page = await browser.newPage();
  await page.setViewport({ width: 1360, height: 1000 });
  page.on('pageerror', (e) => { throw e; });
});

after(() => stopAll({ browser, server, tmp }));

const text = (sel) => page.$eval(sel, (e) => e.textContent.trim());
const hidden = (sel) => page.$eval(sel, (e) => e.hidden);
const message = () => page.$eval('#message', (e) => [e.textContent, e.classList.contains('bad')]);

async function analysed(fen) {
  await page.waitForFunction((f) => document.body.dataset.analysed === f && !document.body.dataset.busy,
    { timeout: 10000 }, fen);
}

test('a file changed on disk: 409 shown, Reload offered, then saved with both changes', async () => {
  await page.goto(base);
  await page.waitForFunction(() => document.getElementById('problems').dataset.solved === '12', { timeout: 20000 });
  assert.equal(await hidden('#reload'), true);

  // Another program (an editor, `echo >>`) adds a problem to the file.
  fs.appendFileSync(file, `${ADDED}\n`);
  const onDisk = fs.readFileSync(file, 'utf8');

  await page.click('#problems tr[data-index="0"]');
  await analysed(P307);
  await page.click('#side-b');
  await analysed(P307_BLACK);
  assert.equal(await hidden('#save'), false);
  await page.click('#save');
  await page.waitForFunction(() => !document.getElementById('reload').hidden);
  const [said, bad] = await message();
  assert.match(said, /small\.epd: changed on disk since it was read; nothing saved: reload it to see what changed/);
  assert.equal(bad, true);
  assert.equal(await text('#save-refused'), said);          // beside the offer, too
  assert.match(await text('#reload'), /^Reload \/.*\/small\.epd$/);   // the FILE given
  assert.equal(fs.readFileSync(file, 'utf8'), onDisk);     // nothing overwritten
  await page.$eval('#collection', (e) => e.scrollIntoView());
  await page.screenshot({ path: path.join(SHOTS, '10-save-conflict.png'), fullPage: true });

  // Reload: the file as it is now, 13 problems; the diagram stays, and the
  // problem (unchanged on disk) is still the one edited.
  await page.click('#reload');
  await page.waitForFunction(() => /read again from disk/.test(document.getElementById('message').textContent));
  assert.equal(await hidden('#reload'), true);
  assert.equal(await hidden('#save-refused'), true);
  assert.match(await text('#collection-count'), /^problems: 13 /);
  const ids = await page.$$eval('#problems tr', (trs) => trs.map((tr) => tr.cells[2].textContent));
  assert.equal(ids[12], 'added');
  assert.equal(await page.$eval('#fen', (e) => e.value), P307_BLACK);
  assert.equal(await hidden('#save'), false);

  await page.click('#save');
  await page.waitForFunction(() => /saved into/.test(document.getElementById('message').textContent));
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  assert.equal(lines[1], `${P307_BLACK}; id "polgar-307"`);
  assert.equal(lines[lines.length - 2], ADDED);
  assert.equal(lines.length, onDisk.split('\n').length);
});

test('the Reload offer in Italian', async () => {
  await page.goto(`${base}?lang=it`);
  await page.waitForFunction(() => document.getElementById('problems').dataset.solved === '13', { timeout: 20000 });
  fs.appendFileSync(file, '# a comment\n');
  await page.click('#problems tr[data-index="1"]');
  await page.click('#side-b');
  await page.waitForFunction(() => !document.getElementById('save').hidden);
  await page.click('#save');
  await page.waitForFunction(() => !document.getElementById('reload').hidden);
  assert.match(await text('#reload'), /^Rileggi \/.*\/small\.epd$/);
  assert.equal(await page.$eval('#reload', (e) => e.title), 'rilegge il file dal disco, con le modifiche fatte lì');
  await page.click('#reload');
  await page.waitForFunction(() => /small\.epd riletto dal disco/.test(document.getElementById('message').textContent));
});
