/* themes_parts.c - reads chiave's own records (batch's JSON lines) and checks that
 * every theme entry whose definition names a motive has it: the parts of the
 * entry's definition (themes/README.md, PHASES.md; the list in tests/README.md,
 * "Parts of the themes") are found in the record's "motives" of the entry's
 * defences and mates, at its squares and men. The rule of each theme is in
 * parts_rules.c. Prints the first failures, a count of entries checked per
 * theme, and "parts: N entries checked, M failed"; exits 1 when one failed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tests/corpus/parts_rules.h"

#define SHOW_MAX 30

static void record_failures(Parts *P, json_t *rec, const char *where)
{
    const char *id = json_string_value(json_object_get(rec, "id"));
    P->id = id ? id : where;
    P->rec = rec;
    json_t *themes = json_object_get(rec, "themes"), *e;
    size_t i;
    json_array_foreach(themes, i, e) {
        if (json_object_get(e, "twins"))
            continue; /* between the records of twins: their motives are elsewhere */
        parts_check_entry(P, e);
    }
}

static int read_records(Parts *P, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "themes_parts: cannot open %s\n", path);
        return 2;
    }
    char *line = NULL, where[512];
    size_t cap = 0;
    long n = 0;
    while (getline(&line, &cap, f) > 0) {
        n++;
        json_error_t err;
        json_t *rec = json_loads(line, 0, &err);
        if (!json_is_object(rec)) {
            fprintf(stderr, "themes_parts: %s:%ld: not a JSON record (%s)\n", path, n, err.text);
            json_decref(rec);
            free(line);
            fclose(f);
            return 2;
        }
        snprintf(where, sizeof where, "%s:%ld", path, n);
        record_failures(P, rec, where);
        json_decref(rec);
    }
    free(line);
    int bad = ferror(f);
    fclose(f);
    if (bad || n == 0) {
        fprintf(stderr, "themes_parts: %s: %s\n", path, bad ? "read error" : "no record");
        return 2;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: themes_parts RECORDS.jsonl...\n");
        return 2;
    }
    Parts P = { .show_max = SHOW_MAX };
    for (int a = 1; a < argc; a++)
        if (read_records(&P, argv[a]))
            return 2;
    printf("checked:");
    for (int t = 0; t < P.ntally; t++)
        printf(" %s=%d", P.tally[t].name, P.tally[t].checked);
    printf("\n");
    for (int t = 0; t < P.ntally; t++)
        if (P.tally[t].failed)
            printf("failed %s: %d\n", P.tally[t].name, P.tally[t].failed);
    printf("parts: %d entries checked, %d failed\n", P.checked, P.failed);
    return P.failed ? 1 : 0;
}
