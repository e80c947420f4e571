/* save_file.h - a file read whole, then replaced by a new text without
 * losing anything: not when another program changed it since it was read
 * (the save is refused), not through a symbolic link (its target is written,
 * owner and mode kept), not when two writers save at once (they take turns
 * on a lock of the file's directory), and never half written (a temporary
 * file of a unique name beside it, flushed, renamed over it). */
#ifndef CHIAVE_SAVE_FILE_H
#define CHIAVE_SAVE_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

/* What a file was when it was read (or last written): with the text itself,
 * what tells whether it changed since. */
typedef struct {
    long long size;
    struct timespec mtime;
} FileSeen;

/* The whole file at path (through links), at most max bytes, NUL-terminated;
 * its length in *len and its size and time in *seen. NULL with a message
 * naming path ("path: Is a directory", "path: larger than N MiB ..."). */
char *file_read_whole(const char *path, size_t max, size_t *len, FileSeen *seen, char *err, size_t errlen);

typedef enum {
    SAVE_DONE,     /* written; *seen is the new file */
    SAVE_CHANGED,  /* the file is no longer what was read: left as it is */
    SAVE_BUSY,     /* another writer held the lock too long: left as it is */
    SAVE_FAILED,   /* could not be written (errno's message): left as it is */
} SaveStatus;

/* How long file_replace waits for another writer's lock, in milliseconds. */
#define SAVE_LOCK_WAIT_MS 5000

/* Replaces the content of the file at path by text[0..len), provided it is
 * still what was read: old[0..oldlen) with size and time *seen, checked once
 * the lock is held and its name checked again just before the rename. A path
 * that is a symbolic link writes the file it leads to; the new file takes
 * the old one's owner, group and mode. Writers that use this take turns on
 * an flock(2) of the directory; the temporary file is created there with a
 * unique name (mkstemp: O_EXCL, so no link planted there is followed) and
 * removed on any failure. err gets a message naming path for anything but
 * SAVE_DONE. */
SaveStatus file_replace(const char *path, const char *old, size_t oldlen, FileSeen *seen,
                        const char *text, size_t len, char *err, size_t errlen);

#endif
