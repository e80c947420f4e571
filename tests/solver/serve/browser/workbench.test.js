// workbench.test.js - the page of `chiave serve` in a real browser (headless
// Debian chromium, driven by puppeteer-core): it opens /?fen=..., shows the
// key, follows edits made by clicking and dragging, compares with the previous
// and the pinned version, shows a line on the board, and edits a collection
// and saves it back. Screenshots go to $SHOTS for a person to look at.
//
// Run by `make browser-check`: CHIAVE (the binary), SHOTS (a directory),
// DATA (tests/data), NODE_PATH (where npm ci put puppeteer-core).
// The solutions expected were checked with Popeye 4.104 (solver/serve/README.md).

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

// ---- the page in four languages, problems pasted, economy and repair ----

// Opens the page on fen and waits for its analysis.
async function open(fen, query = '') {
  await page.goto(`${base}?fen=${encodeURIComponent(fen)}${query}`);
  await analysed(fen);
}

const visible = (sel) => page.$eval(sel, (e) => !e.hidden && e.getBoundingClientRect().height > 0);

test('the page in Italian: the analysis and the page\'s own words', async () => {
  await open(SOUND);
  assert.equal(await text('#undo'), '↶ Undo');
  await page.select('#lang', 'it');
  await page.waitForFunction(() => document.getElementById('verdict')?.textContent === 'corretto');
  await analysed(SOUND);
  // The report's words, from the catalogues (chiave solve --lang it says the same).
  assert.deepEqual(await texts('#keys .play-head .mv.first'), ['1.Db5+!']);
  assert.deepEqual(await texts('#solution h3'), ['Chiave', 'Tentativi', 'Gioco apparente', 'Analisi']);
  assert.ok((await texts('#tries .var.but')).every((l) => l.startsWith('ma 1...')));
  assert.match(await text('.analysis-text'), /^chiave di scacco\n\s*matti aggiunti \(2\): 1\.\.\.Rc7 2\.b8=D#/);
  assert.ok((await texts('.chip')).includes('la chiave toglie fughe'));
  // checking-key and key-check, both "chiave di scacco": one chip, not "×2".
  assert.deepEqual((await texts('.chip')).filter((c) => c.startsWith('chiave di scacco')), ['chiave di scacco']);
  assert.match(await text('.facts'), /nodi, [0-9.]+ ms$/);
  // The page's own words.
  assert.equal(await text('#undo'), '↶ Annulla');
  assert.equal(await text('#side-b'), 'il Nero muove');
  assert.equal(await text('.changes-box h3'), 'Rispetto alla posizione precedente');
  assert.equal(await text('#pin'), 'Fissa come voluta');
  assert.equal(await page.$eval('#fen', (e) => e.placeholder), 'incolla una FEN o un problema Popeye e premi Invio');
  assert.equal(await page.$eval('html', (e) => e.lang), 'it');
  assert.equal(new URL(page.url()).searchParams.get('lang'), 'it');
  // An edit: what changed, in Italian words too (the page's, the comparison's as it gives them).
  const g7 = await squareCentre('g7');
  await page.mouse.click(g7.x, g7.y, { button: 'right' });
  await analysed(COOKED);
  assert.equal(await text('#verdict'), 'demolito (2 chiavi)');
  assert.deepEqual(await texts('#solution h3'), ['Chiavi', 'Tentativi', 'Gioco apparente', 'Analisi']);
  assert.deepEqual(await texts('#changes-previous li'), ['nuova demolizione: 1.Rxf6']);  // verify --lang it's words
  await shot('05-italian');
  // The address keeps the language: opened again, the page is Italian at once.
  await page.goto(page.url());
  await analysed(COOKED);
  assert.equal(await text('#verdict'), 'demolito (2 chiavi)');
  await page.select('#lang', 'de');
  await page.waitForFunction(() => document.getElementById('verdict')?.textContent === 'nebenlösig (2 Schlüssel)');
  assert.equal(await text('#undo'), '↶ Rückgängig');
  await page.select('#lang', 'fr');
  await page.waitForFunction(() => document.getElementById('verdict')?.textContent === 'démoli (2 clés)');
  assert.equal(await text('#undo'), '↶ Annuler');
  await page.select('#lang', 'en');
  await page.waitForFunction(() => document.getElementById('verdict')?.textContent === 'cooked (2 keys)');
  assert.equal(await text('#undo'), '↶ Undo');
  assert.equal(new URL(page.url()).searchParams.get('lang'), null);
});

// tests/data/popeye/twins-en.inp's diagram and three of its twins; the keys
// are Popeye 4.104's (twins-en.expected.jsonl, and Popeye run on this text).
const TWINNED = `beginproblem
title Every twinning, in English
author Hand, Written
stipulation #2
pieces white kh1 qe2 rg1 sh5f4
       black kf5 rd6
twin move e2 e1
twin remove d6
twin condition circe
endproblem
`;
const TWIN_A = '8/8/3r4/5k1N/5N2/8/4Q3/6RK w - -';
const TWIN_B = '8/8/3r4/5k1N/5N2/8/8/4Q1RK w - -';
const TWIN_C = '8/8/8/5k1N/5N2/8/4Q3/6RK w - -';

const twinTexts = () => page.$$eval('#twins .twin', (bs) => bs.map((b) => [b.dataset.twin, b.textContent.trim(),
  b.disabled, b.classList.contains('on-board')]));

test('a twinned Popeye problem pasted: its twins, each put on the board', async () => {
  await open(SOUND);
  await page.click('#paste-open');
  assert.ok(await visible('#paste-text'));
  await page.$eval('#paste-text', (e, v) => { e.value = v; }, TWINNED);
  await page.click('#paste-read');
  await analysed(TWIN_A);
  assert.equal(await visible('#paste'), false);
  assert.equal(await text('#verdict'), 'sound');
  assert.deepEqual(await texts('#keys .play-head .mv.first'), ['1.Qc4!']);
  assert.equal(await text('#changes-previous'), 'nothing yet: edit the diagram');  // a fresh diagram
  assert.deepEqual(await texts('#problem-words > div'), ['Every twinning, in English', 'Hand, Written']);
  const twins = await twinTexts();
  assert.deepEqual(twins.map(([label]) => label), ['a', 'b', 'c', 'd']);
  assert.deepEqual(twins[0], ['a', 'a) diagram sound 1.Qc4!', false, true]);
  assert.deepEqual(twins[1], ['b', 'b) move e2 e1 no solution', false, false]);
  assert.equal(twins[2][1], 'c) remove d6 short solution 1.Qe6# 1.Qc4! 1.Qd3+! 1.Qf3! 1.Qg2! 1.Nf6! 1.Ng7+!');
  assert.deepEqual([twins[3][0], twins[3][2]], ['d', true]);          // circe: not chiave's
  assert.match(twins[3][1], /^d\) condition circe text:9: condition circe: chiave solves orthodox #2 only$/);
  await shot('06-popeye-twins');
  // A twin clicked goes on the board, compared with the one before; Undo takes it back.
  await page.click('#twins .twin[data-twin="b"]');
  await analysed(TWIN_B);
  assert.equal(await text('#verdict'), 'no solution');
  assert.ok((await texts('#changes-previous li')).includes('lost key: 1.Qc4'));
  assert.deepEqual((await twinTexts()).map(([, , , on]) => on), [false, true, false, false]);
  await page.click('#twins .twin[data-twin="c"]');
  await analysed(TWIN_C);
  assert.equal(await text('#verdict'), 'short solution');
  assert.deepEqual(await texts('#solution .block:first-child .mv.first'), ['1.Qe6#']);
  await page.click('#undo');
  await analysed(TWIN_B);
  await page.click('#twins .twin[data-twin="d"]');                 // disabled: nothing happens
  assert.equal(await fenShown(), TWIN_B);
  // In Italian, the twinnings in Italian words too.
  await page.select('#lang', 'it');
  await page.waitForFunction(() => /sposta/.test(document.getElementById('twins').textContent));
  assert.deepEqual((await twinTexts()).slice(0, 3).map(([, t]) => t),
    ['a) diagramma corretto 1.Dc4!', 'b) sposta e2 e1 nessuna soluzione',
      'c) togli d6 soluzione breve 1.De6# 1.Dc4! 1.Dd3+! 1.Df3! 1.Dg2! 1.Cf6! 1.Cg7+!']);
  await shot('06b-popeye-twins-italian');
  await page.select('#lang', 'en');
  await page.waitForFunction(() => /move e2 e1/.test(document.getElementById('twins').textContent));
});

test('a YAML problem pasted into the FEN field: its twins', async () => {
  const yaml = "---\nauthors: ['Polgár, László']\nalgebraic:\n  white: [Kd3, Qb8]\n  black: [Ka3]\n" +
    "stipulation: '#2'\ntwins:\n  b: Move d3 c3\n";
  await page.$eval('#fen', (input, v) => {
    const data = new DataTransfer();
    data.setData('text/plain', v);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, yaml);
  await analysed('1Q6/8/8/8/8/k2K4/8/8 w - -');                     // Polgar 307: 1.Kc3!
  assert.deepEqual(await texts('#keys .play-head .mv.first'), ['1.Kc3!']);
  assert.deepEqual(await texts('#problem-words > div'), ['Polgár, László']);
  const twins = await twinTexts();
  // Twin b: the short solutions 1.Qa7# 1.Qa8# 1.Qb3#, and six keys (Popeye 4.104 agrees).
  assert.deepEqual(twins.map(([, t]) => t), ['a) diagram sound 1.Kc3!',
    'b) move d3 c3 short solution 1.Qa7# 1.Qa8# 1.Qb3# 1.Qb1! 1.Qb2+! 1.Qb4+! 1.Qb5! 1.Qb6! 1.Qb7!']);
  // Popeye text in one line, typed in the field and Enter.
  await page.$eval('#fen', (e) => { e.value = ''; });
  await page.type('#fen', 'begin pieces white kd3 qb8 black ka3 stip #2 twin move b8 c8 end');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('#twins .twin').length === 2 &&
    /move b8 c8/.test(document.getElementById('twins').textContent));
  // Text that is no problem: the reader's message.
  await page.$eval('#fen', (e) => { e.value = ''; });
  await page.type('#fen', 'begin pieces white kd3 black ka3 stip h#2 end');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /stipulation h#2: chiave solves orthodox #2 only/.test(document.getElementById('message').textContent));
});

test('a Popeye collection: each twin a row, labelled', async () => {
  await open(SOUND);
  const input = await page.$('#open-file');
  await input.uploadFile(path.join(DATA, 'popeye', 'twins-en.inp'));
  await page.waitForFunction(() => document.getElementById('problems').dataset.solved === '23', { timeout: 30000 });
  const rows = await page.$$eval('#problems tr', (trs) => trs.map((tr) => [tr.dataset.twin, tr.cells[2].textContent,
    tr.cells[3].textContent, tr.className]));
  assert.equal(rows.length, 23);
  assert.deepEqual(rows[0], ['a', 'Every twinning, in English — Hand, Written; Second, Authora) diagram', 'sound', 'twin-first']);
  assert.deepEqual(rows[1], ['b', 'b) move e2 e1', 'no solution', 'twin-row']);
  assert.deepEqual(rows[2].slice(0, 3), ['c', 'c) exchange e2 g1', 'no solution']);
  assert.deepEqual(rows[3].slice(0, 3), ['d', 'd) remove d6', 'short solution']);
  assert.match(rows[17][1], /^r\) condition circe/);                // circe: an error row
  assert.equal(rows[17][2], 'unreadable');
  assert.match(await text('#collection-count'), /^problems: 23 \(POPEYE\)/);
  // A twin edited: a Popeye file is not saved back into.
  await page.click('#problems tr[data-twin="b"]');
  await analysed(TWIN_B);
  await page.click('#side-b');
  await analysed(TWIN_B.replace(' w ', ' b '));
  assert.equal(await page.$eval('#save', (b) => b.hidden), true);
  assert.match(await text('#editing'), /^Editing problem 2 \(line 12\), changed — Popeye and YAML files are not saved back into/);
  await shot('07-popeye-collection');
});

