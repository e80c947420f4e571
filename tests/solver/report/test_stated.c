/* test_stated.c - stated solutions (SPEC "Stated solutions"): read from EPD
 * key/bm, YAML solution (twins' sections), Popeye remarks and PGN comments,
 * judged against the play; the record's "stated", the report's Stated: line
 * in two languages, batch's count, verify's stated key. Run from tests/. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/solution_text.h"
#include "solver/cli/commands.h"
#include "solver/report/json.h"
#include "solver/report/stated.h"
#include "solver/report/text.h"
#include "tests/test_helpers.h"
#include "tests/test_tmp.h"

#define D "data/stated/"
#define CMD(fn, ...) run_cmd(fn, (int)(sizeof (const char *[]){ __VA_ARGS__ } / sizeof(const char *)), \
                             (const char *const[]){ __VA_ARGS__ })
#define ASSERT_HAS(text, part) ck_assert_msg(strstr(text, part) != NULL, "'%s' not in:\n%s", part, text)

/* The records of `batch FILE`, one a line, as jansson values (array). */
static json_t *batch_records(const char *path, Run *r)
{
    *r = CMD(cmd_batch, path);
    ck_assert_int_eq(r->status, 0);
    json_t *all = json_array();
    for (char *line = r->out; *line;) {
        size_t n = strcspn(line, "\n");
        json_error_t e;
        json_t *rec = json_loadb(line, n, 0, &e);
        ck_assert_msg(rec != NULL, "%s", e.text);
        json_array_append_new(all, rec);
        line += n + (line[n] == '\n');
    }
    return all;
}

static const json_t *stated_of(const json_t *recs, size_t i)
{
    return json_object_get(json_array_get(recs, i), "stated");
}

static void assert_stated(const json_t *st, const char *key, bool agrees, const char *text)
{
    ck_assert_ptr_nonnull(st);
    const json_t *k = json_object_get(st, "key");
    if (key)
        ck_assert_str_eq(json_string_value(k), key);
    else
        ck_assert(json_is_null(k) && json_is_string(json_object_get(st, "error")));
    ck_assert_msg(json_is_true(json_object_get(st, "agrees")) == agrees, "agrees of %s", text);
    ck_assert_str_eq(json_string_value(json_object_get(st, "text")), text);
}

/* EPD key (uci, SAN, S for the knight), bm (one, wrong, several), unreadable. */
START_TEST(epd_key_and_bm)
{
    Run r;
    json_t *recs = batch_records(D "keys.epd", &r);
    ck_assert_int_eq(json_array_size(recs), 9);
    assert_stated(stated_of(recs, 0), "d3c3", true, "d3c3");
    assert_stated(stated_of(recs, 1), "d3c3", true, "Kc3");
    assert_stated(stated_of(recs, 2), "d3c2", false, "Kc2");
    assert_stated(stated_of(recs, 3), "a2c3", true, "Sa2-c3");
    assert_stated(stated_of(recs, 4), "a2c3", true, "Nc3");
    assert_stated(stated_of(recs, 5), "a5c3", false, "Bc3");
    assert_stated(stated_of(recs, 6), "a2c3", false, "Nc3 Bc3"); /* Bc3 is no key */
    assert_stated(stated_of(recs, 7), NULL, false, "Kz9");
    ck_assert_ptr_null(stated_of(recs, 8)); /* states nothing: no field */
    /* batch's summary counts them (unreadable as disagreeing) */
    ASSERT_HAS(r.err, "chiave batch: stated solutions: 4 agree, 4 disagree\n");
    json_decref(recs);
}
END_TEST

/* Corpus-like problems that state nothing get neither the field nor the line. */
START_TEST(nothing_stated_nothing_added)
{
    Run r = CMD(cmd_batch, "../problems/le-grand.fen");
    ck_assert_ptr_null(strstr(r.out, "\"stated\""));
    ck_assert_ptr_null(strstr(r.err, "stated solutions"));
    r = CMD(cmd_solve, "../problems/le-grand.fen"); /* its comment has 1.Nc3!: not a stated solution */
    ck_assert_ptr_null(strstr(r.out, "Stated"));
}
END_TEST

