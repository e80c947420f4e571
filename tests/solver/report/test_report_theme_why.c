/* test_report_theme_why.c - the Analysis says what makes each theme (issue 21
 * §7), in four languages: the catalogue's words of the theme's sentence and the
 * men and moves of its entry (a correction's man and corrections, a battery's
 * men, the refutations of a Banny...), as the text report writes them. Run from
 * tests/. */
#include <check.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "solver/movegen.h"
#include "solver/report/phases_why.h"
#include "solver/report/themes_text.h"
#include "solver/report/themes_text_why.h"
#include "themes/analysis.h"
#include "tests/solver/report/report_helpers.h"

static const Lang LANGS[] = { LANG_EN, LANG_DE, LANG_IT, LANG_FR };

/* Whether each piece of the sentence t between its conversions (%s, %1$s,
 * %d...) is in text. */
static bool holds_words(const char *text, const char *t)
{
    char piece[256];
    size_t n = 0;
    for (const char *p = t;; p++) {
        if (*p == '%' || *p == '\0') {
            piece[n] = '\0';
            /* trim the blanks a conversion stands between */
            char *s = piece;
            while (*s == ' ')
                s++;
            size_t len = strlen(s);
            while (len && s[len - 1] == ' ')
                s[--len] = '\0';
            if (len > 2 && !strstr(text, s))
                return false;
            n = 0;
            if (*p == '\0')
                return true;
            p++; /* past the conversion: "1$s", "s", "d" */
            while (*p && !isalpha((unsigned char)*p))
                p++;
            continue;
        }
        if (n + 1 < sizeof piece)
            piece[n++] = *p;
    }
}

/* Asserts that the translated sentence msgid (either form, with a plural) is in text. */
static void has_words(const char *text, Lang lang, const char *msgid, const char *plural, const char *name)
{
    bool one = holds_words(text, plural ? tr_n(lang, msgid, plural, 1) : tr(lang, msgid));
    bool more = plural && holds_words(text, tr_n(lang, msgid, plural, 2));
    ck_assert_msg(one || more, "%s (lang %d): '%s' not in:\n%s", name, (int)lang, tr(lang, msgid), text);
}

/* "Ra7" (in lang's letters), or "f4" for a pawn: the man on sq in pos. */
static void man(char *buf, const Position *pos, int sq, Lang lang)
{
    char name[3];
    square_name(sq, name);
    uint8_t pc = pos->board[sq];
    if (pc == EMPTY || PTYPE(pc) == PAWN)
        snprintf(buf, 8, "%s", name);
    else
        snprintf(buf, 8, "%c%s", piece_letter(lang, PTYPE(pc)), name);
}

/* " 1.X?"-free SAN of first move m of s in lang, asserted in text. */
static void has_first_move(const char *text, const Solution *s, Move m, Lang lang, const char *name)
{
    char buf[SAN_MAX], want[SAN_MAX + 4];
    Move legal = move_legal(&s->start, m);
    ck_assert_uint_ne(legal, MOVE_NONE);
    snprintf(want, sizeof want, "1.%s", move_to_san(&s->start, legal, lang, buf, sizeof buf));
    ck_assert_msg(strstr(text, want), "%s: '%s' not in:\n%s", name, want, text);
}

/* The words of msgid (and plural) in the flattened report of name in each language;
 * each man of squares (named in the position after the key when after, else
 * the diagram) and each first move of firsts in the text too. */
static void says(const char *name, ThemeId id, const char *msgid, const char *plural)
{
    Solution s;
    Analysis A;
    const ThemeEntry *e = entry_of_file(name, id, &s, &A);
    Position after = position_after(&s.start, move_legal(&s.start, e->key));
    for (size_t l = 0; l < sizeof LANGS / sizeof *LANGS; l++) {
        char *report = text_of_file(name, LANGS[l]);
        char *text = flat(strstr(report, tr(LANGS[l], "Analysis:")));
        has_words(text, LANGS[l], msgid, plural, name);
        char m[8];
        if (entry_has(e, EF_PIECE)) { /* a correction's man and its moves */
            man(m, &s.start, e->piece, LANGS[l]);
            ASSERT_HAS(text, m);
            if (id != THEME_BLACK_CORRECTION) {
                for (int i = 0; i < e->random.n; i++)
                    has_first_move(text, &s, e->random.v[i], LANGS[l], name);
                for (int i = 0; i < e->corrections.n; i++)
                    has_first_move(text, &s, e->corrections.v[i], LANGS[l], name);
            }
        }
        bool named = id == THEME_BATTERY_CREATION || id == THEME_HALF_BATTERY || id == THEME_BLACK_UNPIN;
        for (int i = 0; named && i < e->men.n; i++) { /* a battery's men, the man unpinned */
            man(m, after.board[e->men.v[i]] != EMPTY ? &after : &s.start, e->men.v[i], LANGS[l]);
            ASSERT_HAS(text, m);
        }
        free(text);
        free(report);
    }
    analysis_free(&A);
    solution_free(&s);
}

