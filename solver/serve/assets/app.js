// app.js - the workbench page: the diagram being edited (kept in the URL,
// with undo and redo), its analysis asked of /api/solve shortly after every
// edit, and what changed since the previous position and since the version
// chosen to compare with (/api/diff); a problem pasted with its twins
// (problem.js), the aids (aids.js), the collection (collection.js), all in
// the language chosen (i18n.js); the diagram and solution for print (print.js).

import { Board } from './board.js';
import * as P from './position.js';
import { AnalysisView, drawChanges, verdictText, readerWords } from './analysis.js';
import { AidsView } from './aids.js';
import { CollectionView } from './collection.js';
import { ProblemView } from './problem.js';
import { PrintButtons } from './print.js';
import { api } from './api.js';
import { t, fmt, setLanguage, language } from './i18n.js';

const $ = (id) => document.getElementById(id);
const DEBOUNCE_MS = 120;
const LANGS = ['en', 'it', 'de', 'fr'];
const ORDERS = ['set,tries,key', 'key,tries,set']; // the reading orders, the first the default

const state = {
  pos: P.emptyPosition(),
  undo: [], redo: [],     // FENs
  record: null,           // the analysis of the diagram
  previous: null,         // the analysis of the position before the last edit
  pinned: null,           // the analysis of the version chosen to compare with
  timer: null, seq: 0, controller: null,
  viewing: false,
};

const board = new Board($('board'), $('palette'), {
  put: (sq, man) => edit((p) => { p.board[sq] = man; }),
  move: (from, to) => edit((p) => { p.board[to] = p.board[from]; p.board[from] = null; }),
  remove: (sq) => edit((p) => { p.board[sq] = null; }),
  leaveView: () => leaveView(),
});
const analysis = new AnalysisView($('headline'), $('solution'), (line, label) => showLine(line, label));
const collection = new CollectionView({
  pick: (entry) => openProblem(entry),
  options: () => solveOptions(),
  say: (text, bad) => say(text, bad),
});
const problem = new ProblemView({
  // A problem pasted is another problem: no longer the collection's row, whose
  // "Save back" would have put it in that problem's place.
  open: (fen, fresh) => { collection.leave(); edit(() => P.parseFen(fen), '', fresh); },
  options: () => solveOptions(),
  say: (text, bad) => say(text, bad),
});
const aids = new AidsView({
  fen: () => P.toFen(state.pos),
  intendedKey: () => (state.pinned && state.pinned.keys.length ? state.pinned.keys[0].move : null),
  apply: (fen) => edit(() => P.parseFen(fen)),
  options: () => solveOptions(),
  redraw: () => { if (!state.viewing) drawBoard(); },
});

new PrintButtons({
  fen: () => P.toFen(state.pos),
  source: () => problem.printSource(P.toFen(state.pos)),
  options: () => solveOptions(),
  language: () => language,
  say: (text, bad) => say(text, bad),
});

function say(text, bad = false) {
  $('message').textContent = text || '';
  $('message').classList.toggle('bad', !!bad);
}

function solveOptions() {
  return {
    lang: language,
    refutations: Math.max(1, Math.min(9, Number($('refutations').value) || 1)),
    all_defences: $('all-defences').checked,
  };
}

// ---- the diagram ------------------------------------------------------

function drawBoard() {
  board.setMarks(aids.marksFor(P.toFen(state.pos)));
  board.draw(state.pos);
}

// The address: the diagram, the language when it is not English, the reading
// order when it is not the default.
function keepInUrl() {
  const lang = language === 'en' ? '' : `&lang=${language}`;
  const order = $('order').value === ORDERS[0] ? '' : `&order=${$('order').value}`;
  history.replaceState(null, '', `/?fen=${encodeURIComponent(P.toFen(state.pos))}${lang}${order}`);
}