// Polgar 321: 1.Kc3! (2.Qb2#). Without the knight a2 the same key and threat
// (superfluous); without the pawn c5 also 1.Kb3 and 1.Kd3 (a cook-stopper);
// the queen a3 gives the mates. Checked with Popeye 4.104 and `chiave economy`.
const P321 = '8/8/8/2p5/2K5/Q7/N7/1k6 w - -';

test('economy: superfluous men and cook-stoppers ringed, every man listed', async () => {
  await open(P321);
  await page.click('#economy');
  await page.waitForFunction(() => document.getElementById('aids').dataset.state === 'done');
  const rings = await page.$$eval('circle.ring', (cs) => cs.map((c) => [c.dataset.square, c.getAttribute('class')]).sort());
  assert.deepEqual(rings, [['a2', 'ring superfluous'], ['c5', 'ring cook-stopper']]);
  const men = await page.$$eval('#aids .man', (ms) => ms.map((m) => [m.dataset.square, m.dataset.roles]));
  assert.deepEqual(men, [['a3', 'mate guard try set-play'], ['a2', 'try set-play superfluous'], ['c5', 'cook-stopper try']]);
  const c5 = await page.$$eval('#aids .man[data-square="c5"] .detail', (ds) => ds.map((d) => d.textContent));
  assert.deepEqual(c5.slice(0, 3), ['without it: cooked', 'new cook: 1.Kb3', 'new cook: 1.Kd3']);
  assert.equal(await text('#aids .man[data-square="a2"] .detail'),
    'the knight a2 can go: the keys, threats, variations and mates stay the same');
  await shot('08-economy');
  // In Italian: the roles and the page's words (the details are the table's).
  await page.select('#lang', 'it');
  await page.waitForFunction(() => document.getElementById('aids').dataset.state === 'done' &&
    document.querySelector('#aids .man[data-square="a2"] .chip')?.textContent === 'tentativo');
  assert.equal(await text('#aids-title'), 'Economia');
  assert.deepEqual(await texts('#aids .man[data-square="a2"] .chip'), ['tentativo', 'gioco apparente', 'superfluo']);
  assert.deepEqual(await texts('#aids .legend-item'), ['contro demolizione: senza questo pezzo appare una nuova chiave o ' +
    'una soluzione breve', 'superfluo: senza questo pezzo chiavi, minacce, varianti e matti restano gli stessi']);
  assert.deepEqual((await page.$$eval('#aids .man[data-square="c5"] .detail', (ds) => ds.map((d) => d.textContent))).slice(0, 3),
    ['senza questo pezzo: demolito', 'nuova demolizione: 1.Rb3', 'nuova demolizione: 1.Rd3']);   // economy --lang it's
  await shot('08b-economy-italian');
  await page.select('#lang', 'en');
  await page.waitForFunction(() => document.getElementById('aids-title').textContent === 'Economy' &&
    document.getElementById('aids').dataset.state === 'done');
  // The diagram edited: the economy no longer holds, the rings go.
  const a2 = await squareCentre('a2');
  await page.mouse.click(a2.x, a2.y, { button: 'right' });
  await analysed('8/8/8/2p5/2K5/Q7/8/1k6 w - -');
  assert.equal(await page.$$eval('circle.ring', (cs) => cs.length), 0);
  assert.equal(await visible('#aids'), false);
});

