/* economy.c - each man taken off in turn (and each made lighter), the problem
 * solved again and compared with the full problem, every phase and its themes;
 * the men are shared among threads. */
#include "solver/aids/economy.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include "solver/aids/aids_themes.h"
#include "solver/aids/economy_roles.h"
#include "solver/aids/edit.h"
#include "solver/aids/parallel.h"
#include "solver/report/phases_text.h"
#include "solver/report/theme_words.h"
#include "solver/report/tr.h"
#include "themes/theme_table.h"

static const char *const role_names[ROLE_COUNT] = {
    [ROLE_KEY] = "key",
    [ROLE_MATE] = "mate",
    [ROLE_DEFENCE] = "defence",
    [ROLE_COOK_STOPPER] = "cook-stopper",
    [ROLE_GUARD] = "guard",
    [ROLE_DUAL_STOPPER] = "dual-stopper",
    [ROLE_STALEMATE_STOPPER] = "stalemate-stopper",
    [ROLE_LEGALITY] = "legality",
    [ROLE_PLAY] = "play",
    [ROLE_TRY] = "try",
    [ROLE_SET_PLAY] = "set-play",
    [ROLE_THEME] = "theme",
    [ROLE_SUPERFLUOUS] = "superfluous",
};

const char *role_name(Role r)
{
    return r >= 0 && r < ROLE_COUNT ? role_names[r] : "?";
}

/* ---- one man, one thread --------------------------------------------- */

typedef struct {
    const Problem *pb;
    const SolveOptions *so;
    Lang lang, words; /* of the change texts: their letters and their words */
    Economy *ec;
    const RecordPlay *full_play;   /* read by every thread as it is */
    const Analysis *full_themes;
    const Twins *twins;            /* the twins before pb (NULL: none) */
    atomic_int next;
} Shared;

/* What a thread works with: a solution and a play to reuse. */
typedef struct {
    Shared *sh;
    Solution work;
    RecordPlay play;
} Worker;

/* A theme entry lost (or a flaw gained) in a version: a change line, and,
 * for a man taken off (m not NULL), its role and its name in lost_themes. */
typedef struct {
    DiffKind kind;
    Lang lang, words; /* the letters of moves, the words */
    DiffList *out;
    ManEconomy *m;
    const Solution *full;
    const Analysis *now; /* the version's entries: a lost entry's instance may be there, changed;
                          * for a gained flaw, the full problem's */
    const Position *start; /* the version's diagram */
} ThemeNote;

/* The change line of entry e for n into line; false when there is none: a
 * gained check or flight with no set mate only when one of them is new (the
 * pawn a3 of Polgar 947, whose removal takes 1...a2+ away, changed the entry,
 * gained no flaw), another gained flaw only when it is more than the
 * problem's. */
static bool note_line(const ThemeNote *n, const ThemeEntry *e, char *line, size_t len)
{
    ThemeId id = e->id;
    if (n->kind == DK_GAINED_THEME && (id == THEME_UNPROVIDED_CHECKS || id == THEME_UNPROVIDED_FLIGHTS))
        return aids_gained_set_flaw(e, n->now, n->start, n->lang, n->words, line, len) > 0;
    if (n->kind == DK_GAINED_THEME && aids_flaw_within(e, n->now))
        return false;
    char label[96];
    if (theme_info(id)->named)
        phases_text_label(e, n->words, label, sizeof label);
    else
        snprintf(label, sizeof label, "%s", theme_words(theme_info(id)->name, n->words));
    /* An entry whose instance is still there, with other details, is said
     * changed, and how; lost_themes still names it (README "Themes kept"). */
    const ThemeEntry *same = n->kind == DK_LOST_THEME ? aids_theme_instance(n->now, e) : NULL;
    if (same) {
        char how[64];
        aids_theme_change_words(e, same, n->words, how, sizeof how);
        /* TRANSLATORS: "changed: mutate (1 changed mate fewer)". */
        snprintf(line, len, "%s%s %s (%s)", tr(n->words, "changed"), tr_colon(n->words), label, how);
    } else
        snprintf(line, len, "%s%s %s", tr(n->words, diff_kind_name(n->kind)), tr_colon(n->words), label);
    return true;
}

