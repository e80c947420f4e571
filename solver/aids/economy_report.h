/* economy_report.h - the economy of a problem as SPEC's JSON record and as the
 * composer's table. */
#ifndef CHIAVE_AIDS_ECONOMY_REPORT_H
#define CHIAVE_AIDS_ECONOMY_REPORT_H

#include <jansson.h>
#include <stdio.h>
#include "solver/aids/economy.h"

/* {"id", "fen", "status", "error": null, "keys", "men": [{"square", "piece",
 * "roles", "keys", "mates", "defences", "without": {...}}], "stats"}; a
 * twin's names it after "error": "twin", "twin_of", "twinning". */
json_t *economy_json(const Problem *pb, const Economy *ec);
/* The same, man(ctx, o, i) called on the object o of each man i once it is
 * made, for what a reader adds to it (the page: the table's lines). */
json_t *economy_json_with(const Problem *pb, const Economy *ec, void (*man)(void *ctx, json_t *o, int i),
                          void *ctx);
/* The record of a problem that could not be read: status "illegal", the
 * message; pos is the position, NULL when none could be read (a twin's
 * record names the twin it is). */
json_t *economy_json_error(const char *id, const char *fen, const Problem *pos, const char *message);

/* A role in the words of the table and the page, in lang (the JSON keeps
 * role_name's). */
const char *role_words(Role r, Lang lang);

/* The table: a line a man with its roles, then what it gives and what changes
 * without it, moves in SAN (lang). */
void economy_print(FILE *out, const Problem *pb, const Economy *ec, Lang lang);
/* The lines of the table under man i (what it gives, what changes without
 * it), each indented by six spaces or more. */
void economy_print_details(FILE *out, const Problem *pb, const Economy *ec, int i, Lang lang);

#endif
