/* test_economy_phases.c - economy over every phase (SPEC "Economy"): men that
 * carry the set play, the tries or a theme entry are never superfluous and get
 * their roles; the lighter men that keep every phase. Each claim is checked
 * apart from the code that makes it: the man taken off (or made lighter) in
 * the FEN text by hand and the problem solved again; the commands' JSON and
 * text. Run from tests/. */
#include <check.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "solver/aids/economy.h"
#include "solver/aids/economy_report.h"
#include "tests/solver/aids/aids_helpers.h"
#include "tests/solver/aids/economy_helpers.h"
#include "tests/test_helpers.h"

/* Polgar 1648, a mutate: set 1...e4+ 2.fxe4# (and the knight's moves met by
 * 2.Qd6#); the zugzwang key 1.Qg6! changes the play. The pawn f3 gives that
 * set mate and stops 1...e4 in the try 1.Kc3?; the key's play needs it not. */
#define MUTATE_1648 "8/1N3n2/5Q2/3kp3/8/3K1P2/8/8 w - -"
/* Polgar 3238: 1.R1h3! (2.Rxg3#), with sixteen tries each refuted once; the
 * knight c1 plays four of them (1.Na2? 1.Nb3? 1.Nd3? 1.Ne2?) and nothing else. */
#define TRIES_3238 "8/8/8/5N2/7R/6p1/6k1/2N1K2R w - -"
/* Polgar 561: the bishop b2 pins the knight e5 that the key unpins: without
 * it every phase is the same, the key-unpins entry is lost. */
#define THEME_561 "r1b2r1k/ppb1qp1p/2p3pQ/4n3/1PB1N3/P3P3/1B1P2PP/R6K w - -"
/* Polgar 843: the queen h1 moves and mates on lines only: a rook would do. */
#define LIGHTER_843 "4rr2/2q1n1R1/p3kp2/3p4/B1ppN1P1/6B1/bp6/3K3Q w - -"

/* Polgar 947 (cooked): the black pawn a3 gives only 1...a2+, a check with no
 * set mate; Polgar 504 (problems/somov-miss.fen): without the pawn b2 Black's
 * queen checks on b1, with no set mate. */
#define CHECK_947 "4rbkr/4n1Pp/4p3/4P2B/1p6/pPqN4/2P4P/1KQ3R1 w - -"
#define CHECK_504 "r3r1k1/pb5p/1qp3pB/n3Q3/8/2P5/PP4PP/R3KR2 w Q -"

/* fen with the man on sq replaced by c ('.' takes it off), solved in full. */
static Solution solve_edited(const char *fen, const char *sq, char c, bool *legal)
{
    char cells[64], edited[128];
    board_cells(fen, cells);
    cells[cell_of(sq)] = c;
    fen_with_cells(fen, cells, edited, sizeof edited);
    return solve_fen_text(edited, legal);
}

/* Whether the problem edited on sq is the same in every phase and theme. */
static bool same_problem(const Economy *ec, const char *fen, const char *sq, char c)
{
    bool legal;
    Solution w = solve_edited(fen, sq, c, &legal);
    bool same = false;
    if (legal) {
        char *a = solution_summary(&ec->full), *b = solution_summary(&w);
        same = strcmp(a, b) == 0 && themes_kept(&ec->full, &w);
        free(a);
        free(b);
    }
    solution_free(&w);
    return same;
}

/* The part of a solution summary from head (" | set", " | try") on. */
static const char *part_of(const char *summary, const char *head)
{
    const char *p = strstr(summary, head);
    return p ? p : "";
}

/* A problem written to a file of its own, for the commands. */
static void problem_file(const char *fen, char *path, size_t len)
{
    int fd = mkstemp(test_tmp(path, len, "economy-XXXXXX"));
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, fen, strlen(fen)), (ssize_t)strlen(fen));
    ck_assert_int_eq(write(fd, "\n", 1), 1);
    close(fd);
}

/* `economy --json` on fen: the record. */
static json_t *economy_record(const char *fen)
{
    char path[PATH_MAX], cmd[PATH_MAX + 64];
    problem_file(fen, path, sizeof path);
    snprintf(cmd, sizeof cmd, "../chiave economy --json %s", path);
    Run r = run_shell(cmd);
    ck_assert_int_eq(r.status, 0);
    json_t *rec = json_loads(r.out, 0, NULL);
    ck_assert_msg(rec != NULL, "not one JSON record: %.2000s", r.out);
    return rec;
}

/* The mutate: the pawn f3 gives the set mate 1...e4+ 2.fxe4#; without it the
 * set play (and a try) change, so it is no superfluous man but a set-play one,
 * with the set defence in "lost_set". */
