/* repair_report.h - the versions of a repair as SPEC's JSON record and as text. */
#ifndef CHIAVE_AIDS_REPAIR_REPORT_H
#define CHIAVE_AIDS_REPAIR_REPORT_H

#include <jansson.h>
#include <stdio.h>
#include "solver/aids/repair.h"

/* How many of the best versions a repair shows when not told (repair
 * --versions, /api/repair's "versions"). */
#define REPAIR_VERSIONS_SHOWN 5

/* The whole search's time limit when none is asked (repair --max-time,
 * /api/repair's "max_time"): a depth-2 search can run for hours, depth 1
 * is left unbounded. */
#define REPAIR_DEPTH2_SECONDS 60
static inline double repair_max_time(double asked, int depth)
{
    return asked > 0 ? asked : depth > 1 ? REPAIR_DEPTH2_SECONDS : 0;
}

/* {"id", "fen", "status", "error": null, "key", "cooks", "variations",
 * "duals", "tried", "legal", "depth", "timed_out", "found", "versions": [...]}
 * with the best `best` versions (0: all); a twin's names it after "error":
 * "twin", "twin_of", "twinning". */
json_t *repair_json(const Problem *pb, const Repair *r, int best);
/* The same, version(ctx, o, v) called on the object o of each version v once
 * it is made, for what a reader adds to it (the page: its summary). */
json_t *repair_json_with(const Problem *pb, const Repair *r, int best,
                         void (*version)(void *ctx, json_t *o, const Version *v), void *ctx);
/* The record of a problem that could not be repaired or read; pos is the
 * position, NULL when none could be read (a twin's record names the twin
 * it is). */
json_t *repair_json_error(const char *id, const char *fen, const Problem *pos, const char *message);

/* The flaw, the intended key, the search, then the best versions, each with
 * its edits, what it mends and keeps, and its FEN. */
void repair_print(FILE *out, const Problem *pb, const Repair *r, int best, Lang lang);
/* What version v mends and keeps: "kills 1.Qd5; keeps all 5 variations". */
void repair_print_summary(FILE *out, const Repair *r, const Version *v, Lang lang);

#endif