START_TEST(corrections_say_what_makes_them)
{
    says("black-correction", THEME_BLACK_CORRECTION, "any move of %1$s allows %2$s", NULL);
    says("black-correction", THEME_BLACK_CORRECTION, "the correction %s stops that mate and allows another",
         "the corrections %s stop that mate and allow others");
    says("white-correction", THEME_WHITE_CORRECTION, "the random moves %1$s of %2$s fail to %3$s", NULL);
    says("white-correction", THEME_WHITE_CORRECTION, "the correction %s avoids that error",
         "the corrections %s avoid that error");
    says("threat-correction", THEME_THREAT_CORRECTION,
         "the correction %s avoids that error and changes the threat (secondary threat)",
         "the corrections %s avoid that error and change the threat (secondary threat)");
}
END_TEST

START_TEST(batteries_say_their_men)
{
    says("battery-mate", THEME_BATTERY_MATE, "the mating man opens the line of %s", "the mating man opens the lines of %s");
    says("battery-creation", THEME_BATTERY_CREATION, "the key makes a battery: %1$s behind %2$s", NULL);
    says("half-battery", THEME_HALF_BATTERY, "the key takes %1$s off the line of %2$s; %3$s fires the battery", NULL);
}
END_TEST

START_TEST(changes_say_what_changes)
{
    says("reciprocal-change", THEME_RECIPROCAL_CHANGE, "%1$s and %2$s exchange their mates %3$s and %4$s", NULL);
    says("cyclic-change", THEME_CYCLIC_CHANGE, "the mates %s go round by one between the phases", NULL);
    says("zagoruiko", THEME_ZAGORUIKO, "each of its %1$d defences is met by another mate in each of its %2$d phases",
         NULL);
    says("rukhlis", THEME_RUKHLIS, "the set mates %1$s change after the key and come back after %2$s", NULL);
    says("transferred-mates", THEME_TRANSFERRED_MATES, "set mates meet other defences after the key: %s", NULL);
    says("anti-dombrovskis", THEME_ANTI_DOMBROVSKIS,
         "the mate %1$s of %2$s after %3$s is the key's threat, which %4$s now parries", NULL);
}
END_TEST

START_TEST(named_themes_say_what_makes_them)
{
    says("banny", THEME_BANNY, "the refutations %s are met after the key by the other try's first move", NULL);
    says("vladimirov", THEME_VLADIMIROV,
         "the refutations %s are met after the key by the first move of the try they refuted", NULL);
    says("hannelius", THEME_HANNELIUS, "the refutations %s are met after the key by the other try's threat", NULL);
    says("hannelius-cyclic", THEME_HANNELIUS,
         "the refutations %s, in the tries' order, are met after the key each by the next try's threat, the last by "
         "the first try's: a cycle",
         NULL);
    says("hannelius-cyclic", THEME_HANNELIUS, "cyclic Hannelius", NULL);
    says("somov-b1", THEME_SOMOV,
         "the defence opens another guard of %1$s, so the mate may shut off %2$s, White's own guard of it",
         "each defence opens another guard of %1$s, so the mate may shut off %2$s, White's own guard of it");
    says("somov", THEME_SOMOV, "the defence blocks %1$s, so the mate may shut off %2$s, White's own guard of it",
         "each defence blocks %1$s, so the mate may shut off %2$s, White's own guard of it");
    says("somov-squares", THEME_SOMOV, /* two squares, one each: "the defences block b3 and b4" */
         "the defences block %1$s, so the mates may shut off %2$s, White's own guards of them", NULL);
    char *two = text_of_file("somov-squares", LANG_EN);
    ASSERT_HAS(two, "block b3 and b4");
    free(two);
    says("barulin", THEME_BARULIN, "two white lines guard %s: the threat shuts off one, the defence the other",
         "two white lines guard %s: the threat shuts off one, each defence the other");
    /* their defending men go themselves to where they stand pinned (1...Qxe6, 1...Rxf3) */
    says("schiffmann", THEME_SCHIFFMANN,
         "the defending man moves onto %s, where it is pinned on the line the threat would cut; the mate exploits the pin",
         "each defending man moves onto %s, where it is pinned on the line the threat would cut; the mate exploits the pin");
    says("nietvelt", THEME_NIETVELT,
         "the defending man moves onto %s, where it is pinned on the line of the threatening piece; the mate exploits the pin",
         "each defending man moves onto %s, where it is pinned on the line of the threatening piece; the mate exploits the pin");
    says("black-unpin", THEME_BLACK_UNPIN, "the defence unpins %s, which mates", "each defence unpins %s, which mates");
    says("threat-reversal", THEME_THREAT_REVERSAL, "the first move of each phase is the other's threat", NULL);
    says("half-pin", THEME_HALF_PIN,
         "%1$s and %2$s stand on the line of %3$s to their king: when one moves, the mate pins the other", NULL);
}
END_TEST

