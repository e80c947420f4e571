/* api_solve.c - POST /api/solve and POST /api/diff. */
#include "solver/serve/api.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/compare/diff.h"
#include "solver/compare/record_read.h"
#include "solver/report/json.h"
#include "solver/report/motives_text.h"
#include "solver/report/legal_text.h"
#include "solver/report/phases_text.h"
#include "solver/report/record_san.h"
#include "solver/report/theme_words.h"
#include "solver/report/themes_text.h"
#include "solver/report/tr.h"
#include "solver/report/twins_text.h"
#include "themes/twins.h"

/* The lines of the text report's Analysis section under its heading, or NULL
 * when it is empty; the heads of its lines added to chips. */
static json_t *analysis_text(const Solution *s, const Analysis *A, Lang lang, ThemeChips *chips)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    themes_text_chips(f, s, A, lang, chips);
    if (fclose(f) != 0 || len == 0) {
        free(text);
        return NULL;
    }
    const char *body = text + strspn(text, "\n");
    const char *nl = strchr(body, '\n'); /* after the heading */
    json_t *j = nl ? json_string(nl + 1) : NULL;
    free(text);
    return j;
}

/* "chips": the themes of each key as the Analysis names and counts its lines
 * ({"key", "label", "count", "names"}: count 0 when the line has none, names
 * SPEC's; "twins": true for a line across twins), in the order of the lines. */
static json_t *chips_json(const ThemeChips *chips)
{
    json_t *all = json_array();
    for (int i = 0; i < chips->n; i++) {
        const ThemeChip *c = &chips->v[i];
        char uci[8];
        json_t *names = json_array();
        for (int k = 0; k < c->nids; k++)
            json_array_append_new(names, json_string(theme_info(c->ids[k])->name));
        json_t *o = json_pack("{s:s, s:s, s:i, s:o}", "key", move_to_uci(c->key, uci), "label", c->label,
                              "count", c->count, "names", names);
        if (c->twins)
            json_object_set_new(o, "twins", json_true());
        json_array_append_new(all, o);
    }
    return all;
}

/* What the page's record has beside the record (RecordExtras, json.h): every
 * move also in SAN, the motives in words (shown on a click), and each theme
 * entry's "label": the name a reader calls it by in lang, as the Analysis
 * writes it ("Zagoruiko 3x2", "chiave di sacrificio", "effective defences":
 * words, never SPEC's name). */
static void page_play(void *ctx, json_t *o, const Solution *s, const Play *p, const MotivePhase *ph)
{
    Lang lang = *(const Lang *)ctx;
    record_san_play(o, s, p, lang);
    if (ph)
        motives_words_refutations_json(o, ph, s, p, lang);
}

static void page_variation(void *ctx, json_t *o, const Solution *s, const Play *p, const Variation *v,
                           const MotivePhase *ph)
{
    Lang lang = *(const Lang *)ctx;
    record_san_variation(o, s, p, v, lang);
    if (ph)
        motives_words_variation_json(o, ph, s, v, lang);
}

static void page_theme(void *ctx, json_t *o, const ThemeEntry *e)
{
    Lang lang = *(const Lang *)ctx;
    char label[128];
    if (entry_has(e, EF_PHASES))
        phases_text_label(e, lang, label, sizeof label);
    else
        snprintf(label, sizeof label, "%s", theme_words(theme_info(e->id)->name, lang));
    json_object_set_new(o, "label", json_string(label));
}

static void page_record(void *ctx, json_t *rec, const Solution *s)
{
    record_san_shorts(rec, s, *(const Lang *)ctx);
}

/* "warnings": what the reader dropped or completed ("; "-separated in
 * pb->warnings), then why the position cannot arise in a game, in lang. */
static void set_warnings(json_t *rec, const Problem *pb, const Position *pos, Lang lang)
{
    json_t *all = json_array(), *legal = legal_json(pos, lang);
    for (const char *p = pb->warnings; *p;) {
        const char *end = strstr(p, "; ");
        size_t n = end ? (size_t)(end - p) : strlen(p);
        json_array_append_new(all, json_stringn(p, n));
        p += end ? n + 2 : n;
    }
    json_array_extend(all, legal);
    json_decref(legal);
    if (json_array_size(all) > 0)
        json_object_set_new(rec, "warnings", all);
    else {
        json_object_del(rec, "warnings");
        json_decref(all);
    }
}

/* The Analysis text with the themes across twins of A (those that end at this
 * twin) after it, under "Across twins:" as the text report has them; the heads
 * of their lines added to chips. */
static json_t *with_twins_text(json_t *analysis, const Analysis *A, const Twins *T, Lang lang, ThemeChips *chips)
{
    char *text = NULL, *all = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return analysis;
    twins_text_chips(f, A, T, lang, chips);
    if (fclose(f) != 0 || len == 0) {
        free(text);
        return analysis;
    }
    const char *own = analysis ? json_string_value(analysis) : "";
    json_t *j = asprintf(&all, "%s%s", own, text + (own[0] ? 0 : 1)) >= 0 ? json_string(all) : NULL;
    if (j)
        json_decref(analysis);
    free(all);
    free(text);
    return j ? j : analysis;
}

/* The record of pb solved with so (and what pb asks on top): its moves also
 * in SAN, the motives in words, the themes' labels, the warnings, the
 * Analysis section. A twin joins T, its problem's twins so far (NULL: none):
 * its record and Analysis have the themes across them that end at it. */
