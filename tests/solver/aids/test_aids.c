/* test_aids.c - the composer's aids: edits of a position and the versions they
 * make, and `economy` and `repair` as commands in a language (their records keep
 * English words). Run from tests/. */
#include <check.h>
#include <pthread.h>
#include <jansson.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "solver/aids/economy.h"
#include "solver/aids/economy_report.h"
#include "solver/aids/edit.h"
#include "solver/aids/parallel.h"
#include "solver/aids/repair.h"
#include "solver/aids/repair_report.h"
#include "solver/cli/commands.h"
#include "solver/compare/diff.h"
#include "solver/movegen.h"
#include "tests/solver/aids/aids_helpers.h"
#include "tests/test_helpers.h"
#include "tests/test_tmp.h"

#define POLGAR_311 "8/8/2p5/2Q5/7k/5K2/8/8 w - -"

/* ---- edits ------------------------------------------------------------ */

START_TEST(edit_texts)
{
    char buf[EDIT_TEXT];
    Edit add = { .kind = EDIT_ADD, .piece = PIECE(BLACK, PAWN), .to = SQ(6, 2) };
    Edit rem = { .kind = EDIT_REMOVE, .piece = PIECE(WHITE, PAWN), .from = SQ(7, 1) };
    Edit mov = { .kind = EDIT_MOVE, .piece = PIECE(WHITE, ROOK), .from = SQ(3, 0), .to = SQ(3, 3) };
    Edit kind = { .kind = EDIT_KIND, .piece = PIECE(BLACK, BISHOP), .to_piece = PIECE(BLACK, KNIGHT), .from = SQ(2, 0) };
    ck_assert_str_eq(edit_text(&add, buf, sizeof buf), "+pg3");
    ck_assert_str_eq(edit_text(&rem, buf, sizeof buf), "-Ph2");
    ck_assert_str_eq(edit_text(&mov, buf, sizeof buf), "Rd1-d4");
    ck_assert_str_eq(edit_text(&kind, buf, sizeof buf), "bc1=n");
    /* The text report's letters with the men's colours, as the twins' headings write them:
     * German (w s; B S L T D K), Italian (b n; P C A T D R). */
    ck_assert_str_eq(edit_text_lang(&add, LANG_DE, buf, sizeof buf), "+sBg3");
    ck_assert_str_eq(edit_text_lang(&rem, LANG_DE, buf, sizeof buf), "-wBh2");
    ck_assert_str_eq(edit_text_lang(&mov, LANG_DE, buf, sizeof buf), "wTd1-d4");
    ck_assert_str_eq(edit_text_lang(&kind, LANG_DE, buf, sizeof buf), "sLc1=S");
    ck_assert_str_eq(edit_text_lang(&kind, LANG_IT, buf, sizeof buf), "nAc1=C");
    ck_assert_str_eq(edit_text_lang(&mov, LANG_EN, buf, sizeof buf), "wRd1-d4");
    ck_assert_int_eq(edit_material(&add), 1);
    ck_assert_int_eq(edit_material(&rem), -1);
    ck_assert_int_eq(edit_material(&mov), 0);
    ck_assert_int_eq(edit_material(&kind), 0);
}
END_TEST

/* Polgar 307 (Qb8, Kd3; Ka3), counted by hand: the queen removed (1), made a
 * knight, bishop or rook (3; no pawn on b8), each of the three men moved to
 * one of the 61 empty squares (183), and 5 kinds of either colour added on
 * the 61 empty squares but no pawn on the 15 empty squares of ranks 1 and 8
 * (610 - 30 = 580): 767 edits. */
START_TEST(every_single_edit_of_a_small_position)
{
    Position pos = test_position(POLGAR_307);
    Edit e[1024];
    ck_assert_int_eq(edit_all(&pos, e, 1024), 767);
    int kinds[4] = { 0 };
    for (int i = 0; i < 767; i++)
        kinds[e[i].kind]++;
    ck_assert_int_eq(kinds[EDIT_REMOVE], 1);
    ck_assert_int_eq(kinds[EDIT_KIND], 3);
    ck_assert_int_eq(kinds[EDIT_MOVE], 183);
    ck_assert_int_eq(kinds[EDIT_ADD], 580);
}
END_TEST

