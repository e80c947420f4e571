/* diagram.c - `chiave diagram`: each problem of a file drawn as a magazine
 * prints it, as SVG, PNG, PDF or LaTeX (solver/diagram/). */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fen/input.h"
#include "solver/cli/collection.h"
#include "solver/cli/commands.h"
#include "solver/diagram/diagram.h"
#include "solver/diagram/render.h"
#include "solver/diagram/svg.h"
#include "solver/diagram/tex.h"
#include "solver/io/msg_prefix.h"
#include "solver/io/std_streams.h"
#include "solver/io/atomic_file.h"

#define DIAGRAM_USAGE \
    "usage: chiave diagram [--format svg|png|pdf|tex] [--id NAME | --index N] [-o OUT]\n" \
    "                      [--lang it|de|fr|en] FILE|-\n" \
    "  each problem of FILE drawn as a magazine prints it: the board (a1 bottom\n" \
    "  left, White at the bottom), the men, and the caption (authors, source, the\n" \
    "  stipulation, the count of men (6+4), C+ when chiave finds it sound, the\n" \
    "  twins in the language of --lang).\n" \
    "  --format F   svg (default: standalone, the men drawn as paths), png, pdf\n" \
    "               (rendered by librsvg and cairo) or tex (LaTeX for the package\n" \
    "               chess-problem-diagrams)\n" \
    "  --id NAME    only the problem with that id; --index N: only the N-th\n" \
    "  -o OUT       (or --output OUT) write to OUT, not to standard output; for\n" \
    "               several problems (svg, png, tex) OUT is a directory, one file\n" \
    "               each named by its id (or its number in FILE); pdf writes one\n" \
    "               file, a page a problem\n" \
    "  --lang L     the caption's words (it, de, fr, en; default en): the twins'\n" \
    "               lines, \"Black to move\"\n" \
    "  exit status 0 done, 2 bad input or usage\n"

typedef enum { FMT_SVG, FMT_PNG, FMT_PDF, FMT_TEX } Format;
static const char *const EXT[] = { "svg", "png", "pdf", "tex" };

/* A problem of the file: its positions (the first, then its twins). */
typedef struct {
    Problem *pos;
    int n;
    long line, number; /* where it starts; its number in the file, from 1 */
    bool bad;          /* its first position could not be read (said on stderr) */
    bool bad_twin;     /* a later one could not (the others are drawn) */
    char *errors;      /* the readers' messages, a line each, or NULL */
} Entry;

typedef struct {
    Entry *e;
    int n;
    bool oom;
} Reading;

static int on_position(void *ctx, long lineno, Problem *p, const char *err)
{
    Reading *r = ctx;
    Entry *last = r->n ? &r->e[r->n - 1] : NULL;
    if (!last || !problem_same(&last->pos[0], last->line, p, lineno)) {
        Entry *e = realloc(r->e, sizeof *e * (size_t)(r->n + 1));
        if (!e)
            return r->oom = true;
        r->e = e;
        last = &r->e[r->n++];
        *last = (Entry){ .line = lineno, .number = r->n };
    }
    if (err) {
        /* Said when the problem is among those asked for. */
        size_t had = last->errors ? strlen(last->errors) : 0;
        char *errors = realloc(last->errors, had + strlen(err) + 2);
        if (!errors)
            return r->oom = true;
        last->errors = errors;
        sprintf(errors + had, "%s\n", err);
        *(last->n ? &last->bad_twin : &last->bad) = true;
        if (last->n)
            return 0; /* a twin that is no #2: the diagram shows the others */
    }
    Problem *pos = realloc(last->pos, sizeof *pos * (size_t)(last->n + 1));
    if (!pos)
        return r->oom = true;
    last->pos = pos;
    problem_take(&pos[last->n++], p);
    return 0;
}

static void reading_free(Reading *r)
{
    for (int i = 0; i < r->n; i++) {
        for (int j = 0; j < r->e[i].n; j++)
            problem_free(&r->e[i].pos[j]);
        free(r->e[i].pos);
        free(r->e[i].errors);
    }
    free(r->e);
}

