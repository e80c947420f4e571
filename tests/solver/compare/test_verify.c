/* test_verify.c - `chiave verify`: its exit statuses, --key in SAN, its lines in
 * three languages, --max-time, the named themes kept (--strict, --theme), twins.
 * Run from tests/. */
#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "fen/epd/fen.h"
#include "solver/cli/commands.h"
#include "solver/compare/diff.h"
#include "solver/compare/theme_diff.h"
#include "solver/report/json.h"
#include "solver/solution.h"
#include "solver/compare/expected.h"
#include "tests/test_helpers.h"
#include "fen/epd/fen_file.h"

#define NO_KEY_307 "1Q6/8/8/8/8/k3K3/8/8 w - -" /* the white king moved: no key */
#include "tests/solver/compare/verify_helpers.h"

/* ---- the command ------------------------------------------------------ */

START_TEST(verify_same_and_changed)
{
    const char *p = "../problems/polgar-307.fen";
    Run r = VERIFY(p, "--key", "d3c3");
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, "same key: 1.Kc3\n");
    r = VERIFY("--key=D3C4", p);
    ck_assert_int_eq(r.status, 1);
    ck_assert_str_eq(r.out, "changed key: 1.Kc3 (stated 1.Kc4)\n1.Kc4? but 1...Ka2!\n"
                            "changed: 1 difference from the expected solution\n");
    /* a record is an earlier version: "was"; --key above is the composer's word: "stated" */
    r = VERIFY("data/verify/changed-key.fen", "--expect", "data/verify/changed-key.json");
    /* (the pawn b4 stands on b5 now: its key is no move; it said only "changed key") */
    ck_assert_str_eq(r.out, "changed key: 1.b7+ (was 1.b5)\n1.b5 cannot be played in this position\n"
                            "changed: 1 difference from the expected solution\n");
    /* An earlier version's key that is no key now says why, as --key does (it
     * said only "changed key"); with --strict a "new try" line says it once. */
    const char *was = TEST_TMP("was-307.json"), *now = TEST_TMP("now-307.fen");
    write_file(was, "{\"fen\": \"1Q6/8/8/8/8/k2K4/8/8 w - -\", \"keys\": [{\"move\": \"d3c3\"}]}\n");
    write_file(now, "8/8/8/8/8/k2K4/3Q4/8 w - -\n"); /* the queen on d2 */
    r = VERIFY(now, "--expect", was);
    ck_assert_str_eq(r.out, "changed key: 1.Kc4 (was 1.Kc3)\n1.Kc3? but 1...Ka4!\n"
                            "changed: 1 difference from the expected solution\n");
    /* An earlier key the edit made illegal says so (it had no line at all):
     * the queen b8 is on d2 now, so 1.Qb3+ cannot be played. */
    const char *was_q = TEST_TMP("was-307-q.json");
    write_file(was_q, "{\"fen\": \"1Q6/8/8/8/8/k2K4/8/8 w - -\", \"keys\": [{\"move\": \"b8b3\"}]}\n");
    r = VERIFY(now, "--expect", was_q);
    ck_assert_str_eq(r.out, "changed key: 1.Kc4 (was 1.Qb3+)\n1.Qb3+ cannot be played in this position\n"
                            "changed: 1 difference from the expected solution\n");
    r = VERIFY(now, "--expect", was_q, "--lang", "it");
    ck_assert_msg(strstr(r.out, "1.Db3+ non si può giocare in questa posizione\n") != NULL, "%s", r.out);
    r = VERIFY(p, "--key", "d3c3,d3c4");
    ck_assert_int_eq(r.status, 1);
    ck_assert_str_eq(r.out, "lost key: 1.Kc4\n1.Kc4? but 1...Ka2!\nchanged: 1 difference from the expected solution\n");
    /* The corpus's expected records (Popeye's): one line a problem, found by FEN. */
    r = VERIFY(p, "--strict", "--expect", "data/verify/polgar-307-popeye.jsonl");
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, "same solution: 1.Kc3, with the same threats, variations, tries and set play\n");
    /* --lang writes the pieces and the words in Italian. */
    r = VERIFY(p, "--key", "d3c4", "--lang", "it");
    ck_assert_str_eq(r.out, "chiave cambiata: 1.Rc3 (soluzione data 1.Rc4)\n1.Rc4? ma 1...Ra2!\n"
                            "cambiato: 1 differenza dalla soluzione attesa\n");
}
END_TEST