test('repair: a version clicked goes on the board, sound with the intended key', async () => {
  await open(SOUND);
  await page.click('#pin');                                          // 1.Qb5+! is intended
  await page.$eval('#fen', (e, v) => { e.value = v; }, COOKED);
  await page.focus('#fen');
  await page.keyboard.press('Enter');
  await analysed(COOKED);
  assert.equal(await page.$eval('#repair-key', (s) => s.selectedOptions[0].textContent), '1.Qb5+!');
  await page.click('#repair');
  await page.waitForFunction(() => document.getElementById('aids').dataset.state === 'done');
  assert.match(await text('#aids .aids-head'), /^sound versions with 1\.Qb5\+: 72 of 884 tried; the best 12 shown$/);
  const versions = await page.$$eval('#aids .version', (bs) => bs.map((b) => [b.querySelector('.version-edits').textContent,
    b.querySelector('.version-summary').textContent, b.dataset.fen]));
  assert.deepEqual(versions[0], ['1. +pb2', 'kills 1.Kxf6; keeps all 3 variations', '8/1P1k4/5pN1/2Q2K2/8/8/1p6/8 w - -']);
  await page.click('#aids .version');
  await analysed(versions[0][2]);
  assert.equal(await text('#verdict'), 'sound');
  assert.deepEqual(await texts('#keys .play-head .mv.first'), ['1.Qb5+!']);
  assert.ok((await texts('#changes-previous li')).includes('lost key: 1.Kxf6'));
  assert.equal(await page.$$eval('rect.edited', (rs) => rs.map((r) => r.getAttribute('x') + ',' + r.getAttribute('y')).join()),
    '40,240');                                                       // b2
  assert.equal(await page.$eval('#aids .version', (b) => b.classList.contains('on-board')), true);
  await shot('09-repair');
  await page.click('#undo');
  await analysed(COOKED);
  assert.equal(await page.$$eval('rect.edited', (rs) => rs.length), 0);
});

