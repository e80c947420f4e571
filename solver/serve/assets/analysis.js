// analysis.js - a record of /api/solve drawn as the composer reads a
// solution: verdict, keys with threats, variations (duals marked, a man's
// random moves once: "1...R~ 2.Rc7#", its corrections under it), tries with
// their refutations, set play, the Analysis. Every move is a button that shows
// its line on the board: show(line), line = the UCI moves from the diagram,
// '--' for the side that passes (threats, set play). The words are the
// page's language (i18n.js); the record's moves and Analysis are already in it.

import { t, fmt, N_, decimal, themeWords } from './i18n.js';

function h(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k.startsWith('data-')) e.setAttribute(k, v);
    else e[k] = v;
  }
  for (const c of children.flat(Infinity)) if (c !== null && c !== undefined) e.append(c);
  return e;
}

// The Analysis one line a block, each wrapped by the browser with a hanging
// indent four columns past its own leading spaces, as the text report wraps it
// (the class says how many: style.css). The newline stays in the text.
function analysisLines(text) {
  return text.trimEnd().split('\n').map((line) => {
    const lead = Math.min(line.length - line.trimStart().length, 8) & ~1;
    return h('span', { class: `line lead-${lead}` }, line + '\n');
  });
}

// Lines of the Analysis as the page shows them (analysisLines).
export function analysisText(text) {
  return h('pre', { class: 'analysis-text' }, analysisLines(text));
}

// What a chip's themes are, opened under its row by a click: each one's
// definition and source in the page's language ("Grimshaw: Two defending men
// interfere ... (Wikipedia, ...)"), and the word that finds it in a
// collection ("theme:grimshaw"), SPEC's name.
function definitions(names) {
  return h('div', { class: 'theme-def' }, names.map((n) => {
    const w = themeWords(n);
    return h('p', {}, w ? [h('b', {}, w.title), `${t(':')} `, h('span', { class: 'definition' }, w.definition), ' ',
      h('span', { class: 'source' }, `(${w.source})`), ' ']
      : null, h('code', { class: 'find-word' }, `theme:${n}`));
  }));
}

// Chips as the Analysis heads its lines, a row a key of rec, headed by its
// move ("1.Qb4!") after prefix ("b) " for a twin). A chip is a button: a click
// opens (or closes) its themes' definitions under the row; SPEC's names, the
// search's words, in its tooltip.
export function themeRows(rec, chips, prefix = '') {
  const byKey = new Map();
  for (const c of chips) {
    if (!byKey.has(c.key)) byKey.set(c.key, []);
    byKey.get(c.key).push(c);
  }
  return [...byKey].flatMap(([key, row]) => {
    const k = rec.keys.find((p) => p.move === key);
    const open = h('div', { class: 'theme-defs' });
    const chip = (c) => {
      const b = h('button', { type: 'button', class: 'chip', title: c.names.map((n) => `theme:${n}`).join(' '),
        'data-theme': c.names.join(' ') }, c.label, c.count > 1 ? h('span', { class: 'times' }, `×${c.count}`) : null);
      b.setAttribute('aria-expanded', 'false');
      let shown = null;
      b.addEventListener('click', () => {
        if (shown) {
          shown.remove();
          shown = null;
        } else {
          open.append(shown = definitions(c.names));
        }
        b.setAttribute('aria-expanded', String(!!shown));
      });
      return b;
    };
    return [h('div', { class: 'theme-row' }, k ? h('span', { class: 'theme-key' }, `${prefix}1.${k.san}!`) : null,
      row.map(chip)), open];
  });
}

const VERDICTS = {
  sound: N_('sound'), short: N_('short solution'), 'no-solution': N_('no solution'),
  illegal: N_('illegal position'), timeout: N_('timeout: analysis incomplete'),
};

export function verdictText(rec) {
  if (rec.status === 'cooked') return fmt(t('cooked (%d keys)'), rec.keys.length);
  if (rec.status === 'short' && rec.short.length > 1) return t('short solutions'); // as solve's verdict
  return VERDICTS[rec.status] ? t(VERDICTS[rec.status]) : rec.status;
}

