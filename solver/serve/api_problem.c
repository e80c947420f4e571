/* api_problem.c - what /api/solve, /api/economy and /api/repair share: the
 * request's problem (a FEN, or a text with its twins) read, and answered
 * position by position with the endpoint's records. */
#include "solver/serve/api.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "fen/input.h"

/* The field that holds the request's problem: "fen", or "popeye" or "text"
 * (a problem as text, with its twins); NULL with a 400 reply when none or
 * several are given, or it is no string. */
static const char *problem_field(const json_t *body, Reply *out)
{
    static const char *const fields[] = { "fen", "popeye", "text" };
    const char *field = NULL;
    char given[32] = ""; /* "fen, popeye": the fields given */
    int n = 0;
    for (int i = 0; i < 3; i++)
        if (json_object_get(body, fields[i])) {
            snprintf(given + strlen(given), sizeof given - strlen(given), "%s%s", *given ? ", " : "", fields[i]);
            field = fields[i];
            n++;
        }
    if (n > 1) {
        reply_error(out, 400, "%s: give one of them", given);
        return NULL;
    }
    if (!field || (strcmp(field, "fen") == 0 && !json_is_string(json_object_get(body, field)))) {
        reply_error(out, 400, "fen: missing or not a string");
        return NULL;
    }
    if (!json_is_string(json_object_get(body, field))) {
        reply_error(out, 400, "%s: not a string", field);
        return NULL;
    }
    return field;
}

const char *api_problem_request(const Request *rq, const json_t *body, const char *const *fields, double max_time,
                                SolveOptions *so, Lang *lang, ApiBudget *budget, Reply *out)
{
    if (!api_fields(body, fields, out))
        return NULL;
    const char *field = problem_field(body, out);
    if (!field)
        return NULL;
    char err[FEN_MSG + 64];
    if (api_options(json_object_get(body, "options"), max_time, so, lang, err, sizeof err)) {
        reply_error(out, 400, "%s", err);
        return NULL;
    }
    api_budget_start(budget, rq, so);
    return field;
}

int api_first_problem(const char *field, const json_t *text, FirstProblem *fp, char *err, size_t errlen,
                      Reply *out)
{
    const char *t = json_string_value(text);
    size_t len = json_string_length(text);
    InputFormat fmt = strcmp(field, "popeye") == 0 ? INPUT_POPEYE : input_detect(field, t, len);
    if (first_problem_parse_upto(field, fmt, t, len, API_MAX_POSITIONS, fp, err, errlen) != 0)
        return 1;
    if (fp->more) {
        reply_error(out, 413, "%s: more than %d positions (twins) in the problem: the server solves at most %d "
                    "in one request", field, API_MAX_POSITIONS, API_MAX_POSITIONS);
        first_problem_free(fp);
        return -1;
    }
    return 0;
}

/* Names pb by the request's id, when it gives one (a twin's twin_of too);
 * false when out of memory. */
static bool position_id(Problem *pb, const json_t *id)
{
    if (!json_is_string(id))
        return true;
    free(pb->id);
    pb->id = strdup(json_string_value(id));
    if (!pb->id)
        return false;
    if (pb->twin_of) { /* the twins of the problem named so */
        free(pb->twin_of);
        pb->twin_of = strdup(json_string_value(id));
        if (!pb->twin_of)
            return false;
    }
    return true;
}

/* The record of position pb of a problem given as text (its error record
 * when it cannot be read, err, or a field does not fit it), with its twin's
 * line in the language; NULL after a reply of 500 (or the record's status). */
static json_t *text_position(const ApiPositions *P, Problem *pb, const char *err, const json_t *id, Twins *T,
                             Reply *out)
{
    if (!position_id(pb, id)) {
        reply_error(out, 500, "out of memory");
        return NULL;
    }
    char why[FEN_MSG + 256];
    json_t *rec = NULL;
    int st = err ? 400 : P->record(P->ctx, pb, pb->twin ? T : NULL, &rec, why, sizeof why);
    if (st == 400)
        rec = P->error_record(pb->id, pb->fen[0] ? pb->fen : NULL, pb, err ? err : why);
    else if (st != 0) {
        reply_error(out, st, "%s", why);
        return NULL;
    }
    if (!rec) {
        reply_error(out, 500, "out of memory");
        return NULL;
    }
    json_t *twin = api_twin_text(pb->twin, pb->twinning, pb->twin_base, P->lang);
    if (twin)
        json_object_set_new(rec, "twin_text", twin);
    return rec;
}

