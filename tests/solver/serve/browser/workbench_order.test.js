// workbench_order.test.js - the page's reading order (set play, tries, key as
// `chiave solve` prints it by default, or the key first, as --order), kept in
// the address; the themes in words, never SPEC's names (effective-defences),
// each chip once, in the solution and in the collection's table (a total
// Fleck without its Fleck); the page's
// words plain in four languages ("Compare with this version", not "Pin as
// intended"; no German "Lösen" for it) (headless chromium; workbench_page.js).

'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const { w, setup, shot, analysed, text, texts, open, squareCentre, SOUND, COOKED } = require('./workbench_page.js');

setup();

// SPEC's hyphenated names, as `chiave themes` lists them: none may be a word of the page.
const CHIAVE = process.env.CHIAVE || './chiave';
const NAMES = execFileSync(CHIAVE, ['themes']).toString().split('\n')
  .map((l) => l.match(/^([a-z][a-z0-9]*(?:-[a-z0-9]+)+)\s/)).filter(Boolean).map((m) => m[1]);
const spec = (s) => NAMES.filter((n) => new RegExp(`(^|[^\\w-])${n}([^\\w-]|$)`).test(s));

test('the reading order: set play, tries, key by default; the key first when asked, kept in the address', async () => {
  assert.ok(NAMES.includes('effective-defences') && NAMES.includes('transferred-mates'));
  await open(SOUND);
  assert.equal(await w.page.$eval('#order', (e) => e.value), 'set,tries,key');
  assert.deepEqual(await texts('#solution h3'), ['Set play', 'Tries', 'Key', 'Analysis']);
  await w.page.select('#order', 'key,tries,set');
  await w.page.waitForFunction(() => document.querySelector('#solution h3')?.textContent === 'Key');
  assert.deepEqual(await texts('#solution h3'), ['Key', 'Tries', 'Set play', 'Analysis']);
  assert.equal(new URL(w.page.url()).searchParams.get('order'), 'key,tries,set');
  await shot('20-order-key-first');
  // Opened again from its address: the key first at once, in Italian too.
  await w.page.goto(`${w.page.url()}&lang=it`);
  await analysed(SOUND);
  assert.equal(await w.page.$eval('#order', (e) => e.value), 'key,tries,set');
  assert.deepEqual(await texts('#solution h3'), ['Chiave', 'Tentativi', 'Gioco apparente', 'Analisi']);
  assert.equal(await text('#order option[value="key,tries,set"]'), 'prima la chiave');
  await w.page.select('#order', 'set,tries,key');
  await w.page.waitForFunction(() => document.querySelector('#solution h3')?.textContent === 'Gioco apparente');
  assert.equal(new URL(w.page.url()).searchParams.get('order'), null);
  await w.page.select('#lang', 'en');
  await w.page.waitForFunction(() => document.getElementById('verdict')?.textContent === 'sound');
});

test('the themes in words, each chip once, in the solution and the collection', async () => {
  await open(SOUND);
  const chips = await texts('#solution .chip');
  assert.ok(chips.length > 3, chips.join(', '));
  assert.deepEqual(chips.flatMap(spec), [], `SPEC names among the chips: ${chips.join(', ')}`);
  // checking-key and key-check are both "checking key": one chip; the names stay in data-theme.
  assert.deepEqual(chips.filter((c) => c.startsWith('checking key')), ['checking key']);
  assert.equal(new Set(chips).size, chips.length);
  const names = await w.page.$$eval('#solution .chip', (cs) => cs.filter((c) => c.textContent === 'checking key').map((c) => c.dataset.theme));
  assert.deepEqual(names.join(' ').split(' ').sort(), ['checking-key', 'key-check']);
  // The collection's table: every row solved, its themes in words.
  await w.page.waitForFunction(() => document.getElementById('problems').dataset.solved === '12', { timeout: 20000 });
  const cells = await w.page.$$eval('#problems tr', (rows) => rows.map((r) => (r.cells[5] ? r.cells[5].textContent : '')));
  assert.ok(cells.some((c) => /zugzwang|waiter|threat|flights/.test(c)), cells.join(' | '));
  assert.deepEqual(cells.flatMap(spec), [], `SPEC names in the table: ${cells.join(' | ')}`);
  for (const c of cells.filter(Boolean)) assert.equal(new Set(c.split(', ')).size, c.split(', ').length, c);
  await w.page.evaluate(() => document.getElementById('problems').scrollIntoView());
  await shot('21-collection-themes-in-words');
});

