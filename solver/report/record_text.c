/* record_text.c - the SPEC JSON record written straight as text, field by field,
 * without building it as jansson values first: batch writes one a problem, and
 * building and walking the tree cost as much as the themes. The text is byte for
 * byte json_text_compact(report_json_record(...)) (test_record_text.c checks
 * it); the themes come from the typed entries (record_themes.c). */
#include "solver/report/json.h"

#include <string.h>
#include "solver/report/json_moves.h"
#include "solver/report/json_text.h"
#include "solver/report/legal_text.h"
#include "solver/report/motives_json.h"
#include "solver/report/stated.h"
#include "solver/report/record_themes.h"

#define LIT(t, s) jt_put(t, s, sizeof s - 1)

/* Whether s is text jansson takes (json_string): valid UTF-8, no overlong form,
 * no surrogate, nothing above U+10FFFF. What it refuses is left out of the
 * record, as json_object_set_new leaves out a NULL value. */
static bool utf8_ok(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        unsigned c = *p++;
        if (c < 0x80)
            continue;
        int n = c >= 0xC2 && c <= 0xDF ? 1 : c >= 0xE0 && c <= 0xEF ? 2 : c >= 0xF0 && c <= 0xF4 ? 3 : -1;
        if (n < 0)
            return false;
        unsigned v = c & (n == 1 ? 0x1F : n == 2 ? 0x0F : 0x07);
        for (int i = 0; i < n; i++, p++) {
            if ((*p & 0xC0) != 0x80)
                return false;
            v = v << 6 | (*p & 0x3F);
        }
        if ((n == 2 && (v < 0x800 || (v >= 0xD800 && v <= 0xDFFF))) || (n == 3 && (v < 0x10000 || v > 0x10FFFF)))
            return false;
    }
    return true;
}

/* ,"name": before a value (the first of an object without the comma). */
static void field(Text *t, const char *name, bool *first)
{
    if (!*first)
        jt_char(t, ',');
    *first = false;
    jt_char(t, '"');
    jt_put(t, name, strlen(name));
    LIT(t, "\":");
}

/* A string field, null when s is NULL; nothing when jansson would refuse s. */
static void string_field(Text *t, const char *name, const char *s, bool *first)
{
    if (s && !utf8_ok(s))
        return;
    field(t, name, first);
    if (s)
        jt_string(t, s, strlen(s));
    else
        LIT(t, "null");
}

/* With its motives when ph is not NULL (a full analysis). */
static void variation(Text *t, const Solution *s, const Variation *v, const MotivePhase *ph)
{
    LIT(t, "{\"defence\":");
    jt_uci(t, v->defence);
    LIT(t, ",\"mates\":");
    jt_uci_list(t, sol_moves(s, v->first), v->n);
    if (ph)
        motives_text_variation(t, ph, s, v);
    jt_char(t, '}');
}

/* A key or try, as json.c's play(). */
static void play(Text *t, const Solution *s, const Play *p, const SolveOptions *so, Lang lang,
                 bool with_refutations)
{
    char san[SAN_MAX];
    LIT(t, "{\"move\":");
    jt_uci(t, p->move);
    LIT(t, ",\"san\":");
    move_to_san_no_mate(&s->start, p->move, p->check, lang, san, sizeof san);
    jt_string(t, san, strlen(san));
    if (p->check)
        LIT(t, ",\"check\":true");
    else
        LIT(t, ",\"check\":false");
    if (p->zugzwang)
        LIT(t, ",\"zugzwang\":true");
    else
        LIT(t, ",\"zugzwang\":false");
    LIT(t, ",\"threats\":");
    jt_uci_list(t, sol_moves(s, p->threats_first), p->nthreats);
    LIT(t, ",\"variations\":[");
    MotivePhase ph;
    if (s->analysed)
        motive_phase(&ph, s, p);
    bool first = true;
    for (int i = 0; i < p->nvars; i++) {
        const Variation *v = &p->vars[i];
        if (v->n > 0 && variation_listed(s, p, v, so->all_defences)) {
            if (!first)
                jt_char(t, ',');
            first = false;
            variation(t, s, v, s->analysed ? &ph : NULL);
        }
    }
    jt_char(t, ']');
    if (with_refutations) {
        LIT(t, ",\"refutations\":");
        jt_uci_list(t, sol_moves(s, p->refuts_first), p->nrefuts);
        if (s->analysed)
            motives_text_refutations(t, &ph, s, p);
    }
    jt_char(t, '}');
}

