/* test_repair.c - `repair`, versions that mend a flawed problem: every version
 * proposed is rebuilt from its edits and solved again in full; the play kept,
 * duals, pairs of edits, the cancel hook (the text: test_repair_words.c).
 * Run from tests/. */
#include <check.h>
#include <jansson.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/aids/economy.h"
#include "solver/aids/economy_report.h"
#include "solver/aids/edit.h"
#include "solver/aids/repair.h"
#include "solver/aids/repair_report.h"
#include "solver/cli/commands.h"
#include "solver/compare/diff.h"
#include "solver/movegen.h"
#include "solver/report/text.h"
#include "tests/solver/aids/aids_helpers.h"
#include "tests/solver/aids/repair_helpers.h"
#include "tests/test_helpers.h"

#define POLGAR_311 "8/8/2p5/2Q5/7k/5K2/8/8 w - -"

/* Every version found: rebuilt from the original FEN and its edits by hand,
 * read again, solved in full: sound, with the intended key. And the versions
 * come best first. */
static void check_versions(const Problem *pb, const Repair *r)
{
    char key[8];
    move_to_uci(r->key, key);
    json_t *rec = repair_json(pb, r, 0);
    json_t *versions = json_object_get(rec, "versions");
    ck_assert_int_eq(json_array_size(versions), r->nversions);
    size_t i;
    json_t *v;
    json_array_foreach(versions, i, v) {
        char cells[64], fen[128];
        const char *vfen = json_string_value(json_object_get(v, "fen"));
        ck_assert_msg(board_after_edits(pb->fen, json_object_get(v, "edits"), cells), "%s: edits do not fit",
                      json_string_value(json_object_get(v, "fen")));
        fen_with_cells(vfen, cells, fen, sizeof fen);
        ck_assert_msg(strcmp(fen, vfen) == 0, "edits %s give %s, not %s",
                      json_dumps(json_object_get(v, "edits"), 0), fen, vfen);
        bool legal;
        Solution s = solve_fen_text(vfen, &legal);
        ck_assert_msg(legal, "%s: not legal", vfen);
        ck_assert_msg(s.status == ST_SOUND, "%s: %s", vfen, status_name(s.status));
        char got[8];
        ck_assert_str_eq(move_to_uci(s.keys[0].move, got), key);
        solution_free(&s);
        if (i > 0) {
            const Version *a = &r->versions[i - 1], *b = &r->versions[i];
            ck_assert(a->kept > b->kept || (a->kept == b->kept && (a->threat_kept >= b->threat_kept)));
        }
    }
    json_decref(rec);
}

/* The set defences of s with their mates, "d:m1,m2" each. */
static int set_lines(const Solution *s, char lines[][512], int cap)
{
    int n = 0;
    for (int i = 0; s->set_computed && i < s->nset && n < cap; i++) {
        if (s->set[i].n == 0)
            continue;
        move_to_uci(s->set[i].defence, lines[n]);
        strcat(lines[n], ":");
        sorted_moves(sol_moves(s, s->set[i].first), s->set[i].n, lines[n], 512);
        n++;
    }
    return n;
}

/* Polgar 2725 is cooked by the rook a1, with six tries and a set mate. Every
 * version is solved by hand: the set variations and tries it loses (a try
 * gone or refuted otherwise) are counted apart from the code; the versions
 * come by what they keep of the whole problem (variations, threat, themes,
 * set play, tries), so the best keeps the most tries: +pa2, not pb3-f3 (the
 * first by the intended play alone). The text writes the edits in the
 * report's letters, the record in FEN's. */