START_TEST(verify_bad_input)
{
    const char *p = "../problems/polgar-307.fen";
    static const struct { const char *args[5]; int n; const char *err; } bad[] = {
        { { "../problems/polgar-307.fen" }, 1, "polgar-307.fen states no solution: give --expect RECORD or --key MOVE" },
        { { "../problems/polgar-307.fen", "--key", "d3c3", "--strict" }, 4, "--strict needs --expect" },
        { { "../problems/polgar-307.fen", "--key", "e2e4" }, 3, "--key e2e4: not a legal move" },
        { { "../problems/polgar-307.fen", "--key", "e2e4e5" }, 3, "--key: 'e2e4e5' is not a move" },
        { { "../problems/polgar-307.fen", "--key" }, 2, "option '--key' needs a value" },
        { { "../problems/polgar-307.fen", "--expect", "data/verify/missing.json" }, 3, "missing.json: No such file" },
        { { "../problems/polgar-307.fen", "--expect", "data/verify/new-key.fen" }, 3, "not a JSON record" },
        { { "data/verify/missing.fen", "--key", "d3c3" }, 3, "missing.fen: No such file" },
        { { "--key", "d3c3" }, 2, "expected one FILE" },
        { { "../problems/polgar-307.fen", "--key", "d3c3", "--json" }, 4, "--json is not an option" },
        { { "../problems/polgar-307.fen", "--key", "d3c3", "--frobnicate" }, 4, "unknown option '--frobnicate'" },
        { { "../problems/polgar-307.fen", "--expect", "data/verify/new-key.json", "--strict", "--keys-only" }, 5,
          "not with --keys-only" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        Run r = run_cmd(cmd_verify, bad[i].n, bad[i].args);
        ck_assert_msg(r.status == 2, "case %zu: status %d", i, r.status);
        ck_assert_msg(strstr(r.err, bad[i].err) != NULL, "case %zu: stderr: %s", i, r.err);
        ck_assert_str_eq(r.out, "");
    }
    Run r = VERIFY(p, "--help");
    ck_assert_int_eq(r.status, 0);
    ck_assert_ptr_nonnull(strstr(r.out, "chiave verify"));
}
END_TEST

/* --key takes a move as a composer writes it, and when the expected key is no
 * key it says why: its refutations. */
START_TEST(verify_key_in_san)
{
    const char *p = "../problems/polgar-307.fen";
    const char *same[] = { "Kc3", "1.Kc3!", "d3c3", "Kd3-c3" };
    for (size_t i = 0; i < sizeof same / sizeof *same; i++) {
        Run r = VERIFY(p, "--key", same[i]);
        ck_assert_msg(r.status == 0, "%s: status %d: %s%s", same[i], r.status, r.out, r.err);
        ck_assert_str_eq(r.out, "same key: 1.Kc3\n");
    }
    Run r = VERIFY(p, "--lang", "it", "--key", "Rc3");
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, "stessa chiave: 1.Rc3\n");
    r = VERIFY("../problems/key-promotion.fen", "--key", "c8=R");
    ck_assert_int_eq(r.status, 0);
    r = VERIFY("../problems/key-king-move.fen", "--key", "O-O");
    ck_assert_int_eq(r.status, 0);
    r = VERIFY("../problems/key-check.fen", "--key", "Bb3+");
    ck_assert_int_eq(r.status, 0);

    /* 1.Kc4? fails to 1...Ka2! (Polgar 307's try, README). */
    r = VERIFY(p, "--key", "Kc4");
    ck_assert_int_eq(r.status, 1);
    ck_assert_msg(strstr(r.out, "changed key: 1.Kc3 (stated 1.Kc4)\n1.Kc4? but 1...Ka2!\n") != NULL, "%s", r.out);
    /* Every refutation of a first move that is not even a try. */
    r = VERIFY(p, "--key", "Qh8");
    ck_assert_msg(strstr(r.out, "1.Qh8? but 1...Ka2! 1...Ka4! 1...Kb3! 1...Kb4!\n") != NULL, "%s", r.out);
    r = VERIFY(p, "--lang", "de", "--key", "Dh8");
    ck_assert_msg(strstr(r.out, "1.Dh8? aber 1...Ka2! 1...Ka4! 1...Kb3! 1...Kb4!\n") != NULL, "%s", r.out);
    r = VERIFY("../problems/key-promotion.fen", "--key", "c8=Q");
    ck_assert_msg(strstr(r.out, "1.c8=Q stalemates\n") != NULL, "%s", r.out);
    r = VERIFY(p, "--key", "Kc4,Kc3");
    ck_assert_msg(strstr(r.out, "lost key: 1.Kc4\n1.Kc4? but 1...Ka2!\n") != NULL, "%s", r.out);

    r = VERIFY("../problems/key-check.fen", "--key", "Ba");
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "'Ba' is not a move"));
}
END_TEST

