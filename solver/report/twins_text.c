/* twins_text.c - the themes across twins in the text report (twins_text.h). */
#include "solver/report/twins_text.h"

#include <string.h>
#include "solver/report/phases_text.h"
#include "solver/report/tr.h"

/* The diagram of twin label among T's, or NULL. */
static const Position *diagram_of(const Twins *T, const char *label)
{
    for (int i = 0; i < T->n; i++)
        if (strcmp(T->v[i].label, label) == 0)
            return &T->v[i].s.start;
    return NULL;
}

void twins_text(FILE *out, const Analysis *A, const Twins *T, Lang lang)
{
    twins_text_chips(out, A, T, lang, NULL);
}

/* Whether e lives between the solutions of twins, one block of play a twin. */
static bool spans_twins(const ThemeEntry *e)
{
    return entry_has(e, EF_TWINS) && entry_has(e, EF_PHASES) && e->nblocks == e->ntwins;
}

static int entry_count(const ThemeEntry *e)
{
    return entry_has(e, EF_COUNT) && e->count > 0 ? e->count : 0;
}

bool twins_text_entry(FILE *out, const ThemeEntry *e, const Twins *T, Lang lang)
{
    if (!T || !spans_twins(e))
        return false;
    char label[96];
    phases_text_label(e, lang, label, sizeof label);
    fputs(label, out);
    if (entry_count(e) > 0)
        fprintf(out, " (%d)", entry_count(e));
    /* The twins are named once, each before its play ("changed mates (3): a) 1.Ba3!
     * ...; b) 1.Rb7+! ..."), not also after the title ("(3) a) b): a) ..."). */
    fputs(tr_colon(lang), out);
    for (int j = 0; j < e->nblocks; j++) {
        const Position *start = diagram_of(T, e->twins[j]);
        if (!start)
            continue;
        fprintf(out, "%s %s) ", j ? tr_semicolon(lang) : "", e->twins[j]);
        phases_text_block(out, &e->blocks[j], start, lang);
    }
    return true;
}

void twins_text_chips(FILE *out, const Analysis *A, const Twins *T, Lang lang, ThemeChips *chips)
{
    bool first = true;
    for (int i = 0; i < A->n; i++) {
        const ThemeEntry *e = A->entries[i];
        if (!spans_twins(e))
            continue;
        if (first)
            /* TRANSLATORS: the heading of the themes that live between the
             * solutions of two or more twins, after the last twin they span. */
            fprintf(out, "\n%s\n", tr(lang, "Across twins:"));
        first = false;
        char label[96];
        phases_text_label(e, lang, label, sizeof label);
        theme_chips_add_twins(chips, e->key, e->id, label, entry_count(e));
        fputs("  ", out);
        twins_text_entry(out, e, T, lang);
        fputc('\n', out);
    }
}
