/* std_streams.c - descriptors 0-2 kept taken, standard output checked. */
#include "solver/io/std_streams.h"
#include "solver/io/msg_prefix.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <string.h>
#include <unistd.h>

bool std_fds_guard(void)
{
    for (int fd = 0; fd <= 2; fd++) {
        if (fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        /* The lower ones are open, so open() returns fd itself. */
        int got = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
        if (got < 0)
            return false;
        if (got != fd) {
            int ok = dup2(got, fd) == fd;
            close(got);
            if (!ok)
                return false;
        }
    }
    return true;
}

bool stream_flush(FILE *f, const char *name)
{
    int e = fflush(f) != 0 ? errno : 0;
    if (!e && !ferror(f))
        return true;
    fprintf(stderr, "%s: %s: %s\n", msg_prefix(), name, e ? strerror(e) : "write error");
    __fpurge(f);
    clearerr(f);
    return false;
}

bool std_out_flush(void)
{
    return stream_flush(stdout, "standard output");
}

int std_out_status(int status)
{
    return std_out_flush() ? status : 2;
}

int std_out_close(int status)
{
    status = std_out_status(status);
    if (fclose(stdout) != 0 && status != 2) {
        fprintf(stderr, "%s: standard output: %s\n", msg_prefix(), strerror(errno));
        status = 2;
    }
    return status;
}