// Draws the diagram and its fields, keeps it in the URL, asks for its analysis.
// A fresh diagram (a FEN or problem pasted, a problem of the collection) is
// not compared with the one before it.
function setPosition(pos, fresh = false) {
  fenError('');
  state.pos = pos;
  if (fresh) state.record = state.previous = null;
  const fen = P.toFen(pos);
  aids.edited(fen);
  leaveView();
  $('fen').value = fen;
  $('side-w').classList.toggle('on', pos.side === 'w');
  $('side-b').classList.toggle('on', pos.side === 'b');
  for (const box of document.querySelectorAll('[data-right]')) box.checked = pos.castling.includes(box.dataset.right);
  $('ep').value = pos.ep === '-' ? '' : pos.ep;
  $('undo').disabled = state.undo.length === 0;
  $('redo').disabled = state.redo.length === 0;
  keepInUrl();
  collection.follow(fen);
  problem.follow(fen);
  scheduleAnalysis();
}

// An edit: change(copy) alters a copy of the diagram (or returns a new one,
// or null when the edit cannot be made); undoable.
function edit(change, failure = '', fresh = false) {
  const copy = P.clone(state.pos);
  const result = change(copy);
  const next = result === undefined ? copy : result;
  if (!next) {
    say(failure, true);
    return;
  }
  if (P.toFen(next) === P.toFen(state.pos)) return;
  say('');
  state.undo.push(P.toFen(state.pos));
  state.redo = [];
  setPosition(next, fresh);
}

function undoRedo(from, to) {
  if (!from.length) return;
  to.push(P.toFen(state.pos));
  setPosition(P.parseFen(from.pop()));
}

// Text typed or pasted in the top field: a FEN sets the board; text whose
// first word is no FEN's board (no '/') is read as a problem (Popeye input,
// YAML); a bad FEN gets the server's word on it.
async function setFen(text) {
  const pos = P.parseFen(text);
  if (pos && P.toFen(pos) === P.toFen(state.pos)) {
    setPosition(pos, true); // the same diagram: analysed again (a bad FEN cleared its verdict)
    return;
  }
  if (pos) {
    edit(() => pos, '', true);
    return;
  }
  const first = text.trim().split(/\s+/)[0] || '';
  if (!first.includes('/')) {
    await problem.read(text);
    return;
  }
  try {
    const rec = await api('/api/solve', { fen: text.trim() });
    fenError(rec.error ? readerWords(rec.error) : t('not a FEN'));
  } catch (e) {
    fenError(e.message);
  }
}

// A FEN that cannot be read: its error beside the field, at the top, and no
// verdict left standing from the diagram before (which stays on the board).
// An empty text hides the error.
function fenError(text) {
  $('fen-error').textContent = text;
  $('fen-error').hidden = !text;
  $('fen').classList.toggle('bad', !!text);
  if (!text) return;
  clearTimeout(state.timer);
  state.seq++; // an analysis in flight is dropped
  if (state.controller) state.controller.abort();
  state.record = null;
  analysis.clear();
  aids.keysFrom(null);
  document.title = 'chiave';
  delete document.body.dataset.busy;
  document.body.dataset.analysed = '';
}

function showPaste(show, text = '') {
  $('paste').hidden = !show;
  if (show) {
    if (text) $('paste-text').value = text;
    $('paste-text').focus();
  }
}

async function readPasted() {
  if (await problem.read($('paste-text').value)) showPaste(false);
}

// ---- showing a line of the solution -----------------------------------

function showLine(line, label) {
  let pos = state.pos, last = null;
  for (const m of line) {
    pos = P.play(pos, m);
    last = m === '--' ? null : [P.squareIndex(m.slice(0, 2)), P.squareIndex(m.slice(2, 4))];
  }
  state.viewing = true;
  board.setMarks({ squares: new Map(), rings: new Map() });
  board.draw(pos, { viewing: true, lastMove: last });
  $('view-line').textContent = label;
  viewBar(true);
  for (const b of document.querySelectorAll('.mv.shown')) b.classList.remove('shown');
  const b = document.querySelector(`.mv[data-line="${line.join(' ')}"]`);
  if (b) b.classList.add('shown');
}

function viewBar(showing) {
  $('view-bar').classList.toggle('showing', showing);
  $('view-hint').hidden = showing;
  $('view-shown').hidden = !showing;
  $('back').hidden = !showing;
}

function leaveView() {
  state.viewing = false;
  viewBar(false);
  for (const b of document.querySelectorAll('.mv.shown')) b.classList.remove('shown');
  drawBoard();
}

// ---- the analysis -----------------------------------------------------