/* {"fen": line}: its record, or its error record when it cannot be read
 * ("fen: ..."), or the record's status (400: a field that does not fit it). */
static void fen_answer(const ApiPositions *P, const json_t *fen, const json_t *id, Reply *out)
{
    Problem pb;
    char msg[FEN_MSG], err[2 * FEN_MSG];
    if (fen_parse_line(json_string_value(fen), &pb, msg, sizeof msg) != 0) {
        snprintf(err, sizeof err, "fen: %s", msg);
        reply_json(out, 200, P->error_record(json_string_value(id), json_string_value(fen), NULL, err));
    } else {
        json_t *rec = NULL;
        int st = position_id(&pb, id) ? P->record(P->ctx, &pb, NULL, &rec, err, sizeof err) : 0;
        if (st)
            reply_error(out, st, "%s", err);
        else if (!rec)
            reply_error(out, 500, "out of memory");
        else
            reply_json(out, 200, rec);
    }
    problem_free(&pb);
}

json_t *api_positions_record(FirstProblem *fp, const json_t *id, const ApiPositions *P, Reply *out)
{
    Twins T = { 0 }; /* the problem's twins so far, for the themes across them */
    json_t *twins = json_array();
    json_t *rec = twins ? text_position(P, &fp->p[0], fp->err[0], id, &T, out) : NULL;
    if (!twins)
        reply_error(out, 500, "out of memory");
    for (int i = 1; rec && i < fp->n; i++) {
        json_t *r = text_position(P, &fp->p[i], fp->err[i], id, &T, out);
        if (r && json_array_append_new(twins, r) == 0)
            continue;
        if (r) /* the record made, but no room to keep it (append_new freed it) */
            reply_error(out, 500, "out of memory");
        json_decref(rec);
        rec = NULL;
    }
    twins_clear(&T);
    if (!rec) {
        json_decref(twins);
        return NULL;
    }
    if (json_array_size(twins) == 0)
        json_decref(twins);
    else if (json_object_set_new(rec, "twins", twins) != 0) {
        json_decref(rec);
        reply_error(out, 500, "out of memory");
        return NULL;
    }
    return rec;
}

/* What the text holds after its first problem, never read nor solved, said on
 * the first record ("others"): the reader's message of a line that is no
 * problem ("twin move a7 e3" after a FEN), or that another problem follows. */
static void set_others(json_t *rec, const char *field, const FirstProblem *fp)
{
    char *s = NULL;
    int n = fp->others_err ? asprintf(&s, "%s (only the first problem of the text is solved)", fp->others_err)
                           : asprintf(&s, "%s:%ld: another problem: only the first problem of the text is solved",
                                      field, fp->others_line);
    if (n >= 0)
        json_object_set_new(rec, "others", json_string(s));
    free(s);
}

void api_problem_answer(const json_t *body, const char *field, const ApiPositions *P, Reply *out)
{
    const json_t *id = json_object_get(body, "id"), *given = json_object_get(body, field);
    if (strcmp(field, "fen") == 0) {
        fen_answer(P, given, id, out);
        return;
    }
    FirstProblem fp;
    char err[2 * FEN_MSG];
    int read = api_first_problem(field, given, &fp, err, sizeof err, out);
    if (read != 0) {
        if (read > 0) /* as a bad line of a collection: an error record */
            reply_json(out, 200, P->error_record(json_string_value(id), NULL, NULL, err));
        return;
    }
    json_t *rec = api_positions_record(&fp, id, P, out);
    if (rec && fp.others)
        set_others(rec, field, &fp);
    first_problem_free(&fp);
    if (rec)
        reply_json(out, 200, rec);
}
