/* test_verify.c - `chiave verify` and `chiave watch`: the comparison of two
 * solutions in problemist words (one case per kind of change, from real edits
 * of problems in tests/data/verify/), the exit statuses, reading the expected
 * records, and watch re-solving a file when it is saved. Run from tests/. */
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

#define POLGAR_307 "1Q6/8/8/8/8/k2K4/8/8 w - -"
#define NO_KEY_307 "1Q6/8/8/8/8/k3K3/8/8 w - -" /* the white king moved: no key */

/* ---- helpers ---------------------------------------------------------- */

/* The record `solve --json` writes for pb (keys only when keys_only). */
static json_t *record_of(const Problem *pb, bool keys_only)
{
    SolveOptions so;
    solve_options_default(&so);
    so.keys_only = keys_only;
    Solution s;
    solve(&pb->pos, &so, &s);
    json_t *rec = report_json_record(pb, &s, &so, LANG_EN);
    solution_free(&s);
    ck_assert_ptr_nonnull(rec);
    return rec;
}

static json_t *record_of_fen(const char *fen)
{
    Problem pb = test_problem(fen);
    json_t *rec = record_of(&pb, false);
    problem_free(&pb);
    return rec;
}

static json_t *parse_json(const char *text)
{
    json_error_t e;
    json_t *j = json_loads(text, 0, &e);
    ck_assert_msg(j != NULL, "bad test JSON: %s", e.text);
    return j;
}

/* Whether the list has an item of kind k whose text is exactly text. */
static bool has_item(const DiffList *d, DiffKind k, const char *text)
{
    for (int i = 0; i < d->n; i++)
        if (d->items[i].kind == k && strcmp(d->items[i].text, text) == 0)
            return true;
    return false;
}

/* All the lines of d, for failure messages. */
static const char *lines_of(const DiffList *d)
{
    static char buf[2048];
    buf[0] = '\0';
    for (int i = 0; i < d->n; i++) {
        strncat(buf, "\n  ", sizeof buf - strlen(buf) - 1);
        strncat(buf, d->items[i].text, sizeof buf - strlen(buf) - 1);
    }
    return d->n ? buf : " (none)";
}

