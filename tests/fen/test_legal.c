/* test_legal.c - the legality warnings (fen/legal.c): each check on a
 * position that breaks it and on a legal near miss that must pass; positions
 * of random games never warned; the warnings in the text report, the record
 * and (for a legal problem) nowhere. Run from tests/. */
#include <check.h>
#include <string.h>
#include "fen/legal.h"
#include "solver/movegen.h"
#include "solver/report/json.h"
#include "solver/report/legal_text.h"
#include "solver/report/text.h"
#include "tests/test_helpers.h"

/* The warnings of a FEN: how many, the first one's kind in *kind. */
static int warnings_of(const char *fen, LegalWarning *w)
{
    Position pos = test_position(fen);
    return legal_check(&pos, w);
}

static const struct {
    const char *bad, *near_miss;
    LegalKind kind;
    const char *text;
} cases[] = {
    /* 6 pawns and 3 queens beyond the first; the near miss has one queen fewer. */
    { "4k3/8/8/8/8/8/PPPPPP2/QQQQK3 w - -", "4k3/8/8/8/8/8/PPPPPP2/QQQ1K3 w - -", LEGAL_PROMOTED,
      "White has 6 pawns and at least 3 promoted men: more than its 8 pawns can give" },
    /* Two light-squared black bishops and 8 pawns; one on each colour is the game's set. */
    { "4k3/pppppppp/8/8/2b5/3b4/8/4K3 w - -", "4k3/pppppppp/8/8/2b5/4b3/8/4K3 w - -", LEGAL_PROMOTED,
      "Black has 8 pawns and at least 1 promoted man: more than its 8 pawns can give" },
    /* a2 and b2 never moved, so a3 came from b as well; from c (b2 absent, c2 there) it could. */
    { "4k3/8/8/8/8/P7/PP6/4K3 w - -", "4k3/8/8/8/8/P7/P1P5/4K3 w - -", LEGAL_PAWN_FILES,
      "White's pawns cannot each have come from a file of their own" },
    /* A pawn on h3 cannot come from the a-file side: h2, h3, g2... */
    { "4k3/8/8/8/8/7P/6PP/4K3 w - -", "4k3/8/8/8/8/7P/5P1P/4K3 w - -", LEGAL_PAWN_FILES,
      "White's pawns cannot each have come from a file of their own" },
    /* a2-a5 need 0+1+2+3 captures; Black misses 5 men, then 6. */
    { "4k3/pppppp2/nnbb4/P7/P7/P7/P7/4K3 w - -", "4k3/ppppp3/nnbb4/P7/P7/P7/P7/4K3 w - -", LEGAL_PAWN_CAPTURES,
      "White's pawns need at least 6 captures to stand where they do, but Black misses only 5 men" },
    /* Black's doubled pawns: g7, g6 need one capture; White has all 16 men. */
    { "6k1/6p1/6p1/8/8/8/PPPPPPPP/RNBQKBNR b - -", "6k1/6p1/6p1/8/8/8/PPPPPPP1/RNBQKBNR b - -",
      LEGAL_PAWN_CAPTURES, "Black's pawns need at least 1 capture to stand where they do, but White misses only 0 men" },
    /* Rook, bishop and knight all check the white king; the near miss, two of them. */
    { "4r1k1/8/8/8/1b6/3n4/8/4K3 w - -", "4r1k1/8/8/8/8/3n4/8/4K3 w - -", LEGAL_CHECKERS,
      "the white king is in check from 3 men at once" },
    /* A rook and a knight that cannot have left the rook's line; from e5 (near miss) it did. */
    { "4k3/8/8/8/8/8/2n5/r3K3 w - -", "4r1k1/8/8/8/8/5n2/8/4K3 w - -", LEGAL_DOUBLE_CHECK,
      "double check of the white king from a1 and c2, which no last move can give" },
    /* Two bishops: neither can have left the other's diagonal (no promotion on rank 1 either). The
     * near miss: bishop d2 and rook e8, the bishop come from e3 off the rook's file. */
    { "4k3/8/8/8/1b6/8/5b2/4K3 w - -", "4r1k1/8/8/8/8/8/3b4/4K3 w - -", LEGAL_DOUBLE_CHECK,
      "double check of the white king from f2 and b4, which no last move can give" },
    /* A black pawn on its own second rank gives check: it never moved there. From d6 it did. */
    { "k7/3p4/4K3/8/8/8/8/8 w - -", "k7/8/3p4/4K3/8/8/8/8 w - -", LEGAL_CHECK,
      "the white king is in check from d7, which no last move can give" },
    /* A knight checks from c2, and every square it could have come from is taken. */
    { "4k3/8/8/8/1P1P4/P3P3/2n5/R3K3 w - -", "4k3/8/8/8/1P6/P3P3/2n5/R3K3 w - -", LEGAL_CHECK,
      "the white king is in check from c2, which no last move can give" },
};

