/* test_aids.c - the composer's aids: edits of a position, `economy` (what each
 * man does) and `repair` (versions that mend a flawed problem). Every claim is
 * checked apart from the code that makes it: a man called superfluous is taken
 * off the FEN text by hand and the problem solved again; every version
 * proposed is rebuilt from its edits and solved again in full. Run from tests/. */
#include <check.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "solver/aids/economy.h"
#include "solver/aids/economy_report.h"
#include "solver/aids/edit.h"
#include "solver/aids/repair.h"
#include "solver/aids/repair_report.h"
#include "solver/movegen.h"
#include "tests/solver/aids/aids_helpers.h"
#include "tests/test_helpers.h"

#define POLGAR_307 "1Q6/8/8/8/8/k2K4/8/8 w - -"
#define POLGAR_311 "8/8/2p5/2Q5/7k/5K2/8/8 w - -"

static Move uci_move(const Position *pos, const char *uci)
{
    Move m = move_from_uci(pos, uci);
    ck_assert_msg(m != MOVE_NONE, "%s is not legal", uci);
    return m;
}

static bool has_uci(const Move *moves, int n, const char *uci)
{
    char buf[8];
    for (int i = 0; i < n; i++)
        if (strcmp(move_to_uci(moves[i], buf), uci) == 0)
            return true;
    return false;
}

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

/* ---- economy ------------------------------------------------------------ */

static const ManEconomy *man_on(const Economy *ec, const char *sq)
{
    for (int i = 0; i < ec->nmen; i++) {
        char name[3];
        square_name(ec->men[i].square, name);
        if (strcmp(name, sq) == 0)
            return &ec->men[i];
    }
    ck_abort_msg("no man on %s", sq);
    return NULL;
}

static void economy_of(const char *fen, int jobs, Economy *ec, Problem *pb)
{
    *pb = test_problem(fen);
    SolveOptions so;
    solve_options_default(&so);
    economy_compute(pb, &so, LANG_EN, jobs, ec);
}

/* Polgar 307: the queen gives every mate; without it the key is refuted by
 * both king moves. */
START_TEST(economy_of_the_mating_queen)
{
    Economy ec;
    Problem pb;
    economy_of(POLGAR_307, 1, &ec, &pb);
    ck_assert_int_eq(ec.nmen, 1);
    const ManEconomy *q = man_on(&ec, "b8");
    ck_assert(man_has(q, ROLE_MATE) && man_has(q, ROLE_GUARD));
    ck_assert(!man_has(q, ROLE_KEY) && !man_has(q, ROLE_SUPERFLUOUS) && !man_has(q, ROLE_COOK_STOPPER));
    ck_assert_int_eq(q->without, ST_NO_SOLUTION);
    ck_assert_int_eq(q->nlost, 1);
    ck_assert_int_eq(q->lost[0].nrefutations, 2);
    ck_assert(has_uci(q->lost[0].refutations, 2, "a3a2") && has_uci(q->lost[0].refutations, 2, "a3a4"));
    int mates = 0;
    for (int i = 0; i < q->ngives; i++)
        mates += q->gives[i].mate != MOVE_NONE;
    ck_assert_int_eq(mates, 5); /* three threats, 2.Qb2# and 2.Qb4# */
    json_t *rec = economy_json(&pb, &ec);
    json_t *men = json_object_get(rec, "men");
    ck_assert_int_eq(json_array_size(men), 1);
    ck_assert_str_eq(json_string_value(json_object_get(json_array_get(men, 0), "piece")), "Q");
    json_decref(rec);
    economy_free(&ec);
    problem_free(&pb);
}
END_TEST

/* Polgar 311: without the black pawn the queen cooks it four ways, and the key
 * stalemates. The castling key of key-king-move.fen is its rook's too. */
START_TEST(economy_of_a_cook_stopping_pawn)
{
    Economy ec;
    Problem pb;
    economy_of(POLGAR_311, 2, &ec, &pb);
    const ManEconomy *p = man_on(&ec, "c6"), *q = man_on(&ec, "c5");
    ck_assert(man_has(p, ROLE_COOK_STOPPER) && man_has(p, ROLE_STALEMATE_STOPPER));
    ck_assert(!man_has(p, ROLE_SUPERFLUOUS));
    ck_assert_int_eq(p->without, ST_COOKED);
    ck_assert_int_eq(p->nlost, 1);
    ck_assert_int_eq(p->lost[0].nrefutations, 0); /* 1.Qf5 stalemates */
    ck_assert(man_has(q, ROLE_KEY) && man_has(q, ROLE_MATE));
    economy_free(&ec);
    problem_free(&pb);
    economy_of("1n6/4B3/4B3/8/8/6k1/8/R3K2R w KQ -", 1, &ec, &pb);
    const ManEconomy *rook = man_on(&ec, "h1");
    ck_assert(man_has(rook, ROLE_KEY) && !man_has(rook, ROLE_PLAY));
    economy_free(&ec);
    problem_free(&pb);
}
END_TEST