// The reader's reasons for refusing a diagram or dropping a field of it
// (fen/epd/fen_position.c: English, as on standard error, behind the FEN's
// "fen: field 1: "), in the page's language and chess words: the composer
// drew a diagram, no FEN. The rules follow the C's wording; what none
// matches stays as it is. The page's own castling marks name the rights.
const CASTLING = { K: '0-0', Q: '0-0-0', k: '…0-0', q: '…0-0-0' };
const READER = [
  [/(white|black) has no king$/, (c) => (c === 'white' ? t('White has no king') : t('Black has no king'))],
  [/(white|black) has (\d+) kings$/, (c, n) => fmt(c === 'white' ? t('White has %d kings') : t('Black has %d kings'), n)],
  [/(white|black) has (\d+) men$/, (c, n) => fmt(c === 'white' ? t('White has %d men, more than 16')
    : t('Black has %d men, more than 16'), n)],
  [/(white|black) pawn on ([a-h][18]) \(first rank\)$/, (c, sq) => fmt(c === 'white'
    ? t('a white pawn on %s: no pawn stands on its first rank') : t('a black pawn on %s: no pawn stands on its first rank'), sq)],
  [/(white|black) pawn on ([a-h][18]) \(last rank\)$/, (c, sq) => fmt(c === 'white'
    ? t('a white pawn on %s: a pawn promotes on its last rank') : t('a black pawn on %s: a pawn promotes on its last rank'), sq)],
  [/the side not to move \((white|black)\) is in check$/, (c) => (c === 'white'
    ? t('White is in check, with Black to move') : t('Black is in check, with White to move'))],
  [/^castling rights? ([KQkq]+) dropped: no king and rook at home$/, (r) => fmt(t('castling %s dropped: the king or the rook is not on its square'),
    [...r].map((x) => CASTLING[x]).join(', '))],
  [/^e\.p\. square ([a-h][1-8]) dropped: no (white|black) pawn can just have moved there$/, (sq, c) => fmt(c === 'white'
    ? t('e.p. square %s dropped: no white pawn can just have moved there') : t('e.p. square %s dropped: no black pawn can just have moved there'), sq)],
];

export function readerWords(text) {
  for (const [rule, words] of READER) {
    const m = text.match(rule);
    if (m) return words(...m.slice(1));
  }
  return text;
}

// The short solutions and keys of a record: "1.Qc4! 1.Qd3+!", or with short
// solutions the keys named as keys after them, as repair's heading does
// (c7351fb): "1.Qe8# 1.Qf8#; keys 1.Qa7! 1.Qb7!" (one list read as more
// short solutions).
export function firstMoves(rec) {
  const shorts = (rec.short_san || rec.short).map((m) => `1.${m}`).join(' ');
  const keys = rec.keys.map((k) => `1.${k.san}!`).join(' ');
  if (!shorts || !keys) return shorts || keys;
  return fmt(rec.keys.length > 1 ? t('%s; keys %s') : t('%s; key %s'), shorts, keys);
}

// A man's random moves, as the text report writes them (solver/report/random_moves.c):
// three or more of one piece's listed moves answered by the same mates are one
// line, "1...R~ 2.Rc7#", where its first move stands, its other moves (its
// corrections) under it; a pawn's such moves are one line written out,
// "1...a1=Q/R/B/N 2.Rxa1#", its others where they stand; a king's moves are
// never grouped (themes/DECISIONS.md). vars: a phase's variations (the record
// lists those the report lists); board: the men where the defender moves
// (boardOf); returns [variation, kind, alike] with kind 'defence', 'random' (the
// variation is one of the man's), 'correction' or 'pawn' (alike: its moves).
function randomLines(vars, board = {}) {
  const mates = (v) => `${v.mates.join(' ')} ${(v.mates_san || []).join(' ')}`; // as written: Rc7 is no Rxc7
  const random = new Map(); // the man's square: a variation of its random move, or null
  const man = (from) => (board[from] || '').toLowerCase();
  for (const v of vars) {
    const from = v.defence.slice(0, 2);
    if (random.has(from)) continue;
    const moves = man(from) === 'k' ? [] : vars.filter((u) => u.defence.slice(0, 2) === from); // never "K~"
    let best = null, most = 2;
    for (const u of moves) {
      const alike = moves.filter((x) => mates(x) === mates(u)).length;
      if (alike > most) [best, most] = [u, alike];
    }
    random.set(from, best);
  }
  const lines = [], done = new Set();
  for (const v of vars) {
    const from = v.defence.slice(0, 2), r = random.get(from);
    if (!r) lines.push([v, 'defence']);
    else if (man(from) === 'p') {
      if (mates(v) !== mates(r)) lines.push([v, 'defence']);
      else if (!done.has(from)) {
        done.add(from);
        lines.push([v, 'pawn', vars.filter((u) => u.defence.slice(0, 2) === from && mates(u) === mates(r))]);
      }
    } else if (!done.has(from)) {
      done.add(from);
      lines.push([r, 'random']);
      for (const u of vars) if (u.defence.slice(0, 2) === from && mates(u) !== mates(r)) lines.push([u, 'correction']);
    }
  }
  return lines;
}

