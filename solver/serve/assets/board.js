// board.js - the board and the palette, drawn in SVG: men are dragged from
// the palette onto the board, moved on it, dragged off it (or right-clicked)
// to remove them; a palette man clicked stays in the hand, and each square
// then clicked receives it (clicked again, it is taken away).
// The pieces are the Wikimedia "standard" set (pieces.svg, see solver/serve/README.md).

import { squareName } from './position.js';
import { t, N_ } from './i18n.js';

const NS = 'http://www.w3.org/2000/svg';
const SIZE = 40;              // one square, in the units of pieces.svg
const PIECES = '/assets/pieces.svg';
const PALETTE = ['K', 'Q', 'R', 'B', 'N', 'P', 'k', 'q', 'r', 'b', 'n', 'p'];
const DRAG_START = 4;         // pixels the pointer moves before a press is a drag
// The palette's men as a screen reader names them (translated by i18n.js's
// data-t-aria), the eraser last.
const NAMES = {
  K: N_('white king'), Q: N_('white queen'), R: N_('white rook'), B: N_('white bishop'), N: N_('white knight'),
  P: N_('white pawn'), k: N_('black king'), q: N_('black queen'), r: N_('black rook'), b: N_('black bishop'),
  n: N_('black knight'), p: N_('black pawn'), x: N_('eraser: click men to remove them'),
};

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

const pieceId = (man) => (man === man.toUpperCase() ? 'w' : 'b') + man.toLowerCase();

function pieceUse(man, x, y, parent) {
  return el('use', { href: `${PIECES}#${pieceId(man)}`, x, y, width: SIZE, height: SIZE, class: 'man' }, parent);
}

export class Board {
  // host: the element to draw in; on: { put(sq, man), move(from, to), remove(sq), leaveView() }
  constructor(host, paletteHost, on) {
    this.on = on;
    this.pos = null;
    this.viewing = false;
    this.hand = null;         // the palette man (or 'x', the eraser) clicked
    this.marks = new Map();   // square -> class, drawn under the men
    this.rings = new Map();   // square -> class, a ring around the man
    this.svg = el('svg', { viewBox: `-14 0 ${8 * SIZE + 14} ${8 * SIZE + 14}`, class: 'board', role: 'img' });
    host.appendChild(this.svg);
    this.squares = el('g', {}, this.svg);
    this.overlay = el('g', { class: 'overlay' }, this.svg);
    this.men = el('g', {}, this.svg);
    this.ringLayer = el('g', { class: 'rings' }, this.svg);
    this.ghost = null;
    for (let sq = 0; sq < 64; sq++) {
      const f = sq % 8, r = Math.floor(sq / 8);
      el('rect', { x: f * SIZE, y: (7 - r) * SIZE, width: SIZE, height: SIZE,
        class: (f + r) % 2 ? 'sq light' : 'sq dark', 'data-square': squareName(sq) }, this.squares);
    }
    for (let i = 0; i < 8; i++) {
      el('text', { x: i * SIZE + SIZE / 2, y: 8 * SIZE + 11, class: 'coord' }, this.svg).textContent = 'abcdefgh'[i];
      el('text', { x: -7, y: (7 - i) * SIZE + SIZE / 2 + 4, class: 'coord' }, this.svg).textContent = String(i + 1);
    }
    this.palette = this.buildPalette(paletteHost);
    this.svg.addEventListener('pointerdown', (e) => this.pressBoard(e));
    this.svg.addEventListener('contextmenu', (e) => {
      e.preventDefault();
      const sq = this.squareAt(e);
      if (!this.viewing && sq >= 0 && this.pos.board[sq]) this.on.remove(sq);
    });
  }

  buildPalette(host) {
    const svg = el('svg', { viewBox: `0 0 ${7 * SIZE} ${2 * SIZE}`, class: 'palette' });
    host.appendChild(svg);
    const items = [...PALETTE.slice(0, 6), 'x', ...PALETTE.slice(6)];
    items.forEach((man, i) => {
      const x = (i % 7) * SIZE, y = Math.floor(i / 7) * SIZE;
      // A button to the keyboard too: Enter or Space takes the man in hand.
      const g = el('g', { class: 'tool', 'data-man': man, tabindex: 0, role: 'button', 'aria-pressed': 'false',
        'data-t-aria': NAMES[man], 'aria-label': t(NAMES[man]) }, svg);
      el('rect', { x, y, width: SIZE, height: SIZE, rx: 5, class: 'tool-bg' }, g);
      if (man === 'x')
        el('path', { d: `M${x + 11} ${y + 11} L${x + 29} ${y + 29} M${x + 29} ${y + 11} L${x + 11} ${y + 29}`, class: 'eraser' }, g);
      else
        pieceUse(man, x, y, g);
      g.addEventListener('pointerdown', (e) => this.pressPalette(e, man));
      g.addEventListener('keydown', (e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        this.setHand(man);
      });
    });
    return svg;
  }