START_TEST(keys_say_what_they_do)
{
    says("key-sacrifice", THEME_KEY_SACRIFICE, "%1$s offers %2$s to be taken:", NULL);
    says("key-gives-flights", THEME_KEY_GIVES_FLIGHTS, "no longer guarded by %s", NULL);
    says("key-takes-flights", THEME_KEY_TAKES_FLIGHTS, "now guarded by %s", NULL);
    says("key-capture", THEME_KEY_CAPTURE, "takes %s", NULL);
    says("key-king-move", THEME_KEY_KING_MOVE, "%s moves the king", NULL); /* "king key" stood alone */
    char *king = text_of_file("key-king-move", LANG_FR);
    ASSERT_HAS(king, "\n  clé de roi\u00a0: 1.0-0! déplace le roi\n"); /* the key named, castling too */
    free(king);
    says("fleck", THEME_FLECK, "each threat is the only one left after some defence", NULL);
    says("star-flights", THEME_STAR_FLIGHTS, "the king's four diagonal flights, each met by a mate", NULL);
}
END_TEST

/* Appends to buf the SAN in lang of uci, a first move with mark ("1.Qf5?") or,
 * after first move f, a mate ("2.Qf1#"), a space before when buf has words. */
static void add_san(char *buf, size_t len, const char *fen, const char *f, const char *uci, const char *mark,
                    Lang lang)
{
    Position pos = test_position(fen);
    if (f) {
        Position after = position_after(&pos, move_from_uci(&pos, f));
        pos = position_passed(&after);
    }
    Move m = move_from_uci(&pos, uci);
    ck_assert_uint_ne(m, MOVE_NONE);
    char san[SAN_MAX];
    size_t n = strlen(buf);
    snprintf(buf + n, len - n, "%s%s%s%s", n ? " " : "", f ? "2." : "1.", move_to_san(&pos, m, lang, san, sizeof san),
             mark);
}

/* Barnes says which try threatens which mate, whatever order a try lists its threats
 * in: polgar-2164 lists 1.Qf5?'s as 2.Qb1# 2.Qf1#, but A (1.Qf3?'s) is 2.Qf1# and B
 * (the key's) 2.Qb1#; Velimirović's five random moves make the plural. The words were
 * "the first tries threaten both mates, the next only the first, the key only the
 * second", false there and in the plural with one try. */