// "a1=Q/R/B/N", "f5/f6/fxg6": a pawn's moves (SAN) written out, its promotions
// on one square as one (defence_group.c's dg_put_defences).
function pawnMoves(sans) {
  return sans.map((m, i) => {
    const last = sans[i - 1], eq = m.indexOf('=');
    const same = i > 0 && eq >= 0 && last.length === m.length && last.slice(0, eq + 1) === m.slice(0, eq + 1)
      && last.slice(eq + 2) === m.slice(eq + 2) && last[eq + 1] !== m[eq + 1];
    return same ? m[eq + 1] : m;
  }).join('/');
}

// The men of a FEN's board by square ({ e4: 'P', a7: 'r', ... }); after uci
// when given (a first move: the man it takes is gone).
function boardOf(fen, uci = null) {
  const board = {};
  (fen || '').split(' ')[0].split('/').forEach((row, r) => {
    let f = 0;
    for (const c of row) {
      if (/\d/.test(c)) f += Number(c);
      else board[`${'abcdefgh'[f++]}${8 - r}`] = c;
    }
  });
  if (uci) {
    board[uci.slice(2, 4)] = board[uci.slice(0, 2)];
    delete board[uci.slice(0, 2)];
  }
  return board;
}

// "R~", "Rb~", "N5~", "e~": the man on square sq of board that made the move
// written san, told from its side's other men of its kind as SAN tells them
// (random_moves.c's random_man).
function randomMan(board, sq, san) {
  const man = board[sq];
  const others = Object.keys(board).filter((s) => s !== sq && board[s] === man);
  const file = others.some((s) => s[0] === sq[0]), rank = others.some((s) => s[1] === sq[1]);
  if (!man || man.toLowerCase() === 'p') return `${sq[0]}${file ? sq[1] : ''}~`;
  const letter = /^[A-Z]/.test(san) ? san[0] : man.toUpperCase();
  if (!others.length) return `${letter}~`;
  return `${letter}${!file ? sq[0] : !rank ? sq[1] : sq}~`;
}

// The mates of a defence (UCI) in groups of indices: a pawn's promotions to
// queen, rook or bishop on one square are one mate (themes/KEY.md "Counting
// mates", promotions_alike in themes/theme_play.c), not a dual.
function promotionGroups(mates) {
  const groups = [], byMove = new Map();
  mates.forEach((m, i) => {
    const alike = /^[a-h][1-8][a-h][1-8][qrb]$/.test(m) ? m.slice(0, 4) : null;
    if (alike && byMove.has(alike)) byMove.get(alike).push(i);
    else {
      const g = [i];
      groups.push(g);
      if (alike) byMove.set(alike, g);
    }
  });
  return groups;
}

// "B" of "c8=B#" (in the language's letters).
function promotedTo(san) {
  const m = san.match(/=([A-Z])/);
  return m ? m[1] : san;
}

export class AnalysisView {
  // head: where the verdict goes; host: the solution; show(line): a move clicked.
  constructor(head, host, show) {
    this.head = head;
    this.host = host;
    this.show = show;
  }

  // A move's button: text; line, the UCI moves that lead to it; labels, how
  // the line reads (the bar over the board says it).
  move(text, line, labels, cls = 'mv') {
    const b = h('button', { class: cls, type: 'button', title: t('show on the board') }, text);
    b.dataset.line = line.join(' ');
    b.addEventListener('click', () => this.show(line, [...labels, text].join(' ')));
    return b;
  }

