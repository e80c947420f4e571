/* aids_helpers.h - what the tests of economy and repair check with, written
 * apart from the code they test: FEN text edited by hand, a solution summed up
 * as text (every phase: keys, short solutions, each key's threats and listed
 * variations with their mates, each try with its refutations and play, the set
 * play, as sorted UCI lists), and the theme entries kept (SPEC "Economy"). */
#ifndef CHIAVE_TEST_AIDS_HELPERS_H
#define CHIAVE_TEST_AIDS_HELPERS_H

#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "solver/solution.h"
#include "solver/report/json.h"

/* The board field of fen as 64 chars, a8..h8, a7..h1 ('.' empty). */
static inline void board_cells(const char *fen, char cells[64])
{
    int i = 0;
    for (const char *p = fen; *p && *p != ' ' && i < 64; p++) {
        if (*p == '/')
            continue;
        if (*p >= '1' && *p <= '8')
            for (int k = 0; k < *p - '0'; k++)
                cells[i++] = '.';
        else
            cells[i++] = *p;
    }
}

static inline int cell_of(const char *sq) /* "h2" -> index in cells */
{
    return (7 - (sq[1] - '1')) * 8 + (sq[0] - 'a');
}

/* fen with the board field replaced by cells, other fields kept. */
static inline void fen_with_cells(const char *fen, const char cells[64], char *out, size_t len)
{
    char board[80];
    int n = 0;
    for (int r = 0; r < 8; r++) {
        int empty = 0;
        for (int f = 0; f < 8; f++) {
            char c = cells[r * 8 + f];
            if (c == '.') {
                empty++;
                continue;
            }
            if (empty)
                board[n++] = (char)('0' + empty), empty = 0;
            board[n++] = c;
        }
        if (empty)
            board[n++] = (char)('0' + empty);
        if (r < 7)
            board[n++] = '/';
    }
    board[n] = '\0';
    snprintf(out, len, "%s%s", board, strchr(fen, ' '));
}

/* The edits "+pg3", "-Ph2", "Rd1-d4", "Bc1=N" applied to the board of fen;
 * false when an edit does not fit the board (no such man there, a man
 * added on an occupied square). */
static inline bool board_after_edits(const char *fen, json_t *edits, char cells[64])
{
    board_cells(fen, cells);
    size_t i;
    json_t *e;
    json_array_foreach(edits, i, e) {
        const char *t = json_string_value(e);
        if (!t || strlen(t) < 3)
            return false;
        if (t[0] == '+') {
            if (cells[cell_of(t + 2)] != '.')
                return false;
            cells[cell_of(t + 2)] = t[1];
        } else if (t[0] == '-') {
            if (cells[cell_of(t + 2)] != t[1])
                return false;
            cells[cell_of(t + 2)] = '.';
        } else if (strlen(t) == 6 && t[3] == '-') {
            if (cells[cell_of(t + 1)] != t[0] || cells[cell_of(t + 4)] != '.')
                return false;
            cells[cell_of(t + 1)] = '.';
            cells[cell_of(t + 4)] = t[0];
        } else if (strlen(t) == 5 && t[3] == '=') {
            if (cells[cell_of(t + 1)] != t[0])
                return false;
            cells[cell_of(t + 1)] = t[4];
        } else {
            return false;
        }
    }
    return true;
}

static inline int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Appends the sorted UCI texts of moves[0..n) to out. */
static inline void sorted_moves(const Move *moves, int n, char *out, size_t len)
{
    char (*t)[8] = malloc(sizeof *t * (size_t)(n + 1));
    char **p = malloc(sizeof *p * (size_t)(n + 1));
    for (int i = 0; i < n; i++) {
        move_to_uci(moves[i], t[i]);
        p[i] = t[i];
    }
    qsort(p, (size_t)n, sizeof *p, cmp_str);
    for (int i = 0; i < n; i++)
        snprintf(out + strlen(out), len - strlen(out), "%s%s", i ? "," : "", p[i]);
    free(t);
    free(p);
}