static void plays(Text *t, const Solution *s, const Play *p, int n, const SolveOptions *so, Lang lang,
                  bool with_refutations)
{
    jt_char(t, '[');
    for (int i = 0; i < n; i++) {
        if (i)
            jt_char(t, ',');
        play(t, s, &p[i], so, lang, with_refutations);
    }
    jt_char(t, ']');
}

/* ,"warnings":[...] when the position cannot arise in a game (legal_json). */
static void warnings(Text *t, const Position *pos)
{
    LegalWarning w[LEGAL_MAX];
    int n = legal_check(pos, w);
    if (n == 0)
        return;
    LIT(t, ",\"warnings\":[");
    bool none = true;
    for (int i = 0; i < n; i++) {
        char line[256];
        legal_text_line(&w[i], LANG_EN, line, sizeof line);
        if (!utf8_ok(line))
            continue;
        if (!none)
            jt_char(t, ',');
        none = false;
        jt_string(t, line, strlen(line));
    }
    jt_char(t, ']');
}

char *report_json_string(const Problem *pb, const Solution *s, const SolveOptions *so, Lang lang)
{
    Analysis A;
    analysis_init(&A);
    analysis_build(&A, s);
    char *line = report_json_string_analysed(pb, s, &A, so, lang);
    analysis_free(&A);
    return line;
}

char *report_json_string_analysed(const Problem *pb, const Solution *s, const Analysis *A,
                                  const SolveOptions *so, Lang lang)
{
    Text t = { 0 };
    bool illegal = s->status == ST_ILLEGAL;
    jt_char(&t, '{');
    /* "id" and "fen" are left out when jansson would refuse them (see utf8_ok). */
    bool first = true;
    string_field(&t, "id", pb->id, &first);
    string_field(&t, "fen", pb->fen, &first);
    field(&t, "stipulation", &first);
    LIT(&t, "\"#2\",\"status\":");
    const char *status = status_name(s->status);
    jt_string(&t, status, strlen(status));
    if (illegal) { /* a record with an error has empty lists */
        LIT(&t, ",\"error\":\"illegal position\",\"keys\":[],\"short\":[],\"tries\":[],\"set\":[],"
                "\"themes\":[],\"stats\":{\"nodes\":0,\"ms\":");
        jt_real(&t, 0.0);
    } else {
        LIT(&t, ",\"error\":null,\"keys\":");
        plays(&t, s, s->keys, s->nkeys, so, lang, false);
        LIT(&t, ",\"short\":");
        jt_uci_list(&t, s->shorts, s->nshorts);
        LIT(&t, ",\"tries\":");
        plays(&t, s, s->tries, s->ntries, so, lang, true);
        LIT(&t, ",\"set\":[");
        MotivePhase set;
        if (s->analysed && s->set_computed)
            motive_phase(&set, s, NULL);
        bool none = true;
        for (int i = 0; s->set_computed && i < s->nset; i++)
            if (s->set[i].n > 0) {
                if (!none)
                    jt_char(&t, ',');
                none = false;
                variation(&t, s, &s->set[i], s->analysed ? &set : NULL);
            }
        LIT(&t, "],\"themes\":");
        jt_themes(&t, A);
        LIT(&t, ",\"stats\":{\"nodes\":");
        jt_integer(&t, (json_int_t)s->nodes);
        LIT(&t, ",\"ms\":");
        jt_real(&t, s->ms);
    }
    jt_char(&t, '}'); /* of "stats" */
    const struct { const char *name, *value; } fields[] = {
        { "twin", pb->twin }, { "twin_of", pb->twin_of }, { "twinning", pb->twinning },
        { "title", pb->title }, { "authors", pb->authors }, { "source", pb->source },
    };
    for (size_t i = 0; i < sizeof fields / sizeof *fields; i++)
        if (fields[i].value)
            string_field(&t, fields[i].name, fields[i].value, &first);
    if (!illegal)
        warnings(&t, &s->start);
    json_t *stated = stated_json(pb, s); /* only when the problem states a solution */
    if (stated) {
        LIT(&t, ",\"stated\":");
        jt_value(&t, stated);
        json_decref(stated);
    }
    jt_char(&t, '}');
    return jt_finish(&t);
}
