// collection.js - the collection view: the problems of the file the user
// opened (`chiave serve FILE`, or "Open collection…"), a page at a time, each
// solved in turn for its verdict, key and themes; a row clicked goes to the
// editor, and the edited position can be saved back into the file; a file
// changed on disk since it was read is not saved into (409): the page says
// so and offers to read it again (Reload), the diagram staying. Each twin
// of a Popeye or YAML problem is a row, labelled "b) move e2 e1" under the
// problem's words; those files are listed but not saved back into.

import { api, apiGet, apiUpload } from './api.js';
import { verdictText, firstMoves, readerWords } from './analysis.js';
import { t, fmt, language } from './i18n.js';
import { toFen, parseFen } from './position.js';
import { twinLine } from './problem.js';

const PAGE = 100;
const AT_ONCE = 2;      // solving requests in flight

const $ = (id) => document.getElementById(id);

function el(tag, cls, ...children) {
  const e = document.createElement(tag);
  e.className = cls;
  e.append(...children);
  return e;
}

function cell(text, cls = '') {
  const td = document.createElement('td');
  td.textContent = text;
  if (cls) td.className = cls;
  return td;
}

// The names of a record's themes in the language chosen, problem type first,
// each once: the chips of the Analysis (analysis.js), which names only what its
// lines say.
const TYPES = ['waiter', 'mutate', 'incomplete-block', 'block-threat', 'threat', 'checking-key'];
function themeNames(rec) {
  const typed = (c) => (c.names.some((n) => TYPES.includes(n)) ? 0 : 1);
  const sorted = [...(rec.chips || [])].sort((a, b) => typed(a) - typed(b));
  return [...new Set(sorted.map((c) => c.label))];
}

export class CollectionView {
  // app: { pick(entry), options(), say(text, bad) }
  constructor(app) {
    this.app = app;
    this.listing = null;
    this.editing = null;     // the entry being edited
    this.fen = null;         // the editor's diagram
    this.generation = 0;
    $('page-prev').addEventListener('click', () => this.load(this.listing.from - PAGE));
    $('page-next').addEventListener('click', () => this.load(this.listing.from + PAGE));
    $('save').addEventListener('click', () => this.save());
    $('reload').addEventListener('click', () => this.reload());
    $('find').addEventListener('submit', (ev) => { ev.preventDefault(); this.find(); });
    this.found = null;       // the indices the search box matched, or null
  }

  // The search box: "theme:grimshaw key:Qb2 status:sound men:5-9 author:X
  // source:Y" (a bare word is a theme), asked of /api/collection/find, the
  // same conditions as `chiave find`. The rows that do not match are hidden.
  async find() {
    const words = $('find-query').value.trim().split(/\s+/).filter(Boolean);
    const args = new URLSearchParams();
    const themes = [];
    for (const w of words) {
      const m = w.match(/^(theme|key|status|author|source|men):(.*)$/);
      if (!m || m[1] === 'theme') themes.push(m ? m[2] : w);
      else args.set(m[1], m[2]);
    }
    if (themes.length) args.set('theme', themes.join(','));
    try {
      if (!words.length) {
        this.found = null;
        $('find-result').textContent = '';
      } else {
        const r = await apiGet(`/api/collection/find?${args}`);
        this.found = new Set(r.matches);
        $('find-result').textContent = r.matches.length ? fmt(t('%d of %d problems match'), r.matches.length, r.total)
          : t('no problem matches');
      }
      this.filter();
    } catch (e) {
      this.app.say(e.message, true);
    }
  }

  filter() {
    for (const tr of $('problems').rows) tr.hidden = !!this.found && !this.found.has(Number(tr.dataset.index));
  }

  // openFirst: the first readable problem goes to the board, analysed, as
  // if its row were clicked (the page opening on `chiave serve FILE`).
  async load(from, openFirst = false) {
    try {
      this.show(await apiGet(`/api/collection?from=${Math.max(0, from)}&count=${PAGE}&lang=${language}`));
      if (openFirst) this.openFirst();
    } catch (e) {
      this.app.say(e.message, true);
    }
  }

