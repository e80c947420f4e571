// workbench_page.js - what the browser tests of the workbench share: `chiave
// serve` started over a copy of tests/data/batch/small.epd, a page of headless
// Debian chromium (driven by puppeteer-core) on it, and helpers that read and
// drive the page. A test file calls setup() once; its tests then use w.page,
// w.base and w.collectionFile, which setup's before() hook fills.
//
// Run by `make browser-check`: CHIAVE (the binary), SHOTS (a directory),
// DATA (tests/data), NODE_PATH (where npm ci put puppeteer-core).

'use strict';
const { before, after } = require('node:test');
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const puppeteer = require('puppeteer-core');

const CHIAVE = process.env.CHIAVE || './chiave';
const SHOTS = process.env.SHOTS || fs.mkdtempSync(path.join(os.tmpdir(), 'shots-'));
const DATA = process.env.DATA || 'tests/data';
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

// Polgar's problem (tests/data/verify/new-cook.json): sound, 1.Qb5+!;
// without the black pawn g7 it is cooked by 1.Kxf6 (Popeye agrees).
const SOUND = '8/1P1k2p1/5pN1/2Q2K2/8/8/8/8 w - -';
const COOKED = '8/1P1k4/5pN1/2Q2K2/8/8/8/8 w - -';

// The server, the browser, the page, the temporary directory and the collection.
const w = {};

// `chiave serve` on a free port, over args (a collection file, or none);
// resolves to the process and the address it printed.
function startServer(...args) {
  return new Promise((resolve, reject) => {
    const proc = spawn(CHIAVE, ['serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/^(http:\/\/\S+)\n/);
      if (m) resolve({ proc, url: m[1] });
    });
    proc.on('exit', (code) => reject(new Error(`chiave serve exited with ${code}`)));
  });
}

// Headless chromium with its profile in dir (nothing of the user's, no network
// of its own).
function launchBrowser(dir) {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir: path.join(dir, 'profile'),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

// Closes what a before() hook opened; any of them is missing when it failed.
async function stopAll({ browser, server, tmp }) {
  if (browser) await browser.close();
  if (server) server.kill('SIGTERM');
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}

function setup() {
  before(async () => {
    w.tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chiave-browser-'));
    w.collectionFile = path.join(w.tmp, 'small.epd');
    fs.copyFileSync(path.join(DATA, 'batch', 'small.epd'), w.collectionFile);
    fs.mkdirSync(SHOTS, { recursive: true });
    ({ proc: w.server, url: w.base } = await startServer(w.collectionFile));
    w.browser = await launchBrowser(w.tmp);
    w.page = await w.browser.newPage();
    await w.page.setViewport({ width: 1360, height: 1000 });
    w.page.on('pageerror', (e) => { throw e; });
  });

  after(() => stopAll({ browser: w.browser, server: w.server, tmp: w.tmp }));
}

const shot = (name) => w.page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

// Waits until the page has analysed fen (and the changes are drawn).
async function analysed(fen) {
  try {
    await w.page.waitForFunction((f) => document.body.dataset.analysed === f && !document.body.dataset.busy,
      { timeout: 10000 }, fen);
  } catch (e) {
    await shot('failed');
    const seen = await w.page.evaluate(() => [document.body.dataset.analysed, document.body.dataset.busy,
      document.getElementById('fen').value, document.getElementById('message').textContent]);
    throw new Error(`${e.message}: waiting for ${fen}, the page has ${JSON.stringify(seen)}`);
  }
}

const text = (sel) => w.page.$eval(sel, (e) => e.textContent.trim());
const texts = (sel) => w.page.$$eval(sel, (es) => es.map((e) => e.textContent.trim()));
const fenShown = () => w.page.$eval('#fen', (e) => e.value);

// The centre of a square of the board, in page pixels.
async function squareCentre(name) {
  const box = await (await w.page.$(`rect.sq[data-square="${name}"]`)).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function paletteCentre(man) {
  const box = await (await w.page.$(`.tool[data-man="${man}"]`)).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function drag(from, to) {
  await w.page.mouse.move(from.x, from.y);
  await w.page.mouse.down();
  await w.page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await w.page.mouse.move(to.x, to.y, { steps: 4 });
  await w.page.mouse.up();
}

const manOn = (sq) => w.page.$eval('.board', (svg, s) => {
  const u = svg.querySelector(`use.man[data-square="${s}"]`);
  return u ? u.getAttribute('href').split('#')[1] : null;
}, sq);

// Opens the page on fen and waits for its analysis.
async function open(fen, query = '') {
  await w.page.goto(`${w.base}?fen=${encodeURIComponent(fen)}${query}`);
  await analysed(fen);
}

const visible = (sel) => w.page.$eval(sel, (e) => !e.hidden && e.getBoundingClientRect().height > 0);

// problems/twins-zagoruiko.inp without its remarks: Polgar's 1927 twinned for
// chiave's tests; a) 1.Ba3!, b) 1.Rb7+!, c) 1.Re4+!: changed mates a-b, a-c, b-c
// and a Zagoruiko 3x2 over the three (themes/TWINS.md).
const ZAGORUIKO = `beginproblem
author Polgar, Laszlo
origin Chess: 5334 Problems, Combinations and Games, no. 1927
stipulation #2
pieces white kh6 qh5 rb4 bh3b2 pb6
       black ke7
option variation try setplay
twin move b6 d5
twin move b2 f7
endproblem
`;

module.exports = {
  w, setup, startServer, launchBrowser, stopAll,
  shot, analysed, text, texts, fenShown, squareCentre, paletteCentre, drag, manOn, open, visible,
  SOUND, COOKED, DATA, ZAGORUIKO,
};