START_TEST(barnes_names_its_mates)
{
    static const struct {
        const char *name, *fen, *xs[5], *y, *z, *xa, *xb, *ya, *zb; /* first moves, then mates after them */
    } CASES[] = {
        { NULL, "8/7r/6p1/8/6Q1/6K1/4N1P1/7k w - -", { "g4f5" }, "g4f3", "g4e4", "f5f1", "f5b1", "f3f1", "e4b1" },
        { "barnes", "2N3n1/7p/KpP5/3kNP2/p2P1B2/2R5/3RQ1bq/1r6 w - -", { "e5d7", "e5f3", "e5f7", "e5g4", "e5g6" },
          "e5d3", "e5c4", "e2e5", "e2e6", "e2e5", "e2e6" },
    };
    for (size_t c = 0; c < sizeof CASES / sizeof *CASES; c++)
        for (size_t l = 0; l < sizeof LANGS / sizeof *LANGS; l++) {
            Lang lang = LANGS[l];
            const char *fen = CASES[c].fen;
            char x[128] = "", y[32] = "", z[32] = "", xa[32] = "", xb[32] = "", ya[32] = "", zb[32] = "";
            unsigned long nx = 0;
            for (; nx < 5 && CASES[c].xs[nx]; nx++)
                add_san(x, sizeof x, fen, NULL, CASES[c].xs[nx], "?", lang);
            add_san(y, sizeof y, fen, NULL, CASES[c].y, "?", lang);
            add_san(z, sizeof z, fen, NULL, CASES[c].z, "!", lang);
            add_san(xa, sizeof xa, fen, CASES[c].xs[0], CASES[c].xa, "", lang);
            add_san(xb, sizeof xb, fen, CASES[c].xs[0], CASES[c].xb, "", lang);
            add_san(ya, sizeof ya, fen, CASES[c].y, CASES[c].ya, "", lang);
            add_san(zb, sizeof zb, fen, CASES[c].z, CASES[c].zb, "", lang);
            char want[512], *report = CASES[c].name ? text_of_file(CASES[c].name, lang) : text_of(fen, lang);
            char *text = flat(strstr(report, tr(lang, "Analysis:")));
            snprintf(want, sizeof want,
                     tr_n(lang, "%1$s threatens %2$s and %3$s, %4$s only %5$s, the key %6$s only %7$s",
                          "%1$s threaten %2$s and %3$s, %4$s only %5$s, the key %6$s only %7$s", nx),
                     x, xa, xb, y, ya, z, zb);
            ck_assert_msg(strstr(text, want), "lang %d: '%s' not in:\n%s", (int)lang, want, text);
            if (lang == LANG_EN) /* the words themselves, not only the catalogue's */
                ASSERT_HAS(text, nx > 1 ? "1.Ng6? threaten 2.Qe5# and 2.Qe6#, 1.Nd3? only 2.Qe5#, the key 1.Nc4! only 2.Qe6#"
                                        : "1.Qf5? threatens 2.Qf1# and 2.Qb1#, 1.Qf3? only 2.Qf1#, the key 1.Qe4! only 2.Qb1#");
            free(text);
            free(report);
        }
}
END_TEST

/* A list of men longer than 63 letters, whole in a buffer that holds it (the
 * copy of the list so far was cut at 63 and the next man glued on), and only
 * whole men in one that does not. */
START_TEST(long_lists_of_men_whole)
{
    Position pos = test_position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
    char buf[96];
    tt_men_joined(buf, sizeof buf, 0xFFFFull, &pos, &pos, LANG_DE);
    ck_assert_str_eq(buf, "Ta1, Sb1, Lc1, Dd1, Ke1, Lf1, Sg1, Th1, a2, b2, c2, d2, e2, f2, g2 und h2");
    const char *all = "Ra1, Nb1, Bc1, Qd1, Ke1, Bf1, Ng1, Rh1, a2, b2, c2, d2, e2, f2, g2, h2, "
                      "a7, b7, c7, d7, e7, f7, g7, h7, Ra8, Nb8, Bc8, Qd8, Ke8, Bf8, Ng8 and Rh8";
    tt_men_joined(buf, sizeof buf, 0xFFFF00000000FFFFull, &pos, &pos, LANG_EN);
    size_t n = strlen(buf);
    ck_assert_uint_gt(n, 63);
    ck_assert_uint_lt(n, sizeof buf);
    ck_assert_msg(strncmp(all, buf, n) == 0 && all[n] == ',', "not whole men: '%s'", buf);
}
END_TEST

/* A Fleck is left out beside a total Fleck of its own key only (and so is the
 * page's chip, a head of this text): in a cooked problem whose key 1.Kb6+ has a
 * Fleck and whose key 1.Kc7+ has both, the text names the first key's Fleck. The entries
 * are made by hand (no corpus problem has such keys); each separates one threat. */
START_TEST(fleck_beside_its_own_keys_total_fleck_only)
{
    Problem pb = test_problem("k7/8/2K5/8/8/8/8/7Q w - -");
    SolveOptions o;
    solve_options_default(&o);
    Solution s;
    solve(&pb.pos, &o, &s);
    ck_assert_int_eq(s.nkeys, 4); /* 1.Kb6+ 1.Kc7+ 1.Qb1 1.Qh7 */
    Analysis A;
    analysis_init(&A);
    ThemeId ids[3] = { THEME_FLECK, THEME_FLECK, THEME_TOTAL_FLECK };
    for (int i = 0; i < 3; i++) {
        ThemeEntry *e = entry_new(&A, ids[i], s.keys[i > 0].move);
        entry_line(e, EF_SEPARATIONS, s.keys[i > 0].move, NULL, 0);
    }
    char *text = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&text, &n);
    ck_assert_ptr_nonnull(f);
    themes_text(f, &s, &A, LANG_EN);
    fclose(f);
    const char *second = strstr(text, "\n1.Kc7+!\n");
    ck_assert_msg(second && strstr(text, "\n1.Kb6+!\n  Fleck (1):"), "%s", text);
    ck_assert_msg(strstr(second, "  total Fleck (1):") && !strstr(second, "  Fleck"), "%s", text);
    free(text);
    analysis_free(&A);
    solution_free(&s);
    problem_free(&pb);
}
END_TEST