function scheduleAnalysis() {
  clearTimeout(state.timer);
  document.body.dataset.busy = 'yes';
  state.timer = setTimeout(analyse, DEBOUNCE_MS);
}

async function diffText(old, rec, host, same) {
  if (!old) return;
  const d = await api('/api/diff', { old, new: rec, strict: true, lang: language });
  drawChanges(host, d.changes, same);
}

// Twin against twin of the problem pasted (both as it has them): the
// diagrams are compared, each alone, so what changed is headed by the twin
// before and says so; the themes across the twins are the problem's box's.
function sinceTwin(previous, rec) {
  const from = previous && problem.twinOf(previous.fen), to = from && problem.twinOf(rec.fen);
  $('since-twin').textContent = to ? fmt(t('Since twin %s'), from) : '';
  $('since-previous').hidden = !!to;
  $('since-twin').hidden = $('twins-alone').hidden = !to;
}

async function analyse() {
  const seq = ++state.seq;
  if (state.controller) state.controller.abort();
  state.controller = new AbortController();
  const fen = P.toFen(state.pos);
  const men = P.count(state.pos);
  if (men.white + men.black === 0) {
    // Nothing to solve yet: say how to start.
    state.record = null;
    analysis.hint(t('An empty board: drag men from the palette under it, or paste a FEN above.'));
    aids.keysFrom(null);
    document.title = 'chiave';
    document.body.dataset.analysed = fen;
    delete document.body.dataset.busy;
    return;
  }
  try {
    const rec = await api('/api/solve', { fen, options: solveOptions() }, state.controller.signal);
    if (seq !== state.seq) return;
    if (state.record && state.record.fen !== rec.fen) state.previous = state.record;
    state.record = rec;
    analysis.draw(rec, men, $('order').value);
    aids.keysFrom(rec);
    document.title = `${verdictText(rec)} – chiave`;
    if (state.previous) await diffText(state.previous, rec, $('changes-previous'), t('no change in the play'));
    else $('changes-previous').textContent = t('nothing yet: edit the diagram');
    sinceTwin(state.previous, rec);
    if (state.pinned) await diffText(state.pinned, rec, $('changes-pinned'), t('the intended play, unchanged'));
    if (seq !== state.seq) return;
    document.body.dataset.analysed = fen;
    delete document.body.dataset.busy;
  } catch (e) {
    if (e.name !== 'AbortError' && seq === state.seq) say(e.message, true);
  }
}

// ---- pinning, the collection, the language ----------------------------

function drawPin() {
  $('pin').textContent = state.pinned ? t('Stop comparing') : t('Compare with this version');
  $('pinned-box').hidden = !state.pinned;
  if (!state.pinned) {
    $('pinned').textContent = '';
    return;
  }
  const keys = state.pinned.keys.map((k) => `1.${k.san}`).join(' ') || t('no key');
  $('pinned').textContent = fmt(t('compared with: %s, %s'), keys, verdictText(state.pinned));
}

function pin() {
  if (state.pinned) {
    state.pinned = null;
  } else {
    if (!state.record) return;
    state.pinned = state.record;
    drawChanges($('changes-pinned'), [], t('the intended play, unchanged'));
  }
  drawPin();
  aids.keysFrom(state.record);
}

function openProblem(entry) {
  const pos = P.parseFen(entry.fen);
  if (!pos) {
    say(fmt(t('problem %d: %s'), entry.index + 1, entry.error || t('no position to edit')), true);
    return;
  }
  edit(() => pos, '', true);
  collection.follow(P.toFen(state.pos));
  window.scrollTo(0, 0);
}

// The page in lang: its words, then what is shown again in them.
async function chooseLanguage(lang, first = false) {
  try {
    await setLanguage(lang);
  } catch (e) {
    say(e.message, true);
    $('lang').value = language;
    return;
  }
  $('lang').value = lang;
  drawPin();
  if (first) return;
  keepInUrl();
  scheduleAnalysis();
  collection.relanguage();
  problem.refresh();
  aids.relanguage();
}

// ---- wiring -----------------------------------------------------------

