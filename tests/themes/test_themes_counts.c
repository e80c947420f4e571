/* test_themes_counts.c - SPEC's "count": distinct defences, never a mate, a threat
 * or a phase twice, in every entry of every theme's example and near-miss; a man's
 * moves met alike one defence (themes/DECISIONS.md). */
#include <check.h>
#include <glob.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/solution.h"
#include "themes/theme_play.h"
#include "solver/report/json.h"
#include "tests/test_helpers.h"
#include "solver/movegen.h"
#include "tests/themes/theme_asserts.h"
#include "tests/themes/twin_records.h"

/* Adds to names the defence d (a string) unless it is there. */
static void name_defence(json_t *names, const json_t *d)
{
    if (!json_is_string(d))
        return;
    size_t i;
    json_t *x;
    json_array_foreach(names, i, x)
        if (json_equal(x, d))
            return;
    json_array_append(names, (json_t *)d);
}

/* Whether a and b are equal, or both absent. */
static bool same_or_none(const json_t *a, const json_t *b)
{
    return a || b ? json_equal(a, b) : true;
}

/* Whether UCI move d starts on a king's square of start, the diagram: a king's
 * flight, each a defence of its own (themes/DECISIONS.md). */
static bool kings_move(const Position *start, const char *d)
{
    int from = SQ(d[0] - 'a', d[1] - '1');
    return from == king_sq(start, WHITE) || from == king_sq(start, BLACK);
}

/* Changed, added and removed mates count the moves of one man met by the same mates
 * before and after the key (or none there, alike) as one defence
 * (themes/DECISIONS.md), a king's flights each one: each variation of vars whose
 * defence, not a king's, starts where an earlier one's does ("c6b4", "c6d4") with the same mates before ("set" or
 * "try-mates") and after ("mates") leaves names. */
static void drop_random_moves(json_t *names, const json_t *vars, const Position *start)
{
    for (size_t i = 0; i < json_array_size(vars); i++) {
        const json_t *x = json_array_get(vars, i);
        const char *d = json_string_value(json_object_get(x, "defence"));
        const json_t *before = json_object_get(x, json_object_get(x, "set") ? "set" : "try-mates");
        bool same = false;
        for (size_t j = 0; j < i && !same; j++) {
            const json_t *y = json_array_get(vars, j);
            const char *f = json_string_value(json_object_get(y, "defence"));
            same = d && f && strncmp(d, f, 2) == 0 && !kings_move(start, d)
                   && same_or_none(json_object_get(x, "mates"), json_object_get(y, "mates"))
                   && same_or_none(before, json_object_get(y, json_object_get(y, "set") ? "set" : "try-mates"));
        }
        for (size_t k = 0; same && k < json_array_size(names); k++)
            if (strcmp(json_string_value(json_array_get(names, k)), d) == 0) {
                json_array_remove(names, k);
                break;
            }
    }
}

/* The mates of defence d after first move f of s (NULL: the set play), in UCI, into
 * buf ("" when it has none, "-" when it is no move there). */
static const char *mates_of(const Solution *s, const char *f, const char *d, char *buf, size_t len)
{
    const Variation *vars = s->set;
    int n = s->nset;
    char u[8];
    for (int i = 0; f && i < s->nkeys + s->ntries; i++) {
        const Play *p = i < s->nkeys ? &s->keys[i] : &s->tries[i - s->nkeys];
        if (strcmp(move_to_uci(p->move, u), f) == 0)
            vars = p->vars, n = p->nvars;
    }
    snprintf(buf, len, "-"); /* not a move there */
    for (int i = 0; i < n; i++) {
        if (strcmp(move_to_uci(vars[i].defence, u), d) != 0)
            continue;
        buf[0] = '\0';
        for (int k = 0; k < vars[i].n && strlen(buf) + 6 < len; k++)
            strcat(strcat(buf, " "), move_to_uci(sol_moves(s, vars[i].first)[k], u));
    }
    return buf;
}

/* Whether transfers x and y reach one defence after the key as changed mates count
 * it: moves of one man (not a king) the same mate reaches from the same defence, with the same
 * mates before (the try, else the set play) and after the key. */
static bool one_transfer(const Solution *s, const json_t *e, const json_t *x, const json_t *y)
{
    const char *dx = json_string_value(json_object_get(x, "defence")), *dy = json_string_value(json_object_get(y, "defence"));
    const char *t = json_string_value(json_object_get(e, "try")), *k = json_string_value(json_object_get(e, "key"));
    char a[128], b[128];
    return strncmp(dx, dy, 2) == 0 && !kings_move(&s->start, dx) && json_equal(json_object_get(x, "mate"), json_object_get(y, "mate"))
           && json_equal(json_object_get(x, "try-defence"), json_object_get(y, "try-defence"))
           && strcmp(mates_of(s, t, dx, a, sizeof a), mates_of(s, t, dy, b, sizeof b)) == 0
           && strcmp(mates_of(s, k, dx, a, sizeof a), mates_of(s, k, dy, b, sizeof b)) == 0;
}

