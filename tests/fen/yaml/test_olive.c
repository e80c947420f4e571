/* test_olive.c - the Olive/YACPDB YAML reader: entries in documents and in
 * lists, the men, stipulation, options and twins in Popeye's English words
 * (the same positions as the Popeye reader gives), the entry's own words,
 * what is not an orthodox #2, a document that is no YAML, detection. The
 * FENs are worked out by hand (the twins are test_popeye.c's). Run from
 * tests/. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fmemopen, fopencookie */
#endif
#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "fen/input.h"
#include "fen/yaml/olive.h"
#include "tests/test_helpers.h"


static ReadAll *yaml(const char *text)
{
    return read_string(text, "t.yaml", INPUT_YAML);
}

/* An Olive file: its twins give the positions Popeye's twins give. */
START_TEST(olive_twins)
{
    static const struct { const char *twin, *twinning, *fen, *err; } want[] = {
        { "a", "diagram", "8/8/3r4/5k1N/5N2/8/4Q3/6RK w - -", "" },
        { "b", "move e2 e1", "8/8/3r4/5k1N/5N2/8/8/4Q1RK w - -", "" },
        { "c", "exchange e2 g1", "8/8/3r4/5k1N/5N2/8/4R3/6QK w - -", "" },
        { "d", "remove d6", "8/8/8/5k1N/5N2/8/4Q3/6RK w - -", "" },
        { "e", "add black Pe7", "8/4p3/3r4/5k1N/5N2/8/4Q3/6RK w - -", "" },
        { "f", "substitute S B", "8/8/3r4/5k1B/5B2/8/4Q3/6RK w - -", "" },
        { "g", "rotate 90", "3N3K/7R/3kN3/6Q1/2r5/8/8/8 w - -", "" },
        { "h", "mirror a1<-->h8", "8/8/8/2r5/6Q1/3kN3/7R/3N3K w - -", "" },
        { "i", "shift h1 g1", "8/8/2r5/4k1N1/4N3/8/3Q4/5RK1 w - -", "" },
        { "j", "polishtype", "8/8/3R4/5K1n/5n2/8/4q3/6rk w - -", "" },
        { "k", "stipulation #2", "8/8/3r4/5k1N/5N2/8/4Q3/6RK w - -", "" },
        { "l", "continued move d6 d8", "3r4/8/8/5k1N/5N2/8/4Q3/6RK w - -", "" },
        { "m", "condition Circe", "8/8/3r4/5k1N/5N2/8/4Q3/6RK w - -",
          "twins.olv:23: condition Circe: chiave solves orthodox #2 only" },
        { "n", "", "", "twins.olv:24: move: no man on a1" },
        { "o", "", "", "twins.olv:25: continued: the twin before could not be read" },
    };
    ReadAll *r = read_path("data/olive/twins.olv");
    int n = (int)(sizeof want / sizeof *want);
    ck_assert_int_eq(r->n, n + 3);
    for (int i = 0; i < n; i++) {
        const Problem *p = &r->p[i];
        ck_assert_str_eq(p->twin, want[i].twin);
        ck_assert_str_eq(p->twinning, want[i].twinning);
        ck_assert_str_eq(p->twin_of, "twins.olv:2");
        ck_assert_str_eq(p->fen, want[i].fen);
        ck_assert_str_eq(r->err[i], want[i].err);
        ck_assert_str_eq(p->authors, "Hand, Written; Second, Author");
        ck_assert_str_eq(p->source, "chiave tests, 2024, 1st Prize");
        ck_assert(p->asks.tries && p->asks.set_play && p->asks.variations);
    }
    /* The second entry: twins from a zero position, not solved itself. */
    static const char *const zero[] = { "2Q5/8/8/8/8/k2K4/8/8 w - -", "1Q6/8/8/8/8/k1K5/8/8 w - -",
                                        "8/1Q6/8/8/8/k1K5/8/8 w - -" };
    for (int i = 0; i < 3; i++) {
        read_ok(r, n + i, zero[i]);
        ck_assert_str_eq(r->p[n + i].twin_zero, POLGAR_307);
    }
    ck_assert_str_eq(r->p[n + 2].twinning, "continued move b8 b7");
    read_all_free(r);
}
END_TEST

