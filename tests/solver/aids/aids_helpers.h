/* aids_helpers.h - what the tests of economy and repair check with, written
 * apart from the code they test: FEN text edited by hand, and a solution
 * summed up as text (keys, short solutions, and each key's threats and listed
 * variations with their mates, as sorted UCI lists). */
#ifndef CHIAVE_TEST_AIDS_HELPERS_H
#define CHIAVE_TEST_AIDS_HELPERS_H

#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "solver/solution.h"

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
        if (!variation_listed(s, p, &p->vars[i], false))
            continue;
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

/* The whole solution: short solutions, then every key with its play (keys sorted). */
static inline char *solution_summary(const Solution *s)
{
    size_t len = 1 << 16;
    char *out = calloc(1, len);
    strcat(out, "short ");
    sorted_moves(s->shorts, s->nshorts, out, len);
    char **keys = malloc(sizeof *keys * (size_t)(s->nkeys + 1));
    for (int i = 0; i < s->nkeys; i++) {
        keys[i] = calloc(1, 1 << 14);
        move_to_uci(s->keys[i].move, keys[i]);
        strcat(keys[i], " ");
        play_summary(s, &s->keys[i], keys[i] + strlen(keys[i]), (1 << 14) - strlen(keys[i]));
    }
    qsort(keys, (size_t)s->nkeys, sizeof *keys, cmp_str);
    for (int i = 0; i < s->nkeys; i++) {
        snprintf(out + strlen(out), len - strlen(out), " | %s", keys[i]);
        free(keys[i]);
    }
    free(keys);
    return out;
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

#endif
