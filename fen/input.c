/* input.c - the one door to every input format. */
#include "fen/input.h"

#include <string.h>
#include "fen/fen_file.h"
#include "fen/fen_text.h"
#include "fen/pgn.h"
#include "fen/popeye.h"

InputFormat input_detect(const char *path, const char *head, size_t n)
{
    if (pgn_detect(path, head, n))
        return INPUT_PGN;
    if (popeye_detect(path, head, n))
        return INPUT_POPEYE;
    return INPUT_FEN;
}

int input_head_complete(const char *head, size_t n)
{
    size_t i = n >= 3 && memcmp(head, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
    while (i < n) {
        const char *nl = memchr(head + i, '\n', n - i);
        if (!nl)
            return 0;
        size_t len = (size_t)(nl - (head + i));
        if (!fen_blank_n(head + i, len))
            return 1;
        i += len + 1;
    }
    return 0;
}

int input_read_collection(FILE *f, const char *name, InputFormat fmt, ProblemFn cb, void *ctx)
{
    switch (fmt) {
    case INPUT_PGN:
        return pgn_read_collection(f, name, cb, ctx);
    case INPUT_POPEYE:
        return popeye_read_collection(f, name, cb, ctx);
    case INPUT_FEN:
        break;
    }
    return fen_read_collection(f, name, cb, ctx);
}
