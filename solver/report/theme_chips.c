/* theme_chips.c - the heads of the Analysis's lines gathered, one a key and
 * name (theme_chips.h). */
#include "solver/report/theme_chips.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Adds id to c's names, once. */
static void add_id(ThemeChip *c, ThemeId id)
{
    for (int i = 0; i < c->nids; i++)
        if (c->ids[i] == id)
            return;
    if (c->nids < CHIP_IDS)
        c->ids[c->nids++] = id;
}

static void add(ThemeChips *chips, Move key, ThemeId id, const char *label, int count, bool twins)
{
    if (!chips)
        return;
    ThemeChip *c = NULL;
    for (int i = 0; i < chips->n && !c; i++)
        if (MOVE_KEY(chips->v[i].key) == MOVE_KEY(key) && strcmp(chips->v[i].label, label) == 0
            && chips->v[i].twins == twins)
            c = &chips->v[i];
    if (!c) {
        if (chips->n == chips->cap) {
            chips->cap = chips->cap ? 2 * chips->cap : 16;
            chips->v = realloc(chips->v, sizeof *chips->v * (size_t)chips->cap);
            if (!chips->v)
                abort();
        }
        c = &chips->v[chips->n++];
        *c = (ThemeChip){ .key = key, .twins = twins };
        snprintf(c->label, sizeof c->label, "%s", label);
    }
    if (count > c->count)
        c->count = count;
    add_id(c, id);
}

void theme_chips_add(ThemeChips *chips, Move key, ThemeId id, const char *label, int count)
{
    add(chips, key, id, label, count, false);
}

void theme_chips_add_twins(ThemeChips *chips, Move key, ThemeId id, const char *label, int count)
{
    add(chips, key, id, label, count, true);
}

void theme_chips_join(ThemeChips *chips, Move key, ThemeId by, ThemeId id)
{
    for (int i = 0; chips && i < chips->n; i++)
        for (int k = 0; k < chips->v[i].nids; k++)
            if (MOVE_KEY(chips->v[i].key) == MOVE_KEY(key) && chips->v[i].ids[k] == by && !chips->v[i].twins) {
                add_id(&chips->v[i], id);
                return;
            }
}

void theme_chips_free(ThemeChips *chips)
{
    free(chips->v);
    *chips = (ThemeChips){ 0 };
}