/* The diagram of e in format f (not pdf): malloc'd bytes, or NULL with a message. */
static unsigned char *draw(const Entry *e, Format f, Lang lang, size_t *len, char *err, size_t errlen)
{
    Diagram d;
    if (!diagram_build(&d, e->pos, e->n, lang)) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    unsigned char *out = NULL;
    if (f == FMT_TEX) {
        out = (unsigned char *)diagram_tex(&d);
        *len = out ? strlen((char *)out) : 0;
    } else {
        out = (unsigned char *)diagram_svg(&d, len);
    }
    diagram_free(&d);
    if (!out)
        snprintf(err, errlen, "out of memory");
    if (out && f == FMT_PNG) {
        unsigned char *png = NULL;
        if (render_png((const char *)out, *len, &png, len, err, errlen) != 0)
            png = NULL;
        free(out);
        out = png;
    }
    return out;
}

/* The pdf of the entries chosen, a page each. */
static unsigned char *draw_pdf(Entry *const *chosen, int n, Lang lang, size_t *len, char *err, size_t errlen)
{
    char **svg = calloc((size_t)n, sizeof *svg);
    size_t *lens = calloc((size_t)n, sizeof *lens);
    unsigned char *pdf = NULL;
    int made = 0;
    if (svg && lens)
        for (; made < n; made++)
            if (!(svg[made] = (char *)draw(chosen[made], FMT_SVG, lang, &lens[made], err, errlen)))
                break;
    if (!svg || !lens)
        snprintf(err, errlen, "out of memory");
    else if (made == n && render_pdf((const char *const *)svg, lens, n, &pdf, len, err, errlen) != 0)
        pdf = NULL;
    for (int i = 0; svg && i < made; i++)
        free(svg[i]);
    free(svg);
    free(lens);
    return pdf;
}

/* Writes bytes over path, never half a diagram (solver/io/atomic_file.h: a
 * temporary file renamed into place, through links; a device or pipe written
 * into). */
static int write_file(const char *path, const unsigned char *bytes, size_t len)
{
    char err[PATH_MAX + 128];
    if (file_write_atomic(path, bytes, len, err, sizeof err) == 0)
        return 0;
    fprintf(stderr, "%s: %s\n", msg_prefix(), err);
    return -1;
}

/* The file name of e in a directory: its id made safe ("/" and other
 * characters but letters, digits, '.', '-', '_' as '_'; no leading '.'), or its
 * number; "-N" added when an earlier problem took the name. */
static void file_name(const Entry *e, Format f, char names[][128], int done, char *out)
{
    const char *id = e->pos[0].id;
    char base[96] = "";
    for (size_t i = 0; id && id[i] && i + 1 < sizeof base; i++) {
        char c = id[i];
        bool safe = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                    c == '-' || c == '_' || (c == '.' && i > 0);
        base[i] = safe ? c : '_';
        base[i + 1] = '\0';
    }
    if (!base[0])
        snprintf(base, sizeof base, "%ld", e->number);
    snprintf(out, 128, "%s.%s", base, EXT[f]);
    for (int i = 0; i < done; i++)
        if (strcmp(names[i], out) == 0) {
            snprintf(out, 128, "%s-%ld.%s", base, e->number, EXT[f]);
            break;
        }
}

typedef struct {
    const char *file, *name, *out, *pick_id;
    long pick_index;
    Format format;
    Lang lang;
} DiagramArgs;