static void note_theme(const ThemeEntry *e, void *ctx)
{
    ThemeNote *n = ctx;
    const char *name = theme_info(e->id)->name;
    /* The flaws of a new key come with the cook, said already. */
    if (n->kind == DK_GAINED_THEME && !solution_key(n->full, e->key))
        return;
    char line[320];
    if (!note_line(n, e, line, sizeof line))
        return;
    bool said = false;
    for (int j = 0; j < n->out->n && !said; j++)
        said = strcmp(n->out->items[j].text, line) == 0;
    if (!said)
        diff_list_add(n->out, n->kind, line); /* a lost entry to verify's kinds, changed in words */
    if (!n->m)
        return;
    if (n->kind == DK_LOST_THEME) {
        n->m->roles |= 1u << ROLE_THEME;
        aids_name_add(n->m->lost_themes, &n->m->nlost_themes, MAX_LOST_THEMES, name);
    } else {
        /* A flaw the diagram had not: an unprovided flight or check is the
         * set play's; a key that now takes a flight, the key's play. */
        n->m->roles |= 1u << (strncmp(name, "unprovided-", 11) == 0 ? ROLE_SET_PLAY : ROLE_PLAY);
    }
}

/* Version v (solved into w->work) against the full problem: every phase
 * (the comparison of verify --strict) and the theme entries lost, flaws
 * gained, into out. m: the man taken off, NULL for a lighter man tried.
 * Returns false when the solving timed out (nothing can be said). */
static bool compare_version(Worker *w, const Problem *v, ManEconomy *m, DiffList *out)
{
    Shared *sh = w->sh;
    solve_into(&v->pos, sh->so, &w->work);
    if (m)
        m->without = w->work.status;
    if (w->work.status == ST_TIMEOUT)
        return false;
    record_play_reset(&w->play);
    record_play_of_solution(&w->play, &w->work, sh->so, NULL);
    diff_records_worded(sh->full_play, &w->play, true, sh->lang, sh->words, out);
    Analysis themes;
    aids_analysis(&themes, &w->work, sh->pb, sh->twins);
    ThemeNote lost = { DK_LOST_THEME, sh->lang, sh->words, out, m, &sh->ec->full, &themes, &w->work.start },
              gained = { DK_GAINED_THEME, sh->lang, sh->words, out, m, &sh->ec->full, sh->full_themes, &w->work.start };
    aids_themes_missing(sh->full_themes, &themes, false, note_theme, &lost);
    aids_themes_missing(&themes, sh->full_themes, true, note_theme, &gained);
    analysis_free(&themes);
    return true;
}

/* The lighter men that could stand on m's square with every phase and theme
 * kept, in a position that can arise in a game: a queen as a rook or a
 * bishop, a piece as a pawn. */
static void find_lighter(Worker *w, ManEconomy *m)
{
    static const int lighter[7][3] = { [KNIGHT] = { PAWN }, [BISHOP] = { PAWN }, [ROOK] = { PAWN },
                                       [QUEEN] = { ROOK, BISHOP, PAWN } };
    int type = PTYPE(m->piece);
    for (int i = 0; i < 3 && lighter[type][i]; i++) {
        Edit e = { .kind = EDIT_KIND, .piece = m->piece, .from = (int8_t)m->square,
                   .to_piece = PIECE(PCOLOUR(m->piece), lighter[type][i]) };
        Problem v;
        char err[FEN_MSG];
        if ((lighter[type][i] == PAWN && (RANK_OF(m->square) == 0 || RANK_OF(m->square) == 7)) ||
            edit_apply(w->sh->pb, &e, 1, &v, err, sizeof err) || edit_breaks_legality(w->sh->pb, &v))
            continue; /* not a diagram a composer could submit: a ninth pawn beside a promoted man */
        DiffList changes = { 0 };
        if (compare_version(w, &v, NULL, &changes) && changes.n == 0)
            m->lighter[m->nlighter++] = e.to_piece;
        diff_list_free(&changes);
    }
}

