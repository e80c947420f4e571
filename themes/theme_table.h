/* theme_table.h - every theme chiave knows, from the one table themes/theme_list.h:
 * its id, SPEC name, scope, title, definition, source and detector. */
#ifndef CHIAVE_THEME_TABLE_H
#define CHIAVE_THEME_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "solver/solution.h"

typedef enum {
    THEME_NONE = -1,
#define X(id, name, scope, named, title, definition, source, detector) id,
#include "themes/theme_list.h"
#undef X
    THEME_COUNT
} ThemeId;

/* KEY: entries about one key; PHASES: one entry a problem across its phases. */
typedef enum { THEME_SCOPE_KEY, THEME_SCOPE_PHASES } ThemeScope;

struct Analysis;
struct Phases;
/* The two shapes of a detector (themes/analysis.h says how they add entries). */
typedef void (*ThemeDetector)(const Solution *s, const Play *key, struct Analysis *A);
typedef void (*PhaseDetector)(const struct Phases *P, struct Analysis *A);

typedef struct {
    const char *name;       /* SPEC's name */
    ThemeScope scope;
    bool named;             /* reported gained or lost by verify and watch */
    const char *title;      /* msgid: what a reader calls a named theme; NULL: its name */
    const char *definition; /* msgid: one sentence */
    const char *source;     /* msgid: where the definition comes from */
    ThemeDetector key;      /* the detector (scope KEY) */
    PhaseDetector phases;   /* the detector (scope PHASES) */
} ThemeInfo;

/* The row of id (0 <= id < THEME_COUNT). */
const ThemeInfo *theme_info(ThemeId id);
/* The id of the theme of this name, or THEME_NONE. */
ThemeId theme_find(const char *name);

/* Whether chiave writes entries of this name. */
bool theme_name_known(const char *name);
/* Whether the name is a named theme whose gain or loss verify and watch report. */
bool theme_is_named(const char *name);
/* The title (msgid) a reader calls the theme of this name by ("Le Grand"), else the name. */
const char *theme_title(const char *name);

/* Whether name is a theme's name; if not, false with "'NAME' is not a theme
 * name; the names:" and every name after it in err, wrapped at 100 columns
 * (`chiave themes NAME` and `verify --theme` say it alike). */
bool theme_check_name(const char *name, char *err, size_t errlen);

/* themes/GLOSSARY.md: every theme with its name, scope and definition (English). */
void theme_glossary(FILE *out);

#endif