START_TEST(repair_ranks_by_the_whole_problem)
{
    Repair r;
    Problem pb;
    repair_of("8/8/8/8/8/1p5p/1R6/R4K1k w - -", NULL, 1, 0, &r, &pb);
    ck_assert_int_gt(r.nversions, 10);
    static char orig_set[64][512], set[64][512];
    int norig_set = set_lines(&r.orig, orig_set, 64);
    json_t *rec = repair_json(&pb, &r, 0);
    size_t i;
    json_t *v;
    int previous[5] = { 0 }, losing = 0;
    json_array_foreach(json_object_get(rec, "versions"), i, v) {
        bool legal;
        Solution s = solve_fen_text(json_string_value(json_object_get(v, "fen")), &legal);
        ck_assert(legal);
        int lost_tries = 0, lost_set = 0;
        for (int t = 0; t < r.orig.ntries; t++) {
            const Play *a = &r.orig.tries[t];
            if (MOVE_KEY(a->move) == MOVE_KEY(r.key))
                continue;
            bool kept = false;
            for (int u = 0; u < s.ntries; u++) {
                const Play *b = &s.tries[u];
                char x[256] = "", y[256] = "";
                sorted_moves(sol_moves(&r.orig, a->refuts_first), a->nrefuts, x, sizeof x);
                sorted_moves(sol_moves(&s, b->refuts_first), b->nrefuts, y, sizeof y);
                kept |= MOVE_KEY(a->move) == MOVE_KEY(b->move) && strcmp(x, y) == 0;
            }
            lost_tries += !kept;
        }
        int nset = set_lines(&s, set, 64);
        for (int a = 0; a < norig_set; a++) {
            bool kept = false;
            for (int b = 0; b < nset; b++)
                kept |= strcmp(orig_set[a], set[b]) == 0;
            lost_set += !kept;
        }
        solution_free(&s);
        ck_assert_int_eq((int)json_array_size(json_object_get(v, "lost_tries")), lost_tries);
        ck_assert_int_eq((int)json_array_size(json_object_get(v, "lost_set")), lost_set);
        losing += lost_tries > 0;
        int now[5] = { -(int)json_integer_value(json_object_get(v, "kept")),
                       -json_is_true(json_object_get(v, "threat_kept")),
                       (int)json_array_size(json_object_get(v, "lost_themes")), lost_set, lost_tries };
        if (i > 0) {
            int k = 0;
            while (k < 5 && now[k] == previous[k])
                k++;
            ck_assert_msg(k == 5 || now[k] > previous[k], "version %zu comes before a worse one", i + 1);
        }
        memcpy(previous, now, sizeof now);
    }
    ck_assert_int_gt(losing, 0); /* the test sees versions that lose tries */
    json_t *best = json_array_get(json_object_get(rec, "versions"), 0);
    ck_assert_str_eq(json_string_value(json_array_get(json_object_get(best, "edits"), 0)), "+pa2");
    json_decref(rec);
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    repair_print(out, &pb, &r, 2, LANG_DE);
    fclose(out);
    ASSERT_IN(text, "\n1. +sBa2: beseitigt 1.Tab1 1.Tc1 1.Td1 1.Te1; erhält das Abspiel; verliert 6 Verführungen\n");
    free(text);
    repair_free(&r);
    problem_free(&pb);
}
END_TEST

/* Polgar 2725: the rook a1 cooks it four ways; some single edits mend it. */
START_TEST(repair_mends_a_cooked_problem)
{
    Repair r;
    Problem pb;
    repair_of("8/8/8/8/8/1p5p/1R6/R4K1k w - -", NULL, 1, 0, &r, &pb);
    ck_assert_int_eq(r.orig.status, ST_COOKED);
    ck_assert_int_eq(r.nflaw_keys, 4);
    ck_assert_int_gt(r.nversions, 10);
    ck_assert_int_gt(r.legal, 500);
    check_versions(&pb, &r);
    repair_free(&r);
    problem_free(&pb);
}
END_TEST

/* A version that gains a flaw the problem has not (a check with no set mate)
 * says so and comes after those that gain none. Polgar 837, intended 1.Qh7+:
 * the bishop f2 as a pawn kills 1.Bxf6 but gives Black 1...f1=Q# and 1...f1=R#
 * in the set position; it was the first version, its words "keeps the
 * variation" alone. The first version now has no unprovided check, as its
 * own solve (the Analysis) confirms. */