/* YACPDB: a list of entries, the source as a mapping, the award, options. */
START_TEST(yacpdb_entries)
{
    ReadAll *r = read_path("data/olive/yacpdb.yaml");
    ck_assert_int_eq(r->n, 10);
    read_ok(r, 0, POLGAR_307);
    ck_assert_str_eq(r->p[0].authors, "Hand, Written");
    ck_assert_str_eq(r->p[0].source, "Die Schwalbe 12, 7100, 1962-05, 2nd Prize");
    ck_assert_int_eq(r->p[0].asks.refutations, 2);
    ck_assert_ptr_null(r->p[0].twin);
    ck_assert_int_eq(r->line[0], 2);
    read_ok(r, 1, "r3k2r/8/8/8/8/8/8/R2QK2R w Q -");  /* NoCastling h1e8 */
    read_ok(r, 2, "4q1r1/8/8/8/8/1K6/8/kQ6 b - -");   /* HalfDuplex */
    read_bad(r, 3, "yacpdb.yaml:35: fairy piece grasshopper on b8: chiave solves orthodox #2 only");
    read_bad(r, 4, "yacpdb.yaml:41: stipulation h#2: chiave solves orthodox #2 only");
    read_bad(r, 5, "yacpdb.yaml:45: stipulation missing (write it quoted: stipulation: \"#2\")");
    read_bad(r, 6, "yacpdb.yaml:50: condition AntiCirce: chiave solves orthodox #2 only");
    read_bad(r, 7, "yacpdb.yaml:52: algebraic: 'Xq8' is not a man like Ke1");
    read_bad(r, 8, "yacpdb.yaml:55: algebraic: missing (the men: {white: [Ke1, ...], black: [...]})");
    read_bad(r, 9, "yacpdb.yaml:58: algebraic: 'pink' is not white, black or neutral");
    read_all_free(r);
}
END_TEST

/* A field of the wrong type is named so, not missing: a stipulation as a
 * list, the men as a text (they said "stipulation missing", "algebraic:
 * missing"), each at its own line. */
START_TEST(wrong_types_are_not_missing)
{
    ReadAll *r = yaml("- algebraic: {white: [Kd3, Qb8], black: [Ka3]}\n  stipulation: [1, 2]\n"
                      "- stipulation: '#2'\n  algebraic: Kd3\n");
    ck_assert_int_eq(r->n, 2);
    read_bad(r, 0, "t.yaml:2: stipulation: not a text (write it quoted: stipulation: \"#2\")");
    read_bad(r, 1, "t.yaml:4: algebraic: not a mapping (the men: {white: [Ke1, ...], black: [...]})");
    read_all_free(r);
}
END_TEST

/* The words of an entry (authors, source, title...) of the wrong type are
 * dropped with a warning naming line and field, what is there and what is
 * expected; they were ignored without a word. The position is still read
 * and solved: the words are no part of it (fen/README.md). */
START_TEST(wrong_types_of_words_warned)
{
    ReadAll *r = yaml("authors:\n  - {name: Loyd}\n  - Sam Loyd\nsource: [Die Schwalbe, 1962]\n"
                      "algebraic: {white: [Kd3, Qb8], black: [Ka3]}\nstipulation: '#2'\n"
                      "---\nauthors: {Loyd: Sam}\ntitle: [a, b]\n"
                      "source: {name: [a, b], issue: '12', date: {year: [1962]}}\n"
                      "algebraic: {white: [Kd3, Qb8], black: [Ka3]}\nstipulation: '#2'\n");
    ck_assert_int_eq(r->n, 2);
    read_ok(r, 0, POLGAR_307);
    ck_assert_str_eq(r->p[0].authors, "Sam Loyd");
    ck_assert_ptr_null(r->p[0].source);
    ck_assert_str_eq(r->p[0].warnings, "authors: a mapping, not a name (authors: [\"Loyd, Samuel\", ...]): "
                                       "ignored; line 4: source: a list, not a text or a mapping ({name: ..., "
                                       "issue: ..., date: ...}): ignored");
    ck_assert_int_eq(r->p[0].warn_line, 2);
    read_ok(r, 1, POLGAR_307);
    ck_assert_ptr_null(r->p[1].authors);
    ck_assert_str_eq(r->p[1].source, "12");
    ck_assert_str_eq(r->p[1].warnings, "title: a list, not a text: ignored; line 8: authors: a mapping, not a "
                                       "name (authors: [\"Loyd, Samuel\", ...]): ignored; line 10: source: name: "
                                       "a list, not a text: ignored; line 10: source: date: year: a list, not a number: "
                                       "ignored");
    ck_assert_int_eq(r->p[1].warn_line, 9);
    read_all_free(r);
}
END_TEST

