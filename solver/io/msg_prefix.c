/* msg_prefix.c - the "chiave COMMAND" that starts every message on stderr. */
#include "solver/io/msg_prefix.h"

#include <stdio.h>

static char prefix[64] = "chiave";

void msg_prefix_set(const char *cmd)
{
    if (cmd)
        snprintf(prefix, sizeof prefix, "chiave %s", cmd);
    else
        snprintf(prefix, sizeof prefix, "chiave");
}

const char *msg_prefix(void)
{
    return prefix;
}
