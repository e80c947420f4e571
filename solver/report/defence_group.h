/* defence_group.h - moves that a theme counts as one defence (a Zagoruiko's, of one
 * man or two; a change of mates', of one man: the same mate after each of them in
 * every phase; never a king's flights), written as one line as solutions list them:
 * "1...Nb4/Nd4 2.Q(x)b4#". */
#ifndef CHIAVE_DEFENCE_GROUP_H
#define CHIAVE_DEFENCE_GROUP_H

#include <stdio.h>
#include "solver/board.h"
#include "solver/san.h"
#include "solver/solution.h"
#include "themes/analysis.h"

/* The most moves a group holds: every legal move of a position, so that no
 * member of a group is ever cut off it. */
enum { DG_MAX = MAX_MOVES };

/* "Nb4/Nd4": defs[0..n) played in pos, in SAN (UCI where not legal there); "N~"
 * (random_man) when they are every move of a piece there, three or more. A pawn's
 * moves are written out, its promotions on one square as one: "a1=Q/R/B/N". */
void dg_put_defences(FILE *out, const Position *pos, const Move *defs, int n, Lang lang);

/* The move of l's line at, then those of the other lines of its group
 * (ThemeLine.group), into defs (room for DG_MAX); mates[i], when mates is not
 * NULL, the mates of defs[i]. Returns how many. */
int dg_group_moves(const ThemeLines *l, int at, Move *defs, const ThemeMoves **mates);

/* " 1...": group head of l's lines (ThemeLine.group, themes/entry_groups.c), played
 * in pos, as dg_put_defences writes its moves; "N~" besides when l holds every move of
 * the man in several groups and this is the largest of them, three or more (the
 * first on a tie): a solution's random move, the man's other groups on the line its
 * corrections (random_moves.h). Never a pawn's. */
void dg_put_group(FILE *out, const Position *pos, const ThemeLines *l, int head, Lang lang);

/* A solution's LINE_RANDOM (random_moves.h; v[var] one of its moves, v[0..n)
 * played in pos, listed[i] for those listed): "R~" (random_man) for a piece,
 * a pawn's moves answered alike written out as dg_put_defences writes them,
 * "a1=Q/R/B/N". */
void dg_put_random(FILE *out, const Solution *s, const Position *pos, const Variation *v, int n,
                   const bool *listed, int var, Lang lang);

/* " 1...g5/g6 1...Bxd4": moves m[0..n) played in pos, the moves of one man as one
 * defence (dg_put_defences) where its first move stands, a king's each alone
 * (king_defence): the defences a transferred mate goes from and to, all met by that
 * one mate. */
void dg_put_by_man(FILE *out, const Position *pos, const Move *m, int n, Lang lang);

/* Writes what is said of m[i] after it: " (check)". */
typedef void DgNote(FILE *out, const void *ctx, int i);

/* dg_put_by_man, but the moves with alone[i] each alone after their man's group,
 * note(out, ctx, i) after each of them and after a king's; the group "Q~" when it
 * holds three moves or more and more than the man's other moves together (those
 * alone and those not in m: a random move and its corrections), else as
 * dg_put_defences writes it: "1...Q~ 1...Qa1+ (check)", "1...Qa7/Qb2 1...Qa1+
 * (check)" (solver/report/GROUPS.md "Defences without mates"). */
void dg_put_by_man_noted(FILE *out, const Position *pos, const Move *m, int n, const bool *alone, DgNote *note,
                         const void *ctx, Lang lang);

/* texts[0..n), alike but for the letters 'x', written once with "(x)" where
 * some have a capture and others not, move by move: " 2.Qb4# 2.Rxc5#" and
 * " 2.Qxb4# 2.Rxc5#" give " 2.Q(x)b4# 2.Rxc5#". */
void dg_merge_captures(FILE *out, const char *const *texts, int n);

/* texts[0..n), one move as several phases write it (a random try's error,
 * "Re7" after 1.Bd8?, "Rxe7" after 1.Be7?), written as one: once when alike,
 * "R(x)e7" when alike but for captures (dg_merge_captures), else each text once,
 * joined by '/' as a group of defences: "Rde7/Re7". */
void dg_put_alike(FILE *out, const char *const *texts, int n);

/* " 2.Qc5#" for the mates of the group: mates[i] answers defs[i] in pos. Mates
 * written alike after every defence are written once; those that differ only by
 * a capture ("2.Qxb4#" after 1...Nb4, "2.Qb4#" after 1...Nd4) with "(x)", as
 * solutions write them ("2.Q(x)b4#"); else as after defs[0]. */
void dg_put_mates(FILE *out, const Position *pos, const Move *defs, const ThemeMoves *const *mates, int n, Lang lang);

#endif