START_TEST(repair_weighs_the_flaws_it_gains)
{
    Repair r;
    Problem pb;
    repair_of("3q1rk1/1b1p1p2/r4n1Q/pp1pB1N1/8/8/P1B2bPP/7K w - -", "h6h7", 1, 0, &r, &pb);
    ck_assert_int_gt(r.nversions, 1);
    ck_assert_int_eq(r.versions[0].ngained_flaws, 0);
    Problem first = test_problem(r.versions[0].fen);
    Solution s;
    SolveOptions so;
    solve_options_default(&so);
    solve(&first.pos, &so, &s);
    char *text = report_text_string(&first, &s, &so, LANG_EN);
    ck_assert_ptr_null(strstr(text, "checks without a set mate"));
    free(text);
    solution_free(&s);
    problem_free(&first);
    const Version *pawn = NULL;
    for (int i = 0; i < r.nversions && !pawn; i++)
        if (strcmp(r.versions[i].fen, "3q1rk1/1b1p1p2/r4n1Q/pp1pB1N1/8/8/P1B2pPP/7K w - -") == 0)
            pawn = &r.versions[i];
    ck_assert_ptr_nonnull(pawn);
    ck_assert_int_eq(pawn->ngained_flaws, 2);
    bool said = false;
    for (int i = 0; i < pawn->changes.n; i++)
        said |= strcmp(pawn->changes.items[i].text, "gained: checks without a set mate: 1...f1=Q# 1...f1=R#") == 0;
    ck_assert(said);
    char *sum = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&sum, &len);
    repair_print_summary(f, &r, pawn, LANG_EN);
    fclose(f);
    ck_assert_str_eq(sum, "kills 1.Bxf6; keeps the variation; gains checks without a set mate");
    free(sum);
    check_versions(&pb, &r);
    repair_free(&r);
    problem_free(&pb);
}
END_TEST

/* Each version keeps as many of the intended variations (the same mates, or
 * fewer, or more: a new dual; not other mates) as the test counts by itself.
 * Polgar 2875, and Polgar 3516 whose versions lose variations, change mates
 * and add duals. */
static const char *const kept_cases[2][2] = {
    { "2Q5/4p3/4K3/8/3k4/3p2P1/3R4/8 w - -", "c8c7" },
    { "8/1K1Np1b1/5pp1/3k4/3pR3/Q5PB/2pq1P2/8 w - -", "a3b3" },
};

START_TEST(repair_counts_the_play_kept)
{
    Repair r;
    Problem pb;
    repair_of(kept_cases[_i][0], kept_cases[_i][1], 1, 0, &r, &pb);
    ck_assert_int_gt(r.nversions, 0);
    check_versions(&pb, &r);
    const Play *ip = NULL;
    for (int i = 0; i < r.orig.nkeys; i++)
        if (r.orig.keys[i].move == r.key)
            ip = &r.orig.keys[i];
    ck_assert_ptr_nonnull(ip);
    for (int n = 0; n < r.nversions; n++) {
        const Version *ver = &r.versions[n];
        bool legal;
        Solution s = solve_fen_text(ver->fen, &legal);
        int of = 0, kept = 0;
        for (int i = 0; i < ip->nvars; i++) {
            const Variation *a = &ip->vars[i];
            if (!variation_listed(&r.orig, ip, a, false))
                continue;
            of++;
            for (int j = 0; j < s.keys[0].nvars; j++) {
                const Variation *b = &s.keys[0].vars[j];
                if (MOVE_KEY(b->defence) != MOVE_KEY(a->defence) || !variation_listed(&s, &s.keys[0], b, false))
                    continue;
                bool subset = b->n > 0;
                for (int k = 0; k < b->n; k++)
                    subset &= move_in(sol_moves(&r.orig, a->first), a->n, sol_moves(&s, b->first)[k]);
                /* The same mates, or fewer, or more (a new dual): not a changed mate. */
                bool superset = true;
                for (int k = 0; k < a->n; k++)
                    superset &= move_in(sol_moves(&s, b->first), b->n, sol_moves(&r.orig, a->first)[k]);
                kept += subset || superset;
            }
        }
        ck_assert_int_eq(ver->of, of);
        ck_assert_msg(ver->kept == kept, "%s: kept %d, counted %d", ver->fen, ver->kept, kept);
        solution_free(&s);
    }
    repair_free(&r);
    problem_free(&pb);
}
END_TEST

/* Polgar 315 is sound with a dual after 1...Kb1: versions must have fewer duals. */
START_TEST(repair_removes_a_dual)
{
    Repair r;
    Problem pb;
    repair_of("8/8/8/8/8/K3Q3/B1k5/8 w - -", NULL, 1, 0, &r, &pb);
    ck_assert_int_eq(r.duals, 1);
    ck_assert_int_gt(r.nversions, 0);
    check_versions(&pb, &r);
    for (int i = 0; i < r.nversions; i++)
        ck_assert_int_eq(r.versions[i].duals, 0);
    repair_free(&r);
    problem_free(&pb);
}
END_TEST

/* No key: the first try is kept; with --key, another move; a sound problem
 * without duals needs nothing. */
