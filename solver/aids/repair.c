/* repair.c - the search for versions: every single edit, then (--depth 2)
 * pairs, shared among threads; the cheap test first, the full analysis and
 * the comparison only for the sound versions. */
#include "solver/aids/repair.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include "solver/aids/aids_themes.h"
#include "solver/aids/parallel.h"
#include "solver/movegen.h"
#include "solver/report/phases_text.h"
#include "solver/report/theme_words.h"
#include "solver/report/tr.h"
#include "themes/theme_play.h"
#include "themes/theme_table.h"

enum { MAX_EDITS = 4096, CHUNK = 8, MAX_THREADS = 256 };

typedef struct {
    const Problem *pb;
    const RepairOptions *o;
    Repair *r;
    /* Read by every thread as they are: */
    const RecordPlay *intended;  /* the intended play as the one key */
    const RecordPlay *orig_play; /* the problem's play (set play, tries) */
    const Analysis *orig_themes; /* its theme entries about the intended key */
    const Analysis *orig_flaws;  /* the checks and flights with no set mate of its diagram */
    bool need_fewer_duals;    /* the only flaw is duals: a version must have fewer */
    Edit *edits;
    int nedits;
    uint8_t *single;          /* per edit: 1 + its ProbeResult, 0 when illegal */
    int *order, norder;       /* depth 2: the first edits of pairs, most promising first */
    atomic_int next;
    atomic_bool stop;
    double t0;
    pthread_mutex_t mu;       /* the versions found, the counts */
} Shared;

typedef struct {
    Shared *sh;
    KeyProbe kp;
    Solution work;
    RecordPlay play, vplay;   /* a version's intended play, its whole play */
    long tried, legal;
    Version *found;
    int nfound, capfound;
} Worker;

static bool out_of_time(Shared *sh)
{
    if (atomic_load_explicit(&sh->stop, memory_order_relaxed))
        return true;
    if ((sh->o->max_time > 0 && clock_seconds() - sh->t0 > sh->o->max_time) ||
        (sh->o->cancelled && sh->o->cancelled(sh->o->cancel_ctx))) {
        atomic_store(&sh->stop, true);
        return true;
    }
    return false;
}

/* Listed variations of p with two or more mates (promotions to Q, R, B on one
 * square counting as one mate). */
static int count_duals(const Solution *s, const Play *p, const SolveOptions *so)
{
    int n = 0;
    for (int i = 0; i < p->nvars; i++) {
        const Variation *v = &p->vars[i];
        n += variation_listed(s, p, v, so->all_defences) && mates_distinct(sol_moves(s, v->first), v->n) > 1;
    }
    return n;
}

/* One play p of s as the one key of R, for the comparison. */
static void play_record(RecordPlay *R, const Solution *s, const Play *p, const SolveOptions *so)
{
    record_play_reset(R);
    R->has_start = true;
    R->start = s->start;
    record_play_add_key(R, s, p, so);
}

/* A theme entry of the problem the version lost: its name in v, a line in
 * its changes. */
typedef struct {
    Version *v;
    Lang words;
} LostTheme;

static void lost_theme(const ThemeEntry *e, void *ctx)
{
    LostTheme *lt = ctx;
    ThemeId id = e->id;
    const char *name = theme_info(id)->name;
    int before = lt->v->nlost_themes;
    aids_name_add(lt->v->lost_themes, &lt->v->nlost_themes, MAX_VERSION_LOST, theme_info(id)->name);
    if (lt->v->nlost_themes == before)
        return; /* said once a name */
    char label[96], line[160];
    if (theme_info(id)->named)
        phases_text_label(e, lt->words, label, sizeof label);
    else
        snprintf(label, sizeof label, "%s", theme_words(name, lt->words));
    snprintf(line, sizeof line, "%s: %s", tr(lt->words, diff_kind_name(DK_LOST_THEME)), label);
    diff_list_add(&lt->v->changes, DK_LOST_THEME, line);
}

/* A flaw of the set position the version has and the problem not (a check
 * or flight with no set mate): its name in v, a line in its changes. New
 * duals are counted apart (nnew_duals); the key's own features (a king key, a
 * check) are the intended key's, not the edit's. */
