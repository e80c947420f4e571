/* json.c - the SPEC JSON record, built with jansson. */
#include "solver/report/stated.h"
#include "solver/report/json.h"

#include <stdlib.h>
#include "solver/report/legal_text.h"
#include "solver/report/json_text.h"
#include "solver/report/motives_json.h"
#include "solver/report/record_themes.h"

/* Moves and SAN are ASCII, the keys below literals: jansson need not check
 * them for UTF-8 (the _nocheck calls; batch builds a record a problem). */
static json_t *uci(Move m)
{
    char buf[8];
    return json_string_nocheck(move_to_uci(m, buf));
}

static json_t *uci_list(const Move *m, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(a, uci(m[i]));
    return a;
}

/* A variation of play p (NULL: the set play), with its motives when ph is not
 * NULL, and what x adds. */
static json_t *variation(const Solution *s, const Play *p, const Variation *v, const MotivePhase *ph,
                         const RecordExtras *x)
{
    json_t *o = json_object();
    json_object_set_new_nocheck(o, "defence", uci(v->defence));
    json_object_set_new_nocheck(o, "mates", uci_list(sol_moves(s, v->first), v->n));
    if (ph)
        json_object_set_new_nocheck(o, "motives", motives_json_variation(ph, s, v));
    if (x && x->variation)
        x->variation(x->ctx, o, s, p, v, ph);
    return o;
}

/* The object of one key (or a try, with its refutations, when with_refutations):
 * {"move", "san", "check", "zugzwang", "threats", "variations"}, with the motives
 * when why (the record of a full analysis). */
static json_t *play(const Solution *s, const Play *p, const SolveOptions *so, Lang lang,
                    bool with_refutations, bool why, const RecordExtras *x)
{
    char san[SAN_MAX];
    json_t *o = json_object();
    json_object_set_new_nocheck(o, "move", uci(p->move));
    json_object_set_new_nocheck(o, "san", json_string_nocheck(move_to_san(&s->start, p->move, lang, san, sizeof san)));
    json_object_set_new_nocheck(o, "check", json_boolean(p->check));
    json_object_set_new_nocheck(o, "zugzwang", json_boolean(p->zugzwang));
    json_object_set_new_nocheck(o, "threats", uci_list(sol_moves(s, p->threats_first), p->nthreats));
    json_t *vars = json_array();
    MotivePhase ph;
    if (why)
        motive_phase(&ph, s, p);
    for (int i = 0; i < p->nvars; i++) {
        const Variation *v = &p->vars[i];
        /* Refutations (no mate) are never variations. */
        if (v->n > 0 && variation_listed(s, p, v, so->all_defences))
            json_array_append_new(vars, variation(s, p, v, why ? &ph : NULL, x));
    }
    json_object_set_new_nocheck(o, "variations", vars);
    if (with_refutations)
        json_object_set_new_nocheck(o, "refutations", uci_list(sol_moves(s, p->refuts_first), p->nrefuts));
    if (with_refutations && why)
        json_object_set_new_nocheck(o, "refutation_motives", motives_json_refutations(&ph, s, p));
    if (x && x->play)
        x->play(x->ctx, o, s, p, why ? &ph : NULL);
    return o;
}

/* The fields every record has, in SPEC order, with empty lists. */
static json_t *skeleton(const char *id, const char *fen, const char *status,
                        const char *error)
{
    json_t *o = json_object();
    json_object_set_new_nocheck(o, "id", id ? json_string(id) : json_null());
    json_object_set_new_nocheck(o, "fen", fen ? json_string(fen) : json_null());
    json_object_set_new_nocheck(o, "stipulation", json_string("#2"));
    json_object_set_new_nocheck(o, "status", json_string(status));
    json_object_set_new_nocheck(o, "error", error ? json_string(error) : json_null());
    json_object_set_new_nocheck(o, "keys", json_array());
    json_object_set_new_nocheck(o, "short", json_array());
    json_object_set_new_nocheck(o, "tries", json_array());
    json_object_set_new_nocheck(o, "set", json_array());
    json_object_set_new_nocheck(o, "themes", json_array());
    json_t *stats = json_object();
    json_object_set_new_nocheck(stats, "nodes", json_integer(0));
    json_object_set_new_nocheck(stats, "ms", json_real(0.0));
    json_object_set_new_nocheck(o, "stats", stats);
    return o;
}

/* The problem's own fields that it has: twin, twin_of, twinning, title,
 * authors, source. */
static json_t *with_problem_fields(json_t *o, const Problem *pb)
{
    const struct { const char *name, *value; } fields[] = {
        { "twin", pb->twin }, { "twin_of", pb->twin_of }, { "twinning", pb->twinning },
        { "title", pb->title }, { "authors", pb->authors }, { "source", pb->source },
    };
    for (size_t i = 0; o && i < sizeof fields / sizeof *fields; i++)
        if (fields[i].value)
            json_object_set_new(o, fields[i].name, json_string(fields[i].value));
    return o;
}

json_t *report_json_themes(const Analysis *A)
{
    Text t = { 0 };
    jt_themes(&t, A);
    char *text = jt_finish(&t);
    json_t *themes = text ? json_loads(text, 0, NULL) : NULL;
    free(text);
    return themes;
}

