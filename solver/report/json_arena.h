/* json_arena.h - the memory of jansson's values while one record is built:
 * taken from large blocks and given back all at once, instead of a malloc and
 * a free for each of a record's thousand values (they were a third of the
 * time batch spent on its records). */
#ifndef CHIAVE_REPORT_JSON_ARENA_H
#define CHIAVE_REPORT_JSON_ARENA_H

/* From open to close, the jansson values this thread makes live in its
 * arena; close frees them all (no json_decref needed, nor allowed after).
 * Nothing made in between may be kept: copy what is needed out first (text
 * from json_text_compact is malloc'd, not the arena's). Elsewhere, and in
 * other threads, jansson allocates with malloc as usual. Opens nest. */
void json_arena_open(void);
void json_arena_close(void);

#endif