typedef struct {
    Version *v;
    Lang lang, words;             /* the letters of its moves, its words */
    const Analysis *orig;         /* the diagram's checks and flights with no set mate */
    const Position *start;        /* the version's diagram */
} GainedFlaw;

static void gained_flaw(const ThemeEntry *e, void *ctx)
{
    GainedFlaw *g = ctx;
    char line[320];
    int n = aids_gained_set_flaw(e, g->orig, g->start, g->lang, g->words, line, sizeof line);
    if (n == 0)
        return;
    int had = g->v->ngained_flaw_names;
    aids_name_add(g->v->gained_flaws, &g->v->ngained_flaw_names, MAX_VERSION_LOST, theme_info(e->id)->name);
    if (g->v->ngained_flaw_names == had)
        return;
    g->v->ngained_flaws += n;
    diff_list_add(&g->v->changes, DK_GAINED_THEME, line);
}

/* The rest of the problem against the version (solved in w->work, its play
 * in w->vplay): the set play and tries it loses, and the theme entries of the
 * intended key, each also a line of its changes. */
static void weigh_the_rest(Worker *w, Version *ver)
{
    Shared *sh = w->sh;
    DiffList whole = { 0 };
    diff_records_worded(sh->orig_play, &w->vplay, true, sh->o->lang, sh->o->words, &whole);
    char key[8];
    move_to_uci(sh->r->key, key);
    for (int i = 0; i < whole.n; i++) {
        const DiffItem *it = &whole.items[i];
        bool set = it->kind == DK_LOST_SET_MATE || it->kind == DK_CHANGED_SET_MATE;
        /* The intended key was a try: it is a key now, as wanted. */
        bool try = (it->kind == DK_LOST_TRY || it->kind == DK_CHANGED_REFUTATION) && strcmp(it->move, key) != 0;
        if (!set && !try)
            continue;
        int *n = set ? &ver->nlost_set : &ver->nlost_tries;
        if (*n < MAX_VERSION_LOST)
            snprintf((set ? ver->lost_set : ver->lost_tries)[*n], 8, "%s", it->move);
        (*n)++;
        diff_list_add(&ver->changes, it->kind, it->text);
    }
    diff_list_free(&whole);
    Analysis themes;
    aids_analysis(&themes, &w->work, sh->pb, sh->o->twins);
    LostTheme lt = { ver, sh->o->words };
    aids_themes_missing(sh->orig_themes, &themes, false, lost_theme, &lt);
    GainedFlaw g = { ver, sh->o->lang, sh->o->words, sh->orig_flaws, &w->work.start };
    aids_themes_missing(&themes, sh->orig_themes, true, gained_flaw, &g);
    analysis_free(&themes);
}

/* A sound version: its full analysis (every phase) against the whole
 * problem: the intended play, the set play, the tries, the themes. */
static void evaluate(Worker *w, const Problem *v, const Edit *e, int n, long seq)
{
    Shared *sh = w->sh;
    const SolveOptions *so = &sh->o->solve;
    solve_into(&v->pos, so, &w->work);
    if (w->work.nkeys != 1 || w->work.nshorts || MOVE_KEY(w->work.keys[0].move) != MOVE_KEY(sh->r->key))
        return;
    const Play *p = &w->work.keys[0];
    int duals = count_duals(&w->work, p, so);
    if (sh->need_fewer_duals && duals >= sh->r->duals)
        return;
    play_record(&w->play, &w->work, p, so);
    record_play_reset(&w->vplay);
    record_play_of_solution(&w->vplay, &w->work, so, NULL);
    if (w->nfound == w->capfound) {
        w->capfound = w->capfound ? 2 * w->capfound : 16;
        w->found = realloc(w->found, sizeof *w->found * (size_t)w->capfound);
        if (!w->found)
            abort();
    }
    Version *ver = &w->found[w->nfound++];
    memset(ver, 0, sizeof *ver);
    memcpy(ver->edits, e, sizeof *e * (size_t)n);
    ver->nedits = n;
    ver->seq = seq;
    snprintf(ver->fen, sizeof ver->fen, "%s", v->fen);
    diff_records_worded(sh->intended, &w->play, true, sh->o->lang, sh->o->words, &ver->changes);
    ver->threat_kept = true;
    for (int i = 0; i < ver->changes.n; i++) {
        DiffKind k = ver->changes.items[i].kind;
        ver->nlost += k == DK_LOST_VARIATION || k == DK_CHANGED_MATE;
        ver->nnew_duals += k == DK_NEW_DUAL;
        ver->threat_kept &= k != DK_CHANGED_THREAT;
    }
    weigh_the_rest(w, ver);
    ver->of = sh->r->of;
    ver->kept = ver->of - ver->nlost;
    ver->duals = duals;
    for (int i = 0; i < n; i++)
        ver->material += edit_material(&e[i]);
}

