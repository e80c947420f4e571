// collection.js - the collection view: the problems of the file the user
// opened (`chiave serve FILE`, or "Open collection…"), a page at a time, each
// solved in turn for its verdict, key and themes; a row clicked goes to the
// editor, and the edited position can be saved back into the file.

import { api, apiGet, apiUpload } from './api.js';
import { verdictText } from './analysis.js';
import { toFen, parseFen } from './position.js';

const PAGE = 100;
const AT_ONCE = 2;      // solving requests in flight

const $ = (id) => document.getElementById(id);

function cell(text, cls = '') {
  const td = document.createElement('td');
  td.textContent = text;
  if (cls) td.className = cls;
  return td;
}

// The names of a record's themes, problem type first, each once.
const TYPES = ['waiter', 'mutate', 'incomplete-block', 'block-threat', 'threat', 'checking-key'];
function themeNames(rec) {
  const names = [...new Set(rec.themes.map((t) => t.name))];
  return names.sort((a, b) => (TYPES.includes(b) ? 1 : 0) - (TYPES.includes(a) ? 1 : 0));
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
  }

  async load(from) {
    try {
      this.show(await apiGet(`/api/collection?from=${Math.max(0, from)}&count=${PAGE}`));
    } catch (e) {
      this.app.say(e.message, true);
    }
  }

  async upload(file) {
    try {
      this.editing = null;
      this.show(await apiUpload(`/api/collection/open?name=${encodeURIComponent(file.name)}`, await file.arrayBuffer()));
      this.app.say(`opened ${file.name}: edits are saved back as a download`);
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
      ? `${total} problem${total === 1 ? '' : 's'} (${listing.format.toUpperCase()}), ${from + 1}–${from + problems.length} shown`
      : 'no problem in it';
    $('page-prev').disabled = from === 0;
    $('page-next').disabled = from + problems.length >= total;
    const rows = problems.map((p) => this.row(p));
    $('problems').replaceChildren(...rows);
    this.follow(this.fen);
    this.solveAll(rows, problems);
  }

  row(p) {
    const tr = document.createElement('tr');
    tr.dataset.index = p.index;
    const name = [p.id, p.title, p.authors].filter(Boolean).join(' — ') || p.fen;
    tr.append(cell(String(p.index + 1), 'num'), cell(String(p.line), 'num'), cell(name, 'name'));
    if (p.error) {
      tr.append(cell('unreadable', 'verdict illegal'), cell(p.error, 'error-cell'), cell(''));
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

  // Solves the rows of the page, AT_ONCE at a time, as long as it is shown.
  async solveAll(rows, problems) {
    const generation = ++this.generation;
    let next = 0;
    const worker = async () => {
      while (next < rows.length && generation === this.generation) {
        const i = next++;
        if (problems[i].error) continue;
        try {
          const rec = await api('/api/solve', { fen: problems[i].fen, id: problems[i].id, options: this.app.options() });
          if (generation === this.generation) this.fill(rows[i], rec);
        } catch (e) {
          rows[i].cells[3].textContent = e.message;
        }
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    if (generation === this.generation) $('problems').dataset.solved = String(rows.length);
  }

  fill(tr, rec) {
    tr.cells[3].textContent = verdictText(rec);
    tr.cells[3].className = `verdict ${rec.status}`;
    tr.cells[4].textContent = rec.error || rec.keys.map((k) => `1.${k.san}!`).join(' ');
    tr.cells[5].textContent = themeNames(rec).join(', ');
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
    $('editing').textContent = `Editing problem ${e.index + 1} (line ${e.line})${changed ? ', changed' : ''}`;
    $('save').hidden = !changed;
    $('save').textContent = this.listing.file ? `Save back into ${this.listing.name}` : `Save back and download ${this.listing.name}`;
  }

  async save() {
    const e = this.editing;
    try {
      await api('/api/collection/save', { edits: [{ index: e.index, fen: this.fen }] });
      e.fen = this.fen;
      if (!this.listing.file) await this.download();
      this.app.say(`problem ${e.index + 1} saved into ${this.listing.name}`);
      await this.load(this.listing.from);
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
