/* api_print.c - POST /api/diagram and POST /api/publish: the problem on the
 * page drawn as a magazine prints it (SVG or PNG), and its solution written
 * as one prints it, for the page's "Download diagram" and "Copy solution". */
#include "solver/serve/api.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "fen/first_problem.h"
#include "solver/diagram/diagram.h"
#include "solver/diagram/render.h"
#include "solver/diagram/svg.h"
#include "solver/report/publish.h"

/* The positions of the request's problem: {"fen"}, or {"text"}, the first
 * problem of the text in any format with its twins; "id" (api_fields has
 * seen it is a string or null) names it. Returns 0,
 * or -1 with a 400 reply (413 past API_MAX_POSITIONS). A twin that cannot be
 * read is left out. */
static int request_problem(const json_t *body, FirstProblem *fp, Reply *out)
{
    const json_t *fen = json_object_get(body, "fen"), *text = json_object_get(body, "text");
    const json_t *id = json_object_get(body, "id");
    char err[2 * FEN_MSG];
    memset(fp, 0, sizeof *fp);
    if ((fen != NULL) == (text != NULL)) {
        reply_error(out, 400, "fen, text: give one of them");
        return -1;
    }
    if (!json_is_string(fen ? fen : text)) {
        reply_error(out, 400, "%s: not a string", fen ? "fen" : "text");
        return -1;
    }
    if (fen) {
        fp->p = calloc(1, sizeof *fp->p);
        fp->err = calloc(1, sizeof *fp->err);
        if (!fp->p || !fp->err) {
            first_problem_free(fp);
            reply_error(out, 500, "out of memory");
            return -1;
        }
        fp->n = 1;
        if (fen_parse_line(json_string_value(fen), &fp->p[0], err, sizeof err) != 0) {
            reply_error(out, 400, "fen: %s", err);
            first_problem_free(fp);
            return -1;
        }
    } else {
        int read = api_first_problem("text", text, fp, err, sizeof err, out);
        if (read > 0)
            reply_error(out, 400, "%s", err);
        if (read != 0)
            return -1;
    }
    if (fp->err[0]) {
        reply_error(out, 400, "%s", fp->err[0]);
        first_problem_free(fp);
        return -1;
    }
    int kept = 0; /* the twins that were read, in order */
    for (int i = 0; i < fp->n; i++) {
        if (fp->err[i]) {
            problem_free(&fp->p[i]);
            free(fp->err[i]);
            fp->err[i] = NULL;
        } else if (kept++ != i) {
            fp->p[kept - 1] = fp->p[i];
            memset(&fp->p[i], 0, sizeof fp->p[i]);
        }
    }
    fp->n = kept;
    if (json_is_string(id)) {
        free(fp->p[0].id);
        fp->p[0].id = strdup(json_string_value(id));
    }
    return 0;
}

void api_diagram(const ApiContext *cx, const Request *rq, Reply *out)
{
    (void)cx;
    static const char *const fields[] = { "fen", "text", "id", "format", "lang", NULL };
    json_t *body = api_body(rq, out);
    if (!body)
        return;
    const json_t *format = json_object_get(body, "format"), *lang_name = json_object_get(body, "lang");
    const char *f = json_is_string(format) ? json_string_value(format) : format ? "" : "svg";
    Lang lang = LANG_EN;
    FirstProblem fp;
    if (!api_fields(body, fields, out))
        goto done;
    if (strcmp(f, "svg") != 0 && strcmp(f, "png") != 0) {
        reply_error(out, 400, "format: not svg or png");
        goto done;
    }
    if (lang_name && (!json_is_string(lang_name) || !lang_parse(json_string_value(lang_name), &lang))) {
        reply_error(out, 400, "lang: not one of it, de, fr, en");
        goto done;
    }
    if (request_problem(body, &fp, out) != 0)
        goto done;
    Diagram d;
    size_t len = 0;
    char *svg = diagram_build(&d, fp.p, fp.n, lang) ? diagram_svg(&d, &len) : NULL;
    diagram_free(&d);
    first_problem_free(&fp);
    char err[256];
    unsigned char *png = NULL;
    if (!svg) {
        reply_error(out, 500, "out of memory");
    } else if (f[0] == 's') {
        *out = (Reply){ .status = 200, .type = "image/svg+xml", .body = svg, .len = len, .no_store = true };
        svg = NULL;
    } else if (render_png(svg, len, &png, &len, err, sizeof err) != 0) {
        reply_error(out, 500, "png: %s", err);
    } else {
        *out = (Reply){ .status = 200, .type = "image/png", .body = (char *)png, .len = len, .no_store = true };
    }
    free(svg);
done:
    json_decref(body);
}

void api_publish(const ApiContext *cx, const Request *rq, Reply *out)
{
    static const char *const fields[] = { "fen", "text", "id", "options", "notation", NULL };
    json_t *body = api_body(rq, out);
    if (!body)
        return;
    const json_t *notation = json_object_get(body, "notation");
    char err[512];
    SolveOptions so;
    TextStyle ts;
    Lang lang;
    FirstProblem fp;
    if (!api_fields(body, fields, out))
        goto done;
    if (notation && (!json_is_string(notation) || (strcmp(json_string_value(notation), "figurine") != 0 &&
                                                   strcmp(json_string_value(notation), "letters") != 0))) {
        reply_error(out, 400, "notation: not letters or figurine");
        goto done;
    }
    if (api_options(json_object_get(body, "options"), cx->max_time, &so, &lang, err, sizeof err)) {
        reply_error(out, 400, "%s", err);
        goto done;
    }
    if (so.keys_only) {
        reply_error(out, 400, "options.keys_only: a published solution is the whole solution");
        goto done;
    }
    ApiBudget budget; /* the time limit bounds all the positions together */
    api_budget_start(&budget, rq, &so);
    if (request_problem(body, &fp, out) != 0)
        goto done;
    text_style_default(&ts, lang);
    ts.figurine = notation && json_string_value(notation)[0] == 'f';
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    for (int i = 0; f && i < fp.n; i++) {
        SolveOptions own;
        problem_solve_options(&fp.p[i], &so, &own);
        Solution s;
        solve(&fp.p[i].pos, &own, &s);
        ts.later = i > 0; /* a twin: its line under the problem's words */
        if (i > 0)
            fputc('\n', f); /* a blank line between twins, as solve writes them */
        report_publish(f, &fp.p[i], &s, &own, &ts);
        solution_free(&s);
    }
    first_problem_free(&fp);
    if (!f || fclose(f) != 0) {
        reply_error(out, 500, "out of memory");
    } else {
        json_t *o = json_object();
        json_object_set_new(o, "text", json_string(text));
        reply_json(out, 200, o);
    }
    free(text);
done:
    json_decref(body);
}