START_TEST(entry_words)
{
    ReadAll *r = yaml("id: p-1\ntitle: A title\nauthors: One Author\nsource: Somewhere\n"
                      "algebraic: {white: [Kd3, 'Royal Qb8'], black: [Ka3]}\nstipulation: '#2'\n"
                      "---\nid: 17\nalgebraic: {white: [Kd3, Qb8], black: [Ka3], neutral: [Pe4]}\n"
                      "stipulation: '# 2'\ntwins: {b: Rotate 180}\n"
                      "---\nalgebraic: {white: [Kd3, Qb8], black: [Ka3]}\nstipulation: '#2'\n"
                      "twins: {b: Move d3 c3, b1: Rotate 90}\n"
                      "---\nalgebraic: {white: [Kd3, Qb8], black: [Ka3]}\nstipulation: '#2'\n"
                      "twins: {b: Move d3 c3 Frobnicate}\n"
                      "---\nalgebraic: {white: [Kd3, Qb8], black: [Ka3]}\nstipulation: '#2'\n"
                      "options: [MoveNumbers, Defence x]\n"
                      "---\njust a scalar\n");
    ck_assert_int_eq(r->n, 8);
    read_bad(r, 0, "t.yaml:5: Royal piece on b8: chiave solves orthodox #2 only");
    ck_assert_str_eq(r->p[0].id, "p-1");
    ck_assert_str_eq(r->p[0].title, "A title");
    ck_assert_str_eq(r->p[0].authors, "One Author");
    ck_assert_str_eq(r->p[0].source, "Somewhere");
    /* Twins of an entry with an id: twin_of is the id; a neutral man in every twin. */
    read_bad(r, 1, "t.yaml:9: neutral piece on e4: chiave solves orthodox #2 only");
    ck_assert_str_eq(r->p[1].twin, "a");
    ck_assert_str_eq(r->p[1].twin_of, "17");
    ck_assert_str_eq(r->p[1].id, "17");
    read_bad(r, 2, "t.yaml:9: neutral piece on d5: chiave solves orthodox #2 only"); /* rotated */
    read_bad(r, 3, "t.yaml:15: twins: 'b1' is no twin label (a, b, ... z, z1, ...) with its twinning");
    read_ok(r, 4, POLGAR_307);
    read_bad(r, 5, "t.yaml:19: twins: 'Frobnicate' is no twinning");
    read_bad(r, 6, "t.yaml:23: option Defence: a number from 1 to 1000 expected, not 'x'");
    /* A lone scalar is no entry: an error record too. */
    read_bad(r, 7, "t.yaml:25: an entry is a mapping (algebraic:, stipulation:, ...)");
    ck_assert_int_eq(r->rc, 0);
    read_all_free(r);
}
END_TEST

/* A document that is no YAML is one error record; the others are read. */
START_TEST(broken_documents)
{
    ReadAll *r = read_path("data/olive/broken.yaml");
    ck_assert_int_eq(r->n, 3);
    read_ok(r, 0, POLGAR_307);
    read_bad(r, 1, "broken.yaml:6: not YAML: did not find expected ',' or ']' while parsing a flow sequence");
    read_ok(r, 2, "1Q6/8/8/8/8/k1K5/8/8 w - -");
    ck_assert_str_eq(r->p[2].title, "After the broken one");
    ck_assert_int_eq(r->line[2], 8);
    read_all_free(r);
    /* Not UTF-8; nothing but comments and directives; nothing at all. */
    r = yaml("algebraic: {white: [Kd3, Qb8], black: [Ka3]}\nauthors: [M\xfcller]\nstipulation: '#2'\n");
    ck_assert_int_eq(r->n, 1);
    ck_assert_msg(strstr(r->err[0], "t.yaml:2: not YAML: invalid") != NULL, "%s", r->err[0]);
    read_all_free(r);
    r = yaml("%YAML 1.1\n# nothing\n---\n...\n");
    ck_assert_int_eq(r->n, 0);
    read_all_free(r);
    r = yaml("");
    ck_assert_int_eq(r->n, 0);
    read_all_free(r);
}
END_TEST

/* A stream of a document far too large: "k: v" lines of 60000 bytes, n of
 * them, then a second document with Polgar 307. */
typedef struct {
    long lines, left;
    const char *tail;
    size_t pos;
} Huge;

