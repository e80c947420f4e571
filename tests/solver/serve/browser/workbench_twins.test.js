// workbench_twins.test.js - the themes across twins of a problem pasted: the
// problem's box says them as the text report does after the last twin they
// span ("Across twins:"), the same lines in the same words, with their chips,
// in each of the four languages; they stay while any twin is on the board
// (headless chromium; workbench_page.js).

'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { w, setup, shot, analysed, text, texts, visible, open, SOUND, DATA, ZAGORUIKO } = require('./workbench_page.js');

const CHIAVE = process.env.CHIAVE || './chiave';

setup();

const TWIN_A = '8/4k3/1P5K/7Q/1R6/7B/1B6/8 w - -';
const TWIN_B = '8/4k3/7K/3P3Q/1R6/7B/1B6/8 w - -';

// The chips the page shows for each twin that ends themes across twins: its
// label and key, then each chip's name and count.
const CHIPS = {
  en: [['b) 1.Rb7+!', [['changed mates', '×3']]], ['c) 1.Re4+!', [['changed mates', '×2'], ['Zagoruiko 3x2', '']]]],
  de: [['b) 1.Tb7+!', [['Mattwechsel', '×3']]], ['c) 1.Te4+!', [['Mattwechsel', '×2'], ['Zagoruiko 3x2', '']]]],
  it: [['b) 1.Tb7+!', [['matti cambiati', '×3']]], ['c) 1.Te4+!', [['matti cambiati', '×2'], ['Zagoruiko 3x2', '']]]],
  fr: [['b) 1.Tb7+!', [['mats changés', '×3']]], ['c) 1.Te4+!', [['mats changés', '×2'], ['Zagoruiko 3x2', '']]]],
};

// What `chiave solve --lang lang` writes under each "Across twins:" heading of
// the problem: the heading, and the lines, each unwrapped (a line goes on
// below with six spaces).
function reportAcross(lang) {
  const file = path.join(w.tmp, 'zagoruiko.inp');
  fs.writeFileSync(file, ZAGORUIKO);
  const out = spawnSync(CHIAVE, ['solve', '--board', 'none', '--lang', lang, file], { encoding: 'utf8' });
  assert.equal(out.status, 0, out.stderr);
  const sections = out.stdout.replace(/\n {6}/g, ' ').split('\n\n').map((s) => s.split('\n'))
    .filter((lines) => lines.length > 1 && /^\S/.test(lines[0]) && lines.slice(1).every((l) => l.startsWith('  ')));
  const across = sections.filter((lines) => lines[0] === sections.at(-1)[0]); // the last section: twin c's
  return { heading: across[0][0], lines: across.flatMap((lines) => lines.slice(1)), sections: across.length };
}

const acrossShown = () => w.page.$eval('#across-twins', (box) => ({
  heading: box.querySelector('.across-head').textContent,
  rows: [...box.querySelectorAll('.theme-row')].map((r) => [r.querySelector('.theme-key').textContent,
    [...r.querySelectorAll('.chip')].map((c) => [c.firstChild.textContent, c.querySelector('.times')?.textContent || ''])]),
  lines: [...box.querySelectorAll('.analysis-text .line')].map((l) => l.textContent.replace(/\n$/, '')),
  names: [...box.querySelectorAll('.chip')].map((c) => c.dataset.theme),
}));

async function paste(problem, fen) {
  await w.page.click('#paste-open');
  await w.page.$eval('#paste-text', (e, v) => { e.value = v; }, problem);
  await w.page.click('#paste-read');
  await analysed(fen);
}

test('a twinned problem pasted: its themes across twins, as the text report has them, in four languages', async () => {
  await open(SOUND, '&lang=de');
  await paste(ZAGORUIKO, TWIN_A);
  assert.ok(await visible('#across-twins'));
  await shot('40-across-twins-de');
  for (const lang of ['de', 'en', 'it', 'fr']) {
    const report = reportAcross(lang);
    if (lang !== 'de') {
      // the box drawn again in lang: its key ('b) 1.Tb7+!' in Italian and
      // French alike) and its heading, which are drawn together
      await w.page.select('#lang', lang);
      await w.page.waitForFunction((key, head) => document.querySelector('#across-twins .theme-key')?.textContent === key
        && document.querySelector('#across-twins .across-head')?.textContent === head,
      { timeout: 10000 }, CHIPS[lang][0][0], report.heading);
    }
    const shown = await acrossShown();
    assert.equal(report.sections, 2, `${lang}: twins b and c end themes across twins`);
    assert.equal(shown.heading, report.heading, lang);
    assert.deepEqual(shown.lines, report.lines, lang);
    assert.deepEqual(shown.rows, CHIPS[lang], lang);
    assert.deepEqual(shown.names, ['changed-mates', 'changed-mates', 'zagoruiko'], lang); // SPEC's, in the tooltip
  }
  assert.equal((await acrossShown()).heading, 'Entre les jumeaux\u00a0:'); // a no-break space, as French sets it
  await shot('41-across-twins-fr');
  // Twin b on the board: the board's analysis is its diagram's alone; the
  // problem's themes across twins stay in its box.
  await w.page.select('#lang', 'en');
  await w.page.waitForFunction(() => document.querySelector('#across-twins .theme-key')?.textContent === 'b) 1.Rb7+!');
  await w.page.click('#twins .twin[data-twin="b"]');
  await analysed(TWIN_B);
  assert.deepEqual(await texts('#keys .play-head .mv.first'), ['1.Rb7+!']);
  assert.equal((await acrossShown()).heading, 'Across twins:');
  assert.equal(/Across twins/.test(await text('#solution')), false);
  await shot('42-across-twins-twin-b');
});

