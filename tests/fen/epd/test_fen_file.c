/* test_fen_file.c - collections of FEN/EPD lines read a line at a time: files,
 * standard input, read errors, the line cap, stopping early, junk. */
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

/* ---- .fen files ---- */

/* Writes n bytes to a new temporary file; returns its path (malloc'd). */
static char *temp_file(const void *data, size_t n)
{
    char *path = malloc(PATH_MAX);
    ck_assert_ptr_nonnull(path);
    int fd = mkstemp(test_tmp(path, PATH_MAX, "fen-XXXXXX"));
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, data, n), (ssize_t)n);
    close(fd);
    return path;
}

START_TEST(test_read_file)
{
    Problem p;
    char err[FEN_MSG] = "";
    ck_assert_msg(read_first(DATA "good.fen", &p, err, sizeof err) == 0, "%s", err);
    ck_assert_str_eq(p.fen, "1Q6/8/8/8/8/k2K4/8/8 w - -"); /* the first line; the second is ignored */
    ck_assert_int_eq(p.pos.count[WHITE], 2);
    problem_free(&p);

    ck_assert_msg(read_first(DATA "bom-crlf.fen", &p, err, sizeof err) == 0, "%s", err);
    ck_assert_str_eq(p.fen, "1Q6/8/8/8/8/k2K4/8/8 w - -");
    problem_free(&p);
}
END_TEST

START_TEST(test_read_file_errors)
{
    Problem p;
    char err[FEN_MSG];
    ck_assert_int_eq(read_first(DATA "bad-side.fen", &p, err, sizeof err), -1);
    ck_assert_str_eq(err, DATA "bad-side.fen:3: field 2: side must be w or b, not 'x'");
    problem_free(&p);

    ck_assert_int_eq(read_first(DATA "comments-only.fen", &p, err, sizeof err), -1);
    ck_assert_str_eq(err, DATA "comments-only.fen: no position found");
    problem_free(&p);

    ck_assert_int_eq(read_first(DATA "no-such-file.fen", &p, err, sizeof err), -1);
    ck_assert_str_eq(err, DATA "no-such-file.fen: No such file or directory");
    problem_free(&p);

    ck_assert_int_eq(read_first(DATA, &p, err, sizeof err), -1);
    ck_assert_str_eq(err, DATA ": Is a directory");
    problem_free(&p);

    char *empty = temp_file("", 0);
    ck_assert_int_eq(read_first(empty, &p, err, sizeof err), -1);
    ck_assert(strstr(err, ": no position found") && strncmp(err, empty, strlen(empty)) == 0);
    problem_free(&p);
    unlink(empty);
    free(empty);

    static const char nul[] = "# binary\n\n1Q6/8\0/8/8/8/k2K4/8/8 w - -\n";
    char *bin = temp_file(nul, sizeof nul - 1);
    char want[FEN_MSG];
    snprintf(want, sizeof want, "%s:3: not text: NUL byte at column 6", bin);
    ck_assert_int_eq(read_first(bin, &p, err, sizeof err), -1);
    ck_assert_str_eq(err, want);
    problem_free(&p);
    unlink(bin);
    free(bin);
}
END_TEST

START_TEST(test_read_file_long_line)
{
    /* A 2 MB comment line, then a 2 MB junk line. */
    size_t n = 2u << 20;
    char *data = malloc(2 * n + 4);
    ck_assert_ptr_nonnull(data);
    data[0] = '#';
    memset(data + 1, 'c', n - 1);
    data[n] = '\n';
    memset(data + n + 1, 'K', n);
    data[2 * n + 1] = '\n';
    char *path = temp_file(data, 2 * n + 2);
    Problem p;
    char err[FEN_MSG], want[FEN_MSG];
    /* The comment is skipped whole; the junk is refused for its length. */
    snprintf(want, sizeof want, "%s:2: line longer than 65536 bytes", path);
    ck_assert_int_eq(read_first(path, &p, err, sizeof err), -1);
    ck_assert_str_eq(err, want);
    problem_free(&p);
    unlink(path);
    free(path);
    free(data);
}
END_TEST

START_TEST(test_read_stdin)
{
    static const char text[] = "\n# from stdin\n8/8/2p5/2Q5/7k/5K2/8/8 w - -\n";
    char *path = temp_file(text, sizeof text - 1);
    ck_assert_ptr_nonnull(freopen(path, "r", stdin));
    Problem p;
    char err[FEN_MSG] = "";
    ck_assert_msg(read_first("-", &p, err, sizeof err) == 0, "%s", err);
    ck_assert_str_eq(p.fen, "8/8/2p5/2Q5/7k/5K2/8/8 w - -");
    problem_free(&p);
    ck_assert_int_eq(read_first("-", &p, err, sizeof err), -1); /* now at end of file */
    ck_assert_str_eq(err, "<stdin>: no position found");
    problem_free(&p);
    unlink(path);
    free(path);
}
END_TEST

