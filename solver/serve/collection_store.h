/* collection_store.h - the inside of the opened collection (collection.h),
 * shared by what works on it: collection.c reads and lists it, collection_save.c
 * saves edits back into it, collection_problem.c reads a problem of it back
 * for solving (api_find.c's search, /api/collection/solve). */
#ifndef CHIAVE_SERVE_COLLECTION_STORE_H
#define CHIAVE_SERVE_COLLECTION_STORE_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

#include "fen/first_problem.h"
#include "fen/input.h"
#include "solver/io/save_file.h"
#include "solver/serve/collection.h"

/* One problem as listed. */
typedef struct {
    long line;
    char *id, *fen, *error, *title, *authors, *source, *twin, *twin_of, *twinning;
    uint8_t *twin_base; /* Problem.twin_base */
    ProblemAsks asks;   /* what the problem's own file asks (defence 2) */
    bool follows;       /* Problem.follows: a later position of the problem before */
} Entry;

/* The problems of a text. */
typedef struct {
    Entry *items;
    long n, cap;
    bool oom;
} Listing;

struct Collection {
    pthread_mutex_t mu;
    char *path;            /* the file, or NULL for an upload */
    char *name;            /* its name as shown; NULL when nothing is open */
    InputFormat fmt;
    char *text;            /* the file's bytes as read (or last saved) */
    size_t len;
    FileSeen seen;         /* the file's size and time then */
    Entry *items;
    long n, cap;
};

/* The problems of text[0..len) (format fmt, named name in messages) in *l;
 * -1 with a message. */
int listing_read(const char *name, InputFormat fmt, char *text, size_t len, Listing *l, char *err, size_t errlen);
void listing_free(Listing *l);

/* Makes text (taken over) with its listing l (taken over) the content of c
 * (c->mu held), named name, the file path or NULL; -1 if out of memory, c
 * unchanged and text and l freed. */
int collection_install(Collection *c, const char *path, const char *name, InputFormat fmt, char *text, size_t len,
                       Listing *l);

/* The positions of the problem that c's entry index is one of (c->mu held):
 * its twins (an entry and those that follow it with its twin_of), or it alone. Returns how
 * many, the first's index in *first. */
long collection_problem_span(const Collection *c, long index, long *first);

/* Entries [first, first+n) of c (c->mu held) as the positions of one problem
 * in fp, each FEN read again with the words, twin fields and options its
 * reader gave, or its message in fp->err (collection_problem.c); -1 if out of
 * memory. */
int collection_problem(const Collection *c, long first, long n, FirstProblem *fp);

#endif