/* YAML: each twin its own section; a twin a section does not name states nothing. */
START_TEST(yaml_twins)
{
    Run r;
    json_t *recs = batch_records(D "twins.yaml", &r);
    ck_assert_int_eq(json_array_size(recs), 2);
    assert_stated(stated_of(recs, 0), "d3c3", true, "1.Kc3! (2.Qb3#)\n1...Ka4 2.Qb4#");
    assert_stated(stated_of(recs, 1), "d3c3", false, "1.Kc3!"); /* twin b's key is 1.Kc4 */
    ASSERT_HAS(r.err, "stated solutions: 1 agree, 1 disagree");
    json_decref(recs);
    char *s = solution_section("a) 1.Kc3!\nb) 1.Kc4!\nc) 1.Qb5!", "b");
    ck_assert_str_eq(s, "1.Kc4!");
    free(s);
    ck_assert_ptr_null(solution_section("a) 1.Kc3!", "b"));
    ck_assert_ptr_null(solution_section("1.Kc3!", "b"));
    s = solution_section("1.Kc3!", NULL);
    ck_assert_str_eq(s, "1.Kc3!");
    free(s);
}
END_TEST

/* The stated lines the play does not confirm: a try's wrong refutation, a
 * threat that is none, a mate that is no mate; those that hold are not listed. */
START_TEST(lines_not_holding)
{
    Run r;
    json_t *recs = batch_records(D "lines.yaml", &r);
    const json_t *st = stated_of(recs, 0);
    assert_stated(st, "d3c3", true, json_string_value(json_object_get(st, "text")));
    const json_t *bad = json_object_get(st, "lines_not_holding");
    ck_assert_int_eq(json_array_size(bad), 3);
    const char *want[][2] = { { "try", "1.Qb5? 1...Ka4!" }, { "threat", "1.Kc3! 2.Qb2#" },
                              { "variation", "1.Kc3! 1...Ka4 2.Qb3#" } };
    for (size_t i = 0; i < 3; i++) {
        ck_assert_str_eq(json_string_value(json_object_get(json_array_get(bad, i), "kind")), want[i][0]);
        ck_assert_str_eq(json_string_value(json_object_get(json_array_get(bad, i), "line")), want[i][1]);
    }
    json_decref(recs);
    /* Each kind that holds: set play, threat, variation, try with its refutation. */
    Problem pb = test_problem("1Q6/8/8/8/8/k2K4/8/8 w - -");
    pb.solution = strdup("1...Ka2 2.Qb2#?\n1.Kc4? (2.Qb3#) 1...Ka4 2.Qa7# but 1...Ka2!\n"
                         "1.Kc3! (2.Qa8#) 1...Ka2 2.Qb2# 1...Ka4 2.Qb4#");
    Stated s;
    ck_assert(stated_read(&pb, &s));
    ck_assert_int_eq(s.nlines, 7);
    for (int i = 0; i < s.nlines; i++) /* only the set play's: 1...Ka2 2.Qb2 is no mate (Kxb2) */
        ck_assert_msg(s.lines[i].holds == (i > 0), "line %s", s.lines[i].text);
    ck_assert_str_eq(s.lines[1].text, "1.Kc4? 1...Ka2!");
    stated_free(&s);
    /* A legal reply that mates cannot refute: 1.Kc2 fails to 1...Ka4, not to 1...Ka2. */
    free(pb.solution);
    pb.solution = strdup("1.Kc2? but 1...Ka2!\n1.Kc2? but 1...Ka4!\n1.Kc3? but 1...Ka4!\n1.Kc3!");
    ck_assert(stated_read(&pb, &s));
    ck_assert_int_eq(s.nlines, 3);
    ck_assert(!s.lines[0].holds && s.lines[1].holds && !s.lines[2].holds); /* 1.Kc3 is no try: the key */
    stated_free(&s);
    /* A line closed by a sentence's full stop or colon holds as well (a remark's prose). */
    free(pb.solution);
    pb.solution = strdup("The key: 1.Kc3! (2.Qa8#) 1...Ka2 2.Qb2#. Then 1...Ka4 2.Qb4#:");
    ck_assert(stated_read(&pb, &s));
    ck_assert_int_eq(s.nlines, 3);
    for (int i = 0; i < s.nlines; i++)
        ck_assert_msg(s.lines[i].holds, "line %s", s.lines[i].text);
    ck_assert_str_eq(s.lines[1].text, "1.Kc3! 1...Ka2 2.Qb2#");
    stated_free(&s);
    problem_free(&pb);
}
END_TEST

