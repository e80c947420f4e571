// print.js - the problem on the board as a magazine prints it: "Download
// diagram" (SVG or PNG, drawn by the server as `chiave diagram` draws it,
// /api/diagram) and "Copy solution" (the solution as `solve --publish`
// writes it, /api/publish, put on the clipboard).

import { api, apiBytes } from './api.js';
import { t } from './i18n.js';

// A text put on the clipboard: the Clipboard API where the page may use it
// (127.0.0.1 and localhost are secure contexts), else a selected textarea.
async function toClipboard(text) {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  document.body.appendChild(area);
  area.select();
  const done = document.execCommand('copy');
  area.remove();
  if (!done) throw new Error(t('Copy solution'));
}

export class PrintButtons {
  // host: { fen(), source(), options(), language(), say(text, bad) }; source()
  // is {text} for a pasted problem on the board as read, else null.
  constructor(host) {
    this.host = host;
    for (const format of ['svg', 'png']) {
      document.getElementById(`download-${format}`).addEventListener('click', () => this.download(format));
    }
    document.getElementById('copy-solution').addEventListener('click', () => this.copy());
  }

  // The problem the request is about: the pasted text, else the board's FEN.
  problem() {
    return this.host.source() || { fen: this.host.fen() };
  }

  async download(format) {
    try {
      const blob = await apiBytes('/api/diagram', { ...this.problem(), format, lang: this.host.language() });
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `diagram.${format}`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(a.href), 60000);
    } catch (e) {
      this.host.say(e.message, true);
    }
  }

  async copy() {
    try {
      const r = await api('/api/publish', { ...this.problem(), options: this.host.options() });
      await toClipboard(r.text);
      this.host.say(t('solution copied'));
    } catch (e) {
      this.host.say(e.message, true);
    }
  }
}