/* verify's own lines in each language: the summaries (one key is "stessa
 * chiave", "derselbe Schlüssel"; none is the plural in Italian and German, the
 * singular in French), why a key is none, the themes asked for (wrapped at the
 * report's width with its hanging indent), the twins. */
static const struct {
    const char *code;
    const char *same_keys, *same_solution, *changed, *two_changes, *stalemates, *mates_at_once, *no_keys,
        *themes, *twins;
} VERIFY_WORDS[] = {
    { "it", "stessa chiave: 1.Rc3\n",
      "stessa soluzione: 1.Rc3, con le stesse minacce, varianti, tentativi e lo stesso gioco apparente\n",
      "chiave cambiata: 1.Rc3 (soluzione data 1.Rc4)\n1.Rc4? ma 1...Ra2!\ncambiato: 1 differenza dalla soluzione attesa\n",
      "cambiato: 2 differenze dalla soluzione attesa\n", "1.c8=D dà stallo\n",
      "1.Ta8# dà matto subito: una soluzione breve\n", "stesse chiavi: nessuna\n",
      "realizzato: Le Grand: 1.Ac3? (2.Dd1#) 1...Rd3 2.Db1#;\n"
      "    1.Cc3! (2.Db1#) 1...Rd3 2.Dd1# (la minaccia 2.Dd1# di 1.Ac3? ora dà matto dopo 1...Rd3, e il\n"
      "    matto 2.Db1# che lì seguiva 1...Rd3 diventa la minaccia)\n"
      "non realizzato: Zagoruiko\n"
      "temi realizzati: 1 di 2\n",
      "a) diagramma\nstessa chiave: 1.Rc3\n" },
    { "de", "derselbe Schlüssel: 1.Kc3\n",
      "dieselbe Lösung: 1.Kc3, mit denselben Drohungen, Abspielen, Verführungen und demselben Satzspiel\n",
      "geänderter Schlüssel: 1.Kc3 (angegeben 1.Kc4)\n1.Kc4? aber 1...Ka2!\ngeändert: 1 Unterschied zur erwarteten Lösung\n",
      "geändert: 2 Unterschiede zur erwarteten Lösung\n", "1.c8=D setzt patt\n",
      "1.Ta8# setzt sofort matt: eine Kurzlösung\n", "dieselben Schlüssel: keine\n",
      "dargestellt: Le Grand: 1.Lc3? (2.Dd1#) 1...Kd3 2.Db1#;\n"
      "    1.Sc3! (2.Db1#) 1...Kd3 2.Dd1# (die Drohung 2.Dd1# von 1.Lc3? setzt jetzt nach 1...Kd3 matt, und\n"
      "    das Matt 2.Db1#, das dort auf 1...Kd3 folgte, wird zur Drohung)\n"
      "nicht dargestellt: Zagoruiko\n"
      "dargestellte Themen: 1 von 2\n",
      "a) Diagramm\nderselbe Schlüssel: 1.Kc3\n" },
    { "fr", "même clé\u00a0: 1.Rc3\n",
      "même solution\u00a0: 1.Rc3, avec les mêmes menaces, variantes, essais et le même jeu apparent\n",
      "clé changée\u00a0: 1.Rc3 (solution donnée 1.Rc4)\n1.Rc4? mais 1...Ra2!\nchangé\u00a0: 1 différence avec la solution attendue\n",
      "changé\u00a0: 2 différences avec la solution attendue\n", "1.c8=D fait pat\n",
      "1.Ta8# mate immédiatement\u00a0: une solution courte\n", "même clé\u00a0: aucune\n",
      "réalisé\u00a0: Le Grand\u00a0: 1.Fc3? (2.Dd1#) 1...Rd3 2.Db1#\u00a0;\n"
      "    1.Cc3! (2.Db1#) 1...Rd3 2.Dd1# (la menace 2.Dd1# de 1.Fc3? mate maintenant après 1...Rd3, et le\n"
      "    mat 2.Db1# qui y suivait 1...Rd3 devient la menace)\n"
      "non réalisé\u00a0: Zagoruiko\n"
      "thèmes réalisés\u00a0: 1 sur 2\n",
      "a) diagramme\nmême clé\u00a0: 1.Rc3\n" },
};

