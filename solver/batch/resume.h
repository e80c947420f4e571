/* resume.h - `batch --resume OUT`: what OUT already holds. */
#ifndef CHIAVE_BATCH_RESUME_H
#define CHIAVE_BATCH_RESUME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* The keys of the records already written. A record's key is its id, or
 * without id its fen, or without fen its error from the line number on
 * ("LINE: text" of "FILE:LINE: text"), whatever the input file was called. */
typedef struct KeySet KeySet;
/* Opens OUT for appending (creating it when absent), locks it (flock,
 * exclusive: a second run on the same OUT is refused at once; the lock goes
 * with the descriptor) and reads the keys of its records into *ks. A last
 * line without newline that starts as a record does ({"id":) is the record a
 * killed run was writing: it is cut off the file (a warning on warn, if not
 * NULL), or, when it is a whole record, completed with a newline. A complete
 * line that is not a record, or a last line without newline that does not
 * start as one, means OUT is not chiave's output: nothing is touched. Returns
 * the descriptor, or -1 with a message in msg. */
int resume_open(const char *path, FILE *warn, KeySet **ks, long *nrecords,
                char *msg, size_t msglen);
/* Whether OUT held (another) record with this key; each one is taken once. */
bool keyset_take(KeySet *ks, const char *id, const char *fen, const char *error);
void keyset_free(KeySet *ks);

#endif
