// analysis.js - a record of /api/solve drawn as the composer reads a
// solution: verdict, keys with threats, variations (duals marked), tries with
// their refutations, set play, the Analysis. Every move is a button that shows
// its line on the board: show(line), line = the UCI moves from the diagram,
// '--' for the side that passes (threats, set play).

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

const VERDICTS = {
  sound: 'sound', cooked: 'cooked', short: 'short solution', 'no-solution': 'no solution',
  illegal: 'illegal position', timeout: 'timeout: analysis incomplete',
};

export function verdictText(rec) {
  if (rec.status === 'cooked') return `cooked (${rec.keys.length} keys)`;
  return VERDICTS[rec.status] || rec.status;
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
    const b = h('button', { class: cls, type: 'button', title: 'show on the board' }, text);
    b.dataset.line = line.join(' ');
    b.addEventListener('click', () => this.show(line, [...labels, text].join(' ')));
    return b;
  }

  // "1...Ka4 2.Qb4# 2.Qa8# (dual)": the variation v after first (the moves
  // before, read as labels).
  variation(v, first, labels) {
    const line = [...first, v.defence];
    const d = `1...${v.defence_san || v.defence}`;
    const mates = (v.mates_san || v.mates).map((m, i) => [' ', this.move(`2.${m}`, [...line, v.mates[i]], [...labels, d])]);
    return h('div', { class: 'var' }, this.move(d, line, labels), mates,
      v.mates.length > 1 ? h('span', { class: 'dual' }, ' (dual)') : null);
  }

  // A key ('!') or a try ('?').
  play(p, mark) {
    const after = [p.move], first = `1.${p.san}${mark}`;
    const head = h('div', { class: 'play-head' }, this.move(first, after, [], 'mv first'));
    if (p.threats.length) {
      const threats = (p.threats_san || p.threats).map((t, i) => [i ? ' ' : '', this.move(`2.${t}`, [...after, '--', p.threats[i]], [first, 'threat'])]);
      head.append(' ', h('span', { class: 'threats' }, '(', threats, ')'));
    } else if (p.zugzwang) {
      head.append(' ', h('span', { class: 'note' }, 'zugzwang'));
    }
    const out = h('div', { class: mark === '!' ? 'play key' : 'play try' }, head,
      p.variations.map((v) => this.variation(v, after, [first])));
    if (p.refutations && p.refutations.length) {
      const refs = (p.refutations_san || p.refutations).map((r, i) => [' ', this.move(`1...${r}!`, [...after, p.refutations[i]], [first, 'but'], 'mv refutation')]);
      out.append(h('div', { class: 'var but' }, 'but', refs));
    }
    return out;
  }

  section(title, ...content) {
    return h('section', { class: 'block' }, h('h3', {}, title), ...content);
  }

  themes(rec) {
    const byKey = new Map();
    for (const t of rec.themes) {
      if (!byKey.has(t.key)) byKey.set(t.key, []);
      byKey.get(t.key).push(t.name);
    }
    const chips = [...byKey].map(([key, names]) => {
      const k = rec.keys.find((p) => p.move === key);
      const counted = new Map();
      for (const n of names) counted.set(n, (counted.get(n) || 0) + 1);
      return h('div', { class: 'theme-row' }, k ? h('span', { class: 'theme-key' }, `1.${k.san}!`) : null,
        [...counted].map(([n, times]) => h('span', { class: 'chip', title: n }, n,
          times > 1 ? h('span', { class: 'times' }, `×${times}`) : null)));
    });
    return h('div', {}, chips, rec.analysis ? h('pre', { class: 'analysis-text' }, rec.analysis.trimEnd()) : null);
  }

  // No analysis: a sentence in its place.
  hint(text) {
    this.head.replaceChildren(h('div', { class: 'hint' }, text));
    this.host.replaceChildren();
  }

  draw(rec, counts) {
    const blocks = [];
    const status = h('div', { class: `verdict ${rec.status}`, id: 'verdict' }, verdictText(rec));
    const side = rec.fen && rec.fen.split(' ')[1] === 'b' ? ', Black to move' : '';
    const facts = h('div', { class: 'facts' }, `#2 (${counts.white}+${counts.black})${side}`,
      rec.stats && rec.stats.nodes ? h('span', { class: 'stats' }, ` ${rec.stats.nodes} nodes, ${rec.stats.ms.toFixed(1)} ms`) : null);
    this.head.replaceChildren(...[status, facts,
      rec.error ? h('div', { class: 'error-text' }, rec.error) : null,
      rec.warnings ? h('div', { class: 'warning-text' }, `warning: ${rec.warnings}`) : null].filter(Boolean));
    if (rec.short.length)
      blocks.push(this.section('Short solutions', h('div', { class: 'play' },
        rec.short.map((m, i) => [i ? ' ' : '', this.move(`1.${(rec.short_san || rec.short)[i]}`, [m], [], 'mv first')]))));
    if (rec.keys.length)
      blocks.push(this.section(rec.keys.length > 1 ? 'Keys' : 'Key', h('div', { id: 'keys' }, rec.keys.map((p) => this.play(p, '!')))));
    if (rec.tries.length)
      blocks.push(this.section('Tries', h('div', { id: 'tries' }, rec.tries.map((p) => this.play(p, '?')))));
    if (rec.set.length)
      blocks.push(this.section('Set play', h('div', { class: 'play' }, rec.set.map((v) => this.variation(v, ['--'], ['set play:'])))));
    if (rec.themes.length || rec.analysis)
      blocks.push(this.section('Analysis', this.themes(rec)));
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
