/* tr.h - the words of the text report in the reader's language, through GNU
 * gettext (catalogues built from solver/report/po/). The language is a
 * parameter of every call, so one process can write reports in several. */
#ifndef CHIAVE_TR_H
#define CHIAVE_TR_H

#include "solver/san.h"

/* The translation of msgid (English) into lang; msgid itself for LANG_EN or
 * when there is no translation. The result lives as long as the process. */
const char *tr(Lang lang, const char *msgid) __attribute__((format_arg(2)));

/* Finds the catalogues and sets the locale gettext needs, once: tr() does it
 * at its first call; a server calls it before its threads start. */
void tr_init(void);

/* Marks a string for xgettext where it is translated later, by tr(). */
#define N_(msgid) msgid

#endif
