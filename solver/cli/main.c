/* main.c - chiave, a #2 chess problem solver: dispatches to the commands. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "solver/cli/commands.h"
#include "solver/cli/options.h"
#include "solver/io/msg_prefix.h"
#include "solver/io/std_streams.h"
#include "solver/cli/version.h"

static int run(int argc, char **argv)
{
    if (argc < 2) {
        options_usage(stderr);
        return 2;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        options_usage(stdout);
        return 0;
    }
    if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "-V") == 0 || strcmp(cmd, "version") == 0) {
        printf("chiave %s\n", chiave_version);
        return 0;
    }
    const Command *c = command_find(cmd);
    if (c) {
        msg_prefix_set(c->name);
        return c->run(argc - 2, argv + 2);
    }
    fprintf(stderr, "chiave: unknown command '%s' (try chiave --help)\n", cmd);
    return 2;
}

int main(int argc, char **argv)
{
    /* Before anything is opened: a closed 0, 1 or 2 must not be handed out. */
    if (!std_fds_guard()) {
        perror("chiave: /dev/null");
        return 2;
    }
    /* Not a terminal: a buffer that holds the usage and a report whole, so that
     * a failed write (a full disk) is met at the final flush, cause and all. */
    static char out_buffer[1 << 16];
    if (!isatty(STDOUT_FILENO))
        setvbuf(stdout, out_buffer, _IOFBF, sizeof out_buffer);
    return std_out_close(run(argc, argv));
}
