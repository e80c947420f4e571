/* phases.h - the phases of a #2 (the set play, each try, each key) and the notions
 * the themes across phases share: a mate's identity, "has mate A", "threatens A".
 * Definitions in themes/PHASES.md. */
#ifndef CHIAVE_PHASES_H
#define CHIAVE_PHASES_H

#include <stdbool.h>
#include "solver/solution.h"
#include "themes/analysis.h"

/* What a defence "has" in a phase, besides a mate identity (>= 0). */
#define MATE_NONE (-1)  /* not listed there (or, for a threat: the phase has none) */
#define MATE_MIXED (-2) /* listed, but its mates (or threats) are of two or more identities */

/* What names the men of a problem's mates (mate_identity): the diagram, and the mates
 * its phases have seen (men_see) by men their first moves brought to a square, which
 * link two such men's same move into one mate (the Taraba exception, KEY.md). */
enum { MEN_SEEN = 64, MEN_ALIAS = 16 };
typedef struct {
    const Position *start;   /* NULL: men are not named (across twins: two diagrams) */
    int nseen, nalias;
    Move seen[MEN_SEEN][2];  /* (first move, mate) of each mate by a man it brought */
    int alias[MEN_ALIAS][2]; /* an identity, and the one it is one mate with */
} MateMen;

typedef struct {
    PhaseKind kind;
    const Solution *s; /* the solution it is a phase of: read its moves (sol_moves) from
                        * here, not P->s, which across twins is the last twin's */
    const char *twin;  /* across twins: the twin's label ("a"); NULL within one problem */
    const Play *play; /* the try or key; NULL for the set play */
    Position pos;     /* where the defender moves: after the first move, or the diagram */
    int threat;       /* the identity every threat shares; MATE_NONE without threats; MATE_MIXED */
    int *mate;        /* per defence of Phases.defs: the identity of its mate here */
    const Variation **var; /* per defence of Phases.defs: its variation here (listed or
                            * not), NULL without one */
} Phase;

typedef struct Phases {
    const Solution *s;
    Phase *ph;
    int n;            /* the set play (when computed), then the tries, then the keys */
    int *order;       /* the indices of ph, the most telling first: the keys, the set play, the tries */
    Move *defs;       /* every defence listed in some phase, each once (by MOVE_KEY) */
    int ndefs;
    int *slot;        /* defs by MOVE_KEY: an open hash of nslot (a power of two) places,
                       * each an index of defs or -1 */
    int nslot;
    MateMen men;      /* names the men of the mates (every phase's seen) */
    int (*pairs)[2];  /* every two phases, those with keys first, then those with the set */
    int npairs;
    int *changes;     /* per pair: how many defences, up to 3, have a mate in both phases
                       * but not the same one (worked out once: phases_changed) */
    /* The two blocks P owns besides its arrays above, each one allocation that
     * fields above point into (phases_free frees them): */
    void *defs_block;  /* slot, then defs */
    void *lines_block; /* every phase's var, then every phase's mate */
} Phases;

/* Men named in start (NULL: not named), nothing seen yet. */
void men_init(MateMen *men, const Position *start);
/* Mate m after first move f, one of a phase's mates or threats: when f brought its
 * man to its square (its own man, or the rook by castling) and another phase's first
 * move brought another man of that type there, the same move (from, to, promotion
 * class) of the two is one mate. */
void men_see(MateMen *men, Move f, Move m);
/* The identity of mate m after first move f (MOVE_NONE: the set play), played in pos
 * (where its man stands): its man, named by its square in the diagram (play_origin:
 * the key piece where it stood; none when men->start is NULL), the man's type (read
 * in the diagram, or in pos when men->start is NULL, which is only then read), its
 * destination and its promotion class (Q, R, B together; N apart), one with another
 * man's when men_see linked them. So the same queen to d5 from two squares is one
 * mate, and 2.Ncd6# and 2.Nfd6# are two. Only the men are read: a threat's identity
 * is the same in the phase's position as with the defender passing. same_mate
 * (theme_play.h) compares two mates by it. */
int mate_identity(const MateMen *men, Move f, const Position *pos, Move m);
/* The identity of mate m in phase i, played in pos (its position, after a defence,
 * or with the defender passing). */
int phase_identity(const Phases *P, int i, const Position *pos, Move m);
/* The identity of mate m after first move f (MOVE_NONE: the set play) of one of
 * entry e's blocks, played in pos: its men named in the diagram start (not across
 * twins), with the mates of every block seen. */
int entry_identity(const ThemeEntry *e, const Position *start, Move f, const Position *pos, Move m);

/* The phases of s (fully analysed) with the mate of every listed defence. */
void phases_build(const Solution *s, Phases *P);
void phases_free(Phases *P);
/* The twins as phases (themes/twins.c): the play after the key of each of
 * sols[0..n) (each analysed, with one key), twin twins[i]; the pairs are each
 * earlier twin with the last. */
void phases_build_twins(const Solution *const *sols, const char *const *twins, int n, Phases *P);

/* The index of defence d in P->defs, or -1 when it is listed in no phase. */
int phases_def(const Phases *P, Move d);
/* The identity of the mate defence d has in phase i: >= 0 when d "has mate A" there
 * (listed, every mate of identity A), else MATE_NONE or MATE_MIXED. */
int phase_mate(const Phases *P, int i, Move d);
/* The variation of defence d in phase i, listed or not (NULL when not legal there). */
const Variation *phase_variation(const Phases *P, int i, Move d);
/* The variations of phase i (the set play's or its first move's, listed or
 * not), *n of them; and whether v, one of them, is listed there. */
