/* solve.c - `chiave solve`: every problem of a file, read through fen/input.c
 * whatever its format, each position of it (every twin) reported under the
 * problem's own words; or the one problem chosen with --id / --index. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fen/epd/fen_file.h"
#include "fen/input.h"
#include "solver/cli/commands.h"
#include "solver/cli/defaults.h"
#include "solver/cli/options.h"
#include "solver/io/msg_prefix.h"
#include "solver/io/same_file.h"
#include "solver/io/std_streams.h"
#include "solver/report/figurine.h"
#include "solver/report/json.h"
#include "solver/report/publish.h"
#include "solver/report/record.h"
#include "solver/report/text.h"
#include "solver/report/twin_text.h"

/* Exit status of one position; the worst counts for a file. */
static int exit_status(Status st)
{
    switch (st) {
    case ST_SOUND: return 0;
    case ST_ILLEGAL: return 2;
    default: return 1;
    }
}

/* A position held back, with the line it was read on and its error. */
typedef struct {
    Problem p;
    long line;
    char *err;
} Held;

typedef struct {
    const CliOptions *o;
    const char *name;     /* the file as messages name it */
    bool may_not_end;     /* not a regular file: a line too long may never end (/dev/zero) */
    /* The problem being read: a copy of its first position, and how many
     * problems there were (a problem with its twins counts once). */
    Problem first;
    long first_line, problems;
    bool chosen;          /* --id / --index: the chosen problem is being reported */
    long last_line;       /* the problem of the position reported last */
    int status;           /* the worst so far */
    int reports;          /* positions reported */
    bool later;           /* the position reported is not its problem's first (a twin b, c...) */
    Twins twins;          /* the twins of the problem reported, solved so far */
    long twins_line;      /* the line of that problem */
    /* The positions of the first problem wait until a second problem shows the
     * file is a collection (their headings then name them "file:line"). */
    Held *held;
    int nheld;
    bool collection;
} SolveRun;

/* Whether standard output and standard error are the same terminal. */
static bool same_terminal(void)
{
    struct stat out, err;
    return isatty(STDOUT_FILENO) && isatty(STDERR_FILENO) && fstat(STDOUT_FILENO, &out) == 0 &&
           fstat(STDERR_FILENO, &err) == 0 && out.st_rdev == err.st_rdev;
}

/* Reports one position (or its error), read at line; label heads a problem of
 * a collection that has no id. Returns the exit status. */

/* "b) +wPb2" over a twin that cannot be solved, in the men's notation of the
 * report beside it ("b) +w♙b2" with --notation figurine, as report_text_styled
 * writes a twin solved). */
typedef struct {
    const Problem *pb;
    Lang lang;
} TwinLine;

static void write_twin_line(FILE *out, const void *ctx)
{
    const TwinLine *t = ctx;
    twin_text_line(out, t->pb, t->lang);
}

static void twin_heading(const Problem *pb, const CliOptions *o)
{
    TwinLine t = { pb, o->lang };
    figurine_through(stdout, o->figurine, o->lang, write_twin_line, NULL, &t);
}

static int report_one(SolveRun *r, const Problem *pb, const char *err, const char *label, long line)
{
    const CliOptions *o = r->o;
    char where[4200]; /* a note names the file and line, as batch's do */
    snprintf(where, sizeof where, "%s:%ld", r->name, line);
    if (!o->json && r->reports++ > 0)
        putchar('\n'); /* a blank line between the reports */
    if (err) {
        /* The message keeps its place in the text report of a collection or
         * twins; on stderr too unless both go to one screen (read it once). */
        bool in_place = !o->json && (label || pb->twin);
        if (!in_place || !same_terminal())
            fprintf(stderr, "%s: %s\n", msg_prefix(), err);
        if (o->json) {
            char *line = report_json_problem_error(pb, err);
            if (line)
                puts(line);
            free(line);
        } else if (label || pb->twin) { /* the position keeps its place; the message names file and line */
            if (pb->id)
                printf("%s\n", pb->id);
            twin_heading(pb, o);
            printf("%s\n", err);
        }
        return 2;
    }
    if (pb->warnings[0])
        fprintf(stderr, "%s: %s:%ld: warning: %s\n", msg_prefix(), r->name, problem_warn_line(pb, line), pb->warnings);
    SolveOptions so;
    problem_solve_options(pb, &o->solve, &so);
    Status st;
    if (o->json) {
        char *line = solve_twin_record(pb, &o->solve, o->lang, &r->twins, &st, NULL);
        if (!line) {
            fprintf(stderr, "%s: out of memory\n", msg_prefix());
            return 2;
        }
        puts(line);
        free(line);
    } else {
        Solution own;
        solve(&pb->pos, &so, &own);
        /* A twin's solution is kept for the themes across the later twins. */
        const Solution *s = pb->twin ? twins_add(&r->twins, pb->twin, &own) : &own;
        TextStyle ts = options_text_style(o);
        ts.label = label;
        ts.later = r->later;
        ts.twins = pb->twin ? &r->twins : NULL;
        if (o->publish)
            report_publish(stdout, pb, s, &so, &ts);
        else
            report_text_styled(stdout, pb, s, &so, &ts);
        st = s->status;
        if (!pb->twin)
            solution_free(&own);
    }
    if (st == ST_ILLEGAL)
        fprintf(stderr, "%s: %s: illegal position\n", msg_prefix(), where);
    return exit_status(st);
}

/* The twins held are those of the problem read at line: a new problem starts anew. */
static void twins_of(SolveRun *r, long line)
{
    if (line != r->twins_line)
        twins_clear(&r->twins);
    r->twins_line = line;
}