/* A text in the shape YACPDB keeps Popeye's output: quoted, long algebraic,
 * marks apart, threat: and zugzwang. words, {comments}, moves past the second. */
START_TEST(popeye_shaped_text)
{
    Run r;
    json_t *recs = batch_records(D "popeye-style.yaml", &r);
    const json_t *st = stated_of(recs, 0);
    ck_assert_str_eq(json_string_value(json_object_get(st, "key")), "a2c3");
    ck_assert(json_is_true(json_object_get(st, "agrees")));
    const json_t *bad = json_object_get(st, "lines_not_holding");
    ck_assert_int_eq(json_array_size(bad), 1); /* after 1.Ke2, 1...Kd3 is no move */
    ck_assert_str_eq(json_string_value(json_object_get(json_array_get(bad, 0), "line")),
                     "1.Ke1-e2? 1...Kc2-d3 2.Qa1-d1#");
    json_decref(recs);
}
END_TEST

/* Popeye remarks (opening with 1.X!, or "remark solution:" lines) and PGN comments. */
START_TEST(popeye_and_pgn)
{
    Run r;
    json_t *recs = batch_records(D "remark.inp", &r);
    assert_stated(stated_of(recs, 0), "a2c3", true, "1.Sc3! (2.Qb1#) 1...Kd3 2.Qd1#");
    assert_stated(stated_of(recs, 1), "a5c3", false, "1.Bc3? (2.Qd1#)\nbut 1...e2!\n1.Bc3!");
    /* A key named inside a remark's sentence is the author's text: the comment keeps the
     * sentence whole, and only the "solution:" lines are the stated solution. */
    assert_stated(stated_of(recs, 2), "a2c3", true, "1.Sc3!"); /* twin a's section */
    json_decref(recs);
    r = CMD(cmd_solve, "--index", "3", D "remark.inp");
    ASSERT_HAS(r.out, "\nA remark's sentence that names the key, 1.Sc3!, is the author's text, not a\n"
                      "stated solution: it stays whole.\n");
    /* twins-miss.inp: its remark names twin c's key 1.Bb4+! inside a sentence; it heads the
     * report whole, and the problem states no solution. */
    r = CMD(cmd_solve, "../problems/twins-miss.inp");
    ASSERT_HAS(r.out, "b) the rook g7 on\na1 keeps the key 1.Be3! and every mate (nothing changes); c) the pawn f7 on d5\n"
                      "has another key, 1.Bb4+!, and changes one mate only");
    ck_assert_ptr_null(strstr(r.out, "Stated:"));
    recs = batch_records(D "game.pgn", &r);
    assert_stated(stated_of(recs, 0), "d3c3", true, "1.Kc3! (2.Qa7#) 1...Ka4 2.Qb4#");
    assert_stated(stated_of(recs, 1), "b8b5", false, "The author's solution: 1.Qb5! zz");
    json_decref(recs);
}
END_TEST

/* The report says whether it holds and what holds instead, in the report's
 * language; the exit status is the verdict's alone. */
