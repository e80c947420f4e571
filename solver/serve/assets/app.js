// app.js - the workbench page: the diagram being edited (kept in the URL,
// with undo and redo), its analysis asked of /api/solve shortly after every
// edit, and what changed since the previous position and since the version
// pinned as intended (/api/diff).

import { Board } from './board.js';
import * as P from './position.js';
import { AnalysisView, drawChanges } from './analysis.js';
import { CollectionView } from './collection.js';
import { api } from './api.js';

const $ = (id) => document.getElementById(id);
const DEBOUNCE_MS = 120;

const state = {
  pos: P.emptyPosition(),
  undo: [], redo: [],     // FENs
  record: null,           // the analysis of the diagram
  previous: null,         // the analysis of the position before the last edit
  pinned: null,           // the analysis pinned as intended
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

function say(text, bad = false) {
  $('message').textContent = text || '';
  $('message').classList.toggle('bad', !!bad);
}

function solveOptions() {
  return {
    lang: $('lang').value,
    refutations: Math.max(1, Math.min(9, Number($('refutations').value) || 1)),
    all_defences: $('all-defences').checked,
  };
}

// ---- the diagram ------------------------------------------------------

// Draws the diagram and its fields, keeps it in the URL, asks for its analysis.
// A fresh diagram (a FEN pasted, a problem of the collection) is not compared
// with the one before it.
function setPosition(pos, fresh = false) {
  state.pos = pos;
  if (fresh) state.record = state.previous = null;
  leaveView();
  const fen = P.toFen(pos);
  $('fen').value = fen;
  $('side-w').classList.toggle('on', pos.side === 'w');
  $('side-b').classList.toggle('on', pos.side === 'b');
  for (const box of document.querySelectorAll('[data-right]')) box.checked = pos.castling.includes(box.dataset.right);
  $('ep').value = pos.ep === '-' ? '' : pos.ep;
  $('undo').disabled = state.undo.length === 0;
  $('redo').disabled = state.redo.length === 0;
  history.replaceState(null, '', `/?fen=${encodeURIComponent(fen)}`);
  collection.follow(fen);
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

// A FEN typed or pasted: the board if it reads, else the server's word on it.
async function setFen(text) {
  const pos = P.parseFen(text);
  if (pos) {
    edit(() => pos, '', true);
    return;
  }
  try {
    const rec = await api('/api/solve', { fen: text.trim() });
    say(rec.error || 'not a FEN', true);
  } catch (e) {
    say(e.message, true);
  }
}

// ---- showing a line of the solution -----------------------------------

function showLine(line, label) {
  let pos = state.pos, last = null;
  for (const m of line) {
    pos = P.play(pos, m);
    last = m === '--' ? null : [P.squareIndex(m.slice(0, 2)), P.squareIndex(m.slice(2, 4))];
  }
  state.viewing = true;
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
  board.draw(state.pos);
}

// ---- the analysis -----------------------------------------------------

function scheduleAnalysis() {
  clearTimeout(state.timer);
  document.body.dataset.busy = 'yes';
  state.timer = setTimeout(analyse, DEBOUNCE_MS);
}

async function diffText(old, rec, host, same) {
  if (!old) return;
  const d = await api('/api/diff', { old, new: rec, strict: true, lang: solveOptions().lang });
  drawChanges(host, d.changes, same);
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
    analysis.hint('An empty board: drag men from the palette under it, or paste a FEN above.');
    document.title = 'chiave workbench';
    document.body.dataset.analysed = fen;
    delete document.body.dataset.busy;
    return;
  }
  try {
    const rec = await api('/api/solve', { fen, options: solveOptions() }, state.controller.signal);
    if (seq !== state.seq) return;
    if (state.record && state.record.fen !== rec.fen) state.previous = state.record;
    state.record = rec;
    analysis.draw(rec, men);
    document.title = `${rec.status} – chiave workbench`;
    if (state.previous) await diffText(state.previous, rec, $('changes-previous'), 'no change in the play');
    else $('changes-previous').textContent = 'nothing yet: edit the diagram';
    if (state.pinned) await diffText(state.pinned, rec, $('changes-pinned'), 'the intended play, unchanged');
    if (seq !== state.seq) return;
    document.body.dataset.analysed = fen;
    delete document.body.dataset.busy;
  } catch (e) {
    if (e.name !== 'AbortError' && seq === state.seq) say(e.message, true);
  }
}

// ---- pinning, the collection ------------------------------------------

function pin() {
  if (state.pinned) {
    state.pinned = null;
    $('pin').textContent = 'Pin as intended';
    $('pinned').textContent = '';
    $('pinned-box').hidden = true;
    return;
  }
  if (!state.record) return;
  state.pinned = state.record;
  const keys = state.record.keys.map((k) => `1.${k.san}`).join(' ') || 'no key';
  $('pin').textContent = 'Unpin';
  $('pinned').textContent = `pinned: ${keys}, ${state.record.status}`;
  $('pinned-box').hidden = false;
  drawChanges($('changes-pinned'), [], 'the intended play, unchanged');
}

function openProblem(entry) {
  const pos = P.parseFen(entry.fen);
  if (!pos) {
    say(`problem ${entry.index + 1}: ${entry.error || 'no position to edit'}`, true);
    return;
  }
  edit(() => pos, '', true);
  collection.follow(P.toFen(state.pos));
  window.scrollTo(0, 0);
}

// ---- wiring -----------------------------------------------------------

$('fen-form').addEventListener('submit', (e) => { e.preventDefault(); setFen($('fen').value); });
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
    say('e.p.: a square on the third or sixth rank, like e3', true);
    return;
  }
  edit((p) => { p.ep = v || '-'; });
});
$('undo').addEventListener('click', () => undoRedo(state.undo, state.redo));
$('redo').addEventListener('click', () => undoRedo(state.redo, state.undo));
$('clear').addEventListener('click', () => edit(() => P.emptyPosition()));
for (const b of document.querySelectorAll('[data-shift]')) {
  const [df, dr] = b.dataset.shift.split(',').map(Number);
  b.addEventListener('click', () => edit((p) => P.shift(p, df, dr), 'a man would leave the board'));
}
$('rotate-cw').addEventListener('click', () => edit((p) => P.rotateClockwise(p)));
$('rotate-ccw').addEventListener('click', () => edit((p) => P.rotateAnticlockwise(p)));
$('mirror-files').addEventListener('click', () => edit((p) => P.mirrorFiles(p)));
$('mirror-ranks').addEventListener('click', () => edit((p) => P.mirrorRanks(p)));
$('swap').addEventListener('click', () => edit((p) => P.swapColours(p)));
$('pin').addEventListener('click', pin);
$('back').addEventListener('click', () => leaveView());
for (const id of ['lang', 'refutations', 'all-defences']) $(id).addEventListener('change', scheduleAnalysis);
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

const start = new URLSearchParams(location.search).get('fen');
const startPos = start && P.parseFen(start);
if (start && !startPos) say(`the address holds no readable FEN: ${start}`, true);
setPosition(startPos || P.emptyPosition());
collection.load(0);