/* The distinct defences entry e is about: those its transfers go to (transferred
 * mates count where the mates go), else every defence it names: "defences"
 * (moves or {"defence"}), "variations", its phases' variations and refutations,
 * the separations' defences. */
static json_t *defences_named(const json_t *e, const Solution *s, const Position *start)
{
    json_t *names = json_array(), *x, *y;
    size_t i, j;
    if (json_object_get(e, "transfers")) {
        json_array_foreach(json_object_get(e, "transfers"), i, x) {
            bool same = false;
            json_array_foreach(json_object_get(e, "transfers"), j, y)
                same |= j < i && one_transfer(s, e, x, y);
            if (!same)
                name_defence(names, json_object_get(x, "defence"));
        }
        return names;
    }
    json_array_foreach(json_object_get(e, "defences"), i, x)
        name_defence(names, json_is_object(x) ? json_object_get(x, "defence") : x);
    json_array_foreach(json_object_get(e, "variations"), i, x)
        name_defence(names, json_object_get(x, "defence"));
    json_array_foreach(json_object_get(e, "play"), i, x) {
        json_array_foreach(json_object_get(x, "variations"), j, y)
            name_defence(names, json_object_get(y, "defence"));
        json_array_foreach(json_object_get(x, "refutations"), j, y)
            name_defence(names, y);
    }
    json_array_foreach(json_object_get(e, "separations"), i, x)
        json_array_foreach(json_object_get(x, "defences"), j, y)
            name_defence(names, y);
    const char *name = json_string_value(json_object_get(e, "name"));
    if (strcmp(name, "changed-mates") == 0 || strcmp(name, "added-mates") == 0 || strcmp(name, "removed-mates") == 0)
        drop_random_moves(names, json_object_get(e, "variations"), start);
    return names;
}

/* SPEC: a "count" counts distinct defences, never a mate, a threat or a phase
 * twice (Fleck counted its threats, Makihovi its phases); a random move of changed,
 * added, removed or transferred mates is one (DECISIONS.md). Every entry of every
 * theme's example and near-miss. */
START_TEST(every_count_counts_distinct_defences)
{
    const ThemeInfo *t = theme_info((ThemeId)_i);
    for (int miss = 0; miss < 2; miss++) {
        char path[256], err[2 * FEN_MSG];
        snprintf(path, sizeof path, "../problems/%s%s.fen", t->name, miss ? "-miss" : "");
        Problem pb;
        ck_assert_msg(read_first(path, &pb, err, sizeof err) == 0, "%s: %s", path, err);
        Analysed a;
        analyse_pos(&pb.pos, &a);
        size_t i;
        json_t *e;
        json_array_foreach(a.themes, i, e) {
            json_t *count = json_object_get(e, "count");
            if (!count)
                continue;
            json_t *names = defences_named(e, &a.s, &a.s.start);
            ck_assert_msg(json_integer_value(count) == (json_int_t)json_array_size(names),
                          "%s: %s counts %lld for %zu defences", path,
                          json_string_value(json_object_get(e, "name")), (long long)json_integer_value(count),
                          json_array_size(names));
            json_decref(names);
        }
        analysed_free(&a);
        problem_free(&pb);
    }
}
END_TEST

/* The mates of defence d in block (a phase of "play"), or NULL when d is not there. */
static const json_t *block_mates(const json_t *block, const char *d)
{
    size_t i;
    json_t *v;
    json_array_foreach(json_object_get(block, "variations"), i, v)
        if (strcmp(json_string_value(json_object_get(v, "defence")), d) == 0)
            return json_object_get(v, "mates");
    return NULL;
}

/* Across twins, changed and transferred mates count the moves of one man met by
 * the same mates in every twin's phase (or absent there, alike) as one defence, as
 * between the phases of one problem: each name that is such a move with an earlier
 * name leaves names. */
static void drop_alike_in_play(json_t *names, const json_t *e, const Position *start)
{
    const json_t *play = json_object_get(e, "play");
    for (size_t i = 0; i < json_array_size(names);) {
        const char *d = json_string_value(json_array_get(names, i));
        bool same = false;
        for (size_t j = 0; j < i && !same; j++) {
            const char *f = json_string_value(json_array_get(names, j));
            same = strncmp(d, f, 2) == 0 && !kings_move(start, d);
            for (size_t k = 0; same && k < json_array_size(play); k++)
                same = same_or_none(block_mates(json_array_get(play, k), d),
                                    block_mates(json_array_get(play, k), f));
        }
        if (same)
            json_array_remove(names, i);
        else
            i++;
    }
}

/* The distinct defences of an entry of a twin's record: those its transfers go to
 * (across twins) or every defence it names, the moves of one man met alike in
 * every twin one (drop_alike_in_play) for changed and transferred mates across
 * twins. NULL for transferred mates of one twin's phases, which defences_named
 * reads from a Solution (the .fen examples test them). */
