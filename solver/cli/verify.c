/* verify.c - `chiave verify FILE --expect RECORD | --key MOVE [--strict]`:
 * solves FILE again and says what changed from the expected solution, in
 * problemist words. Exit 0 when the same, 1 when changed, 2 on bad input. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/fen.h"
#include "solver/cli/commands.h"
#include "solver/compare/diff.h"
#include "solver/cli/options.h"
#include "solver/report/json.h"
#include "solver/compare/expected.h"
#include "solver/io/std_streams.h"
#include "solver/movegen.h"
#include "fen/fen_file.h"

#define VERIFY_USAGE \
    "usage: chiave verify [options] FILE --expect RECORD [--strict]\n" \
    "       chiave verify [options] FILE --key MOVE[,MOVE...]\n"

typedef struct {
    const char *expect;  /* --expect: a file of solve --json / batch records */
    json_t *keys;        /* --key: the moves, as UCI strings */
    bool strict;
} VerifyArgs;

/* Splits "e2e4,d1d2" into keys, lower-cased. */
static int add_keys(json_t *keys, const char *val, char *err, size_t errlen)
{
    const char *p = val;
    do {
        size_t n = strcspn(p, ", ");
        if (n == 0 || n > 5) {
            snprintf(err, errlen, "--key: '%s' is not a move like e2e4 or e7e8q", val);
            return -1;
        }
        char m[8];
        for (size_t i = 0; i < n; i++)
            m[i] = (char)tolower((unsigned char)p[i]);
        m[n] = '\0';
        json_array_append_new(keys, json_string(m));
        p += n;
        p += strspn(p, ", ");
    } while (*p);
    return 0;
}

/* Takes verify's own options out of args into va; the others go to rest
 * (in order). Returns the number of words in rest, or -1 with a message. */
static int take_own_options(int nargs, char **args, VerifyArgs *va, char **rest,
                            char *err, size_t errlen)
{
    int n = 0;
    bool done = false;
    for (int i = 0; i < nargs; i++) {
        char *a = args[i];
        if (done) {
            rest[n++] = a;
            continue;
        }
        if (strcmp(a, "--") == 0) {
            done = true;
            rest[n++] = a;
            continue;
        }
        if (strcmp(a, "--strict") == 0) {
            va->strict = true;
            continue;
        }
        const char *name = NULL, *val = NULL;
        if (strcmp(a, "--expect") == 0 || strcmp(a, "--key") == 0) {
            name = a;
            if (i + 1 >= nargs) {
                snprintf(err, errlen, "option '%s' needs a value", a);
                return -1;
            }
            val = args[++i];
        } else if (strncmp(a, "--expect=", 9) == 0) {
            name = "--expect", val = a + 9;
        } else if (strncmp(a, "--key=", 6) == 0) {
            name = "--key", val = a + 6;
        } else {
            rest[n++] = a;
            continue;
        }
        if (strcmp(name, "--expect") == 0) {
            if (va->expect) {
                snprintf(err, errlen, "--expect given twice");
                return -1;
            }
            va->expect = val;
        } else if (add_keys(va->keys, val, err, errlen)) {
            return -1;
        }
    }
    return n;
}

/* "1.Kc3 1.Qe7", or "none": the keys of a record in SAN. */
static void print_keys(FILE *out, const Problem *pb, const json_t *rec, Lang lang)
{
    const json_t *keys = json_object_get(rec, "keys");
    if (json_array_size(keys) == 0) {
        fputs("none", out);
        return;
    }
    for (size_t i = 0; i < json_array_size(keys); i++) {
        const char *m = json_string_value(json_object_get(json_array_get(keys, i), "move"));
        Move mv = m ? move_from_uci(&pb->pos, m) : MOVE_NONE;
        char san[SAN_MAX];
        fprintf(out, "%s1.%s", i ? " " : "", mv != MOVE_NONE ? move_to_san(&pb->pos, mv, lang, san, sizeof san) : "?");
    }
}

/* The record to compare with: from --expect, or made of the --key moves
 * (which must be legal in the problem). NULL with a message on error. */
static json_t *expected_record(const VerifyArgs *va, const Problem *pb, char *err, size_t errlen)
{
    if (va->expect)
        return verify_load_record(va->expect, pb, err, errlen);
    for (size_t i = 0; i < json_array_size(va->keys); i++) {
        const char *m = json_string_value(json_array_get(va->keys, i));
        if (move_from_uci(&pb->pos, m) == MOVE_NONE) {
            snprintf(err, errlen, "--key %s: not a legal move in %s", m, pb->fen);
            return NULL;
        }
    }
    json_t *rec = json_object();
    json_object_set_new(rec, "fen", json_string(pb->fen));
    json_object_set(rec, "keys", va->keys);
    return rec;
}

