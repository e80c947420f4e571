/* perft.c - `chiave perft DEPTH "FEN"`: node counts per first move
 * ("divide"), then the total on the last line. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/cli/commands.h"
#include "solver/io/std_streams.h"
#include "solver/movegen.h"

int cmd_perft(int nargs, char **args)
{
    if (nargs < 2) {
        fputs("usage: chiave perft DEPTH \"FEN\"\n", stderr);
        return 2;
    }
    char *end;
    errno = 0;
    long depth = strtol(args[0], &end, 10);
    if (errno || end == args[0] || *end || depth < 0 || depth > 20) {
        fprintf(stderr, "chiave perft: DEPTH '%s' is not a number from 0 to 20\n", args[0]);
        return 2;
    }
    /* The FEN may come quoted or as separate words. */
    char fen[512] = "";
    for (int i = 1; i < nargs; i++) {
        size_t used = strlen(fen);
        snprintf(fen + used, sizeof fen - used, "%s%s", i > 1 ? " " : "", args[i]);
    }
    Problem pb;
    char err[512];
    if (fen_parse_line(fen, &pb, err, sizeof err) != 0) {
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