/* A read error inside the FEN: an I/O error, not a message about the part read. */
START_TEST(test_read_file_read_error)
{
    FILE *saved = stdin;
    stdin = failing_stream("# cut by a disk error\n1Q6/8/8/8/8/k2K4/8/8 w - -\n");
    Problem p;
    char err[FEN_MSG] = "";
    /* the whole text is served, then the next read fails: the line was whole */
    ck_assert_msg(read_first("-", &p, err, sizeof err) == 0, "%s", err);
    problem_free(&p);
    fclose(stdin);
    stdin = failing_stream("# cut by a disk error\n1Q6/8/8/8/8/k2K");
    ck_assert_int_eq(read_first("-", &p, err, sizeof err), -1);
    ck_assert_str_eq(err, "<stdin>: Input/output error");
    problem_free(&p);
    fclose(stdin);
    stdin = saved;
}
END_TEST

typedef struct {
    int n;
    long lineno[8];
    char *id[8];  /* taken over from the reader */
    char fen[8][100];
    char err[8][FEN_MSG];
    int stop_after;
} Seen;

static int collect(void *ctx, long lineno, Problem *p, const char *err)
{
    Seen *s = ctx;
    ck_assert_int_lt(s->n, 8);
    s->lineno[s->n] = lineno;
    s->id[s->n] = p->id;
    p->id = NULL; /* keep it: the reader frees only what is left */
    snprintf(s->fen[s->n], sizeof s->fen[0], "%s", p->fen);
    snprintf(s->err[s->n], sizeof s->err[0], "%s", err ? err : "");
    s->n++;
    return s->n == s->stop_after ? 7 : 0;
}

static void seen_free(Seen *s)
{
    for (int i = 0; i < s->n; i++)
        free(s->id[i]);
}

START_TEST(test_collection)
{
    FILE *f = fopen(DATA "collection.epd", "r");
    ck_assert_ptr_nonnull(f);
    Seen s = {0};
    ck_assert_int_eq(fen_read_collection(f, "c.epd", collect, &s), 0);
    fclose(f);
    ck_assert_int_eq(s.n, 4);
    ck_assert_int_eq(s.lineno[0], 2);
    ck_assert_str_eq(s.id[0], "polgar-307");
    ck_assert_str_eq(s.err[0], "");
    ck_assert_int_eq(s.lineno[1], 4);
    ck_assert_ptr_null(s.id[1]);
    ck_assert_str_eq(s.err[1], "c.epd:4: field 6: bad move number '1x'");
    ck_assert_str_eq(s.fen[1], "4k3/8/8/8/8/8/8/4K3 w - -");
    ck_assert_int_eq(s.lineno[2], 5);
    ck_assert_str_eq(s.id[2], "polgar-311");
    ck_assert_str_eq(s.err[2], "");
    ck_assert_int_eq(s.lineno[3], 6);
    ck_assert_str_eq(s.id[3], "bad-letter");
    ck_assert_str_eq(s.err[3], "c.epd:6: field 1, rank 8: unknown piece letter 'x'");
    seen_free(&s);
}
END_TEST

START_TEST(test_collection_stop_and_junk)
{
    FILE *f = fopen(DATA "collection.epd", "r");
    ck_assert_ptr_nonnull(f);
    Seen s = {.stop_after = 2};
    ck_assert_int_eq(fen_read_collection(f, "c.epd", collect, &s), 7);
    fclose(f);
    ck_assert_int_eq(s.n, 2);
    seen_free(&s);

    /* Binary junk and an empty file: a record each / nothing, reading goes on. */
    static const char junk[] = "\x01\x02\xff\n\0\0\n1Q6/8/8/8/8/k2K4/8/8 w - -\n";
    char *path = temp_file(junk, sizeof junk - 1);
    f = fopen(path, "r");
    Seen t = {0};
    ck_assert_int_eq(fen_read_collection(f, "j", collect, &t), 0);
    fclose(f);
    ck_assert_int_eq(t.n, 3);
    ck_assert_str_eq(t.err[0], "j:1: not text: control character 0x01 at column 1");
    ck_assert_str_eq(t.err[1], "j:2: not text: NUL byte at column 1");
    ck_assert_str_eq(t.err[2], "");
    seen_free(&t);
    unlink(path);
    free(path);

    path = temp_file("", 0);
    f = fopen(path, "r");
    Seen u = {0};
    ck_assert_int_eq(fen_read_collection(f, "e", collect, &u), 0);
    fclose(f);
    ck_assert_int_eq(u.n, 0);
    unlink(path);
    free(path);
}
END_TEST

/* ---- the line cap ---- */

