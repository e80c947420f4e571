// i18n.js - the page's own words in the language chosen. They are the
// program's: the server translates every word of the page with its gettext
// catalogues (GET /api/messages?lang=it, solver/serve/messages.c lists them).
// t(msgid) gives the translation (the English msgid until one is loaded);
// N_(msgid) marks a word that is translated later, by t() on a variable.
// The static words of index.html carry data-t (text), data-t-title,
// data-t-placeholder and data-t-aria (aria-label).

import { apiGet } from './api.js';

let table = {};
let themes = {};
export let language = 'en';

export const N_ = (msgid) => msgid;

export function t(msgid) {
  return table[msgid] || msgid;
}

// A theme by SPEC's name in the language: { title, definition, source }, or
// null (the server's "themes", as `chiave themes` says them).
export function themeWords(name) {
  return themes[name] || null;
}

// v with digits decimals and the language's decimal sign (the catalogue's,
// from /api/messages as "."): "0,3" in German, "0.3" in English, as the text
// report writes its numbers (tr_decimal, solver/report/tr.c).
export function decimal(v, digits) {
  return Number(v).toFixed(digits).replace('.', t('.'));
}

// The placeholders of C's printf that the catalogues' messages use (%s, %d,
// %llu, %.1f, and %1$s to reorder), filled from args in order.
export function fmt(text, ...args) {
  let next = 0;
  return text.replace(/%(?:(\d+)\$)?(?:\.(\d+))?(?:ll|l)?([sduf%])/g, (m, pos, prec, conv) => {
    if (conv === '%') return '%';
    const v = args[pos ? Number(pos) - 1 : next++];
    return conv === 'f' ? decimal(v, prec === undefined ? 6 : Number(prec)) : String(v);
  });
}

// Loads the words of lang (en, it, de, fr) and puts them on the page. English
// too: some words are not their msgid (economy's role "set-play" is "set play").
export async function setLanguage(lang) {
  const words = await apiGet(`/api/messages?lang=${encodeURIComponent(lang)}`);
  table = words.messages;
  themes = words.themes || {};
  language = lang;
  document.documentElement.lang = lang;
  for (const e of document.querySelectorAll('[data-t]')) e.textContent = t(e.dataset.t);
  for (const e of document.querySelectorAll('[data-t-title]')) e.title = t(e.dataset.tTitle);
  for (const e of document.querySelectorAll('[data-t-placeholder]')) e.placeholder = t(e.dataset.tPlaceholder);
  for (const e of document.querySelectorAll('[data-t-aria]')) e.setAttribute('aria-label', t(e.dataset.tAria));
}