/* Solves pb and compares; prints the changes and a summary line. */
static int verify(const Problem *pb, const json_t *want, const CliOptions *o, bool strict)
{
    SolveOptions so = o->solve;
    if (!strict)
        so.keys_only = true; /* only the keys are compared: the fast search */
    Solution s;
    solve(&pb->pos, &so, &s);
    Status st = s.status;
    json_t *got = report_json_record(pb, &s, &so, o->lang);
    solution_free(&s);
    if (!got) {
        fprintf(stderr, "chiave: out of memory\n");
        return 2;
    }
    if (st == ST_TIMEOUT) {
        fprintf(stderr, "chiave verify: timeout: the analysis is incomplete, nothing verified\n");
        json_decref(got);
        return 2;
    }
    DiffList d = { 0 };
    diff_records(want, got, strict, o->lang, &d);
    diff_print(stdout, &d);
    int status = d.n == 0 ? 0 : 1;
    if (d.n == 0) {
        fputs(strict ? "same solution: " : "same keys: ", stdout);
        print_keys(stdout, pb, got, o->lang);
        if (strict)
            fputs(", with the same threats, variations, tries and set play", stdout);
        fputc('\n', stdout);
    } else {
        printf("changed: %d difference%s from the expected solution\n", d.n, d.n == 1 ? "" : "s");
    }
    diff_list_free(&d);
    json_decref(got);
    return status;
}

int cmd_verify(int nargs, char **args)
{
    VerifyArgs va = { .keys = json_array() };
    CliOptions o;
    char err[512];
    char **rest = calloc((size_t)nargs + 1, sizeof *rest);
    char **operands = calloc((size_t)nargs + 1, sizeof *operands);
    int status = 2;
    if (!rest || !operands || !va.keys)
        goto out;
    int nrest = take_own_options(nargs, args, &va, rest, err, sizeof err);
    int nops = nrest < 0 ? -1 : options_parse(nrest, rest, false, &o, operands, err, sizeof err);
    if (nops >= 0 && o.help) {
        fputs(VERIFY_USAGE, stdout);
        options_usage(stdout);
        status = 0;
        goto out;
    }
    if (nops >= 0) {
        bool has_keys = json_array_size(va.keys) > 0;
        if (nops != 1)
            snprintf(err, sizeof err, "expected one FILE (or - for standard input)"), nops = -1;
        else if (!va.expect == !has_keys)
            snprintf(err, sizeof err, "give either --expect RECORD or --key MOVE"), nops = -1;
        else if (va.strict && has_keys)
            snprintf(err, sizeof err, "--strict needs --expect (--key gives the keys only)"), nops = -1;
        else if (va.strict && o.solve.keys_only)
            snprintf(err, sizeof err, "--strict compares the whole solution: not with --keys-only"), nops = -1;
        else if (o.json)
            snprintf(err, sizeof err, "--json is not an option of verify"), nops = -1;
        else if (va.expect && strcmp(va.expect, "-") == 0 && strcmp(operands[0], "-") == 0)
            snprintf(err, sizeof err, "FILE and RECORD cannot both be standard input"), nops = -1;
    }
    if (nops < 0) {
        fprintf(stderr, "chiave verify: %s\n", err);
        fputs(VERIFY_USAGE "try 'chiave --help'\n", stderr);
        goto out;
    }

    const char *path = operands[0];
    Problem pb;
    if (fen_read_file(path, &pb, err, sizeof err) != 0) {
        fprintf(stderr, "chiave: %s\n", err);
        problem_free(&pb);
        goto out;
    }
    if (pb.warnings[0])
        fprintf(stderr, "chiave: %s: warning: %s\n", path, pb.warnings);
    json_t *want = expected_record(&va, &pb, err, sizeof err);
    if (!want) {
        fprintf(stderr, "chiave verify: %s\n", err);
    } else {
        const char *st = json_string_value(json_object_get(want, "status"));
        if (st && strcmp(st, "timeout") == 0)
            fprintf(stderr, "chiave verify: warning: the expected record timed out; its lists may be incomplete\n");
        status = verify(&pb, want, &o, va.strict);
        json_decref(want);
    }
    problem_free(&pb);
out:
    json_decref(va.keys);
    free(rest);
    free(operands);
    return std_out_status(status);
}