/* One key's play: "check zugzwang threats [..] var d:[mates] ..." (defences sorted). */
static inline void play_summary(const Solution *s, const Play *p, char *out, size_t len)
{
    out[0] = '\0';
    snprintf(out, len, "%d%d threats ", p->check, p->zugzwang);
    sorted_moves(sol_moves(s, p->threats_first), p->nthreats, out, len);
    char **vars = malloc(sizeof *vars * (size_t)(p->nvars + 1));
    int n = 0;
    for (int i = 0; i < p->nvars; i++) {
        if (p->vars[i].n == 0 || !variation_listed(s, p, &p->vars[i], false))
            continue; /* (a try's refutations are no variations) */
        vars[n] = calloc(1, 1024);
        move_to_uci(p->vars[i].defence, vars[n]);
        strcat(vars[n], ":");
        sorted_moves(sol_moves(s, p->vars[i].first), p->vars[i].n, vars[n], 1024);
        n++;
    }
    qsort(vars, (size_t)n, sizeof *vars, cmp_str);
    for (int i = 0; i < n; i++) {
        snprintf(out + strlen(out), len - strlen(out), " %s", vars[i]);
        free(vars[i]);
    }
    free(vars);
}

/* Every first move of plays[0..n) with its play, sorted, each after " | "
 * and head; a try with its refutations. */
static inline void plays_summary(const Solution *s, const Play *plays, int n, const char *head, char *out,
                                 size_t len)
{
    char **lines = malloc(sizeof *lines * (size_t)(n + 1));
    for (int i = 0; i < n; i++) {
        lines[i] = calloc(1, 1 << 14);
        move_to_uci(plays[i].move, lines[i]);
        strcat(lines[i], " refutations ");
        sorted_moves(sol_moves(s, plays[i].refuts_first), plays[i].nrefuts, lines[i], 1 << 14);
        strcat(lines[i], " ");
        play_summary(s, &plays[i], lines[i] + strlen(lines[i]), (1 << 14) - strlen(lines[i]));
    }
    qsort(lines, (size_t)n, sizeof *lines, cmp_str);
    for (int i = 0; i < n; i++) {
        snprintf(out + strlen(out), len - strlen(out), " | %s %s", head, lines[i]);
        free(lines[i]);
    }
    free(lines);
}

/* The whole problem: short solutions, every key with its play, every try
 * with its refutations and play, the set play (defences with their mates). */
static inline char *solution_summary(const Solution *s)
{
    size_t len = 1 << 18;
    char *out = calloc(1, len);
    strcat(out, "short ");
    sorted_moves(s->shorts, s->nshorts, out, len);
    plays_summary(s, s->keys, s->nkeys, "key", out, len);
    plays_summary(s, s->tries, s->ntries, "try", out, len);
    char **set = malloc(sizeof *set * (size_t)(s->nset + 1));
    int n = 0;
    for (int i = 0; s->set_computed && i < s->nset; i++) {
        if (s->set[i].n == 0)
            continue;
        set[n] = calloc(1, 1024);
        move_to_uci(s->set[i].defence, set[n]);
        strcat(set[n], ":");
        sorted_moves(sol_moves(s, s->set[i].first), s->set[i].n, set[n], 1024);
        n++;
    }
    qsort(set, (size_t)n, sizeof *set, cmp_str);
    strcat(out, " | set");
    for (int i = 0; i < n; i++) {
        snprintf(out + strlen(out), len - strlen(out), " %s", set[i]);
        free(set[i]);
    }
    free(set);
    return out;
}

/* SPEC "Economy": the theme entries whose loss improves a problem. */
static inline bool theme_is_a_flaw(const char *name)
{
    static const char *const flaws[] = { "duals", "unprovided-checks", "unprovided-flights", "key-capture",
                                         "key-check", "checking-key", "key-takes-flights", "key-king-move" };
    for (size_t i = 0; name && i < sizeof flaws / sizeof *flaws; i++)
        if (strcmp(name, flaws[i]) == 0)
            return true;
    return false;
}

/* Whether each defence of e (an unprovided-checks or -flights entry) is among
 * the defences of an entry of a of the same name: the version has no check or
 * flight with no set mate that the problem had not (one fewer is no gain). */