START_TEST(a_mutates_set_play_man_is_not_superfluous)
{
    Economy ec;
    Problem pb;
    economy_of(MUTATE_1648, LANG_EN, 2, &ec, &pb);
    const ManEconomy *p = man_on(&ec, "f3");
    ck_assert(!man_has(p, ROLE_SUPERFLUOUS));
    ck_assert(man_has(p, ROLE_SET_PLAY));
    ck_assert(!man_has(p, ROLE_KEY) && !man_has(p, ROLE_MATE) && !man_has(p, ROLE_GUARD));
    /* By hand: the key's play is the same without it, the set play is not. */
    bool legal;
    Solution w = solve_edited(pb.fen, "f3", '.', &legal);
    ck_assert(legal);
    char *a = solution_summary(&ec.full), *b = solution_summary(&w);
    ck_assert_str_ne(part_of(a, " | set"), part_of(b, " | set"));
    ck_assert_int_eq(w.status, ST_SOUND);
    free(a);
    free(b);
    solution_free(&w);
    economy_free(&ec);
    problem_free(&pb);

    json_t *rec = economy_record(MUTATE_1648), *f3 = json_man(rec, "f3");
    ck_assert_ptr_nonnull(f3);
    ck_assert(!has_string(json_object_get(f3, "roles"), "superfluous"));
    ck_assert(has_string(json_object_get(f3, "roles"), "set-play"));
    ck_assert(has_string(json_object_get(json_object_get(f3, "without"), "lost_set"), "e5e4"));
    json_decref(rec);

    char path[PATH_MAX], cmd[PATH_MAX + 64];
    problem_file(MUTATE_1648, path, sizeof path);
    snprintf(cmd, sizeof cmd, "../chiave economy %s", path);
    Run r = run_shell(cmd);
    ck_assert_int_eq(r.status, 0);
    ASSERT_IN(r.out, "\nwPf3  ");
    ASSERT_IN(r.out, "      in the set play mates 1...e4+ 2.fxe4#\n");
    ASSERT_IN(r.out, "        lost set mate: 1...e4+ 2.fxe4#\n");
    ck_assert_ptr_null(strstr(r.out, "can go"));
}
END_TEST

/* The try-play problem: the knight c1 plays four tries and nothing else: a
 * try man (its tries in "lost_tries"), never superfluous. */
START_TEST(a_try_man_is_not_superfluous)
{
    Economy ec;
    Problem pb;
    economy_of(TRIES_3238, LANG_EN, 2, &ec, &pb);
    const ManEconomy *n = man_on(&ec, "c1");
    ck_assert(!man_has(n, ROLE_SUPERFLUOUS));
    ck_assert(man_has(n, ROLE_TRY));
    ck_assert(!same_problem(&ec, pb.fen, "c1", '.'));
    bool legal;
    Solution w = solve_edited(pb.fen, "c1", '.', &legal);
    char *a = solution_summary(&ec.full), *b = solution_summary(&w);
    ck_assert_str_ne(part_of(a, " | try"), part_of(b, " | try"));
    free(a);
    free(b);
    solution_free(&w);
    economy_free(&ec);
    problem_free(&pb);

    json_t *rec = economy_record(TRIES_3238), *c1 = json_man(rec, "c1");
    ck_assert_ptr_nonnull(c1);
    ck_assert(has_string(json_object_get(c1, "roles"), "try"));
    ck_assert(!has_string(json_object_get(c1, "roles"), "superfluous"));
    const json_t *lost = json_object_get(json_object_get(c1, "without"), "lost_tries");
    static const char *const tries[] = { "c1a2", "c1b3", "c1d3", "c1e2" };
    for (size_t i = 0; i < sizeof tries / sizeof *tries; i++)
        ck_assert_msg(has_string(lost, tries[i]), "no %s in lost_tries", tries[i]);
    json_decref(rec);
}
END_TEST

/* The bishop b2 carries only a theme entry: every phase is the same without
 * it, but the key no longer unpins. Its one role is theme. */
START_TEST(a_man_carrying_only_a_theme_is_not_superfluous)
{
    Economy ec;
    Problem pb;
    economy_of(THEME_561, LANG_EN, 2, &ec, &pb);
    const ManEconomy *b = man_on(&ec, "b2");
    ck_assert_uint_eq(b->roles, 1u << ROLE_THEME);
    ck_assert_int_eq(b->nlost_themes, 1);
    ck_assert_str_eq(b->lost_themes[0], "key-unpins");
    bool legal;
    Solution w = solve_edited(pb.fen, "b2", '.', &legal);
    char *x = solution_summary(&ec.full), *y = solution_summary(&w);
    ck_assert_str_eq(x, y); /* every phase the same... */
    ck_assert(!themes_kept(&ec.full, &w)); /* ...a theme entry lost */
    free(x);
    free(y);
    solution_free(&w);
    json_t *rec = economy_json(&pb, &ec), *man = json_man(rec, "b2");
    ck_assert_ptr_nonnull(man);
    ck_assert(has_string(json_object_get(json_object_get(man, "without"), "lost_themes"), "key-unpins"));
    ck_assert(same_strings(json_object_get(man, "roles"), STRINGS("theme")));
    json_decref(rec);
    economy_free(&ec);
    problem_free(&pb);
}
END_TEST

