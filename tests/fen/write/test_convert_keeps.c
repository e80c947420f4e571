/* test_convert_keeps.c - `chiave convert` keeps what a problem carries (issue
 * 22): its id, title, authors, source, comment lines (EPD '#' lines, Popeye
 * remarks, YAML comments), every EPD operation (a key included) and its
 * twins, through every pair of formats; what a format cannot hold goes where
 * fen/README.md says ("What each format holds"). Run from tests/. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <check.h>
#include <stdio.h>
#include <string.h>
#include "fen/input.h"
#include "fen/write/write.h"
#include "tests/test_helpers.h"

static const char *const NAMES[4] = { [OUT_FEN] = "fen", [OUT_EPD] = "epd", [OUT_POPEYE] = "popeye",
                                      [OUT_YAML] = "yaml" };

static InputFormat input_of(OutputFormat f)
{
    return f == OUT_POPEYE ? INPUT_POPEYE : f == OUT_YAML ? INPUT_YAML : INPUT_FEN;
}

/* The problems of r written in fmt, read back. */
static ReadAll *through(const ReadAll *r, OutputFormat fmt)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    Writer *w = writer_new(fmt, out);
    for (int i = 0; i < r->n; i++) {
        ck_assert_msg(!r->err[i][0], "%s", r->err[i]);
        ck_assert_int_eq(writer_add(w, r->line[i], &r->p[i]), 0);
    }
    ck_assert_int_eq(writer_finish(w), 0);
    fclose(out);
    ReadAll *back = read_string(text, "back", input_of(fmt));
    free(text);
    return back;
}

static bool has(const char *hay, const char *needle)
{
    return hay && strstr(hay, needle);
}

/* Whether the words w (a title, say) are in p: in their field, or, where
 * the format has none (FEN, EPD), among the comment lines. */
static bool holds(const Problem *p, const char *field, const char *w)
{
    return has(field, w) || has(p->comment, w);
}

/* An EPD problem with every kind of word, and a Popeye problem with twins. */
static const char *const EPD = "# Mate in two, a miniature\n# second comment line\n"
                               "1Q6/8/8/8/8/k2K4/8/8 w - -; id \"p307\"; key \"Kc3\"; c0 \"a c0 comment\"; bm Kc3;\n";
static const char *const POPEYE = "beginproblem\ntitle Twins of 307\nauthor Polgar, Laszlo\nauthor Someone Else\n"
                                  "origin Chess: 5334 Problems\nremark id: t307\nremark epd: key \"Kc3\";\n"
                                  "remark a remark of the composer\nstipulation #2\npieces white Kd3 Qb8 black Ka3\n"
                                  "twin move d3 c3\nendproblem\n";

