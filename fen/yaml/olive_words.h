/* olive_words.h - the words of a YAML entry (title, authors, source, award,
 * comments, solution), read into the Popeye problem being built. */
#ifndef CHIAVE_OLIVE_WORDS_H
#define CHIAVE_OLIVE_WORDS_H

#include "fen/yaml/olive_node.h"

/* Reads the words of entry e into pb; a word of the wrong type (a mapping
 * where a name goes) is dropped with a warning (o->run.r) at its line. */
void olive_read_words(Olive *o, const yaml_node_t *e, PyProblem *pb);

#endif
