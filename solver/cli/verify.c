/* verify.c - `chiave verify FILE --expect RECORD | --key MOVE [--strict]
 * [--theme NAME,...]`: solves FILE's first problem (or the one --id or
 * --index chooses) again and says what changed from the expected
 * solution, in problemist words, and whether it shows the themes asked for.
 * Exit 0 when the same (and every theme shown), 1 when changed (or a theme not
 * shown), 2 on bad input. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/cli/commands.h"
#include "solver/compare/diff.h"
#include "solver/compare/record_read.h"
#include "solver/cli/options.h"
#include "solver/cli/verify_why.h"
#include "solver/io/msg_prefix.h"
#include "solver/report/theme_words.h"
#include "solver/report/tr.h"
#include "solver/report/twin_text.h"
#include "solver/report/twins_text.h"
#include "solver/report/stated.h"
#include "solver/compare/expected.h"
#include "solver/io/std_streams.h"
#include "solver/movegen.h"
#include "fen/first_problem.h"
#include "solver/report/themes_text.h"
#include "solver/report/wrap.h"
#include "themes/theme_table.h"
#include "themes/twins.h"

#define VERIFY_USAGE \
    "usage: chiave verify [options] FILE --expect RECORD [--strict] [--theme NAME[,NAME...]]\n" \
    "       chiave verify [options] FILE --key MOVE[,MOVE...] [--theme NAME[,NAME...]]\n" \
    "                                       (MOVE: Kc3, 1.Kc3!, e8=Q, 0-0, e2e4)\n" \
    "       chiave verify [options] FILE --theme NAME[,NAME...]\n" \
    "       chiave verify [options] FILE [--strict]   (the key the problem states: EPD key/bm,\n" \
    "                                       YAML solution:; with --strict its lines too)\n"

/* Words given on the command line: the --key moves, the --theme names. */
typedef struct {
    char (*v)[40];
    size_t n, cap;
} Words;

static void words_add(Words *w, const char *p, size_t n)
{
    if (w->n == w->cap) {
        w->cap = w->cap ? 2 * w->cap : 8;
        w->v = realloc(w->v, sizeof *w->v * w->cap);
        if (!w->v)
            abort(); /* out of memory, as everywhere else */
    }
    snprintf(w->v[w->n++], sizeof *w->v, "%.*s", (int)n, p);
}

typedef struct {
    const char *expect;  /* --expect: a file of solve --json / batch records */
    Words keys;          /* --key: the moves as written */
    Words themes;        /* --theme: the names the problem must show */
    bool strict;
} VerifyArgs;

/* Splits "Kc3,1.Qe7!" into keys, as written (read in the problem's position
 * later, when the language is known); "dxe6 e.p." ("e. p.") is one. */
static int add_keys(Words *keys, const char *val, char *err, size_t errlen)
{
    const char *p = val;
    do {
        size_t n = strcspn(p, ", ");
        const char *sign = p + n + strspn(p + n, " ");
        size_t ep = n ? san_ep_length(sign) : 0;
        if (ep) /* the move's e.p. sign, with its marks */
            n = (size_t)(sign - p) + ep + strspn(sign + ep, "+#!?");
        if (n == 0 || n > 24) {
            snprintf(err, errlen, "--key: '%s' is not a move like Kc3, 1.Kc3!, Nxf7+, e8=Q, 0-0 or e2e4", val);
            return -1;
        }
        words_add(keys, p, n);
        p += n;
        p += strspn(p, ", ");
    } while (*p);
    return 0;
}

/* Splits "le-grand,zagoruiko" into themes; every name must be one chiave writes. */
static int add_themes(Words *themes, const char *val, char *err, size_t errlen)
{
    const char *p = val;
    do {
        size_t n = strcspn(p, ", ");
        char name[40];
        snprintf(name, sizeof name, "%.*s", (int)(n < sizeof name ? n : sizeof name - 1), p);
        char msg[1536]; /* "'x' is not a theme name; the names: ..." */
        if (n == 0 || n >= sizeof name || !theme_check_name(name, msg, sizeof msg)) {
            if (n == 0 || n >= sizeof name) /* empty or too long: said of the words as given */
                theme_check_name(n ? p : val, msg, sizeof msg);
            snprintf(err, errlen, "--theme: %s", msg);
            return -1;
        }
        words_add(themes, name, n);
        p += n;
        p += strspn(p, ", ");
    } while (*p);
    return 0;
}

