/* fuzz_pgn.c - libFuzzer harness for the PGN reader (pgn_read_collection,
 * pgn_detect). Every game read as valid holds a position whose FEN, written
 * back, reads the same. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "fen/pgn/pgn.h"
#include "tests/fuzz/fuzz_common.h"

static int on_game(void *ctx, long lineno, Problem *p, const char *err)
{
    (void)ctx;
    FUZZ_ASSERT(lineno >= 1);
    if (err) {
        FUZZ_ASSERT(err[0] != '\0');
        return 0;
    }
    fuzz_check_position(&p->pos);
    if (p->id)
        FUZZ_ASSERT(strlen(p->id) < (1u << 20));
    char fen[128], msg[FEN_MSG];
    fen_write(&p->pos, fen, sizeof fen);
    Problem q;
    FUZZ_ASSERT(fen_parse_line(fen, &q, msg, sizeof msg) == 0);
    FUZZ_ASSERT(fuzz_same_position(&p->pos, &q.pos));
    problem_free(&q);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 16384)
        return 0;
    (void)pgn_detect(NULL, (const char *)data, size);
    (void)pgn_detect("x.PGN", (const char *)data, size);
    if (size == 0)
        return 0;
    FILE *f = fmemopen((void *)data, size, "r");
    if (!f)
        return 0;
    pgn_read_collection(f, "fuzz.pgn", on_game, NULL);
    fclose(f);
    return 0;
}
