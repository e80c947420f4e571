/* analysis.h - what the theme detectors find, as typed C data: an Analysis holds
 * a problem's theme entries; each ThemeEntry has its theme's id, the key it belongs
 * to, and the details its detector set (the phases it spans with their play, the
 * defences and mates, the men and squares, a count, a variant, the twins).
 *
 * A detector is a function of one of two shapes (themes/theme_list.h names it):
 *   void detect(const Solution *s, const Play *key, Analysis *A);  about one key
 *   void detect(const Phases *P, Analysis *A);                     across phases
 * It adds entries with entry_new (phase_entry in themes/phases.h for entries
 * across phases) and fills them with the entry_* calls below. Renderers (the JSON
 * record, the text report) and comparers read the fields; none of them is JSON.
 *
 * An entry's fields are present or not (the bits of `has`); the record writes
 * the present ones in the order of EntryField, the order the detectors always
 * wrote them in. Memory: all of an Analysis lives in its arena, freed at once. */
#ifndef CHIAVE_ANALYSIS_H
#define CHIAVE_ANALYSIS_H

#include <stdbool.h>
#include <stdint.h>
#include "solver/san.h"
#include "solver/solution.h"
#include "themes/theme_table.h"

typedef struct {
    Move *v;
    int n, cap;
} ThemeMoves;

typedef struct {
    uint8_t *v; /* 0x88 squares */
    int n, cap;
} ThemeSquares;

/* A move with the moves that go with it: a defence and its mates (variations);
 * a defence and the threats it defeats (defeats); a threat and the defences
 * that leave it alone (separations). */
typedef struct {
    Move move;
    ThemeMoves moves;
    ThemeMoves before; /* changed-mates: the set mates, or the try's (with a try) */
    bool has_moves, has_before;
    /* The index in its list of the line that writes this one's group (moves met
     * alike, which a count counts once: every entry's variations,
     * entry_group_variations; the lines of its phases, entry_group_phases;
     * changed and transferred mates across twins,
     * entry_group_blocks), its own index unless grouped; the text writes a group
     * as one line (solver/report/defence_group.h). The record does not write it:
     * its reader groups the lines again. */
    int group;
} ThemeLine;

typedef struct {
    ThemeLine *v;
    int n, cap;
} ThemeLines;

/* transferred-mates: a mate of the try after try_defence answers defence after the key. */
typedef struct {
    Move mate, try_defence, defence;
} ThemeTransfer;

typedef enum { PHASE_SET, PHASE_TRY, PHASE_KEY } PhaseKind;

/* One phase an entry spans, with the play that shows the theme there. */
typedef struct {
    char label[SAN_MAX + 4]; /* "set", "1.Bc3?" or "1.Nc3!" (SAN, English letters) */
    PhaseKind kind;
    Move move;               /* the try or key; MOVE_NONE for the set play */
    ThemeLines variations;   /* defences with their mates, each defence once */
    ThemeMoves threats, refutations;
    bool has_threats, has_refutations;
    /* A try the search did not keep (refuted by two defences while --refutations
     * lists one: themes/first_moves.h), which the report's tries leave out; not in
     * the record, so false in an entry read from one. */
    bool unkept;
} ThemeBlock;

/* A Greek Novotny's return (themes/NOVOTNY.md): the entry's first move `first`
 * comes back as `mate`, the one mate of `defence` in another phase, named as a
 * block names its phase (label, kind, move). */
typedef struct {
    char label[SAN_MAX + 4]; /* "set", "1.Qe6?" or "1.Qh6+!" */
    PhaseKind kind;
    Move move;               /* the phase's first move; MOVE_NONE for the set play */
    Move first, defence, mate;
} ThemeReturn;