static json_t *solved_record(const Problem *pb, const SolveOptions *so, Lang lang, Twins *T)
{
    SolveOptions own;
    problem_solve_options(pb, so, &own);
    Solution mine;
    solve(&pb->pos, &own, &mine);
    bool twin = pb->twin && T;
    const Solution *held = twin ? twins_add(T, pb->twin, &mine) : &mine;
    Solution s = *held; /* a twin's stays in T */
    Analysis A; /* the themes, worked out once for the record, the Analysis and the labels */
    analysis_init(&A);
    analysis_build(&A, &s);
    ThemeChips chips = { 0 };
    json_t *analysis = s.analysed ? analysis_text(&s, &A, lang, &chips) : NULL; /* the twin's own */
    if (twin) { /* those across twins, after the twin's own in the record and the text */
        analysis_twins(&A, T);
        analysis = with_twins_text(analysis, &A, T, lang, &chips);
    }
    RecordExtras page = { page_play, page_variation, page_theme, page_record, &lang };
    json_t *rec = report_json_record_extras(pb, &s, &A, &own, lang, &page);
    if (rec) {
        set_warnings(rec, pb, &s.start, lang);
        if (analysis)
            json_object_set_new(rec, "analysis", analysis);
        json_object_set_new(rec, "chips", chips_json(&chips));
    } else {
        json_decref(analysis);
    }
    theme_chips_free(&chips);
    analysis_free(&A);
    solution_free(&mine); /* empty when T holds it */
    return rec;
}

typedef struct {
    SolveOptions so;
    Lang lang;
} SolveRun;

/* A position's record (ApiPositions.record). */
static int solve_position(void *ctx, Problem *pb, Twins *T, json_t **rec, char *err, size_t errlen)
{
    (void)err, (void)errlen; /* every position is answered with its record */
    const SolveRun *run = ctx;
    *rec = solved_record(pb, &run->so, run->lang, T);
    return 0;
}

/* The error record of position pos, NULL when none could be read (id and
 * fen name it then). */
static json_t *solve_error(const char *id, const char *fen, const Problem *pos, const char *message)
{
    return pos ? report_json_problem_error_record(pos, message) : report_json_error_record(id, fen, message);
}

void api_solve(const ApiContext *cx, const Request *rq, Reply *out)
{
    json_t *body = api_body(rq, out);
    if (!body)
        return;
    static const char *const fields[] = { API_PROBLEM_FIELDS, NULL };
    SolveRun run;
    ApiBudget budget; /* the time limit bounds all the positions of the request together */
    const char *field = api_problem_request(rq, body, fields, cx->max_time, &run.so, &run.lang, &budget, out);
    if (field) {
        ApiPositions P = { solve_position, solve_error, &run, run.lang };
        api_problem_answer(body, field, &P, out);
    }
    json_decref(body);
}

json_t *api_solve_positions(FirstProblem *fp, const SolveOptions *so, Lang lang, Reply *out)
{
    SolveRun run = { *so, lang };
    ApiPositions P = { solve_position, solve_error, &run, lang };
    return api_positions_record(fp, NULL, &P, out);
}

void api_diff(const ApiContext *cx, const Request *rq, Reply *out)
{
    (void)cx;
    json_t *body = api_body(rq, out);
    if (!body)
        return;
    char err[512];
    const json_t *old_rec = json_object_get(body, "old"), *new_rec = json_object_get(body, "new");
    const json_t *strict = json_object_get(body, "strict"), *lang_name = json_object_get(body, "lang");
    Lang lang = LANG_EN;
    static const char *const fields[] = { "old", "new", "strict", "lang", NULL };
    RecordPlay old_play, new_play;
    record_play_init(&old_play);
    record_play_init(&new_play);
    if (!api_fields(body, fields, out))
        goto done;
    if (!old_rec || !new_rec) {
        reply_error(out, 400, "%s: missing (the two records to compare)", old_rec ? "new" : "old");
        goto done;
    }
    if (record_read(old_rec, &old_play, err, sizeof err)) {
        reply_error(out, 400, "old.%s", err);
        goto done;
    }
    if (record_read(new_rec, &new_play, err, sizeof err)) {
        reply_error(out, 400, "new.%s", err);
        goto done;
    }
    if (strict && !json_is_boolean(strict)) {
        reply_error(out, 400, "strict: not true or false");
        goto done;
    }
    if (lang_name && (!json_is_string(lang_name) || !lang_parse(json_string_value(lang_name), &lang))) {
        reply_error(out, 400, "lang: not one of it, de, fr, en");
        goto done;
    }
    DiffList d = { 0 };
    diff_records(&old_play, &new_play, !strict || json_is_true(strict), lang, &d);
    json_t *changes = json_array();
    for (int i = 0; i < d.n; i++) {
        json_t *c = json_object();
        json_object_set_new(c, "kind", json_string(diff_kind_name(d.items[i].kind)));
        json_object_set_new(c, "keys", json_boolean(diff_kind_is_key(d.items[i].kind)));
        json_object_set_new(c, "text", json_string(d.items[i].text));
        json_array_append_new(changes, c);
    }
    diff_list_free(&d);
    json_t *o = json_object();
    json_object_set_new(o, "changes", changes);
    reply_json(out, 200, o);
done:
    record_play_free(&old_play);
    record_play_free(&new_play);
    json_decref(body);
}