  setHand(man) {
    this.hand = this.hand === man ? null : man;
    for (const g of this.palette.querySelectorAll('.tool')) {
      g.classList.toggle('in-hand', g.dataset.man === this.hand);
      g.setAttribute('aria-pressed', String(g.dataset.man === this.hand));
    }
    this.svg.classList.toggle('placing', this.hand !== null);
  }

  // Draws pos; with lastMove ([from, to] squares) it is a line being shown.
  draw(pos, { viewing = false, lastMove = null } = {}) {
    this.pos = pos;
    this.viewing = viewing;
    this.svg.classList.toggle('viewing', viewing);
    this.men.replaceChildren();
    this.overlay.replaceChildren();
    this.ringLayer.replaceChildren();
    for (const [sq, cls] of this.marks) this.markSquare(sq, cls);
    for (const [sq, cls] of this.rings) {
      const at = { cx: (sq % 8) * SIZE + SIZE / 2, cy: (7 - Math.floor(sq / 8)) * SIZE + SIZE / 2, r: SIZE / 2 - 2.5 };
      el('circle', { ...at, class: 'ring-halo' }, this.ringLayer);   // seen on dark squares too
      el('circle', { ...at, class: `ring ${cls}`, 'data-square': squareName(sq) }, this.ringLayer);
    }
    if (lastMove) for (const sq of lastMove) this.markSquare(sq, 'last-move');
    for (let sq = 0; sq < 64; sq++) {
      const man = pos.board[sq];
      if (man) pieceUse(man, (sq % 8) * SIZE, (7 - Math.floor(sq / 8)) * SIZE, this.men).dataset.square = squareName(sq);
    }
  }

  markSquare(sq, cls) {
    el('rect', { x: (sq % 8) * SIZE, y: (7 - Math.floor(sq / 8)) * SIZE, width: SIZE, height: SIZE, class: cls }, this.overlay);
  }

  // Squares to mark and men to ring (economy, repair): Maps square -> class.
  // Drawn with the next draw().
  setMarks({ squares, rings }) {
    this.marks = squares;
    this.rings = rings;
  }

  // The square under the pointer event, or -1 off the board.
  squareAt(e) {
    const pt = this.svg.createSVGPoint();
    pt.x = e.clientX;
    pt.y = e.clientY;
    const p = pt.matrixTransform(this.svg.getScreenCTM().inverse());
    const f = Math.floor(p.x / SIZE), r = 7 - Math.floor(p.y / SIZE);
    return f >= 0 && f < 8 && r >= 0 && r < 8 ? r * 8 + f : -1;
  }

  pressBoard(e) {
    if (e.button !== 0) return;
    if (this.viewing) {
      this.on.leaveView();
      return;
    }
    const sq = this.squareAt(e);
    if (sq < 0) return;
    const man = this.pos.board[sq];
    if (!man || this.hand) {
      this.clickSquare(sq);
      return;
    }
    this.track(e, man, (to, moved) => {
      if (!moved) this.clickSquare(sq);
      else if (to < 0) this.on.remove(sq);
      else if (to !== sq) this.on.move(sq, to);
    });
  }

  pressPalette(e, man) {
    if (e.button !== 0) return;
    if (man === 'x') {
      this.setHand('x');
      return;
    }
    this.track(e, man, (to, moved) => {
      if (!moved) this.setHand(man);
      else if (to >= 0 && !this.viewing) this.on.put(to, man);
    });
  }

  // With a man in hand: puts it on sq (takes it away if it is there already).
  clickSquare(sq) {
    if (!this.hand) return;
    if (this.hand === 'x' || this.pos.board[sq] === this.hand) {
      if (this.pos.board[sq]) this.on.remove(sq);
    } else {
      this.on.put(sq, this.hand);
    }
  }

  // Follows a press: a ghost of man under the pointer once it moves; done(square
  // released on or -1, whether it moved) when the button is released.
  track(e, man, done) {
    e.preventDefault();
    const x0 = e.clientX, y0 = e.clientY;
    let moved = false;
    const move = (ev) => {
      if (!moved && Math.hypot(ev.clientX - x0, ev.clientY - y0) < DRAG_START) return;
      moved = true;
      if (!this.ghost) {
        this.ghost = document.createElement('div');
        this.ghost.className = 'ghost';
        const svg = el('svg', { viewBox: `0 0 ${SIZE} ${SIZE}` }, this.ghost);
        pieceUse(man, 0, 0, svg);
        document.body.appendChild(this.ghost);
      }
      const size = this.svg.getBoundingClientRect().width / 8.35;
      Object.assign(this.ghost.style, { width: `${size}px`, height: `${size}px`,
        left: `${ev.clientX - size / 2}px`, top: `${ev.clientY - size / 2}px` });
    };
    const up = (ev) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      if (this.ghost) this.ghost.remove();
      this.ghost = null;
      done(moved ? this.squareAt(ev) : -1, moved);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  }
}
