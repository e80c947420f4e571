/* test_diff.c - the comparison of two solutions in problemist words: one case
 * per kind of change, from real edits of problems in tests/data/verify/, in four
 * languages; small records. (Records read: test_record_read.c.) Run from tests/. */
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
#include "solver/report/json.h"
#include "solver/solution.h"
#include "solver/compare/expected.h"
#include "tests/test_helpers.h"
#include "fen/epd/fen_file.h"

#define NO_KEY_307 "1Q6/8/8/8/8/k3K3/8/8 w - -" /* the white king moved: no key */
#include "tests/solver/compare/verify_helpers.h"

/* ---- one case per kind of change ------------------------------------- */

/* data/verify/NAME.fen is a problem after an edit; NAME.json the record
 * `solve --json` wrote before it (the position is in its "fen"). */
typedef struct {
    const char *name;
    DiffKind kind;
    const char *line;   /* the line this change must give */
    int nchanges;       /* every line of the strict comparison */
    const char *it, *de, *fr; /* the line in Italian, German and French (--lang) */
} Case;

static const Case cases[] = {
    { "new-key", DK_NEW_KEY, "new key: 1.Rh2+", 1,
      "nuova chiave: 1.Th2+", "neuer Schlüssel: 1.Th2+", "nouvelle clé\u00a0: 1.Th2+" },
    { "new-cook", DK_NEW_COOK, "new cook: 1.Kxf6", 1,
      "nuova demolizione: 1.Rxf6", "neue Nebenlösung: 1.Kxf6", "nouvelle démolition\u00a0: 1.Rxf6" },
    { "lost-key", DK_LOST_KEY, "lost key: 1.Kxf6", 1,
      "chiave persa: 1.Rxf6", "verlorener Schlüssel: 1.Kxf6", "clé perdue\u00a0: 1.Rxf6" },
    { "changed-key", DK_CHANGED_KEY, "changed key: 1.b7+ (was 1.b5)", 1,
      "chiave cambiata: 1.b7+ (era 1.b5)", "geänderter Schlüssel: 1.b7+ (vorher 1.b5)",
      "clé changée\u00a0: 1.b7+ (avant 1.b5)" },
    { "new-short", DK_NEW_SHORT, "new cook: 1.Qxa7# (short solution)", 2,
      "nuova demolizione: 1.Dxa7# (soluzione breve)", "neue Nebenlösung: 1.Dxa7# (Kurzlösung)",
      "nouvelle démolition\u00a0: 1.Dxa7# (solution courte)" },
    { "lost-short", DK_LOST_SHORT, "lost short solution: 1.Qxa7#", 2,
      "soluzione breve persa: 1.Dxa7#", "verlorene Kurzlösung: 1.Dxa7#", "solution courte perdue\u00a0: 1.Dxa7#" },
    { "changed-threat", DK_CHANGED_THREAT, "changed threat: 1.Rh6+ no threat (check) (was 2.Rxh7#)", 1,
      "minaccia cambiata: 1.Th6+ nessuna minaccia (scacco) (era 2.Txh7#)",
      "geänderte Drohung: 1.Th6+ keine Drohung (Schach) (vorher 2.Txh7#)",
      "menace changée\u00a0: 1.Th6+ pas de menace (échec) (avant 2.Txh7#)" },
    { "lost-variation", DK_LOST_VARIATION, "lost variation: 1...Kxc6 2.Nxe7#", 1,
      "variante persa: 1...Rxc6 2.Cxe7#", "verlorenes Abspiel: 1...Kxc6 2.Sxe7#",
      "variante perdue\u00a0: 1...Rxc6 2.Cxe7#" },
    { "new-variation", DK_NEW_VARIATION, "new variation: 1...Kxc6 2.Nxe7#", 1,
      "nuova variante: 1...Rxc6 2.Cxe7#", "neues Abspiel: 1...Kxc6 2.Sxe7#",
      "nouvelle variante\u00a0: 1...Rxc6 2.Cxe7#" },
    { "new-dual", DK_NEW_DUAL, "new dual: 1...Kd4 2.Qc4# 2.Qd5# 2.Re4#", 1,
      "nuovo duale: 1...Rd4 2.Dc4# 2.Dd5# 2.Te4#", "neuer Dual: 1...Kd4 2.Dc4# 2.Dd5# 2.Te4#",
      "nouveau dual\u00a0: 1...Rd4 2.Dc4# 2.Dd5# 2.Te4#" },
    { "lost-dual", DK_LOST_DUAL, "lost dual: 1...Kd4 2.Qc4# (was 2.Re4# 2.Qd5# 2.Qc4#)", 1,
      "duale perso: 1...Rd4 2.Dc4# (era 2.Te4# 2.Dd5# 2.Dc4#)",
      "verlorener Dual: 1...Kd4 2.Dc4# (vorher 2.Te4# 2.Dd5# 2.Dc4#)",
      "dual perdu\u00a0: 1...Rd4 2.Dc4# (avant 2.Te4# 2.Dd5# 2.Dc4#)" },
    { "changed-mate", DK_CHANGED_MATE, "changed mate: 1...Kxg7 2.Rg3# (was 2.Rg2#)", 1,
      "matto cambiato: 1...Rxg7 2.Tg3# (era 2.Tg2#)", "geändertes Matt: 1...Kxg7 2.Tg3# (vorher 2.Tg2#)",
      "mat changé\u00a0: 1...Rxg7 2.Tg3# (avant 2.Tg2#)" },
    /* The same SAN from another square: long algebraic tells them apart, as a
     * problemist writes it (it was the SAN with the UCI, "2.Bxf7# [b3f7]"). */
    { "changed-mate-same-san", DK_CHANGED_MATE,
      "changed mate: 1...Bxf7 2.Bb3xf7# (was 2.Bc4xf7#)", 1,
      "matto cambiato: 1...Axf7 2.Ab3xf7# (era 2.Ac4xf7#)",
      "geändertes Matt: 1...Lxf7 2.Lb3xf7# (vorher 2.Lc4xf7#)",
      "mat changé\u00a0: 1...Fxf7 2.Fb3xf7# (avant 2.Fc4xf7#)" },
    { "lost-try", DK_LOST_TRY, "lost try: 1.Nc8+?", 1,
      "tentativo perso: 1.Cc8+?", "verlorene Verführung: 1.Sc8+?", "essai perdu\u00a0: 1.Cc8+?" },
    { "new-try", DK_NEW_TRY, "new try: 1.Nc8+? but 1...Kxf8!", 1,
      "nuovo tentativo: 1.Cc8+? ma 1...Rxf8!", "neue Verführung: 1.Sc8+? aber 1...Kxf8!",
      "nouvel essai\u00a0: 1.Cc8+? mais 1...Rxf8!" },
    { "changed-refutation", DK_CHANGED_REFUTATION, "changed refutation: 1.Rxf7? but 1...Re7! (was 1...Rxf7!)", 1,
      "confutazione cambiata: 1.Txf7? ma 1...Te7! (era 1...Txf7!)",
      "geänderte Widerlegung: 1.Txf7? aber 1...Te7! (vorher 1...Txf7!)",
      "réfutation changée\u00a0: 1.Txf7? mais 1...Te7! (avant 1...Txf7!)" },
    { "lost-set-mate", DK_LOST_SET_MATE, "lost set mate: 1...Qb8 2.Qxf6#", 1,
      "matto apparente perso: 1...Db8 2.Dxf6#", "verlorenes Satzmatt: 1...Db8 2.Dxf6#",
      "mat apparent perdu\u00a0: 1...Db8 2.Dxf6#" },
    { "new-set-mate", DK_NEW_SET_MATE, "new set mate: 1...Qb8 2.Qxf6#", 1,
      "nuovo matto apparente: 1...Db8 2.Dxf6#", "neues Satzmatt: 1...Db8 2.Dxf6#",
      "nouveau mat apparent\u00a0: 1...Db8 2.Dxf6#" },
    { "changed-set-mate", DK_CHANGED_SET_MATE, "changed set mate: 1...Be8 2.Qg8# 2.Rxe8# (was 2.Qg8#)", 1,
      "matto apparente cambiato: 1...Ae8 2.Dg8# 2.Txe8# (era 2.Dg8#)",
      "geändertes Satzmatt: 1...Le8 2.Dg8# 2.Txe8# (vorher 2.Dg8#)",
      "mat apparent changé\u00a0: 1...Fe8 2.Dg8# 2.Txe8# (avant 2.Dg8#)" },
    /* Named themes: problems/le-grand.fen loses its Le Grand, le-grand-miss.fen gains it.
     * (The edited problem gains an anti-Dombrovskis, 1.Bb4? 1...Kb3 2.Qb1#; a Le Grand
     * no longer brings a Dombrovskis paradox with it: issue 21. It gains a paradox of
     * 1.Na4? and 1.Nc4? (2.Qd1#) 1...Kd3 2.Qc3#, refuted by 1...Kb3! and e2!: tries of
     * two refutations count in the paradox too, issue 21 §6.) */
    { "lost-theme", DK_LOST_THEME, "lost: Le Grand", 8, "perso: Le Grand", "verloren: Le Grand", "perdu\u00a0: Le Grand" },
    { "gained-theme", DK_GAINED_THEME, "gained: Le Grand", 6,
      "acquisito: Le Grand", "hinzugekommen: Le Grand", "acquis\u00a0: Le Grand" },
};
#define NCASES ((int)(sizeof cases / sizeof *cases))

