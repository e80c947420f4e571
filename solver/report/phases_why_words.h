/* phases_why_words.h - what phases_why.c builds its sentences with (the moves
 * and men of an entry's blocks, in SAN and the report's letters). */
#ifndef CHIAVE_PHASES_WHY_WORDS_H
#define CHIAVE_PHASES_WHY_WORDS_H

#include <stdbool.h>
#include <stddef.h>
#include "solver/board.h"
#include "solver/san.h"
#include "themes/analysis.h"

/* A line of words built a move at a time (what the sentences' %s stand for). */
typedef struct {
    char s[512];
    size_t n;
} Words;

void pw_add(Words *w, const char *text);
Position pw_after(const Position *pos, Move m);
void pw_add_move(Words *w, const char *prefix, const Position *pos, Move m, const char *suffix, Lang lang);
/* As pw_add_move, defence d with the other defences of its group in block b
 * (ThemeLine.group: a pawn's promotions on one square met alike, "1...e1=Q/R/B";
 * d alone when b has no line of it), written as played in pos. */
void pw_add_group(Words *w, const char *prefix, const ThemeBlock *b, Move d, const Position *pos, const char *suffix,
                  Lang lang);
const char *pw_san(char *buf, const Position *pos, Move m, Lang lang);
/* One man's move (moves[i] and moves[j] the same from, to and promotion) written
 * in several phases with a disambiguation only where another man could go there
 * too ("2.Nd6#" after the try, "2.Nfd6#" after the key): each takes the fullest of
 * them, so that pw_add_alike writes it once, not as two mates ("2.Nd6#/Nfd6#"
 * read as a dual). Different men keep their own. */
void pw_same_man(char (*sans)[SAN_MAX], const Move *moves, int n);
void pw_add_alike(Words *w, const char *prefix, const char (*sans)[SAN_MAX], int n, const char *suffix);
Position pw_block_pos(const ThemeBlock *b, const Position *start);
const char *pw_block_mark(const ThemeBlock *b);
int pw_line_mating_with(const ThemeEntry *e, const Position *start, const ThemeBlock *lb, const Position *pl,
                        const ThemeMoves *ms, Move fm, const Position *pm, Move *mate);
const ThemeBlock *pw_block_of(const ThemeEntry *e, Move m);
const ThemeBlock *pw_set_block(const ThemeEntry *e);
const ThemeBlock *pw_key_block(const ThemeEntry *e);
const ThemeLine *pw_line_of(const ThemeBlock *b, Move d);
/* Mate m of block b (played in pos) as every block of e writes it, once:
 * "2.Q(x)d4#" when it takes in some phases only (pw_add_alike). */
void pw_add_mate_across(Words *w, const ThemeEntry *e, const ThemeBlock *b, const Position *pos, Move m,
                        const Position *start, Lang lang);
/* The first mates of block b's defences, with its threats first, each as every
 * block of e writes it, once ("2.Q(x)d4#": pw_add_alike): "2.Be6# 2.Nc3# 2.Rc5#". */
void pw_mates_of(Words *w, const ThemeEntry *e, const ThemeBlock *b, const Position *start, Lang lang);

/* The refutations of the tries among e's blocks, "1...Rb7! 1...Qa7!" (each once,
 * as every try it refutes writes it: "1...R(x)e7!"). */
void pw_refutations(Words *w, const ThemeEntry *e, const Position *start, Lang lang);

/* The squares of e's list that the man on from guarded in the diagram, as a sentence
 * lists them ("b5 and c5"): those its first move gives up (Sushkov); how many. */
int pw_guards_given_up(char *list, size_t len, const ThemeEntry *e, const Position *start, int from, Lang lang);

#endif