static void economy_of_man(Worker *w, ManEconomy *m)
{
    Shared *sh = w->sh;
    const Solution *full = &sh->ec->full;
    economy_roles_in_tree(full, sh->so, m);
    Edit e = { .kind = EDIT_REMOVE, .piece = m->piece, .from = (int8_t)m->square };
    Problem v;
    if (edit_apply(sh->pb, &e, 1, &v, m->illegal, sizeof m->illegal)) {
        m->without = ST_ILLEGAL;
        m->roles |= 1u << ROLE_LEGALITY;
    } else if (compare_version(w, &v, m, &m->changes)) {
        for (int i = 0; i < m->changes.n; i++)
            m->roles |= economy_roles_of_change(&m->changes.items[i], full, &w->work, &v.pos, m);
        if (m->changes.n == 0)
            m->roles |= 1u << ROLE_SUPERFLUOUS;
    }
    find_lighter(w, m);
}

static void *worker(void *arg)
{
    Worker w = { .sh = arg };
    record_play_init(&w.play);
    for (int i; (i = atomic_fetch_add(&w.sh->next, 1)) < w.sh->ec->nmen;)
        economy_of_man(&w, &w.sh->ec->men[i]);
    record_play_free(&w.play);
    solution_free(&w.work);
    return NULL;
}

/* The men but the kings, as problemists list them (solver/README.md "Order"): the
 * attacker's first, each side's by kind (Q, R, B, N, P), then by square
 * (a1, a2, ..., h8). */
static void list_men(const Position *pos, Economy *ec)
{
    ec->nmen = 0;
    for (int side = 0; side < 2; side++) {
        int colour = side == 0 ? pos->side : pos->side ^ 1;
        for (int type = QUEEN; type >= PAWN; type--)
            for (int file = 0; file < 8; file++)
                for (int rank = 0; rank < 8; rank++) {
                    uint8_t pc = pos->board[SQ(file, rank)];
                    if (pc == PIECE(colour, type))
                        ec->men[ec->nmen++] = (ManEconomy){ .square = SQ(file, rank), .piece = pc };
                }
    }
}

void economy_compute(const Problem *pb, const SolveOptions *so, Lang lang, Lang words, int jobs,
                     const Twins *twins, Economy *ec)
{
    double t0 = clock_seconds();
    memset(ec, 0, sizeof *ec);
    solve(&pb->pos, so, &ec->full);
    list_men(&pb->pos, ec);
    RecordPlay full_play; /* the record's play: themes apart, not compared as a diff */
    record_play_init(&full_play);
    record_play_of_solution(&full_play, &ec->full, so, NULL);
    Analysis full_themes;
    aids_analysis(&full_themes, &ec->full, pb, twins);
    Shared sh = { .pb = pb, .so = so, .lang = lang, .words = words, .ec = ec, .full_play = &full_play,
                  .full_themes = &full_themes, .twins = twins };
    atomic_init(&sh.next, 0);
    if (jobs > ec->nmen)
        jobs = ec->nmen;
    parallel_run(jobs < 1 ? 1 : jobs > 65 ? 65 : jobs, worker, &sh, 0);
    record_play_free(&full_play);
    analysis_free(&full_themes);
    ec->seconds = clock_seconds() - t0;
}

void economy_free(Economy *ec)
{
    for (int i = 0; i < ec->nmen; i++) {
        diff_list_free(&ec->men[i].changes);
        free(ec->men[i].gives);
    }
    solution_free(&ec->full);
    memset(ec, 0, sizeof *ec);
}