/* The files of case c (their paths in fen_path and rec_path, 128 bytes each),
 * its problem, the record expected and the record of the problem now. */
static void load_case(const Case *c, char *fen_path, char *rec_path, Problem *pb, RecordPlay **want,
                      RecordPlay **got)
{
    char err[512];
    snprintf(fen_path, 128, "data/verify/%s.fen", c->name);
    snprintf(rec_path, 128, "data/verify/%s.json", c->name);
    ck_assert_msg(read_first(fen_path, pb, err, sizeof err) == 0, "%s", err);
    *want = malloc(sizeof **want);
    ck_assert_ptr_nonnull(*want);
    record_play_init(*want);
    ck_assert_msg(verify_load_record(rec_path, pb, *want, err, sizeof err) == 0, "%s", err);
    *got = play_of(pb, false);
}

/* The comparison module on each case: the expected line, nothing else. */
START_TEST(each_kind_of_change)
{
    const Case *c = &cases[_i];
    char fen_path[128], rec_path[128];
    Problem pb;
    RecordPlay *want, *got;
    load_case(c, fen_path, rec_path, &pb, &want, &got);

    DiffList d = { 0 };
    diff_records(want, got, true, LANG_EN, &d);
    ck_assert_msg(has_item(&d, c->kind, c->line), "%s: no '%s' among:%s", c->name, c->line, lines_of(&d));
    ck_assert_msg(d.n == c->nchanges, "%s: %d changes:%s", c->name, d.n, lines_of(&d));
    ck_assert_msg(strncmp(c->line, diff_kind_name(c->kind), strlen(diff_kind_name(c->kind))) == 0,
                  "'%s' does not start with '%s'", c->line, diff_kind_name(c->kind));
    diff_list_free(&d);

    /* Without --strict only keys and short solutions count, and are the same
     * whether the new solution was searched for keys only. */
    RecordPlay *keys_only = play_of(&pb, true);
    diff_records(want, keys_only, false, LANG_EN, &d);
    int key_level = 0;
    for (int i = 0; i < d.n; i++)
        key_level += diff_kind_is_key(d.items[i].kind);
    ck_assert_int_eq(key_level, d.n);
    if (diff_kind_is_key(c->kind))
        ck_assert_msg(has_item(&d, c->kind, c->line), "%s (keys only):%s", c->name, lines_of(&d));
    else
        ck_assert_msg(d.n == 0, "%s: keys changed:%s", c->name, lines_of(&d));
    diff_list_free(&d);

    /* And the command: exit 1 with --strict; without, 1 only for the keys. */
    Run r = VERIFY(fen_path, "--expect", rec_path, "--strict");
    ck_assert_int_eq(r.status, 1);
    ck_assert_msg(strstr(r.out, c->line) != NULL, "%s: output:\n%s", c->name, r.out);
    r = VERIFY(fen_path, "--expect", rec_path);
    ck_assert_int_eq(r.status, diff_kind_is_key(c->kind) ? 1 : 0);
    if (!diff_kind_is_key(c->kind))
        ck_assert_msg(strncmp(r.out, "same key", 8) == 0 /* one key or more */, "%s", r.out);

    play_free(keys_only);
    play_free(got);
    play_free(want);
    problem_free(&pb);
}
END_TEST