/* A Schiffmann of three defences says "each defence pins", of one "the defence
 * pins", in every language: the sentence's number is the entry's count (it
 * said "the defence" of all three of schiffmann-triple). */
START_TEST(schiffmann_says_each_defence_when_several)
{
    static const struct { const char *name; unsigned long n; } cases[] = { { "schiffmann-triple", 3 }, { "schiffmann", 1 } };
    const char *one = "the defending man moves onto %s, where it is pinned on the line the threat would cut; the mate exploits the pin";
    const char *more = "each defending man moves onto %s, where it is pinned on the line the threat would cut; the mate exploits the pin";
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
        for (size_t l = 0; l < sizeof LANGS / sizeof *LANGS; l++) {
            char *report = text_of_file(cases[i].name, LANGS[l]);
            char *text = flat(strstr(report, tr(LANGS[l], "Analysis:")));
            ck_assert_msg(holds_words(text, tr_n(LANGS[l], one, more, cases[i].n)), "%s: %s", cases[i].name, text);
            ck_assert_msg(!holds_words(text, tr_n(LANGS[l], one, more, cases[i].n == 1 ? 2 : 1)), "%s: %s",
                          cases[i].name, text);
            free(text);
            free(report);
        }
}
END_TEST

/* Somov, Barulin, Nietvelt and black unpin say 'the defence' of one defence and
 * 'each defence' of several, as Schiffmann does (somov.fen's 1...Rf3 alone said
 * 'each defence blocks f3'); their words in every language: says(). */
START_TEST(one_defence_is_not_each)
{
    static const struct { const char *name, *fen, *want; } cases[] = {
        { "somov", NULL, "(the defence blocks f3, so" },
        { "somov-b1", NULL, "(each defence opens another guard of g2," },
        { "barulin", NULL, "the threat shuts off one, each defence the other)" },
        /* 1...Rxf3 and 1...Bxf3: the defending man itself stands pinned on f3 */
        { "nietvelt", NULL, "(each defending man moves onto f3, where it is pinned on the line of the threatening piece;" },
        /* soks-dt-438's 1...Kd6: the king pins another of its men (Bd2) */
        { "soks-dt-438", "BnKn4/4N2p/5p2/3NkP2/R5p1/Qp4Pb/1P1bPP2/2BR4 w - -", "(the defence pins its own man on d2," },
        { "black-unpin", NULL, "(each defence unpins Nf5, which mates)" },
        { "polgar-504", "r3r1k1/pb5p/1qp3pB/n3Q3/8/2P5/PP4PP/R3KR2 w Q -", "(the defence unpins Qe5, which mates)" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *report = cases[i].fen ? text_of(cases[i].fen, LANG_EN) : text_of_file(cases[i].name, LANG_EN);
        char *text = flat(strstr(report, "Analysis:"));
        ck_assert_msg(strstr(text, cases[i].want), "%s: %s", cases[i].name, text);
        free(text);
        free(report);
    }
}
END_TEST

Suite *report_theme_why_suite(void)
{
    Suite *s = suite_create("report_theme_why");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, corrections_say_what_makes_them);
    tcase_add_test(tc, batteries_say_their_men);
    tcase_add_test(tc, changes_say_what_changes);
    tcase_add_test(tc, named_themes_say_what_makes_them);
    tcase_add_test(tc, keys_say_what_they_do);
    tcase_add_test(tc, barnes_names_its_mates);
    tcase_add_test(tc, long_lists_of_men_whole);
    tcase_add_test(tc, fleck_beside_its_own_keys_total_fleck_only);
    tcase_add_test(tc, schiffmann_says_each_defence_when_several);
    tcase_add_test(tc, one_defence_is_not_each);
    suite_add_tcase(s, tc);
    return s;
}
