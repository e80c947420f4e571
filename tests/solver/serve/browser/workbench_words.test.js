// workbench_words.test.js - the workbench's page in four languages, and problems
// pasted into it: a twinned Popeye problem, YAML in the FEN field, a Popeye
// collection opened, each twin a row (headless chromium; workbench_page.js).
// The keys expected are Popeye 4.104's.

'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  w, setup, shot, analysed, text, texts, fenShown, squareCentre, open, visible, SOUND, COOKED, DATA,
} = require('./workbench_page.js');

setup();
const path = require('node:path');

test('the page in Italian: the analysis and the page\'s own words', async () => {
  await open(SOUND);
  assert.equal(await text('#undo'), '↶ Undo');
  await w.page.select('#lang', 'it');
  await w.page.waitForFunction(() => document.getElementById('verdict')?.textContent === 'corretto');
  await analysed(SOUND);
  // The report's words, from the catalogues (chiave solve --lang it says the same).
  assert.deepEqual(await texts('#keys .play-head .mv.first'), ['1.Db5+!']);
  assert.deepEqual(await texts('#solution h3'), ['Gioco apparente', 'Tentativi', 'Chiave', 'Analisi']);
  assert.ok((await texts('#tries .var.but')).every((l) => l.startsWith('ma 1...')));
  assert.match(await text('.analysis-text'), /^chiave di scacco: 1\.Db5\+! dà scacco; a ogni risposta segue il matto\n\s*matti aggiunti \(2\): 1\.\.\.Rc7 2\.b8=D#/);
  // Each line of the Analysis wraps with a hanging indent: four columns past its own indent.
  const hangs = await w.page.$$eval('.analysis-text .line', (ls) => ls.map((l) => {
    const probe = document.createElement('span'); /* one column of the font */
    probe.textContent = '0000000000';
    l.parentNode.append(probe);
    const ch = probe.getBoundingClientRect().width / 10;
    probe.remove();
    const lead = l.textContent.length - l.textContent.trimStart().length, cs = getComputedStyle(l);
    return [lead, parseFloat(cs.paddingLeft) / ch, parseFloat(cs.textIndent) / ch];
  }));
  assert.ok(hangs.length > 1, 'the Analysis is one block a line');
  for (const [lead, pad, indent] of hangs) {
    assert.ok(Math.abs(pad - (lead + 4)) < 0.1, `a line of ${lead} spaces goes on at ${pad} columns`);
    assert.ok(Math.abs(indent + pad) < 0.1, 'its first line starts at the left');
  }
  assert.ok((await texts('.chip')).includes('la chiave toglie fughe'));
  // checking-key and key-check, both "chiave di scacco": one chip, not "×2".
  assert.deepEqual((await texts('.chip')).filter((c) => c.startsWith('chiave di scacco')), ['chiave di scacco']);
  assert.match(await text('.facts'), /nodi, (< )?[0-9]+,[0-9] ms$/); // Italian decimals: a comma
  // The page's own words.
  assert.equal(await text('#undo'), '↶ Annulla');
  assert.equal(await text('#side-b'), 'il Nero muove');
  assert.equal(await text('.changes-box h3'), 'Rispetto alla posizione precedente');
  assert.equal(await text('#pin'), 'Confronta con questa versione');
  assert.equal(await w.page.$eval('#fen', (e) => e.placeholder), 'incolla una FEN o un problema Popeye e premi Invio');
  assert.equal(await w.page.$eval('html', (e) => e.lang), 'it');
  assert.equal(new URL(w.page.url()).searchParams.get('lang'), 'it');
  // An edit: what changed, in Italian words too (the page's, the comparison's as it gives them).
  const g7 = await squareCentre('g7');
  await w.page.mouse.click(g7.x, g7.y, { button: 'right' });
  await analysed(COOKED);
  assert.equal(await text('#verdict'), 'demolito (2 chiavi)');
  assert.deepEqual(await texts('#solution h3'), ['Gioco apparente', 'Tentativi', 'Chiavi', 'Analisi']);
  assert.deepEqual(await texts('#changes-previous li'), ['nuova demolizione: 1.Rxf6']);  // verify --lang it's words
  await shot('05-italian');
  // The address keeps the language: opened again, the page is Italian at once.
  await w.page.goto(w.page.url());
  await analysed(COOKED);
  assert.equal(await text('#verdict'), 'demolito (2 chiavi)');
  await w.page.select('#lang', 'de');
  await w.page.waitForFunction(() => document.getElementById('verdict')?.textContent === 'nebenlösig (2 Schlüssel)');
  assert.equal(await text('#undo'), '↶ Rückgängig');
  await w.page.select('#lang', 'fr');
  await w.page.waitForFunction(() => document.getElementById('verdict')?.textContent === 'démoli (2 clés)');
  assert.equal(await text('#undo'), '↶ Annuler');
  await w.page.select('#lang', 'en');
  await w.page.waitForFunction(() => document.getElementById('verdict')?.textContent === 'cooked (2 keys)');
  assert.equal(await text('#undo'), '↶ Undo');
  assert.match(await text('.facts'), /nodes, (< )?[0-9]+\.[0-9] ms$/);
  assert.equal(new URL(w.page.url()).searchParams.get('lang'), null);
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

const twinTexts = () => w.page.$$eval('#twins .twin', (bs) => bs.map((b) => [b.dataset.twin, b.textContent.trim(),
  b.disabled, b.classList.contains('on-board')]));

test('a twinned Popeye problem pasted: its twins, each put on the board', async () => {
  await open(SOUND);
  await w.page.click('#paste-open');
  assert.ok(await visible('#paste-text'));
  await w.page.$eval('#paste-text', (e, v) => { e.value = v; }, TWINNED);
  await w.page.click('#paste-read');
  await analysed(TWIN_A);
  assert.equal(await visible('#paste'), false);
  assert.equal(await text('#verdict'), 'sound');
  assert.deepEqual(await texts('#keys .play-head .mv.first'), ['1.Qc4!']);
  assert.equal(await text('#changes-previous'), 'nothing yet: edit the diagram');  // a fresh diagram
  assert.deepEqual(await texts('#problem-words > div'), ['Every twinning, in English', 'Hand, Written']);
  const twins = await twinTexts();
  assert.deepEqual(twins.map(([label]) => label), ['a', 'b', 'c', 'd']);
  assert.deepEqual(twins[0], ['a', 'a) diagram sound 1.Qc4!', false, true]);
  assert.deepEqual(twins[1], ['b', 'b) Qe2→e1 no solution', false, false]);
  assert.equal(twins[2][1], 'c) -Rd6 short solution 1.Qe6#; keys 1.Qc4! 1.Qd3+! 1.Qf3! 1.Qg2! 1.Nf6! 1.Ng7+!');
  assert.deepEqual([twins[3][0], twins[3][2]], ['d', true]);          // circe: not chiave's
  assert.match(twins[3][1], /^d\) condition circe text:9: condition circe: chiave solves orthodox #2 only$/);
  await shot('06-popeye-twins');
  // A twin clicked goes on the board, compared with the one before; Undo takes it back.
  await w.page.click('#twins .twin[data-twin="b"]');
  await analysed(TWIN_B);
  assert.equal(await text('#verdict'), 'no solution');
  assert.ok((await texts('#changes-previous li')).includes('lost key: 1.Qc4'));
  assert.deepEqual((await twinTexts()).map(([, , , on]) => on), [false, true, false, false]);
  await w.page.click('#twins .twin[data-twin="c"]');
  await analysed(TWIN_C);
  assert.equal(await text('#verdict'), 'short solution');
  assert.deepEqual(await texts('#solution .block > .play > .mv.first'), ['1.Qe6#']);  // the short solutions' block
  await w.page.click('#undo');
  await analysed(TWIN_B);
  await w.page.click('#twins .twin[data-twin="d"]');                 // disabled: nothing happens
  assert.equal(await fenShown(), TWIN_B);
  // In Italian, the twinnings in Italian words too.
  await w.page.select('#lang', 'it');
  await w.page.waitForFunction(() => /De2→e1/.test(document.getElementById('twins').textContent));
  assert.deepEqual((await twinTexts()).slice(0, 3).map(([, t]) => t),
    ['a) diagramma corretto 1.Dc4!', 'b) De2→e1 nessuna soluzione',
      'c) -Td6 soluzione breve 1.De6#; chiavi 1.Dc4! 1.Dd3+! 1.Df3! 1.Dg2! 1.Cf6! 1.Cg7+!']);
  await shot('06b-popeye-twins-italian');
  await w.page.select('#lang', 'en');
  await w.page.waitForFunction(() => /Qe2→e1/.test(document.getElementById('twins').textContent));
});

test('a YAML problem pasted into the FEN field: its twins', async () => {
  const yaml = "---\nauthors: ['Polgár, László']\nalgebraic:\n  white: [Kd3, Qb8]\n  black: [Ka3]\n" +
    "stipulation: '#2'\ntwins:\n  b: Move d3 c3\n";
  await w.page.$eval('#fen', (input, v) => {
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
    'b) Kd3→c3 short solutions 1.Qa7# 1.Qa8# 1.Qb3#; keys 1.Qb1! 1.Qb2+! 1.Qb4+! 1.Qb5! 1.Qb6! 1.Qb7!']);
  // Popeye text in one line, typed in the field and Enter.
  await w.page.$eval('#fen', (e) => { e.value = ''; });
  await w.page.type('#fen', 'begin pieces white kd3 qb8 black ka3 stip #2 twin move b8 c8 end');
  await w.page.keyboard.press('Enter');
  await w.page.waitForFunction(() => document.querySelectorAll('#twins .twin').length === 2 &&
    /Qb8→c8/.test(document.getElementById('twins').textContent));
  // Text that is no problem: the reader's message.
  await w.page.$eval('#fen', (e) => { e.value = ''; });
  await w.page.type('#fen', 'begin pieces white kd3 black ka3 stip h#2 end');
  await w.page.keyboard.press('Enter');
  await w.page.waitForFunction(() => /stipulation h#2: chiave solves orthodox #2 only/.test(document.getElementById('message').textContent));
});

test('a Popeye collection: each twin a row, labelled', async () => {
  await open(SOUND);
  const input = await w.page.$('#open-file');
  await input.uploadFile(path.join(DATA, 'popeye', 'twins-en.inp'));
  await w.page.waitForFunction(() => document.getElementById('problems').dataset.solved === '23', { timeout: 30000 });
  const rows = await w.page.$$eval('#problems tr', (trs) => trs.map((tr) => [tr.dataset.twin, tr.cells[2].textContent,
    tr.cells[3].textContent, tr.className]));
  assert.equal(rows.length, 23);
  assert.deepEqual(rows[0], ['a', 'Every twinning, in English — Hand, Written; Second, Authora) diagram', 'sound', 'twin-first']);
  assert.deepEqual(rows[1], ['b', 'b) Qe2→e1', 'no solution', 'twin-row']);
  assert.deepEqual(rows[2].slice(0, 3), ['c', 'c) e2↔g1', 'no solution']);
  assert.deepEqual(rows[3].slice(0, 3), ['d', 'd) -Rd6', 'short solution']);
  assert.match(rows[17][1], /^r\) condition circe/);                // circe: an error row
  assert.equal(rows[17][2], 'unreadable');
  assert.match(await text('#collection-count'), /^problems: 23 \(POPEYE\)/);
  // A twin edited: a Popeye file is not saved back into.
  await w.page.click('#problems tr[data-twin="b"]');
  await analysed(TWIN_B);
  await w.page.click('#side-b');
  await analysed(TWIN_B.replace(' w ', ' b '));
  assert.equal(await w.page.$eval('#save', (b) => b.hidden), true);
  assert.match(await text('#editing'), /^Editing problem 2 \(line 12\), changed — Popeye and YAML files are not saved back into/);
  await shot('07-popeye-collection');
});

// Polgar 321: 1.Kc3! (2.Qb2#). Without the knight a2 the same key and threat,
// but its set mate and tries go (not superfluous: issue 22); without the pawn c5
// also 1.Kb3 and 1.Kd3 (a cook-stopper);
// the queen a3 gives the mates. Checked with Popeye 4.104 and `chiave economy`.