START_TEST(verify_in_three_languages)
{
    const char *p = "../problems/polgar-307.fen", *l = VERIFY_WORDS[_i].code;
    Run r = VERIFY(p, "--key", "d3c3", "--lang", l);
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, VERIFY_WORDS[_i].same_keys);
    r = VERIFY(p, "--strict", "--expect", "data/verify/polgar-307-popeye.jsonl", "--lang", l);
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, VERIFY_WORDS[_i].same_solution);
    r = VERIFY(p, "--key", "d3c4", "--lang", l);
    ck_assert_int_eq(r.status, 1);
    ck_assert_str_eq(r.out, VERIFY_WORDS[_i].changed);
    r = VERIFY("data/verify/new-short.fen", "--expect", "data/verify/new-short.json", "--strict", "--lang", l);
    ck_assert_msg(strstr(r.out, VERIFY_WORDS[_i].two_changes) != NULL, "%s", r.out);
    r = VERIFY("../problems/key-promotion.fen", "--key", "c8=Q", "--lang", l);
    ck_assert_msg(strstr(r.out, VERIFY_WORDS[_i].stalemates) != NULL, "%s", r.out);
    r = VERIFY("../problems/le-grand.fen", "--theme", "le-grand,zagoruiko", "--lang", l);
    ck_assert_int_eq(r.status, 1);
    ck_assert_str_eq(r.out, VERIFY_WORDS[_i].themes);

    const char *fen = TEST_TMP("lang.fen"), *rec = TEST_TMP("lang.json"), *inp = TEST_TMP("lang.inp");
    write_file(fen, "6k1/5ppp/8/8/8/8/8/R3K3 w - -\n"); /* 1.Ra8# at once */
    r = VERIFY(fen, "--key", "a1a8", "--lang", l);
    ck_assert_msg(strstr(r.out, VERIFY_WORDS[_i].mates_at_once) != NULL, "%s", r.out);
    write_file(fen, NO_KEY_307 "\n");
    write_file(rec, "{\"keys\": []}\n");
    r = VERIFY(fen, "--expect", rec, "--lang", l);
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, VERIFY_WORDS[_i].no_keys);
    write_file(inp, "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\nend\n");
    Run records = run_cmd(cmd_solve, 2, (const char *const[]){ "--json", inp });
    write_file(rec, records.out);
    r = VERIFY(inp, "--expect", rec, "--lang", l);
    ck_assert_msg(strncmp(r.out, VERIFY_WORDS[_i].twins, strlen(VERIFY_WORDS[_i].twins)) == 0, "%s", r.out);
}
END_TEST