START_TEST(report_two_languages)
{
    const char *fen = TEST_TMP("stated.epd");
    FILE *f = fopen(fen, "w");
    ck_assert_ptr_nonnull(f);
    fputs("8/8/1N6/B7/8/4p3/N1k5/Q3K3 w - -; key \"Bc3\"\n", f);
    fclose(f);
    Run r = CMD(cmd_solve, fen);
    ck_assert_int_eq(r.status, 0); /* sound: a wrong stated key changes no exit status */
    ASSERT_HAS(r.out, "\nStated: 1.Bc3! - does not hold: 1.Bc3? 1...e2!; the key is 1.Nc3!\n");
    r = CMD(cmd_solve, "--lang", "de", fen);
    ASSERT_HAS(r.out, "\nAngegeben: 1.Lc3! - stimmt nicht: 1.Lc3? 1...e2!; der Schl\xc3\xbcssel ist 1.Sc3!\n");
    r = CMD(cmd_solve, "--lang", "it", D "lines.yaml");
    ASSERT_HAS(r.out, "\nSoluzione data: 1.Rc3! - regge\n");
    /* The stated lines with the language's letters, as the stated key (they kept the source's "1.Qb5?"). */
    ASSERT_HAS(r.out, "Linee date che non reggono: 1.Db5? 1...Ra4! (confutato da 1...Ra2!);\n"
                      "    1.Rc3! 2.Db2# (le minacce sono 2.Da7# 2.Da8# 2.Db3#); 1.Rc3! 1...Ra4 2.Db3# (il matto \u00e8 2.Db4#)\n");
    r = CMD(cmd_solve, "--lang", "fr", D "popeye-style.yaml"); /* long algebraic stays long */
    /* (after 1.Ke2 the king c2 cannot go to d3, beside it: the line says so) */
    ASSERT_HAS(r.out, "\u00a0: 1.Re1-e2? 1...Rc2-d3 2.Da1-d1# (1...Rc2-d3 n'est pas un coup\n    possible ici)\n");
    f = fopen(TEST_TMP("knight.yaml"), "w");
    ck_assert_ptr_nonnull(f);
    fputs("---\nalgebraic:\n  white: [Ka1, Qb1, Sd5]\n  black: [Kh8]\nstipulation: \"#2\"\n"
          "solution: |\n  1.Sf4? (2.Qb8#)\n  1.Qb7!\n", f);
    fclose(f);
    r = CMD(cmd_solve, TEST_TMP("knight.yaml")); /* Popeye's S for the knight, in English N */
    ASSERT_HAS(r.out, "Stated lines that do not hold: 1.Nf4? 2.Qb8# (no threat)\n");
    r = CMD(cmd_solve, "--index", "8", D "keys.epd");
    ASSERT_HAS(r.out, "\nStated: cannot be read: Kz9: not a move\n");
    /* The reason in the report's language too, as every other sentence. */
    r = CMD(cmd_solve, "--index", "8", "--lang", "fr", D "keys.epd");
    ASSERT_HAS(r.out, "\nSolution donnée\u00a0: illisible\u00a0: Kz9\u00a0: pas un coup\n");
    r = CMD(cmd_solve, "--index", "8", "--lang", "it", D "keys.epd");
    ASSERT_HAS(r.out, "\nSoluzione data: illeggibile: Kz9: non è una mossa\n");
    r = CMD(cmd_solve, "--index", "3", "--lang", "de", D "remark.inp"); /* a twin's section without a key */
    ASSERT_HAS(r.out, "\nAngegeben: nicht lesbar: kein Schlüssel: kein erster Zug mit „!“ geschrieben (1.De4!)\n");
    r = CMD(cmd_solve, "--index", "7", D "keys.epd");
    ASSERT_HAS(r.out, "\nStated: 1.Nc3! 1.Bc3! - does not hold: 1.Bc3? 1...e2!\n");
}
END_TEST

