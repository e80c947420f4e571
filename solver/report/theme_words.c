/* theme_words.c - the English words of the themes SPEC names with code-like
 * identifiers; the other languages have theirs in po/ under the SPEC name. */
#include <string.h>
#include "solver/report/theme_words.h"

static const struct { const char *name, *words; } WORDS[] = {
    { "incomplete-block", "incomplete block" },
    { "block-threat", "block threat" },
    { "checking-key", "checking key" },
    { "effective-defences", "effective defences" },
    { "fleck", "Fleck" },
    { "total-fleck", "total Fleck" },
    { "star-flights", "star flights" },
    { "plus-flights", "plus flights" },
    { "black-knight-wheel", "black knight wheel" },
    { "white-knight-wheel", "white knight wheel" },
    { "changed-mates", "changed mates" },
    { "added-mates", "added mates" },
    { "removed-mates", "removed mates" },
    { "changed-mates-try", "changed mates (tries)" },
    { "transferred-mates", "transferred mates" },
    { "unprovided-checks", "checks without a set mate" },
    { "unprovided-flights", "flights without a set mate" },
    { "key-check", "checking key" },
    { "key-capture", "capturing key" },
    { "key-takes-flights", "key takes flights" },
    { "key-gives-flights", "key gives flights" },
    { "key-pins", "key pins" },
    { "key-unpins", "key unpins" },
    { "key-sacrifice", "sacrificial key" },
    { "key-king-move", "king key" },
    { "key-promotion", "promotion key" },
    { "self-block", "self-blocks" },
    { "pin-mate", "pin mates" },
    { "battery-mate", "battery mates" },
    { "cross-check", "cross-checks" },
    { "grimshaw", "Grimshaw" },
    { "novotny", "Novotny" },
};

const char *theme_words(const char *name, Lang lang)
{
    if (lang != LANG_EN)
        return tr(lang, name);
    for (size_t i = 0; i < sizeof WORDS / sizeof *WORDS; i++)
        if (strcmp(WORDS[i].name, name) == 0)
            return WORDS[i].words;
    return name;
}