/* A timeout cannot be verified: exit 2, not "same". */
START_TEST(verify_timeout)
{
    Run r = VERIFY("data/verify/changed-mate-same-san.fen", "--expect",
                   "data/verify/changed-mate-same-san.json", "--strict", "--max-time", "0.0000001");
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "timeout"));
}
END_TEST

/* ---- named themes --------------------------------------------------------- */

/* Lost and gained themes between two records: by name and size; nothing when the
 * old record has no "themes" (Popeye's). */
START_TEST(theme_changes)
{
    json_t *old = parse_json("{\"keys\": [], \"themes\": [{\"name\": \"zagoruiko\", \"m\": 3, \"n\": 2},"
                             " {\"name\": \"le-grand\"}, {\"name\": \"waiter\"}, {\"name\": \"le-grand\"}]}");
    json_t *bigger = parse_json("{\"keys\": [], \"themes\": [{\"name\": \"zagoruiko\", \"m\": 3, \"n\": 3},"
                                " {\"name\": \"half-pin\"}, {\"name\": \"mutate\"}]}");
    json_t *smaller = parse_json("{\"keys\": [], \"themes\": [{\"name\": \"zagoruiko\", \"m\": 4, \"n\": 1},"
                                 " {\"name\": \"le-grand\"}]}");
    json_t *none = parse_json("{\"keys\": []}");
    RecordPlay *ro = play_read(old), *rb = play_read(bigger), *rs = play_read(smaller), *rn = play_read(none);
    ck_assert_ptr_null(rn->themes);
    DiffList d = { 0 };
    diff_themes(ro->themes, rb->themes, LANG_EN, &d);
    /* A 3x3 keeps the 3x2; Le Grand is said lost once; waiter/mutate are no named themes. */
    ck_assert_msg(d.n == 3 && has_item(&d, DK_LOST_THEME, "lost: Le Grand") &&
                  has_item(&d, DK_GAINED_THEME, "gained: Zagoruiko 3x3") &&
                  has_item(&d, DK_GAINED_THEME, "gained: half-pin"), "%s", lines_of(&d));
    ck_assert(diff_kind_fails(DK_LOST_THEME) && !diff_kind_fails(DK_GAINED_THEME));
    diff_list_free(&d);
    diff_themes(ro->themes, rs->themes, LANG_EN, &d);
    ck_assert_msg(d.n == 2 && has_item(&d, DK_LOST_THEME, "lost: Zagoruiko 3x2") &&
                  has_item(&d, DK_GAINED_THEME, "gained: Zagoruiko 4x1"), "%s", lines_of(&d));
    diff_list_free(&d);
    diff_themes(rn->themes, rb->themes, LANG_EN, &d);
    ck_assert_msg(d.n == 0, "%s", lines_of(&d));
    diff_list_free(&d);
    play_free(ro), play_free(rb), play_free(rs), play_free(rn);
    json_decref(old), json_decref(bigger), json_decref(smaller), json_decref(none);
}
END_TEST

/* One entry per instance (SPEC): a version that keeps one of two Grimshaws, or
 * one of A. Dombrovskis's two Dombrovskis (1st Prize Probleemblad 1958: 1.Bc1?
 * Bd2!, 1.Ng3? Qe2!, 1.Ne3! Bd2 2.Nf4#, Qe2 2.Rd4#), has lost the other. Until
 * issue 21 any entry of the theme covered it. */
