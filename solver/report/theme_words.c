/* theme_words.c - the English words of the themes SPEC names with code-like
 * identifiers; the other languages have theirs in po/ under the SPEC name. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include "solver/report/theme_words.h"
#include "themes/theme_table.h"

static const struct { const char *name, *words; } WORDS[] = {
    { "threat", "threat problem" }, /* "threat" alone reads as a key's threat */
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
    { "schiffmann", "Schiffmann defences" },
    { "nietvelt", "Nietvelt defences" },
    { "somov", "Somov" },
    { "bristol", "Bristol" },
    { "battery-creation", "battery creation" },
    { "half-battery", "half-battery" },
    { "black-unpin", "black unpins" },
};

/* A theme of the table with no words above (one a helper adds): its name with
 * spaces for hyphens, made once for every row. */
static char spaced[THEME_COUNT][48];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void make_spaced(void)
{
    for (int id = 0; id < THEME_COUNT; id++) {
        snprintf(spaced[id], sizeof spaced[id], "%s", theme_info((ThemeId)id)->name);
        for (char *p = spaced[id]; *p; p++)
            if (*p == '-')
                *p = ' ';
    }
}

/* Names whose English word means another thing elsewhere in the catalogue:
 * the theme "threat" is a threat problem ("lost: threat problem" in economy),
 * not the threat of a key ("Drohung", "minaccia"). */
static const char *const IN_CONTEXT[] = {
    /* TRANSLATORS: the theme "threat" named on its own ("lost: threat problem"
     * in economy, verify --theme): a threat problem. */
    NC_("theme name", "threat"),
};

/* name's words in the catalogue's context ctx when the table of n names holds
 * it and lang is not English (whose words are the names'); NULL otherwise. */
static const char *words_in_table(const char *const *table, size_t n, const char *ctx, const char *name, Lang lang)
{
    for (size_t i = 0; lang != LANG_EN && i < n; i++)
        if (strcmp(table[i], name) == 0)
            return tr_c(lang, ctx, name);
    return NULL;
}

const char *theme_words_in_context(const char *name, Lang lang)
{
    return words_in_table(IN_CONTEXT, sizeof IN_CONTEXT / sizeof *IN_CONTEXT, "theme name", name, lang);
}

const char *theme_words(const char *name, Lang lang)
{
    const char *in_context = theme_words_in_context(name, lang);
    if (in_context)
        return in_context;
    if (lang != LANG_EN) {
        const char *words = tr(lang, name);
        if (strcmp(words, name) != 0)
            return words;
    }
    for (size_t i = 0; i < sizeof WORDS / sizeof *WORDS; i++)
        if (strcmp(WORDS[i].name, name) == 0)
            return WORDS[i].words;
    ThemeId id = theme_find(name);
    if (id == THEME_NONE)
        return name;
    if (theme_info(id)->title) /* what a reader calls it: "Le Grand", "half-pin" */
        return tr(lang, theme_info(id)->title);
    pthread_once(&once, make_spaced);
    return spaced[id];
}

/* Themes whose words are one man's or one mate's ("Selbstblock", "matto di
 * batteria") while the heading of their entry counts several, as English
 * writes them ("self-blocks (3)"): the catalogue's plural in its own context. */
static const char *const HEADINGS[] = {
    /* TRANSLATORS: the heading of a theme's line before its count, "self-blocks
     * (3)": the plural, whatever the count. */
    NC_("theme heading", "self-block"),
    NC_("theme heading", "pin-mate"),
    NC_("theme heading", "battery-mate"),
    NC_("theme heading", "cross-check"),
};

const char *theme_heading(const char *name, Lang lang)
{
    const char *heading = words_in_table(HEADINGS, sizeof HEADINGS / sizeof *HEADINGS, "theme heading", name, lang);
    return heading ? heading : theme_words(name, lang);
}