#define VERIFY(...) run_cmd(cmd_verify, (int)(sizeof (const char *[]){ __VA_ARGS__ } / sizeof(const char *)), \
                            (const char *const[]){ __VA_ARGS__ })

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
      "nuova chiave: 1.Th2+", "neuer Schlüssel: 1.Th2+", "nouvelle clé: 1.Th2+" },
    { "new-cook", DK_NEW_COOK, "new cook: 1.Kxf6", 1,
      "nuova demolizione: 1.Rxf6", "neue Nebenlösung: 1.Kxf6", "nouvelle démolition: 1.Rxf6" },
    { "lost-key", DK_LOST_KEY, "lost key: 1.Kxf6", 1,
      "chiave persa: 1.Rxf6", "verlorener Schlüssel: 1.Kxf6", "clé perdue: 1.Rxf6" },
    { "changed-key", DK_CHANGED_KEY, "changed key: 1.b7+ (was 1.b5)", 1,
      "chiave cambiata: 1.b7+ (era 1.b5)", "geänderter Schlüssel: 1.b7+ (vorher 1.b5)",
      "clé changée: 1.b7+ (avant 1.b5)" },
    { "new-short", DK_NEW_SHORT, "new cook: 1.Qxa7# (short solution)", 2,
      "nuova demolizione: 1.Dxa7# (soluzione breve)", "neue Nebenlösung: 1.Dxa7# (Kurzlösung)",
      "nouvelle démolition: 1.Dxa7# (solution courte)" },
    { "lost-short", DK_LOST_SHORT, "lost short solution: 1.Qxa7#", 2,
      "soluzione breve persa: 1.Dxa7#", "verlorene Kurzlösung: 1.Dxa7#", "solution courte perdue: 1.Dxa7#" },
    { "changed-threat", DK_CHANGED_THREAT, "changed threat: 1.Rh6+ no threat (check) (was 2.Rxh7#)", 1,
      "minaccia cambiata: 1.Th6+ nessuna minaccia (scacco) (era 2.Txh7#)",
      "geänderte Drohung: 1.Th6+ keine Drohung (Schach) (vorher 2.Txh7#)",
      "menace changée: 1.Th6+ pas de menace (échec) (avant 2.Txh7#)" },
    { "lost-variation", DK_LOST_VARIATION, "lost variation: 1...Kxc6 2.Nxe7#", 1,
      "variante persa: 1...Rxc6 2.Cxe7#", "verlorene Variante: 1...Kxc6 2.Sxe7#",
      "variante perdue: 1...Rxc6 2.Cxe7#" },
    { "new-variation", DK_NEW_VARIATION, "new variation: 1...Kxc6 2.Nxe7#", 1,
      "nuova variante: 1...Rxc6 2.Cxe7#", "neue Variante: 1...Kxc6 2.Sxe7#",
      "nouvelle variante: 1...Rxc6 2.Cxe7#" },
    { "new-dual", DK_NEW_DUAL, "new dual: 1...Kd4 2.Qc4# 2.Qd5# 2.Re4#", 1,
      "nuovo duale: 1...Rd4 2.Dc4# 2.Dd5# 2.Te4#", "neuer Dual: 1...Kd4 2.Dc4# 2.Dd5# 2.Te4#",
      "nouveau dual: 1...Rd4 2.Dc4# 2.Dd5# 2.Te4#" },
    { "lost-dual", DK_LOST_DUAL, "lost dual: 1...Kd4 2.Qc4# (was 2.Re4# 2.Qd5# 2.Qc4#)", 1,
      "duale perso: 1...Rd4 2.Dc4# (era 2.Te4# 2.Dd5# 2.Dc4#)",
      "verlorener Dual: 1...Kd4 2.Dc4# (vorher 2.Te4# 2.Dd5# 2.Dc4#)",
      "dual perdu: 1...Rd4 2.Dc4# (avant 2.Te4# 2.Dd5# 2.Dc4#)" },
    { "changed-mate", DK_CHANGED_MATE, "changed mate: 1...Kxg7 2.Rg3# (was 2.Rg2#)", 1,
      "matto cambiato: 1...Rxg7 2.Tg3# (era 2.Tg2#)", "geändertes Matt: 1...Kxg7 2.Tg3# (vorher 2.Tg2#)",
      "mat changé: 1...Rxg7 2.Tg3# (avant 2.Tg2#)" },
    /* The same SAN from another square: the UCI text tells them apart. */
    { "changed-mate-same-san", DK_CHANGED_MATE,
      "changed mate: 1...Bxf7 2.Bxf7# [b3f7] (was 2.Bxf7# [c4f7])", 1,
      "matto cambiato: 1...Axf7 2.Axf7# [b3f7] (era 2.Axf7# [c4f7])",
      "geändertes Matt: 1...Lxf7 2.Lxf7# [b3f7] (vorher 2.Lxf7# [c4f7])",
      "mat changé: 1...Fxf7 2.Fxf7# [b3f7] (avant 2.Fxf7# [c4f7])" },
    { "lost-try", DK_LOST_TRY, "lost try: 1.Nc8+?", 1,
      "tentativo perso: 1.Cc8+?", "verlorene Verführung: 1.Sc8+?", "essai perdu: 1.Cc8+?" },
    { "new-try", DK_NEW_TRY, "new try: 1.Nc8+? but 1...Kxf8!", 1,
      "nuovo tentativo: 1.Cc8+? ma 1...Rxf8!", "neue Verführung: 1.Sc8+? aber 1...Kxf8!",
      "nouvel essai: 1.Cc8+? mais 1...Rxf8!" },
    { "changed-refutation", DK_CHANGED_REFUTATION, "changed refutation: 1.Rxf7? but 1...Re7! (was 1...Rxf7!)", 1,
      "confutazione cambiata: 1.Txf7? ma 1...Te7! (era 1...Txf7!)",
      "geänderte Widerlegung: 1.Txf7? aber 1...Te7! (vorher 1...Txf7!)",
      "réfutation changée: 1.Txf7? mais 1...Te7! (avant 1...Txf7!)" },
    { "lost-set-mate", DK_LOST_SET_MATE, "lost set mate: 1...Qb8 2.Qxf6#", 1,
      "matto apparente perso: 1...Db8 2.Dxf6#", "verlorenes Satzmatt: 1...Db8 2.Dxf6#",
      "mat apparent perdu: 1...Db8 2.Dxf6#" },
    { "new-set-mate", DK_NEW_SET_MATE, "new set mate: 1...Qb8 2.Qxf6#", 1,
      "nuovo matto apparente: 1...Db8 2.Dxf6#", "neues Satzmatt: 1...Db8 2.Dxf6#",
      "nouveau mat apparent: 1...Db8 2.Dxf6#" },
    { "changed-set-mate", DK_CHANGED_SET_MATE, "changed set mate: 1...Be8 2.Qg8# 2.Rxe8# (was 2.Qg8#)", 1,
      "matto apparente cambiato: 1...Ae8 2.Dg8# 2.Txe8# (era 2.Dg8#)",
      "geändertes Satzmatt: 1...Le8 2.Dg8# 2.Txe8# (vorher 2.Dg8#)",
      "mat apparent changé: 1...Fe8 2.Dg8# 2.Txe8# (avant 2.Dg8#)" },
    /* Named themes: problems/le-grand.fen loses its Le Grand, le-grand-miss.fen gains it. */
    { "lost-theme", DK_LOST_THEME, "lost: Le Grand", 7, "perso: Le Grand", "verloren: Le Grand", "perdu: Le Grand" },
    { "gained-theme", DK_GAINED_THEME, "gained: Le Grand", 7,
      "acquisito: Le Grand", "hinzugekommen: Le Grand", "acquis: Le Grand" },
};
#define NCASES ((int)(sizeof cases / sizeof *cases))

/* The files of case c (their paths in fen_path and rec_path, 128 bytes each),
 * its problem, the record expected and the record of the problem now. */
static void load_case(const Case *c, char *fen_path, char *rec_path, Problem *pb, json_t **want, json_t **got)
{
    char err[512];
    snprintf(fen_path, 128, "data/verify/%s.fen", c->name);
    snprintf(rec_path, 128, "data/verify/%s.json", c->name);
    ck_assert_msg(read_first(fen_path, pb, err, sizeof err) == 0, "%s", err);
    *want = verify_load_record(rec_path, pb, err, sizeof err);
    ck_assert_msg(*want != NULL, "%s", err);
    *got = record_of(pb, false);
}

