/* tr.h - the words of the text report in the reader's language, through GNU
 * gettext (catalogues built from solver/report/po/). The language is a
 * parameter of every call, so one process can write reports in several. */
#ifndef CHIAVE_TR_H
#define CHIAVE_TR_H

#include <stdbool.h>
#include <stddef.h>
#include "solver/san.h"

/* The translation of msgid (English) into lang; msgid itself for LANG_EN or
 * when there is no translation. The result lives as long as the process. */
const char *tr(Lang lang, const char *msgid) __attribute__((format_arg(2)));

/* The form of msgid (singular) or plural (English) that suits n, in lang
 * (GNU ngettext): "%d variation" / "%d variations". */
const char *tr_n(Lang lang, const char *msgid, const char *plural, unsigned long n)
    __attribute__((format_arg(2))) __attribute__((format_arg(3)));

/* msgid in the context ctx (GNU pgettext), for an English word that means
 * another thing elsewhere: a man's role "key", the twinning word "move". */
const char *tr_c(Lang lang, const char *ctx, const char *msgid) __attribute__((format_arg(3)));

/* The punctuation that ends a label or parts a list, as the reader's language
 * sets it: ":" and ";" in English, German and Italian; French puts a no-break
 * space before them ("Analyse :"), which also keeps a line from breaking there. */
const char *tr_colon(Lang lang);
const char *tr_semicolon(Lang lang);

/* The decimal sign of the reader's language, as its catalogue sets it: "."
 * in English, "," in German, French and Italian. */
const char *tr_decimal_sign(Lang lang);
/* v with digits decimals and that sign into buf (len bytes): "0,06" in
 * German. For the words a reader reads only; JSON keeps C's ".". */
const char *tr_decimal(Lang lang, double v, int digits, char *buf, size_t len);

/* Adds item, the i-th (from 0) of count, to the list in buf (len bytes, less
 * than 256) as the language joins one in a sentence: "Bc1, Qf5 and Rg3", "b2
 * und b1". False, buf unchanged, when the item does not fit whole. */
bool tr_list_add(char *buf, size_t len, const char *item, int i, int count, Lang lang);

/* Italian euphony, in place in s (len bytes): the conjunction "e" before a
 * word that starts with e (or è, é) becomes "ed" ("e3 ed e1"), as the
 * Accademia della Crusca advises (solver/report/README.md). Other languages,
 * and a text with no room for the letter, are left alone. For the joins of
 * men, squares and moves, never for a problem's own words. */
void tr_euphony(Lang lang, char *s, size_t len);

/* Finds the catalogues and sets the locale gettext needs, once: tr() does it
 * at its first call; a server calls it before its threads start. */
void tr_init(void);

/* Marks a string for xgettext where it is translated later, by tr(). */
#define N_(msgid) msgid
/* The same for a message in a context (tr_c). */
#define NC_(ctx, msgid) msgid

#endif