/* A cooked problem: the stated key is one of two (and no short solution). */
START_TEST(cooked)
{
    Problem pb = test_problem("4k2r/pPpn1ppp/1b6/3R2B1/8/8/PP3PPP/6K1 w k -"); /* keys b8=Q+ b8=R+ */
    pb.ops = strdup("key \"b7b8q\"");
    Solution s;
    SolveOptions so;
    solve_options_default(&so);
    solve(&pb.pos, &so, &s);
    ck_assert_int_eq(s.nshorts, 0);
    json_t *st = stated_json(&pb, &s);
    assert_stated(st, "b7b8q", false, "b7b8q");
    json_decref(st);
    char *text = report_text_string(&pb, &s, &so, LANG_EN);
    /* The stated key works: the problem, not the key, is what fails. */
    ASSERT_HAS(text, "Stated: 1.b8=Q+! - the key works, but the problem is cooked by 1.b8=R+!\n");
    free(text);
    text = report_text_string(&pb, &s, &so, LANG_DE);
    ASSERT_HAS(text, "Angegeben: 1.b8=D+! - der Schl\xc3\xbcssel stimmt, aber das Problem ist nebenl\xc3\xb6sig durch 1.b8=T+!\n");
    free(text);
    text = report_text_string(&pb, &s, &so, LANG_FR);
    ASSERT_HAS(text, " - la cl\xc3\xa9 est juste, mais le probl\xc3\xa8me est d\xc3\xa9moli par 1.b8=T+!\n");
    free(text);
    text = report_text_string(&pb, &s, &so, LANG_IT);
    ASSERT_HAS(text, " - la chiave regge, ma il problema \xc3\xa8 demolito da 1.b8=T+!\n");
    free(text);
    free(pb.ops);
    pb.ops = strdup("bm b8=Q+ b8=R+"); /* both keys stated: agrees */
    st = stated_json(&pb, &s);
    assert_stated(st, "b7b8q", true, "b8=Q+ b8=R+");
    json_decref(st);
    solution_free(&s);
    problem_free(&pb);
}
END_TEST

/* A cooked problem with a short solution too. */
START_TEST(report_cook)
{
    Problem pb = test_problem("1Q6/8/8/8/8/k7/2K5/8 w - -"); /* keys Kc3 Qb5 Qf4, short Qb3# */
    pb.ops = strdup("key \"Kc3\"");
    Solution s;
    SolveOptions so;
    solve_options_default(&so);
    solve(&pb.pos, &so, &s);
    char *text = report_text_string(&pb, &s, &so, LANG_EN);
    ASSERT_HAS(text, "Stated: 1.Kc3! - the key works, but the problem is cooked by 1.Qb5! 1.Qf4!; "
                     "short solution 1.Qb3#\n");
    free(text);
    free(pb.ops);
    pb.ops = strdup("bm Kc3 Qb5 Qf4"); /* every key stated: the short solution alone fails */
    text = report_text_string(&pb, &s, &so, LANG_EN);
    ASSERT_HAS(text, "Stated: 1.Kc3! 1.Qb5! 1.Qf4! - the keys work, but the problem has a short solution: 1.Qb3#\n");
    free(text);
    free(pb.ops);
    pb.ops = strdup("key \"Kc3\"");
    json_t *st = stated_json(&pb, &s);
    assert_stated(st, "c2c3", false, "Kc3");
    json_decref(st);
    solution_free(&s);
    problem_free(&pb);
}
END_TEST

/* convert carries the stated solution: YAML solution -> EPD key (each twin
 * its section) -> and back; YAML -> Popeye remarks -> YAML. */
START_TEST(convert_round_trips)
{
    Run r = CMD(cmd_convert, "--to", "epd", D "twins.yaml");
    ck_assert_int_eq(r.status, 0);
    ASSERT_HAS(r.out, "# solution: 1.Kc3! (2.Qb3#)\n# solution: 1...Ka4 2.Qb4#\n");
    ASSERT_HAS(r.out, "# b) move a3 a4 (a twin of twins)\n1Q6/8/8/8/k7/3K4/8/8 w - -; id \"twins\"; key \"Kc3\"\n");
    const char *epd = TEST_TMP("rt.epd"), *inp = TEST_TMP("rt.inp"), *yaml = TEST_TMP("rt.yaml");
    const struct { const char *from, *to, *fmt; } steps[] = {
        { D "lines.yaml", epd, "epd" },
        { epd, inp, "popeye" },
        { inp, yaml, "yaml" },
    };
    Run orig;
    json_t *want = batch_records(D "lines.yaml", &orig);
    for (size_t i = 0; i < 3; i++) {
        r = CMD(cmd_convert, "--to", steps[i].fmt, steps[i].from);
        ck_assert_int_eq(r.status, 0);
        FILE *f = fopen(steps[i].to, "w");
        ck_assert_ptr_nonnull(f);
        ck_assert(fputs(r.out, f) >= 0 && fclose(f) == 0);
        Run b;
        json_t *got = batch_records(steps[i].to, &b);
        ck_assert_msg(json_equal(stated_of(got, 0), stated_of(want, 0)), "%s: %s", steps[i].fmt, b.out);
        json_decref(got);
    }
    json_decref(want);
    /* An EPD key goes to Popeye and YAML as the operation it is. */
    r = CMD(cmd_convert, "--to", "yaml", D "keys.epd");
    ASSERT_HAS(r.out, "epd: key \"Kc2\"");
}
END_TEST

