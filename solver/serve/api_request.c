/* api_request.c - what every API request has in common: a JSON body, options. */
#include "solver/serve/api.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/input.h"
#include "solver/report/twin_text.h"

void api_budget_start(ApiBudget *b, const Request *rq, SolveOptions *so)
{
    b->rq = rq;
    b->deadline = so->max_time > 0 ? clock_seconds() + so->max_time : 0;
    so->stop = api_budget_over;
    so->stop_ctx = b;
}

bool api_budget_over(void *budget)
{
    const ApiBudget *b = budget;
    return request_cancelled(b->rq) || (b->deadline > 0 && clock_seconds() > b->deadline);
}

json_t *api_body(const Request *rq, Reply *out)
{
    json_error_t e;
    json_t *body = json_loadb(rq->body ? rq->body : "", rq->len, JSON_REJECT_DUPLICATES, &e);
    if (!body) {
        reply_error(out, 400, "request body: not JSON: %s (line %d, column %d)", e.text, e.line, e.column);
        return NULL;
    }
    if (!json_is_object(body)) {
        json_decref(body);
        reply_error(out, 400, "request body: not a JSON object");
        return NULL;
    }
    return body;
}

static int bad(char *err, size_t errlen, const char *name, const char *what)
{
    snprintf(err, errlen, "options.%s: %s", name, what);
    return -1;
}

int api_options(const json_t *opts, double max_time, SolveOptions *so, Lang *lang,
                char *err, size_t errlen)
{
    solve_options_default(so);
    so->max_time = max_time;
    *lang = LANG_EN;
    if (!opts || json_is_null(opts))
        return 0;
    if (!json_is_object(opts)) {
        snprintf(err, errlen, "options: not an object");
        return -1;
    }
    const char *name;
    json_t *v;
    json_object_foreach((json_t *)opts, name, v) {
        if (strcmp(name, "keys_only") == 0 || strcmp(name, "all_defences") == 0) {
            if (!json_is_boolean(v))
                return bad(err, errlen, name, "not true or false");
            *(name[0] == 'k' ? &so->keys_only : &so->all_defences) = json_is_true(v);
        } else if (strcmp(name, "refutations") == 0) {
            if (!json_is_integer(v) || json_integer_value(v) < 1 || json_integer_value(v) > 1000)
                return bad(err, errlen, name, "not a number from 1 to 1000");
            so->max_refutations = (int)json_integer_value(v);
        } else if (strcmp(name, "lang") == 0) {
            if (!json_is_string(v) || !lang_parse(json_string_value(v), lang))
                return bad(err, errlen, name, "not one of it, de, fr, en");
        } else if (strcmp(name, "max_time") == 0) {
            double s = json_number_value(v);
            if (!json_is_number(v) || !(s > 0) || !isfinite(s))
                return bad(err, errlen, name, "not a number of seconds above 0");
            if (s < so->max_time || so->max_time == 0)
                so->max_time = s;
        } else {
            return bad(err, errlen, name, "unknown option (keys_only, all_defences, refutations, lang, max_time)");
        }
    }
    return 0;
}

int api_lang_arg(const Request *rq, bool required, Lang *lang, Reply *out)
{
    const char *code = request_arg(rq, "lang");
    *lang = LANG_EN;
    if ((!code && !required) || (code && lang_parse(code, lang)))
        return 0;
    reply_error(out, 400, "lang: %s (?lang=it, de, fr or en)", code ? "not one of it, de, fr, en" : "missing");
    return -1;
}

json_t *api_twin_text(const char *twin, const char *twinning, Lang lang)
{
    Problem pb = { .twin = (char *)twin, .twinning = (char *)twinning };
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    twin_text_line(f, &pb, lang);
    json_t *j = NULL;
    if (fclose(f) == 0 && len > 0) {
        text[len - 1] = '\0'; /* the line's end */
        j = json_string(text);
    }
    free(text);
    return j;
}

const char *api_problem_field(const json_t *body, Reply *out)
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

void api_position_id(Problem *pb, const json_t *id)
{
    if (!json_is_string(id))
        return;
    free(pb->id);
    pb->id = strdup(json_string_value(id));
    if (pb->twin_of) { /* the twins of the problem named so */
        free(pb->twin_of);
        pb->twin_of = strdup(json_string_value(id));
    }
}