START_TEST(versions_follow_the_readers_rules)
{
    Problem pb = test_problem(POLGAR_307), v;
    char err[FEN_MSG];
    /* A white rook on a1 checks the black king: Black is not to move. */
    Edit check = { .kind = EDIT_ADD, .piece = PIECE(WHITE, ROOK), .to = SQ(0, 0) };
    ck_assert_int_eq(edit_apply(&pb, &check, 1, &v, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "not to move (black) is in check") != NULL, "%s", err);
    Edit pawn = { .kind = EDIT_ADD, .piece = PIECE(BLACK, PAWN), .to = SQ(6, 2) };
    ck_assert_int_eq(edit_apply(&pb, &pawn, 1, &v, err, sizeof err), 0);
    ck_assert_str_eq(v.fen, "1Q6/8/8/8/8/k2K2p1/8/8 w - -"); /* g3 */
    problem_free(&pb);
    /* Moving a castling rook drops the right, as the reader drops it. */
    pb = test_problem("4k3/8/8/8/8/8/8/R3K2R w KQ -");
    Edit rook = { .kind = EDIT_MOVE, .piece = PIECE(WHITE, ROOK), .from = SQ(7, 0), .to = SQ(7, 2) };
    ck_assert_int_eq(edit_apply(&pb, &rook, 1, &v, err, sizeof err), 0);
    ck_assert_str_eq(v.fen, "4k3/8/8/8/8/7R/8/R3K3 w Q -");
    problem_free(&pb);
}
END_TEST

/* A version must be a diagram a composer could submit: economy's lighter men
 * and repair's versions gave positions the reader takes only with a warning.
 * problems/rudenko-miss.fen: Black has 7 pawns and two dark-squared bishops
 * (one promoted); the knight c2 as a pawn made 8 pawns beside the promoted
 * bishop, and economy offered "a lighter man keeps every phase: bPc2".
 * Polgar 745: repair's second version, the knight b2 as a pawn, left White's
 * pawns unable to come from files of their own. A count the problem already
 * breaks is no reason (fen/legal.c's warnings, edit_breaks_legality). */
START_TEST(versions_can_arise_in_a_game)
{
    Problem pb = test_problem("1b2K3/4p2p/2Q1P2r/2p1k2p/1P2pR1B/1p1p4/1qn1N3/6b1 w - -"), v;
    char err[FEN_MSG];
    Edit pawn = { .kind = EDIT_KIND, .piece = PIECE(BLACK, KNIGHT), .to_piece = PIECE(BLACK, PAWN),
                  .from = SQ(2, 1) };
    ck_assert_int_eq(edit_apply(&pb, &pawn, 1, &v, err, sizeof err), 0);
    ck_assert(edit_breaks_legality(&pb, &v));
    Edit bishop = { .kind = EDIT_KIND, .piece = PIECE(BLACK, KNIGHT), .to_piece = PIECE(BLACK, BISHOP),
                    .from = SQ(2, 1) };
    ck_assert_int_eq(edit_apply(&pb, &bishop, 1, &v, err, sizeof err), 0);
    ck_assert(!edit_breaks_legality(&pb, &v)); /* a light-squared bishop: 7 pawns, one promoted man */
    problem_free(&pb);
    Run r = run_cmd(cmd_economy, 2, (const char *const[]){ "--json", "../problems/rudenko-miss.fen" });
    ck_assert_int_eq(r.status, 0);
    json_t *rec = json_loads(r.out, 0, NULL);
    ck_assert_ptr_nonnull(rec);
    const json_t *knight = json_man(rec, "c2");
    ck_assert_ptr_nonnull(knight);
    ck_assert_int_eq(json_array_size(json_object_get(knight, "lighter")), 0);
    json_decref(rec);
    /* Polgar 745 with a count its diagram already breaks? None: it has no warning. */
    const char *polgar745 = "r3r3/pbp2pbp/q5p1/8/P4P1Q/NPP1B2B/1N1P2R1/R1Kn1k2 w - -";
    pb = test_problem(polgar745);
    Edit nb2 = { .kind = EDIT_KIND, .piece = PIECE(WHITE, KNIGHT), .to_piece = PIECE(WHITE, PAWN), .from = SQ(1, 1) };
    ck_assert_int_eq(edit_apply(&pb, &nb2, 1, &v, err, sizeof err), 0);
    ck_assert(edit_breaks_legality(&pb, &v));
    problem_free(&pb);
    char path[PATH_MAX];
    test_tmp(path, sizeof path, "polgar-745.fen");
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fprintf(f, "%s\n", polgar745);
    ck_assert_int_eq(fclose(f), 0);
    r = run_cmd(cmd_repair, 5, (const char *const[]){ "--key", "Bc8", "--versions", "0", path });
    ck_assert_int_eq(r.status, 0);
    ck_assert_ptr_nonnull(strstr(r.out, "-wPf4: kills 1.Nxd1")); /* a legal one stays */
    ck_assert_msg(strstr(r.out, "wNb2=P") == NULL, "%s", r.out);
}
END_TEST

