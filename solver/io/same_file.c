/* same_file.c - an output that is also an input, told by device and inode. */
#include "solver/io/same_file.h"

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *matching(const struct stat *out, char *const *paths, int n)
{
    if (!S_ISREG(out->st_mode))
        return NULL;
    for (int i = 0; i < n; i++) {
        struct stat in;
        int got = strcmp(paths[i], "-") == 0 ? fstat(STDIN_FILENO, &in) : stat(paths[i], &in);
        if (got == 0 && S_ISREG(in.st_mode) && in.st_dev == out->st_dev && in.st_ino == out->st_ino)
            return paths[i];
    }
    return NULL;
}

const char *same_file_input(int out_fd, char *const *paths, int n)
{
    struct stat out;
    return fstat(out_fd, &out) == 0 ? matching(&out, paths, n) : NULL;
}

const char *same_file_input_path(const char *out_path, char *const *paths, int n)
{
    struct stat out;
    return stat(out_path, &out) == 0 ? matching(&out, paths, n) : NULL;
}

void same_file_refuse(const char *cmd, const char *path, const char *out_name)
{
    fprintf(stderr, "chiave %s: %s: the input is also %s (chiave would read its own output "
            "without end); nothing done\n", cmd, strcmp(path, "-") == 0 ? "<stdin>" : path, out_name);
}