$('fen-form').addEventListener('submit', (e) => { e.preventDefault(); setFen($('fen').value); });
$('fen').addEventListener('paste', (e) => {
  // Lines pasted (a Popeye problem, YAML) cannot go in one line: read them.
  const text = e.clipboardData ? e.clipboardData.getData('text') : '';
  if (!/\n./.test(text.trim())) return;
  e.preventDefault();
  showPaste(true, text);
  readPasted();
});
$('paste-open').addEventListener('click', () => showPaste($('paste').hidden));
$('paste-read').addEventListener('click', readPasted);
$('paste-cancel').addEventListener('click', () => showPaste(false));
$('side-w').addEventListener('click', () => edit((p) => { p.side = 'w'; p.ep = '-'; }));
$('side-b').addEventListener('click', () => edit((p) => { p.side = 'b'; p.ep = '-'; }));
for (const box of document.querySelectorAll('[data-right]'))
  box.addEventListener('change', () => edit((p) => {
    p.castling = box.checked ? p.castling + box.dataset.right : p.castling.replace(box.dataset.right, '');
  }));
$('ep').addEventListener('change', () => {
  const v = $('ep').value.trim().toLowerCase();
  if (v && !/^[a-h][36]$/.test(v)) {
    $('ep').value = state.pos.ep === '-' ? '' : state.pos.ep;
    say(t('e.p.: a square on the third or sixth rank, like e3'), true);
    return;
  }
  edit((p) => { p.ep = v || '-'; });
});
$('undo').addEventListener('click', () => undoRedo(state.undo, state.redo));
$('redo').addEventListener('click', () => undoRedo(state.redo, state.undo));
$('clear').addEventListener('click', () => edit(() => P.emptyPosition()));
for (const b of document.querySelectorAll('[data-shift]')) {
  const [df, dr] = b.dataset.shift.split(',').map(Number);
  b.addEventListener('click', () => edit((p) => P.shift(p, df, dr), t('a man would leave the board')));
}
$('rotate-cw').addEventListener('click', () => edit((p) => P.rotateClockwise(p)));
$('rotate-ccw').addEventListener('click', () => edit((p) => P.rotateAnticlockwise(p)));
$('mirror-files').addEventListener('click', () => edit((p) => P.mirrorFiles(p)));
$('mirror-ranks').addEventListener('click', () => edit((p) => P.mirrorRanks(p)));
$('swap').addEventListener('click', () => edit((p) => P.swapColours(p)));
$('pin').addEventListener('click', pin);
$('back').addEventListener('click', () => leaveView());
$('lang').addEventListener('change', () => chooseLanguage($('lang').value));
for (const id of ['refutations', 'all-defences']) $(id).addEventListener('change', () => {
  scheduleAnalysis();
  problem.refresh();
});
// The reading order: the analysis drawn again, not asked again.
$('order').addEventListener('change', () => {
  keepInUrl();
  if (state.record) analysis.draw(state.record, P.count(state.pos), $('order').value);
});
$('open').addEventListener('click', () => $('open-file').click());
$('open-file').addEventListener('change', () => {
  const f = $('open-file').files[0];
  if (f) collection.upload(f);
  $('open-file').value = '';
});
document.addEventListener('keydown', (e) => {
  if (e.target.matches('input, select, textarea')) return;
  const key = e.key.toLowerCase();
  if (e.key === 'Escape') leaveView();
  else if ((e.ctrlKey || e.metaKey) && key === 'z' && !e.shiftKey) undoRedo(state.undo, state.redo);
  else if ((e.ctrlKey || e.metaKey) && (key === 'y' || (key === 'z' && e.shiftKey))) undoRedo(state.redo, state.undo);
  else return;
  e.preventDefault();
});

// The language: the address's, else the browser's when the page has it, else English.
const params = new URLSearchParams(location.search);
const asked = params.get('lang') || (navigator.language || '').slice(0, 2).toLowerCase();
await chooseLanguage(LANGS.includes(asked) ? asked : 'en', true);
if (ORDERS.includes(params.get('order'))) $('order').value = params.get('order');
const start = params.get('fen');
const startPos = start && P.parseFen(start);
setPosition(startPos || P.emptyPosition());
if (start && !startPos) say(fmt(t('the address holds no readable FEN: %s'), start), true);
collection.load(0, !startPos);