static inline bool unprovided_had(const json_t *e, const json_t *a)
{
    const char *name = json_string_value(json_object_get(e, "name"));
    size_t i, j;
    json_t *d, *x;
    json_array_foreach(json_object_get(e, "defences"), i, d) {
        bool had = false;
        json_array_foreach(a, j, x) {
            size_t k;
            json_t *y;
            if (strcmp(json_string_value(json_object_get(x, "name")), name) == 0)
                json_array_foreach(json_object_get(x, "defences"), k, y) had |= json_equal(d, y);
        }
        if (!had)
            return false;
    }
    return true;
}

/* Whether the themes of full are kept in w (each entry but a flaw found,
 * equal, among w's) and w gains no flaw on a key of full (aids/README.md). */
static inline bool themes_kept(const Solution *full, const Solution *w)
{
    json_t *a = json_array(), *b = json_array();
    report_json_themes_into(full, a);
    report_json_themes_into(w, b);
    bool kept = true;
    size_t i, j;
    json_t *e, *x;
    json_array_foreach(a, i, e) {
        bool found = theme_is_a_flaw(json_string_value(json_object_get(e, "name")));
        json_array_foreach(b, j, x) found |= json_equal(e, x);
        kept &= found;
    }
    json_array_foreach(b, i, e) {
        const char *key = json_string_value(json_object_get(e, "key"));
        bool on_full_key = false;
        for (int k = 0; k < full->nkeys; k++) {
            char uci[8];
            on_full_key |= key && strcmp(move_to_uci(full->keys[k].move, uci), key) == 0;
        }
        const char *name = json_string_value(json_object_get(e, "name"));
        if (!on_full_key || !theme_is_a_flaw(name))
            continue;
        if (strncmp(name, "unprovided-", 11) == 0) {
            kept &= unprovided_had(e, a);
            continue;
        }
        /* The same flaw again, or less of it: an entry of the name and key
         * holding its defences and squares (the key capturing a pawn, not a
         * bishop, is no flaw gained). */
        bool found = false;
        json_array_foreach(a, j, x) {
            if (strcmp(json_string_value(json_object_get(x, "name")), name) != 0 ||
                !json_equal(json_object_get(x, "key"), json_object_get(e, "key")))
                continue;
            bool within = true;
            const char *lists[2] = { "defences", "squares" };
            for (int l = 0; l < 2; l++) {
                size_t k, m;
                json_t *y, *z;
                json_array_foreach(json_object_get(e, lists[l]), k, y) {
                    bool in = false;
                    json_array_foreach(json_object_get(x, lists[l]), m, z) in |= json_equal(y, z);
                    within &= in;
                }
            }
            found |= within;
        }
        kept &= found;
    }
    json_decref(a);
    json_decref(b);
    return kept;
}

/* The problem of a FEN line solved in full; *legal false (and the solution
 * empty) when the FEN reader refuses it. */
static inline Solution solve_fen_text(const char *fen, bool *legal)
{
    Problem pb;
    char err[FEN_MSG];
    Solution s = { 0 };
    *legal = fen_parse_line(fen, &pb, err, sizeof err) == 0;
    if (*legal) {
        SolveOptions so;
        solve_options_default(&so);
        solve(&pb.pos, &so, &s);
    }
    problem_free(&pb);
    return s;
}

/* (the text cut short: Check's messages are short) */
#define ASSERT_IN(text, part) ck_assert_msg(strstr(text, part) != NULL, "no '%s' in:\n%.3000s", part, text)

/* An economy record's man on sq, NULL when none. */
static inline json_t *json_man(json_t *rec, const char *sq)
{
    size_t i;
    json_t *m;
    json_array_foreach(json_object_get(rec, "men"), i, m) {
        if (strcmp(json_string_value(json_object_get(m, "square")), sq) == 0)
            return m;
    }
    return NULL;
}

/* Whether the JSON array a holds the string s. */
static inline bool has_string(const json_t *a, const char *s)
{
    size_t i;
    json_t *x;
    json_array_foreach(a, i, x) {
        if (json_is_string(x) && strcmp(json_string_value(x), s) == 0)
            return true;
    }
    return false;
}

#endif