static void report_member(SolveRun *r, const Problem *pb, long line, const char *err)
{
    twins_of(r, line);
    r->later = line == r->last_line && r->reports > 0;
    r->last_line = line;
    char label[4200];
    snprintf(label, sizeof label, "%s:%ld", r->name, line);
    int st = report_one(r, pb, err, label, line);
    if (st > r->status)
        r->status = st;
}

/* Reports the positions held back: as members of a collection, or as the
 * file's one problem. */
static void flush_held(SolveRun *r)
{
    for (int i = 0; i < r->nheld; i++) {
        Held *h = &r->held[i];
        if (r->collection) {
            report_member(r, &h->p, h->line, h->err);
        } else {
            r->later = i > 0;
            twins_of(r, h->line);
            int st = report_one(r, &h->p, h->err, NULL, h->line);
            if (st > r->status)
                r->status = st;
        }
        problem_free(&h->p);
        free(h->err);
    }
    r->nheld = 0;
}

static bool hold(SolveRun *r, Problem *p, long line, const char *err)
{
    Held *h = realloc(r->held, sizeof *h * (size_t)(r->nheld + 1));
    if (!h)
        return false;
    r->held = h;
    h = &r->held[r->nheld++];
    problem_take(&h->p, p);
    h->line = line; /* the line of the problem's first position */
    h->err = err ? strdup(err) : NULL;
    return true;
}

/* input_read_file callback: every position, or those of the problem chosen. */
static int on_problem(void *ctx, long lineno, Problem *p, const char *err)
{
    SolveRun *r = ctx;
    const CliOptions *o = r->o;
    bool new_problem = r->problems == 0 || !problem_same(&r->first, r->first_line, p, lineno);
    if (new_problem) {
        problem_free(&r->first);
        if (!problem_copy(&r->first, p)) {
            fprintf(stderr, "%s: out of memory\n", msg_prefix());
            r->status = 2;
            return 1;
        }
        r->first_line = lineno;
        r->problems++;
    }
    /* The rest of a line too long is skipped before the next problem; where it
     * may never end, this is the last. */
    int last = err && r->may_not_end && strstr(err, FEN_LINE_LONG_MSG) && !p->twin_of;
    if (o->pick.id || o->pick.index) {
        if (!problem_chosen(&o->pick, &r->first, r->problems))
            return r->chosen ? 1 : last; /* past the chosen problem: done */
        r->chosen = true;
        report_member(r, p, r->first_line, err);
        return last;
    }
    if (!r->collection && new_problem && r->problems == 2) {
        r->collection = true;
        flush_held(r);
    }
    if (!r->collection) {
        if (!hold(r, p, r->first_line, err)) {
            fprintf(stderr, "%s: out of memory\n", msg_prefix());
            r->status = 2;
            return 1;
        }
        return last;
    }
    report_member(r, p, r->first_line, err);
    return last;
}

int cmd_solve(int nargs, char **args)
{
    CliOptions o;
    char err[512];
    const char *path;
    int nops = options_parse_file(nargs, args, &o, &path, err, sizeof err);
    if (nops >= 0 && o.help) {
        options_usage(stdout);
        return std_out_status(0);
    }
    if (nops == 1 && o.json && (o.publish || o.figurine))
        snprintf(err, sizeof err, "%s: the JSON record has UCI moves and English SAN",
                 o.publish ? "--publish" : "--notation"), nops = -1;
    else if (nops == 1 && o.publish && o.solve.keys_only)
        snprintf(err, sizeof err, "--publish prints the whole solution: not with --keys-only"), nops = -1;
    else if (nops == 1 && o.why && (o.json || o.solve.keys_only || o.publish))
        snprintf(err, sizeof err, "--why: %s", o.json ? "the JSON record always has the motives"
                                             : o.publish ? "not with --publish (the solution as printed)"
                                                         : "the motives need the full analysis, not --keys-only"),
            nops = -1;
    if (nops < 0 || nops != 1) {
        fprintf(stderr, "chiave solve: %s\n", nops < 0 ? err : "expected one FILE (or - for standard input)");
        fputs("try 'chiave --help'\n", stderr);
        return 2;
    }
    if (!o.json && !defaults_apply(&o, err, sizeof err)) { /* JSON: the command line alone */
        fprintf(stderr, "%s: %s\n", msg_prefix(), err);
        return 2;
    }

    if (same_file_input(STDOUT_FILENO, (char *const[]){ (char *)path }, 1)) {
        same_file_refuse("solve", path, "standard output");
        return 2;
    }
    const char *name = strcmp(path, "-") == 0 ? "<stdin>" : path;
    struct stat st;
    int got = strcmp(path, "-") == 0 ? fstat(STDIN_FILENO, &st) : stat(path, &st);
    SolveRun r = { .o = &o, .name = name, .may_not_end = got != 0 || !S_ISREG(st.st_mode) };
    int rc = input_read_file(path, on_problem, &r, err, sizeof err);
    flush_held(&r);
    free(r.held);
    twins_clear(&r.twins);
    problem_free(&r.first);
    if (rc != 0) {
        fprintf(stderr, "%s: %s\n", msg_prefix(), err);
        return std_out_status(2);
    }
    if ((o.pick.id || o.pick.index) && !r.chosen) {
        problem_choice_missing(&o.pick, name, r.problems, err, sizeof err);
        fprintf(stderr, "chiave solve: %s\n", err);
        return std_out_status(2);
    }
    return std_out_status(r.status);
}
