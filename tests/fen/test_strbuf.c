/* test_strbuf.c - text built a piece at a time in linear time: the growing
 * buffer (fen/strbuf.c) doubles, and the readers that append (comment lines
 * of a FEN collection, EPD operations, Popeye's author lines) use it. The
 * inputs are large enough that appending with a copy of the whole text each
 * time takes minutes; the test case's timeout is a generous liveness bound,
 * not a performance figure. The size limit of a FEN is enforced before any
 * work, wherever the FEN comes from. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fmemopen */
#endif
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "fen/epd/fen_file.h"
#include "fen/popeye/popeye.h"
#include "fen/strbuf.h"
#include "tests/test_helpers.h"


/* A million appends: about log2 of the length in reallocations, not one each. */
START_TEST(strbuf_doubles)
{
    StrBuf sb = STRBUF_INIT;
    ck_assert_ptr_null(strbuf_take(&sb));
    for (int i = 0; i < 1000000; i++)
        ck_assert_int_eq(strbuf_add_sep(&sb, ";", i % 2 ? "ab" : "c", i % 2 ? 2 : 1), 0);
    ck_assert_uint_eq(sb.len, 1000000 * 2 - 1 + 500000); /* 999,999 separators, 1.5 M letters */
    ck_assert_uint_le(sb.grows, 20);
    ck_assert_uint_eq(strlen(sb.s), sb.len);
    ck_assert(strncmp(sb.s, "c;ab;c;ab", 9) == 0);
    ck_assert_str_eq(sb.s + sb.len - 4, "c;ab");
    unsigned grows = sb.grows;
    char *s = strbuf_take(&sb);
    ck_assert_uint_eq(sb.len, 0);
    ck_assert_uint_eq(sb.grows, 0);
    free(s);
    ck_assert_int_eq(strbuf_add(&sb, "", 0), 0); /* an empty text is "", not NULL */
    ck_assert_str_eq(sb.s, "");
    ck_assert_int_eq(strbuf_add_sep(&sb, ", ", "x", 1), 0); /* still empty: no separator */
    ck_assert_str_eq(sb.s, "x");
    ck_assert_int_eq(strbuf_printf(&sb, " %d%s", 42, "!"), 0);
    ck_assert_str_eq(sb.s, "x 42!");
    for (int i = 0; i < 1000; i++) /* printf grows the buffer as add does */
        ck_assert_int_eq(strbuf_printf(&sb, "%04d", i), 0);
    ck_assert_uint_eq(sb.len, 5 + 4000);
    ck_assert_str_eq(sb.s + sb.len - 8, "09980999");
    strbuf_free(&sb);
    ck_assert_ptr_null(sb.s);
    ck_assert_uint_gt(grows, 10);
}
END_TEST

typedef struct {
    int n;
    char *comment, *authors, *ops;
} Got;

static int keep_first(void *ctx, long lineno, Problem *p, const char *err)
{
    (void)lineno;
    Got *g = ctx;
    ck_assert_msg(!err, "%s", err);
    if (g->n++ == 0) {
        g->comment = p->comment ? strdup(p->comment) : NULL;
        g->authors = p->authors ? strdup(p->authors) : NULL;
        g->ops = p->ops ? strdup(p->ops) : NULL;
    }
    return 0;
}

static void got_free(Got *g)
{
    free(g->comment);
    free(g->authors);
    free(g->ops);
}

static Got read_text(const char *text, size_t len, int (*reader)(FILE *, const char *, ProblemFn, void *))
{
    FILE *f = fmemopen((void *)text, len, "r");
    ck_assert_ptr_nonnull(f);
    Got g = { 0, NULL, NULL, NULL };
    ck_assert_int_eq(reader(f, "t", keep_first, &g), 0);
    fclose(f);
    ck_assert_int_eq(g.n, 1);
    return g;
}

/* Two million comment lines before a problem: all its comment, in order. */
START_TEST(many_comment_lines)
{
    enum { LINES = 2000000 };
    size_t cap = 3 * (size_t)LINES + 64, len = 0;
    char *text = malloc(cap);
    ck_assert_ptr_nonnull(text);
    for (int i = 0; i < LINES; i++) {
        memcpy(text + len, i % 2 ? "#b\n" : "#a\n", 3);
        len += 3;
    }
    len += (size_t)snprintf(text + len, cap - len, "%s\n", POLGAR_307);
    Got g = read_text(text, len, fen_read_collection);
    ck_assert_ptr_nonnull(g.comment);
    ck_assert_uint_eq(strlen(g.comment), 2 * (size_t)LINES - 1);
    ck_assert(strncmp(g.comment, "a\nb\na\n", 6) == 0);
    ck_assert_str_eq(g.comment + 2 * LINES - 4, "a\nb");
    got_free(&g);
    free(text);
}
END_TEST

/* EPD operations: as many as a line holds, kept in order; a FEN longer
 * than a file's line (an 8 MiB "fen" of a request) refused before any work. */
START_TEST(many_operations)
{
    enum { OPS = (FEN_LINE_MAX - 64) / 3 };
    size_t cap = 8u << 20, len;
    char *text = malloc(cap + 1);
    ck_assert_ptr_nonnull(text);
    len = (size_t)snprintf(text, cap, "%s ", POLGAR_307);
    for (int i = 0; i < OPS; i++) {
        memcpy(text + len, i % 2 ? "b; " : "a; ", 3);
        len += 3;
    }
    text[len] = '\0';
    Problem p;
    char err[FEN_MSG];
    ck_assert_msg(fen_parse_line(text, &p, err, sizeof err) == 0, "%s", err);
    ck_assert_uint_eq(strlen(p.ops), 3 * (size_t)OPS - 1);
    ck_assert(strncmp(p.ops, "a; b; a;", 8) == 0);
    problem_free(&p);

    while (len < cap - 3) {
        memcpy(text + len, "a; ", 3);
        len += 3;
    }
    text[len] = '\0';
    ck_assert_int_eq(fen_parse_line(text, &p, err, sizeof err), -1);
    ck_assert_str_eq(err, "line longer than 65536 bytes");
    problem_free(&p);
    free(text);
}
END_TEST

/* Popeye's author lines, two million of them: all kept, "; "-separated. */
START_TEST(many_author_lines)
{
    enum { LINES = 2000000 };
    size_t cap = 12 * (size_t)LINES + 256, len;
    char *text = malloc(cap);
    ck_assert_ptr_nonnull(text);
    len = (size_t)snprintf(text, cap, "beginproblem\n");
    for (int i = 0; i < LINES; i++)
        len += (size_t)snprintf(text + len, cap - len, "author %c\n", i % 2 ? 'b' : 'a');
    len += (size_t)snprintf(text + len, cap - len,
                            "stipulation #2\npieces white kd3 qb8 black ka3\nendproblem\n");
    Got g = read_text(text, len, popeye_read_collection);
    ck_assert_ptr_nonnull(g.authors);
    ck_assert_uint_eq(strlen(g.authors), 3 * (size_t)LINES - 2);
    ck_assert(strncmp(g.authors, "a; b; a", 7) == 0);
    got_free(&g);
    free(text);
}
END_TEST

Suite *strbuf_suite(void)
{
    Suite *s = suite_create("strbuf");
    TCase *t = tcase_create("linear");
    tcase_set_timeout(t, 120); /* liveness: the quadratic appends took many minutes */
    tcase_add_test(t, strbuf_doubles);
    tcase_add_test(t, many_comment_lines);
    tcase_add_test(t, many_operations);
    tcase_add_test(t, many_author_lines);
    suite_add_tcase(s, t);
    return s;
}
