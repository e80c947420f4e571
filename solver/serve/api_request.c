/* api_request.c - what every API request has in common: a JSON body, its
 * fields, options. */
#include "solver/serve/api.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

bool api_fields(const json_t *body, const char *const *fields, Reply *out)
{
    const char *name;
    json_t *v;
    json_object_foreach((json_t *)body, name, v) {
        bool known = false;
        for (const char *const *f = fields; *f && !known; f++)
            known = strcmp(name, *f) == 0;
        if (!known) {
            char list[256] = ""; /* "fen, popeye, text": what the request may have */
            for (const char *const *f = fields; *f; f++)
                snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", f == fields ? "" : ", ", *f);
            reply_error(out, 400, "%s: unknown field (%s)", name, list);
            return false;
        }
    }
    const json_t *id = json_object_get(body, "id");
    if (id && !json_is_string(id) && !json_is_null(id)) {
        reply_error(out, 400, "id: not a string");
        return false;
    }
    return true;
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

json_t *api_twin_text(const char *twin, const char *twinning, const uint8_t *twin_base, Lang lang)
{
    Problem pb = { .twin = (char *)twin, .twinning = (char *)twinning, .twin_base = (uint8_t *)twin_base };
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