  async upload(file) {
    try {
      this.editing = null;
      this.found = null;
      $('find-result').textContent = '';
      this.refused(null);
      this.show(await apiUpload(`/api/collection/open?name=${encodeURIComponent(file.name)}&lang=${language}`,
        await file.arrayBuffer()));
      this.app.say(this.savable() ? fmt(t('opened %s: edits are saved back as a download'), file.name) : '');
    } catch (e) {
      this.app.say(e.message, true);
    }
  }

  show(listing) {
    this.listing = listing;
    $('collection').hidden = !listing.name;
    if (!listing.name) return;
    const { from, total, problems } = listing;
    $('collection-name').textContent = listing.name;
    $('collection-count').textContent = total
      ? fmt(t('problems: %d (%s), %d–%d shown'), total, listing.format.toUpperCase(), from + 1, from + problems.length)
      : t('no problem in it');
    $('page-prev').disabled = from === 0;
    $('page-next').disabled = from + problems.length >= total;
    const rows = problems.map((p, i) => this.row(p, problems[i - 1]));
    $('problems').replaceChildren(...rows);
    this.filter();
    this.follow(this.fen);
    this.solveAll(rows, problems);
  }

  // A problem's row; a twin's says its label and twinning, under the
  // problem's words when the row before is not a twin of the same problem.
  row(p, before) {
    const tr = document.createElement('tr');
    tr.dataset.index = p.index;
    const name = [p.id, p.title, p.authors].filter(Boolean).join(' — ') || p.fen;
    const sibling = p.twin && p.follows && before && before.twin && before.twin_of === p.twin_of;
    const named = cell(sibling ? '' : name, 'name');
    if (p.twin) {
      const [head, twinning] = twinLine(p);
      named.append(el('div', 'twin-label', head, el('span', 'twinning', twinning)));
      tr.classList.add(sibling ? 'twin-row' : 'twin-first');
      tr.dataset.twin = p.twin;
    }
    tr.append(cell(String(p.index + 1), 'num'), cell(String(p.line), 'num'), named);
    if (p.error) {
      // a position read but refused (no king, ...) is no unreadable line: its reason in words
      const reason = readerWords(p.error);
      tr.append(cell(reason === p.error ? t('unreadable') : t('illegal position'), 'verdict illegal'),
        cell(reason, 'error-cell'), cell(''));
      tr.title = p.error;
    } else {
      tr.append(cell('…', 'verdict'), cell(''), cell(''));
    }
    tr.addEventListener('click', () => {
      this.editing = p;
      this.app.pick(p);
      this.follow(this.fen);
    });
    return tr;
  }

  // The diagram is no longer the problem being edited (another was pasted):
  // no row marked, no "Save back".
  leave() {
    this.editing = null;
    this.follow(this.fen);
  }

  // The first readable problem of the page on the board, as its row clicked.
  openFirst() {
    const p = this.listing && this.listing.problems.find((q) => !q.error);
    if (!p) return;
    this.editing = p;
    this.app.pick(p);
    this.follow(this.fen);
  }

