/* test_aids.c - the composer's aids: edits of a position, `economy` (what each
 * man does) and `repair` (versions that mend a flawed problem). Every claim is
 * checked apart from the code that makes it: a man called superfluous is taken
 * off the FEN text by hand and the problem solved again; every version
 * proposed is rebuilt from its edits and solved again in full. Run from tests/. */
#include <check.h>
#include <jansson.h>
#include <stdatomic.h>
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
    economy_compute(pb, &so, LANG_EN, LANG_EN, jobs, ec);
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

/* ---- the table in four languages ---------------------------------------- */

/* The economy table of fen (an EPD line) in lang, malloc'd: the changes
 * worded in lang when computed. */
static char *economy_text(const char *fen, Lang lang)
{
    Economy ec;
    Problem pb = test_problem(fen);
    SolveOptions so;
    solve_options_default(&so);
    economy_compute(&pb, &so, lang, lang, 2, &ec);
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    ck_assert_ptr_nonnull(out);
    economy_print(out, &pb, &ec, lang);
    fclose(out);
    economy_free(&ec);
    problem_free(&pb);
    return text;
}

static int lines_in(const char *text)
{
    int n = 0;
    for (const char *p = text; (p = strchr(p, '\n')); p++)
        n++;
    return n;
}

/* (the text cut short: Check's messages are short) */
#define ASSERT_IN(text, part) ck_assert_msg(strstr(text, part) != NULL, "no '%s' in:\n%.3000s", part, text)

/* The words of the table, checked by hand on Polgar 307 with a superfluous
 * pawn h2 (the queen gives every mate; without it 1.Kc3 fails to both king
 * moves), Polgar 311 (without the pawn c6 it is cooked and 1.Qf5 stalemates)
 * and fleck.fen (without the bishop g8 White gives check). */
static const struct {
    Lang lang;
    const char *head, *queen, *threat, *mates, *without, *superfluous, *one_man, *cooked_head, *cooked, *stalemate,
        *illegal;
} ECONOMY_WORDS[] = {
    { LANG_EN, "Economy   1Q6/8/8/8/8/k2K4/7P/8 w - -\nsound, key 1.Kc3; 2 men besides the kings\n\n",
      "\nQb8  mate, guard", "      gives the threat 2.Qa7# 2.Qa8# 2.Qb3#\n",
      "      mates 1...Ka2 2.Qb2# 1...Ka4 2.Qb4#\n",
      "      without it: no solution\n        lost key: 1.Kc3\n        1.Kc3? is refuted by 1...Ka2! 1...Ka4!\n",
      "      the pawn h2 can go: the keys, threats, variations and mates stay the same\n",
      "sound, key 1.Kc3; 1 man besides the kings\n",
      "Economy of polgar-311   8/8/2p5/2Q5/7k/5K2/8/8 w - -\n", "      without it: cooked\n",
      "        1.Qf5? stalemates\n", "      without it the position is illegal (" },
    { LANG_IT, "Economia   1Q6/8/8/8/8/k2K4/7P/8 w - -\ncorretto, chiave 1.Rc3; 2 pezzi oltre ai re\n\n",
      "\nDb8  matto, copertura", "      dà la minaccia 2.Da7# 2.Da8# 2.Db3#\n",
      "      dà matto 1...Ra2 2.Db2# 1...Ra4 2.Db4#\n",
      "      senza questo pezzo: nessuna soluzione\n        chiave persa: 1.Rc3\n"
      "        1.Rc3? è confutata da 1...Ra2! 1...Ra4!\n",
      "      il pedone h2 si può togliere: chiavi, minacce, varianti e matti restano gli stessi\n",
      "corretto, chiave 1.Rc3; 1 pezzo oltre ai re\n",
      "Economia di polgar-311   8/8/2p5/2Q5/7k/5K2/8/8 w - -\n", "      senza questo pezzo: demolito\n",
      "        1.Df5? dà stallo\n", "      senza questo pezzo la posizione è illegale (" },
    { LANG_DE, "Ökonomie   1Q6/8/8/8/8/k2K4/7P/8 w - -\nkorrekt, Schlüssel 1.Kc3; 2 Steine außer den Königen\n\n",
      "\nDb8  Matt, Deckung", "      droht 2.Da7# 2.Da8# 2.Db3#\n",
      "      setzt matt 1...Ka2 2.Db2# 1...Ka4 2.Db4#\n",
      "      ohne diesen Stein: keine Lösung\n        verlorener Schlüssel: 1.Kc3\n"
      "        1.Kc3? wird widerlegt durch 1...Ka2! 1...Ka4!\n",
      "      der Bauer h2 kann entfallen: Schlüssel, Drohungen, Varianten und Matts bleiben gleich\n",
      "korrekt, Schlüssel 1.Kc3; 1 Stein außer den Königen\n",
      "Ökonomie von polgar-311   8/8/2p5/2Q5/7k/5K2/8/8 w - -\n", "      ohne diesen Stein: nebenlösig\n",
      "        1.Df5? setzt patt\n", "      ohne diesen Stein ist die Stellung illegal (" },
    { LANG_FR, "Économie   1Q6/8/8/8/8/k2K4/7P/8 w - -\ncorrect, clé 1.Rc3; 2 pièces en plus des rois\n\n",
      "\nDb8  mat, garde", "      donne la menace 2.Da7# 2.Da8# 2.Db3#\n",
      "      mate 1...Ra2 2.Db2# 1...Ra4 2.Db4#\n",
      "      sans cette pièce: pas de solution\n        clé perdue: 1.Rc3\n"
      "        1.Rc3? est réfuté par 1...Ra2! 1...Ra4!\n",
      "      on peut ôter le pion h2: clés, menaces, variantes et mats restent les mêmes\n",
      "correct, clé 1.Rc3; 1 pièce en plus des rois\n",
      "Économie de polgar-311   8/8/2p5/2Q5/7k/5K2/8/8 w - -\n", "      sans cette pièce: démoli\n",
      "        1.Df5? fait pat\n", "      sans cette pièce la position est illégale (" },
};