START_TEST(theme_instances)
{
    json_t *two = parse_json("{\"keys\": [], \"themes\": ["
                             "{\"name\": \"grimshaw\", \"key\": \"c4b4\", \"square\": \"b3\"},"
                             " {\"name\": \"grimshaw\", \"key\": \"c4b4\", \"square\": \"e2\"}]}");
    json_t *one = parse_json("{\"keys\": [], \"themes\": ["
                             "{\"name\": \"grimshaw\", \"key\": \"c4b4\", \"square\": \"b3\"}]}");
    RecordPlay *r2 = play_read(two), *r1 = play_read(one);
    DiffList d = { 0 };
    diff_themes(r2->themes, r1->themes, LANG_EN, &d);
    ck_assert_msg(d.n == 1 && has_item(&d, DK_LOST_THEME, "lost: Grimshaw (e2)"), "%s", lines_of(&d));
    diff_list_free(&d);
    play_free(r2), play_free(r1);
    json_decref(two), json_decref(one);

    Position pos = test_position("4n3/8/pp5B/4K2N/QP2R3/2pk4/2N2p2/4bq2 w - -");
    SolveOptions o;
    solve_options_default(&o);
    Solution s;
    solve(&pos, &o, &s);
    json_t *whole = json_pack("{s:[], s:[]}", "keys", "themes"), *kept = json_deep_copy(whole);
    report_json_themes_into(&s, json_object_get(whole, "themes"));
    size_t i, n = 0;
    json_t *e;
    json_array_foreach(json_object_get(whole, "themes"), i, e) /* all but the second Dombrovskis */
        if (strcmp(json_string_value(json_object_get(e, "name")), "dombrovskis") != 0 || n++ != 1)
            json_array_append(json_object_get(kept, "themes"), e);
    ck_assert_int_eq(n, 2);
    RecordPlay *rw = play_read(whole), *rk = play_read(kept);
    diff_themes(rw->themes, rk->themes, LANG_EN, &d);
    ck_assert_msg(d.n == 1 && has_item(&d, DK_LOST_THEME, "lost: Dombrovskis"), "%s", lines_of(&d));
    diff_list_free(&d);
    diff_themes(rw->themes, rw->themes, LANG_EN, &d);
    ck_assert_msg(d.n == 0, "%s", lines_of(&d));
    diff_list_free(&d);
    play_free(rw), play_free(rk);
    json_decref(whole), json_decref(kept);
    solution_free(&s);
}
END_TEST

/* verify --strict fails on a lost theme alone; a gained one alone is said but passes. */
START_TEST(verify_strict_and_themes)
{
    const char *p = "../problems/le-grand.fen";
    Problem pb;
    char err[512];
    const char *path = TEST_TMP("expected.json");
    ck_assert_msg(read_first(p, &pb, err, sizeof err) == 0, "%s", err);
    json_t *rec = record_of(&pb, false);
    problem_free(&pb);
    /* The expected record knew a Zagoruiko the problem does not show. */
    json_t *extra = parse_json("{\"name\": \"zagoruiko\", \"key\": \"a2c3\", \"m\": 3, \"n\": 2}");
    json_array_append_new(json_object_get(rec, "themes"), extra);
    ck_assert_int_eq(json_dump_file(rec, path, 0), 0);
    Run r = VERIFY(p, "--expect", path, "--strict");
    ck_assert_int_eq(r.status, 1);
    ck_assert_str_eq(r.out, "lost: Zagoruiko 3x2\nchanged: 1 difference from the expected solution\n");
    /* Le Grand unknown to the record as well: the gained theme is listed, and counted. */
    json_t *themes0 = json_object_get(rec, "themes");
    for (size_t i = json_array_size(themes0); i-- > 0;)
        if (strcmp(json_string_value(json_object_get(json_array_get(themes0, i), "name")), "le-grand") == 0)
            json_array_remove(themes0, i);
    ck_assert_int_eq(json_dump_file(rec, path, 0), 0);
    r = VERIFY(p, "--expect", path, "--strict");
    ck_assert_int_eq(r.status, 1);
    ck_assert_str_eq(r.out, "lost: Zagoruiko 3x2\ngained: Le Grand\nchanged: 2 differences from the expected solution\n");
    /* It was written before Le Grand was known: said, and the solution is the same. */
    json_t *themes = json_object_get(rec, "themes");
    for (size_t i = json_array_size(themes); i-- > 0;) {
        const char *n = json_string_value(json_object_get(json_array_get(themes, i), "name"));
        if (strcmp(n, "zagoruiko") == 0 || strcmp(n, "le-grand") == 0)
            json_array_remove(themes, i);
    }
    ck_assert_int_eq(json_dump_file(rec, path, 0), 0);
    r = VERIFY(p, "--expect", path, "--strict");
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, "gained: Le Grand\n"
                            "same solution: 1.Nc3, with the same threats, variations, tries and set play\n");
    json_decref(rec);
}
END_TEST