START_TEST(every_pair_of_formats)
{
    for (int from = 0; from < 4; from++)
        for (int to = 0; to < 4; to++)
            for (int src = 0; src < 2; src++) {
                ReadAll *r = src ? read_string(POPEYE, "t.inp", INPUT_POPEYE) : read_string(EPD, "t.epd", INPUT_FEN);
                ReadAll *mid = through(r, (OutputFormat)from), *back = through(mid, (OutputFormat)to);
                char what[64];
                snprintf(what, sizeof what, "%s -> %s -> %s", src ? "popeye" : "epd", NAMES[from], NAMES[to]);
                ck_assert_msg(back->n == r->n, "%s: %d positions of %d", what, back->n, r->n);
                for (int i = 0; i < r->n; i++) {
                    const Problem *a = &r->p[i], *b = &back->p[i];
                    ck_assert_msg(!back->err[i][0], "%s: %s", what, back->err[i]);
                    ck_assert_msg(!memcmp(a->pos.board, b->pos.board, sizeof a->pos.board), "%s: position", what);
                    ck_assert_msg(b->id && !strcmp(b->id, a->id), "%s: id %s", what, b->id ? b->id : "(none)");
                    ck_assert_msg(b->ops && !strcmp(b->ops, a->ops), "%s: operations '%s', not '%s'", what,
                                  b->ops ? b->ops : "(none)", a->ops);
                    /* Every comment line, and the words, where the format can hold them. */
                    for (const char *c = a->comment; c && *c;) {
                        size_t n = strcspn(c, "\n");
                        char line[128];
                        snprintf(line, sizeof line, "%.*s", (int)n, c);
                        ck_assert_msg(has(b->comment, line), "%s: comment line '%s' lost: '%s'", what, line,
                                      b->comment ? b->comment : "");
                        c += n + (c[n] == '\n');
                    }
                    if (a->title)
                        ck_assert_msg(holds(b, b->title, a->title), "%s: title lost", what);
                    if (a->authors)
                        ck_assert_msg(holds(b, b->authors, "Someone Else"), "%s: authors lost", what);
                    if (a->source)
                        ck_assert_msg(holds(b, b->source, a->source), "%s: source lost", what);
                    /* Twins stay twins where the format has them. */
                    bool twins_kept = from >= OUT_POPEYE && to >= OUT_POPEYE;
                    if (a->twin && twins_kept)
                        ck_assert_msg(b->twin && !strcmp(b->twin, a->twin) && !strcmp(b->twinning, a->twinning),
                                      "%s: twin %s lost", what, a->twin);
                    if (a->twin && !twins_kept) /* each twin a line, named in a comment */
                        ck_assert_msg(has(b->comment, a->twinning), "%s: twin %s not named", what, a->twin);
                }
                read_all_free(back);
                read_all_free(mid);
                read_all_free(r);
            }
}
END_TEST

/* Written once, a format's text holds the words in its own way. */
START_TEST(the_words_as_each_format_writes_them)
{
    ReadAll *r = read_string(EPD, "t.epd", INPUT_FEN);
    char *text = NULL;
    size_t len = 0;
    static const char *const want[4] = {
        [OUT_FEN] = "# Mate in two, a miniature\n# second comment line\n# id: p307\n"
                    "# epd: key \"Kc3\"; c0 \"a c0 comment\"; bm Kc3;\n1Q6/8/8/8/8/k2K4/8/8 w - - 0 1\n",
        [OUT_EPD] = "# Mate in two, a miniature\n# second comment line\n"
                    "1Q6/8/8/8/8/k2K4/8/8 w - -; id \"p307\"; key \"Kc3\"; c0 \"a c0 comment\"; bm Kc3;\n",
        [OUT_POPEYE] = "beginproblem\nremark id: p307\nremark epd: key \"Kc3\"; c0 \"a c0 comment\"; bm Kc3;\n"
                       "remark Mate in two, a miniature\nremark second comment line\nstipulation #2\n"
                       "pieces white Kd3 Qb8 black Ka3\noption Try SetPlay Variation\nendproblem\n",
        [OUT_YAML] = "---\nid: p307\nepd: key \"Kc3\"; c0 \"a c0 comment\"; bm Kc3;\nalgebraic:\n"
                     "  white: [Kd3, Qb8]\n  black: [Ka3]\nstipulation: '#2'\n"
                     "comments: ['Mate in two, a miniature', second comment line]\n",
    };
    for (int f = 0; f < 4; f++) {
        FILE *out = open_memstream(&text, &len);
        Writer *w = writer_new((OutputFormat)f, out);
        ck_assert_int_eq(writer_add(w, r->line[0], &r->p[0]), 0);
        ck_assert_int_eq(writer_finish(w), 0);
        fclose(out);
        ck_assert_str_eq(text, want[f]);
        free(text);
    }
    read_all_free(r);
}
END_TEST

Suite *convert_keeps_suite(void)
{
    Suite *s = suite_create("convert_keeps");
    TCase *tc = tcase_create("keeps");
    tcase_add_test(tc, every_pair_of_formats);
    tcase_add_test(tc, the_words_as_each_format_writes_them);
    suite_add_tcase(s, tc);
    return s;
}
