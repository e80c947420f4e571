/* perft.c - `chiave perft DEPTH "FEN"`: node counts per first move
 * ("divide"), then the total on the last line. */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/cli/commands.h"
#include "solver/io/std_streams.h"
#include "solver/movegen.h"

#define PERFT_USAGE "usage: chiave perft DEPTH \"FEN\""

/* Whether word is an option (a dash and a letter), which perft has none of
 * but --help: "-" alone is a FEN field, "-1" a bad DEPTH. */
static bool is_option(const char *word)
{
    return word[0] == '-' && (word[1] == '-' || isalpha((unsigned char)word[1]));
}

/* The FEN given as one word or several, joined by spaces (malloc'd). */
static char *joined(int nargs, char **args)
{
    size_t n = 1;
    for (int i = 0; i < nargs; i++)
        n += strlen(args[i]) + 1;
    char *fen = malloc(n), *at = fen;
    for (int i = 0; fen && i < nargs; i++)
        at += sprintf(at, "%s%s", i ? " " : "", args[i]);
    return fen;
}

int cmd_perft(int nargs, char **args)
{
    if (nargs >= 1 && (strcmp(args[0], "--help") == 0 || strcmp(args[0], "-h") == 0)) {
        puts(PERFT_USAGE);
        return std_out_status(0);
    }
    for (int i = 0; i < nargs; i++)
        if (is_option(args[i])) {
            fprintf(stderr, "chiave perft: unknown option '%s' (" PERFT_USAGE ")\n", args[i]);
            return 2;
        }
    if (nargs == 0) {
        fputs("chiave perft: DEPTH and FEN missing (" PERFT_USAGE ")\n", stderr);
        return 2;
    }
    char *end;
    errno = 0;
    long depth = strtol(args[0], &end, 10);
    if (errno || end == args[0] || *end || depth < 0 || depth > 20) {
        fprintf(stderr, "chiave perft: DEPTH '%s' is not a number from 0 to 20 (" PERFT_USAGE ")\n", args[0]);
        return 2;
    }
    if (nargs == 1) {
        fprintf(stderr, "chiave perft: FEN missing after DEPTH %ld (" PERFT_USAGE ")\n", depth);
        return 2;
    }
    /* The FEN may come quoted or as separate words. */
    char *fen = joined(nargs - 1, args + 1);
    if (!fen) {
        perror("chiave perft");
        return 2;
    }
    Problem pb;
    char err[512];
    int bad = fen_parse_line(fen, &pb, err, sizeof err);
    free(fen);
    if (bad) {
        fprintf(stderr, "chiave perft: FEN: %s\n", err);
        problem_free(&pb);
        return 2;
    }
    if (pb.warnings[0])
        fprintf(stderr, "chiave perft: warning: %s\n", pb.warnings);

    uint64_t total = 0;
    if (depth == 0) {
        total = 1;
    } else {
        MoveList list;
        gen_legal(&pb.pos, &list);
        for (int i = 0; i < list.n; i++) {
            Undo u;
            char uci[8];
            make_move(&pb.pos, list.moves[i], &u);
            uint64_t n = perft(&pb.pos, (int)depth - 1);
            unmake_move(&pb.pos, &u);
            printf("%s: %" PRIu64 "\n", move_to_uci(list.moves[i], uci), n);
            total += n;
        }
        putchar('\n');
    }
    printf("Nodes searched: %" PRIu64 "\n", total);
    problem_free(&pb);
    return std_out_status(0);
}
