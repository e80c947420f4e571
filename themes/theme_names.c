/* theme_names.c - the names of the themes entries, and how a reader calls them. */
#include <string.h>
#include "themes/theme_names.h"

/* Every name chiave writes; those with a title are the named themes. */
static const struct {
    const char *name, *title;
} names[] = {
    /* across phases */
    { "reciprocal-change", "reciprocal change" }, { "cyclic-change", "cyclic change" },
    { "zagoruiko", "Zagoruiko" }, { "le-grand", "Le Grand" },
    { "pseudo-le-grand", "pseudo Le Grand" }, { "dombrovskis", "Dombrovskis" },
    { "rukhlis", "Rukhlis" }, { "pickaninny", "pickaninny" }, { "albino", "albino" },
    { "black-correction", "black correction" }, { "white-correction", "white correction" },
    { "half-pin", "half-pin" },
    /* named themes of one key */
    { "fleck", "Fleck" }, { "total-fleck", "total Fleck" }, { "star-flights", "star flights" },
    { "plus-flights", "plus flights" }, { "black-knight-wheel", "black knight wheel" },
    { "white-knight-wheel", "white knight wheel" }, { "grimshaw", "Grimshaw" },
    { "novotny", "Novotny" },
    /* the rest: problem type, play, key quality, mates, what spoils it */
    { "waiter", NULL }, { "mutate", NULL }, { "incomplete-block", NULL }, { "block-threat", NULL },
    { "threat", NULL }, { "checking-key", NULL }, { "effective-defences", NULL },
    { "changed-mates", NULL }, { "added-mates", NULL }, { "removed-mates", NULL },
    { "changed-mates-try", NULL }, { "transferred-mates", NULL }, { "duals", NULL },
    { "unprovided-checks", NULL }, { "unprovided-flights", NULL }, { "key-check", NULL },
    { "key-capture", NULL }, { "key-takes-flights", NULL }, { "key-gives-flights", NULL },
    { "key-pins", NULL }, { "key-unpins", NULL }, { "key-sacrifice", NULL },
    { "key-king-move", NULL }, { "key-promotion", NULL }, { "self-block", NULL },
    { "pin-mate", NULL }, { "battery-mate", NULL }, { "cross-check", NULL },
};

static int find(const char *name)
{
    for (size_t i = 0; name && i < sizeof names / sizeof *names; i++)
        if (strcmp(names[i].name, name) == 0)
            return (int)i;
    return -1;
}

bool theme_name_known(const char *name)
{
    return find(name) >= 0;
}

bool theme_is_named(const char *name)
{
    int i = find(name);
    return i >= 0 && names[i].title;
}

const char *theme_title(const char *name)
{
    int i = find(name);
    return i >= 0 && names[i].title ? names[i].title : name ? name : "?";
}
