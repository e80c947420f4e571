/* theme_diff.c - the named themes an edit lost or gained (see theme_diff.h),
 * compared as typed entries. */
#include <stdio.h>
#include <string.h>
#include "solver/compare/theme_diff.h"
#include "solver/report/phases_text.h"
#include "solver/report/tr.h"
#include "themes/theme_table.h"

/* m or n of an entry, 0 when it has none. */
static int size_of(const ThemeEntry *e, EntryField f)
{
    return entry_has(e, f) ? (f == EF_M ? e->m : e->n) : 0;
}

/* Whether an entry of this theme is one of several instances a problem can show
 * (SPEC "One entry per instance"): a Grimshaw or Novotny on its square, a
 * Dombrovskis of its try and defence. */
static bool per_instance(const ThemeEntry *e)
{
    return entry_has(e, EF_SQUARE) || e->id == THEME_DOMBROVSKIS || e->id == THEME_ANTI_DOMBROVSKIS;
}

/* Whether entry a is there in B: an entry of the same theme at least as large
 * (m phases x n defences, or n defences in a cycle), the same instance where a
 * problem can show several (a double Grimshaw that keeps one is not whole). */
static bool covered(const ThemeEntry *a, const Analysis *B)
{
    for (int i = 0; i < B->n; i++) {
        const ThemeEntry *b = B->entries[i];
        if (b->id == a->id && size_of(b, EF_M) >= size_of(a, EF_M) && size_of(b, EF_N) >= size_of(a, EF_N)
            && (!per_instance(a) || entry_same_instance(a, b)))
            return true;
    }
    return false;
}

/* One line for each named entry of from not covered in to (each label once). */
static void missing(const Analysis *from, const Analysis *to, DiffKind k, Lang lang, DiffList *out)
{
    for (int i = 0; i < from->n; i++) {
        const ThemeEntry *e = from->entries[i];
        if (!theme_info(e->id)->named || covered(e, to))
            continue;
        char label[96], line[160];
        phases_text_label(e, lang, label, sizeof label);
        if (entry_has(e, EF_SQUARE)) { /* which instance: "Grimshaw (e2)" */
            char sq[3];
            square_name(e->square, sq);
            snprintf(label + strlen(label), sizeof label - strlen(label), " (%s)", sq);
        }
        snprintf(line, sizeof line, "%s%s %s", tr(lang, diff_kind_name(k)), tr_colon(lang), label);
        bool said = false;
        for (int j = 0; j < out->n && !said; j++)
            said = out->items[j].kind == k && strcmp(out->items[j].text, line) == 0;
        if (!said)
            diff_list_add(out, k, line);
    }
}

void diff_themes(const Analysis *was, const Analysis *now, Lang lang, DiffList *out)
{
    static const Analysis none = { 0 };
    if (!was)
        return;
    if (!now)
        now = &none;
    missing(was, now, DK_LOST_THEME, lang, out);
    missing(now, was, DK_GAINED_THEME, lang, out);
}