/* The comparison module on each case: the expected line, nothing else. */
START_TEST(each_kind_of_change)
{
    const Case *c = &cases[_i];
    char fen_path[128], rec_path[128];
    Problem pb;
    json_t *want, *got;
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
    json_t *keys_only = record_of(&pb, true);
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
        ck_assert_msg(strncmp(r.out, "same keys: ", 11) == 0, "%s", r.out);

    json_decref(keys_only);
    json_decref(got);
    json_decref(want);
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
    json_t *want, *got;
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
    json_decref(got);
    json_decref(want);
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
    diff_records(rec, rec, true, LANG_EN, &d);
    ck_assert_msg(d.n == 0, "%s", lines_of(&d));
    /* The record read back from its text compares the same. */
    char *text = json_dumps(rec, JSON_COMPACT);
    json_t *back = parse_json(text);
    diff_records(back, rec, true, LANG_EN, &d);
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
    diff_records(a, b, true, LANG_EN, &d);
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
    diff_records(a, b, true, LANG_EN, &d);
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
    diff_records(a, b, false, LANG_EN, &d);
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
 * c3, so the lost and the new try read alike in SAN and each gets its UCI. */
START_TEST(lost_and_new_try_alike_in_san)
{
    json_t *a = record_of_fen(POLGAR_307);
    json_t *b = record_of_fen("1Q6/8/8/8/8/k1K5/8/8 w - -");
    DiffList d = { 0 };
    diff_records(a, b, true, LANG_EN, &d);
    ck_assert_msg(has_item(&d, DK_LOST_TRY, "lost try: 1.Kc4? [d3c4]"), "%s", lines_of(&d));
    ck_assert_msg(has_item(&d, DK_NEW_TRY, "new try: 1.Kc4? [c3c4] but 1...Ka2!"), "%s", lines_of(&d));
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
    diff_records(a, b, true, LANG_EN, &d);
    /* Only the tries and set play differ: the key's play is not compared. */
    for (int i = 0; i < d.n; i++)
        ck_assert_msg(d.items[i].kind == DK_NEW_TRY, "%s", d.items[i].text);
    ck_assert_int_eq(d.n, 5);
    diff_list_free(&d);
    json_decref(a);
    json_decref(b);
}
END_TEST

START_TEST(record_shape_checked)
{
    static const struct { const char *json, *msg; } bad[] = {
        { "[]", "record: not a JSON object" },
        { "{}", "keys: missing" },
        { "{\"keys\": {}}", "keys: not a list" },
        { "{\"keys\": [1]}", "keys[0]: not a move or a play {\"move\": ...}" },
        { "{\"keys\": [{\"san\": \"Kc3\"}]}", "keys[0].move: missing or not a move" },
        { "{\"keys\": [{\"move\": \"d3c3\", \"check\": 1}]}", "keys[0].check: not true or false" },
        { "{\"keys\": [{\"move\": \"d3c3\", \"threats\": [\"b8b3\", 2]}]}", "keys[0].threats[1]: not a move" },
        { "{\"keys\": [{\"move\": \"d3c3\", \"variations\": [{\"defence\": \"a3a2\"}]}]}",
          "keys[0].variations[0].mates: missing" },
        { "{\"keys\": [], \"short\": \"e2e4\"}", "short: not a list of moves" },
        { "{\"keys\": [], \"tries\": [{\"move\": \"d3c2\", \"refutations\": [null]}]}", "tries[0].refutations[0]: not a move" },
        { "{\"keys\": [], \"set\": [{\"mates\": []}]}", "set[0].defence: missing or not a move" },
        { "{\"keys\": [], \"fen\": 3}", "fen: not a string" },
        { "{\"keys\": [\"d3c3\", {\"move\": \"D3C3\"}]}", "keys[1]: the same move twice" },
        { "{\"keys\": [], \"set\": [{\"defence\": \"a3a2\", \"mates\": []}, {\"defence\": \"a3a2\", \"mates\": [\"b8b2\"]}]}",
          "set[1].defence: the same defence twice" },
    };
    char err[256];
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        json_t *j = parse_json(bad[i].json);
        ck_assert_msg(diff_record_check(j, err, sizeof err) == -1, "accepted %s", bad[i].json);
        ck_assert_str_eq(err, bad[i].msg);
        json_decref(j);
    }
    json_t *ok = record_of_fen(POLGAR_307);
    ck_assert_int_eq(diff_record_check(ok, err, sizeof err), 0);
    json_decref(ok);
    ok = parse_json("{\"keys\": [\"d3c3\"], \"fen\": null}");
    ck_assert_int_eq(diff_record_check(ok, err, sizeof err), 0);
    json_decref(ok);
}
END_TEST

/* A file of several records (batch output): the one with the problem's id,
 * else its FEN. */
