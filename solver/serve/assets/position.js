// position.js - the diagram as the page edits it: FEN in and out, the
// transforms composers know from Olive, and moves played to show a line.
// Squares are 0..63, a1 = 0, h8 = 63; a man is a FEN letter ('K', 'p', ...).

export const FILES = 'abcdefgh';

export function squareName(sq) {
  return FILES[sq % 8] + (Math.floor(sq / 8) + 1);
}

export function squareIndex(name) {
  if (!/^[a-h][1-8]$/.test(name)) return -1;
  return FILES.indexOf(name[0]) + 8 * (Number(name[1]) - 1);
}

export function emptyPosition() {
  return { board: new Array(64).fill(null), side: 'w', castling: '', ep: '-' };
}

// The first four fields of a FEN; null when the placement cannot be read
// (the server says exactly what is wrong with anything else).
export function parseFen(text) {
  const fields = String(text).trim().replace(/_/g, ' ').split(/\s+/);
  const rows = (fields[0] || '').split('/');
  if (rows.length !== 8) return null;
  const pos = emptyPosition();
  for (let r = 0; r < 8; r++) {
    let file = 0;
    for (const c of rows[r]) {
      if (/[1-8]/.test(c)) file += Number(c);
      else if (/[KQRBNPkqrbnp]/.test(c) && file < 8) pos.board[(7 - r) * 8 + file++] = c;
      else return null;
    }
    if (file !== 8) return null;
  }
  pos.side = fields[1] === 'b' ? 'b' : 'w';
  pos.castling = fields[2] && fields[2] !== '-' ? fields[2].replace(/[^KQkq]/g, '') : '';
  pos.ep = fields[3] && squareIndex(fields[3]) >= 0 ? fields[3] : '-';
  return pos;
}

export function toFen(pos) {
  const rows = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '', gap = 0;
    for (let file = 0; file < 8; file++) {
      const man = pos.board[rank * 8 + file];
      if (!man) { gap++; continue; }
      if (gap) row += gap;
      row += man;
      gap = 0;
    }
    rows.push(gap ? row + gap : row);
  }
  const castling = 'KQkq'.split('').filter((c) => pos.castling.includes(c)).join('');
  return `${rows.join('/')} ${pos.side} ${castling || '-'} ${pos.ep}`;
}

export function clone(pos) {
  return { board: pos.board.slice(), side: pos.side, castling: pos.castling, ep: pos.ep };
}

export function count(pos) {
  let white = 0, black = 0;
  for (const man of pos.board) {
    if (man && man === man.toUpperCase()) white++;
    else if (man) black++;
  }
  return { white, black };
}

// Every man moved by (df, dr); null when one would leave the board.
export function shift(pos, df, dr) {
  const out = { ...clone(pos), board: new Array(64).fill(null), castling: '', ep: '-' };
  for (let sq = 0; sq < 64; sq++) {
    if (!pos.board[sq]) continue;
    const f = (sq % 8) + df, r = Math.floor(sq / 8) + dr;
    if (f < 0 || f > 7 || r < 0 || r > 7) return null;
    out.board[r * 8 + f] = pos.board[sq];
  }
  return out;
}

// Each man to where map(file, rank) = [file, rank] sends it.
function remap(pos, map) {
  const out = { ...clone(pos), board: new Array(64).fill(null), castling: '', ep: '-' };
  for (let sq = 0; sq < 64; sq++) {
    if (!pos.board[sq]) continue;
    const [f, r] = map(sq % 8, Math.floor(sq / 8));
    out.board[r * 8 + f] = pos.board[sq];
  }
  return out;
}

export const rotateClockwise = (pos) => remap(pos, (f, r) => [r, 7 - f]);
export const rotateAnticlockwise = (pos) => remap(pos, (f, r) => [7 - r, f]);
export const mirrorFiles = (pos) => remap(pos, (f, r) => [7 - f, r]);   // a <-> h
export const mirrorRanks = (pos) => remap(pos, (f, r) => [f, 7 - r]);   // 1 <-> 8

// White men become black and black men white, on the same squares.
export function swapColours(pos) {
  const out = { ...clone(pos), castling: '', ep: '-' };
  out.board = pos.board.map((m) => (m ? (m === m.toUpperCase() ? m.toLowerCase() : m.toUpperCase()) : null));
  return out;
}

// The position after a UCI move ("e7e8q", castling as the king's move, e.p.
// as the pawn's), or after a pass ("--", the threats and set play).
export function play(pos, uci) {
  const out = clone(pos);
  out.side = pos.side === 'w' ? 'b' : 'w';
  out.ep = '-';
  if (uci === '--') return out;
  const from = squareIndex(uci.slice(0, 2)), to = squareIndex(uci.slice(2, 4));
  const man = pos.board[from];
  if (from < 0 || to < 0 || !man) return out;
  const type = man.toLowerCase(), white = man === man.toUpperCase();
  if (type === 'p' && from % 8 !== to % 8 && !pos.board[to]) out.board[to + (white ? -8 : 8)] = null; // e.p.
  if (type === 'k' && Math.abs((from % 8) - (to % 8)) === 2) {                                       // castling
    const [rookFrom, rookTo] = to % 8 === 6 ? [from + 3, from + 1] : [from - 4, from - 1];
    out.board[rookTo] = out.board[rookFrom];
    out.board[rookFrom] = null;
  }
  out.board[from] = null;
  const promo = uci[4];
  out.board[to] = promo ? (white ? promo.toUpperCase() : promo.toLowerCase()) : man;
  return out;
}
