/* input.h - the input files of `batch` as stdio streams that can be
 * interrupted (a read waits for data or for a wake-up descriptor, whichever
 * comes first) and that count the bytes read, for the progress line. */
#ifndef CHIAVE_BATCH_INPUT_H
#define CHIAVE_BATCH_INPUT_H

#include <stdbool.h>
#include <stdio.h>
#include "fen/input.h"

typedef struct BatchInput BatchInput;

/* Opens path ("-" = standard input, which is not closed). When wake_fd >= 0
 * and becomes readable, reads fail with errno ECANCELED. Peeks at the start of
 * the file to tell its format (*fmt). Returns NULL with errno set on
 * failure; fclose the stream when done (*in lives until then). */
FILE *batch_input_open(const char *path, int wake_fd, InputFormat *fmt, BatchInput **in);

/* Bytes read from the file so far (ahead of the stream by its buffer). */
long long batch_input_bytes(const BatchInput *in);

/* Whether the reading failed because the file ended before the size it had
 * when opened (another program truncated it): reads then fail with EIO. */
bool batch_input_shrank(const BatchInput *in);

#endif
