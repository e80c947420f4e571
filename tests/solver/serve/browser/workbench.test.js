// workbench.test.js - the page of `chiave serve` in a real browser (headless
// Debian chromium, driven by puppeteer-core): it opens /?fen=..., shows the
// key, follows edits made by clicking and dragging, compares with the previous
// and the pinned version, shows a line on the board, and edits a collection
// and saves it back. Screenshots go to $SHOTS for a person to look at.
//
// Run by `make browser-check`: CHIAVE (the binary), SHOTS (a directory),
// DATA (tests/data), NODE_PATH (where npm ci put puppeteer-core).
// The solutions expected were checked with Popeye 4.104 (README, "The workbench").

'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
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

let server, base, browser, page, tmp, collectionFile;

function startServer(file) {
  return new Promise((resolve, reject) => {
    const proc = spawn(CHIAVE, ['serve', '--port', '0', file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/^(http:\/\/\S+)\n/);
      if (m) resolve({ proc, url: m[1] });
    });
    proc.on('exit', (code) => reject(new Error(`chiave serve exited with ${code}`)));
  });
}

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chiave-browser-'));
  collectionFile = path.join(tmp, 'small.epd');
  fs.copyFileSync(path.join(DATA, 'batch', 'small.epd'), collectionFile);
  fs.mkdirSync(SHOTS, { recursive: true });
  ({ proc: server, url: base } = await startServer(collectionFile));
  browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir: path.join(tmp, 'profile'),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  page = await browser.newPage();
  await page.setViewport({ width: 1360, height: 1000 });
  page.on('pageerror', (e) => { throw e; });
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.kill('SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
});

const shot = (name) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

// Waits until the page has analysed fen (and the changes are drawn).
async function analysed(fen) {
  try {
    await page.waitForFunction((f) => document.body.dataset.analysed === f && !document.body.dataset.busy,
      { timeout: 10000 }, fen);
  } catch (e) {
    await shot('failed');
    const seen = await page.evaluate(() => [document.body.dataset.analysed, document.body.dataset.busy,
      document.getElementById('fen').value, document.getElementById('message').textContent]);
    throw new Error(`${e.message}: waiting for ${fen}, the page has ${JSON.stringify(seen)}`);
  }
}

const text = (sel) => page.$eval(sel, (e) => e.textContent.trim());
const texts = (sel) => page.$$eval(sel, (es) => es.map((e) => e.textContent.trim()));
const fenShown = () => page.$eval('#fen', (e) => e.value);