/* verify --theme: 0 only when every theme asked for is shown, 1 if not, 2 on a bad name. */
START_TEST(verify_theme_option)
{
    const char *p = "../problems/le-grand.fen";
    Run r = VERIFY(p, "--theme", "le-grand");
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, "shown: Le Grand: 1.Bc3? (2.Qd1#) 1...Kd3 2.Qb1#; 1.Nc3! (2.Qb1#) 1...Kd3 2.Qd1# (the threat 2.Qd1#\n"
                            "    of 1.Bc3? now mates after 1...Kd3, and the mate 2.Qb1# that met 1...Kd3 there becomes\n"
                            "    the threat)\n"
                            "themes: 1 of 1 shown\n");
    r = VERIFY(p, "--theme=le-grand,zagoruiko");
    ck_assert_int_eq(r.status, 1);
    ck_assert_ptr_nonnull(strstr(r.out, "not shown: Zagoruiko\n"));
    ck_assert_ptr_nonnull(strstr(r.out, "themes: 1 of 2 shown\n"));
    /* Any theme name chiave writes, and the keys at the same time. */
    r = VERIFY(p, "--theme", "le-grand,threat", "--key", "a2c3");
    ck_assert_int_eq(r.status, 0);
    ck_assert_ptr_nonnull(strstr(r.out, "same key: 1.Nc3\n"));
    ck_assert_ptr_nonnull(strstr(r.out, "themes: 2 of 2 shown\n"));
    r = VERIFY(p, "--theme", "le-grand", "--key", "a5c3");
    ck_assert_int_eq(r.status, 1);
    r = VERIFY("../problems/le-grand-miss.fen", "--theme", "le-grand");
    ck_assert_int_eq(r.status, 1);
    ck_assert_str_eq(r.out, "not shown: Le Grand\nthemes: 0 of 1 shown\n");
    r = VERIFY(p, "--theme", "legrand");
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "--theme: 'legrand' is not a theme name"));
    ck_assert_str_eq(r.out, "");
    r = VERIFY(p, "--theme", "le-grand,");
    ck_assert_int_eq(r.status, 0);
    r = VERIFY(p, "--theme", "le-grand", "--keys-only");
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "not with --keys-only"));
}
END_TEST

/* verify on a twinned problem: each twin against the record of the same
 * twin, each headed by its label; the exit status the worst. */