/* The fields of an entry, in the order the record writes them (its JSON name). */
typedef enum {
    EF_PHASES,           /* "phases" (the labels) and "play" (the blocks) */
    EF_TRY,              /* "try": the try compared with the key */
    EF_THREATS,          /* "threats": the key's threats */
    EF_COUNT,            /* "count": distinct defences (SPEC), never threats, mates or phases */
    EF_SQUARE,           /* "square" */
    EF_CAPTURED,         /* "captured": a piece type */
    EF_MILD,             /* "mild": true */
    EF_PIECE_TYPE,       /* "piece": a piece type */
    EF_CASTLING,         /* "castling": true */
    EF_DEFENCES,         /* "defences": moves */
    EF_DEFEATS,          /* "defences": [{"defence", "defeats"}] (effective-defences) */
    EF_VARIATIONS,       /* "variations": [{"defence", "set"|"try-mates", "mates"}] */
    EF_TRANSFERS,        /* "transfers": [{"mate", "try-defence", "defence"}] */
    EF_SEPARATIONS,      /* "separations": [{"threat", "defences"}] */
    EF_MATES,            /* "mates": moves */
    EF_MATING_THREATS,   /* "threats": the threats that show the theme (pin-mate...) */
    EF_SQUARES,          /* "squares" */
    EF_ATTACKER_SQUARES, /* "attacker_squares" */
    EF_PINNER,           /* "pinner": a square */
    EF_PAWN,             /* "pawn": a square */
    EF_PIECE,            /* "piece": a square */
    EF_MEN,              /* "men": squares */
    EF_RANDOM,           /* "random": moves */
    EF_CORRECTIONS,      /* "corrections": moves */
    EF_CHANGED,          /* "changed": moves (set defences whose mate the key changes) */
    EF_UNPROVIDED,       /* "unprovided": moves */
    EF_M,                /* "m": how many phases */
    EF_N,                /* "n": how many defences */
    EF_VARIANT,          /* "variant": the theme's named form ("finnish") */
    EF_RETURN,           /* "return": {"first", "phase", "move", "defence", "mate"} (Greek Novotny) */
    EF_TWINS,            /* "twins": the twins it spans ("a", "b"...) */
    EF_COUNT_OF_FIELDS
} EntryField;

/* The JSON name of field f. */
const char *entry_field_name(EntryField f);

struct Analysis;

typedef struct ThemeEntry {
    ThemeId id;
    Move key;          /* the key it belongs to */
    uint32_t has;      /* bit f: field f is present */
    ThemeBlock *blocks; /* EF_PHASES */
    int nblocks, capblocks;
    Move try_move;
    int count, square, pinner, pawn, piece, m, n;
    int captured, piece_type; /* PAWN ... KING */
    ThemeMoves threats, defences, mates, mating_threats, random, corrections, changed, unprovided;
    ThemeLines defeats, variations, separations;
    ThemeTransfer *transfers;
    int ntransfers, captransfers;
    ThemeSquares squares, attacker_squares, men;
    char variant[24];
    ThemeReturn ret;   /* EF_RETURN */
    char (*twins)[8];
    int ntwins, captwins;
    struct Analysis *owner;
} ThemeEntry;

typedef struct AnalysisChunk AnalysisChunk;

typedef struct Analysis {
    ThemeEntry **entries; /* in the order the detectors added them */
    int n, cap;
    AnalysisChunk *arena;
} Analysis;

/* An empty analysis ({ 0 } is one too). */
void analysis_init(Analysis *A);
void analysis_free(Analysis *A);

/* Every theme of s (themes/themes.c): the detectors of one key over every key,
 * then those across phases. Nothing when s was not fully analysed. */
void analysis_build(Analysis *A, const Solution *s);

static inline bool entry_has(const ThemeEntry *e, EntryField f)
{
    return e->has >> f & 1;
}

/* ---- the builder the detectors call ---- */

/* A new entry of theme id about key, at the end of A. */
ThemeEntry *entry_new(Analysis *A, ThemeId id, Move key);
/* Takes e (the last entry a detector added) out of A again. */
void entry_drop(ThemeEntry *e);