  // Solves the rows of the page, AT_ONCE at a time, as long as it is shown. A
  // twinned problem's rows are solved in one request, its twins together as
  // `chiave solve` and `chiave index` solve them, so that each twin's themes
  // have those across the twins before it (/api/collection/solve).
  async solveAll(rows, problems) {
    const generation = ++this.generation;
    const units = []; // the rows solved together: a problem's twins, or one row
    problems.forEach((p, i) => {
      const before = problems[i - 1];
      if (p.twin && p.follows && before && before.twin && before.twin_of === p.twin_of) units.at(-1).push(i);
      else if (p.twin || !p.error) units.push([i]);
    });
    const solveUnit = async (unit) => {
      const p = problems[unit[0]];
      if (!p.twin) return [await api('/api/solve', { fen: p.fen, id: p.id, options: this.app.options() })];
      const rec = await api('/api/collection/solve', { index: p.index, options: this.app.options() });
      return [rec, ...(rec.twins || [])];
    };
    let next = 0;
    const worker = async () => {
      while (next < units.length && generation === this.generation) {
        const unit = units[next++];
        try {
          const recs = await solveUnit(unit);
          if (generation !== this.generation) return;
          for (const i of unit) {
            const rec = problems[i].twin ? recs.find((r) => r.index === problems[i].index) : recs[0];
            if (rec && !problems[i].error) this.fill(rows[i], rec);
          }
        } catch (e) {
          for (const i of unit) if (!problems[i].error) rows[i].cells[3].textContent = e.message;
        }
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    if (generation === this.generation) $('problems').dataset.solved = String(rows.length);
  }

  fill(tr, rec) {
    tr.cells[3].textContent = verdictText(rec);
    tr.cells[3].className = `verdict ${rec.status}`;
    tr.cells[4].textContent = rec.error ? readerWords(rec.error) : firstMoves(rec);
    tr.cells[5].textContent = themeNames(rec).join(', ');
  }

  // Whether the file can take the edited positions back (FEN/EPD and PGN).
  savable() {
    return this.listing && (this.listing.format === 'fen' || this.listing.format === 'pgn');
  }

  // The language changed: the page of problems drawn and solved again.
  relanguage() {
    if (this.listing && this.listing.name) this.load(this.listing.from);
  }

  // The editor shows fen: the row being edited is marked, and "Save back"
  // offered when the diagram differs from the file's.
  follow(fen) {
    this.fen = fen;
    for (const tr of $('problems').rows) tr.classList.toggle('editing', !!this.editing && Number(tr.dataset.index) === this.editing.index);
    const e = this.editing;
    if (!e || !this.listing || !this.listing.name) {
      $('editing').textContent = '';
      $('save').hidden = true;
      return;
    }
    const changed = fen && parseFen(e.fen) && toFen(parseFen(e.fen)) !== fen;
    const unsaved = changed && !this.savable() ? ` — ${t('Popeye and YAML files are not saved back into: copy the FEN')}` : '';
    $('editing').textContent = fmt(t('Editing problem %d (line %d)'), e.index + 1, e.line) + (changed ? `, ${t('changed')}` : '') + unsaved;
    $('save').hidden = !changed || !this.savable();
    $('save').textContent = fmt(this.listing.file ? t('Save back into %s') : t('Save back and download %s'), this.listing.name);
  }

  async save() {
    const e = this.editing;
    try {
      await api('/api/collection/save', { edits: [{ index: e.index, fen: this.fen }] });
      e.fen = this.fen;
      this.refused(null);
      if (!this.listing.file) await this.download();
      this.app.say(fmt(t('problem %d saved into %s'), e.index + 1, this.listing.name));
      await this.load(this.listing.from);
    } catch (err) {
      this.app.say(err.message, true);
      if (err.status === 409 && this.listing.file) this.refused(err.message);
    }
  }

  // A save refused because the file changed on disk: its message beside the
  // offer to read the file again (null: neither).
  refused(why) {
    $('save-refused').textContent = why || '';
    $('save-refused').hidden = !why;
    $('reload').textContent = fmt(t('Reload %s'), this.listing ? this.listing.name : '');
    $('reload').hidden = !why;
  }

  // The file read again after a 409: its problems as they are on disk now.
  // The diagram stays; the problem stays the one edited only if it is still
  // there as it was (the same line, id and position), else its row must be
  // clicked again, to see what changed there.
  async reload() {
    try {
      const listing = await api(`/api/collection/reload?from=${this.listing.from}&count=${PAGE}&lang=${language}`, {});
      const e = this.editing;
      this.editing = (e && listing.problems.find((p) => p.index === e.index && p.line === e.line && p.id === e.id
        && p.fen === e.fen)) || null;
      this.refused(null);
      this.show(listing);
      this.app.say(fmt(t('%s read again from disk'), listing.name));
    } catch (err) {
      this.app.say(err.message, true);
    }
  }

  async download() {
    const resp = await fetch('/api/collection/text');
    if (!resp.ok) throw new Error(`download: ${resp.status} ${resp.statusText}`);
    const url = URL.createObjectURL(await resp.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = this.listing.name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }
}