/* Each case in Italian, German and French: the line in the reader's words and
 * letters, and the same structured result (kinds and moves) as in English. */
START_TEST(each_kind_in_three_languages)
{
    const Case *c = &cases[_i];
    char fen_path[128], rec_path[128];
    Problem pb;
    RecordPlay *want, *got;
    load_case(c, fen_path, rec_path, &pb, &want, &got);
    DiffList en = { 0 };
    diff_records(want, got, true, LANG_EN, &en);
    static const Lang langs[] = { LANG_IT, LANG_DE, LANG_FR };
    static const char *const codes[] = { "it", "de", "fr" };
    const char *lines[] = { c->it, c->de, c->fr };
    for (int l = 0; l < 3; l++) {
        DiffList d = { 0 };
        diff_records(want, got, true, langs[l], &d);
        ck_assert_msg(has_item(&d, c->kind, lines[l]), "%s (%s): no '%s' among:%s", c->name, codes[l], lines[l],
                      lines_of(&d));
        ck_assert_int_eq(d.n, en.n);
        for (int i = 0; i < d.n; i++) {
            ck_assert_int_eq(d.items[i].kind, en.items[i].kind);
            ck_assert_str_eq(d.items[i].move, en.items[i].move);
            ck_assert(d.items[i].in_try == en.items[i].in_try);
        }
        diff_list_free(&d);
        /* The words in English, the letters in the language: as a JSON record keeps them. */
        diff_records_worded(want, got, true, langs[l], LANG_EN, &d);
        for (int i = 0; i < d.n; i++)
            ck_assert_msg(strncmp(d.items[i].text, en.items[i].text, strlen(diff_kind_name(d.items[i].kind))) == 0,
                          "%s", d.items[i].text);
        diff_list_free(&d);
        Run r = VERIFY(fen_path, "--expect", rec_path, "--strict", "--lang", codes[l]);
        ck_assert_int_eq(r.status, 1);
        ck_assert_msg(strstr(r.out, lines[l]) != NULL, "%s (%s): output:\n%s", c->name, codes[l], r.out);
    }
    diff_list_free(&en);
    play_free(got);
    play_free(want);
    problem_free(&pb);
}
END_TEST

