/* record_themes.h - the record's "themes" array written straight from the typed
 * entries (themes/analysis.h), as compact JSON text. */
#ifndef CHIAVE_REPORT_RECORD_THEMES_H
#define CHIAVE_REPORT_RECORD_THEMES_H

#include "solver/report/json_text.h"
#include "themes/analysis.h"

/* [entry,...]: each {"name", "key", then its fields in EntryField order}. */
void jt_themes(Text *t, const Analysis *A);
/* One entry's object. */
void jt_theme_entry(Text *t, const ThemeEntry *e);

#endif