START_TEST(economy_table_in_four_languages)
{
    static const char *const fleck = "2Q3bk/p7/2p2rpK/4N3/8/8/3n4/qN6 w - -"; /* problems/fleck.fen */
    char *en = economy_text(fleck, LANG_EN);
    ASSERT_IN(en, "      without it the position is illegal (position: the side not to move (black) is in check)\n");
    /* The men as problemists list them: White's first, by kind, then square. */
    static const char *const men[] = { "\nQc8 ", "\nNb1 ", "\nNe5 ", "\nqa1 ", "\nrf6 ", "\nbg8 ", "\nnd2 ",
                                       "\npa7 ", "\npc6 ", "\npg6 " };
    assert_in_order(en, men, sizeof men / sizeof *men);

    for (size_t i = 0; i < sizeof ECONOMY_WORDS / sizeof *ECONOMY_WORDS; i++) {
        Lang l = ECONOMY_WORDS[i].lang;
        char *t = economy_text("1Q6/8/8/8/8/k2K4/7P/8 w - -", l);
        ck_assert_msg(strncmp(t, ECONOMY_WORDS[i].head, strlen(ECONOMY_WORDS[i].head)) == 0, "%s", t);
        ASSERT_IN(t, ECONOMY_WORDS[i].queen);
        ASSERT_IN(t, ECONOMY_WORDS[i].threat);
        ASSERT_IN(t, ECONOMY_WORDS[i].mates);
        ASSERT_IN(t, ECONOMY_WORDS[i].without);
        ASSERT_IN(t, ECONOMY_WORDS[i].superfluous);
        ck_assert_msg(strstr(t, ECONOMY_WORDS[i].superfluous) > strstr(t, ECONOMY_WORDS[i].queen),
                      "the queen before the pawn:\n%s", t);
        free(t);
        t = economy_text(POLGAR_307, l);
        ASSERT_IN(t, ECONOMY_WORDS[i].one_man);
        free(t);
        t = economy_text(POLGAR_311 "; id \"polgar-311\"", l);
        ck_assert_msg(strncmp(t, ECONOMY_WORDS[i].cooked_head, strlen(ECONOMY_WORDS[i].cooked_head)) == 0, "%s", t);
        ASSERT_IN(t, ECONOMY_WORDS[i].cooked);
        ASSERT_IN(t, ECONOMY_WORDS[i].stalemate);
        free(t);
        if (l == LANG_EN)
            continue;
        /* fleck.fen: every line of the English table, in the other words (the
         * reader's reason for an illegal position stays English, as errors do). */
        t = economy_text(fleck, l);
        ASSERT_IN(t, ECONOMY_WORDS[i].illegal);
        ASSERT_IN(t, "(position: the side not to move (black) is in check)\n");
        ck_assert_int_eq(lines_in(t), lines_in(en));
        free(t);
    }
    free(en);
}
END_TEST