START_TEST(verify_twins)
{
    const char *inp = TEST_TMP("twins.inp"), *rec = TEST_TMP("twins.jsonl");
    write_file(inp, "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\ntwin stip #2\nend\n");
    Run records = run_cmd(cmd_solve, 2, (const char *const[]){ "--json", inp });
    ck_assert_int_eq(records.status, 1); /* twin b is cooked */
    write_file(rec, records.out);
    Run r = VERIFY(inp, "--strict", "--expect", rec);
    ck_assert_int_eq(r.status, 0);
    ck_assert_int_eq(count_of(r.out, ", with the same threats, variations, tries and set play\n"), 3);
    ck_assert_ptr_nonnull(strstr(r.out, "a) diagram\nsame solution: 1.Kc3, "));
    /* (the keys in the canonical order: the queen to b1 first) */
    ck_assert_ptr_nonnull(strstr(r.out, "\nb) Kd3→c3\nsame solution: 1.Qb1 "));
    ck_assert_ptr_nonnull(strstr(r.out, "\nc) stipulation #2\nsame solution: 1.Kc3, "));
    /* A single record is not taken for every twin: each is found by its FEN. */
    char first[4096];
    snprintf(first, sizeof first, "%.*s", (int)(strchr(records.out, '\n') - records.out + 1), records.out);
    write_file(rec, first);
    r = VERIFY(inp, "--expect", rec);
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "1 records, none with this problem's FEN"));
    ck_assert_int_eq(count_of(r.out, "same key: 1.Kc3\n"), 2);
    write_file(rec, records.out);
    /* Twin b edited: only its lines change. */
    write_file(inp, "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move b8 b7\ntwin stip #2\nend\n");
    r = VERIFY(inp, "--expect", rec);
    ck_assert_int_eq(r.status, 2); /* b's FEN is in no record */
    ck_assert_ptr_nonnull(strstr(r.err, "none with this problem's FEN"));
    ck_assert_ptr_nonnull(strstr(r.out, "c) stipulation #2\nsame key: 1.Kc3\n"));
    write_file(inp, "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\ntwin move d3 c3\nend\n");
    r = VERIFY(inp, "--expect", rec);
    ck_assert_int_eq(r.status, 0); /* twin c: the record of twin b, found by its FEN */
    ck_assert_ptr_nonnull(strstr(r.out, "\nc) Kd3→c3\nsame keys: 1.Qb1 "));
    /* A theme across twins, each twin's play from its own diagram, as solve's
     * "Across twins:" (it read "1.d2e3! 1...d6c5 2.f8=Q+" for twin a). */
    r = VERIFY("../problems/twins-cyclic-change.inp", "--theme", "cyclic-change");
    ck_assert_ptr_nonnull(strstr(r.out, "\nshown: cyclic change (3): a) 1.Be3! 1...Kc5 2.f8=Q# (=B) 1...Ke5 2.Qxd4#"));
    ck_assert_ptr_null(strstr(r.out, "d2e3"));
    /* --key checks one position. */
    r = VERIFY(inp, "--key", "d3c3");
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "holds 3 positions (twins): --key checks one, give --expect RECORD"));
}
END_TEST

/* --id and --index choose the problem of a collection as solve's do: a
 * problem with its twins counts once; none found is bad input. */
START_TEST(verify_chooses)
{
    const char *inp = TEST_TMP("two.inp");
    write_file(inp, "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\nnext\n"
                    "stip #2 pieces white kf3 qc5 black kh4 pc6\nend\n");
    Run r = VERIFY(inp, "--index", "2", "--key", "Qf5");
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, "same key: 1.Qf5\n");
    ck_assert_str_eq(r.err, "");
    r = VERIFY(inp, "--index=1", "--key", "Kc3");
    ck_assert_int_eq(r.status, 2); /* the first problem, twins and all */
    ck_assert_ptr_nonnull(strstr(r.err, "holds 2 positions (twins): --key checks one"));
    r = VERIFY(inp, "--index", "3", "--key", "Qf5");
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "two.inp: no problem 3 (the file holds 2)\n"));
    ck_assert_str_eq(r.out, "");
    r = VERIFY("../problems/polgar-307.fen", "--id", "polgar-3", "--key", "Kc3");
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "polgar-307.fen: no problem with id 'polgar-3'\n"));
    r = VERIFY("../problems/polgar-307.fen", "--index", "0", "--key", "Kc3");
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "--index: '0' is not a number of 1 or more\n"));
}
END_TEST

Suite *verify_suite(void);
Suite *verify_suite(void)
{
    Suite *s = suite_create("verify");
    TCase *t = tcase_create("command");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, verify_same_and_changed);
    tcase_add_test(t, verify_bad_input);
    tcase_add_test(t, verify_key_in_san);
    tcase_add_loop_test(t, verify_in_three_languages, 0, 3);
    tcase_add_test(t, verify_timeout);
    tcase_add_test(t, theme_changes);
    tcase_add_test(t, theme_instances);
    tcase_add_test(t, verify_strict_and_themes);
    tcase_add_test(t, verify_theme_option);
    tcase_add_test(t, verify_twins);
    tcase_add_test(t, verify_chooses);
    suite_add_tcase(s, t);
    return s;
}
