/* optparse.c - the rows of a command's options turned into getopt_long's
 * tables, its parse, and the --help printed from the same rows. */
#include "solver/cli/optparse.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_ROWS = 64 };

/* The rows of groups in order, at most MAX_ROWS; returns how many. */
static int all_rows(const OptGroup *groups, const OptRow **rows)
{
    int n = 0;
    for (const OptGroup *g = groups; g->rows; g++)
        for (const OptRow *r = g->rows; r->name && n < MAX_ROWS; r++)
            rows[n++] = r;
    return n;
}

int opt_parse(const OptGroup *groups, int argc, char **argv, OptApply apply, void *ctx,
              char **operands, char *err, size_t errlen)
{
    const OptRow *rows[MAX_ROWS];
    int n = all_rows(groups, rows);
    struct option longs[MAX_ROWS + 1];
    char shorts[2 * MAX_ROWS + 2] = ":"; /* ':' first: a missing value is told apart */
    size_t ns = 1;
    for (int i = 0; i < n; i++) {
        /* val is 256 + the row's index: never a letter, so a long option is known by it */
        longs[i] = (struct option){ rows[i]->name, rows[i]->arg ? required_argument : no_argument, NULL, 256 + i };
        if (rows[i]->letter) {
            shorts[ns++] = (char)rows[i]->letter;
            if (rows[i]->arg)
                shorts[ns++] = ':';
        }
    }
    longs[n] = (struct option){ NULL, 0, NULL, 0 };
    shorts[ns] = '\0';
    /* A fresh scan (the tests parse many command lines in one process), and
     * chiave's own messages. */
    optind = 0;
    opterr = 0;
    int c;
    while ((c = getopt_long(argc, argv, shorts, longs, NULL)) != -1) {
        const char *written = argv[optind - 1];
        if (c == '?' || c == ':') {
            char letter[3] = { '-', (char)optopt, '\0' };
            const char *what = optopt > 0 && optopt < 256 ? letter : written;
            if (c == ':')
                snprintf(err, errlen, "option '%s' needs a value", what);
            else
                snprintf(err, errlen, "unknown option '%s'", what);
            return -1;
        }
        const OptRow *row = NULL;
        char name[64]; /* for messages: "-j", or the whole long name even when a prefix was typed */
        if (c >= 256) {
            row = rows[c - 256];
            snprintf(name, sizeof name, "--%s", row->name);
        } else {
            for (int i = 0; i < n && !row; i++)
                if (rows[i]->letter == c)
                    row = rows[i];
            snprintf(name, sizeof name, "-%c", c);
        }
        if (!row || !apply(ctx, row->id, row->arg ? optarg : NULL, name, err, errlen))
            return -1;
    }
    int nops = 0;
    for (int i = optind; i < argc; i++)
        operands[nops++] = argv[i];
    return nops;
}

/* "-j N, --jobs N" or "--json" */
static int row_names(const OptRow *r, char *buf, size_t len)
{
    if (r->letter && r->arg)
        return snprintf(buf, len, "-%c %s, --%s %s", r->letter, r->arg, r->name, r->arg);
    if (r->letter)
        return snprintf(buf, len, "-%c, --%s", r->letter, r->name);
    if (r->arg)
        return snprintf(buf, len, "--%s %s", r->name, r->arg);
    return snprintf(buf, len, "--%s", r->name);
}

void opt_help(FILE *out, const OptGroup *groups)
{
    enum { HELP_COLUMN = 21 };
    for (const OptGroup *g = groups; g->rows; g++) {
        if (g->heading)
            fprintf(out, "%s\n", g->heading);
        for (const OptRow *r = g->rows; r->name; r++) {
            if (!r->help)
                continue;
            char names[96];
            int w = row_names(r, names, sizeof names);
            const char *h = r->help;
            size_t first = strcspn(h, "\n");
            if (w + 2 + 1 > HELP_COLUMN) /* the names fill the line: the help below */
                fprintf(out, "  %s\n%*s%.*s\n", names, HELP_COLUMN, "", (int)first, h);
            else
                fprintf(out, "  %-*s%.*s\n", HELP_COLUMN - 2, names, (int)first, h);
            for (h += first; *h == '\n'; h += first) {
                h++;
                first = strcspn(h, "\n");
                fprintf(out, "%*s%.*s\n", HELP_COLUMN, "", (int)first, h);
            }
        }
        if (g->notes)
            fputs(g->notes, out);
    }
}

void opt_names(const OptGroup *groups, char *buf, size_t len)
{
    size_t at = 0;
    if (len)
        buf[0] = '\0';
    for (const OptGroup *g = groups; g->rows; g++)
        for (const OptRow *r = g->rows; r->name; r++) {
            int w = r->letter ? snprintf(buf + at, len - at, "%s-%c --%s", at ? " " : "", r->letter, r->name)
                              : snprintf(buf + at, len - at, "%s--%s", at ? " " : "", r->name);
            if (w < 0 || (size_t)w >= len - at)
                return;
            at += (size_t)w;
        }
}

int opt_parse_words(const char *command, const OptGroup *groups, int nargs, char **args, OptApply apply,
                    void *ctx, char **operands, char *err, size_t errlen)
{
    char **argv = calloc((size_t)nargs + 2, sizeof *argv);
    if (!argv) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    argv[0] = (char *)command;
    memcpy(argv + 1, args, sizeof *args * (size_t)nargs);
    int nops = opt_parse(groups, nargs + 1, argv, apply, ctx, operands, err, errlen);
    free(argv);
    return nops;
}