/* One version: the edits applied, tested, and analysed when sound. Returns
 * the probe's result + 1, or 0 when the version is not legal. */
static int try_version(Worker *w, const Edit *e, int n, long seq)
{
    Problem v;
    char err[FEN_MSG];
    w->tried++;
    if (edit_apply(w->sh->pb, e, n, &v, err, sizeof err) || edit_breaks_legality(w->sh->pb, &v))
        return 0; /* the reader refuses it, or it cannot arise in a game (a ninth pawn, say) */
    w->legal++;
    ProbeResult res = probe_key(&v.pos, w->sh->r->key, &w->kp);
    if (res == PROBE_SOUND)
        evaluate(w, &v, e, n, seq);
    return 1 + (int)res;
}

/* Two edits make one version when they touch different squares and are not
 * a move in disguise (a man taken off and the same man put elsewhere). */
static bool pair_ok(const Edit *a, const Edit *b)
{
    if (edit_squares(a) & edit_squares(b))
        return false;
    if ((a->kind == EDIT_REMOVE && b->kind == EDIT_ADD && a->piece == b->piece) ||
        (b->kind == EDIT_REMOVE && a->kind == EDIT_ADD && a->piece == b->piece))
        return false;
    return true;
}

static void *singles(void *arg)
{
    Worker *w = arg;
    Shared *sh = w->sh;
    for (int i0; (i0 = atomic_fetch_add(&sh->next, CHUNK)) < sh->nedits && !out_of_time(sh);)
        for (int i = i0; i < i0 + CHUNK && i < sh->nedits; i++)
            sh->single[i] = (uint8_t)try_version(w, &sh->edits[i], 1, i);
    return NULL;
}

static void *pairs(void *arg)
{
    Worker *w = arg;
    Shared *sh = w->sh;
    for (int i; (i = atomic_fetch_add(&sh->next, 1)) < sh->norder && !out_of_time(sh);) {
        const Edit *a = &sh->edits[sh->order[i]];
        for (int j = i + 1; j < sh->norder; j++) {
            const Edit *b = &sh->edits[sh->order[j]];
            if (!pair_ok(a, b))
                continue;
            Edit two[2] = { *a, *b };
            try_version(w, two, 2, (long)sh->order[i] * MAX_EDITS + sh->order[j]);
            if ((w->tried & 63) == 0 && out_of_time(sh))
                break;
        }
    }
    return NULL;
}

/* Runs fn on o->jobs threads (the calling thread one of them) and gathers
 * what they found. */
static void run_workers(Shared *sh, void *(*fn)(void *))
{
    int jobs = sh->o->jobs < 1 ? 1 : sh->o->jobs > MAX_THREADS ? MAX_THREADS : sh->o->jobs;
    Worker *ws = calloc((size_t)jobs, sizeof *ws);
    if (!ws)
        abort();
    atomic_store(&sh->next, 0);
    for (int i = 0; i < jobs; i++) {
        ws[i].sh = sh;
        record_play_init(&ws[i].play);
        record_play_init(&ws[i].vplay);
    }
    parallel_run(jobs, fn, ws, sizeof *ws);
    Repair *r = sh->r;
    for (int i = 0; i < jobs; i++) {
        r->tried += ws[i].tried;
        r->legal += ws[i].legal;
        if (ws[i].nfound) {
            r->versions = realloc(r->versions, sizeof *r->versions * (size_t)(r->nversions + ws[i].nfound));
            if (!r->versions)
                abort();
            memcpy(r->versions + r->nversions, ws[i].found, sizeof *ws[i].found * (size_t)ws[i].nfound);
            r->nversions += ws[i].nfound;
        }
        free(ws[i].found);
        record_play_free(&ws[i].play);
        record_play_free(&ws[i].vplay);
        solution_free(&ws[i].work);
    }
    free(ws);
}