START_TEST(each_check)
{
    LegalWarning w[LEGAL_MAX];
    int n = warnings_of(cases[_i].bad, w);
    ck_assert_msg(n == 1, "%s: %d warnings", cases[_i].bad, n);
    ck_assert_int_eq(w[0].kind, cases[_i].kind);
    char line[256];
    legal_text_line(&w[0], LANG_EN, line, sizeof line);
    ck_assert_str_eq(line, cases[_i].text);
    n = warnings_of(cases[_i].near_miss, w);
    if (n > 0)
        legal_text_line(&w[0], LANG_EN, line, sizeof line);
    ck_assert_msg(n == 0, "near miss %s: %s", cases[_i].near_miss, n ? line : "");
}
END_TEST

/* e.p., castling and promotion explain checks that plain moves cannot: no warning. */
START_TEST(checks_by_ep_castling_promotion)
{
    LegalWarning w[LEGAL_MAX];
    /* exd6 e.p. left e5 and d5: the rook on e8 and the bishop on b7 both uncovered. */
    ck_assert_int_eq(warnings_of("4R3/1B6/3P4/8/4k3/8/8/4K3 b - -", w), 0);
    /* 0-0: the rook on f1 checks the king on f8. */
    ck_assert_int_eq(warnings_of("5k2/8/8/8/8/8/8/5RK1 b - -", w), 0);
    /* dxe8=Q: the new queen checks, the rook on d1 uncovered from d7. */
    ck_assert_int_eq(warnings_of("3kQ3/8/8/8/8/8/8/3RK3 b - -", w), 0);
    /* Without the pawn that took e.p., neither check explains the other. */
    ck_assert_int_eq(warnings_of("4R3/1B6/8/8/4k3/8/8/4K3 b - -", w), 1);
    ck_assert_int_eq(w[0].kind, LEGAL_DOUBLE_CHECK);
}
END_TEST

/* Positions of random games (captures, checks and promotions preferred)
 * arise in a game: none may be warned about. */
START_TEST(random_games_never_warned)
{
    unsigned long seed = 12345;
    int positions = 0;
    for (int game = 0; game < 300; game++) {
        Position pos = test_position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
        for (int ply = 0; ply < 300; ply++) {
            MoveList list;
            gen_legal(&pos, &list);
            if (list.n == 0 || pos.count[WHITE] + pos.count[BLACK] <= 3)
                break;
            LegalWarning w[LEGAL_MAX];
            int n = legal_check(&pos, w);
            positions++;
            if (n > 0) {
                char fen[128], line[256];
                legal_text_line(&w[0], LANG_EN, line, sizeof line);
                ck_abort_msg("%s: %s", fen_write(&pos, fen, sizeof fen), line);
            }
            /* Two draws: the better of a capture, a promotion or a check wins. */
            seed = seed * 6364136223846793005UL + 1442695040888963407UL;
            Move m = list.moves[(seed >> 33) % (unsigned long)list.n];
            seed = seed * 6364136223846793005UL + 1442695040888963407UL;
            Move other = list.moves[(seed >> 33) % (unsigned long)list.n];
            if ((other & MF_CAPTURE) || M_PROMO(other) || gives_check(&pos, other))
                m = other;
            Undo u;
            make_move(&pos, m, &u);
        }
    }
    ck_assert_int_gt(positions, 10000);
}
END_TEST

static const char *const ILLEGAL = "k7/3p4/4K3/8/8/8/8/8 w - -";

/* Each count of a warning has its own number, in every language: "at least 1
 * capture", "8 pawns and at least 1 promoted man" (they said "1 captures" and
 * "1 promoted men"). cases[1] and cases[5] are those positions. */
