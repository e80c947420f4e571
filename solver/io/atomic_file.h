/* atomic_file.h - a file put in place whole or not at all: its new bytes
 * written to a temporary file of a unique name beside it, flushed, and
 * renamed over it, so that a reader finds the old file or the new one, never
 * half of one. save_file.c (the workbench's save back) builds on the steps;
 * file_write_atomic is the whole of it for a file written anew (diagram -o). */
#ifndef CHIAVE_IO_ATOMIC_FILE_H
#define CHIAVE_IO_ATOMIC_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>

/* The temporary file beside the file it is to replace. */
typedef struct {
    int fd;     /* open for writing (close-on-exec), -1 once closed */
    char *path; /* "TARGET.chiave-save-XXXXXX" made unique ("DIR/.chiave-save-XXXXXX"
                 * for a last name too long to take the suffix); NULL once renamed */
} TempFile;

/* Creates the temporary file beside target, a path whose last name is no
 * link (realpath's): mkostemp, so it is created exclusively and no link
 * planted there is followed; its mode is 0600 until the caller sets one.
 * 0, or -1 with errno (nothing to drop then). */
int temp_file_open(TempFile *t, const char *target);

/* Writes bytes[0..len) to the temporary file in full and flushes them to
 * disk. false with errno. */
bool temp_file_fill(TempFile *t, const void *bytes, size_t len);

/* Gives the temporary file the owner, group and mode (set-id bits
 * included) of st, the file it will replace. false with errno (EPERM: not
 * root, and the old file is another user's or of a group not ours). */
bool temp_file_take_owner_mode(TempFile *t, const struct stat *st);

/* Closes the temporary file and renames it over name: in the open directory
 * dfd (the temporary file's last name is taken there), or with dfd AT_FDCWD
 * name as a path. 0, or -1 with errno (then temp_file_drop removes it). */
int temp_file_rename(TempFile *t, int dfd, const char *name);

/* Closes and removes the temporary file unless it was renamed, and frees its
 * name; errno is kept. Safe to call after a temp_file_rename of either kind. */
void temp_file_drop(TempFile *t);

/* Writes bytes[0..len) as the whole file at path, flushed with its directory:
 * a file replaced keeps its owner, group and mode, or is left as it was
 * (EPERM: its owner or group is not ours to give, not root); a new file has
 * 0666 less the umask (read without setting it, so safe beside threads that
 * create files); through symbolic links the file they lead to is replaced (or
 * made, a link to a file not there yet) and the links stay (a loop of links:
 * ELOOP); hard links are not followed: the rename replaces the one name, the
 * file's other names keep the old text. A path that names a device or a pipe
 * (-o /dev/stdout) is written into, since a rename there would put a regular
 * file in the device's place. 0, or -1 with a message naming path in err. */
int file_write_atomic(const char *path, const void *bytes, size_t len, char *err, size_t errlen);

#endif