START_TEST(pick_record_among_several)
{
    const char *text =
        "{\"id\": \"a\", \"fen\": \"" NO_KEY_307 "\", \"keys\": []}\n"
        "{\"id\": \"b\", \"fen\": \"" POLGAR_307 "\", \"keys\": [\"d3c3\"]}\n"
        "\n{\"id\": \"c\", \"fen\": \"" POLGAR_307 "\", \"keys\": [\"d3c4\"]}";
    char err[256];
    Problem pb = test_problem(POLGAR_307 "; id \"c\"");
    json_t *r = verify_pick_record(text, strlen(text), "x", &pb, err, sizeof err);
    ck_assert_msg(r != NULL, "%s", err);
    ck_assert_str_eq(json_string_value(json_object_get(r, "id")), "c");
    json_decref(r);
    problem_free(&pb);

    pb = test_problem(POLGAR_307); /* no id: the first with the FEN */
    r = verify_pick_record(text, strlen(text), "x", &pb, err, sizeof err);
    ck_assert_msg(r != NULL, "%s", err);
    ck_assert_str_eq(json_string_value(json_object_get(r, "id")), "b");
    json_decref(r);
    problem_free(&pb);

    pb = test_problem("8/8/8/8/8/k7/8/K6Q w - -");
    r = verify_pick_record(text, strlen(text), "x", &pb, err, sizeof err);
    ck_assert_ptr_null(r);
    ck_assert_str_eq(err, "x: 3 records, none with this problem's FEN");
    problem_free(&pb);

    /* A single record is taken whatever its FEN; an unreadable one is named by line. */
    pb = test_problem("8/8/8/8/8/k7/8/K6Q w - -");
    r = verify_pick_record("{\"keys\": []}", 12, "x", &pb, err, sizeof err);
    ck_assert_ptr_nonnull(r);
    json_decref(r);
    ck_assert_ptr_null(verify_pick_record("{\"keys\": []}\n\n{\"keys\": [}", 25, "x", &pb, err, sizeof err));
    ck_assert_msg(strncmp(err, "x:3: not a JSON record", 22) == 0, "%s", err);
    ck_assert_ptr_null(verify_pick_record(" \n", 2, "x", &pb, err, sizeof err));
    ck_assert_str_eq(err, "x: no record found");
    ck_assert_ptr_null(verify_pick_record("{\"keys\": 1}", 11, "x", &pb, err, sizeof err));
    ck_assert_str_eq(err, "x: not a solution record: keys: not a list");
    problem_free(&pb);
}
END_TEST

/* ---- the command ------------------------------------------------------ */

START_TEST(verify_same_and_changed)
{
    const char *p = "../problems/polgar-307.fen";
    Run r = VERIFY(p, "--key", "d3c3");
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, "same keys: 1.Kc3\n");
    r = VERIFY("--key=D3C4", p);
    ck_assert_int_eq(r.status, 1);
    ck_assert_str_eq(r.out, "changed key: 1.Kc3 (was 1.Kc4)\n1.Kc4? but 1...Ka2!\n"
                            "changed: 1 difference from the expected solution\n");
    r = VERIFY(p, "--key", "d3c3,d3c4");
    ck_assert_int_eq(r.status, 1);
    ck_assert_str_eq(r.out, "lost key: 1.Kc4\n1.Kc4? but 1...Ka2!\nchanged: 1 difference from the expected solution\n");
    /* The corpus's expected records (Popeye's): one line a problem, found by FEN. */
    r = VERIFY(p, "--strict", "--expect", "data/verify/polgar-307-popeye.jsonl");
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, "same solution: 1.Kc3, with the same threats, variations, tries and set play\n");
    /* --lang writes the pieces and the words in Italian. */
    r = VERIFY(p, "--key", "d3c4", "--lang", "it");
    ck_assert_str_eq(r.out, "chiave cambiata: 1.Rc3 (era 1.Rc4)\n1.Rc4? ma 1...Ra2!\n"
                            "cambiato: 1 differenza dalla soluzione attesa\n");
}
END_TEST

START_TEST(verify_bad_input)
{
    const char *p = "../problems/polgar-307.fen";
    static const struct { const char *args[5]; int n; const char *err; } bad[] = {
        { { "../problems/polgar-307.fen" }, 1, "give either --expect RECORD or --key MOVE" },
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
        ck_assert_str_eq(r.out, "same keys: 1.Kc3\n");
    }
    Run r = VERIFY(p, "--lang", "it", "--key", "Rc3");
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, "stesse chiavi: 1.Rc3\n");
    r = VERIFY("../problems/key-promotion.fen", "--key", "c8=R");
    ck_assert_int_eq(r.status, 0);
    r = VERIFY("../problems/key-king-move.fen", "--key", "O-O");
    ck_assert_int_eq(r.status, 0);
    r = VERIFY("../problems/key-check.fen", "--key", "Bb3+");
    ck_assert_int_eq(r.status, 0);

    /* 1.Kc4? fails to 1...Ka2! (Polgar 307's try, README). */
    r = VERIFY(p, "--key", "Kc4");
    ck_assert_int_eq(r.status, 1);
    ck_assert_msg(strstr(r.out, "changed key: 1.Kc3 (was 1.Kc4)\n1.Kc4? but 1...Ka2!\n") != NULL, "%s", r.out);
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

static void write_file(const char *path, const char *text);

/* verify's own lines in each language: the summaries, why a key is none, the
 * themes asked for, the twins. */
