/* test_man_sections.c - the manual page documents each command's own options
 * where a reader of that command looks, and only options the command has.
 * test_cli.c's man_page_complete finds every --help word somewhere in chiave.1;
 * that let find's -j and economy's --jobs go unmentioned, since batch's
 * section has both. Here the commands with a --help of their own: each option
 * of it is in a section of chiave.1 that names the command ("Options of
 * economy and repair", its entry under COMMANDS, "Other options"), and each
 * option of such a section is in the --help of a command it names. Run from
 * tests/. */
#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/test_helpers.h"

static const char *const OWN_HELP[] = { "serve", "convert", "economy", "repair",
                                        "diagram", "index", "find", "themes" };
#define NOWN (sizeof OWN_HELP / sizeof *OWN_HELP)

/* Whether the option names in list (" -j --jobs ") hold name. */
static bool listed(const char *list, const char *name)
{
    char w[64];
    snprintf(w, sizeof w, " %.40s ", name);
    return strstr(list, w) != NULL;
}

static void add(char *list, size_t cap, const char *p, size_t len)
{
    char w[48];
    snprintf(w, sizeof w, "%.*s", (int)(len < 40 ? len : 40), p);
    if (len >= 2 && strcmp(w, "--") != 0 && !listed(list, w))
        snprintf(list + strlen(list), cap - strlen(list), "%s ", w);
}

/* The options `chiave cmd --help` names: on its usage lines every -x/--xx
 * after a space or '['; on a line "  -x ..." the name it starts with, one
 * after ", " and one after "(or ". With own, only the command's own part (up
 * to the common usage that some print after it). */
static void help_options(const char *cmd, bool own, char *list, size_t cap)
{
    char line_cmd[64];
    snprintf(line_cmd, sizeof line_cmd, "../chiave %s --help", cmd);
    Run r = run_shell(line_cmd);
    ck_assert_msg(r.status == 0, "%s: exit %d", line_cmd, r.status);
    snprintf(list, cap, " ");
    int usages = 0;
    for (char *line = strtok(r.out, "\n"); line; line = strtok(NULL, "\n")) {
        bool usage = strncmp(line, "usage:", 6) == 0 || strncmp(line, "       ", 7) == 0;
        if (strncmp(line, "usage:", 6) == 0 && ++usages > 1 && own)
            break;
        if (usage) {
            for (const char *p = line; *p; p++)
                if (*p == '-' && (p == line || strchr(" [", p[-1])))
                    add(list, cap, p, strspn(p, "-abcdefghijklmnopqrstuvwxyzV"));
            continue;
        }
        if (strncmp(line, "  -", 3) != 0)
            continue;
        const char *p = line + 2;
        add(list, cap, p, strspn(p, "-abcdefghijklmnopqrstuvwxyz"));
        const char *more = strstr(p, ", -"), *or = strstr(p, "(or -");
        if (more)
            add(list, cap, more + 2, strspn(more + 2, "-abcdefghijklmnopqrstuvwxyz"));
        if (or)
            add(list, cap, or + 4, strspn(or + 4, "-abcdefghijklmnopqrstuvwxyz"));
    }
}

/* Whether a heading or entry title names cmd as a word. */
static bool names(const char *title, size_t len, const char *cmd)
{
    size_t n = strlen(cmd);
    for (const char *p = title; p + n <= title + len; p++)
        if (strncmp(p, cmd, n) == 0 && (p == title || !strchr("abcdefghijklmnopqrstuvwxyz-", p[-1])) &&
            (p + n == title + len || !strchr("abcdefghijklmnopqrstuvwxyz-", p[n])))
            return true;
    return false;
}

/* The roff word at p (\-\-max\-time) written plainly into w (--max-time);
 * returns the end of the word. */
static const char *plain_word(const char *p, char *w, size_t cap)
{
    size_t n = 0;
    for (;;) {
        char c;
        if (strncmp(p, "\\-", 2) == 0)
            c = '-', p += 2;
        else if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z'))
            c = *p++;
        else
            break;
        if (n + 1 < cap)
            w[n++] = c;
    }
    w[n] = '\0';
    return p;
}

