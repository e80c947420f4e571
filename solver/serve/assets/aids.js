// aids.js - the composer's aids on demand, for the diagram on the board:
// economy (/api/economy: what every man does, the cook-stoppers, dual-stoppers
// and superfluous men ringed on the board, every man's roles and details
// listed) and repair (/api/repair: sound versions one edit away, or two, with
// the intended key; a version clicked goes on the board, as an edit that Undo
// takes back). One request at a time: a newer one, Cancel, or an edit of the
// diagram cancels the one under way (the server stops a repair whose page
// has gone). The server's --max-time and threads bound both.

import { api } from './api.js';
import { t, fmt, N_, decimal } from './i18n.js';
import { parseFen, toFen, squareIndex } from './position.js';

const $ = (id) => document.getElementById(id);
const VERSIONS = 12;     // versions asked for and listed
const CHANGES = 4;       // comparison lines shown under a version

// The roles ringed on the board, strongest first, with what they mean.
const RINGED = [
  ['cook-stopper', N_('without it a new key or short solution appears')],
  ['dual-stopper', N_('without it a variation or the threat gains a mate')],
  ['superfluous', N_('without it every phase stays the same and no theme is lost')],
];
// Every role economy.c writes, marked for the page's words (t(role) below).
export const ROLES = [N_('key'), N_('mate'), N_('defence'), N_('cook-stopper'), N_('guard'), N_('dual-stopper'),
  N_('stalemate-stopper'), N_('legality'), N_('play'), N_('try'), N_('set-play'), N_('theme'), N_('superfluous')];

function el(tag, cls, ...children) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  e.append(...children.filter((c) => c !== null && c !== undefined));
  return e;
}

const normal = (fen) => {
  const p = fen && parseFen(fen);
  return p ? toFen(p) : null;
};

// A man's picture from the piece set (as board.js draws them).
function manIcon(piece) {
  const NS = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 40 40');
  svg.setAttribute('class', 'man-icon');
  const use = document.createElementNS(NS, 'use');
  use.setAttribute('href', `/assets/pieces.svg#${piece === piece.toUpperCase() ? 'w' : 'b'}${piece.toLowerCase()}`);
  use.setAttribute('width', 40);
  use.setAttribute('height', 40);
  svg.append(use);
  return svg;
}

export class AidsView {
  // app: { fen(), intendedKey(), apply(fen), options(), redraw() }
  constructor(app) {
    this.app = app;
    this.controller = null;
    this.timer = null;
    this.shown = null;       // { kind: 'economy' | 'repair', fen, answer }
    this.marks = null;       // { fen, squares: Map, rings: Map }
    $('economy').addEventListener('click', () => this.economy());
    $('repair').addEventListener('click', () => this.repair());
    $('aids-cancel').addEventListener('click', () => this.cancel(t('cancelled')));
    $('aids-close').addEventListener('click', () => this.close());
  }

  // The squares and rings to draw on the board for the diagram fen.
  marksFor(fen) {
    if (this.marks && this.marks.fen === normal(fen)) return this.marks;
    return { squares: new Map(), rings: new Map() };
  }

  // The keys and tries of the analysis, to choose the intended key from; the
  // chosen version's key first when it is one of them.
  keysFrom(rec) {
    const select = $('repair-key');
    const before = select.value;
    const moves = rec ? [...rec.keys.map((k) => [k.move, `1.${k.san}!`]), ...rec.tries.map((p) => [p.move, `1.${p.san}?`])] : [];
    select.replaceChildren(...moves.map(([uci, text]) => {
      const o = document.createElement('option');
      o.value = uci;
      o.textContent = text;
      return o;
    }));
    const intended = this.app.intendedKey();
    const pick = [before, intended].find((m) => m && moves.some(([uci]) => uci === m));
    if (pick) select.value = pick;
    select.disabled = moves.length === 0;
  }

  // ---- requests -----------------------------------------------------------

  // Asks path with body; the answer drawn by draw(answer) unless cancelled.
  async ask(kind, title, working, path, body, draw) {
    this.cancel();
    const controller = new AbortController();
    this.controller = controller;
    const fen = this.app.fen();
    const started = Date.now();
    $('aids').hidden = false;
    $('aids').dataset.kind = kind;
    $('aids').dataset.state = 'working';
    $('aids-title').textContent = title;
    $('aids-body').replaceChildren(el('div', 'aids-working', working));
    $('aids-cancel').hidden = false;
    const tick = () => { $('aids-status').textContent = fmt(t('working… %d s'), Math.floor((Date.now() - started) / 1000)); };
    tick();
    this.timer = setInterval(tick, 1000);
    this.shown = null;
    this.setMarks(null);
    try {
      const answer = await api(path, { fen, ...body, options: this.app.options() }, controller.signal);
      if (this.controller !== controller) return;
      this.done();
      const seconds = (Date.now() - started) / 1000;
      $('aids-status').textContent = seconds >= 0.1 ? `${decimal(seconds, 1)} s` : '';
      $('aids').dataset.state = 'done';
      this.shown = { kind, fen, answer };
      if (answer.error) $('aids-body').replaceChildren(el('div', 'error-text', answer.error));
      else draw(answer, fen);
    } catch (e) {
      if (this.controller !== controller) return;
      this.done();
      if (e.name === 'AbortError') return;
      $('aids-status').textContent = '';
      $('aids-body').replaceChildren(el('div', 'error-text', e.message));
    }
  }

  done() {
    clearInterval(this.timer);
    this.timer = null;
    this.controller = null;
    $('aids-cancel').hidden = true;
  }