/* Writes the chosen problems. Returns the exit status. */
static int write_out(const DiagramArgs *a, Entry *const *chosen, int n)
{
    char err[512];
    struct stat st;
    bool dir = a->out && a->format != FMT_PDF && (n > 1 || (stat(a->out, &st) == 0 && S_ISDIR(st.st_mode)));
    if (!a->out && n > 1 && a->format != FMT_PDF) {
        fprintf(stderr, "chiave diagram: %s holds %d problems: choose one with --id or --index, or write "
                        "each to a directory with -o DIR\n", a->name, n);
        return 2;
    }
    if (!a->out && (a->format == FMT_PNG || a->format == FMT_PDF) && isatty(STDOUT_FILENO)) {
        fprintf(stderr, "chiave diagram: %s is no text for a terminal: write it to a file with -o OUT\n",
                EXT[a->format]);
        return 2;
    }
    if (dir && mkdir(a->out, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "%s: %s: %s\n", msg_prefix(), a->out, strerror(errno));
        return 2;
    }
    if (a->format == FMT_PDF) {
        size_t len;
        unsigned char *pdf = draw_pdf(chosen, n, a->lang, &len, err, sizeof err);
        int rc = !pdf ? -1 : a->out ? write_file(a->out, pdf, len) : (fwrite(pdf, 1, len, stdout), 0);
        if (!pdf)
            fprintf(stderr, "chiave diagram: %s\n", err);
        free(pdf);
        return rc == 0 ? 0 : 2;
    }
    char (*names)[128] = calloc((size_t)n, sizeof *names);
    if (!names) {
        fprintf(stderr, "%s: out of memory\n", msg_prefix());
        return 2;
    }
    int status = 0;
    for (int i = 0; i < n; i++) {
        size_t len;
        unsigned char *bytes = draw(chosen[i], a->format, a->lang, &len, err, sizeof err);
        if (!bytes) {
            fprintf(stderr, "chiave diagram: %s:%ld: %s\n", a->name, chosen[i]->line, err);
            status = 2;
            continue;
        }
        if (!a->out) {
            fwrite(bytes, 1, len, stdout);
        } else if (!dir) {
            status = write_file(a->out, bytes, len) == 0 ? status : 2;
        } else {
            file_name(chosen[i], a->format, names, i, names[i]);
            size_t plen = strlen(a->out) + strlen(names[i]) + 2;
            char *path = malloc(plen);
            if (path) {
                snprintf(path, plen, "%s/%s", a->out, names[i]);
                status = write_file(path, bytes, len) == 0 ? status : 2;
            } else {
                status = 2;
            }
            free(path);
        }
        free(bytes);
    }
    free(names);
    return status;
}

static int run(const DiagramArgs *a)
{
    Reading r = { 0 };
    char err[512];
    int rc = input_read_file(a->file, on_position, &r, err, sizeof err);
    int status = 0;
    Entry **chosen = calloc((size_t)r.n + 1, sizeof *chosen);
    int n = 0;
    if (r.oom || !chosen) {
        fprintf(stderr, "%s: out of memory\n", msg_prefix());
        status = 2;
    } else if (rc != 0) {
        fprintf(stderr, "%s: %s\n", msg_prefix(), err);
        status = 2;
    } else {
        for (int i = 0; i < r.n; i++) {
            Entry *e = &r.e[i];
            bool match = a->pick_id ? e->pos[0].id && strcmp(e->pos[0].id, a->pick_id) == 0
                         : a->pick_index ? e->number == a->pick_index : true;
            if (!match || (a->pick_id && n > 0))
                continue;
            for (const char *m = e->errors; m && *m; m += strcspn(m, "\n") + 1)
                fprintf(stderr, "%s: %.*s\n", msg_prefix(), (int)strcspn(m, "\n"), m);
            if (e->bad || e->bad_twin)
                status = 2; /* the others are still drawn */
            if (!e->bad)
                chosen[n++] = e;
        }
        if (a->pick_id && n == 0 && status == 0)
            fprintf(stderr, "chiave diagram: %s: no problem with id '%s'\n", a->name, a->pick_id), status = 2;
        else if (a->pick_index && a->pick_index > r.n)
            fprintf(stderr, "chiave diagram: %s: no problem %ld (the file holds %d)\n", a->name, a->pick_index,
                    r.n), status = 2;
        if (n > 0) {
            int st = write_out(a, chosen, n);
            status = st > status ? st : status;
        }
    }
    free(chosen);
    reading_free(&r);
    return std_out_status(status);
}