START_TEST(counts_agree_in_every_language)
{
    static const struct { int c; Lang lang; const char *text; } want[] = {
        { 1, LANG_DE, "Schwarz hat 8 Bauern und mindestens 1 umgewandelten Stein: mehr, als seine 8 Bauern geben können" },
        { 1, LANG_FR, "les Noirs ont 8 pions et au moins 1 pièce promue\u00a0: plus que leurs 8 pions ne peuvent donner" },
        { 1, LANG_IT, "il Nero ha 8 pedoni e almeno 1 pezzo promosso: più di quanti ne diano i suoi 8 pedoni" },
        { 5, LANG_DE, "die schwarzen Bauern brauchen mindestens 1 Schlagfall, um dort zu stehen, Weiß fehlen aber nur 0 Steine" },
        { 5, LANG_FR, "les pions noirs demandent au moins 1 prise pour être où ils sont, mais il ne manque que 0 pièce aux Blancs" },
        { 5, LANG_IT, "i pedoni neri richiedono almeno 1 cattura per stare dove sono, ma al Bianco mancano solo 0 pezzi" },
        { 4, LANG_DE, "die weißen Bauern brauchen mindestens 6 Schlagfälle, um dort zu stehen, Schwarz fehlen aber nur 5 Steine" },
        { 4, LANG_IT, "i pedoni bianchi richiedono almeno 6 catture per stare dove sono, ma al Nero mancano solo 5 pezzi" },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        LegalWarning w[LEGAL_MAX];
        ck_assert_int_eq(warnings_of(cases[want[i].c].bad, w), 1);
        char line[256];
        legal_text_line(&w[0], want[i].lang, line, sizeof line);
        ck_assert_str_eq(line, want[i].text);
    }
}
END_TEST

START_TEST(in_the_report_and_the_record)
{
    Problem pb = test_problem(ILLEGAL);
    SolveOptions so;
    solve_options_default(&so);
    Solution s;
    solve(&pb.pos, &so, &s);
    char *text = report_text_string(&pb, &s, &so, LANG_EN);
    ck_assert_ptr_nonnull(strstr(text, "\nwarning: the white king is in check from d7, which no last move can give\n"));
    free(text);
    text = report_text_string(&pb, &s, &so, LANG_IT);
    ck_assert_ptr_nonnull(strstr(text, "\navvertenza: "));
    free(text);
    /* French: the king in lower case as everywhere in the report, checked "depuis" a square. */
    text = report_text_string(&pb, &s, &so, LANG_FR);
    ck_assert_ptr_nonnull(strstr(text, "\navertissement\u00a0: le roi blanc est en échec depuis d7, qu'aucun"
                                       " dernier coup ne peut donner\n"));
    free(text);
    json_t *rec = report_json_record(&pb, &s, &so, LANG_DE); /* words of a record are English */
    json_t *w = json_object_get(rec, "warnings");
    ck_assert_int_eq(json_array_size(w), 1);
    ck_assert_str_eq(json_string_value(json_array_get(w, 0)), "the white king is in check from d7, which no last move can give");
    json_decref(rec);
    solution_free(&s);
    problem_free(&pb);

    /* A legal problem: no "warnings" at all, no line. */
    pb = test_problem("1Q6/8/8/8/8/k2K4/8/8 w - -");
    solve(&pb.pos, &so, &s);
    rec = report_json_record(&pb, &s, &so, LANG_EN);
    ck_assert_ptr_null(json_object_get(rec, "warnings"));
    json_decref(rec);
    text = report_text_string(&pb, &s, &so, LANG_EN);
    ck_assert_ptr_null(strstr(text, "warning"));
    free(text);
    solution_free(&s);
    problem_free(&pb);
}
END_TEST

/* The collections of problems/ and the corpus (when at hand) are legal. */
START_TEST(problems_are_legal)
{
    Run r = run_shell("../chiave batch --keys-only ../problems/*.fen 2>/dev/null | grep -c '\"warnings\"'");
    ck_assert_str_eq(r.out, "0\n");
}
END_TEST

Suite *legal_suite(void)
{
    Suite *s = suite_create("legal");
    TCase *tc = tcase_create("legal");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, each_check, 0, (int)(sizeof cases / sizeof *cases));
    tcase_add_test(tc, checks_by_ep_castling_promotion);
    tcase_add_test(tc, random_games_never_warned);
    tcase_add_test(tc, counts_agree_in_every_language);
    tcase_add_test(tc, in_the_report_and_the_record);
    tcase_add_test(tc, problems_are_legal);
    suite_add_tcase(s, tc);
    return s;
}
