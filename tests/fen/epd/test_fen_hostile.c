/* test_fen_hostile.c - the FEN/EPD reader on hostile input: endless lines,
 * binary junk, a small error buffer. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "fen/epd/fen.h"
#include "fen/epd/fen_file.h"
#include "tests/test_helpers.h"

#define DATA "data/fen/"
#include "tests/fen/epd/fen_helpers.h"

/* ---- hostile input ---- */

static char *repeat(char c, size_t n)
{
    char *s = malloc(n + 1);
    ck_assert_ptr_nonnull(s);
    memset(s, c, n);
    s[n] = '\0';
    return s;
}

/* Lines as long as a line may be (a file's, FEN_LINE_MAX bytes) are read as
 * any other; a longer one, from wherever (a request's "fen"), is refused
 * before any work. */
START_TEST(test_long_lines)
{
    const size_t mb2 = FEN_LINE_MAX - 64;
    char *junk = repeat('x', mb2);
    parse_bad(junk, "field 1: 'xxxxxxxxxxxxxxxxxxxx...' is not a FEN board: 1 rank of 8");
    free(junk);

    char *slashes = repeat('/', mb2);
    parse_bad(slashes, "field 1: '////////////////////...' is not a FEN board: 65473 ranks of 8");
    free(slashes);

    char *huge = repeat('x', 2u << 20);
    parse_bad(huge, "line longer than 65536 bytes");
    huge[FEN_LINE_MAX] = '\0';
    parse_bad(huge, "field 1: 'xxxxxxxxxxxxxxxxxxxx...' is not a FEN board: 1 rank of 8"); /* the limit itself is allowed */
    huge[FEN_LINE_MAX] = '\n';
    huge[FEN_LINE_MAX + 1] = '\0';
    parse_bad(huge, "field 1: 'xxxxxxxxxxxxxxxxxxxx...' is not a FEN board: 1 rank of 8"); /* and its newline */
    free(huge);

    /* A huge rank, a huge side field (echoed short), a huge id (kept whole). */
    char *line = malloc(mb2 + 200);
    ck_assert_ptr_nonnull(line);
    strcpy(line, "4k3/8/8/8/8/8/8/");
    size_t at = strlen(line);
    memset(line + at, '1', mb2);
    strcpy(line + at + mb2, " w - -");
    parse_bad(line, "field 1, rank 1: 65472 squares");

    strcpy(line, "4k3/8/8/8/8/8/8/4K3 ");
    at = strlen(line);
    memset(line + at, 'w', mb2);
    strcpy(line + at + mb2, " - -");
    parse_bad(line, "field 2: side must be w or b, not 'wwwwwwwwwwwwwwwwwwww...'");

    strcpy(line, "4k3/8/8/8/8/8/8/4K3 w - - id \"");
    at = strlen(line);
    memset(line + at, 'i', mb2);
    strcpy(line + at + mb2, "\";");
    Problem p = parse_ok(line);
    ck_assert_uint_eq(strlen(p.id), mb2);
    problem_free(&p);

    /* 64 KiB of blanks before the operations. */
    strcpy(line, "4k3/8/8/8/8/8/8/4K3 w - -");
    at = strlen(line);
    memset(line + at, ' ', mb2);
    strcpy(line + at + mb2, "id \"far\";");
    p = parse_ok(line);
    ck_assert_str_eq(p.id, "far");
    ck_assert_str_eq(p.fen, "4k3/8/8/8/8/8/8/4K3 w - -");
    problem_free(&p);
    free(line);
}
END_TEST

START_TEST(test_binary_junk)
{
    Problem p;
    char err[FEN_MSG];
    ck_assert_int_eq(fen_parse_n("4k3\0/8", 7, &p, err, sizeof err), -1);
    ck_assert_str_eq(err, "not text: NUL byte at column 4");
    problem_free(&p);

    parse_bad("4k3/8/8/8/8/8/8/4K3 w - -\x01", "not text: control character 0x01 at column 26");
    parse_bad("\x7f", "not text: control character 0x7f at column 1");
    parse_bad("4k3/8/8/8/8/8/8/4K3 w - - id \"\xff\";", "not text: byte 0xff (not UTF-8) at column 31");
    parse_bad("\xc3", "not text: byte 0xc3 (not UTF-8) at column 1");        /* cut sequence */
    parse_bad("\xc0\xaf", "not text: byte 0xc0 (not UTF-8) at column 1");    /* overlong */
    parse_bad("\xed\xa0\x80", "not text: byte 0xed (not UTF-8) at column 1"); /* surrogate */

    /* 64 KiB of pseudo-random bytes, NULs included: a message, no crash. */
    size_t n = FEN_LINE_MAX;
    char *buf = malloc(n);
    ck_assert_ptr_nonnull(buf);
    unsigned x = 12345;
    for (size_t i = 0; i < n; i++)
        buf[i] = (char)((x = x * 1103515245u + 12345u) >> 16);
    ck_assert_int_eq(fen_parse_n(buf, n, &p, err, sizeof err), -1);
    ck_assert(strncmp(err, "not text: ", 10) == 0);
    problem_free(&p);

    /* The same, made ASCII printable: still a message of bounded length. */
    for (size_t i = 0; i < n - 1; i++)
        buf[i] = (char)(' ' + (unsigned char)buf[i] % 95);
    buf[n - 1] = '\0';
    ck_assert_int_eq(fen_parse_line(buf, &p, err, sizeof err), -1);
    ck_assert_uint_lt(strlen(err), 100);
    ck_assert_uint_lt(strlen(p.fen), sizeof p.fen);
    problem_free(&p);
    free(buf);
}
END_TEST

START_TEST(test_small_error_buffer)
{
    Problem p;
    char err[12];
    memset(err, 'Z', sizeof err);
    ck_assert_int_eq(fen_parse_line("4k3/8/8/8/8/8/4K3 w - -", &p, err, 8), -1);
    ck_assert_str_eq(err, "field 1");
    ck_assert_int_eq(err[8], 'Z');
    problem_free(&p);
    ck_assert_int_eq(fen_parse_line("4k3/8/8/8/8/8/4K3 w - -", &p, NULL, 0), -1);
    problem_free(&p);
}
END_TEST

Suite *fen_hostile_suite(void);
Suite *fen_hostile_suite(void)
{
    Suite *s = suite_create("fen_hostile");
    TCase *t = tcase_create("hostile");
    tcase_set_timeout(t, 30);
    tcase_add_test(t, test_long_lines);
    tcase_add_test(t, test_binary_junk);
    tcase_add_test(t, test_small_error_buffer);
    suite_add_tcase(s, t);
    return s;
}
