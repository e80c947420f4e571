/* std_streams.h - the standard descriptors 0-2 made safe to rely on, and the
 * writes to standard output checked, for every command. */
#ifndef CHIAVE_STD_STREAMS_H
#define CHIAVE_STD_STREAMS_H

#include <stdbool.h>
#include <stdio.h>

/* At the very start of main, before anything is opened: a closed descriptor
 * 0, 1 or 2 is taken by /dev/null opened the other way round (0 write-only,
 * 1 and 2 read-only), so that using it fails with EBADF as the closed one
 * would, and no file opened later (a --resume OUT, a pipe) gets its number
 * and receives what was meant for the terminal. False if /dev/null cannot
 * be opened. */
bool std_fds_guard(void);

/* Flushes f (named name in the message). False, with "chiave CMD: name:
 * <strerror>" on stderr, when a write to f failed since the last check; what
 * could not be written is dropped, so that it is said once. */
bool stream_flush(FILE *f, const char *name);

/* stream_flush of standard output. */
bool std_out_flush(void);

/* A command's exit status once its output is flushed: status, or 2 when
 * standard output could not be written (said on stderr). */
int std_out_status(int status);

/* At the end of main: closes standard output (the last write error, e.g. of
 * a file system that reports it on close, shows there); status, or 2. */
int std_out_close(int status);

#endif
