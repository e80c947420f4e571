/* spec_names.c - the theme names of SPEC "Themes" (/work/shared/SPEC.md is the
 * contract; names are never renamed, only added): a label naming anything else
 * is a typo, refused with its line. Kept apart from themes/theme_list.h on
 * purpose: a label may name a theme no detector writes yet. */
#include <string.h>
#include "tests/labels/labels.h"

static const char *const SPEC_NAMES[] = {
    "star-flights", "plus-flights", "black-knight-wheel", "white-knight-wheel", "fleck",
    "total-fleck", "waiter", "mutate", "incomplete-block", "block-threat", "threat",
    "checking-key", "changed-mates", "added-mates", "removed-mates", "key-check",
    "key-capture", "key-takes-flights", "key-gives-flights", "key-pins", "key-unpins",
    "key-sacrifice", "key-king-move", "key-promotion", "duals", "self-block", "pin-mate",
    "battery-mate", "cross-check", "grimshaw", "novotny", "reciprocal-change",
    "cyclic-change", "zagoruiko", "le-grand", "pseudo-le-grand", "dombrovskis", "rukhlis",
    "black-correction", "white-correction", "pickaninny", "albino", "half-pin",
    "transferred-mates", "threat-correction", "threat-reversal", "barnes", "sushkov",
    "somov", "pelle", "banny", "nietvelt", "schiffmann", "hannelius", "urania", "rudenko",
    "barulin", "odessa", "bristol", "arnhem", "makihovi", "vladimirov", "lacny",
    "anti-dombrovskis", "levman", "bartolovic", "battery-creation", "half-battery",
    "black-unpin",
};

bool spec_theme_name(const char *name)
{
    for (size_t i = 0; i < sizeof SPEC_NAMES / sizeof SPEC_NAMES[0]; i++)
        if (strcmp(SPEC_NAMES[i], name) == 0)
            return true;
    return false;
}
