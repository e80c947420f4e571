/* fuzz_solve.c - libFuzzer harness for the solver on fuzzed legal positions.
 * The bytes place the men: byte 0 options (side to move, castling, e.p.,
 * keys-only, all defences, refutations), bytes 1-2 the kings, then one pair a
 * man (square, piece), at most 12 men beside the kings; the FEN reader accepts
 * or rejects the position as it would a file. Each accepted position is solved
 * (at most 1 s) and the answer checked against the rules directly: every key
 * meets every defence with a mate, every try fails to exactly its refutations,
 * short solutions mate; the keys-only search finds the same keys; the JSON
 * record, the text report and the comparison of the record with itself run. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/compare/diff.h"
#include "solver/compare/record_read.h"
#include "solver/report/json.h"
#include "solver/report/text.h"
#include "solver/solution.h"
#include "tests/fuzz/fuzz_common.h"
#include "solver/movegen.h"

#define MAX_EXTRA 12

/* Whether the side to move has a mating move (a mate gives check). */
static int has_mate(Position *pos)
{
    MoveList l;
    gen_legal(pos, &l);
    for (int i = 0; i < l.n; i++) {
        if (!gives_check(pos, l.moves[i]))
            continue;
        Undo u;
        make_move(pos, l.moves[i], &u);
        int mate = is_mate(pos);
        unmake_move(pos, &u);
        if (mate)
            return 1;
    }
    return 0;
}

/* How many defences after first move m find no mate (stopping past limit). */
static int count_refutations(Position *pos, Move m, int limit)
{
    Undo u;
    make_move(pos, m, &u);
    MoveList l;
    gen_legal(pos, &l);
    int n = 0;
    for (int i = 0; i < l.n && n <= limit; i++) {
        Undo v;
        make_move(pos, l.moves[i], &v);
        n += !has_mate(pos);
        unmake_move(pos, &v);
    }
    unmake_move(pos, &u);
    return n;
}

static int in_list(const Move *list, int n, Move m)
{
    for (int i = 0; i < n; i++)
        if (list[i] == m)
            return 1;
    return 0;
}