enum { OPT_EXPECT = OPT_OWN, OPT_KEY, OPT_THEME, OPT_STRICT };

static const OptRow VERIFY_ROWS[] = {
    { "expect", 0, "RECORD", "the record to compare with: a file of solve --json / batch\n"
                             "records (the one of the problem's id, else FEN, else the only one)", OPT_EXPECT },
    { "key", 0, "MOVE[,MOVE...]", "the keys the problem must have, and no other", OPT_KEY },
    { "theme", 0, "NAME[,NAME...]", "themes the problem must show", OPT_THEME },
    { "strict", 0, NULL, "with --expect: the same play and named themes, not only the same keys;\n"
                         "with a stated solution: every line it states holds (the\n"
                         "variations it leaves out are named)", OPT_STRICT },
    { NULL, 0, NULL, NULL, 0 },
};
static const OptGroup VERIFY_OPTIONS[] = { { "verify options:", VERIFY_ROWS, NULL }, { NULL, NULL, NULL } };

/* Applies one of verify's own options to the VerifyArgs at ctx. */
static bool apply_verify(void *ctx, int id, const char *val, const char *name, char *err, size_t errlen)
{
    VerifyArgs *va = ctx;
    (void)name;
    switch (id) {
    case OPT_STRICT:
        va->strict = true;
        return true;
    case OPT_EXPECT:
        if (va->expect) {
            snprintf(err, errlen, "--expect given twice");
            return false;
        }
        va->expect = val;
        return true;
    case OPT_THEME:
        return add_themes(&va->themes, val, err, errlen) == 0;
    default:
        return add_keys(&va->keys, val, err, errlen) == 0;
    }
}

/* "1.Kc3 1.Qe7", or "none": the keys of a record in SAN. */
static void print_keys(FILE *out, const Problem *pb, const RecordPlay *rec, Lang lang)
{
    if (rec->nkeys == 0) {
        /* TRANSLATORS: "same keys: none": no key. */
        fputs(tr(lang, "none"), out);
        return;
    }
    for (int i = 0; i < rec->nkeys; i++) {
        Move mv = move_legal(&pb->pos, rec->keys[i].move);
        char san[SAN_MAX];
        fprintf(out, "%s1.%s", i ? " " : "", mv != MOVE_NONE ? move_to_san(&pb->pos, mv, lang, san, sizeof san) : "?");
    }
}

/* The record to compare with, into want: from --expect (its text
 * records[0..len)), or made of the --key moves (which must name legal moves of
 * the problem, in SAN of any language chiave writes, or UCI). -1 with a
 * message on error. */
static int expected_record(const VerifyArgs *va, const Problem *pb, const char *records,
                           size_t len, Lang lang, RecordPlay *want, char *err, size_t errlen)
{
    if (va->expect)
        return verify_pick_record(records, len, strcmp(va->expect, "-") == 0 ? "<stdin>" : va->expect,
                                  pb, want, err, errlen);
    record_play_start_fen(want, pb->fen);
    for (size_t i = 0; i < va->keys.n; i++) {
        const char *text = va->keys.v[i];
        Move m = MOVE_NONE;
        int n = move_from_text(&pb->pos, text, lang, &m);
        if (n != 1) {
            if (n < 0)
                snprintf(err, errlen, "--key: '%s' is not a move like Kc3, 1.Kc3!, Nxf7+, e8=Q, 0-0 or e2e4", text);
            else
                snprintf(err, errlen, "--key %s: %s in %s", text,
                         n == 0 ? "not a legal move" : "ambiguous: more than one legal move reads so", pb->fen);
            return -1;
        }
        record_play_add_bare_key(want, m);
    }
    return 0;
}

