/* themes.c - runs every theme detector of the table (themes/theme_list.h) in its
 * order: those of one key over every key, then those across phases (set play,
 * tries, keys) once for the problem. A detector several rows share runs once. */
#include <pthread.h>
#include "themes/analysis.h"
#include "themes/phases.h"

/* The detectors to run, each once, in the order of their first rows: worked out
 * once for the process (batch solves on several threads). */
static ThemeDetector key_detectors[THEME_COUNT];
static PhaseDetector phase_detectors[THEME_COUNT];
static int nkey, nphase;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void list_detectors(void)
{
    for (int i = 0; i < THEME_COUNT; i++) {
        const ThemeInfo *t = theme_info((ThemeId)i);
        bool seen = false;
        for (int j = 0; j < nkey; j++)
            seen |= key_detectors[j] == t->key;
        for (int j = 0; j < nphase; j++)
            seen |= phase_detectors[j] == t->phases;
        if (seen)
            continue;
        if (t->scope == THEME_SCOPE_KEY)
            key_detectors[nkey++] = t->key;
        else
            phase_detectors[nphase++] = t->phases;
    }
}

void analysis_build(Analysis *A, const Solution *s)
{
    if (!s->analysed)
        return;
    pthread_once(&once, list_detectors);
    for (int k = 0; k < s->nkeys; k++)
        for (int i = 0; i < nkey; i++)
            key_detectors[i](s, &s->keys[k], A);
    /* Entries name a key: a problem without one has none. */
    if (s->nkeys == 0)
        return;
    Phases P;
    phases_build(s, &P);
    for (int i = 0; i < nphase; i++)
        phase_detectors[i](&P, A);
    phases_free(&P);
    entries_join_promotions(A);
    for (int i = 0; i < A->n; i++) { /* the groups the text writes as one line */
        entry_group_variations(A->entries[i], &s->start);
        entry_group_phases(A->entries[i], &s->start);
    }
}
