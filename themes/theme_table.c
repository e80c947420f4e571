/* theme_table.c - the rows of themes/theme_list.h as an array indexed by ThemeId. */
#include <string.h>
#include "themes/theme_table.h"
#include "themes/theme_key.h"
#include "themes/theme_named.h"
#include "themes/theme_play.h"
#include "themes/phases.h"

/* The words are msgids: the report translates them (xgettext reads the table). */
#define N_(msgid) msgid
#define DETECT_KEY(f) .key = f
#define DETECT_PHASES(f) .phases = f

static const ThemeInfo table[THEME_COUNT] = {
#define X(id, name_, scope_, named_, title_, definition_, source_, detector) \
    [id] = { .name = name_, .scope = THEME_SCOPE_##scope_, .named = named_, .title = title_, \
             .definition = definition_, .source = source_, detector },
#include "themes/theme_list.h"
#undef X
};

const ThemeInfo *theme_info(ThemeId id)
{
    return &table[id];
}

ThemeId theme_find(const char *name)
{
    for (int i = 0; name && i < THEME_COUNT; i++)
        if (strcmp(table[i].name, name) == 0)
            return (ThemeId)i;
    return THEME_NONE;
}

bool theme_name_known(const char *name)
{
    return theme_find(name) != THEME_NONE;
}

bool theme_is_named(const char *name)
{
    ThemeId id = theme_find(name);
    return id != THEME_NONE && table[id].named;
}

const char *theme_title(const char *name)
{
    ThemeId id = theme_find(name);
    return id != THEME_NONE && table[id].title ? table[id].title : name ? name : "?";
}

bool theme_check_name(const char *name, char *err, size_t errlen)
{
    enum { WIDTH = 100, INDENT = 2 };
    if (theme_name_known(name))
        return true;
    int n = snprintf(err, errlen, "'%.40s' is not a theme name; the names:\n%*s", name ? name : "", INDENT, "");
    size_t used = n > 0 && (size_t)n < errlen ? (size_t)n : errlen - 1;
    size_t col = INDENT;
    for (int i = 0; i < THEME_COUNT && used + 1 < errlen; i++) {
        size_t len = strlen(table[i].name) + (i + 1 < THEME_COUNT); /* its comma */
        const char *sep = i == 0 ? "" : col + 1 + len > WIDTH ? "\n  " : " ";
        n = snprintf(err + used, errlen - used, "%s%s%s", sep, table[i].name, i + 1 < THEME_COUNT ? "," : "");
        col = (sep[0] == '\n' ? INDENT : col + strlen(sep)) + len;
        used += n > 0 && (size_t)n < errlen - used ? (size_t)n : errlen - used - 1;
    }
    return false;
}

void theme_glossary(FILE *out)
{
    fputs("# Glossary of themes\n\n"
          "Generated from `themes/theme_list.h` by `make glossary`; do not edit (a unit test\n"
          "checks it). Each theme: its name in the JSON record, what the text report calls it,\n"
          "whether it is said of one key or across phases (set play, tries, keys), its\n"
          "definition and where that comes from (`chiave themes` prints them in each language).\n"
          "Examples: `problems/<name>.fen` shows it, `problems/<name>-miss.fen` narrowly misses\n"
          "it. Each entry's details: `themes/KEY.md` and `themes/PHASES.md`.\n\n"
          "| name | title | scope | definition | source |\n"
          "|---|---|---|---|---|\n", out);
    for (int i = 0; i < THEME_COUNT; i++)
        fprintf(out, "| `%s` | %s | %s | %s | %s |\n", table[i].name,
                table[i].title ? table[i].title : table[i].name,
                table[i].scope == THEME_SCOPE_KEY ? "key" : "phases", table[i].definition, table[i].source);
}
