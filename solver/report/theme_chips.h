/* theme_chips.h - the themes as the Analysis heads its lines, for the page's
 * chips: what each line is called and the number it shows, so that a chip
 * never names or counts what the Analysis does not. */
#ifndef CHIAVE_THEME_CHIPS_H
#define CHIAVE_THEME_CHIPS_H

#include <stdbool.h>
#include "solver/board.h"
#include "themes/theme_table.h"

#define CHIP_IDS 4

/* One name of a key's Analysis: its words as the line heads it ("Somov B1",
 * "effective defences", "threat problem"), the number in parentheses after
 * them (0: none written), the themes whose entries the lines say. Lines with
 * the same words (the key's changed mates and those after a try) are one
 * chip, with the largest number. */
typedef struct {
    Move key;
    char label[96];
    int count;
    ThemeId ids[CHIP_IDS];
    int nids;
    bool twins; /* a line under "Across twins:", never one chip with the twin's own */
} ThemeChip;

typedef struct {
    ThemeChip *v;
    int n, cap;
} ThemeChips;

/* Adds a line's head to chips (NULL: nothing), merged with one of the same
 * key and words. */
void theme_chips_add(ThemeChips *chips, Move key, ThemeId id, const char *label, int count);
/* The same for a line of a theme across twins. */
void theme_chips_add_twins(ThemeChips *chips, Move key, ThemeId id, const char *label, int count);

/* Adds id to the names of key's chip that has by (a line that says id's entry
 * too: the checking key's line its check); nothing when there is none. */
void theme_chips_join(ThemeChips *chips, Move key, ThemeId by, ThemeId id);

void theme_chips_free(ThemeChips *chips);

#endif
