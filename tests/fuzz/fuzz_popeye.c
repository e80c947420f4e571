/* fuzz_popeye.c - libFuzzer harness for the Popeye and YAML readers
 * (popeye_read_collection, olive_read_collection and their detection) and
 * the writers: every position read as valid is sound (piece lists agree with
 * the board), and written back as Popeye input and as YAML reads back as the
 * same positions. The first byte chooses the reader. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "fen/yaml/olive.h"
#include "fen/popeye/popeye.h"
#include "fen/write/write.h"
#include "tests/fuzz/fuzz_common.h"

typedef struct {
    Problem p[8];
    int n;
} Kept;

static int keep(void *ctx, long lineno, Problem *p, const char *err)
{
    Kept *k = ctx;
    FUZZ_ASSERT(lineno >= 1);
    if (err) {
        FUZZ_ASSERT(err[0] != '\0');
        return 0;
    }
    fuzz_check_position(&p->pos);
    if (k->n < 8)
        problem_take(&k->p[k->n++], p);
    return 0;
}

/* The positions kept, written in fmt, read back by read: the same ones. */
static void round_trip(const Kept *k, OutputFormat fmt,
                       int (*read)(FILE *, const char *, ProblemFn, void *))
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    FUZZ_ASSERT(out);
    Writer *w = writer_new(fmt, out);
    for (int i = 0; i < k->n; i++)
        writer_add(w, 1 + i, &k->p[i]); /* each a problem of its own line */
    FUZZ_ASSERT(writer_finish(w) == 0);
    fclose(out);
    Kept back = { 0 };
    FILE *in = len ? fmemopen(text, len, "r") : NULL;
    if (in) {
        read(in, "back", keep, &back);
        fclose(in);
    }
    FUZZ_ASSERT(back.n == k->n);
    for (int i = 0; i < k->n; i++) {
        FUZZ_ASSERT(fuzz_same_position(&k->p[i].pos, &back.p[i].pos));
        problem_free(&back.p[i]);
    }
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > 16384)
        return 0;
    bool yaml = data[0] & 1;
    const char *text = (const char *)data + 1;
    size--;
    (void)popeye_detect(NULL, text, size);
    (void)olive_detect(NULL, text, size);
    FILE *f = size ? fmemopen((void *)text, size, "r") : NULL;
    if (!f)
        return 0;
    Kept k = { 0 };
    if (yaml)
        olive_read_collection(f, "fuzz.yaml", keep, &k);
    else
        popeye_read_collection(f, "fuzz.inp", keep, &k);
    fclose(f);
    /* Twins are written alone here (each its own problem line): their
     * positions must come back whatever the words they were read from. */
    for (int i = 0; i < k.n; i++) {
        free(k.p[i].twin), free(k.p[i].twin_of), free(k.p[i].twinning), free(k.p[i].twin_zero);
        k.p[i].twin = k.p[i].twin_of = k.p[i].twinning = k.p[i].twin_zero = NULL;
    }
    round_trip(&k, OUT_POPEYE, popeye_read_collection);
    round_trip(&k, OUT_YAML, olive_read_collection);
    for (int i = 0; i < k.n; i++)
        problem_free(&k.p[i]);
    return 0;
}