/* verify without --key uses the stated key (each twin its own). */
START_TEST(verify_stated_key)
{
    Run r = CMD(cmd_verify, D "lines.yaml");
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, "Stated: 1.Kc3!\nsame key: 1.Kc3\n");
    r = CMD(cmd_verify, D "twins.yaml");
    ck_assert_int_eq(r.status, 1); /* twin b states 1.Kc3, its key is 1.Kc4 */
    ASSERT_HAS(r.out, "b) Ka3→a4\nStated: 1.Kc3!\nchanged key: 1.Kc4 (stated 1.Kc3)\n");
    r = CMD(cmd_verify, D "game.pgn"); /* the first game: right */
    ck_assert_int_eq(r.status, 0);
    r = CMD(cmd_verify, "../problems/polgar-307.fen");
    ck_assert_int_eq(r.status, 2);
    ASSERT_HAS(r.err, "states no solution");
    /* a key taken e.p., written as chiave writes it: "1.dxe6 e.p.!" (was: no key) */
    r = CMD(cmd_verify, D "en-passant.yaml");
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, "Stated: 1.dxe6 e.p.!\nsame key: 1.dxe6 e.p.\n");
}
END_TEST

/* The e.p. sign written "e. p." as composers also write it, and apart from
 * the move in an EPD operation: read in every place a key is stated (were
 * "e.: not a move", "e.p.: not a move", no key, and no solution at all in a
 * Popeye remark), and by verify --key. */
START_TEST(en_passant_written_with_a_space)
{
    Run r;
    json_t *recs = batch_records(D "en-passant-spaced.epd", &r);
    ck_assert_int_eq(json_array_size(recs), 3);
    assert_stated(stated_of(recs, 0), "d5e6", true, "dxe6 e. p.");
    assert_stated(stated_of(recs, 1), "d5e6", true, "dxe6 e. p.");
    assert_stated(stated_of(recs, 2), "d5e6", true, "dxe6 e.p.");
    json_decref(recs);
    static const char *const texts[] = { D "en-passant-spaced.yaml", D "en-passant-spaced.inp" };
    for (int i = 0; i < 2; i++) {
        recs = batch_records(texts[i], &r);
        assert_stated(stated_of(recs, 0), "d5e6", true, "1.dxe6 e. p.!");
        json_decref(recs);
        r = CMD(cmd_verify, texts[i]);
        ck_assert_int_eq(r.status, 0);
        ck_assert_str_eq(r.out, "Stated: 1.dxe6 e.p.!\nsame key: 1.dxe6 e.p.\n");
    }
    r = CMD(cmd_verify, "--key", "dxe6 e. p.!", D "en-passant.yaml");
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, "same key: 1.dxe6 e.p.\n");
    char key[16];
    ck_assert(solution_first_key("1.dxe6 e. p.! (zugzwang)", key, sizeof key));
    ck_assert_str_eq(key, "dxe6");
}
END_TEST

/* verify --strict on a stated solution checks the lines it states, as solve
 * judges them, and not the play it leaves out: lines.yaml names two of
 * Polgar 307's five tries, which are no "new try" (the stated keys alone
 * compared as a whole record said so, five differences). */