/* Lighter: the queen h1 could be a rook; every man's lighter list holds
 * exactly the lighter men that, put on its square by hand, keep every phase
 * and theme. */
START_TEST(a_queen_that_could_be_a_rook)
{
    Economy ec;
    Problem pb;
    economy_of(LIGHTER_843, LANG_EN, 2, &ec, &pb);
    const ManEconomy *q = man_on(&ec, "h1");
    ck_assert(man_has(q, ROLE_MATE));
    ck_assert_int_ge(q->nlighter, 1);
    ck_assert_int_eq(q->lighter[0], PIECE(WHITE, ROOK));
    int listed = 0, checked = 0;
    for (int i = 0; i < ec.nmen; i++) {
        const ManEconomy *m = &ec.men[i];
        static const char *const lighter[7] = { [KNIGHT] = "P", [BISHOP] = "P", [ROOK] = "P", [QUEEN] = "RBP" };
        const char *kinds = lighter[PTYPE(m->piece)];
        char sq[3];
        square_name(m->square, sq);
        for (const char *k = kinds; k && *k; k++) {
            char c = PCOLOUR(m->piece) == WHITE ? *k : (char)(*k - 'A' + 'a');
            int type = *k == 'R' ? ROOK : *k == 'B' ? BISHOP : PAWN;
            bool said = false;
            for (int j = 0; j < m->nlighter; j++)
                said |= PTYPE(m->lighter[j]) == type;
            bool kept = !(type == PAWN && (sq[1] == '1' || sq[1] == '8')) && same_problem(&ec, pb.fen, sq, c);
            ck_assert_msg(said == kept, "%s as %c: said %d, by hand %d", sq, c, said, kept);
            listed += said;
            checked++;
        }
    }
    ck_assert_int_gt(listed, 0);
    ck_assert_int_gt(checked - listed, 0); /* both answers seen */
    json_t *rec = economy_json(&pb, &ec);
    ck_assert_ptr_nonnull(json_man(rec, "h1"));
    ck_assert(same_strings(json_object_get(json_man(rec, "h1"), "lighter"), STRINGS("R")));
    json_decref(rec);
    char *text = economy_table(&pb, &ec, LANG_DE);
    ASSERT_IN(text, "      ein leichterer Stein erhält jede Phase: wTh1\n");
    free(text);
    economy_free(&ec);
    problem_free(&pb);
}
END_TEST

/* A man whose removal takes a check with no set mate away loses a flaw: it
 * can go (the pawn a3 was "set play: gained: checks without a set mate",
 * the entry of four checks differing from the one of five). A man whose
 * removal gives Black a new one is the set play's, the check named. */
START_TEST(a_check_taken_away_is_no_flaw_gained)
{
    Economy ec;
    Problem pb;
    economy_of(CHECK_947, LANG_EN, 2, &ec, &pb);
    ck_assert_uint_eq(man_on(&ec, "a3")->roles, 1u << ROLE_SUPERFLUOUS);
    ck_assert(same_problem(&ec, pb.fen, "a3", '.'));
    economy_free(&ec);
    problem_free(&pb);
    economy_of(CHECK_504, LANG_EN, 2, &ec, &pb);
    ck_assert_uint_eq(man_on(&ec, "b2")->roles, 1u << ROLE_SET_PLAY);
    ck_assert(!same_problem(&ec, pb.fen, "b2", '.'));
    char *text = economy_table(&pb, &ec, LANG_EN);
    ASSERT_IN(text, "Pb2  set play\n      without it: sound\n        gained: checks without a set mate: 1...Qb1+\n");
    free(text);
    economy_free(&ec);
    problem_free(&pb);
    /* The same for any flaw: Polgar 1173's key 1.Rxh5+ captures the bishop h5;
     * a pawn there keeps every phase, the key capturing a pawn (the entry
     * "capturing key" differs, no flaw is gained): the pawn is a lighter man. */
    economy_of("8/5KBk/6p1/6Pb/7R/8/8/4q3 w - -", LANG_EN, 2, &ec, &pb);
    const ManEconomy *b = man_on(&ec, "h5");
    ck_assert_int_eq(b->nlighter, 1);
    ck_assert_int_eq(b->lighter[0], PIECE(BLACK, PAWN));
    ck_assert(same_problem(&ec, pb.fen, "h5", 'p'));
    economy_free(&ec);
    problem_free(&pb);
}
END_TEST

Suite *economy_phases_suite(void);
Suite *economy_phases_suite(void)
{
    Suite *s = suite_create("economy_phases");
    TCase *t = tcase_create("economy_phases");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, a_mutates_set_play_man_is_not_superfluous);
    tcase_add_test(t, a_try_man_is_not_superfluous);
    tcase_add_test(t, a_man_carrying_only_a_theme_is_not_superfluous);
    tcase_add_test(t, a_queen_that_could_be_a_rook);
    tcase_add_test(t, a_check_taken_away_is_no_flaw_gained);
    suite_add_tcase(s, t);
    return s;
}