/* Best first, by what a version keeps of the whole problem: the most of the
 * intended play kept, the threat kept, the fewest theme entries, set
 * variations and tries lost; then the fewest new duals, fewest flaws gained
 * (checks or flights with no set mate), fewest duals, least
 * material added, fewest edits, and the order the edits were made in
 * (removals, changes of kind, moves, additions). */
static int version_cmp(const void *pa, const void *pb)
{
    const Version *a = pa, *b = pb;
    if (a->kept != b->kept)
        return b->kept - a->kept;
    if (a->threat_kept != b->threat_kept)
        return b->threat_kept - a->threat_kept;
    if (a->nlost_themes != b->nlost_themes)
        return a->nlost_themes - b->nlost_themes;
    if (a->nlost_set != b->nlost_set)
        return a->nlost_set - b->nlost_set;
    if (a->nlost_tries != b->nlost_tries)
        return a->nlost_tries - b->nlost_tries;
    if (a->nnew_duals != b->nnew_duals)
        return a->nnew_duals - b->nnew_duals;
    if (a->ngained_flaws != b->ngained_flaws)
        return a->ngained_flaws - b->ngained_flaws;
    if (a->duals != b->duals)
        return a->duals - b->duals;
    if (a->material != b->material)
        return a->material - b->material;
    if (a->nedits != b->nedits)
        return a->nedits - b->nedits;
    return (a->seq > b->seq) - (a->seq < b->seq);
}

/* The play of the intended key in the diagram: a key or try of orig, else
 * analysed alone into holder. *owner is the solution it belongs to. NULL
 * when the key mates or stalemates at once. */
static const Play *intended_play(const Problem *pb, Repair *r, const RepairOptions *o, Solution *holder,
                                 const Solution **owner)
{
    *owner = &r->orig;
    const Play *p = solution_play(&r->orig, r->key);
    if (p)
        return p;
    Position after = position_after(&pb->pos, r->key);
    if (!has_legal_move(&after))
        return NULL;
    solve_first_move(&pb->pos, r->key, &o->solve, holder);
    *owner = holder;
    return holder->ntries ? &holder->tries[0] : NULL;
}