/* The solution against the rules of SPEC.md, first move by first move. */
static void check_solution(const Position *start, const Solution *s, const SolveOptions *o)
{
    Position pos = *start;
    MoveList first;
    gen_legal(&pos, &first);
    Move keys[MAX_MOVES], tries[MAX_MOVES];
    for (int i = 0; i < s->nkeys; i++)
        keys[i] = s->keys[i].move;
    for (int i = 0; i < s->ntries; i++)
        tries[i] = s->tries[i].move;
    int limit = o->keys_only ? 0 : o->max_refutations;
    for (int i = 0; i < first.n; i++) {
        Move m = first.moves[i];
        Undo u;
        make_move(&pos, m, &u);
        int mate = is_mate(&pos), stalemate = !mate && !has_legal_move(&pos);
        unmake_move(&pos, &u);
        FUZZ_ASSERT(mate == in_list(s->shorts, s->nshorts, m));
        int refuts = mate || stalemate ? -1 : count_refutations(&pos, m, limit);
        FUZZ_ASSERT((refuts == 0) == in_list(keys, s->nkeys, m));
        FUZZ_ASSERT((refuts >= 1 && refuts <= limit) == in_list(tries, s->ntries, m));
    }
    for (int i = 0; i < s->ntries; i++)
        FUZZ_ASSERT(s->tries[i].nrefuts >= 1 && s->tries[i].nrefuts <= limit);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 3 || size > 3 + 2 * MAX_EXTRA)
        return 0;
    static const char pieces[] = "PNBRQpnbrq";
    char board[64];
    memset(board, 0, sizeof board);
    uint8_t flags = data[0];
    board[data[1] & 63] = 'K';
    if (board[data[2] & 63])
        return 0;
    board[data[2] & 63] = 'k';
    for (size_t i = 3; i + 1 < size; i += 2) {
        int sq = data[i] & 63;
        if (!board[sq])
            board[sq] = pieces[data[i + 1] % 10];
        else if (data[i + 1] >= 250) /* rooks for castling replace what is there */
            board[sq] = data[i + 1] & 1 ? 'r' : 'R';
    }
    char fen[128];
    size_t n = 0;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            char c = board[rank * 8 + file];
            if (!c) {
                empty++;
                continue;
            }
            if (empty)
                fen[n++] = (char)('0' + empty), empty = 0;
            fen[n++] = c;
        }
        if (empty)
            fen[n++] = (char)('0' + empty);
        fen[n++] = rank ? '/' : ' ';
    }
    int side = flags & 1;
    n += (size_t)snprintf(fen + n, sizeof fen - n, "%c %s%s%s%s%s ", side ? 'b' : 'w',
                          flags & 2 ? "K" : "", flags & 4 ? "Q" : "", flags & 8 ? "k" : "",
                          flags & 16 ? "q" : "", flags & 30 ? "" : "-");
    if (flags & 32)
        snprintf(fen + n, sizeof fen - n, "%c%c", 'a' + (data[2] >> 6 | (data[1] >> 6) << 2) % 8,
                 side ? '3' : '6');
    else
        snprintf(fen + n, sizeof fen - n, "-");

    Problem pb;
    char err[FEN_MSG];
    if (fen_parse_line(fen, &pb, err, sizeof err) != 0) {
        problem_free(&pb);
        return 0;
    }
    SolveOptions o;
    solve_options_default(&o);
    o.keys_only = flags & 64;
    o.all_defences = (flags & 128) != 0;
    o.max_refutations = 1 + (data[1] >> 6 & 1);
    o.max_time = 1.0;
    Solution s;
    solve(&pb.pos, &o, &s);
    fuzz_check_position(&s.start);
    FUZZ_ASSERT(fuzz_same_position(&s.start, &pb.pos));
    if (s.status != ST_TIMEOUT) {
        check_solution(&pb.pos, &s, &o);
        if (!o.keys_only) {
            /* The fast search finds the same keys and short solutions. */
            SolveOptions ko = o;
            ko.keys_only = true;
            Solution k;
            solve(&pb.pos, &ko, &k);
            if (k.status != ST_TIMEOUT) {
                FUZZ_ASSERT(k.nkeys == s.nkeys && k.nshorts == s.nshorts && k.status == s.status);
                for (int i = 0; i < k.nkeys; i++)
                    FUZZ_ASSERT(k.keys[i].move == s.keys[i].move);
            }
            solution_free(&k);
        }
    }

    json_t *rec = report_json_record(&pb, &s, &o, (Lang)(flags >> 2 & 3));
    FUZZ_ASSERT(rec != NULL);
    char msg[256];
    /* The record read back is the play made from the solution. */
    RecordPlay read, made, empty;
    record_play_init(&read);
    record_play_init(&made);
    record_play_init(&empty);
    FUZZ_ASSERT(record_read(rec, &read, msg, sizeof msg) == 0);
    record_play_of_solution_analysed(&made, &s, &o, NULL);
    DiffList d = { 0 };
    diff_records(&read, &made, true, LANG_EN, &d);
    diff_records(&made, &read, true, LANG_EN, &d);
    diff_records(&read, &read, true, LANG_EN, &d);
    FUZZ_ASSERT(d.n == 0);
    record_play_start_fen(&empty, pb.fen);
    diff_records(&empty, &made, true, LANG_EN, &d);
    diff_records(&made, &empty, true, LANG_DE, &d);
    diff_list_free(&d);
    record_play_free(&empty);
    record_play_free(&made);
    record_play_free(&read);
    json_decref(rec);

    char *text = report_text_string(&pb, &s, &o, LANG_IT);
    FUZZ_ASSERT(text != NULL);
    free(text);
    solution_free(&s);
    problem_free(&pb);
    return 0;
}