/* A white pawn added on h2 to Polgar 307 changes nothing in the solution. */
START_TEST(economy_finds_a_superfluous_pawn)
{
    Economy ec;
    Problem pb;
    economy_of("1Q6/8/8/8/8/k2K4/7P/8 w - -", 1, &ec, &pb);
    ck_assert_int_eq(ec.nmen, 2);
    ck_assert(man_has(man_on(&ec, "h2"), ROLE_SUPERFLUOUS));
    ck_assert(!man_has(man_on(&ec, "b8"), ROLE_SUPERFLUOUS));
    economy_free(&ec);
    problem_free(&pb);
}
END_TEST

/* Whether w has a short solution or a key that full has not. */
static bool new_key_or_short(const Solution *full, const Solution *w)
{
    for (int i = 0; i < w->nshorts; i++)
        if (!move_in(full->shorts, full->nshorts, w->shorts[i]))
            return true;
    for (int i = 0; i < w->nkeys; i++) {
        bool known = false;
        for (int j = 0; j < full->nkeys; j++)
            known |= MOVE_KEY(full->keys[j].move) == MOVE_KEY(w->keys[i].move);
        if (!known)
            return true;
    }
    return false;
}

/* Every man of 100 problems: taken off the FEN text by hand and the problem
 * solved again. Superfluous exactly when the keys, short solutions, threats,
 * variations and mates are the same; legality exactly when the reader
 * refuses the position; a cook-stopper's absence brings a new key or short
 * solution; a key man stands where a key starts. */
START_TEST(economy_roles_hold_when_the_man_is_taken_off)
{
    FILE *f = fopen("data/batch/polgar100.epd", "r");
    ck_assert_ptr_nonnull(f);
    char *line = NULL;
    size_t cap = 0;
    int problems = 0, superfluous = 0, checked = 0;
    while (getline(&line, &cap, f) > 0) {
        Economy ec;
        Problem pb;
        economy_of(line, 2, &ec, &pb);
        char *full = solution_summary(&ec.full);
        for (int i = 0; i < ec.nmen; i++) {
            const ManEconomy *m = &ec.men[i];
            char sq[3], cells[64], fen[128];
            square_name(m->square, sq);
            board_cells(pb.fen, cells);
            cells[cell_of(sq)] = '.';
            fen_with_cells(pb.fen, cells, fen, sizeof fen);
            bool legal;
            Solution w = solve_fen_text(fen, &legal);
            ck_assert_msg(legal == !man_has(m, ROLE_LEGALITY), "%s %s: legality", pb.id, sq);
            if (legal) {
                char *without = solution_summary(&w);
                bool same = strcmp(full, without) == 0;
                ck_assert_msg(same == man_has(m, ROLE_SUPERFLUOUS), "%s %s: superfluous is %d, the solution %s",
                              pb.id, sq, man_has(m, ROLE_SUPERFLUOUS), same ? "the same" : "changes");
                ck_assert_int_eq(w.status, m->without);
                if (man_has(m, ROLE_COOK_STOPPER))
                    ck_assert_msg(new_key_or_short(&ec.full, &w), "%s %s: cook-stopper, but no new key", pb.id, sq);
                superfluous += same;
                free(without);
                solution_free(&w);
            }
            if (man_has(m, ROLE_KEY)) {
                bool starts = false;
                for (int k = 0; k < ec.full.nkeys; k++)
                    starts |= M_FROM(ec.full.keys[k].move) == m->square ||
                              (ec.full.keys[k].move & MF_CASTLE);
                ck_assert_msg(starts, "%s %s: key role, no key from there", pb.id, sq);
            }
            checked++;
        }
        free(full);
        economy_free(&ec);
        problem_free(&pb);
        problems++;
    }
    free(line);
    fclose(f);
    ck_assert_int_ge(problems, 100);
    ck_assert_int_gt(superfluous, 10); /* the test sees both answers */
    ck_assert_int_gt(checked - superfluous, 100);
}
END_TEST

/* ---- repair ------------------------------------------------------------- */

static void repair_of(const char *fen, const char *key, int depth, double max_time, Repair *r, Problem *pb)
{
    *pb = test_problem(fen);
    RepairOptions o = { .depth = depth, .jobs = 2, .max_time = max_time, .lang = LANG_EN };
    solve_options_default(&o.solve);
    o.key = key ? uci_move(&pb->pos, key) : MOVE_NONE;
    char err[256];
    int rc = repair_run(pb, &o, r, err, sizeof err);
    ck_assert_msg(rc == 0, "%s", err);
}

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

Suite *aids_suite(void)
{
    Suite *s = suite_create("aids");
    TCase *tc = tcase_create("aids");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, edit_texts);
    tcase_add_test(tc, every_single_edit_of_a_small_position);
    tcase_add_test(tc, versions_follow_the_readers_rules);
    tcase_add_test(tc, economy_of_the_mating_queen);
    tcase_add_test(tc, economy_of_a_cook_stopping_pawn);
    tcase_add_test(tc, economy_finds_a_superfluous_pawn);
    tcase_add_test(tc, economy_roles_hold_when_the_man_is_taken_off);
    tcase_add_test(tc, repair_mends_a_cooked_problem);
    tcase_add_loop_test(tc, repair_counts_the_play_kept, 0, 2);
    tcase_add_test(tc, repair_removes_a_dual);
    tcase_add_test(tc, repair_without_a_key_and_with_another_key);
    tcase_add_test(tc, repair_tries_pairs_of_edits);
    suite_add_tcase(s, tc);
    return s;
}