int repair_run(const Problem *pb, const RepairOptions *o, Repair *r, char *err, size_t errlen)
{
    memset(r, 0, sizeof *r);
    double t0 = clock_seconds();
    solve(&pb->pos, &o->solve, &r->orig);
    const Solution *s = &r->orig;
    r->key = o->key != MOVE_NONE ? o->key : s->nkeys ? s->keys[0].move : s->ntries ? s->tries[0].move : MOVE_NONE;
    if (r->key == MOVE_NONE) {
        snprintf(err, errlen, "no key and no try to keep: name the intended key with --key");
        return -1;
    }
    Solution holder = { 0 };
    const Solution *ips;
    const Play *ip = intended_play(pb, r, o, &holder, &ips);
    if (!ip) {
        char uci[8];
        snprintf(err, errlen, "the intended key %s mates or stalemates at once: it cannot be a key",
                 move_to_uci(r->key, uci));
        solution_free(&holder);
        return -1;
    }
    for (int i = 0; i < s->nkeys; i++)
        if (MOVE_KEY(s->keys[i].move) == MOVE_KEY(r->key))
            r->key_works = true;
        else if (r->nflaw_keys < 64)
            r->flaw_keys[r->nflaw_keys++] = s->keys[i].move;
    for (int i = 0; i < s->nshorts && r->nflaw_keys < 64; i++)
        r->flaw_keys[r->nflaw_keys++] = s->shorts[i];
    r->duals = count_duals(ips, ip, &o->solve);
    RecordPlay intended, orig_play;
    record_play_init(&intended);
    record_play_init(&orig_play);
    play_record(&intended, ips, ip, &o->solve);
    record_play_of_solution(&orig_play, s, &o->solve, NULL);
    Analysis orig_themes;
    aids_analysis(&orig_themes, s, pb, o->twins);
    for (int i = orig_themes.n - 1; i >= 0; i--)
        if (MOVE_KEY(orig_themes.entries[i]->key) != MOVE_KEY(r->key))
            entry_drop(orig_themes.entries[i]); /* the cooks' entries go with the cooks */
    Analysis orig_flaws; /* the diagram's, whatever the intended key is (a try has no entries) */
    analysis_init(&orig_flaws);
    theme_unprovided(s, ip, &orig_flaws);
    r->of = intended.keys[0].nvars;
    solution_free(&holder);
    if (r->key_works && r->nflaw_keys == 0 && r->duals == 0) {
        r->outcome = REPAIR_NOTHING;
        record_play_free(&intended);
        record_play_free(&orig_play);
        analysis_free(&orig_themes);
        analysis_free(&orig_flaws);
        r->seconds = clock_seconds() - t0;
        return 0;
    }
    Shared sh = { .pb = pb, .o = o, .r = r, .intended = &intended, .orig_play = &orig_play,
                  .orig_themes = &orig_themes, .orig_flaws = &orig_flaws, .t0 = t0,
                  .need_fewer_duals = r->key_works && r->nflaw_keys == 0 };
    atomic_init(&sh.stop, false);
    atomic_init(&sh.next, 0);
    sh.edits = malloc(sizeof *sh.edits * MAX_EDITS);
    int n = sh.edits ? edit_all(&pb->pos, sh.edits, MAX_EDITS) : 0;
    sh.nedits = n < MAX_EDITS ? n : MAX_EDITS;
    sh.single = calloc((size_t)sh.nedits + 1, 1);
    sh.order = malloc(sizeof *sh.order * ((size_t)sh.nedits + 1));
    if (!sh.edits || !sh.single || !sh.order)
        abort();
    r->depth_searched = 1;
    run_workers(&sh, singles);
    if (r->nversions == 0 && o->depth >= 2 && !atomic_load(&sh.stop)) {
        /* First edits after which the key still works, then the others. */
        for (int want = 1 + PROBE_COOKED; want >= 1 + PROBE_KEY_FAILS; want--)
            for (int i = 0; i < sh.nedits; i++)
                if (sh.single[i] == want)
                    sh.order[sh.norder++] = i;
        r->depth_searched = 2;
        run_workers(&sh, pairs);
    }
    r->timed_out = atomic_load(&sh.stop);
    if (r->nversions > 1) /* versions is NULL when none was found */
        qsort(r->versions, (size_t)r->nversions, sizeof *r->versions, version_cmp);
    free(sh.edits);
    free(sh.single);
    free(sh.order);
    record_play_free(&intended);
    record_play_free(&orig_play);
    analysis_free(&orig_themes);
    analysis_free(&orig_flaws);
    r->seconds = clock_seconds() - t0;
    return 0;
}

void repair_free(Repair *r)
{
    for (int i = 0; i < r->nversions; i++)
        diff_list_free(&r->versions[i].changes);
    free(r->versions);
    solution_free(&r->orig);
    memset(r, 0, sizeof *r);
}

Move repair_parse_key(const Position *pos, const char *text, Lang lang)
{
    Move m = MOVE_NONE;
    return move_from_text(pos, text, lang, &m) == 1 ? m : MOVE_NONE;
}

char *version_edits_text(const Version *v, Lang lang, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < v->nedits && used < len; i++) {
        char t[EDIT_TEXT];
        used += (size_t)snprintf(buf + used, len - used, "%s%s", i ? " " : "",
                                 edit_text_lang(&v->edits[i], lang, t, sizeof t));
    }
    return buf;
}
