/* themes.c - `chiave themes [--lang L] [NAME]`: every theme of the table
 * (themes/theme_list.h), or the one named, with the name a reader uses, its
 * definition and its source, in the report's language, for a composer to look
 * a name up. */
#include <stdlib.h>
#include <string.h>

#include "solver/cli/commands.h"
#include "solver/cli/defaults.h"
#include "solver/cli/options.h"
#include "solver/io/msg_prefix.h"
#include "solver/io/std_streams.h"
#include "solver/report/theme_words.h"
#include "solver/report/tr.h"
#include "themes/theme_table.h"

#define THEMES_USAGE "usage: chiave themes [--lang it|de|fr|en] [NAME]\n"
enum { WIDTH = 100, NAME_COLUMN = 20 };

/* Columns a UTF-8 text takes (one a character). */
static size_t columns(const char *s, size_t n)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i++)
        c += ((unsigned char)s[i] & 0xC0) != 0x80;
    return c;
}

/* Writes text from column *col on, breaking at spaces so that no line passes
 * WIDTH; a new line starts at NAME_COLUMN (a hanging indent). */
static void put_wrapped(FILE *out, const char *text, size_t *col)
{
    for (const char *p = text; *p;) {
        size_t n = strcspn(p, " "), w = columns(p, n);
        if (*col > NAME_COLUMN && *col + 1 + w > WIDTH) {
            fprintf(out, "\n%*s", NAME_COLUMN, "");
            *col = NAME_COLUMN;
        } else if (*col > NAME_COLUMN) {
            fputc(' ', out);
            (*col)++;
        }
        fwrite(p, 1, n, out);
        *col += w;
        p += n;
        p += strspn(p, " ");
    }
}

/* One theme: its name padded to NAME_COLUMN, the name a reader of lang calls
 * it (when that is not the name itself), its definition, then its source. */
static void put_theme(FILE *out, const ThemeInfo *t, Lang lang)
{
    if (strlen(t->name) < NAME_COLUMN - 1)
        fprintf(out, "%-*s", NAME_COLUMN, t->name);
    else /* no name is that long today; the text keeps its column */
        fprintf(out, "%s\n%*s", t->name, NAME_COLUMN, "");
    size_t col = NAME_COLUMN;
    const char *display = theme_words_in_context(t->name, lang); /* "threat": a threat problem */
    if (!display)
        display = tr(lang, t->title ? t->title : t->name);
    char head[256];
    if (strcmp(display, t->name) != 0) {
        /* TRANSLATORS: `chiave themes`: the name a reader uses, then the definition. */
        snprintf(head, sizeof head, tr(lang, "%s:"), display);
        put_wrapped(out, head, &col);
    }
    put_wrapped(out, tr(lang, t->definition), &col);
    fprintf(out, "\n%*s", NAME_COLUMN, "");
    col = NAME_COLUMN;
    char source[512];
    /* TRANSLATORS: `chiave themes`: where a theme's definition comes from. */
    snprintf(source, sizeof source, tr(lang, "Source: %s."), tr(lang, t->source));
    put_wrapped(out, source, &col);
    fputc('\n', out);
}

/* Every theme (id THEME_NONE), or the one id, under the heading of its scope:
 * the themes of one key, then those across phases, each heading once and each
 * group in table order (the table mixes the scopes: self-block and pin-mate sit
 * between the key's themes, beside battery-mate). */
static void put_themes(FILE *out, ThemeId only, Lang lang)
{
    static const ThemeScope scopes[] = { THEME_SCOPE_KEY, THEME_SCOPE_PHASES };
    bool any = false;
    for (size_t k = 0; k < sizeof scopes / sizeof *scopes; k++) {
        bool headed = false;
        for (int i = 0; i < THEME_COUNT; i++) {
            const ThemeInfo *t = theme_info((ThemeId)i);
            if ((only != THEME_NONE && i != (int)only) || t->scope != scopes[k])
                continue;
            if (!headed) {
                fprintf(out, "%s%s\n", any ? "\n" : "",
                        scopes[k] == THEME_SCOPE_KEY ? tr(lang, "Themes of one key:")
                                                     : tr(lang, "Themes across phases (set play, tries, keys):"));
                headed = any = true;
            }
            put_theme(out, t, lang);
        }
    }
}

enum { OPT_LANG = OPT_OWN, OPT_HELP };
static const OptRow THEMES_ROWS[] = {
    { "lang", 0, "L", "the language (it, de, fr, en) of the names, definitions and\n"
                      "sources; by default the text report's (see solve --help)", OPT_LANG },
    { "help", 'h', NULL, "this help", OPT_HELP },
    { NULL, 0, NULL, NULL, 0 },
};
static const OptGroup THEMES_OPTIONS[] = { { "options:", THEMES_ROWS, NULL }, { NULL, NULL, NULL } };

static bool apply_themes(void *ctx, int id, const char *val, const char *name, char *err, size_t errlen)
{
    CliOptions *o = ctx;
    (void)name;
    if (id == OPT_HELP) {
        o->help = true;
        return true;
    }
    return options_set("--lang", val, o, err, errlen);
}

int cmd_themes(int nargs, char **args)
{
    CliOptions o;
    options_init(&o);
    char err[2048];
    char **names = calloc((size_t)nargs + 1, sizeof *names);
    if (!names) {
        fprintf(stderr, "%s: out of memory\n", msg_prefix());
        return 2;
    }
    int n = opt_parse_words("themes", THEMES_OPTIONS, nargs, args, apply_themes, &o, names, err, sizeof err);
    const char *name = n == 1 ? names[0] : NULL;
    free(names);
    if (n >= 0 && o.help) {
        fputs(THEMES_USAGE "every theme chiave reports (or the one NAME), with its definition and source\n",
              stdout);
        opt_help(stdout, THEMES_OPTIONS);
        return std_out_status(0);
    }
    if (n > 1)
        snprintf(err, sizeof err, "one NAME at most"), n = -1;
    if (n < 0) {
        fprintf(stderr, "chiave themes: %s\n" THEMES_USAGE, err);
        return 2;
    }
    if (name && !theme_check_name(name, err, sizeof err)) {
        fprintf(stderr, "chiave themes: %s\n", err);
        return 2;
    }
    if (!defaults_apply(&o, err, sizeof err)) { /* the language as the text report's */
        fprintf(stderr, "%s: %s\n", msg_prefix(), err);
        return 2;
    }
    put_themes(stdout, name ? theme_find(name) : THEME_NONE, o.lang);
    return std_out_status(0);
}