/* Move lists: EF_THREATS, EF_DEFENCES, EF_MATES, EF_MATING_THREATS, EF_RANDOM,
 * EF_CORRECTIONS, EF_CHANGED, EF_UNPROVIDED. entry_moves sets the list (present
 * even when n == 0), entry_move_add appends m, entry_defence adds d to the
 * defences unless it is there. */
void entry_moves(ThemeEntry *e, EntryField f, const Move *m, int n);
void entry_move_add(ThemeEntry *e, EntryField f, Move m);
void entry_defence(ThemeEntry *e, Move d);

/* Integers: EF_COUNT, EF_M, EF_N. */
void entry_int(ThemeEntry *e, EntryField f, int v);
/* One square: EF_SQUARE, EF_PINNER, EF_PAWN, EF_PIECE. */
void entry_square(ThemeEntry *e, EntryField f, int sq);
/* Square lists (EF_SQUARES, EF_ATTACKER_SQUARES, EF_MEN): entry_squares sets the
 * list to the squares of set (bit rank*8+file) in the order of their names (a1,
 * a2, ..., h8: solver/README.md "Order"); entry_square_add appends one. */
void entry_squares(ThemeEntry *e, EntryField f, uint64_t set);
void entry_square_add(ThemeEntry *e, EntryField f, int sq);
/* A piece type (PAWN ... KING): EF_CAPTURED, EF_PIECE_TYPE. */
void entry_piece_type(ThemeEntry *e, EntryField f, int type);
/* true: EF_MILD, EF_CASTLING. */
void entry_flag(ThemeEntry *e, EntryField f);
void entry_try(ThemeEntry *e, Move try_move);
void entry_variant(ThemeEntry *e, const char *variant);
void entry_return(ThemeEntry *e, const ThemeReturn *r);
void entry_twin(ThemeEntry *e, const char *twin);

/* Field f present, even while its list is empty. */
void entry_present(ThemeEntry *e, EntryField f);

/* Appends a line to EF_VARIATIONS, EF_DEFEATS or EF_SEPARATIONS: move with
 * moves[0..n), n may be 0 (moves NULL: the line has no moves at all, as in
 * removed-mates). The pointer is good until the next line of that list. */
ThemeLine *entry_line(ThemeEntry *e, EntryField f, Move move, const Move *moves, int n);
void line_move_add(ThemeEntry *e, ThemeLine *l, Move m);
/* The set (or try) mates of a changed-mates line. */
void line_before(ThemeEntry *e, ThemeLine *l, const Move *moves, int n);
void entry_transfer(ThemeEntry *e, Move mate, Move try_defence, Move defence);

/* Phase blocks (EF_PHASES): a new block at the end; then, in block b, the
 * variation of defence d with its mates unless d has one there already, the
 * threats, a refutation. */
ThemeBlock *entry_block(ThemeEntry *e, PhaseKind kind, Move move, const char *label);
void block_line(ThemeEntry *e, ThemeBlock *b, Move d, const Move *mates, int n);
void block_threats(ThemeEntry *e, ThemeBlock *b, const Move *threats, int n);
void block_refutation(ThemeEntry *e, ThemeBlock *b, Move d);

/* Whether a and b are the same entry: theme, key and every field (moves by
 * their squares and promotion, lists in order; analysis_equal.c). */
bool entry_equal(const ThemeEntry *a, const ThemeEntry *b);
/* Whether two moves are the same for a comparison of entries. */
typedef bool (*MoveEqual)(Move a, Move b);
/* entry_equal, but the defences (the moves of the lines and refutations of the
 * phases, and "defences") compared by defence: every other move as in entry_equal. */
bool entry_equal_as(const ThemeEntry *a, const ThemeEntry *b, MoveEqual defence);
/* Whether a and b are the same instance of a theme (SPEC "One entry per
 * instance"), whatever their other details: the same theme and key, square and
 * men, try, variant, and for an entry across phases with no square the same
 * phases with the same defences in each (analysis_equal.c). */
