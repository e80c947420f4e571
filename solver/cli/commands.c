/* commands.c - the table of chiave's commands: what main() looks a command
 * up in and what `chiave --help` lists. */
#include "solver/cli/commands.h"

#include <string.h>

/* Each command's synopsis and what it does, as `chiave --help` shows them
 * after "chiave " (continuation lines under the description column). */
const Command commands[] = {
    { "solve", cmd_solve,
      "solve [options] FILE|-     the composer's report of every problem\n"
      "of FILE (each twin)" },
    { "batch", cmd_batch,
      "batch [options] [-j N] FILE...|-\n"
      "one JSON record a line per problem" },
    { "perft", cmd_perft,
      "perft DEPTH \"FEN\"          move-generator node count (divide)" },
    { "verify", cmd_verify,
      "verify [options] FILE --expect RECORD [--strict] | --key MOVE[,MOVE]\n"
      "solve again, say what changed from RECORD\n"
      "(a solve --json / batch record); exit 0 same\n"
      "keys (--strict: same play and named\n"
      "themes), 1 changed\n"
      "\tverify [options] FILE --theme NAME[,NAME...]\n"
      "exit 0 only when the problem shows every\n"
      "theme named (le-grand, zagoruiko, ...)" },
    { "watch", cmd_watch,
      "watch [options] FILE       re-solve FILE each time it is saved and say\n"
      "what changed (Ctrl-C ends)" },
    { "serve", cmd_serve,
      "serve [--port N] [--open] [FILE]\n"
      "the workbench: a board editor with instant\n"
      "analysis in the browser (serve --help)" },
    { "convert", cmd_convert,
      "convert FILE...|- --to fen|epd|popeye|yaml\n"
      "every problem of the FILEs (any format)\n"
      "written to standard output in another\n"
      "format (--to)" },
    { "economy", cmd_economy,
      "economy [options] FILE     what every man does (economy --help)" },
    { "repair", cmd_repair,
      "repair [options] FILE      sound versions of a cooked problem (repair --help)" },
    { "diagram", cmd_diagram,
      "diagram [--format F] [--id NAME|--index N] [-o OUT] FILE\n"
      "each problem drawn as a magazine prints it\n"
      "(diagram --help)" },
    { "index", cmd_index,
      "index -o DB [-j N] FILE... every problem of the FILEs with its analysis\n"
      "in an SQLite database (index --help)" },
    { "find", cmd_find,
      "find DB [--theme NAME]... [--key MOVE] [--like FILE] ...\n"
      "the problems of DB that match, one a line\n"
      "(find --help)" },
    { "themes", cmd_themes,
      "themes [--lang L] [NAME]   every theme (or NAME) with its definition\n"
      "and source; exit 2 for an unknown NAME" },
    { NULL, NULL, NULL },
};

const Command *command_find(const char *name)
{
    for (const Command *c = commands; c->name; c++)
        if (strcmp(c->name, name) == 0)
            return c;
    return NULL;
}

void commands_usage(FILE *out)
{
    enum { DESCRIPTION_COLUMN = 41 };
    const char *lead = "usage: chiave ";
    for (const Command *c = commands; c->name; c++) {
        for (const char *s = c->summary; *s;) {
            size_t n = strcspn(s, "\n");
            if (*s == '\t') /* another synopsis of the same command */
                fprintf(out, "       chiave %.*s\n", (int)n - 1, s + 1);
            else if (s == c->summary)
                fprintf(out, "%s%.*s\n", lead, (int)n, s);
            else
                fprintf(out, "%*s%.*s\n", DESCRIPTION_COLUMN, "", (int)n, s);
            s += n + (s[n] == '\n');
        }
        lead = "       chiave ";
    }
    fputs("       chiave --help | --version\n", out);
}
