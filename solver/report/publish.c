/* publish.c - the solution as a magazine prints it. */
#include "solver/report/publish.h"

#include "solver/report/figurine.h"
#include "solver/report/moves_text.h"
#include "solver/report/defence_group.h"
#include "solver/report/random_moves.h"
#include "solver/report/tr.h"

/* "2.Qa7#/Qa8#/Qb2#": mates m[0..n) played in pos, after lead; a pawn's
 * promotions to one square are one mate, as the text report writes them,
 * "2.c8=Q# (=B)" (themes/KEY.md "Counting mates"), not a dual "c8=Q#/c8=B#". */
static void mates(FILE *out, const char *lead, const Position *pos, const Move *m, int n, Lang lang)
{
    bool first = true;
    for (int i = 0; i < n; i++)
        if (text_mate(out, first ? lead : "/", pos, m, n, i, lang))
            first = false;
}

/* "1...Ka2 2.Qb2#": a defence in pos and the mates after it; a man's random
 * move "1...R~ 2.Qd4#" (random_moves.h). */
static void variation(FILE *out, const Solution *s, const Position *pos, const Variation *vars,
                      int n, const bool *listed, PhaseLine line, Lang lang)
{
    const Variation *v = &vars[line.var];
    Position after = position_after(pos, v->defence);
    fputs("1...", out);
    if (line.kind == LINE_RANDOM) {
        dg_put_random(out, s, pos, vars, n, listed, line.var, lang);
    } else {
        text_san(out, pos, v->defence, lang);
    }
    mates(out, " 2.", &after, sol_moves(s, v->first), v->n, lang);
}

/* The listed variations vars[0..n) (listed[i] for each), after first and
 * separated by sep; returns whether it wrote any. */
static bool variations(FILE *out, const Solution *s, const Position *pos, const Variation *vars,
                       int n, const bool *listed, const char *first, const char *sep, Lang lang)
{
    PhaseLine lines[MAX_MOVES];
    int k = random_lines(s, pos, vars, n < MAX_MOVES ? n : MAX_MOVES, listed, lines);
    for (int i = 0; i < k; i++) {
        fputs(i ? sep : first, out);
        variation(out, s, pos, vars, n, listed, lines[i], lang);
    }
    return k > 0;
}

/* A key ('!') or a try ('?'): threats in parentheses (or zugzwang), the
 * listed variations, a try's refutations. */
static void play(FILE *out, const Solution *s, const Play *p, char mark, const SolveOptions *so, Lang lang)
{
    Position after = position_after(&s->start, p->move);
    fputs("1.", out);
    text_san(out, &s->start, p->move, lang);
    fputc(mark, out);
    if (p->nthreats > 0) {
        Position passed = position_passed(&after); /* the threat: as if the defender passed */
        mates(out, " (2.", &passed, sol_moves(s, p->threats_first), p->nthreats, lang);
        fputc(')', out);
    } else if (p->zugzwang) {
        fprintf(out, " %s", tr(lang, "zugzwang"));
    }
    bool listed[MAX_MOVES];
    for (int i = 0; i < p->nvars && i < MAX_MOVES; i++)
        listed[i] = p->vars[i].n > 0 && variation_listed(s, p, &p->vars[i], so->all_defences);
    char semi[16]; /* "; ", as the reader's language sets it */
    snprintf(semi, sizeof semi, "%s ", tr_semicolon(lang));
    bool any = variations(out, s, &after, p->vars, p->nvars, listed, " ", semi, lang);
    if (p->nrefuts > 0) {
        fprintf(out, "%s%s", any ? semi : " ", tr(lang, "but"));
        for (int i = 0; i < p->nrefuts; i++) {
            fputs(i ? ", 1..." : " 1...", out);
            text_san(out, &after, sol_moves(s, p->refuts_first)[i], lang);
            fputc('!', out);
        }
    }
    fputc('\n', out);
}

static void set_play(FILE *out, const Solution *s, Lang lang)
{
    if (!s->set_computed)
        return;
    Position passed = position_passed(&s->start); /* the defender moves first */
    bool listed[MAX_MOVES];
    for (int i = 0; i < s->nset && i < MAX_MOVES; i++)
        listed[i] = s->set[i].n > 0;
    char first[64];
    snprintf(first, sizeof first, "%s ", tr(lang, "Set play:"));
    char semi[16];
    snprintf(semi, sizeof semi, "%s ", tr_semicolon(lang));
    if (variations(out, s, &passed, s->set, s->nset, listed, first, semi, lang))
        fputc('\n', out);
}

static void solution(FILE *out, const Problem *pb, const Solution *s, const SolveOptions *so,
                     const TextStyle *ts)
{
    Lang lang = ts->lang;
    text_heading(out, pb, ts);
    set_play(out, s, lang);
    for (int i = 0; i < s->ntries; i++)
        play(out, s, &s->tries[i], '?', so, lang);
    text_shorts(out, s, lang);
    for (int i = 0; i < s->nkeys; i++)
        play(out, s, &s->keys[i], '!', so, lang);
    if (s->status != ST_SOUND)
        fprintf(out, "%s\n", text_status_word(s->status, lang));
}

/* What report_publish writes, for figurine_through. */
typedef struct {
    const Problem *pb;
    const Solution *s;
    const SolveOptions *so;
    const TextStyle *ts;
} Published;

static void write_published(FILE *out, const void *ctx)
{
    const Published *p = ctx;
    solution(out, p->pb, p->s, p->so, p->ts);
}

/* The problem's own words, as written: no figurines there. */
static size_t published_words(const void *ctx)
{
    const Published *p = ctx;
    return text_words_length(p->pb, p->ts);
}

void report_publish(FILE *out, const Problem *pb, const Solution *s, const SolveOptions *so,
                    const TextStyle *ts)
{
    Published p = { pb, s, so, ts };
    figurine_through(out, ts->figurine, ts->lang, write_published, published_words, &p);
}
