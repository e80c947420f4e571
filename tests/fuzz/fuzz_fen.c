/* fuzz_fen.c - libFuzzer harness for the FEN/EPD reader: one line
 * (fen_parse_n) and a collection (fen_read_collection) from the same bytes.
 * For every position read: FEN written back reads the same, every legal move
 * has a SAN and a UCI text that finds it again, make/unmake restores it. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/san.h"
#include "tests/fuzz/fuzz_common.h"
#include "solver/movegen.h"
#include "fen/epd/fen_file.h"

static void check_problem(const Problem *p)
{
    const Position *pos = &p->pos;
    fuzz_check_position(pos);
    FUZZ_ASSERT(!in_check(pos, pos->side ^ 1));

    char fen[128], err[FEN_MSG];
    fen_write(pos, fen, sizeof fen);
    Problem q;
    int rc = fen_parse_line(fen, &q, err, sizeof err);
    if (rc != 0)
        fprintf(stderr, "written FEN '%s' rejected: %s\n", fen, err);
    FUZZ_ASSERT(rc == 0);
    FUZZ_ASSERT(fuzz_same_position(pos, &q.pos));
    FUZZ_ASSERT(q.warnings[0] == '\0'); /* what was dropped is not written */
    problem_free(&q);

    MoveList list;
    gen_legal(pos, &list);
    for (int i = 0; i < list.n; i++) {
        Move m = list.moves[i];
        char san[SAN_MAX], uci[8];
        move_to_san(pos, m, (Lang)(i % 4), san, sizeof san);
        FUZZ_ASSERT(san[0] != '\0' && strlen(san) < SAN_MAX);
        FUZZ_ASSERT(move_from_uci(pos, move_to_uci(m, uci)) == m);
        Position after = *pos;
        Undo u;
        make_move(&after, m, &u);
        fuzz_check_position(&after);
        FUZZ_ASSERT(!in_check(&after, pos->side)); /* legal: own king safe */
        unmake_move(&after, &u);
        fuzz_check_position(&after);
        FUZZ_ASSERT(fuzz_same_position(pos, &after));
    }
}

static int on_line(void *ctx, long lineno, Problem *p, const char *err)
{
    (void)lineno;
    (*(int *)ctx)++;
    if (err)
        FUZZ_ASSERT(err[0] != '\0');
    else
        check_problem(p);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 8192)
        return 0;
    Problem p;
    char err[FEN_MSG];
    if (fen_parse_n((const char *)data, size, &p, err, sizeof err) == 0)
        check_problem(&p);
    else
        FUZZ_ASSERT(err[0] != '\0' && strlen(err) < sizeof err);
    problem_free(&p);

    if (size > 0) {
        FILE *f = fmemopen((void *)data, size, "r");
        if (f) {
            int n = 0;
            fen_read_collection(f, "fuzz", on_line, &n);
            fclose(f);
        }
    }
    return 0;
}