test('twins with no theme across them, and a problem without twins: nothing across twins', async () => {
  await open(SOUND);
  // Polgar 307 and b) Kd3→c3: b) has short solutions, so no key to compare.
  const yaml = "---\nauthors: ['Polgár, László']\nalgebraic:\n  white: [Kd3, Qb8]\n  black: [Ka3]\n" +
    "stipulation: '#2'\ntwins:\n  b: Move d3 c3\n";
  await paste(yaml, '1Q6/8/8/8/8/k2K4/8/8 w - -');
  assert.deepEqual(await texts('#twins .twin-label'), ['a) diagram', 'b) Kd3→c3']);
  assert.equal(await visible('#across-twins'), false);
  await paste(ZAGORUIKO, TWIN_A);
  assert.ok(await visible('#across-twins'));
  await paste('beginproblem\nstipulation #2\npieces white kd3 qb8 black ka3\nendproblem\n', '1Q6/8/8/8/8/k2K4/8/8 w - -');
  assert.equal(await visible('#across-twins'), false);
});

// Tanic's twins (problems/twins-cyclic-change.inp): twin a's diagram has a
// cyclic change of its own (try against key), twin b's has not, so twin b
// after twin a loses it, diagram against diagram, while the problem has one
// across its twins: what changed says whose diagrams it compares.
test('twin against twin: what changed is headed by the twin before, each diagram alone', async () => {
  await open(SOUND, '&lang=de');
  const cyclic = fs.readFileSync(path.join(DATA, '..', '..', 'problems', 'twins-cyclic-change.inp'), 'utf8');
  const heads = () => w.page.evaluate(() => ['since-previous', 'since-twin', 'twins-alone'].map((id) => {
    const e = document.getElementById(id);
    return e.hidden ? null : e.textContent;
  }));
  await w.page.click('#paste-open');
  await w.page.$eval('#paste-text', (e, v) => { e.value = v; }, cyclic);
  await w.page.click('#paste-read');
  await w.page.waitForSelector('#twins .twin[data-twin="b"]');
  const twinA = await w.page.$eval('#fen', (e) => e.value);
  await analysed(twinA);
  assert.deepEqual(await heads(), ['Seit der vorigen Stellung', null, null]); // afresh
  await w.page.click('#twins .twin[data-twin="b"]');
  const twinB = await w.page.$eval('#fen', (e) => e.value);
  await analysed(twinB);
  assert.deepEqual(await heads(), [null, 'Seit Zwilling a',
    'jedes Zwillingsdiagramm für sich: die Themen zwischen den Zwillingen stehen oben im Kasten der Aufgabe']);
  assert.match(await text('#changes-previous'), /zyklischer Mattwechsel/); // twin a's own, as its diagram has it
  await shot('44-since-twin-de');
  await w.page.select('#lang', 'fr');
  await w.page.waitForFunction(() => document.getElementById('since-twin').textContent === 'Depuis le jumeau a');
  await w.page.select('#lang', 'en');
  await w.page.waitForFunction(() => document.getElementById('since-twin').textContent === 'Since twin a');
  await w.page.click('#undo');
  await analysed(twinA);
  assert.deepEqual(await heads(), [null, 'Since twin b',
    "each twin's diagram alone: the themes across the twins are in the problem's box above"]);
  // an edit of a twin is no twin: the previous position, as for any edit
  await w.page.click('#mirror-files');
  await w.page.waitForFunction((f) => document.body.dataset.analysed && document.body.dataset.analysed !== f
    && !document.body.dataset.busy, {}, twinA);
  assert.deepEqual(await heads(), ['Since the previous position', null, null]);
});

test('a FEN pasted with a line that is no problem: the line is named, not dropped', async () => {
  await open(SOUND);
  // Popeye's twinning under a FEN is no FEN line: the reader's message says so
  await paste(`${TWIN_A}\ntwin move a7 e3\n`, TWIN_A);
  await shot('43-paste-bad-line');
  assert.equal(await text('#message'),
    "text:2: field 1: 'twin' is not a FEN board: 1 rank of 8 (only the first problem of the text is solved)");
  assert.ok(await w.page.$eval('#message', (e) => e.classList.contains('bad')));
  // a second problem is said too; a text of one problem says nothing
  await paste(`${TWIN_B}\n${TWIN_A}\n`, TWIN_B);
  assert.equal(await text('#message'), 'text:2: another problem: only the first problem of the text is solved');
  await paste(`${TWIN_A}\n`, TWIN_A);
  assert.equal(await text('#message'), '');
});
