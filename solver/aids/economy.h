/* economy.h - what every man of a problem does. Each man but the kings is taken
 * off, the problem is solved again and compared with the full solution in every
 * phase (set play, tries with their refutations, keys, threats, variations and
 * mates: the comparison `verify --strict` makes, solver/compare/diff.c) and in
 * its themes (aids_themes.h); the man's roles say in problemist words what it is
 * needed for. A man could be lighter when a lighter man on its square keeps all
 * that. */
#ifndef CHIAVE_AIDS_ECONOMY_H
#define CHIAVE_AIDS_ECONOMY_H

#include <stdbool.h>
#include "fen/problem.h"
#include "solver/compare/diff.h"
#include "solver/san.h"
#include "solver/solution.h"
#include "themes/twins.h"

typedef enum {
    ROLE_KEY,          /* it plays a key */
    ROLE_MATE,         /* it gives a mate of the solution (a threat, or a mate of a listed variation) */
    ROLE_DEFENCE,      /* a defender man whose move is a listed variation */
    ROLE_COOK_STOPPER, /* without it a new key or short solution appears */
    ROLE_GUARD,        /* without it a key is refuted, or a variation or threat loses a mate another man gives */
    ROLE_DUAL_STOPPER, /* without it a variation or the threat gains a mate */
    ROLE_STALEMATE_STOPPER, /* without it a key stalemates */
    ROLE_LEGALITY,     /* without it the position is illegal (the side not to move in check) */
    ROLE_PLAY,         /* without it the solution changes otherwise (a new variation, the key's check or threat) */
    ROLE_TRY,          /* without it a try changes (lost, new, refuted otherwise, other play) */
    ROLE_SET_PLAY,     /* without it the set play changes (or gains an unprovided flight or check) */
    ROLE_THEME,        /* without it a theme entry is lost (not a flaw: aids_theme_is_flaw) */
    ROLE_SUPERFLUOUS,  /* without it every phase is the same and no theme entry but a flaw is lost */
    ROLE_COUNT
} Role;

/* "cook-stopper", ... as SPEC and the JSON write them. */
const char *role_name(Role r);

/* The phases of a problem a man plays in. */
typedef enum { IN_KEY, IN_TRY, IN_SET } PlayPhase;

/* A move of the man in a phase: the key or try it plays (defence and mate
 * MOVE_NONE), a mate after first move key and defence (MOVE_NONE for a
 * threat), a defence it makes (mate MOVE_NONE), or (IN_TRY) a try's
 * refutation. In the set play key is MOVE_NONE. */
typedef struct {
    Move key, defence, mate;
    uint8_t phase;            /* PlayPhase */
    bool refutes;             /* the defence refutes the try */
} PlayMove;

enum { MAX_LOST_THEMES = 16 };

typedef struct {
    int square;
    uint8_t piece;
    unsigned roles;           /* 1u << Role */
    Status without;           /* the status without it; ST_ILLEGAL when not a legal position */
    char illegal[FEN_MSG];    /* the reader's reason, when illegal */
    DiffList changes;         /* without it, what changes (verify's words, with each move) */
    struct {
        Move key;             /* a key lost without it, still legal there */
        Move refutations[8];  /* the defences that refute it now (none: it stalemates) */
        int nrefutations;     /* how many there are (more than fit is possible) */
    } lost[4];                /* the keys lost (the first four) */
    int nlost;
    PlayMove *gives;          /* what it plays in each phase: keys and tries, mates, */
    int ngives;               /* defences and refutations */
    const char *lost_themes[MAX_LOST_THEMES]; /* the names of the theme entries lost without it (no flaw) */
    int nlost_themes;
    uint8_t lighter[3];       /* the lighter men that keep every phase on its square */
    int nlighter;
} ManEconomy;

typedef struct {
    Solution full;            /* the problem's own solution */
    double seconds;           /* the time it took */
    int nmen;
    ManEconomy men[2 * MAX_MEN];
} Economy;

/* The economy of pb, solved with so, on jobs threads; the change texts with
 * the letters of lang and the words of words (English for a JSON record).
 * A twin's themes include those across the twins before it, held in twins
 * (NULL: none), as its record has them. Free with economy_free. */
void economy_compute(const Problem *pb, const SolveOptions *so, Lang lang, Lang words, int jobs,
                     const Twins *twins, Economy *ec);
void economy_free(Economy *ec);

static inline bool man_has(const ManEconomy *m, Role r) { return (m->roles >> r) & 1u; }

#endif
