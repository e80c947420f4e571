// print.test.js - the page's "Download diagram" (SVG and PNG) and "Copy
// solution" buttons in headless Debian chromium (puppeteer-core, as
// workbench.test.js): both files are downloaded and checked (the SVG's men
// square by square, the PNG's header and size), and the solution on the
// clipboard is the one `solve --publish` writes, in the page's language.
//
// Run by `make browser-check`: CHIAVE (the binary), SHOTS (a directory for
// the screenshots), NODE_PATH (where npm ci put puppeteer-core).

'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { spawnSync, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startServer, launchBrowser, stopAll } = require('./workbench_page.js');

const CHIAVE = process.env.CHIAVE || './chiave';
const SHOTS = process.env.SHOTS || fs.mkdtempSync(path.join(os.tmpdir(), 'shots-'));

// Polgár 307 (sound, 1.Kc3!) and an asymmetric position with every kind of man.
const P307 = '1Q6/8/8/8/8/k2K4/8/8 w - -';
const MEN = 'rn2k3/1b1q4/8/3p4/8/5P2/1B1Q4/RN2K3 w - -';

let server, base, browser, page, tmp, downloads;

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chiave-print-'));
  downloads = path.join(tmp, 'downloads');
  fs.mkdirSync(downloads);
  fs.mkdirSync(SHOTS, { recursive: true });
  ({ proc: server, url: base } = await startServer());
  browser = await launchBrowser(tmp);
  await browser.defaultBrowserContext().overridePermissions(new URL(base).origin,
    ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
  page = await browser.newPage();
  await page.setViewport({ width: 1360, height: 1000 });
  page.on('pageerror', (e) => { throw e; });
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
});

after(() => stopAll({ browser, server, tmp }));

async function analysed(fen) {
  await page.waitForFunction((f) => document.body.dataset.analysed === f && !document.body.dataset.busy,
    { timeout: 10000 }, fen);
}

// The file the browser saved under name, once it is complete.
async function downloaded(name) {
  const file = path.join(downloads, name);
  for (let i = 0; i < 100; i++) {
    if (fs.existsSync(file) && !fs.existsSync(`${file}.crdownload`) && fs.statSync(file).size > 0) return file;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} not downloaded (${fs.readdirSync(downloads).join(', ')})`);
}

// The men of a FEN's first field, by square: {e1: 'wK', ...}.
function menOf(fen) {
  const men = {};
  fen.split(' ')[0].split('/').forEach((row, i) => {
    let file = 0;
    for (const c of row) {
      if (/\d/.test(c)) { file += Number(c); continue; }
      const colour = c === c.toUpperCase() ? 'w' : 'b';
      men[`${'abcdefgh'[file]}${8 - i}`] = colour + c.toUpperCase();
      file++;
    }
  });
  return men;
}

// The men an SVG diagram draws: its <g class="wK" data-square="e1"> groups.
function menDrawn(svg) {
  const men = {};
  for (const m of svg.matchAll(/<g class="([wb][KQRBNP])" data-square="([a-h][1-8])"/g)) {
    assert.equal(men[m[2]], undefined, `two men on ${m[2]}`);
    men[m[2]] = m[1];
  }
  return men;
}

test('Download diagram: the SVG and the PNG of the position on the board', async () => {
  await page.goto(`${base}?fen=${encodeURIComponent(MEN)}`);
  await analysed(MEN);
  await page.click('#download-svg');
  const svg = fs.readFileSync(await downloaded('diagram.svg'), 'utf8');
  assert.deepEqual(menDrawn(svg), menOf(MEN));
  assert.match(svg, />\(6\+6\)</);
  assert.doesNotMatch(svg, /href|<image/);

  await page.click('#download-png');
  const png = fs.readFileSync(await downloaded('diagram.png'));
  assert.equal(png.subarray(0, 8).toString('hex'), '89504e470d0a1a0a');
  assert.equal(png.readUInt32BE(16), 704);
  fs.copyFileSync(path.join(downloads, 'diagram.png'), path.join(SHOTS, 'print-diagram.png'));
  // The same picture as the command line draws.
  const cli = execFileSync(CHIAVE, ['diagram', '-'], { input: `${MEN}\n` }).toString();
  assert.deepEqual(menDrawn(cli), menDrawn(svg));
});

test('A pasted problem: its words and twins go with the diagram and the solution', async () => {
  const pasted = 'beginproblem\nauthor Polgar, Laszlo\nstipulation #2\npieces white kd3 qb8 black ka3\n'
    + 'twin move b8 c8\nendproblem\n';
  await page.goto(base);
  await page.click('#paste-open');
  await page.$eval('#paste-text', (e, v) => { e.value = v; }, pasted);
  await page.click('#paste-read');
  await analysed(P307);
  fs.rmSync(path.join(downloads, 'diagram.svg'), { force: true });
  await page.click('#download-svg');
  const svg = fs.readFileSync(await downloaded('diagram.svg'), 'utf8');
  assert.deepEqual(menDrawn(svg), menOf(P307));
  assert.match(svg, />Polgar, Laszlo</);
  assert.match(svg, />b\) Qb8→c8</);
  await page.click('#copy-solution');
  await page.waitForFunction(() => document.getElementById('message').textContent === 'solution copied',
    { timeout: 10000 });
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // solve exits with 1: twin b has no solution.
  const cli = spawnSync(CHIAVE, ['solve', '--publish', '-'], { input: pasted }).stdout.toString();
  assert.equal(copied, cli);
  assert.match(copied, /^b\) Qb8→c8$/m);
});

test('Copy solution: the published solution on the clipboard, in the page language', async () => {
  await page.goto(`${base}?fen=${encodeURIComponent(P307)}&lang=it`);
  await analysed(P307);
  await page.click('#copy-solution');
  await page.waitForFunction(() => document.getElementById('message').textContent === 'soluzione copiata',
    { timeout: 10000 });
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, /^1\.Rc3! \(2\.Da7#\/Da8#\/Db3#\) 1\.\.\.Ra2 2\.Db2#; 1\.\.\.Ra4 2\.Db4#$/m);
  assert.match(copied, /^1\.Rc2\? \(2\.Db3#\) 1\.\.\.Ra2 2\.Da7#\/Da8#\/Db2#; ma 1\.\.\.Ra4!$/m);
  assert.doesNotMatch(copied, /Analisi/);
  const cli = execFileSync(CHIAVE, ['solve', '--publish', '--lang', 'it', '-'], { input: `${P307}\n` }).toString();
  assert.equal(copied, cli);
  await page.screenshot({ path: path.join(SHOTS, 'print-copied.png') });
});