/* Whether every line of the record's "changes" lists (at any depth) starts with
 * an English kind name: a JSON record keeps English words. Returns how many. */
static int english_changes(const json_t *j)
{
    int n = 0;
    if (json_is_object(j)) {
        const char *k;
        json_t *v;
        json_object_foreach((json_t *)j, k, v) {
            if (strcmp(k, "changes") == 0) {
                size_t i;
                json_t *line;
                json_array_foreach(v, i, line) {
                    bool english = false;
                    for (int kind = 0; kind < DK_COUNT && !english; kind++) {
                        const char *name = diff_kind_name((DiffKind)kind);
                        english = strncmp(json_string_value(line), name, strlen(name)) == 0 &&
                                  json_string_value(line)[strlen(name)] == ':';
                    }
                    ck_assert_msg(english, "not English: %s", json_string_value(line));
                    n++;
                }
            } else {
                n += english_changes(v);
            }
        }
    } else if (json_is_array(j)) {
        size_t i;
        json_t *v;
        json_array_foreach(j, i, v)
            n += english_changes(v);
    }
    return n;
}

/* The commands: the table in the reader's words; the JSON record's change
 * lines in English words (with the letters of --lang, as its SAN). */
START_TEST(aids_commands_in_a_language)
{
    const char *p = "../problems/polgar-307.fen";
    Run r = run_cmd(cmd_economy, 3, (const char *const[]){ "--lang", "it", p });
    ck_assert_int_eq(r.status, 0);
    ASSERT_IN(r.out, "      senza questo pezzo: nessuna soluzione\n        chiave persa: 1.Rc3\n");
    r = run_cmd(cmd_economy, 4, (const char *const[]){ "--json", "--lang", "it", p });
    ck_assert_int_eq(r.status, 0);
    ASSERT_IN(r.out, "\"changes\":[\"lost key: 1.Rc3\"");
    json_t *rec = json_loads(r.out, 0, NULL);
    ck_assert_int_gt(english_changes(rec), 0);
    json_decref(rec);
    r = run_cmd(cmd_repair, 5, (const char *const[]){ "--lang", "de", "--key", "Kc2", p });
    ck_assert_int_eq(r.status, 0);
    ASSERT_IN(r.out, ": beseitigt 1.Kc3; macht 1.Kc2 zum Schlüssel; ");
    r = run_cmd(cmd_repair, 8, (const char *const[]){ "--json", "--lang", "fr", "--key", "Rc2", "--versions", "0", p });
    ck_assert_int_eq(r.status, 0);
    rec = json_loads(r.out, 0, NULL);
    ck_assert_ptr_nonnull(rec);
    ck_assert_int_gt(english_changes(rec), 0);
    json_decref(rec);
}
END_TEST

