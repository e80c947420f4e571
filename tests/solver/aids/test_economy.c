/* test_economy.c - `economy`, what each man does. Every claim is checked apart
 * from the code that makes it: a man called superfluous is taken off the FEN
 * text by hand and the problem solved again; the table in four languages.
 * Run from tests/. */
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
#include "tests/solver/aids/economy_helpers.h"
#include "tests/test_helpers.h"

#define POLGAR_311 "8/8/2p5/2Q5/7k/5K2/8/8 w - -"

static bool has_uci(const Move *moves, int n, const char *uci)
{
    char buf[8];
    for (int i = 0; i < n; i++)
        if (strcmp(move_to_uci(moves[i], buf), uci) == 0)
            return true;
    return false;
}

/* ---- economy ------------------------------------------------------------ */

/* Polgar 307: the queen gives every mate; without it the key is refuted by
 * both king moves. */
START_TEST(economy_of_the_mating_queen)
{
    Economy ec;
    Problem pb;
    economy_of(POLGAR_307, LANG_EN, 1, &ec, &pb);
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
        mates += q->gives[i].mate != MOVE_NONE && q->gives[i].phase == IN_KEY;
    ck_assert_int_eq(mates, 5); /* the key's play: three threats, 2.Qb2# and 2.Qb4# */
    json_t *rec = economy_json(&pb, &ec);
    json_t *men = json_object_get(rec, "men");
    ck_assert_int_eq(json_array_size(men), 1);
    ck_assert_str_eq(json_string_value(json_object_get(json_array_get(men, 0), "piece")), "Q");
    json_decref(rec);
    economy_free(&ec);
    problem_free(&pb);
}
END_TEST

/* Each of a man's lists in the record holds a move once. banny-miss.fen: the
 * knight d4 plays 1.Nxe6!, whose 2.Nf4# is a threat and the mate of 1...Rb7
 * and of 1...Qa7; the record listed "e6f4" three times. */