/* len bytes of text: line, then c up to len - 1 bytes, then a newline. */
static char *padded_line(const char *line, char c, size_t len)
{
    char *s = malloc(len + 1);
    ck_assert_ptr_nonnull(s);
    size_t n = strlen(line);
    memcpy(s, line, n);
    memset(s + n, c, len - 1 - n);
    s[len - 1] = '\n';
    s[len] = '\0';
    return s;
}

START_TEST(test_line_cap)
{
    /* 65536 bytes before the newline is a line; 65537 is one too many. */
    char *fit = padded_line("1Q6/8/8/8/8/k2K4/8/8 w - -; id \"fits\";", ' ', FEN_LINE_MAX + 1);
    char *over = padded_line("8/8/2p5/2Q5/7k/5K2/8/8 w - -; id \"over\";", ' ', FEN_LINE_MAX + 2);
    char *comment = padded_line("# a long comment", 'c', 3 * FEN_LINE_MAX);
    size_t n = strlen(fit) + strlen(over) + strlen(comment) + 64;
    char *text = malloc(n);
    ck_assert_ptr_nonnull(text);
    snprintf(text, n, "%s%s%s4K2k/8/5N2/4Q3/8/8/8/8 w - -\n", fit, over, comment);
    char *path = temp_file(text, strlen(text));
    FILE *f = fopen(path, "r");
    Seen s = {0};
    ck_assert_int_eq(fen_read_collection(f, "cap", collect, &s), 0);
    fclose(f);
    ck_assert_int_eq(s.n, 3);
    ck_assert_str_eq(s.id[0], "fits");
    ck_assert_str_eq(s.err[0], "");
    /* the record of the long line still says what its start tells */
    ck_assert_str_eq(s.err[1], "cap:2: line longer than 65536 bytes");
    ck_assert_str_eq(s.id[1], "over");
    ck_assert_str_eq(s.fen[1], "8/8/2p5/2Q5/7k/5K2/8/8 w - -");
    ck_assert_int_eq(s.lineno[2], 4);
    ck_assert_str_eq(s.fen[2], "4K2k/8/5N2/4Q3/8/8/8/8 w - -");
    ck_assert_str_eq(s.err[2], "");
    seen_free(&s);

    /* What a reader holds stays bounded, however long the line. */
    f = fopen(path, "r");
    char *line = NULL;
    size_t cap = 0, len;
    ck_assert_int_eq(fen_next_line(f, &line, &cap, &len), 1);
    ck_assert_uint_eq(len, FEN_LINE_MAX + 1);
    ck_assert_int_eq(fen_next_line(f, &line, &cap, &len), FEN_LINE_LONG);
    ck_assert_uint_eq(len, FEN_LINE_MAX);
    ck_assert_int_eq(fen_skip_line(f), 0);
    ck_assert_int_eq(fen_next_line(f, &line, &cap, &len), FEN_LINE_LONG);
    ck_assert_int_eq(fen_skip_line(f), 0);
    ck_assert_int_eq(fen_next_line(f, &line, &cap, &len), 1);
    ck_assert_int_eq(fen_next_line(f, &line, &cap, &len), 0);
    ck_assert_uint_le(cap, FEN_LINE_MAX + 2);
    fclose(f);
    free(line);
    unlink(path);
    free(path);
    free(text);
    free(fit);
    free(over);
    free(comment);
}
END_TEST

/* A read error inside a line: the lines before it are read, the one it cuts
 * is not a problem (no record is made of a line not read whole). */
START_TEST(test_collection_read_error)
{
    FILE *f = failing_stream("1Q6/8/8/8/8/k2K4/8/8 w - -; id \"a\"\n"
                             "8/8/2p5/2Q5/7k/5K2/8/8 w - -; id \"b\"\n"
                             "4K2k/8/5N");
    Seen s = {0};
    errno = 0;
    ck_assert_int_eq(fen_read_collection(f, "e.epd", collect, &s), -1);
    ck_assert_int_eq(errno, EIO);
    fclose(f);
    ck_assert_int_eq(s.n, 2);
    ck_assert_str_eq(s.id[0], "a");
    ck_assert_str_eq(s.id[1], "b");
    ck_assert_str_eq(s.err[1], "");
    seen_free(&s);
}
END_TEST

Suite *fen_file_suite(void);
Suite *fen_file_suite(void)
{
    Suite *s = suite_create("fen_file");
    TCase *t = tcase_create("files");
    tcase_set_timeout(t, 30);
    tcase_add_test(t, test_read_file);
    tcase_add_test(t, test_read_file_errors);
    tcase_add_test(t, test_read_file_long_line);
    tcase_add_test(t, test_read_stdin);
    tcase_add_test(t, test_collection);
    tcase_add_test(t, test_collection_stop_and_junk);
    tcase_add_test(t, test_read_file_read_error);
    tcase_add_test(t, test_collection_read_error);
    tcase_add_test(t, test_line_cap);
    suite_add_tcase(s, t);
    return s;
}