/* How many lines text has. */
static int lines_of(const char *text)
{
    int n = 0;
    for (; *text; text++)
        n += *text == '\n';
    return n;
}

/* economy and repair take the problem --id or --index chooses, with its
 * twins, as solve and verify do; they took every problem without a word. */
START_TEST(aids_choose_a_problem)
{
    const char *p = TEST_TMP("two.inp");
    FILE *f = fopen(p, "w");
    ck_assert_ptr_nonnull(f);
    fputs("begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\nnext\n"
          "stip #2 pieces white kf3 qc5 black kh4 pc6\nend\n", f);
    ck_assert_int_eq(fclose(f), 0);
    Run r = run_cmd(cmd_economy, 4, (const char *const[]){ "--json", "--index", "2", p });
    ck_assert_int_eq(r.status, 0);
    ck_assert_int_eq(lines_of(r.out), 1);
    ASSERT_IN(r.out, "\"fen\":\"8/8/2p5/2Q5/7k/5K2/8/8 w - -\"");
    r = run_cmd(cmd_economy, 3, (const char *const[]){ "--json", "--index=1", p });
    ck_assert_int_eq(r.status, 0);
    ck_assert_int_eq(lines_of(r.out), 2); /* the first problem's two twins */
    r = run_cmd(cmd_repair, 3, (const char *const[]){ "--index", "3", p });
    ck_assert_int_eq(r.status, 2);
    ASSERT_IN(r.err, "two.inp: no problem 3 (the file holds 2)\n");
    ck_assert_str_eq(r.out, "");
    r = run_cmd(cmd_economy, 3, (const char *const[]){ "--id", "x", "../problems/polgar-307.fen" });
    ck_assert_int_eq(r.status, 2);
    ASSERT_IN(r.err, "polgar-307.fen: no problem with id 'x'\n");
}
END_TEST

/* parallel_run: each of n calls gets its own slot, once, the first on the
 * calling thread; with size 0 every call gets the one argument. */
typedef struct {
    pthread_t thread;
    int calls;
} Slot;

static void *note_call(void *arg)
{
    Slot *s = arg;
    s->thread = pthread_self();
    s->calls++;
    return NULL;
}

static void *count_call(void *arg)
{
    atomic_fetch_add((atomic_int *)arg, 1);
    return NULL;
}

START_TEST(parallel_run_calls_each_slot_once)
{
    Slot slots[5] = { 0 };
    parallel_run(5, note_call, slots, sizeof *slots);
    for (int i = 0; i < 5; i++)
        ck_assert_int_eq(slots[i].calls, 1);
    ck_assert(pthread_equal(slots[0].thread, pthread_self()));
    ck_assert(!pthread_equal(slots[1].thread, pthread_self()));
    atomic_int shared = 0;
    parallel_run(4, count_call, &shared, 0);
    ck_assert_int_eq(atomic_load(&shared), 4);
    parallel_run(1, count_call, &shared, 0);
    ck_assert_int_eq(atomic_load(&shared), 5);
}
END_TEST

Suite *aids_suite(void);
Suite *aids_suite(void)
{
    Suite *s = suite_create("aids");
    TCase *t = tcase_create("aids");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, edit_texts);
    tcase_add_test(t, parallel_run_calls_each_slot_once);
    tcase_add_test(t, every_single_edit_of_a_small_position);
    tcase_add_test(t, versions_follow_the_readers_rules);
    tcase_add_test(t, versions_can_arise_in_a_game);
    tcase_add_test(t, aids_commands_in_a_language);
    tcase_add_test(t, aids_choose_a_problem);
    suite_add_tcase(s, t);
    return s;
}