START_TEST(verify_strict_stated_lines)
{
    Run r = CMD(cmd_verify, "--strict", D "lines.yaml");
    ck_assert_int_eq(r.status, 1);
    ck_assert_str_eq(r.out, "Stated: 1.Kc3!\n"
                            "Stated lines that do not hold: 1.Qb5? 1...Ka4! (refuted by 1...Ka2!);\n"
                            "    1.Kc3! 2.Qb2# (the threats are 2.Qa7# 2.Qa8# 2.Qb3#); 1.Kc3! 1...Ka4 2.Qb3# (the mate is 2.Qb4#)\n"
                            "changed: 3 differences from the expected solution\n");
    /* Every stated line holds, tries left out: the same. */
    const char *right = TEST_TMP("right.yaml");
    FILE *f = fopen(right, "w");
    ck_assert_ptr_nonnull(f);
    fputs("---\n- algebraic:\n    white: [Kd3, Qb8]\n    black: [Ka3]\n  stipulation: \"#2\"\n"
          "  solution: |\n    1.Kc3! (2.Qa7#)\n    1...Ka2 2.Qb2#\n", f);
    ck_assert_int_eq(fclose(f), 0);
    /* The variation the text leaves out is said, and is no difference. */
    r = CMD(cmd_verify, "--strict", right);
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, "Stated: 1.Kc3!\nVariations not stated: 1.Kc3! 1...Ka4 2.Qb4#\n"
                            "same key: 1.Kc3, and every stated line holds\n");
    r = CMD(cmd_verify, "--strict", "--lang", "de", right);
    ASSERT_HAS(r.out, "Nicht angegebene Abspiele: 1.Kc3! 1...Ka4 2.Db4#\n");
    ASSERT_HAS(r.out, "1.Kc3, und jedes angegebene Abspiel stimmt\n");
    r = CMD(cmd_verify, "--strict", "--lang", "it", right);
    ASSERT_HAS(r.out, "Varianti non date: 1.Rc3! 1...Ra4 2.Db4#\n");
    r = CMD(cmd_verify, "--strict", "--lang", "fr", right);
    ASSERT_HAS(r.out, "Variantes non données\u00a0: 1.Rc3! 1...Ra4 2.Db4#\n");
    /* A text of the key alone leaves the play to the reader: nothing said. */
    f = fopen(right, "w");
    ck_assert_ptr_nonnull(f);
    fputs("algebraic: {white: [Kd3, Qb8], black: [Ka3]}\nstipulation: \"#2\"\nsolution: \"1.Kc3!\"\n", f);
    ck_assert_int_eq(fclose(f), 0);
    r = CMD(cmd_verify, "--strict", right);
    ck_assert_str_eq(r.out, "Stated: 1.Kc3!\nsame key: 1.Kc3\n");
    ck_assert_ptr_null(strstr(r.err, "more problems"));
    /* A collection: the first problem is verified, and stderr says so (its
     * exit 0 said nothing of keys.epd's third problem, whose 1.Kc2 fails). */
    r = CMD(cmd_verify, D "keys.epd");
    ASSERT_HAS(r.err, "keys.epd holds more problems: the first is verified (--id or --index chooses another; "
                      "solve or batch takes each)\n");
    /* --id and --index choose the problem, and nothing is said of the others. */
    r = CMD(cmd_verify, "--id", "san-wrong", D "keys.epd");
    ck_assert_int_eq(r.status, 1);
    ASSERT_HAS(r.out, "Stated: 1.Kc2!\n");
    ck_assert_ptr_null(strstr(r.err, "more problems"));
    r = CMD(cmd_verify, "--index", "5", D "keys.epd");
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, "Stated: 1.Nc3!\nsame key: 1.Nc3\n");
    ck_assert_str_eq(r.err, "");
}
END_TEST

Suite *stated_suite(void)
{
    Suite *s = suite_create("stated");
    TCase *tc = tcase_create("stated");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, epd_key_and_bm);
    tcase_add_test(tc, nothing_stated_nothing_added);
    tcase_add_test(tc, yaml_twins);
    tcase_add_test(tc, lines_not_holding);
    tcase_add_test(tc, popeye_and_pgn);
    tcase_add_test(tc, popeye_shaped_text);
    tcase_add_test(tc, report_two_languages);
    tcase_add_test(tc, report_cook);
    tcase_add_test(tc, cooked);
    tcase_add_test(tc, convert_round_trips);
    tcase_add_test(tc, verify_stated_key);
    tcase_add_test(tc, en_passant_written_with_a_space);
    tcase_add_test(tc, verify_strict_stated_lines);
    suite_add_tcase(s, tc);
    return s;
}