static ssize_t huge_read(void *cookie, char *buf, size_t size)
{
    Huge *h = cookie;
    size_t n = 0;
    while (n < size && h->lines > 0) {
        if (h->left == 0)
            h->left = 60000;
        buf[n++] = h->left == 60000 ? 'k' : h->left == 59999 ? ':' : h->left == 1 ? '\n' : 'v';
        if (--h->left == 0)
            h->lines--;
    }
    while (n < size && h->tail[h->pos])
        buf[n++] = h->tail[h->pos++];
    return (ssize_t)n;
}

/* A line longer than FEN_LINE_MAX makes its document an error record; a
 * document longer than OLIVE_DOC_MAX too; memory stays bounded and the next
 * document is read. */
START_TEST(long_lines_and_documents)
{
    static char text[70100];
    int n = snprintf(text, sizeof text, "title: x\nauthors: [");
    memset(text + n, 'a', 70000);
    snprintf(text + n + 70000, sizeof text - (size_t)n - 70000,
             "]\n---\nalgebraic: {white: [Kd3, Qb8], black: [Ka3]}\nstipulation: '#2'\n");
    ReadAll *r = yaml(text);
    ck_assert_int_eq(r->n, 2);
    read_bad(r, 0, "t.yaml:2: line longer than 65536 bytes");
    read_ok(r, 1, POLGAR_307);
    ck_assert_int_eq(r->line[1], 4);
    read_all_free(r);

    long lines = OLIVE_DOC_MAX / 60000 + 2;
    Huge h = { lines, 0, "---\nalgebraic: {white: [Kd3, Qb8], black: [Ka3]}\nstipulation: '#2'\n", 0 };
    FILE *f = fopencookie(&h, "r", (cookie_io_functions_t){ .read = huge_read });
    ck_assert_ptr_nonnull(f);
    r = calloc(1, sizeof *r);
    ck_assert_ptr_nonnull(r);
    ck_assert_int_eq(olive_read_collection(f, "big.yaml", read_all_cb, r), 0);
    fclose(f);
    ck_assert_int_eq(r->n, 2);
    char want[128];
    snprintf(want, sizeof want, "big.yaml:1: document longer than %d bytes", OLIVE_DOC_MAX);
    read_bad(r, 0, want);
    read_ok(r, 1, POLGAR_307);
    ck_assert_int_eq(r->line[1], lines + 2);
    read_all_free(r);
}
END_TEST

/* More twins than the 128 read before, every one read in its order: a
 * problem may have as many twins as its document holds. */
enum { MANY_TWINS = 300 }; /* b ... z, then z1 ... z275 */
static const char MANY_FILES[] = "cdegh"; /* twin i: move b8 to this file's 8th square (no check) */

static void many_label(int i, char *label, size_t n)
{
    if (i < 25)
        snprintf(label, n, "%c", 'b' + i);
    else
        snprintf(label, n, "z%d", i - 24);
}

/* Checks each position as it comes: the diagram (a), then twin i - 1. */
static int many_twins_cb(void *ctx, long lineno, Problem *p, const char *err)
{
    (void)lineno;
    int *n = ctx, i = (*n)++ - 1;
    ck_assert_msg(!err, "position %d: %s", i + 1, err);
    char label[16] = "a", fen[64] = POLGAR_307, before[2] = "", after[2] = "";
    if (i >= 0) {
        many_label(i, label, sizeof label);
        int file = MANY_FILES[i % 5] - 'a';
        if (file > 0)
            before[0] = (char)('0' + file);
        if (file < 7)
            after[0] = (char)('0' + 7 - file);
        snprintf(fen, sizeof fen, "%sQ%s/8/8/8/8/k2K4/8/8 w - -", before, after);
    }
    ck_assert_str_eq(p->twin, label);
    ck_assert_str_eq(p->fen, fen);
    return 0;
}

START_TEST(many_twins)
{
    size_t cap = 32 * MANY_TWINS + 128, len;
    char *text = malloc(cap);
    ck_assert_ptr_nonnull(text);
    len = (size_t)snprintf(text, cap, "algebraic: {white: [Kd3, Qb8], black: [Ka3]}\nstipulation: '#2'\ntwins:\n");
    for (int i = 0; i < MANY_TWINS; i++) {
        char label[16];
        many_label(i, label, sizeof label);
        len += (size_t)snprintf(text + len, cap - len, "  %s: move b8 %c8\n", label, MANY_FILES[i % 5]);
    }
    FILE *f = fmemopen(text, len, "r");
    ck_assert_ptr_nonnull(f);
    int n = 0;
    ck_assert_int_eq(olive_read_collection(f, "many.yaml", many_twins_cb, &n), 0);
    fclose(f);
    ck_assert_int_eq(n, MANY_TWINS + 1);
    free(text);
}
END_TEST