START_TEST(economy_record_lists_each_move_once)
{
    Economy ec;
    Problem pb;
    economy_of("n6B/7B/4p3/1rR5/1p1NP3/1QpkN3/qn3P2/1b2K3 w - -", LANG_EN, 1, &ec, &pb);
    json_t *rec = economy_json(&pb, &ec);
    size_t i, j, k;
    json_t *man, *a, *b;
    static const char *const lists[] = { "keys", "mates", "defences" };
    json_array_foreach(json_object_get(rec, "men"), i, man)
        for (size_t l = 0; l < 3; l++) {
            json_t *list = json_object_get(man, lists[l]);
            json_array_foreach(list, j, a)
                for (k = j + 1; k < json_array_size(list) && (b = json_array_get(list, k)); k++)
                    ck_assert_msg(!json_equal(a, b), "%s of %s: %s twice", lists[l],
                                  json_string_value(json_object_get(man, "square")), json_string_value(a));
            if (strcmp(json_string_value(json_object_get(man, "square")), "d4") == 0 && l == 1)
                ck_assert_int_eq(json_array_size(list), 1); /* e6f4 */
        }
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
    economy_of(POLGAR_311, LANG_EN, 2, &ec, &pb);
    const ManEconomy *p = man_on(&ec, "c6"), *q = man_on(&ec, "c5");
    ck_assert(man_has(p, ROLE_COOK_STOPPER) && man_has(p, ROLE_STALEMATE_STOPPER));
    ck_assert(!man_has(p, ROLE_SUPERFLUOUS));
    ck_assert_int_eq(p->without, ST_COOKED);
    ck_assert_int_eq(p->nlost, 1);
    ck_assert_int_eq(p->lost[0].nrefutations, 0); /* 1.Qf5 stalemates */
    ck_assert(man_has(q, ROLE_KEY) && man_has(q, ROLE_MATE));
    economy_free(&ec);
    problem_free(&pb);
    economy_of("1n6/4B3/4B3/8/8/6k1/8/R3K2R w KQ -", LANG_EN, 1, &ec, &pb);
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
    economy_of("1Q6/8/8/8/8/k2K4/7P/8 w - -", LANG_EN, 1, &ec, &pb);
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

/* The length of the part of a solution summary about the keys and short
 * solutions: all before its tries and set play. */
static size_t keys_part(const char *summary)
{
    const char *t = strstr(summary, " | try"), *set = strstr(summary, " | set");
    return (size_t)((t ? t : set ? set : summary + strlen(summary)) - summary);
}

/* Every man of 100 problems: taken off the FEN text by hand and the problem
 * solved again. Superfluous exactly when every phase is the same (keys, short
 * solutions, threats, variations and mates, tries with their refutations and
 * play, set play) and no theme entry but a flaw is lost; a man whose absence
 * changes only the set play, the tries or the themes has one of those roles;
 * legality exactly when the reader refuses the position; a cook-stopper's
 * absence brings a new key or short solution; a key man stands where a key
 * starts. */
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
        economy_of(line, LANG_EN, 2, &ec, &pb);
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
                bool same = strcmp(full, without) == 0 && themes_kept(&ec.full, &w);
                ck_assert_msg(same == man_has(m, ROLE_SUPERFLUOUS), "%s %s: superfluous is %d, the problem %s",
                              pb.id, sq, man_has(m, ROLE_SUPERFLUOUS), same ? "the same" : "changes");
                if (!same && keys_part(full) == keys_part(without) &&
                    strncmp(full, without, keys_part(full)) == 0)
                    ck_assert_msg(m->roles & (1u << ROLE_SET_PLAY | 1u << ROLE_TRY | 1u << ROLE_THEME),
                                  "%s %s: the key's play is the same, no set-play, try or theme role", pb.id, sq);
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

/* The economy table of fen (an EPD line) in lang, malloc'd, its long lines
 * joined back: the changes worded in lang when computed. */
static char *economy_text(const char *fen, Lang lang)
{
    Economy ec;
    Problem pb;
    economy_of(fen, lang, 2, &ec, &pb);
    char *text = economy_table(&pb, &ec, lang);
    economy_free(&ec);
    problem_free(&pb);
    /* The lines at most 100 characters wide (UTF-8), a long one broken into
     * lines indented deeper than any of the table's own (0, 6 or 8 spaces):
     * those are joined back, to read the table's lines whole. */
    int width = 0;
    for (const char *p = text; *p; p++) {
        width = *p == '\n' ? 0 : width + ((*p & 0xC0) != 0x80);
        ck_assert_msg(width <= 100, "a line wider than 100 characters:\n%s", text);
    }
    char *w = text;
    for (const char *p = text; *p; p++) {
        if (*p == '\n' && strspn(p + 1, " ") >= 10) {
            *w++ = ' ';
            p += strspn(p + 1, " ");
            continue;
        }
        *w++ = *p;
    }
    *w = '\0';
    return text;
}

static int lines_in(const char *text)
{
    int n = 0;
    for (const char *p = text; (p = strchr(p, '\n')); p++)
        n++;
    return n;
}

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
      "\nwQb8  mate, guard", "      gives the threat 2.Qa7# 2.Qa8# 2.Qb3#\n",
      "      mates 1...Ka2 2.Qb2# 1...Ka4 2.Qb4#\n",
      "      without it: no solution\n        lost key: 1.Kc3\n        1.Kc3? is refuted by 1...Ka2! 1...Ka4!\n",
      "      the pawn h2 can go: the tries, key, threats, variations and mates stay the same, "
      "and no theme is lost\n",
      "sound, key 1.Kc3; 1 man besides the kings\n",
      "Economy of polgar-311   8/8/2p5/2Q5/7k/5K2/8/8 w - -\n", "      without it: cooked\n",
      "        1.Qf5? stalemates\n", "      without it the position is illegal: the black king is in check with White to move\n" },
    { LANG_IT, "Economia   1Q6/8/8/8/8/k2K4/7P/8 w - -\ncorretto, chiave 1.Rc3; 2 pezzi oltre ai re\n\n",
      "\nbDb8  matto, copertura", "      esegue la minaccia 2.Da7# 2.Da8# 2.Db3#\n",
      "      dà matto 1...Ra2 2.Db2# 1...Ra4 2.Db4#\n",
      "      senza questo pezzo: nessuna soluzione\n        chiave persa: 1.Rc3\n"
      "        1.Rc3? è confutata da 1...Ra2! 1...Ra4!\n",
      "      il pedone h2 si può togliere: tentativi, chiave, minacce, varianti e matti "
      "restano come prima, e nessun tema va perso\n",
      "corretto, chiave 1.Rc3; 1 pezzo oltre ai re\n",
      "Economia di polgar-311   8/8/2p5/2Q5/7k/5K2/8/8 w - -\n", "      senza questo pezzo: demolito\n",
      "        1.Df5? dà stallo\n", "      senza questo pezzo la posizione è illegale: il re nero è sotto scacco, e il Bianco ha il tratto\n" },
    { LANG_DE, "Ökonomie   1Q6/8/8/8/8/k2K4/7P/8 w - -\nkorrekt, Schlüssel 1.Kc3; 2 Steine außer den Königen\n\n",
      "\nwDb8  Matt, Deckung", "      droht 2.Da7# 2.Da8# 2.Db3#\n",
      "      setzt matt 1...Ka2 2.Db2# 1...Ka4 2.Db4#\n",
      "      ohne diesen Stein: keine Lösung\n        verlorener Schlüssel: 1.Kc3\n"
      "        1.Kc3? wird widerlegt durch 1...Ka2! 1...Ka4!\n",
      "      der Bauer h2 kann entfallen: Verführungen, Schlüssel, Drohungen, Abspiele und Matts "
      "bleiben gleich, und kein Thema geht verloren\n",
      "korrekt, Schlüssel 1.Kc3; 1 Stein außer den Königen\n",
      "Ökonomie von polgar-311   8/8/2p5/2Q5/7k/5K2/8/8 w - -\n", "      ohne diesen Stein: nebenlösig\n",
      "        1.Df5? setzt patt\n", "      ohne diesen Stein ist die Stellung illegal: der schwarze König steht im Schach, und Weiß ist am Zug\n" },
    { LANG_FR, "Économie   1Q6/8/8/8/8/k2K4/7P/8 w - -\ncorrect, clé 1.Rc3\u00a0; 2 pièces en plus des rois\n\n",
      "\nbDb8  mat, garde", "      exécute la menace 2.Da7# 2.Da8# 2.Db3#\n",
      "      mate 1...Ra2 2.Db2# 1...Ra4 2.Db4#\n",
      "      sans cette pièce\u00a0: pas de solution\n        clé perdue\u00a0: 1.Rc3\n"
      "        1.Rc3? est réfuté par 1...Ra2! 1...Ra4!\n",
      "      on peut ôter le pion h2\u00a0: essais, clé, menaces, variantes et mats restent comme "
      "avant, et aucun thème n'est perdu\n",
      "correct, clé 1.Rc3\u00a0; 1 pièce en plus des rois\n",
      "Économie de polgar-311   8/8/2p5/2Q5/7k/5K2/8/8 w - -\n", "      sans cette pièce\u00a0: démoli\n",
      "        1.Df5? fait pat\n", "      sans cette pièce la position est illégale\u00a0: le roi noir est en échec, et les Blancs ont le trait\n" },
};