static json_t *twin_defences_named(const json_t *e, const Position *start)
{
    const char *name = json_string_value(json_object_get(e, "name"));
    bool across = json_object_get(e, "twins") != NULL;
    if (json_object_get(e, "transfers") && !across)
        return NULL;
    json_t *names;
    if (json_object_get(e, "transfers")) {
        names = json_array();
        size_t i;
        json_t *x;
        json_array_foreach(json_object_get(e, "transfers"), i, x)
            name_defence(names, json_object_get(x, "defence"));
    } else
        names = defences_named(e, NULL, start);
    if (across && (strcmp(name, "changed-mates") == 0 || strcmp(name, "transferred-mates") == 0))
        drop_alike_in_play(names, e, start);
    return names;
}

/* SPEC's count across twins too: every entry with a count on the records of every
 * twinned problem of problems/ (*.inp), those across twins included
 * (twins-cyclic-change: the four queen moves met alike in both twins are one
 * defence, "1...Q~", changed and transferred mates 3; each move counted, 6, before). */
START_TEST(every_count_counts_distinct_defences_across_twins)
{
    glob_t g;
    ck_assert_int_eq(glob("../problems/*.inp", 0, NULL, &g), 0);
    int across = 0;
    for (size_t f = 0; f < g.gl_pathc; f++) {
        json_t *records = twin_records(g.gl_pathv[f]), *r, *e;
        size_t i, j;
        json_array_foreach(records, i, r) json_array_foreach(json_object_get(r, "themes"), j, e)
        {
            json_t *count = json_object_get(e, "count"), *names;
            Position start = test_position(json_string_value(json_object_get(r, "fen"))); /* this twin's */
            if (!count || !(names = twin_defences_named(e, &start)))
                continue;
            across += json_object_get(e, "twins") != NULL;
            ck_assert_msg(json_integer_value(count) == (json_int_t)json_array_size(names),
                          "%s, twin %s: %s counts %lld for %zu defences", g.gl_pathv[f],
                          json_string_value(json_object_get(r, "twin")), json_string_value(json_object_get(e, "name")),
                          (long long)json_integer_value(count), json_array_size(names));
            json_decref(names);
        }
        json_decref(records);
    }
    ck_assert_int_ge(across, 5); /* the twins' changed and transferred mates are there */
    globfree(&g);
}
END_TEST

/* Moves of one man met by the same mates before and after the key are one changed
 * defence (themes/DECISIONS.md): polgar-2732's set 1...Na5, Ne5 (2.Qb4#, after the key
 * 2.Rc1#) and 1...Nb4, Nd4 (2.Q(x)b4#, 2.Qc5#) beside 1...Kc4 are three; after the try
 * 1.Ne6? 1...Nb4, Nd4 (2.Q(x)d4#, 2.Qc5#) beside 1...Na5 two. Each move stays in
 * "defences" and "variations". Counted 5 and 3, a move each, before. Transferred
 * mates count so too. */
START_TEST(changes_count_a_random_move_once)
{
    Position pos = test_position("8/8/1Qn5/8/5N2/2k5/1R2p3/4K3 w - -");
    Analysed a;
    analyse_pos(&pos, &a);
    int seen = 0;
    size_t i;
    json_t *e;
    json_array_foreach(a.themes, i, e) {
        if (strcmp(json_string_value(json_object_get(e, "name")), "changed-mates") != 0)
            continue;
        const char *t = json_string_value(json_object_get(e, "try"));
        json_int_t count = json_integer_value(json_object_get(e, "count"));
        size_t moves = json_array_size(json_object_get(e, "defences"));
        if (!t) {
            ck_assert_int_eq(count, 3);
            ck_assert_uint_eq(moves, 5);
            seen++;
        } else if (strcmp(t, "f4e6") == 0) {
            ck_assert_int_eq(count, 2);
            ck_assert_uint_eq(moves, 3);
            seen++;
        }
    }
    ck_assert_int_eq(seen, 2);
    analysed_free(&a);
    /* polgar-1908: the set mate 2.Qf7# goes from 1...gxh6 to 1...g5 and 1...g6, one
     * pawn's moves with no set mate: with 1...Rxg8 two defences (three before). */
    pos = test_position("7r/6pk/7N/3Q4/6K1/8/8/8 w - -");
    analyse_pos(&pos, &a);
    e = theme_named(a.themes, "transferred-mates");
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(json_integer_value(json_object_get(e, "count")), 2);
    ck_assert_uint_eq(json_array_size(json_object_get(e, "transfers")), 3);
    analysed_free(&a);
}
END_TEST

Suite *themes_counts_suite(void);
Suite *themes_counts_suite(void)
{
    Suite *s = suite_create("themes_counts");
    TCase *t = tcase_create("counts");
    tcase_add_test(t, changes_count_a_random_move_once);
    tcase_add_loop_test(t, every_count_counts_distinct_defences, 0, THEME_COUNT);
    tcase_add_test(t, every_count_counts_distinct_defences_across_twins);
    suite_add_tcase(s, t);
    return s;
}