// Polgár 2141 (problems/total-fleck.fen): a total Fleck, which is a Fleck too;
// the record keeps both entries (SPEC), the reader sees the stronger name once,
// as the text's Analysis writes it, with its count ("total Fleck (3)": ×3).
test('a total Fleck is one chip, not a Fleck beside it', async () => {
  const POLGAR_2141 = 'k1K4b/4N1R1/2p5/8/8/8/8/6B1 w - -';
  await open(POLGAR_2141);
  const chips = await texts('#solution .chip');
  assert.ok(chips.includes('total Fleck×3'), chips.join(', '));
  assert.ok(!chips.includes('Fleck'), chips.join(', '));
  assert.match(await text('.analysis-text'), /total Fleck \(3\)/);
  await open(POLGAR_2141, '&lang=de');
  const de = await texts('#solution .chip');
  assert.deepEqual(de.filter((c) => /Fleck/.test(c)).length, 1, de.join(', '));
  assert.ok(!de.some((c) => /^Fleck/.test(c)), de.join(', '));
  await shot('24-total-fleck-german');
  await w.page.select('#lang', 'en');
  await w.page.waitForFunction(() => document.getElementById('verdict')?.textContent === 'sound');
});

// Klemanič 1991 (problems/threat-reversal.fen): after 1.Rd5? exd5 the pawn c7
// mates on c8 as a queen or a bishop, one mate (themes/KEY.md "Counting
// mates"), which the text writes "2.c8=Q# (=B)"; the page said "2.c8=Q#
// 2.c8=B# (dual)".
test('a pawn\'s promotions to one square are one mate, not a dual, as the text writes them', async () => {
  const KLEMANIC = '7b/2P4N/4p3/4Nk2/2P5/3RK3/2P5/BB6 w - -';
  await open(KLEMANIC);
  const lines = await w.page.$$eval('#tries .var', (vs) => vs.map((v) => [...v.childNodes].filter((n) => !n.classList?.contains('why'))
    .map((n) => n.textContent).join('').replace(/\s+/g, ' ').trim()));
  assert.ok(lines.includes('1...exd5 2.c8=Q# (=B)'), lines.join(' | '));
  assert.ok(!lines.some((l) => /c8=B#|dual/.test(l)), lines.join(' | '));
  // The bishop's mate is a button of its own, showing its line.
  const eq = await w.page.$$eval('#tries .var .mv', (bs) => bs.filter((b) => b.textContent === '=B').map((b) => b.dataset.line));
  assert.equal(eq.length, 1);
  assert.match(eq[0], / c7c8b$/);
  await open(KLEMANIC, '&lang=fr');
  const fr = await w.page.$$eval('#tries .var', (vs) => vs.map((v) => [...v.childNodes].filter((n) => !n.classList?.contains('why'))
    .map((n) => n.textContent).join('').replace(/\s+/g, ' ').trim()));
  assert.ok(fr.includes('1...exd5 2.c8=D# (=F)'), fr.join(' | '));
  await shot('25-promotions-one-mate');
  await w.page.select('#lang', 'en');
  await w.page.waitForFunction(() => document.getElementById('verdict')?.textContent === 'sound');
});

test('the page in plain words, in four languages: no SPEC name, no jargon', async () => {
  const JARGON = /\b(Pin as intended|Unpin|pinned|Lösen|festhalten|Épingler|Désépingler|épinglée|Rilascia|Fissa come voluta)\b/;
  const words = {
    en: ['Compare with this version', 'Stop comparing', 'compared with: 1.Qb5+, sound', 'Since the chosen version'],
    it: ['Confronta con questa versione', 'Smetti di confrontare', 'a confronto: 1.Db5+, corretto', 'Rispetto alla versione scelta'],
    de: ['Mit dieser Fassung vergleichen', 'Nicht mehr vergleichen', 'verglichen mit: 1.Db5+, korrekt', 'Seit der gewählten Fassung'],
    fr: ['Comparer avec cette version', 'Ne plus comparer', 'comparée avec\u00a0: 1.Db5+, correct', 'Depuis la version choisie'],
  };
  for (const [lang, [compare, stop, compared, since]] of Object.entries(words)) {
    await open(SOUND, lang === 'en' ? '' : `&lang=${lang}`);
    assert.equal(await text('#pin'), compare);
    await w.page.click('#pin');
    assert.equal(await text('#pin'), stop);
    assert.equal(await text('#pinned'), compared);
    const g7 = await squareCentre('g7');
    await w.page.mouse.click(g7.x, g7.y, { button: 'right' });       // the pawn g7 off: cooked
    await analysed(COOKED);
    assert.equal(await text('#pinned-box h3'), since);
    assert.ok((await texts('#changes-pinned li')).length > 0);
    const body = await w.page.evaluate(() => document.body.innerText);
    assert.deepEqual(spec(body), [], `${lang}: SPEC names on the page`);
    assert.doesNotMatch(body, JARGON, lang);
    if (lang === 'de') await shot('22-plain-words-german');
    await w.page.click('#pin');                                          // stop comparing
    assert.equal(await text('#pin'), compare);
  }
  await w.page.select('#lang', 'en');
  await w.page.waitForFunction(() => document.getElementById('verdict')?.textContent === 'cooked (2 keys)');
});

// Polgár 3401 (problems/black-correction.fen): "Any move of the rook a7 allows
// 2.Rc7#; it corrects by 1...Rb7 (2.Rd8#) and 1...Rxd7 (2.Qa8#)".
test('a man\'s random moves once, its corrections under it, as the text report writes them', async () => {
  const POLGAR_3401 = '2k5/r2R4/1PN2K2/8/8/8/2Q5/8 w - -';
  // A line's moves (not its motives, hidden under it until a click).
  const lines = (sel) => w.page.$$eval(sel, (vs) => vs.map((v) => [...v.querySelectorAll(':scope > .mv')]
    .map((b) => b.textContent).join(' ')));
  await open(POLGAR_3401);
  assert.deepEqual(await lines('#keys .var'),
    ['1...Kxd7 2.Qe6#', '1...R~ 2.Rc7#', '1...Rb7 2.Rd8#', '1...Rc7 2.Rxc7#', '1...Rxd7 2.Qa8#']);
  assert.deepEqual(await lines('#keys .var.correction'), ['1...Rb7 2.Rd8#', '1...Rc7 2.Rxc7#', '1...Rxd7 2.Qa8#']);
  const set = await w.page.$$eval('#solution .block', (bs) => bs.find((b) => b.querySelector('h3').textContent === 'Set play')
    .querySelectorAll('.var').length);
  assert.equal(set, 3);                                                   // R~, Rb7, Rc7
  // A random move clicked shows one of its moves on the board.
  await w.page.click('#keys .var:nth-child(3) .mv');
  await w.page.waitForFunction(() => document.getElementById('view-bar').classList.contains('showing'));
  await shot('23-random-moves');
  await w.page.keyboard.press('Escape');
  // In German, the rook's letter.
  await open(POLGAR_3401, '&lang=de');
  assert.ok((await lines('#keys .var')).includes('1...T~ 2.Tc7#'));
  await w.page.select('#lang', 'en');
  await w.page.waitForFunction(() => document.getElementById('verdict')?.textContent === 'sound');
  // No "K~", no "a~" (themes/DECISIONS.md): a king's flights each on its own
  // line, a pawn's moves written out as the text report writes them.
  await open('8/8/8/8/7p/4pK1P/4p2k/4Q3 w - -');
  assert.deepEqual(await lines('#keys .var'), ['1...Kg1 2.Qg2#', '1...Kh1 2.Qg2#', '1...Kxh3 2.Qg2#']);
  await open('8/8/8/8/N1K5/k1N5/p2p4/3R4 w - -'); // polgar-379
  assert.ok((await lines('#solution .var')).includes('1...a1=Q/R/B/N 2.Rxa1#'));
});

// A chip is a head of the Analysis: each chip heads a line with its words and
// the number after them, each line has its chip, and what the Analysis leaves
// out has none. Kiss 1953 (problems/grimshaw-pin.fen): "changed mates (10)",
// the ten defences whose mates change, one chip beside the changes after
// 1.bxc5? and 1.f6?; Polgár 2180 (grimshaw.fen): one threat, so no "effective
// defences" (the variations say them) and "Grimshaw (b3)", not ×2;
// arnhem.fen: changed mates after tries alone, no number; German's
// "Selbstblocks (2)", not "Selbstblock"; "Somov B2"; Fleck (2) (fleck.fen).
test('a theme chip is a head of the Analysis, with its words and number', async () => {
  const KISS = '8/bN1B1n2/r1p5/1pp1BPpK/1P2k1N1/3R3P/2Pp1QR1/3br3 w - -';
  const POLGAR_2180 = '8/8/8/8/b1QN4/r7/p7/k1K5 w - -';
  const ARNHEM = '8/8/5K2/5R2/4k3/1R2B3/2P1n3/8 w - -';
  const FLECK = '2Q3bk/p7/2p2rpK/4N3/8/8/3n4/qN6 w - -';
  const seen = {};
  for (const fen of [KISS, POLGAR_2180, ARNHEM, FLECK]) {
    for (const lang of ['en', 'de', 'fr', 'it']) {
      await open(fen, `&lang=${lang}`);
      const chips = await w.page.$$eval('#solution .chip', (cs) => cs.map((c) =>
        [c.firstChild.textContent, Number(c.querySelector('.times')?.textContent.slice(1) || 1)]));
      // The Analysis's lines at the heads' indent (an instance's lines are deeper).
      const lines = await w.page.$eval('.analysis-text', (e) => [...e.querySelectorAll('.line.lead-2')].map((l) => l.textContent.trim()));
      const heads = (label) => lines.filter((l) => l.startsWith(label) && /^($|[\s:(,])/.test(l.slice(label.length)))
        .map((l) => Number(l.slice(label.length).match(/^ \((\d+)\)/)?.[1] || 1));
      assert.ok(lines.length > 3, lines.join('\n'));
      for (const [label, n] of chips)
        assert.ok(heads(label).includes(n), `${lang}: chip ${label} ×${n}, the Analysis: ${lines.join('\n')}`);
      for (const l of lines)
        assert.ok(chips.some(([label]) => heads(label).length && l.startsWith(label)), `${lang}: no chip for the line ${l} (${chips.join('; ')})`);
      seen[`${fen} ${lang}`] = chips.map(([l, n]) => (n > 1 ? `${l} ×${n}` : l));
    }
  }
  assert.ok(seen[`${KISS} en`].includes('changed mates ×10'), seen[`${KISS} en`].join('; '));
  assert.deepEqual(seen[`${POLGAR_2180} en`], ['threat problem', 'cross-checks', 'Grimshaw', 'black correction']);
  assert.ok(seen[`${ARNHEM} de`].includes('Selbstblocks ×2') && seen[`${ARNHEM} de`].includes('Somov B2')
    && seen[`${ARNHEM} de`].includes('Mattwechsel'), seen[`${ARNHEM} de`].join('; '));
  assert.ok(seen[`${FLECK} fr`].includes('Fleck ×2'), seen[`${FLECK} fr`].join('; '));
  await shot('25-chips-count-as-the-analysis');
  await w.page.select('#lang', 'en');
  await w.page.waitForFunction(() => document.getElementById('verdict')?.textContent === 'sound');
});