static const struct {
    const char *code;
    const char *same_keys, *same_solution, *changed, *two_changes, *stalemates, *mates_at_once, *no_keys,
        *themes, *twins;
} VERIFY_WORDS[] = {
    { "it", "stesse chiavi: 1.Rc3\n",
      "stessa soluzione: 1.Rc3, con le stesse minacce, varianti, tentativi e lo stesso gioco apparente\n",
      "chiave cambiata: 1.Rc3 (era 1.Rc4)\n1.Rc4? ma 1...Ra2!\ncambiato: 1 differenza dalla soluzione attesa\n",
      "cambiato: 2 differenze dalla soluzione attesa\n", "1.c8=D dà stallo\n",
      "1.Ta8# dà matto subito: una soluzione breve\n", "stesse chiavi: nessuna\n",
      "realizzato: Le Grand: 1.Ac3? (2.Dd1#) 1...Rd3 2.Db1#; 1.Cc3! (2.Db1#) 1...Rd3 2.Dd1#\n"
      "non realizzato: zagoruiko\ntemi realizzati: 1 di 2\n",
      "a) diagramma\nstesse chiavi: 1.Rc3\n" },
    { "de", "dieselben Schlüssel: 1.Kc3\n",
      "dieselbe Lösung: 1.Kc3, mit denselben Drohungen, Varianten, Verführungen und demselben Satzspiel\n",
      "geänderter Schlüssel: 1.Kc3 (vorher 1.Kc4)\n1.Kc4? aber 1...Ka2!\ngeändert: 1 Unterschied zur erwarteten Lösung\n",
      "geändert: 2 Unterschiede zur erwarteten Lösung\n", "1.c8=D setzt patt\n",
      "1.Ta8# setzt sofort matt: eine Kurzlösung\n", "dieselben Schlüssel: keine\n",
      "dargestellt: Le Grand: 1.Lc3? (2.Dd1#) 1...Kd3 2.Db1#; 1.Sc3! (2.Db1#) 1...Kd3 2.Dd1#\n"
      "nicht dargestellt: zagoruiko\ndargestellte Themen: 1 von 2\n",
      "a) Diagramm\ndieselben Schlüssel: 1.Kc3\n" },
    { "fr", "mêmes clés: 1.Rc3\n",
      "même solution: 1.Rc3, avec les mêmes menaces, variantes, essais et le même jeu apparent\n",
      "clé changée: 1.Rc3 (avant 1.Rc4)\n1.Rc4? mais 1...Ra2!\nchangé: 1 différence avec la solution attendue\n",
      "changé: 2 différences avec la solution attendue\n", "1.c8=D fait pat\n",
      "1.Ta8# mate immédiatement: une solution courte\n", "mêmes clés: aucune\n",
      "réalisé: Le Grand: 1.Fc3? (2.Dd1#) 1...Rd3 2.Db1#; 1.Cc3! (2.Db1#) 1...Rd3 2.Dd1#\n"
      "non réalisé: zagoruiko\nthèmes réalisés: 1 sur 2\n",
      "a) diagramme\nmêmes clés: 1.Rc3\n" },
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

    const char *fen = "/tmp/chiave-test-verify-lang.fen", *rec = "/tmp/chiave-test-verify-lang.json",
               *inp = "/tmp/chiave-test-verify-lang.inp";
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
    unlink(fen), unlink(rec), unlink(inp);
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
    DiffList d = { 0 };
    diff_themes(old, bigger, LANG_EN, &d);
    /* A 3x3 keeps the 3x2; Le Grand is said lost once; waiter/mutate are no named themes. */
    ck_assert_msg(d.n == 3 && has_item(&d, DK_LOST_THEME, "lost: Le Grand") &&
                  has_item(&d, DK_GAINED_THEME, "gained: Zagoruiko 3x3") &&
                  has_item(&d, DK_GAINED_THEME, "gained: half-pin"), "%s", lines_of(&d));
    ck_assert(diff_kind_fails(DK_LOST_THEME) && !diff_kind_fails(DK_GAINED_THEME));
    diff_list_free(&d);
    diff_themes(old, smaller, LANG_EN, &d);
    ck_assert_msg(d.n == 2 && has_item(&d, DK_LOST_THEME, "lost: Zagoruiko 3x2") &&
                  has_item(&d, DK_GAINED_THEME, "gained: Zagoruiko 4x1"), "%s", lines_of(&d));
    diff_list_free(&d);
    diff_themes(none, bigger, LANG_EN, &d);
    ck_assert_msg(d.n == 0, "%s", lines_of(&d));
    diff_list_free(&d);
    json_decref(old), json_decref(bigger), json_decref(smaller), json_decref(none);
}
END_TEST

/* verify --strict fails on a lost theme alone; a gained one alone is said but passes. */
START_TEST(verify_strict_and_themes)
{
    const char *p = "../problems/le-grand.fen";
    Problem pb;
    char err[512], path[] = "/tmp/chiave-theme-XXXXXX";
    ck_assert_msg(read_first(p, &pb, err, sizeof err) == 0, "%s", err);
    json_t *rec = record_of(&pb, false);
    problem_free(&pb);
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    close(fd);
    /* The expected record knew a Zagoruiko the problem does not show. */
    json_t *extra = parse_json("{\"name\": \"zagoruiko\", \"key\": \"a2c3\", \"m\": 3, \"n\": 2}");
    json_array_append_new(json_object_get(rec, "themes"), extra);
    ck_assert_int_eq(json_dump_file(rec, path, 0), 0);
    Run r = VERIFY(p, "--expect", path, "--strict");
    ck_assert_int_eq(r.status, 1);
    ck_assert_str_eq(r.out, "lost: Zagoruiko 3x2\nchanged: 1 difference from the expected solution\n");
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
    unlink(path);
    json_decref(rec);
}
END_TEST