const Variation *phase_vars(const Phases *P, int i, int *n);
bool phase_listed(const Phases *P, int i, const Variation *v);
/* Whether d is one of the refutations of phase i (a try). */
bool phase_refutes(const Phases *P, int i, Move d);
/* Whether phase i is a try that gives check: no phase of the themes across phases
 * (themes/CHECKING-TRIES.md). */
bool phase_checking_try(const Phases *P, int i);
/* The phase of first move m (a try or a key), or -1. */
int phase_of_move(const Phases *P, Move m);
/* The distinct identities of phase i's threats into ids, in the threats' order: how
 * many; 0 without threats, and when they are of more than max identities. */
int phase_threat_ids(const Phases *P, int i, int *ids, int max);
/* The two threat identities of phase i into t[0..1]: false unless its threats are
 * of exactly two identities (a double threat: Odessa's phases, Barnes's first try,
 * Rudenko's threatening phase). */
bool phase_threat_pair(const Phases *P, int i, int t[2]);
/* Whether move m of phase i (a threat or a mate there) is a threat of phase j: of the
 * same identity (phase_identity, so by the same man: two rooks' mates on d8 are two
 * mates). Phases i and j have first moves, in one solution. */
bool phase_threat_same(const Phases *P, int i, Move m, int j);
/* Whether defence d's mate in phase i comes back as a threat of phase j: some mate of
 * its variation there is one of j's threats by the same man (phase_threat_same), so
 * 2.Nf5-d6# after a defence of a try is not the key's threat 2.Nc4-d6# (D. Bannyj,
 * Slovenský denník 1992, sd-91; P. Gvozdják, Eretria 2005, themes-labels pr-3544:
 * 2.Nfd6# and 2.Ncd6#). False when d has no variation in i; true where a
 * phase has no first move (the set play) and across twins, where a man is not
 * followed from one diagram to the other and the identity decides. */
bool phase_mate_returns(const Phases *P, int i, Move d, int j);

/* "set", "1.Bc3?" or "1.Nc3!" (SAN, English letters). */
void phase_label(const Phases *P, int i, char *buf, size_t len);
/* "1.Bc3" and mark ('?' or '!'): the label of first move m of start, cut as
 * snprintf cuts to len. */
void first_move_label(const Position *start, Move m, char mark, char *buf, size_t len);

/* A new entry of theme id over phases idx[0..n): its blocks (phase label and
 * move, no variations yet) and its defences (none yet). Its key is the first key
 * among them, else the problem's first key; across twins, the key of the last
 * twin, with the twins in "twins" (themes/twins.c). */
ThemeEntry *phase_entry(Analysis *A, ThemeId id, const Phases *P, const int *idx, int n);
/* Adds to block j of e (phase i) the variation of defence d with its mates
 * (once), and d to the defences (once). */
void phase_entry_line(ThemeEntry *e, int j, const Phases *P, int i, Move d);
/* Adds the threats of phase i to block j. */
void phase_entry_threats(ThemeEntry *e, int j, const Phases *P, int i);
/* Adds refutation d to block j and to the defences. */
void phase_entry_refutation(ThemeEntry *e, int j, Move d);

/* How many defences (and the threat too when with_threat), up to 3, have a mate
 * in both phases of pair k but not the same one: a cycle needs 3 (cycle_longest),
 * a reciprocal change 2. */
int phases_changed(const Phases *P, int k, bool with_threat);

/* The longest cycle (3 or more; else 0) of elements 0..n-1 whose mates mp in one
 * phase move round by one in another (mq): its elements in order into best[]. */
int cycle_longest(const int *mp, const int *mq, int n, int *best);

/* Detectors of the themes across phases (themes.c registers them), one a file. */
void theme_reciprocal(const Phases *P, Analysis *A);
void theme_cyclic(const Phases *P, Analysis *A);
void theme_zagoruiko(const Phases *P, Analysis *A);
void theme_le_grand(const Phases *P, Analysis *A);
/* Whether phases p and q show Le Grand (theme_le_grand.c): a threat of each, not the
 * other's, is the mate of one defence in the other. Dombrovskis is not named beside it. */
bool le_grand_pair(const Phases *P, int p, int q);
void theme_dombrovskis(const Phases *P, Analysis *A);
void theme_rukhlis(const Phases *P, Analysis *A);
void theme_pickaninny(const Phases *P, Analysis *A);
void theme_albino(const Phases *P, Analysis *A);
void theme_black_correction(const Phases *P, Analysis *A);
void theme_white_correction(const Phases *P, Analysis *A);
void theme_half_pin(const Phases *P, Analysis *A);
void theme_threat_reversal(const Phases *P, Analysis *A);
void theme_banny(const Phases *P, Analysis *A);
void theme_vladimirov(const Phases *P, Analysis *A);
void theme_rudenko(const Phases *P, Analysis *A);
void theme_makihovi(const Phases *P, Analysis *A);
void theme_lacny(const Phases *P, Analysis *A);
void theme_urania(const Phases *P, Analysis *A);
void theme_self_block(const Phases *P, Analysis *A);
void theme_pin_mate(const Phases *P, Analysis *A);
void theme_grimshaw(const Phases *P, Analysis *A);
void theme_novotny(const Phases *P, Analysis *A);
void theme_hannelius(const Phases *P, Analysis *A);
void theme_arnhem(const Phases *P, Analysis *A);
void theme_bartolovic(const Phases *P, Analysis *A);
void theme_odessa(const Phases *P, Analysis *A);
void theme_sushkov(const Phases *P, Analysis *A);
void theme_barnes(const Phases *P, Analysis *A);

#endif
