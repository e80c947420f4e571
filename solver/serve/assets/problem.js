// problem.js - a problem pasted as text: Popeye input, Olive/YACPDB YAML, or
// anything chiave reads. /api/solve {"text"} reads its first problem and
// solves every position of it; the box shows the problem's words and its
// twins (a, b, c, ...), each with its verdict and keys (a twin clicked goes
// on the board), then the themes across its twins as the text report has them.

import { api } from './api.js';
import { verdictText, firstMoves, themeRows, analysisText } from './analysis.js';
import { t } from './i18n.js';
import { parseFen, toFen } from './position.js';

const $ = (id) => document.getElementById(id);

function el(tag, cls, ...children) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  e.append(...children.filter((c) => c !== null && c !== undefined));
  return e;
}

// A FEN as the editor writes it, to compare positions.
const same = (a, b) => {
  const pa = a && parseFen(a), pb = b && parseFen(b);
  return !!pa && !!pb && toFen(pa) === toFen(pb);
};

// A twin's line cut in its label and twinning: ["b) ", "move e2 e1"], in
// the language of the record ("twin_text") when the server gives it.
export function twinLine(r) {
  const line = r.twin_text || `${r.twin || '?'}) ${r.twinning || ''}`;
  const at = line.indexOf(') ') + 2;
  return [line.slice(0, at), line.slice(at)];
}

export class ProblemView {
  // app: { open(fen, fresh), options(), say(text, bad) }
  constructor(app) {
    this.app = app;
    this.text = null;       // the text read
    this.records = null;    // its positions' records, in order
    this.fen = null;        // the editor's diagram
    $('problem-close').addEventListener('click', () => this.close());
  }

  // Reads text and puts its first readable position on the board. false when
  // the text holds no problem (the reader's message is said).
  async read(text) {
    if (!text.trim()) {
      this.app.say(t('nothing to read: paste a problem'), true);
      return false;
    }
    const records = await this.solve(text);
    if (!records) return false;
    const first = records.find((r) => !r.error);
    if (!first) {
      this.app.say(records[0].error, true);
      return false;
    }
    this.text = text;
    this.records = records;
    this.draw();
    this.app.open(first.fen, true);
    // what the text holds after its problem is not read: said, never dropped
    this.app.say(records[0].others || '', !!records[0].others);
    return true;
  }

  async solve(text) {
    try {
      const rec = await api('/api/solve', { text, options: this.app.options() });
      return [rec, ...(rec.twins || [])];
    } catch (e) {
      this.app.say(e.message, true);
      return null;
    }
  }

  // Solved again (the language or the options changed): the keys in the new letters.
  async refresh() {
    if (!this.text) return;
    const records = await this.solve(this.text);
    if (records && this.text) {
      this.records = records;
      this.draw();
    }
  }

  close() {
    this.text = this.records = null;
    $('problem').hidden = true;
  }

  draw() {
    const first = this.records[0];
    const words = [first.title, first.authors, first.source].filter(Boolean);
    $('problem-words').replaceChildren(...words.map((w, i) => el('div', i ? 'words' : 'title', w)));
    const twinned = this.records.length > 1 || first.twin;
    $('twins').replaceChildren(...(twinned ? this.records.map((r) => this.twin(r)) : []));
    this.across();
    $('problem').hidden = !words.length && !twinned;
    this.follow(this.fen);
  }

  // One twin: "b) move e2 e1" (its line in the language) with its verdict
  // and first moves; a button that puts it on the board.
  twin(r) {
    const [head, twinning] = twinLine(r);
    const label = el('span', 'twin-label', head, el('span', 'twinning', twinning));
    const b = el('button', 'twin', label);
    b.type = 'button';
    b.dataset.twin = r.twin || '';
    if (r.error) {
      b.disabled = true;
      b.title = r.error;
      b.append(' ', el('span', 'twin-error', r.error));
      return b;
    }
    b.title = t('put this twin on the board');
    const moves = firstMoves(r);
    b.append(' ', el('span', `twin-verdict verdict ${r.status}`, verdictText(r)), moves ? ` ${moves}` : '');
    b.addEventListener('click', () => this.app.open(r.fen, false));
    return b;
  }

  // The themes across twins, as the text report says them after each twin
  // that ends some (under "Across twins:", in the records' language): that
  // twin's chips made of those lines ("twins": true), headed by its label and
  // key, then the lines. They are the problem's, whichever twin is on the
  // board, whose own analysis is of its diagram alone.
  across() {
    const heading = t('Across twins:'), rows = [], lines = [];
    for (const r of this.records) {
      const chips = (r.chips || []).filter((c) => c.twins);
      if (!chips.length) continue;
      rows.push(...themeRows(r, chips, twinLine(r)[0]));
      const own = (r.analysis || '').split('\n'), at = own.indexOf(heading);
      if (at >= 0) lines.push(...own.slice(at + 1).filter((l) => l.trim()));
    }
    const box = $('across-twins');
    box.replaceChildren(...(rows.length ? [el('div', 'across-head', heading), ...rows] : []));
    if (rows.length && lines.length) box.append(analysisText(lines.join('\n')));
    box.hidden = !rows.length;
  }

  // What "Download diagram" and "Copy solution" send for the board showing
  // fen: the pasted text while the board shows its problem's diagram as read
  // (its words and twins then go with it), else null (the FEN alone).
  printSource(fen) {
    const first = this.records && this.records[0];
    return first && !first.error && same(first.fen, fen) ? { text: this.text } : null;
  }

  // The label of the twin of the problem pasted whose diagram fen is, or
  // null (no twins, or fen is none of them).
  twinOf(fen) {
    const r = this.records && this.records.length > 1 && this.records.find((q) => !q.error && q.twin && same(q.fen, fen));
    return r ? r.twin : null;
  }

  // The editor shows fen: the twin it is (if any) is marked.
  follow(fen) {
    this.fen = fen;
    if (!this.records) return;
    for (const b of $('twins').querySelectorAll('.twin'))
      b.classList.toggle('on-board', !b.disabled && same(this.records.find((r) => (r.twin || '') === b.dataset.twin)?.fen, fen));
  }
}