/* verify --theme: 0 only when every theme asked for is shown, 1 if not, 2 on a bad name. */
START_TEST(verify_theme_option)
{
    const char *p = "../problems/le-grand.fen";
    Run r = VERIFY(p, "--theme", "le-grand");
    ck_assert_int_eq(r.status, 0);
    ck_assert_str_eq(r.out, "shown: Le Grand: 1.Bc3? (2.Qd1#) 1...Kd3 2.Qb1#; 1.Nc3! (2.Qb1#) 1...Kd3 2.Qd1#\n"
                            "themes: 1 of 1 shown\n");
    r = VERIFY(p, "--theme=le-grand,zagoruiko");
    ck_assert_int_eq(r.status, 1);
    ck_assert_ptr_nonnull(strstr(r.out, "not shown: zagoruiko\n"));
    ck_assert_ptr_nonnull(strstr(r.out, "themes: 1 of 2 shown\n"));
    /* Any theme name chiave writes, and the keys at the same time. */
    r = VERIFY(p, "--theme", "dombrovskis,threat", "--key", "a2c3");
    ck_assert_int_eq(r.status, 0);
    ck_assert_ptr_nonnull(strstr(r.out, "same keys: 1.Nc3\n"));
    ck_assert_ptr_nonnull(strstr(r.out, "themes: 2 of 2 shown\n"));
    r = VERIFY(p, "--theme", "le-grand", "--key", "a5c3");
    ck_assert_int_eq(r.status, 1);
    r = VERIFY("../problems/le-grand-miss.fen", "--theme", "le-grand");
    ck_assert_int_eq(r.status, 1);
    ck_assert_str_eq(r.out, "not shown: le-grand\nthemes: 0 of 1 shown\n");
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

/* ---- watch -------------------------------------------------------------- */

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    ck_assert_msg(f != NULL, "%s: %s", path, strerror(errno));
    fputs(text, f);
    ck_assert_int_eq(fclose(f), 0);
}

static int count_of(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = hay; (p = strstr(p, needle)); p += strlen(needle))
        n++;
    return n;
}

/* Polls the file (up to 10 s) until it holds want at least n times. */
static bool wait_for(const char *path, const char *want, int n)
{
    static char buf[1 << 16];
    for (int tries = 0; tries < 200; tries++) {
        FILE *f = fopen(path, "r");
        if (f) {
            size_t len = fread(buf, 1, sizeof buf - 1, f);
            buf[len] = '\0';
            fclose(f);
            if (count_of(buf, want) >= n)
                return true;
        }
        struct timespec t = { 0, 50 * 1000000L };
        nanosleep(&t, NULL);
    }
    return false;
}

/* cmd_watch on path in a child process, its output going to the file out;
 * lang: its --lang, or NULL. */
static pid_t start_watch_lang(const char *path, const char *out, const char *lang)
{
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL); /* never outlive a failed test */
        int fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd < 0)
            _exit(99);
        dup2(fd, 1), dup2(fd, 2);
        char *args[] = { (char *)path, lang ? (char *)"--lang" : NULL, (char *)lang, NULL };
        int rc = cmd_watch(lang ? 3 : 1, args);
        fflush(stdout), fflush(stderr);
        _exit(rc);
    }
    return pid;
}

static pid_t start_watch(const char *path, const char *out)
{
    return start_watch_lang(path, out, NULL);
}

/* Ctrl-C to the watch child, waited for (10 s, then killed); its status in *st.
 * Returns pid when it ended on the signal, else 0. */
static pid_t stop_watch(pid_t pid, int *st)
{
    kill(pid, SIGINT);
    pid_t w = 0;
    for (int tries = 0; tries < 200 && (w = waitpid(pid, st, WNOHANG)) == 0; tries++) {
        struct timespec t = { 0, 50 * 1000000L };
        nanosleep(&t, NULL);
    }
    if (w == 0) {
        kill(pid, SIGKILL);
        waitpid(pid, st, 0);
    }
    return w;
}

/* A temporary directory for watch: the file watched (name), its editor's
 * temporary copy (.name.swp), watch's output (out.txt). */
typedef struct {
    char dir[32], path[64], tmp[64], out[64];
} WatchDir;

