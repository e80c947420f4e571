/* write_all.h - writing a whole buffer to a descriptor. */
#ifndef CHIAVE_WRITE_ALL_H
#define CHIAVE_WRITE_ALL_H

#include <stdbool.h>
#include <stddef.h>

/* write(2) until all of s is out, through EINTR and short writes. */
bool write_all(int fd, const char *s, size_t n);

#endif