/* The record made of the keys pb states (SPEC "Stated solutions"), into want,
 * when no --expect or --key is given; says "Stated: 1.Kc3!" first. -1 when pb
 * states none (*none set) or its key cannot be read (a message in err). */
static int stated_record(const Problem *pb, Lang lang, RecordPlay *want, bool *none, char *err, size_t errlen)
{
    Stated st;
    *none = !stated_read(pb, &st);
    if (*none)
        return -1;
    if (st.error[0]) {
        snprintf(err, errlen, "the stated key cannot be read: %s", st.error);
        stated_free(&st);
        return -1;
    }
    record_play_start_fen(want, pb->fen);
    printf("%s", tr(lang, "Stated:"));
    for (int i = 0; i < st.nkeys; i++) {
        char san[SAN_MAX];
        record_play_add_bare_key(want, st.keys[i]);
        printf(" 1.%s!", move_to_san(&pb->pos, st.keys[i], lang, san, sizeof san));
    }
    putchar('\n');
    stated_free(&st);
    return 0;
}

/* One line for each theme of names: "shown: " and the Analysis line of its first
 * entry in A (the themes of s), or "not shown: NAME". Returns how many are not shown. */
static int check_themes(const Words *names, const Solution *s, const Analysis *A, const Twins *T, Lang lang)
{
    int missing = 0;
    for (size_t i = 0; i < names->n; i++) {
        const char *name = names->v[i];
        const ThemeEntry *found = NULL;
        ThemeId id = theme_find(name);
        for (int j = 0; j < A->n && !found; j++)
            if (A->entries[j]->id == id)
                found = A->entries[j];
        if (!found) {
            /* TRANSLATORS: "not shown: Le Grand": the theme asked for (--theme), in words. */
            printf("%s %s\n", tr(lang, "not shown:"), theme_words(name, lang));
            missing++;
            continue;
        }
        char *line = NULL, *shown = NULL;
        size_t len = 0, shown_len = 0;
        FILE *mem = open_memstream(&line, &len);
        if (mem) {
            /* an entry across twins from each twin's diagram, as solve's "Across twins:" */
            if (twins_text_entry(mem, found, T, lang))
                fputc('\n', mem);
            else
                themes_text_entry(mem, s, found, lang);
            fclose(mem);
        }
        /* wrapped as the report's Analysis: at its width, the rest of a line indented */
        mem = open_memstream(&shown, &shown_len);
        if (mem) {
            fprintf(mem, "%s %s", tr(lang, "shown:"), line ? line + strspn(line, " ") : "\n");
            fclose(mem);
            wrap_write(stdout, shown, shown_len, REPORT_WIDTH);
        }
        free(shown);
        free(line);
    }
    printf(tr(lang, "themes: %zu of %zu shown"), names->n - (size_t)missing, names->n);
    putchar('\n');
    return missing;
}

/* Solves pb and compares with want (if any), checks the themes asked for;
 * prints the changes, the themes and a summary line. A twin is added to T, its
 * problem's twins so far: its record has the themes across them, as solve's.
 * stated: want holds the keys pb states; with strict, the lines it states are
 * checked on the board (stated.h), not the play it does not state. */