test('a repair under way: the page works on, a newer request or Cancel stops it', async () => {
  await open(COOKED);
  // The server's answer is held back, as a long search's would be.
  await page.setRequestInterception(true);
  const held = [];
  const hold = (rq) => (rq.url().endsWith('/api/repair') ? held.push(rq) : rq.continue());
  page.on('request', hold);
  await page.click('#repair');
  await page.waitForFunction(() => document.getElementById('aids').dataset.state === 'working');
  assert.match(await text('#aids-status'), /^working… \d+ s$/);
  assert.equal(await visible('#aids-cancel'), true);
  await shot('10-repair-working');
  // Meanwhile the board is edited and analysed: the repair of the old diagram is cancelled.
  const g6 = await squareCentre('g6');
  await page.mouse.click(g6.x, g6.y, { button: 'right' });
  await analysed('8/1P1k4/5p2/2Q2K2/8/8/8/8 w - -');
  assert.equal(await page.$eval('#aids', (e) => e.dataset.state), 'cancelled');
  assert.equal(await text('#aids-status'), 'cancelled: the diagram changed');
  // A newer request replaces the one under way; Cancel stops it.
  await page.click('#repair');
  await page.waitForFunction(() => document.getElementById('aids').dataset.state === 'working');
  await page.click('#economy');
  await page.waitForFunction(() => document.getElementById('aids').dataset.state === 'done');
  assert.equal(await text('#aids-title'), 'Economy');
  await page.click('#repair');
  await page.waitForFunction(() => document.getElementById('aids').dataset.state === 'working');
  await page.click('#aids-cancel');
  assert.equal(await page.$eval('#aids', (e) => e.dataset.state), 'cancelled');
  assert.equal(held.length, 3);
  page.off('request', hold);
  for (const rq of held) await rq.abort().catch(() => {});
  await page.setRequestInterception(false);
});