START_TEST(economy_table_in_four_languages)
{
    static const char *const fleck = "2Q3bk/p7/2p2rpK/4N3/8/8/3n4/qN6 w - -"; /* problems/fleck.fen */
    char *en = economy_text(fleck, LANG_EN);
    /* in chess words, not the reader's "(position: the side not to move (black) is in check)" */
    ASSERT_IN(en, "      without it the position is illegal: the black king is in check with White to move\n");
    /* The men as problemists list them: White's first, by kind, then square. */
    static const char *const men[] = { "\nwQc8 ", "\nwNb1 ", "\nwNe5 ", "\nbQa1 ", "\nbRf6 ", "\nbBg8 ", "\nbNd2 ",
                                       "\nbPa7 ", "\nbPc6 ", "\nbPg6 " };
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
         * reason for an illegal position too: it was the reader's English
         * "(position: the side not to move (black) is in check)"). */
        t = economy_text(fleck, l);
        ASSERT_IN(t, ECONOMY_WORDS[i].illegal);
        ck_assert_int_eq(lines_in(t), lines_in(en));
        free(t);
    }
    free(en);
}
END_TEST

Suite *economy_suite(void);
Suite *economy_suite(void)
{
    Suite *s = suite_create("economy");
    TCase *t = tcase_create("economy");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, economy_of_the_mating_queen);
    tcase_add_test(t, economy_record_lists_each_move_once);
    tcase_add_test(t, economy_of_a_cook_stopping_pawn);
    tcase_add_test(t, economy_finds_a_superfluous_pawn);
    tcase_add_test(t, economy_roles_hold_when_the_man_is_taken_off);
    tcase_add_test(t, economy_table_in_four_languages);
    suite_add_tcase(s, t);
    return s;
}