/* Makes the directory and writes the file watched with content. */
static void watch_dir_make(WatchDir *w, const char *name, const char *content)
{
    snprintf(w->dir, sizeof w->dir, "/tmp/chiave-watch-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(w->dir));
    snprintf(w->path, sizeof w->path, "%s/%s", w->dir, name);
    snprintf(w->tmp, sizeof w->tmp, "%s/.%s.swp", w->dir, name);
    snprintf(w->out, sizeof w->out, "%s/out.txt", w->dir);
    write_file(w->path, content);
}

/* watch's output into text[0..size), then the directory removed. */
static void watch_dir_remove(const WatchDir *w, char *text, size_t size)
{
    FILE *f = text ? fopen(w->out, "r") : NULL;
    if (f) {
        text[fread(text, 1, size - 1, f)] = '\0';
        fclose(f);
    }
    unlink(w->out), unlink(w->path), unlink(w->tmp), rmdir(w->dir);
}

/* watch in a child process on a temporary file: a save by rename (as editors
 * do), a save without change (nothing printed), a save in place; then Ctrl-C. */
START_TEST(watch_follows_saves)
{
    WatchDir d;
    watch_dir_make(&d, "p.fen", POLGAR_307 "\n");
    pid_t pid = start_watch(d.path, d.out);
    bool started = wait_for(d.out, "watching", 1);
    bool renamed = false, in_place = false;
    if (started) {
        write_file(d.tmp, "# the king moved\n" NO_KEY_307 "\n");
        renamed = rename(d.tmp, d.path) == 0 && wait_for(d.out, "lost key: 1.Kc3", 1);
    }
    if (renamed) {
        write_file(d.path, "# the king moved\n" NO_KEY_307 "\n"); /* the same again */
        write_file(d.path, POLGAR_307 "\n");
        in_place = wait_for(d.out, "new key: 1.Kc3", 1);
    }
    int st = -1;
    pid_t w = stop_watch(pid, &st);
    char text[1 << 16] = "";
    watch_dir_remove(&d, text, sizeof text);

    ck_assert_msg(started, "watch did not start:\n%s", text);
    ck_assert_msg(renamed, "no change seen after a save by rename:\n%s", text);
    ck_assert_msg(in_place, "no change seen after a save in place:\n%s", text);
    ck_assert_msg(w == pid, "watch did not end on SIGINT:\n%s", text);
    ck_assert_msg(WIFEXITED(st) && WEXITSTATUS(st) == 0, "watch ended with status %d", st);
    /* The first report, then exactly two new versions (the identical save is skipped). */
    ck_assert_int_eq(count_of(text, "\n=== "), 2);
    ck_assert_int_eq(count_of(text, "changes since the previous version:\n"), 2);
    ck_assert_ptr_nonnull(strstr(text, "changes since the previous version:\n  lost key: 1.Kc3\n"));
    ck_assert_ptr_nonnull(strstr(text, "  new key: 1.Kc3\n"));
    /* The reports: the first and last versions sound, the middle one not. */
    ck_assert_int_eq(count_of(text, "\nsound\n"), 2);
    ck_assert_int_eq(count_of(text, "\nno solution\n"), 1);
}
END_TEST

/* watch says the named themes an edit loses and gains. */
START_TEST(watch_reports_themes)
{
    WatchDir d;
    watch_dir_make(&d, "p.fen", "8/8/1N6/B7/8/4p3/N1k5/Q3K3 w - -\n"); /* problems/le-grand.fen */
    pid_t pid = start_watch(d.path, d.out);
    bool started = wait_for(d.out, "watching", 1), lost = false, gained = false;
    if (started) {
        write_file(d.path, "8/8/1N6/B7/8/4pP2/N1k5/Q3K3 w - -\n"); /* le-grand-miss.fen */
        lost = wait_for(d.out, "  lost: Le Grand\n", 1);
    }
    if (lost) {
        write_file(d.path, "8/8/1N6/B7/8/4p3/N1k5/Q3K3 w - -\n");
        gained = wait_for(d.out, "  gained: Le Grand\n", 1);
    }
    int st = -1;
    pid_t w = stop_watch(pid, &st);
    watch_dir_remove(&d, NULL, 0);
    ck_assert_msg(started && lost && gained, "watch: started %d, lost %d, gained %d", started, lost, gained);
    ck_assert_int_eq(w, pid);
}
END_TEST

/* verify on a twinned problem: each twin against the record of the same
 * twin, each headed by its label; the exit status the worst. */
START_TEST(verify_twins)
{
    const char *inp = "/tmp/chiave-test-verify.inp", *rec = "/tmp/chiave-test-verify.jsonl";
    write_file(inp, "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\ntwin stip #2\nend\n");
    Run records = run_cmd(cmd_solve, 2, (const char *const[]){ "--json", inp });
    ck_assert_int_eq(records.status, 1); /* twin b is cooked */
    write_file(rec, records.out);
    Run r = VERIFY(inp, "--strict", "--expect", rec);
    ck_assert_int_eq(r.status, 0);
    ck_assert_int_eq(count_of(r.out, ", with the same threats, variations, tries and set play\n"), 3);
    ck_assert_ptr_nonnull(strstr(r.out, "a) diagram\nsame solution: 1.Kc3, "));
    /* (the keys in the canonical order: the queen to b1 first) */
    ck_assert_ptr_nonnull(strstr(r.out, "\nb) move d3 c3\nsame solution: 1.Qb1 "));
    ck_assert_ptr_nonnull(strstr(r.out, "\nc) stipulation #2\nsame solution: 1.Kc3, "));
    /* A single record is not taken for every twin: each is found by its FEN. */
    char first[4096];
    snprintf(first, sizeof first, "%.*s", (int)(strchr(records.out, '\n') - records.out + 1), records.out);
    write_file(rec, first);
    r = VERIFY(inp, "--expect", rec);
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "1 records, none with this problem's FEN"));
    ck_assert_int_eq(count_of(r.out, "same keys: 1.Kc3\n"), 2);
    write_file(rec, records.out);
    /* Twin b edited: only its lines change. */
    write_file(inp, "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move b8 b7\ntwin stip #2\nend\n");
    r = VERIFY(inp, "--expect", rec);
    ck_assert_int_eq(r.status, 2); /* b's FEN is in no record */
    ck_assert_ptr_nonnull(strstr(r.err, "none with this problem's FEN"));
    ck_assert_ptr_nonnull(strstr(r.out, "c) stipulation #2\nsame keys: 1.Kc3\n"));
    write_file(inp, "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\ntwin move d3 c3\nend\n");
    r = VERIFY(inp, "--expect", rec);
    ck_assert_int_eq(r.status, 0); /* twin c: the record of twin b, found by its FEN */
    ck_assert_ptr_nonnull(strstr(r.out, "\nc) move d3 c3\nsame keys: 1.Qb1 "));
    /* --key checks one position. */
    r = VERIFY(inp, "--key", "d3c3");
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "holds 3 positions (twins): --key checks one, give --expect RECORD"));
    unlink(inp), unlink(rec);
}
END_TEST

/* watch on a twinned problem: each twin compared with its own previous
 * version. */
