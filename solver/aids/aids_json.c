/* aids_json.c - the head of the records of economy and repair. */
#include "solver/aids/aids_json.h"

json_t *aids_record_head(const char *id, const char *fen, const Problem *twin, const char *status,
                         const char *error)
{
    json_t *o = json_object();
    json_object_set_new(o, "id", id ? json_string(id) : json_null());
    json_object_set_new(o, "fen", fen ? json_string(fen) : json_null());
    json_object_set_new(o, "status", json_string(status));
    json_object_set_new(o, "error", error ? json_string(error) : json_null());
    if (twin && twin->twin) { /* which twin the advice is for */
        const struct { const char *name, *value; } fields[] = {
            { "twin", twin->twin }, { "twin_of", twin->twin_of }, { "twinning", twin->twinning },
        };
        for (size_t i = 0; i < sizeof fields / sizeof *fields; i++)
            if (fields[i].value)
                json_object_set_new(o, fields[i].name, json_string(fields[i].value));
    }
    return o;
}

void aids_record_stats(json_t *rec, double seconds)
{
    json_t *stats = json_object();
    json_object_set_new(stats, "ms", json_real(seconds * 1e3));
    json_object_set_new(rec, "stats", stats);
}

json_t *aids_uci(Move m)
{
    char buf[8];
    return json_string(move_to_uci(m, buf));
}