  // "1...Ka4 2.Qb4# 2.Qa8# (dual)", "1...exd5 2.c8=Q# (=B)" (one mate): the
  // variation v after first (the moves
  // before, read as labels); kind 'random' writes its man's random move
  // ("1...R~", the move clicked shows v), 'correction' stands under it, 'pawn'
  // writes the pawn's moves alike ("1...a1=Q/R/B/N", v the first). A click
  // on the defence also opens (or closes) its motives in words under it (the
  // record's "why"; not for a random move, whose moves have each their own).
  variation(v, first, labels, kind = 'defence', board = {}, alike = []) {
    const line = [...first, v.defence];
    const d = kind === 'random' ? `1...${randomMan(board, v.defence.slice(0, 2), v.defence_san || '')}`
      : kind === 'pawn' ? `1...${pawnMoves(alike.map((u) => u.defence_san || u.defence))}`
        : `1...${v.defence_san || v.defence}`;
    const sans = v.mates_san || v.mates, groups = promotionGroups(v.mates);
    // One mate a group, its other promotions after it as the text writes them:
    // "2.c8=Q# (=B)", each its own button.
    const mates = groups.map((g) => [' ', this.move(`2.${sans[g[0]]}`, [...line, v.mates[g[0]]], [...labels, d]),
      g.length > 1 ? [' (', g.slice(1).map((i, k) => [k ? ' ' : '', this.move(`=${promotedTo(sans[i])}`,
        [...line, v.mates[i]], [...labels, d])]), ')'] : null]);
    const button = this.move(d, line, labels);
    const why = kind === 'random' || kind === 'pawn' ? null : this.why(v.why && [[d, v.why.defence],
      ...groups.map((g) => [`2.${sans[g[0]]}`, v.why.mates[v.mates[g[0]]]])]);
    if (why) button.addEventListener('click', () => { why.hidden = !why.hidden; });
    return h('div', { class: kind === 'defence' || kind === 'pawn' ? 'var' : `var ${kind}` }, button, mates,
      groups.length > 1 ? h('span', { class: 'dual' }, ` (${t('dual')})`) : null, why);
  }

  // The motives of moves [[move, words]...] under a line, hidden until its
  // click: "1...Rb3: cuts Qb4 off from b2 · 2.Nc2#: Rb3 cuts Ba4 off from c2";
  // null when there are no words.
  why(pairs) {
    const said = (pairs || []).filter(([, words]) => words);
    if (!said.length) return null;
    const box = h('div', { class: 'why' }, said.map(([m, words], i) => [i ? ' · ' : '', h('b', {}, m), `${t(':')} ${words}`]));
    box.hidden = true;
    return box;
  }

  // The variations of a phase, a man's random moves grouped (randomLines).
  // board: the men where the defender moves.
  variations(vars, first, labels, board) {
    return randomLines(vars, board).map(([v, kind, alike]) => this.variation(v, first, labels, kind, board, alike));
  }

  // A key ('!') or a try ('?').
  play(p, mark) {
    const after = [p.move], first = `1.${p.san}${mark}`;
    const head = h('div', { class: 'play-head' }, this.move(first, after, [], 'mv first'));
    if (p.threats.length) {
      const threats = (p.threats_san || p.threats).map((m, i) => [i ? ' ' : '', this.move(`2.${m}`, [...after, '--', p.threats[i]], [first, t('threat')])]);
      head.append(' ', h('span', { class: 'threats' }, '(', threats, ')'));
    } else if (p.zugzwang) {
      head.append(' ', h('span', { class: 'note' }, t('zugzwang')));
    }
    const out = h('div', { class: mark === '!' ? 'play key' : 'play try' }, head,
      this.variations(p.variations, after, [first], boardOf(this.fen, p.move)));
    if (p.refutations && p.refutations.length) {
      const whys = [];
      const refs = (p.refutations_san || p.refutations).map((r, i) => {
        const b = this.move(`1...${r}!`, [...after, p.refutations[i]], [first, t('but')], 'mv refutation');
        const why = this.why(p.refutations_why && [[`1...${r}!`, p.refutations_why[p.refutations[i]]]]);
        if (why) {
          b.addEventListener('click', () => { why.hidden = !why.hidden; });
          whys.push(why);
        }
        return [' ', b];
      });
      out.append(h('div', { class: 'var but' }, t('but'), refs, whys));
    }
    return out;
  }

