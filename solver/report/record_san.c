/* record_san.c - the SAN of a record's moves, beside their UCI. */
#include "solver/report/record_san.h"

#include "fen/epd/fen.h"
#include "solver/movegen.h"

/* The SAN of uci in pos, or the uci itself when it is not legal there. */
static json_t *san_of(const Position *pos, const char *uci, Lang lang)
{
    char buf[SAN_MAX];
    Move m = uci && pos ? move_from_uci(pos, uci) : MOVE_NONE;
    return json_string(m == MOVE_NONE ? (uci ? uci : "?") : move_to_san(pos, m, lang, buf, sizeof buf));
}

/* o[name + "_san"] = the SAN of the moves of o[name], played in pos. */
static void moves_san(json_t *o, const char *name, const Position *pos, Lang lang)
{
    const json_t *moves = json_object_get(o, name);
    if (!json_is_array(moves))
        return;
    json_t *out = json_array();
    size_t i;
    const json_t *m;
    json_array_foreach(moves, i, m)
        json_array_append_new(out, san_of(pos, json_string_value(m), lang));
    char field[48];
    snprintf(field, sizeof field, "%s_san", name);
    json_object_set_new(o, field, out);
}

/* pos after uci, or NULL when it is not legal in pos. */
static const Position *after(const Position *pos, const char *uci, Position *buf)
{
    Move m = pos && uci ? move_from_uci(pos, uci) : MOVE_NONE;
    if (m == MOVE_NONE)
        return NULL;
    *buf = position_after(pos, m);
    return buf;
}

/* pos with the side to move passing, or NULL (no pass out of check). */
static const Position *passed(const Position *pos, Position *buf)
{
    if (!pos || in_check(pos, pos->side))
        return NULL;
    *buf = position_passed(pos);
    return buf;
}

/* Each variation's defence (played in pos) and its mates. */
static void variations_san(json_t *vars, const Position *pos, Lang lang)
{
    size_t i;
    json_t *v;
    json_array_foreach(vars, i, v) {
        const char *d = json_string_value(json_object_get(v, "defence"));
        Position buf;
        json_object_set_new(v, "defence_san", san_of(pos, d, lang));
        moves_san(v, "mates", after(pos, d, &buf), lang);
    }
}

static void plays_san(json_t *plays, const Position *start, Lang lang)
{
    size_t i;
    json_t *p;
    json_array_foreach(plays, i, p) {
        Position a, n;
        const Position *pa = after(start, json_string_value(json_object_get(p, "move")), &a);
        moves_san(p, "threats", passed(pa, &n), lang);
        moves_san(p, "refutations", pa, lang);
        variations_san(json_object_get(p, "variations"), pa, lang);
    }
}

void record_add_san(json_t *rec, Lang lang)
{
    const char *fen = json_string_value(json_object_get(rec, "fen"));
    Problem pb;
    char err[FEN_MSG];
    if (!fen)
        return;
    if (fen_parse_line(fen, &pb, err, sizeof err) != 0) {
        problem_free(&pb);
        return;
    }
    const Position *start = &pb.pos;
    Position n;
    moves_san(rec, "short", start, lang);
    plays_san(json_object_get(rec, "keys"), start, lang);
    plays_san(json_object_get(rec, "tries"), start, lang);
    variations_san(json_object_get(rec, "set"), passed(start, &n), lang);
    problem_free(&pb);
}