START_TEST(repair_without_a_key_and_with_another_key)
{
    Repair r;
    Problem pb;
    repair_of("1Q6/8/8/8/8/k3K3/8/8 w - -", NULL, 1, 0, &r, &pb);
    ck_assert(!r.key_works);
    ck_assert_int_gt(r.nversions, 0);
    check_versions(&pb, &r);
    repair_free(&r);
    problem_free(&pb);

    repair_of(POLGAR_307, "d3c2", 1, 0, &r, &pb);
    ck_assert(!r.key_works);
    ck_assert_int_gt(r.nversions, 0);
    check_versions(&pb, &r);
    repair_free(&r);
    problem_free(&pb);

    repair_of(POLGAR_307, NULL, 1, 0, &r, &pb);
    ck_assert_int_eq(r.outcome, REPAIR_NOTHING);
    ck_assert_int_eq(r.nversions, 0);
    repair_free(&r);
    problem_free(&pb);
}
END_TEST

/* Pairs of edits: Polgar 484 (1.b8=Q+ and 1.b8=R+) needs two; a few seconds
 * find some. */
START_TEST(repair_tries_pairs_of_edits)
{
    Repair r;
    Problem pb;
    repair_of("4k2r/pPpn1ppp/1b6/3R2B1/8/8/PP3PPP/6K1 w k -", NULL, 2, 3, &r, &pb);
    ck_assert_int_eq(r.depth_searched, 2);
    ck_assert_int_gt(r.nversions, 0);
    for (int i = 0; i < r.nversions; i++)
        ck_assert_int_eq(r.versions[i].nedits, 2);
    check_versions(&pb, &r);
    repair_free(&r);
    problem_free(&pb);
}
END_TEST

/* The cancel hook (the workbench's page gone) stops the search as --max-time
 * does: Polgar 484, whose pairs take seconds, cancelled at the third question,
 * stops among the single edits (8 tried between two questions a thread). */
static atomic_int questions;
static bool cancel_at_third(void *ctx)
{
    (void)ctx;
    return atomic_fetch_add(&questions, 1) >= 2;
}

START_TEST(repair_stops_when_cancelled)
{
    Problem pb = test_problem("4k2r/pPpn1ppp/1b6/3R2B1/8/8/PP3PPP/6K1 w k -");
    RepairOptions o = { .depth = 2, .jobs = 2, .lang = LANG_EN, .cancelled = cancel_at_third };
    solve_options_default(&o.solve);
    atomic_store(&questions, 0);
    Repair r;
    char err[256];
    ck_assert_int_eq(repair_run(&pb, &o, &r, err, sizeof err), 0);
    ck_assert(r.timed_out);
    ck_assert_int_eq(r.depth_searched, 1);
    ck_assert_int_eq(r.nversions, 0);
    ck_assert_int_le(r.tried, 4 * 8);
    ck_assert_int_ge(atomic_load(&questions), 3);
    repair_free(&r);
    problem_free(&pb);
}
END_TEST

/* The CLI and the server share one default: a depth-2 search is bounded
 * unless told otherwise, depth 1 is not, and a limit asked for wins. */
START_TEST(repair_time_limit_defaults_by_depth)
{
    ck_assert(repair_max_time(0, 2) == REPAIR_DEPTH2_SECONDS);
    ck_assert(REPAIR_DEPTH2_SECONDS > 0);
    ck_assert(repair_max_time(0, 1) == 0);
    ck_assert(repair_max_time(5, 2) == 5);
    ck_assert(repair_max_time(5, 1) == 5);
}
END_TEST

Suite *repair_suite(void);
Suite *repair_suite(void)
{
    Suite *s = suite_create("repair");
    TCase *t = tcase_create("repair");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, repair_mends_a_cooked_problem);
    tcase_add_test(t, repair_ranks_by_the_whole_problem);
    tcase_add_test(t, repair_weighs_the_flaws_it_gains);
    tcase_add_loop_test(t, repair_counts_the_play_kept, 0, 2);
    tcase_add_test(t, repair_removes_a_dual);
    tcase_add_test(t, repair_without_a_key_and_with_another_key);
    tcase_add_test(t, repair_tries_pairs_of_edits);
    tcase_add_test(t, repair_stops_when_cancelled);
    tcase_add_test(t, repair_time_limit_defaults_by_depth);
    suite_add_tcase(s, t);
    return s;
}
