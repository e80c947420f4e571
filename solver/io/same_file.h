/* same_file.h - an output that is also one of the inputs: `chiave batch f >> f`
 * would read its own output and never end, filling the disk. */
#ifndef CHIAVE_SAME_FILE_H
#define CHIAVE_SAME_FILE_H

/* The first of paths[0..n) ("-": standard input) that is the regular file
 * open on descriptor out_fd (same device and inode), or NULL. A path that
 * cannot be stat'ed matches nothing (its reader says why); neither does an
 * output that is not a regular file (a terminal, a pipe, /dev/null). */
const char *same_file_input(int out_fd, char *const *paths, int n);

/* The same for the output file at out_path, which need not exist yet. */
const char *same_file_input_path(const char *out_path, char *const *paths, int n);

/* What the commands say on stderr before doing nothing (and exiting with 2):
 * "chiave CMD: PATH: the input is also OUT_NAME (...); nothing done". */
void same_file_refuse(const char *cmd, const char *path, const char *out_name);

#endif