/* The themes array with what x adds to each entry. */
static json_t *themes_extras(const Analysis *A, const RecordExtras *x)
{
    json_t *themes = json_array();
    for (int i = 0; themes && i < A->n; i++) {
        Text t = { 0 };
        jt_theme_entry(&t, A->entries[i]);
        char *text = jt_finish(&t);
        json_t *o = text ? json_loads(text, 0, NULL) : NULL;
        free(text);
        if (!o) {
            json_decref(themes);
            return NULL;
        }
        x->theme(x->ctx, o, A->entries[i]);
        json_array_append_new(themes, o);
    }
    return themes;
}

void report_json_themes_into(const Solution *s, json_t *out)
{
    Analysis A;
    analysis_init(&A);
    analysis_build(&A, s);
    json_t *themes = report_json_themes(&A);
    json_array_extend(out, themes);
    json_decref(themes);
    analysis_free(&A);
}

/* The record, with the themes of A when A is not NULL, and what x adds. */
static json_t *record(const Problem *pb, const Solution *s, const SolveOptions *so,
                      Lang lang, const Analysis *A, const RecordExtras *x)
{
    json_t *o = skeleton(pb->id, pb->fen, status_name(s->status),
                         s->status == ST_ILLEGAL ? "illegal position" : NULL);
    if (!o)
        return NULL;
    if (s->status == ST_ILLEGAL)
        return with_problem_fields(o, pb); /* a record with an error has empty lists */
    bool why = A && s->analysed; /* the motives (SPEC "Why"), beside the themes */
    json_t *keys = json_array(), *shorts = json_array(), *tries = json_array(), *set = json_array();
    for (int i = 0; i < s->nkeys; i++)
        json_array_append_new(keys, play(s, &s->keys[i], so, lang, false, why, x));
    for (int i = 0; i < s->nshorts; i++)
        json_array_append_new(shorts, uci(s->shorts[i]));
    for (int i = 0; i < s->ntries; i++)
        json_array_append_new(tries, play(s, &s->tries[i], so, lang, true, why, x));
    MotivePhase set_phase;
    if (why && s->set_computed)
        motive_phase(&set_phase, s, NULL);
    for (int i = 0; s->set_computed && i < s->nset; i++)
        if (s->set[i].n > 0)
            json_array_append_new(set, variation(s, NULL, &s->set[i], why ? &set_phase : NULL, x));
    /* The skeleton's places are kept: setting a field keeps its place. */
    json_object_set_new_nocheck(o, "keys", keys);
    json_object_set_new_nocheck(o, "short", shorts);
    json_object_set_new_nocheck(o, "tries", tries);
    json_object_set_new_nocheck(o, "set", set);
    json_t *themes = !A ? NULL : x && x->theme ? themes_extras(A, x) : report_json_themes(A);
    if (themes)
        json_object_set_new_nocheck(o, "themes", themes);
    json_t *stats = json_object();
    json_object_set_new_nocheck(stats, "nodes", json_integer((json_int_t)s->nodes));
    json_object_set_new_nocheck(stats, "ms", json_real(s->ms));
    json_object_set_new_nocheck(o, "stats", stats);
    return with_problem_fields(o, pb);
}

json_t *report_json_record(const Problem *pb, const Solution *s,
                           const SolveOptions *so, Lang lang)
{
    Analysis A;
    analysis_init(&A);
    analysis_build(&A, s);
    json_t *o = report_json_record_analysed(pb, s, &A, so, lang);
    analysis_free(&A);
    return o;
}

json_t *report_json_record_analysed(const Problem *pb, const Solution *s, const Analysis *A,
                                    const SolveOptions *so, Lang lang)
{
    return report_json_record_extras(pb, s, A, so, lang, NULL);
}

json_t *report_json_record_extras(const Problem *pb, const Solution *s, const Analysis *A,
                                  const SolveOptions *so, Lang lang, const RecordExtras *x)
{
    json_t *o = record(pb, s, so, lang, A, x);
    json_t *warnings = o && s->status != ST_ILLEGAL ? legal_json(&s->start, LANG_EN) : NULL;
    if (warnings) /* a position that cannot arise in a game (English, as every word of a record) */
        json_object_set_new(o, "warnings", warnings);
    json_t *stated = o ? stated_json(pb, s) : NULL;
    if (stated) /* the solution the problem states, judged (only when it states one) */
        json_object_set_new(o, "stated", stated);
    if (o && x && x->record)
        x->record(x->ctx, o, s);
    return o;
}

json_t *report_json_error_record(const char *id, const char *fen, const char *message)
{
    return skeleton(id, fen, "illegal", message ? message : "error");
}

char *report_json_dump(json_t *rec)
{
    if (!rec)
        return NULL;
    char *line = json_text_compact(rec);
    json_decref(rec);
    return line;
}

char *report_json_error(const char *id, const char *fen, const char *message)
{
    return report_json_dump(report_json_error_record(id, fen, message));
}

json_t *report_json_problem_error_record(const Problem *pb, const char *message)
{
    json_t *rec = report_json_error_record(pb->id, pb->fen[0] ? pb->fen : NULL, message);
    return with_problem_fields(rec, pb);
}

char *report_json_problem_error(const Problem *pb, const char *message)
{
    return report_json_dump(report_json_problem_error_record(pb, message));
}
