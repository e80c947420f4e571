/* legal_text.h - the warnings of fen/legal.c in words: in the text report,
 * the record's "warnings" and the workbench. */
#ifndef CHIAVE_LEGAL_TEXT_H
#define CHIAVE_LEGAL_TEXT_H

#include <jansson.h>
#include <stddef.h>
#include <stdio.h>
#include "fen/legal.h"
#include "solver/san.h"

/* One warning as a sentence in lang. */
void legal_text_line(const LegalWarning *w, Lang lang, char *buf, size_t len);

/* The warnings of pos in lang as a JSON array of strings, or NULL when it has
 * none (the record then has no "warnings"). */
json_t *legal_json(const Position *pos, Lang lang);

/* "warning: ..." a line each (in lang), nothing when pos has none. */
void legal_text(FILE *out, const Position *pos, Lang lang);

#endif
