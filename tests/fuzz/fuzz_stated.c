/* fuzz_stated.c - libFuzzer harness for stated solutions (SPEC "Stated
 * solutions"): any bytes as a YACPDB solution text (twins' sections too) and
 * as an EPD key operation, read and judged against a real solution: the
 * record's "stated" is an object with a key or an error, every line not
 * holding has its kind and text, and the text report's line is written. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/report/stated.h"
#include "tests/fuzz/fuzz_problems.h"

/* Polgar 307 (tries, flights) and a Le Grand with knights (S, N). */
static const char *const fens[] = {
    "1Q6/8/8/8/8/k2K4/8/8 w - -",
    "8/8/1N6/B7/8/4p3/N1k5/Q3K3 w - -",
};
#define NFENS 2

static Problem problems[NFENS];
static Solution solutions[NFENS];

static void init(void)
{
    static int done;
    if (done)
        return;
    done = 1;
    fuzz_solve_fens(fens, NFENS, problems, solutions);
}

/* Judges pb's stated solution against s as the record and the report do. */
static void judge(const Problem *pb, const Solution *s)
{
    json_t *st = stated_json(pb, s);
    FUZZ_ASSERT(st != NULL);
    const json_t *key = json_object_get(st, "key");
    FUZZ_ASSERT(json_is_string(key) || (json_is_null(key) && json_is_string(json_object_get(st, "error"))));
    FUZZ_ASSERT(json_is_boolean(json_object_get(st, "agrees")));
    FUZZ_ASSERT(json_is_string(json_object_get(st, "text")));
    size_t i;
    json_t *line;
    json_array_foreach(json_object_get(st, "lines_not_holding"), i, line)
        FUZZ_ASSERT(json_is_string(json_object_get(line, "kind")) && json_is_string(json_object_get(line, "line")));
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    FUZZ_ASSERT(out != NULL);
    stated_text(out, pb, s, LANG_EN);
    fclose(out);
    FUZZ_ASSERT(len > 0 && strncmp(text, "Stated:", 7) == 0);
    free(text);
    json_decref(st);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > 16384)
        return 0;
    init();
    int i = data[0] % NFENS;
    char *text = strndup((const char *)data + 1, size - 1);
    FUZZ_ASSERT(text != NULL);
    Problem pb = problems[i];
    pb.solution = text; /* a YACPDB solution text, the first section */
    Stated st;
    if (stated_read(&pb, &st)) {
        stated_free(&st);
        judge(&pb, &solutions[i]);
    }
    pb.twin = "b"; /* twin b's section */
    if (stated_read(&pb, &st)) {
        stated_free(&st);
        judge(&pb, &solutions[i]);
    }
    pb.twin = NULL;
    pb.solution = NULL;
    char *ops = malloc(size + 8);
    FUZZ_ASSERT(ops != NULL);
    snprintf(ops, size + 8, "key %s", text); /* as an EPD key operation */
    pb.ops = ops;
    if (stated_read(&pb, &st)) {
        stated_free(&st);
        judge(&pb, &solutions[i]);
    }
    free(ops);
    free(text);
    return 0;
}
