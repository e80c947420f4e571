/* input.c - the one door to every input format. */
#include "fen/input.h"
#include "fen/fen_file.h"
#include "fen/pgn.h"

InputFormat input_detect(const char *path, const char *head, size_t n)
{
    return pgn_detect(path, head, n) ? INPUT_PGN : INPUT_FEN;
}

int input_read_collection(FILE *f, const char *name, InputFormat fmt, ProblemFn cb, void *ctx)
{
    switch (fmt) {
    case INPUT_PGN:
        return pgn_read_collection(f, name, cb, ctx);
    case INPUT_FEN:
        break;
    }
    return fen_read_collection(f, name, cb, ctx);
}
