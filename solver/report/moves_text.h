/* moves_text.h - moves as the text report writes them: SAN, and the mates of a
 * defence with promotions to Q, R or B on one square written as one mate. */
#ifndef CHIAVE_MOVES_TEXT_H
#define CHIAVE_MOVES_TEXT_H

#include <stdio.h>
#include "solver/san.h"

/* SAN of legal move m in pos. */
void text_san(FILE *out, const Position *pos, Move m, Lang lang);

/* "Rb3", or "f4" for a pawn, into buf[0..len): the man on sq in now, else in was
 * (the man a move took or left; was may be now); the square alone for none. */
void text_man(char *buf, size_t len, const Position *now, const Position *was, int sq, Lang lang);

/* Whether move a of pa and move b of pb (each looked up among the legal moves
 * there: they may come from a record) are both legal and written alike: a
 * mate the reader takes for the same ("2.Be5#" twice, not "2.Bxe5#"). */
bool text_same_san(const Position *pa, Move a, const Position *pb, Move b, Lang lang);

/* lead and mate m[i] of m[0..n), played in pos, with the other promotions of
 * its pawn to its square after it, "2.h8=Q# (=R =B)"; nothing, and false,
 * when an earlier one of them wrote it. */
bool text_mate(FILE *out, const char *lead, const Position *pos, const Move *m, int n, int i, Lang lang);
/* " 2.m" for each mate of m[0..n), played in pos. Promotions of one pawn on one
 * square to Q, R or B are one mate (themes/KEY.md "Counting mates", counted by
 * mates_distinct): the first is written, the others follow in parentheses,
 * " 2.h8=Q# (=R =B)". */
void text_mates(FILE *out, const Position *pos, const Move *m, int n, Lang lang);
/* The same of mates that may not be legal in pos (read from a record): those
 * that are not are written first, in UCI. */
void text_mates_loose(FILE *out, const Position *pos, const Move *m, int n, Lang lang);
/* The threats m[0..n) of a key or try in parentheses, played in passed (the
 * position after it with Black passing), as the mates of a defence are written:
 * " (2.a8=Q# (=R) 2.Qb3#)", a pawn's promotions to one square one threat. */
void text_threats(FILE *out, const Position *passed, const Move *m, int n, Lang lang);

#endif
