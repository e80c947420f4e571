/* repair.h - versions of a problem one edit (or two) away that are sound with
 * the intended key. Each version is first tested cheaply (probe_key: the
 * intended key alone, then any other first move); only the sound ones are
 * analysed in full and compared with the whole problem (the intended play,
 * the set play, the tries, the themes), with the comparison `verify --strict`
 * makes, to rank them. */
#ifndef CHIAVE_AIDS_REPAIR_H
#define CHIAVE_AIDS_REPAIR_H

#include <stdbool.h>
#include <stdint.h>
#include "fen/problem.h"
#include "solver/aids/edit.h"
#include "solver/compare/diff.h"
#include "solver/san.h"
#include "solver/solution.h"
#include "themes/twins.h"

typedef struct {
    Move key;          /* the intended key; MOVE_NONE: the first key, else the first try */
    int depth;         /* 1, or 2 to try pairs of edits when no single edit mends it */
    int jobs;          /* threads */
    double max_time;   /* seconds for the whole search, 0 = none */
    SolveOptions solve; /* for the full analysis of the sound versions */
    Lang lang;         /* of the change texts' letters (and of --key) */
    Lang words;        /* of their words: English (the default) for a JSON record */
    /* Asked now and then during the search, from any of its threads: true
     * stops it as --max-time does (the workbench: the page that asked has
     * gone). NULL: never. */
    bool (*cancelled)(void *ctx);
    void *cancel_ctx;
    /* A twin's: the twins before it (NULL: none), whose themes across them and
     * the twin the versions are weighed by too, as its record has them. */
    const Twins *twins;
} RepairOptions;

enum { MAX_VERSION_LOST = 16 };

typedef struct {
    Edit edits[2];
    int nedits;
    char fen[100];       /* the four fields */
    int kept, of;        /* variations of the intended play kept (the same mates, or fewer) */
    bool threat_kept;    /* the same threats (or check, or zugzwang) */
    int nlost, nnew_duals, duals; /* variations lost or changed; with a new dual; with two or more mates */
    int material;        /* added, in pawns */
    /* What it loses of the rest of the problem (the counts may pass the room). */
    int nlost_set, nlost_tries, nlost_themes;
    char lost_set[MAX_VERSION_LOST][8];   /* set defences lost or with other mates (uci) */
    char lost_tries[MAX_VERSION_LOST][8]; /* tries lost or refuted otherwise (uci) */
    const char *lost_themes[MAX_VERSION_LOST]; /* theme entries of the intended key lost (no flaw) */
    /* Flaws the diagram has not (duals apart: nnew_duals): each new check or
     * flight with no set mate counts one. */
    int ngained_flaws, ngained_flaw_names;
    const char *gained_flaws[MAX_VERSION_LOST]; /* their names */
    long seq;            /* the order it was made in (the edits' places in the list of single edits) */
    DiffList changes;    /* the intended play against the version's, in verify's words */
} Version;

typedef enum {
    REPAIR_DONE,         /* searched */
    REPAIR_NOTHING,      /* sound with the intended key and no duals: nothing to mend */
} RepairOutcome;

typedef struct {
    Solution orig;       /* the problem solved (full analysis) */
    Move key;            /* the intended key */
    int nflaw_keys;      /* the other keys and short solutions of the diagram ... */
    Move flaw_keys[64];  /* ... which every version kills */
    bool key_works;      /* the intended key is a key of the diagram */
    int of, duals;       /* the intended play: listed variations, and those with a dual */
    RepairOutcome outcome;
    long tried, legal;   /* versions made, and legal ones tested */
    int depth_searched;  /* 1 or 2 */
    bool timed_out;      /* --max-time (or cancelled) stopped the search */
    double seconds;
    Version *versions;   /* every sound version found, best first */
    int nversions;
} Repair;

/* The legal move of pos written text, as move_from_text reads it: UCI
 * ("d3c2", any case), SAN ("Kc2", "1.Kc2+", "0-0") in lang's letters or
 * another language's, long algebraic; MOVE_NONE when none or ambiguous. */
Move repair_parse_key(const Position *pos, const char *text, Lang lang);

/* Looks for the versions of pb. Returns 0, or -1 with a message in err (no
 * intended key: the problem has no key and no try; --key not legal). */
int repair_run(const Problem *pb, const RepairOptions *o, Repair *r, char *err, size_t errlen);
void repair_free(Repair *r);

/* The edits of v as "+pg3 Rd1-d4", with the piece letters of lang (the text
 * report's; the JSON keeps FEN letters). */
char *version_edits_text(const Version *v, Lang lang, char *buf, size_t len);

#endif