/* Sets values[id - OPT_OWN]; a flag (--help) gets "". */
static bool diagram_value(void *ctx, int id, const char *val, const char *name, char *err, size_t errlen)
{
    return cli_own_value(ctx, id, val ? val : "", name, err, errlen);
}

enum { OPT_FORMAT = OPT_OWN, OPT_OUTPUT, OPT_ID, OPT_INDEX, OPT_LANG, OPT_HELP };
static const OptRow DIAGRAM_ROWS[] = {
    { "format", 0, "F", NULL, OPT_FORMAT },
    { "output", 'o', "OUT", NULL, OPT_OUTPUT },
    { "id", 0, "NAME", NULL, OPT_ID },
    { "index", 0, "N", NULL, OPT_INDEX },
    { "lang", 0, "it|de|fr|en", NULL, OPT_LANG },
    { "help", 'h', NULL, NULL, OPT_HELP },
    { NULL, 0, NULL, NULL, 0 },
};
static const OptGroup DIAGRAM_OPTIONS[] = { { NULL, DIAGRAM_ROWS, NULL }, { NULL, NULL, NULL } };

int cmd_diagram(int nargs, char **args)
{
    const char *values[6] = { NULL }; /* by id - OPT_OWN; help's is set to "" */
    char err[512];
    char **files = calloc((size_t)nargs + 1, sizeof *files);
    if (!files) {
        fprintf(stderr, "%s: out of memory\n", msg_prefix());
        return 2;
    }
    int nrest = opt_parse_words("diagram", DIAGRAM_OPTIONS, nargs, args, diagram_value, values, files, err, sizeof err);
    const char *format = values[OPT_FORMAT - OPT_OWN], *out = values[OPT_OUTPUT - OPT_OWN];
    const char *id = values[OPT_ID - OPT_OWN], *index = values[OPT_INDEX - OPT_OWN], *lang = values[OPT_LANG - OPT_OWN];
    bool help = values[OPT_HELP - OPT_OWN] != NULL;
    DiagramArgs a = { .lang = LANG_EN, .file = nrest > 0 ? files[0] : NULL };
    int nfiles = nrest > 0 ? nrest : 0;
    free(files);
    long n = 0;
    if (nrest >= 0 && help) {
        fputs(DIAGRAM_USAGE, stdout);
        return std_out_status(0);
    }
    if (nrest >= 0 && format) {
        int f = -1;
        for (int i = 0; i < 4; i++)
            if (strcmp(format, EXT[i]) == 0)
                f = i;
        if (f < 0)
            snprintf(err, sizeof err, "--format: '%s' is not one of svg, png, pdf, tex", format), nrest = -1;
        a.format = f < 0 ? FMT_SVG : (Format)f;
    }
    if (nrest >= 0 && lang && !lang_parse(lang, &a.lang))
        snprintf(err, sizeof err, "--lang: '%s' is not one of it, de, fr, en", lang), nrest = -1;
    if (nrest >= 0 && index && !cli_number("--index", index, 1, 2000000000L, &n, err, sizeof err))
        nrest = -1;
    if (nrest >= 0 && id && !*id)
        snprintf(err, sizeof err, "--id: empty name"), nrest = -1;
    if (nrest >= 0 && id && index)
        snprintf(err, sizeof err, "--id and --index: choose the problem one way"), nrest = -1;
    if (nrest >= 0 && out && !*out)
        snprintf(err, sizeof err, "-o: empty file name"), nrest = -1;
    if (nrest >= 0 && nfiles != 1)
        snprintf(err, sizeof err, "expected one FILE (or - for standard input)"), nrest = -1;
    if (nrest < 0) {
        fprintf(stderr, "chiave diagram: %s\ntry 'chiave diagram --help'\n", err);
        return 2;
    }
    a.name = strcmp(a.file, "-") == 0 ? "<stdin>" : a.file;
    a.out = out;
    a.pick_id = id;
    a.pick_index = n;
    return run(&a);
}
