/* write_all.c - writing a whole buffer to a descriptor. */
#include <errno.h>
#include <unistd.h>
#include "solver/io/write_all.h"

/* write(2) until all of s is out, through EINTR and short writes. */
bool write_all(int fd, const char *s, size_t n)
{
    while (n > 0) {
        ssize_t w = write(fd, s, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return false;
        s += w;
        n -= (size_t)w;
    }
    return true;
}