START_TEST(watch_twins)
{
    WatchDir d;
    watch_dir_make(&d, "p.inp", "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\nend\n");
    pid_t pid = start_watch(d.path, d.out);
    bool started = wait_for(d.out, "watching", 1), saved = false;
    if (started) {
        write_file(d.tmp, "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 e3\nend\n");
        saved = rename(d.tmp, d.path) == 0 && wait_for(d.out, "changes since the previous version:", 1) &&
                wait_for(d.out, "no change in the solution since the previous version", 1);
    }
    int st = -1;
    stop_watch(pid, &st);
    char text[1 << 16] = "";
    watch_dir_remove(&d, text, sizeof text);
    ck_assert_msg(started && saved, "watch did not follow the save:\n%s", text);
    ck_assert_int_eq(count_of(text, "a) diagram\n"), 2);
    ck_assert_int_eq(count_of(text, "b) move d3 c3\n"), 1);
    ck_assert_int_eq(count_of(text, "b) move d3 e3\n"), 1);
    /* Twin a is the same; twin b lost its keys. */
    ck_assert_int_eq(count_of(text, "no change in the solution since the previous version\n"), 1);
    ck_assert_int_eq(count_of(text, "changes since the previous version:\n  lost key: 1.Qb1"), 1);
}
END_TEST

/* watch's own lines in each language, on a twinned problem: a save that
 * changes nothing in the solution, one whose twin b loses its key. */
START_TEST(watch_in_three_languages)
{
    static const struct { const char *code, *same, *changes, *twin; } want[] = {
        { "it", "nessun cambiamento nella soluzione dalla versione precedente\n",
          "cambiamenti dalla versione precedente:\n  chiave persa: 1.Db1", "b) sposta d3 e3\n" },
        { "de", "keine Änderung der Lösung seit der vorigen Fassung\n",
          "Änderungen seit der vorigen Fassung:\n  verlorener Schlüssel: 1.Db1", "b) versetze d3 e3\n" },
        { "fr", "aucun changement dans la solution depuis la version précédente\n",
          "changements depuis la version précédente:\n  clé perdue: 1.Db1", "b) déplacement d3 e3\n" },
    };
    WatchDir d;
    watch_dir_make(&d, "p.inp", "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\nend\n");
    pid_t pid = start_watch_lang(d.path, d.out, want[_i].code);
    bool started = wait_for(d.out, "watching", 1), same = false, changed = false;
    if (started) { /* a title: both twins the same */
        write_file(d.path, "begin title X\nstip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\nend\n");
        same = wait_for(d.out, want[_i].same, 2);
    }
    if (same) {
        write_file(d.path, "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 e3\nend\n");
        changed = wait_for(d.out, want[_i].changes, 1) && wait_for(d.out, want[_i].twin, 1);
    }
    int st = -1;
    stop_watch(pid, &st);
    char text[1 << 16] = "";
    watch_dir_remove(&d, text, sizeof text);
    size_t len = strlen(text); /* the end of the output: Check's messages are short */
    ck_assert_msg(started && same && changed, "watch --lang %s:\n...%s", want[_i].code,
                  text + (len > 3000 ? len - 3000 : 0));
    ck_assert_int_eq(count_of(text, want[_i].same), 3); /* twin a of the last save too */
}
END_TEST

START_TEST(watch_bad_usage)
{
    const char *none[] = { "data/verify/missing.fen" };
    Run r = run_cmd(cmd_watch, 1, none);
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "No such file"));
    const char *dir[] = { "data" };
    r = run_cmd(cmd_watch, 1, dir);
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "is a directory"));
    const char *two[] = { "a", "b" };
    r = run_cmd(cmd_watch, 2, two);
    ck_assert_int_eq(r.status, 2);
    const char *std_in[] = { "-" };
    r = run_cmd(cmd_watch, 1, std_in);
    ck_assert_int_eq(r.status, 2);
}
END_TEST

Suite *verify_suite(void)
{
    Suite *s = suite_create("verify");
    TCase *tc = tcase_create("diff");
    tcase_add_loop_test(tc, each_kind_of_change, 0, NCASES);
    tcase_add_loop_test(tc, each_kind_in_three_languages, 0, NCASES);
    tcase_add_test(tc, every_kind_has_a_case);
    tcase_add_test(tc, same_record_no_change);
    tcase_add_test(tc, order_and_case_ignored);
    tcase_add_test(tc, uci_without_position);
    tcase_add_test(tc, old_moves_in_new_position);
    tcase_add_test(tc, lost_and_new_try_alike_in_san);
    tcase_add_test(tc, bare_key_compares_keys_only);
    tcase_add_test(tc, record_shape_checked);
    tcase_add_test(tc, pick_record_among_several);
    tcase_set_timeout(tc, 30);
    suite_add_tcase(s, tc);
    tc = tcase_create("command");
    tcase_add_test(tc, verify_same_and_changed);
    tcase_add_test(tc, verify_bad_input);
    tcase_add_test(tc, verify_key_in_san);
    tcase_add_loop_test(tc, verify_in_three_languages, 0, 3);
    tcase_add_test(tc, verify_timeout);
    tcase_add_test(tc, theme_changes);
    tcase_add_test(tc, verify_strict_and_themes);
    tcase_add_test(tc, verify_theme_option);
    tcase_add_test(tc, watch_bad_usage);
    tcase_add_test(tc, watch_follows_saves);
    tcase_add_test(tc, watch_reports_themes);
    tcase_add_test(tc, verify_twins);
    tcase_add_test(tc, watch_twins);
    tcase_add_loop_test(tc, watch_in_three_languages, 0, 3);
    tcase_set_timeout(tc, 60);
    suite_add_tcase(s, tc);
    return s;
}