static int verify(const Problem *pb, const RecordPlay *want, const CliOptions *o, bool strict,
                  bool stated, const Words *themes, Twins *T)
{
    bool stated_lines = strict && stated;
    strict = strict && !stated; /* a stated solution's unstated play is no difference */
    SolveOptions so;
    problem_solve_options(pb, &o->solve, &so);
    bool ask_themes = themes->n > 0;
    if (!strict && !stated_lines && !ask_themes)
        so.keys_only = true; /* only the keys are compared: the fast search */
    Solution own;
    solve(&pb->pos, &so, &own);
    const Solution *held = pb->twin ? twins_add(T, pb->twin, &own) : &own;
    Solution s = *held; /* a twin's stays in T */
    Status st = s.status;
    Analysis A; /* the themes, worked out once for the record and the --theme lines */
    analysis_init(&A);
    analysis_build(&A, &s);
    if (pb->twin)
        analysis_twins(&A, T);
    RecordPlay got;
    record_play_init(&got);
    record_play_of_solution(&got, &s, &so, &A);
    if (st == ST_TIMEOUT) {
        fprintf(stderr, "chiave verify: timeout: the analysis is incomplete, nothing verified\n");
        record_play_free(&got);
        analysis_free(&A);
        solution_free(&own);
        return 2;
    }
    int status = 0;
    if (want) {
        DiffList d = { 0 };
        diff_records(want, &got, strict, o->lang, &d);
        diff_print(stdout, &d);
        verify_why_not_keys(stdout, pb, want, &got, &d, o->lang); /* --expect too: what refutes the old key */
        int fails = 0, nlines = 0, stated_fails = 0;
        for (int i = 0; i < d.n; i++)
            fails += diff_kind_fails(d.items[i].kind);
        if (stated_lines)
            fails += stated_fails = verify_stated_lines(pb, &s, so.all_defences, o->lang, &nlines);
        /* the count says every line listed: a gained theme is one, though alone it fails nothing */
        int listed = d.n + stated_fails;
        Lang lang = o->lang;
        if (fails == 0) {
            /* TRANSLATORS: "same key: 1.Kc3", "same keys: 1.Kc3 1.Qe7", the keys of the
             * solution found again; the forms by their number. */
            const char *same_keys = tr_n(lang, "same key:", "same keys:", (unsigned long)got.nkeys);
            printf("%s ", strict ? tr(lang, "same solution:") : same_keys);
            print_keys(stdout, pb, &got, lang);
            if (strict)
                fputs(tr(lang, ", with the same threats, variations, tries and set play"), stdout);
            else if (nlines > 0)
                /* TRANSLATORS: after "same key: 1.Kc3" (verify --strict on a stated solution). */
                fputs(tr(lang, ", and every stated line holds"), stdout);
            fputc('\n', stdout);
        } else {
            printf(tr_n(lang, "changed: %d difference from the expected solution",
                        "changed: %d differences from the expected solution", (unsigned long)listed), listed);
            fputc('\n', stdout);
            status = 1;
        }
        diff_list_free(&d);
    }
    if (ask_themes && check_themes(themes, &s, &A, pb->twin ? T : NULL, o->lang) > 0)
        status = 1;
    record_play_free(&got);
    analysis_free(&A);
    solution_free(&own); /* empty when T holds it */
    return status;
}

/* Verifies one position of the file (a twin is headed by its label);
 * returns its exit status. */
static int verify_position(const char *path, const Problem *pb, const char *bad, const char *records,
                           size_t len, const VerifyArgs *va, const CliOptions *o, Twins *T)
{
    char err[512];
    twin_text_line(stdout, pb, o->lang); /* "b) move b8 c8" */
    if (bad) {
        fprintf(stderr, "%s: %s\n", msg_prefix(), bad);
        return 2;
    }
    if (pb->warnings[0])
        fprintf(stderr, "%s: %s:%ld: warning: %s\n", msg_prefix(), path, pb->warn_line, pb->warnings);
    bool compare = va->expect || va->keys.n > 0, none = false;
    RecordPlay want;
    record_play_init(&want);
    bool got_want = (compare ? expected_record(va, pb, records, len, o->lang, &want, err, sizeof err)
                             : stated_record(pb, o->lang, &want, &none, err, sizeof err)) == 0;
    want.stated = !va->expect; /* --key or the text's solution: the composer's word */
    int status = 2;
    if (!got_want && (compare || !none)) {
        fprintf(stderr, "chiave verify: %s\n", err);
    } else if (!got_want && va->themes.n == 0) {
        fprintf(stderr, "chiave verify: %s states no solution: give --expect RECORD or --key MOVE "
                "(or --theme NAME)\n", path);
    } else {
        if (got_want && want.timeout)
            fprintf(stderr, "chiave verify: warning: the expected record timed out; its lists may be incomplete\n");
        status = verify(pb, got_want ? &want : NULL, o, va->strict, got_want && !compare, &va->themes, T);
    }
    record_play_free(&want);
    return status;
}

