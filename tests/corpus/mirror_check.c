/* mirror_check.c - solves every problem of a collection and its colour mirror (ranks
 * flipped, colours and the side to move exchanged, castling rights and e.p. square
 * carried over) and checks that the mirror's record is the original's, move for move
 * mirrored.  This exercises Black-to-move solving on every position we have.
 * Prints "mirror: N passed, M failed". */
#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include "fen/epd/fen.h"
#include "solver/report/json.h"
#include "solver/solution.h"
#include "tests/corpus/record_normalise.h"

#define SHOW_MAX 10

static Position mirror(const Position *p)
{
    Position m;
    board_clear(&m);
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < p->count[c]; i++) {
            int sq = p->plist[c][i];
            board_put(&m, SQ(FILE_OF(sq), 7 - RANK_OF(sq)), PIECE(c ^ 1, PTYPE(p->board[sq])));
        }
    board_finish(&m);
    m.side = p->side ^ 1;
    m.castle = (p->castle & 3) << 2 | (p->castle >> 2 & 3);
    m.ep = p->ep == NO_SQ ? NO_SQ : SQ(FILE_OF(p->ep), 7 - RANK_OF(p->ep));
    return m;
}

/* Mirrors the ranks in every UCI string of a normalised record, in place
 * (booleans are left alone). */
static void unmirror_strings(json_t *v)
{
    if (json_is_string(v)) {
        char buf[8];
        snprintf(buf, sizeof buf, "%s", json_string_value(v));
        for (char *c = buf; *c; c++)
            if (*c >= '1' && *c <= '8')
                *c = (char)('1' + '8' - *c);
        json_string_set(v, buf);
    } else if (json_is_array(v)) {
        size_t i;
        json_t *x;
        json_array_foreach(v, i, x)
            unmirror_strings(x);
    } else if (json_is_object(v)) {
        const char *k;
        json_t *x;
        json_object_foreach(v, k, x)
            unmirror_strings(x);
    }
}

/* The normalised record of pb; with its moves' ranks mirrored back when mirrored. */
static json_t *solved_record(Problem *pb, const SolveOptions *so, bool mirrored)
{
    Solution s;
    solve(&pb->pos, so, &s);
    json_t *raw = report_json_record(pb, &s, so, LANG_EN);
    solution_free(&s);
    json_t *lists = record_normalise(raw); /* only the move lists: no fen, id or san */
    if (mirrored)
        unmirror_strings(lists);
    json_t *norm = record_normalise(lists); /* sorted again after the renaming */
    json_decref(lists);
    json_decref(raw);
    return norm;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: mirror_check COLLECTION.epd\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "r");
    if (!f) {
        fprintf(stderr, "mirror_check: cannot open %s\n", argv[1]);
        return 2;
    }
    SolveOptions so;
    solve_options_default(&so);
    char *line = NULL;
    size_t cap = 0;
    int passed = 0, failed = 0;
    while (getline(&line, &cap, f) > 0) {
        Problem pb;
        char err[FEN_MSG];
        if (fen_line_is_blank(line))
            continue;
        if (fen_parse_line(line, &pb, err, sizeof err) != 0) {
            printf("MISMATCH %s: %s\n", pb.id ? pb.id : "?", err);
            problem_free(&pb);
            failed++;
            continue;
        }
        json_t *want = solved_record(&pb, &so, false);
        Problem mirrored = pb;
        mirrored.pos = mirror(&pb.pos);
        json_t *got = solved_record(&mirrored, &so, true);
        if (json_equal(want, got)) {
            passed++;
        } else {
            if (failed < SHOW_MAX)
                record_show_difference(pb.id ? pb.id : "?", want, got);
            failed++;
        }
        json_decref(want);
        json_decref(got);
        problem_free(&pb);
    }
    free(line);
    fclose(f);
    printf("mirror: %d passed, %d failed\n", passed, failed);
    return failed == 0 && passed > 0 ? 0 : 1;
}