/* The option names of the part [from, to) of chiave.1: the words \-x and
 * \-\-xx of each ".TP" entry's first line, written plainly (-x, --xx). */
static void man_options(const char *from, const char *to, char *list, size_t cap)
{
    snprintf(list, cap, " ");
    for (const char *tp = strstr(from, ".TP\n"); tp && tp < to; tp = strstr(tp + 1, ".TP\n")) {
        const char *line = tp + 4, *end = strchr(line, '\n');
        for (const char *p = line; p < end; p++) {
            if (strncmp(p, "\\-", 2) != 0 || (p > line && !strchr(" \"P", p[-1])))
                continue;
            char w[48];
            p = plain_word(p, w, sizeof w) - 1;
            add(list, cap, w, strlen(w));
        }
    }
}

/* Each command's own --help options are in the parts of chiave.1 that name it,
 * and every option of a part that names one of these commands is in the
 * --help of a command it names. */
START_TEST(own_options_in_their_sections)
{
    static char own[NOWN][1024], all[NOWN][4096], documented[NOWN][4096];
    for (size_t c = 0; c < NOWN; c++) {
        help_options(OWN_HELP[c], true, own[c], sizeof own[c]);
        help_options(OWN_HELP[c], false, all[c], sizeof all[c]);
        snprintf(documented[c], sizeof documented[c], " ");
    }
    char *man = test_slurp("../solver/cli/chiave.1", NULL);
    const char *options = strstr(man, ".SH OPTIONS\n"), *commands = strstr(man, ".SH COMMANDS\n");
    ck_assert(options && commands);
    /* The parts: each ".SS" of OPTIONS, and each command's entry of COMMANDS
     * (its ".TP\n.B name" to the next ".TP"). */
    for (const char *ss = strstr(options, ".SS \""); ss; ss = strstr(ss + 1, ".SS \"")) {
        const char *title = ss + 5, *title_end = strchr(title, '"');
        const char *next = strstr(title, "\n.SS "), *sh = strstr(title, "\n.SH ");
        const char *end = next && (!sh || next < sh) ? next : sh;
        char found[4096];
        man_options(title, end, found, sizeof found);
        bool other = strncmp(title, "Other options", 13) == 0, named = false;
        char union_of_helps[NOWN * 4096] = " ";
        for (size_t c = 0; c < NOWN; c++)
            if (other || names(title, (size_t)(title_end - title), OWN_HELP[c])) {
                strncat(documented[c], found + 1, sizeof documented[c] - strlen(documented[c]) - 1);
                strncat(union_of_helps, all[c] + 1, sizeof union_of_helps - strlen(union_of_helps) - 1);
                named |= !other;
            }
        if (!named)
            continue; /* solve's, batch's, ...: test_cli.c */
        for (char *w = strtok(found, " "); w; w = strtok(NULL, " "))
            ck_assert_msg(listed(union_of_helps, w), "chiave.1 \"%.*s\" has %s, which no --help of its commands gives",
                          (int)(title_end - title), title, w);
    }
    for (size_t c = 0; c < NOWN; c++) {
        char entry[64];
        snprintf(entry, sizeof entry, ".TP\n.B %s\n", OWN_HELP[c]);
        const char *e = strstr(commands, entry);
        ck_assert_msg(e && e < options, "chiave.1 has no COMMANDS entry for %s", OWN_HELP[c]);
        const char *after = strstr(e + 1, ".TP\n"), *end = after && after < options ? after : options;
        for (const char *p = strstr(e, "\\-"); p && p < end; p = strstr(p + 1, "\\-")) {
            char w[48];
            plain_word(p, w, sizeof w);
            add(documented[c], sizeof documented[c], w, strlen(w));
        }
        for (char *w = strtok(own[c], " "); w; w = strtok(NULL, " "))
            ck_assert_msg(listed(documented[c], w), "chiave %s --help gives %s, but no part of chiave.1 naming %s has it",
                          OWN_HELP[c], w, OWN_HELP[c]);
    }
    free(man);
}
END_TEST

Suite *man_sections_suite(void)
{
    Suite *s = suite_create("man_sections");
    TCase *tc = tcase_create("man");
    tcase_add_test(tc, own_options_in_their_sections);
    suite_add_tcase(s, tc);
    return s;
}