int cmd_verify(int nargs, char **args)
{
    VerifyArgs va = { .expect = NULL };
    CliOptions o;
    char err[2048]; /* an unknown --theme lists every name */
    char **operands = calloc((size_t)nargs + 1, sizeof *operands);
    int status = 2;
    if (!operands)
        goto out;
    int nops = options_parse_own(nargs, args, VERIFY_OPTIONS, apply_verify, &va, &o, operands, err, sizeof err);
    if (nops >= 0 && o.help) {
        fputs(VERIFY_USAGE, stdout);
        opt_help(stdout, VERIFY_OPTIONS);
        options_usage(stdout);
        status = 0;
        goto out;
    }
    if (nops >= 0) {
        bool has_keys = va.keys.n > 0, has_themes = va.themes.n > 0;
        if (nops != 1)
            snprintf(err, sizeof err, "expected one FILE (or - for standard input)"), nops = -1;
        else if (va.expect && has_keys)
            snprintf(err, sizeof err, "give either --expect RECORD or --key MOVE"), nops = -1;
        else if (has_themes && o.solve.keys_only)
            snprintf(err, sizeof err, "--theme needs the whole solution: not with --keys-only"), nops = -1;
        else if (va.strict && has_keys)
            snprintf(err, sizeof err, "--strict needs --expect (--key gives the keys only)"), nops = -1;
        else if (va.strict && o.solve.keys_only)
            snprintf(err, sizeof err, "--strict compares the whole solution: not with --keys-only"), nops = -1;
        else if (o.json)
            snprintf(err, sizeof err, "--json is not an option of verify"), nops = -1;
        else if (o.publish || o.figurine)
            snprintf(err, sizeof err, "--notation and --publish are options of solve, not of verify"), nops = -1;
        else if (va.expect && strcmp(va.expect, "-") == 0 && strcmp(operands[0], "-") == 0)
            snprintf(err, sizeof err, "FILE and RECORD cannot both be standard input"), nops = -1;
    }
    if (nops < 0) {
        fprintf(stderr, "chiave verify: %s\ntry 'chiave verify --help'\n", err);
        goto out;
    }

    const char *path = operands[0];
    FirstProblem fp;
    char *records = NULL;
    size_t records_len = 0;
    if (first_problem_choose(path, &o.pick, &fp, err, sizeof err) != 0) {
        fprintf(stderr, "%s: %s\n", msg_prefix(), err);
        goto out;
    }
    if (fp.others && !o.pick.id && !o.pick.index) /* so that an exit 0 is not read as the collection's */
        fprintf(stderr, "chiave verify: %s holds more problems: the first is verified (--id or --index "
                "chooses another; solve or batch takes each)\n", path);
    if (va.expect && !(records = verify_read_text(va.expect, &records_len, err, sizeof err))) {
        fprintf(stderr, "chiave verify: %s\n", err);
    } else if (fp.n > 1 && va.keys.n > 0) {
        fprintf(stderr, "chiave verify: %s holds %d positions (twins): --key checks one, give --expect "
                "RECORD\n", path, fp.n);
    } else {
        /* Each twin in turn; the exit status is the worst: 2, 1, 0. */
        status = 0;
        Twins T = { 0 }; /* the file's first problem, with its twins */
        for (int i = 0; i < fp.n; i++) {
            int st = verify_position(path, &fp.p[i], fp.err[i], records, records_len, &va, &o, &T);
            if (st > status)
                status = st;
        }
        twins_clear(&T);
    }
    free(records);
    first_problem_free(&fp);
out:
    free(va.keys.v);
    free(va.themes.v);
    free(operands);
    return std_out_status(status);
}