// The centre of a square of the board, in page pixels.
async function squareCentre(name) {
  const box = await (await page.$(`rect.sq[data-square="${name}"]`)).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function paletteCentre(man) {
  const box = await (await page.$(`.tool[data-man="${man}"]`)).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function drag(from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

const manOn = (sq) => page.$eval('.board', (svg, s) => {
  const u = svg.querySelector(`use.man[data-square="${s}"]`);
  return u ? u.getAttribute('href').split('#')[1] : null;
}, sq);

test('opens /?fen= and shows the verdict and the key', async () => {
  await page.goto(`${base}?fen=${encodeURIComponent(SOUND)}`);
  await analysed(SOUND);
  assert.equal(await text('#verdict'), 'sound');
  assert.deepEqual(await texts('#keys .play-head .mv.first'), ['1.Qb5+!']);
  assert.equal(await fenShown(), SOUND);
  assert.equal(await manOn('g7'), 'bp');
  await shot('01-opened');
});

test('an edit by clicking: the eraser on g7 gives the cook 1.Kxf6', async () => {
  await page.click('#pin');                       // this version is the intended one
  const eraser = await paletteCentre('x');
  await page.mouse.click(eraser.x, eraser.y);
  const g7 = await squareCentre('g7');
  await page.mouse.click(g7.x, g7.y);
  await page.mouse.click(eraser.x, eraser.y);     // the eraser back in the palette
  await analysed(COOKED);
  assert.equal(await manOn('g7'), null);
  assert.equal(await text('#verdict'), 'cooked (2 keys)');
  assert.deepEqual((await texts('#keys .play-head .mv.first')).sort(), ['1.Kxf6!', '1.Qb5+!']);
  assert.ok((await texts('#changes-previous li')).includes('new cook: 1.Kxf6'));
  assert.ok((await texts('#changes-pinned li')).includes('new cook: 1.Kxf6'));
  assert.equal(new URL(page.url()).searchParams.get('fen'), COOKED);
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
  const mate = await page.$$eval('#keys .var .mv', (bs) => bs.map((b) => [b.textContent, b.dataset.line]));
  const line = mate.find(([, l]) => l === 'c5b5 d7c7 b7b8q');
  assert.ok(line, `no mate 1...Kc7 2.b8=Q# in ${JSON.stringify(mate)}`);
  await page.click('#keys .mv[data-line="c5b5 d7c7 b7b8q"]');
  assert.equal(await manOn('b8'), 'wq');
  assert.equal(await manOn('b5'), 'wq');
  assert.equal(await manOn('c7'), 'bk');
  assert.equal(await manOn('b7'), null);
  assert.match(await text('#view-line'), /^1\.Qb5\+! 1\.\.\.Kc7 2\.b8=Q#$/);
  await shot('03-line-shown');
  await page.keyboard.press('Escape');
  assert.equal(await manOn('c5'), 'wq');
  assert.equal(await page.$eval('#view-shown', (e) => e.hidden), true);
});

test('undo, redo, transforms and the notation', async () => {
  await page.click('#undo');
  await analysed(COOKED);
  await page.click('#redo');
  await analysed(SOUND);
  await page.click('#mirror-files');              // a <-> h, by hand: b7 g7, d7 e7, g7 b7, f6 c6, g6 b6, c5 f5, f5 c5
  const mirrored = '8/1p2k1P1/1Np5/2K2Q2/8/8/8/8 w - -';
  await analysed(mirrored);
  assert.equal(await fenShown(), mirrored);
  assert.deepEqual(await texts('#keys .play-head .mv.first'), ['1.Qg5+!']);
  await page.click('#undo');
  await analysed(SOUND);
  await page.select('#lang', 'it');               // Italian letters: D for the queen
  await page.waitForFunction(() => [...document.querySelectorAll('#keys .mv.first')].some((b) => b.textContent === '1.Db5+!'));
  await page.select('#lang', 'en');
  await page.waitForFunction(() => [...document.querySelectorAll('#keys .mv.first')].some((b) => b.textContent === '1.Qb5+!'));
});

test('an empty board asks for men instead of an analysis', async () => {
  await page.click('#clear');
  await analysed('8/8/8/8/8/8/8/8 w - -');
  assert.match(await text('#headline'), /^An empty board: drag men from the palette/);
  assert.equal(await page.$$eval('#solution > *', (es) => es.length), 0);
  await page.click('#undo');
  await analysed(SOUND);
  assert.equal(await text('#verdict'), 'sound');
});

// The board arithmetic of position.js, against positions worked out by hand.
test('transforms and moves played on the board', async () => {
  const got = await page.evaluate(async () => {
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
  const before = fs.readFileSync(collectionFile, 'utf8').split('\n');
  await page.waitForFunction(() => document.getElementById('problems').dataset.solved === '12', { timeout: 20000 });
  const rows = await page.$$eval('#problems tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  assert.equal(rows.length, 12);
  // Row 1 is Polgar's 307 (corpus, Popeye): sound, 1.Kc3!
  assert.equal(rows[0][2], 'polgar-307');
  assert.equal(rows[0][3], 'sound');
  assert.equal(rows[0][4], '1.Kc3!');
  await page.click('#problems tr[data-index="0"]');
  const fen = '1Q6/8/8/8/8/k2K4/8/8 w - -';
  await analysed(fen);
  assert.equal(await text('#verdict'), 'sound');
  // The white king dragged from d3 to e3: no key at all (Popeye agrees).
  await drag(await squareCentre('d3'), await squareCentre('e3'));
  const edited = '1Q6/8/8/8/8/k3K3/8/8 w - -';
  await analysed(edited);
  assert.equal(await text('#verdict'), 'no solution');
  assert.ok((await texts('#changes-previous li')).includes('lost key: 1.Kc3'));
  assert.equal(await page.$eval('#save', (b) => b.hidden), false);
  await shot('04-collection-edited');
  await page.click('#save');
  await page.waitForFunction(() => /saved/.test(document.getElementById('message').textContent));
  const after = fs.readFileSync(collectionFile, 'utf8').split('\n');
  assert.equal(after.length, before.length);
  const changed = after.map((l, i) => (l !== before[i] ? i : -1)).filter((i) => i >= 0);
  assert.deepEqual(changed, [1]);                 // problem 1 is on line 2
  assert.equal(after[1], before[1].replace(fen, edited));
});