/* Every kind has its case, so that a new kind gets one. */
START_TEST(every_kind_has_a_case)
{
    for (int k = 0; k < DK_COUNT; k++) {
        bool found = false;
        for (int i = 0; i < NCASES; i++)
            found |= cases[i].kind == (DiffKind)k;
        ck_assert_msg(found, "no test case for '%s' (kind %d)", diff_kind_name((DiffKind)k), k);
    }
}
END_TEST

/* ---- the comparison module on small records --------------------------- */

START_TEST(same_record_no_change)
{
    json_t *rec = record_of_fen(POLGAR_307);
    DiffList d = { 0 };
    diff_json(rec, rec, true, LANG_EN, &d);
    ck_assert_msg(d.n == 0, "%s", lines_of(&d));
    /* The record read back from its text compares the same. */
    char *text = json_dumps(rec, JSON_COMPACT);
    json_t *back = parse_json(text);
    diff_json(back, rec, true, LANG_EN, &d);
    ck_assert_msg(d.n == 0, "%s", lines_of(&d));
    free(text);
    json_decref(back);
    json_decref(rec);
}
END_TEST

/* Lists are sets; UCI case does not matter. */
START_TEST(order_and_case_ignored)
{
    json_t *a = parse_json("{\"fen\": \"" POLGAR_307 "\", \"keys\": [{\"move\": \"d3c3\","
                           "\"threats\": [\"b8a8\", \"b8b3\", \"b8a7\"], \"variations\": ["
                           "{\"defence\": \"a3a4\", \"mates\": [\"b8b4\"]}, {\"defence\": \"a3a2\", \"mates\": [\"b8b2\"]}]}]}");
    json_t *b = parse_json("{\"fen\": \"" POLGAR_307 "\", \"keys\": [{\"move\": \"D3C3\","
                           "\"threats\": [\"b8a7\", \"B8B3\", \"b8a8\"], \"variations\": ["
                           "{\"defence\": \"a3a2\", \"mates\": [\"b8b2\"]}, {\"defence\": \"A3A4\", \"mates\": [\"b8b4\"]}]}]}");
    DiffList d = { 0 };
    diff_json(a, b, true, LANG_EN, &d);
    ck_assert_msg(d.n == 0, "%s", lines_of(&d));
    json_decref(a);
    json_decref(b);
}
END_TEST