/* Lists are read whole: 70 authors all named, a condition after 64 options
 * still refused (the first 64 items alone were read before, the rest dropped
 * without a word). */
START_TEST(long_lists)
{
    size_t cap = 4096, len;
    char *text = malloc(cap);
    ck_assert_ptr_nonnull(text);
    len = (size_t)snprintf(text, cap, "algebraic: {white: [Kd3, Qb8], black: [Ka3]}\nstipulation: '#2'\nauthors: [");
    for (int i = 0; i < 70; i++)
        len += (size_t)snprintf(text + len, cap - len, "%sA%d", i ? ", " : "", i);
    snprintf(text + len, cap - len, "]\n");
    ReadAll *r = yaml(text);
    ck_assert_int_eq(r->n, 1);
    read_ok(r, 0, POLGAR_307);
    ck_assert(strncmp(r->p[0].authors, "A0; A1; A2;", 11) == 0);
    ck_assert_ptr_nonnull(strstr(r->p[0].authors, "; A64; A65; A66; A67; A68; A69"));
    read_all_free(r);

    len = (size_t)snprintf(text, cap, "algebraic: {white: [Kd3, Qb8], black: [Ka3]}\nstipulation: '#2'\noptions: [");
    for (int i = 0; i < 64; i++)
        len += (size_t)snprintf(text + len, cap - len, "SetPlay, ");
    snprintf(text + len, cap - len, "Circe]\n");
    r = yaml(text);
    ck_assert_int_eq(r->n, 1);
    read_bad(r, 0, "t.yaml:3: condition Circe: chiave solves orthodox #2 only");
    read_all_free(r);
    free(text);
}
END_TEST

START_TEST(read_error_and_detection)
{
    FILE *f = failing_stream("");
    ReadAll *r = calloc(1, sizeof *r);
    ck_assert_int_eq(olive_read_collection(f, "t", read_all_cb, r), -1);
    ck_assert_int_eq(errno, EIO);
    fclose(f);
    read_all_free(r);

    static const struct { const char *path, *head; int yaml; } cases[] = {
        { "x.olv", "", 1 },
        { "x.YAML", "", 1 },
        { "x.yml", "", 1 },
        { NULL, "---\n", 1 },
        { NULL, "# a comment\n\n--- {algebraic: {}}\n", 1 },
        { NULL, "%YAML 1.1\n", 1 },
        { NULL, "algebraic:\n", 1 },
        { NULL, "- authors: [x]\n", 1 },
        { NULL, "stipulation: '#2'\n", 1 },
        { NULL, "1Q6/8/8/8/8/k2K4/8/8 w - -\n", 0 },
        { NULL, "beginproblem\n", 0 },
        { NULL, "-- x\n", 0 },
        { NULL, "", 0 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const char *h = cases[i].head;
        ck_assert_msg(olive_detect(cases[i].path, h, strlen(h)) == cases[i].yaml, "case %zu", i);
        ck_assert_msg((input_detect(cases[i].path, h, strlen(h)) == INPUT_YAML) == cases[i].yaml, "case %zu", i);
    }
}
END_TEST

Suite *olive_suite(void)
{
    Suite *s = suite_create("olive");
    TCase *tc = tcase_create("read");
    tcase_add_test(tc, olive_twins);
    tcase_add_test(tc, yacpdb_entries);
    tcase_add_test(tc, wrong_types_are_not_missing);
tcase_add_test(tc, wrong_types_of_words_warned);
    tcase_add_test(tc, entry_words);
    tcase_add_test(tc, broken_documents);
    tcase_add_test(tc, long_lines_and_documents);
    tcase_add_test(tc, many_twins);
    tcase_add_test(tc, long_lists);
    tcase_add_test(tc, read_error_and_detection);
    /* A liveness bound, not a speed test: a document of OLIVE_DOC_MAX bytes
     * read under ASan on a loaded machine takes seconds. */
    tcase_set_timeout(tc, 60);
    suite_add_tcase(s, tc);
    return s;
}
