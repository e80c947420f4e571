/* fuzz_rewrite.c - libFuzzer harness for fen_rewrite, the workbench saving
 * edited positions back into a collection: the bytes are a collection (FEN/EPD,
 * or PGN when they start like one; Popeye input and YAML, which fen_rewrite
 * refuses, are left out); every problem read as valid gets a new
 * position. The rewrite must succeed, and the text it makes must read as the
 * same problems, in the same order, with the same ids, each at the new position. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "fen/input.h"
#include "fen/write/rewrite.h"
#include "tests/fuzz/fuzz_common.h"

#define NEW_FEN "8/8/8/8/8/8/8/K1k5 w - -"
#define MAX_PROBLEMS 64

typedef struct {
    long line[MAX_PROBLEMS];
    char *id[MAX_PROBLEMS];
    bool ok[MAX_PROBLEMS];
    char fen[MAX_PROBLEMS][100];
    int n;
} Seen;

static int on_problem(void *ctx, long lineno, Problem *p, const char *err)
{
    Seen *s = ctx;
    if (s->n == MAX_PROBLEMS)
        return 1;
    s->line[s->n] = lineno;
    s->ok[s->n] = err == NULL;
    s->id[s->n] = p->id ? strdup(p->id) : NULL;
    snprintf(s->fen[s->n], sizeof s->fen[s->n], "%s", p->fen);
    s->n++;
    return 0;
}

static void read_all(const char *text, size_t len, InputFormat fmt, Seen *s)
{
    memset(s, 0, sizeof *s);
    FILE *f = fmemopen((void *)text, len, "r");
    FUZZ_ASSERT(f != NULL);
    input_read_collection(f, "fuzz", fmt, on_problem, s);
    fclose(f);
}

static void seen_free(Seen *s)
{
    for (int i = 0; i < s->n; i++)
        free(s->id[i]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0 || size > 8192)
        return 0;
    const char *text = (const char *)data;
    InputFormat fmt = input_detect(NULL, text, size);
    if (fmt != INPUT_FEN && fmt != INPUT_PGN)
        return 0;
    Seen before, after;
    read_all(text, size, fmt, &before);
    FenEdit edits[MAX_PROBLEMS];
    int n = 0;
    for (int i = 0; i < before.n; i++)
        if (before.ok[i])
            edits[n++] = (FenEdit){ before.line[i], NEW_FEN };
    char err[256];
    size_t len = 0;
    char *out = fen_rewrite(text, size, fmt, edits, n, &len, err, sizeof err);
    FUZZ_ASSERT(out != NULL);
    read_all(out, len, fmt, &after);
    FUZZ_ASSERT(after.n == before.n || before.n == MAX_PROBLEMS);
    for (int i = 0; i < before.n && i < after.n; i++) {
        FUZZ_ASSERT(after.line[i] == before.line[i]);
        FUZZ_ASSERT(!before.id[i] == !after.id[i] && (!before.id[i] || strcmp(before.id[i], after.id[i]) == 0));
        if (before.ok[i])
            FUZZ_ASSERT(after.ok[i] && strcmp(after.fen[i], NEW_FEN) == 0);
    }
    free(out);
    seen_free(&before);
    seen_free(&after);
    return 0;
}