/* Without a readable position the moves are written in UCI. */
START_TEST(uci_without_position)
{
    json_t *a = parse_json("{\"keys\": [{\"move\": \"d3c3\", \"variations\": [{\"defence\": \"a3a2\", \"mates\": [\"b8b1\"]}]}]}");
    json_t *b = parse_json("{\"fen\": \"not a fen\", \"keys\": [{\"move\": \"d3c3\", \"variations\": [{\"defence\": \"a3a2\", \"mates\": [\"b8b2\", \"b8b1\"]}]}, \"e2e4\"]}");
    DiffList d = { 0 };
    diff_json(a, b, true, LANG_EN, &d);
    ck_assert_msg(has_item(&d, DK_NEW_COOK, "new cook: 1.e2e4"), "%s", lines_of(&d));
    /* With two keys the key is named before the defence. */
    ck_assert_msg(has_item(&d, DK_NEW_DUAL, "new dual: 1.d3c3 1...a3a2 2.b8b2 2.b8b1"), "%s", lines_of(&d));
    ck_assert_int_eq(d.n, 2);
    diff_list_free(&d);
    json_decref(a);
    json_decref(b);
}
END_TEST

/* An old record without a position is written in the new one's position,
 * and moves not legal there in UCI. */
START_TEST(old_moves_in_new_position)
{
    json_t *a = parse_json("{\"keys\": [\"d3c4\", \"h1h2\"]}");
    json_t *b = record_of_fen(POLGAR_307);
    DiffList d = { 0 };
    diff_json(a, b, false, LANG_EN, &d);
    ck_assert_msg(has_item(&d, DK_LOST_KEY, "lost key: 1.Kc4"), "%s", lines_of(&d));
    ck_assert_msg(has_item(&d, DK_LOST_KEY, "lost key: 1.h1h2"), "%s", lines_of(&d));
    ck_assert_msg(has_item(&d, DK_NEW_KEY, "new key: 1.Kc3"), "%s", lines_of(&d));
    ck_assert_int_eq(d.n, 3);
    diff_list_free(&d);
    json_decref(a);
    json_decref(b);
}
END_TEST

/* The white king moved from d3 to c3: its tries 1.Kc4? and 1.Kc2? now start from
 * c3, so the lost and the new try read alike in SAN and each is written in long
 * algebraic notation ("1.Kd3-c4?", "1.Kc3-c4?"; it was "1.Kc4? [d3c4]"). */
START_TEST(lost_and_new_try_alike_in_san)
{
    json_t *a = record_of_fen(POLGAR_307);
    json_t *b = record_of_fen("1Q6/8/8/8/8/k1K5/8/8 w - -");
    DiffList d = { 0 };
    diff_json(a, b, true, LANG_EN, &d);
    ck_assert_msg(has_item(&d, DK_LOST_TRY, "lost try: 1.Kd3-c4?"), "%s", lines_of(&d));
    ck_assert_msg(has_item(&d, DK_NEW_TRY, "new try: 1.Kc3-c4? but 1...Ka2!"), "%s", lines_of(&d));
    /* a try with no twin on the other side keeps the plain SAN */
    ck_assert_msg(has_item(&d, DK_LOST_TRY, "lost try: 1.Qb3+?"), "%s", lines_of(&d));
    diff_list_free(&d);
    json_decref(a);
    json_decref(b);
}
END_TEST

/* A bare key in the expected record has no play to compare, even strictly. */
START_TEST(bare_key_compares_keys_only)
{
    json_t *a = parse_json("{\"keys\": [\"d3c3\"]}");
    json_t *b = record_of_fen(POLGAR_307);
    DiffList d = { 0 };
    diff_json(a, b, true, LANG_EN, &d);
    /* Only the tries and set play differ: the key's play is not compared. */
    for (int i = 0; i < d.n; i++)
        ck_assert_msg(d.items[i].kind == DK_NEW_TRY, "%s", d.items[i].text);
    ck_assert_int_eq(d.n, 5);
    diff_list_free(&d);
    json_decref(a);
    json_decref(b);
}
END_TEST

Suite *diff_suite(void);
Suite *diff_suite(void)
{
    Suite *s = suite_create("diff");
    TCase *t = tcase_create("diff");
    tcase_set_timeout(t, 30);
    tcase_add_loop_test(t, each_kind_of_change, 0, NCASES);
    tcase_add_loop_test(t, each_kind_in_three_languages, 0, NCASES);
    tcase_add_test(t, every_kind_has_a_case);
    tcase_add_test(t, same_record_no_change);
    tcase_add_test(t, order_and_case_ignored);
    tcase_add_test(t, uci_without_position);
    tcase_add_test(t, old_moves_in_new_position);
    tcase_add_test(t, lost_and_new_try_alike_in_san);
    tcase_add_test(t, bare_key_compares_keys_only);
    suite_add_tcase(s, t);
    return s;
}