bool entry_same_instance(const ThemeEntry *a, const ThemeEntry *b);
/* Whether two entries across phases show the same play, block by block. */
bool entry_same_play(const ThemeEntry *a, const ThemeEntry *b);

/* Whether the list holds m (as the same squares and promotion). */
bool moves_hold(const ThemeMoves *l, Move m);
/* Whether a and b are the same moves in the same order (squares and promotion). */
bool moves_same(const ThemeMoves *a, const ThemeMoves *b);
/* Whether a and b are the same lines in the same order: their first moves, the
 * moves after them and before (moves_same), which of those they have. */
bool lines_same(const ThemeLines *a, const ThemeLines *b);
/* Whether transfers a and b are of one mate from one try defence to one defence. */
bool transfer_same(const ThemeTransfer *a, const ThemeTransfer *b);
/* Whether a and b are promotions of one pawn on one square, to any pieces. */
bool promotions_of_one_pawn(Move a, Move b);

/* ---- defence groups (entry_groups.c): the moves a theme counts as one defence,
 * which the text writes as one line (solver/report/defence_group.h) ---- */

/* Whether defence m, played in start's play, is a king's move (either king: neither
 * has moved before a defence; false without start). A king's flights are each a
 * defence of their own, never one random move (themes/DECISIONS.md). */
bool king_defence(const Position *start, Move m);
/* Groups e's variations as changed, added and removed mates count them: moves of
 * one man but the king met by the same mates before and after the key (or by none
 * there, alike) are one defence (themes/DECISIONS.md), each line's "group" the first
 * line of its group. start: the diagram (NULL: no king known). Returns how many
 * groups: changed, added and removed mates' count, and the number every heading
 * of an entry that lists its variations shows (solver/report/README.md). Called
 * for every entry where it is made or read. */
int entry_group_variations(ThemeEntry *e, const Position *start);
/* Whether changed-mates lines a and b (a the earlier) are one defence so counted:
 * moves of one man, not a king (king_defence in start), met by the same mates before
 * and after the key, or by none there alike, move by move as the lines write them
 * (moves_same: by squares and promotion piece; a capture aside, which a group writes
 * "2.Q(x)b4#"). The text's mutate line groups its changed set moves so too. */
bool lines_one_change(const Position *start, const ThemeLine *a, const ThemeLine *b);
/* Groups the lines of a Zagoruiko's or a Bartolović's phases (entries across twins
 * keep each line alone): defences met by one mate, by man and square
 * (entry_identity), in every phase are one defence, as the Zagoruiko's "n" counts
 * them, of one man or two, never a king's move (king_defence); in each block a
 * line's "group" is the line of the group's first defence in the first block. In
 * the other entries across phases, moves of one man but the king met by the same
 * mates in a block are one group there (lines_one_change; a pawn's promotions on
 * one square among them, themes/KEY.md). start: the diagram. */
void entry_group_phases(ThemeEntry *e, const Position *start);
/* Groups the lines of each block of changed and transferred mates across twins
 * as between phases: moves of one man met by the same mates in every twin's block
 * (or absent there, alike) are one defence ("1...Q~"), a king's flights (its moves
 * in last, the last twin's diagram, where the entry stands; NULL: none known) each
 * one; each line's "group" the first line of its group in its block. Returns how
 * many groups the last block holds: the defences the entry counts (those of the
 * last twin). */
int entry_group_blocks(ThemeEntry *e, const Position *last);
/* A pawn's promotions on one square met alike are one defence (themes/KEY.md): the
 * entries across phases (not across twins) that a detector made for each of them,
 * alike but for the promotions of their defences, become the first of them, which
 * holds them all (entry_promotions.c); entry_group_phases then groups them. */
void entries_join_promotions(Analysis *A);

/* src into dst of size bytes, cut as snprintf "%s" cuts (labels, variants,
 * twins), without snprintf's cost. */
void text_copy(char *dst, size_t size, const char *src);

#endif