  section(title, ...content) {
    return h('section', { class: 'block' }, h('h3', {}, title), ...content);
  }

  // The themes of each key as chips, named and counted as the Analysis heads
  // its lines (the record's "chips": "effective defences ×2" only where the
  // Analysis has "effective defences (2)", none where it says nothing of
  // them; SPEC's names in the tooltip), then the Analysis.
  themes(rec) {
    return h('div', {}, themeRows(rec, rec.chips || []), rec.analysis ? analysisText(rec.analysis) : null);
  }

  // No analysis at all (a FEN that cannot be read): nothing of the old one stays.
  clear() {
    this.head.replaceChildren();
    this.host.replaceChildren();
  }

  // No analysis: a sentence in its place.
  hint(text) {
    this.head.replaceChildren(h('div', { class: 'hint' }, text));
    this.host.replaceChildren();
  }

  // order: the phases as the reader asked ("set,tries,key", the default, as
  // magazines print a solution; "key,tries,set"), the Analysis after them.
  draw(rec, counts, order = 'set,tries,key') {
    const blocks = [];
    this.fen = rec.fen; // the diagram, for the men of a random move
    const status = h('div', { class: `verdict ${rec.status}`, id: 'verdict' }, verdictText(rec));
    const side = rec.fen && rec.fen.split(' ')[1] === 'b' ? `, ${t('Black to move')}` : '';
    const facts = h('div', { class: 'facts' }, `#2 (${counts.white}+${counts.black})${side}`,
      rec.stats && rec.stats.nodes ? h('span', { class: 'stats' }, ' ', (rec.stats.ms < 0.05 ? fmt(t('%llu nodes, < %s ms'), rec.stats.nodes, decimal(0.1, 1)) : fmt(t('%llu nodes, %s ms'), rec.stats.nodes, decimal(rec.stats.ms, 1)))) : null);
    this.head.replaceChildren(...[status, facts,
      rec.error && rec.error !== 'illegal position' ? h('div', { class: 'error-text' }, readerWords(rec.error)) : null,
      ...(rec.warnings || []).map((w) => h('div', { class: 'warning-text' }, fmt(t('warning: %s'), readerWords(w))))].filter(Boolean));
    const phases = {
      key: () => {
        if (rec.short.length)
          blocks.push(this.section(t('Short solutions'), h('div', { class: 'play' },
            rec.short.map((m, i) => [i ? ' ' : '', this.move(`1.${(rec.short_san || rec.short)[i]}`, [m], [], 'mv first')]))));
        if (rec.keys.length)
          blocks.push(this.section(rec.keys.length > 1 ? t('Keys') : t('Key'), h('div', { id: 'keys' }, rec.keys.map((p) => this.play(p, '!')))));
      },
      tries: () => {
        if (rec.tries.length)
          blocks.push(this.section(t('Tries'), h('div', { id: 'tries' }, rec.tries.map((p) => this.play(p, '?')))));
      },
      set: () => {
        if (rec.set.length)
          blocks.push(this.section(t('Set play'), h('div', { class: 'play' }, this.variations(rec.set, ['--'], [t('Set play:')], boardOf(rec.fen)))));
      },
    };
    for (const phase of order.split(',')) if (phases[phase]) phases[phase]();
    if ((rec.chips || []).length || rec.analysis)
      blocks.push(this.section(t('Analysis'), this.themes(rec)));
    this.host.replaceChildren(...blocks);
  }
}

// The changes of /api/diff as a list ("new cook: 1.Qa4").
export function drawChanges(host, changes, emptyText) {
  if (!changes.length) {
    host.replaceChildren(h('div', { class: 'same' }, emptyText));
    return;
  }
  host.replaceChildren(h('ul', { class: 'changes' },
    changes.map((c) => h('li', { class: c.keys ? 'change keys' : 'change' }, c.text))));
}