/* ---- repair ------------------------------------------------------------- */

/* The repair of fen with its change texts in lang. */
static void repair_of_in(const char *fen, const char *key, int depth, double max_time, Lang lang, Repair *r,
                         Problem *pb)
{
    *pb = test_problem(fen);
    RepairOptions o = { .depth = depth, .jobs = 2, .max_time = max_time, .lang = lang, .words = lang };
    solve_options_default(&o.solve);
    o.key = key ? uci_move(&pb->pos, key) : MOVE_NONE;
    char err[256];
    int rc = repair_run(pb, &o, r, err, sizeof err);
    ck_assert_msg(rc == 0, "%s", err);
}

static void repair_of(const char *fen, const char *key, int depth, double max_time, Repair *r, Problem *pb)
{
    repair_of_in(fen, key, depth, max_time, LANG_EN, r, pb);
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

/* The repair of fen (key in UCI or NULL) as text in lang, best versions; malloc'd. */
static char *repair_text(const char *fen, const char *key, Lang lang, int best, int *nversions)
{
    Repair r;
    Problem pb;
    repair_of_in(fen, key, 1, 0, lang, &r, &pb);
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    ck_assert_ptr_nonnull(out);
    repair_print(out, &pb, &r, best, lang);
    fclose(out);
    if (nversions)
        *nversions = r.nversions;
    repair_free(&r);
    problem_free(&pb);
    return text;
}

/* The words of repair, checked by hand: Polgar 307 needs nothing; with 1.Kc2
 * intended (a try with one variation, 1...Ka2, and its dual) the versions
 * kill 1.Kc3; Polgar 315 has one dual, which every version loses. */
static const struct {
    Lang lang;
    const char *nothing, *kc2_head, *kc2_kills, *tried, *sound_one, *sound_more, *no_dual, *one_more, *more;
} REPAIR_WORDS[] = {
    { LANG_EN, "Repair   1Q6/8/8/8/8/k2K4/8/8 w - -\nsound: 1.Kc3; intended key 1.Kc3 with 2 variations\n"
               "nothing to mend: sound with this key and no duals\n",
      "sound: 1.Kc3; intended key 1.Kc2 with 1 variation, 1 with a dual\n", ": kills 1.Kc3; makes 1.Kc2 the key; ",
      " versions one edit apart tried (", "1 sound with 1.Kc2\n", " sound with 1.Kc2\n", ": 0 duals left of 1; ",
      "(1 more: --versions 0 shows them all)\n", " more: --versions 0 shows them all)\n" },
    { LANG_IT, "Riparazione   1Q6/8/8/8/8/k2K4/8/8 w - -\ncorretto: 1.Rc3; chiave prevista 1.Rc3 con 2 varianti\n"
               "niente da riparare: corretto con questa chiave e senza duali\n",
      "corretto: 1.Rc3; chiave prevista 1.Rc2 con 1 variante, 1 con duale\n",
      ": elimina 1.Rc3; fa di 1.Rc2 la chiave; ", " versioni a una modifica di distanza provate (legali: ",
      "1 corretta con 1.Rc2\n", " corrette con 1.Rc2\n", ": 0 duali rimasti su 1; ",
      "(1 altra: --versions 0 le mostra tutte)\n", ": --versions 0 le mostra tutte)\n" },
    { LANG_DE, "Reparatur   1Q6/8/8/8/8/k2K4/8/8 w - -\nkorrekt: 1.Kc3; beabsichtigter Schlüssel 1.Kc3 mit 2 Varianten\n"
               "nichts zu reparieren: korrekt mit diesem Schlüssel und ohne Duale\n",
      "korrekt: 1.Kc3; beabsichtigter Schlüssel 1.Kc2 mit 1 Variante, 1 mit Dual\n",
      ": beseitigt 1.Kc3; macht 1.Kc2 zum Schlüssel; ", " Fassungen eine Änderung entfernt geprüft (",
      "1 korrekt mit 1.Kc2\n", " korrekt mit 1.Kc2\n", ": 0 Duale von 1 bleiben; ",
      "(1 weitere: --versions 0 zeigt alle)\n", " weitere: --versions 0 zeigt alle)\n" },
    { LANG_FR, "Réparation   1Q6/8/8/8/8/k2K4/8/8 w - -\ncorrect: 1.Rc3; clé prévue 1.Rc3 avec 2 variantes\n"
               "rien à réparer: correct avec cette clé et sans duals\n",
      "correct: 1.Rc3; clé prévue 1.Rc2 avec 1 variante, 1 avec dual\n",
      ": élimine 1.Rc3; fait de 1.Rc2 la clé; ", " versions à une modification près essayées (légales: ",
      "1 correcte avec 1.Rc2\n", " correctes avec 1.Rc2\n", ": 0 dual restant sur 1; ",
      "(1 de plus: --versions 0 les montre toutes)\n", " de plus: --versions 0 les montre toutes)\n" },
};

START_TEST(repair_text_in_four_languages)
{
    for (size_t i = 0; i < sizeof REPAIR_WORDS / sizeof *REPAIR_WORDS; i++) {
        Lang l = REPAIR_WORDS[i].lang;
        char *t = repair_text(POLGAR_307, NULL, l, 5, NULL);
        ck_assert_str_eq(t, REPAIR_WORDS[i].nothing);
        free(t);
        int n;
        t = repair_text(POLGAR_307, "d3c2", l, 2, &n);
        ASSERT_IN(t, REPAIR_WORDS[i].kc2_head);
        ASSERT_IN(t, REPAIR_WORDS[i].kc2_kills);
        ASSERT_IN(t, REPAIR_WORDS[i].tried);
        ck_assert_int_gt(n, 0);
        ASSERT_IN(t, n == 1 ? REPAIR_WORDS[i].sound_one : REPAIR_WORDS[i].sound_more);
        if (n == 3)
            ASSERT_IN(t, REPAIR_WORDS[i].one_more);
        else if (n > 3)
            ASSERT_IN(t, REPAIR_WORDS[i].more);
        free(t);
        t = repair_text("8/8/8/8/8/K3Q3/B1k5/8 w - -", NULL, l, 0, &n);
        ck_assert_int_gt(n, 0);
        const char *at = t;
        for (int k = 0; k < n; k++) { /* each version says it */
            at = strstr(at, REPAIR_WORDS[i].no_dual);
            ck_assert_msg(at != NULL, "version %d of %d:\n%.3000s", k + 1, n, t);
            at++;
        }
        free(t);
    }
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
    tcase_add_test(tc, economy_table_in_four_languages);
    tcase_add_test(tc, repair_mends_a_cooked_problem);
    tcase_add_loop_test(tc, repair_counts_the_play_kept, 0, 2);
    tcase_add_test(tc, repair_removes_a_dual);
    tcase_add_test(tc, repair_without_a_key_and_with_another_key);
    tcase_add_test(tc, repair_tries_pairs_of_edits);
    tcase_add_test(tc, repair_text_in_four_languages);
    tcase_add_test(tc, aids_commands_in_a_language);
    tcase_add_test(tc, repair_stops_when_cancelled);
    suite_add_tcase(s, tc);
    return s;
}