  // Stops the request under way, saying why (nothing when a newer one replaces it).
  cancel(why = '') {
    if (!this.controller) return;
    const c = this.controller;
    this.done();
    c.abort();
    $('aids').dataset.state = 'cancelled';
    $('aids-status').textContent = why;
    if (why) $('aids-body').replaceChildren(el('div', 'aids-working', why));
  }

  close() {
    this.cancel();
    this.shown = null;
    this.setMarks(null);
    $('aids').hidden = true;
  }

  // The diagram changed: a request about the old one is cancelled, its
  // economy no longer holds (its marks go with the next drawing).
  edited(fen) {
    if (this.controller) this.cancel(t('cancelled: the diagram changed'));
    if (this.shown && this.shown.kind === 'economy' && normal(fen) !== normal(this.shown.fen)) this.close();
    if (this.shown && this.shown.kind === 'repair') this.follow(fen);
  }

  setMarks(marks) {
    this.marks = marks;
    this.app.redraw();
  }

  // The language changed: what is shown is asked again, in it.
  relanguage() {
    if (this.shown && normal(this.shown.fen) === normal(this.app.fen())) this[this.shown.kind]();
  }

  // ---- economy ------------------------------------------------------------

  economy() {
    return this.ask('economy', t('Economy'), t('Working out what every man does…'), '/api/economy', {},
      (answer, fen) => this.drawEconomy(answer, fen));
  }

  drawEconomy(answer, fen) {
    const rings = new Map();
    for (const m of answer.men) {
      const ringed = RINGED.find(([role]) => m.roles.includes(role));
      if (ringed) rings.set(squareIndex(m.square), ringed[0]);
    }
    this.setMarks({ fen: normal(fen), squares: new Map(), rings });
    const ringed = new Set(rings.values());
    const legend = el('div', 'legend', ...RINGED.filter(([role]) => ringed.has(role)).map(([role, meaning]) =>
      el('span', 'legend-item', el('span', `ring-sample ${role}`), `${t(role)}${t(':')} ${t(meaning)}`)));
    const men = answer.men.map((m) => {
      const roles = el('span', 'roles', ...m.roles.map((r) => el('span', `chip role ${r}`, t(r))));
      const details = (m.details || []).map((line) => el('div', /^\s/.test(line) ? 'detail sub' : 'detail', line.trim()));
      const row = el('div', 'man', el('div', 'man-head', manIcon(m.piece), el('b', 'man-square', m.square), roles), ...details);
      row.dataset.square = m.square;
      row.dataset.roles = m.roles.join(' ');
      return row;
    });
    $('aids-body').replaceChildren(el('div', 'aids-head', fmt(t('men besides the kings: %d'), answer.men.length)),
      legend, el('div', 'men', ...men));
  }

  // ---- repair -------------------------------------------------------------

  repair() {
    const key = $('repair-key').value;
    const pairs = $('repair-pairs').checked;
    return this.ask('repair', t('Repair'), t('Looking for sound versions…'), '/api/repair',
      { ...(key ? { key } : {}), depth: pairs ? 2 : 1, versions: VERSIONS },
      (answer, fen) => this.drawRepair(answer, fen));
  }

  drawRepair(answer, fen) {
    const head = [];
    if (answer.nothing_to_mend) head.push(t('nothing to mend: sound with this key and no duals'));
    else head.push(fmt(t('sound versions with %s: %d of %d tried'), this.keyText(answer.key), answer.found, answer.tried));
    if (answer.timed_out) head.push(t('stopped by the time limit'));
    if (!answer.nothing_to_mend && answer.found === 0 && answer.depth === 1) head.push(t('none one edit away: try pairs of edits'));
    if (answer.found > answer.versions.length) head.push(fmt(t('the best %d shown'), answer.versions.length));
    const list = answer.versions.map((v, i) => {
      // The edits in the page's language letters (the record keeps FEN's).
      const b = el('button', 'version', el('span', 'version-edits', `${i + 1}. ${v.edits_text || v.edits.join(' ')}`),
        el('span', 'version-summary', v.summary || ''),
        ...v.changes.slice(0, CHANGES).map((c) => el('span', 'version-change', c)),
        v.changes.length > CHANGES ? el('span', 'version-change', '…') : null);
      b.type = 'button';
      b.title = t('put this version on the board (Undo takes it back)');
      b.dataset.fen = v.fen;
      b.addEventListener('click', () => {
        this.app.apply(v.fen);
        this.setMarks({ fen: normal(v.fen), squares: this.editedSquares(v.edits), rings: new Map() });
      });
      return b;
    });
    $('aids-body').replaceChildren(el('div', 'aids-head', head.join(`${t(';')} `)), el('div', 'versions', ...list));
    this.follow(this.app.fen());
  }

  // The intended key as the select writes it ("1.Qb5+!"), else in UCI.
  keyText(uci) {
    const o = [...$('repair-key').options].find((x) => x.value === uci);
    return o ? o.textContent.replace(/[!?]$/, '') : uci;
  }

  // The squares an edit touches ("+pb2", "Rd1-d4", "bc1=n"), marked on the board.
  editedSquares(edits) {
    const squares = new Map();
    for (const e of edits) for (const sq of e.match(/[a-h][1-8]/g) || []) squares.set(squareIndex(sq), 'edited');
    return squares;
  }

  // The version on the board, if any, is marked.
  follow(fen) {
    for (const b of $('aids-body').querySelectorAll('.version')) b.classList.toggle('on-board', normal(b.dataset.fen) === normal(fen));
  }
}
