/* themes_text_mates.c - the themes of mates in the Analysis, each with the motive
 * it is made of (see themes_text_mates.h). */
#include "solver/report/themes_text_mates.h"
#include <stdlib.h>
#include <string.h>
#include "solver/report/defence_group.h"
#include "solver/report/motives_text.h"
#include "solver/report/moves_text.h"
#include "solver/movegen.h"
#include "themes/theme_play.h"

/* The motive a theme of mates is made of; MOTIVE_KINDS for the others. */
static MotiveKind made_of(ThemeId id)
{
    switch (id) {
    case THEME_GRIMSHAW:
    case THEME_NOVOTNY: return MOTIVE_INTERFERENCE;
    case THEME_SELF_BLOCK: return MOTIVE_SELF_BLOCK;
    case THEME_PIN_MATE: return MOTIVE_PIN;
    default: return MOTIVE_KINDS;
    }
}

bool tt_is_theme_of_mates(const ThemeEntry *e)
{
    return made_of(e->id) != MOTIVE_KINDS;
}

bool tt_square_off_play(const ThemeEntry *e)
{
    return e->id == THEME_GRIMSHAW || e->id == THEME_NOVOTNY;
}

/* The motive words of mate m after defence dm (from ph), of the men men[0..nmen)
 * (0: any), into a string (malloc'd; "" when none). */
static char *mate_words(const Ctx *c, const MotivePhase *ph, Move dm, Move m, MotiveKind k, const int *men,
                        int nmen)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    motives_words_kind_men(f, ph, dm, m, k, men, nmen, c->lang);
    /* A Grimshaw's cut line may have pinned the mating man against its king. */
    if (k == MOTIVE_INTERFERENCE)
        motives_words_kind(f, ph, dm, m, MOTIVE_UNPIN, c->lang);
    if (fclose(f) != 0) {
        free(text);
        return NULL;
    }
    return text;
}

/* " 1...d 2.m (what makes the theme)" for defence d played in pos with the others of
 * its group in l (ThemeLine.group; NULL: d alone), written as one ("1...e1=Q/R/B",
 * "1...N~", dg_put_group), and the mates[0..n) of d, each as every defence of the
 * group meets it ("2.Q(x)c5#"), motives of kind k of men[0..nmen) (squares; 0: any) from ph; ph
 * NULL: no motive words. Each mate's words are its own: they stand once after the
 * mates when every mate has the same (a dual: "2.Qc5# 2.Qd4# (blocks the flight
 * e1)", not between them, where they read as one mate's), else after each mate they
 * are true of ("2.Qe5# (blocks the flight d3) 2.Nf2#"), never one mate's for all. */
/* mates[0..ng) (one mate: a pawn's promotions on one square) as written after each
 * of defs[0..nd) played in pos, once: "2.Q(x)e5#" where one takes and another not
 * (dg_put_alike); after defs[0] alone, as text_mates writes them. */
static void mate_after_group(const Ctx *c, const Position *pos, const Move *defs, int nd, const Move *mates, int ng)
{
    if (nd == 1) {
        Position b = tt_after_defence(pos, defs[0]);
        text_mates(c->out, &b, mates, ng, c->lang);
        return;
    }
    char *texts[DG_MAX] = { 0 };
    size_t len;
    for (int j = 0; j < nd; j++) {
        Position b = tt_after_defence(pos, defs[j]);
        Move legal[4];
        for (int i = 0; i < ng; i++)
            legal[i] = move_legal(&b, mates[i]) != MOVE_NONE ? move_legal(&b, mates[i]) : mates[i];
        FILE *f = open_memstream(&texts[j], &len);
        if (f) {
            text_mates(f, &b, legal, ng, c->lang);
            fclose(f);
        }
        if (!texts[j]) { /* out of memory: the first defence's text */
            free(texts[j]);
            texts[j] = strdup(texts[0] ? texts[0] : "");
        }
    }
    if (texts[0])
        dg_put_alike(c->out, (const char *const *)texts, nd);
    for (int j = 0; j < nd; j++)
        free(texts[j]);
}

static void line_why(const Ctx *c, const Position *pos, const MotivePhase *ph, Move d, const ThemeLines *l,
                     const Move *mates, int n, MotiveKind k, const int *men, int nmen, char **said)
{
    Move dm = move_legal(pos, d), defs[DG_MAX] = { d };
    const ThemeLine *lines[DG_MAX];
    int head = -1, nd = 1;
    for (int i = 0; l && i < l->n && head < 0; i++)
        if (MOVE_KEY(l->v[i].move) == MOVE_KEY(d))
            head = i;
    if (head >= 0 && (nd = tt_group_of(l, head, lines)) > 1) { /* "1...N~", "1...e1=Q/R/B": one defence */
        for (int j = 0; j < nd; j++)
            defs[j] = lines[j]->move;
        dg_put_group(c->out, pos, l, head, c->lang);
    } else {
        nd = 1;
        fputs(" 1...", c->out);
        tt_put_san(c, pos, d);
    }
    if (dm == MOVE_NONE)
        return;
    Position b = position_after(pos, dm);
    char *words[16] = { 0 };
    int nw = 0;
    bool alike = true;
    for (int i = 0; i < n; i++) {
        Move m = move_legal(&b, mates[i]);
        bool written = false; /* a promotion of the same pawn on the same square, above */
        for (int j = 0; j < i; j++)
            written |= promotions_alike(mates[j], mates[i]);
        if (m == MOVE_NONE || written || nw == 16)
            continue;
        words[nw] = ph ? mate_words(c, ph, dm, m, k, men, nmen) : NULL;
        nw++;
    }
    for (int i = 1; i < nw; i++)
        alike = alike && strcmp(words[i] ? words[i] : "", words[0] ? words[0] : "") == 0;
    int w = 0;
    for (int i = 0; i < n; i++) {
        Move m = move_legal(&b, mates[i]);
        bool written = false;
        for (int j = 0; j < i; j++)
            written |= promotions_alike(mates[j], mates[i]);
        if (m == MOVE_NONE || written || w == nw)
            continue;
        /* " 2.b8=Q# (=B)", as the variations write one mate (text_mates) */
        int ng = 0;
        Move group[4];
        for (int j = i; j < n && ng < 4; j++)
            if (j == i || promotions_alike(mates[i], mates[j]))
                group[ng++] = mates[j];
        mate_after_group(c, pos, defs, nd, group, ng);
        if (!alike && words[w])
            fputs(words[w], c->out);
        w++;
    }
    /* words a line of the block said already go unsaid ("(Rf3 pinned)" once), others
     * are said: 1...Bxf3 pins another man on f3, "(Bf3 pinned)" */
    if (alike && nw > 0 && words[0] && (!said || !*said || strcmp(*said, words[0]) != 0)) {
        fputs(words[0], c->out);
        if (said) {
            free(*said);
            *said = strdup(words[0]);
        }
    }
    for (int i = 0; i < nw; i++)
        free(words[i]);
}

/* Whether blocks a and b, threatening nothing, show the same play: the same
 * defences and mates. */
static bool same_lines(const ThemeBlock *a, const ThemeBlock *b)
{
    return !a->threats.n && !b->threats.n && lines_same(&a->variations, &b->variations);
}

bool tt_same_play(const ThemeEntry *a, const ThemeEntry *b)
{
    if (a->id != b->id || !tt_is_theme_of_mates(a) || tt_square_off_play(a) || !entry_has(a, EF_PHASES)
        || !entry_has(b, EF_PHASES) || !entry_has(a, EF_SQUARE) || !entry_has(b, EF_SQUARE)
        || a->square == b->square || MOVE_KEY(a->key) != MOVE_KEY(b->key))
        return false;
    return entry_same_play(a, b);
}

/* Block b of an entry over phases: its label unless it is the key's phase
 * (first), with the labels of the tries after it that show the same play
 * (nsame of them, "1.Ra4? 1.Rb4? 1...fxg5 2.e6#"), its lines, its threats; the
 * motive words while *why holds (then cleared: once an entry). */
static void block_why(const Ctx *c, const ThemeBlock *b, int nsame, bool labelled, MotiveKind k, const int *men,
                      int nmen, bool *why)
{
    const Play *p = b->move == MOVE_NONE ? NULL : solution_play(c->s, b->move);
    if (b->move != MOVE_NONE && !p)
        return;
    Position pos = p ? position_after(&c->start, move_legal(&c->start, p->move)) : c->passed;
    if (labelled) {
        if (p) {
            for (int j = 0; j <= nsame; j++) {
                fputs(" 1.", c->out);
                tt_put_san(c, &c->start, b[j].move);
                fputs(b[j].kind == PHASE_KEY ? "!" : "?", c->out);
            }
        } else {
            /* TRANSLATORS: the set play as a phase of a theme: "set 1...Kd3 2.Qb1#". */
            fprintf(c->out, " %s", T(c, "set"));
        }
    }
    MotivePhase ph;
    if (*why)
        motive_phase(&ph, c->s, p);
    /* A Grimshaw is its two interferences: the words of each. The others say their
     * words once, and again where a line's differ (another man on the square). */
    char *said = NULL;
    for (int i = 0; i < b->variations.n; i++) {
        const ThemeLine *v = &b->variations.v[i];
        if (v->group != i)
            continue; /* written with its group: "1...e1=Q/R/B", "1...N~", one defence */
        line_why(c, &pos, *why ? &ph : NULL, v->move, &b->variations, v->moves.v, v->moves.n, k, men, nmen,
                 k == MOTIVE_INTERFERENCE ? NULL : &said);
    }
    free(said);
    *why = false;
    if (b->threats.n > 0) {
        fprintf(c->out, "%s %s", b->variations.n ? tt_semi(c) : "", tt_threat_word(c, b->threats.v, b->threats.n));
        Position passed = position_passed(&pos);
        text_mates_loose(c->out, &passed, b->threats.v, b->threats.n, c->lang);
    }
}

/* An entry over phases: the block of c's key first, then the others in order. */
static void phases_why(const Ctx *c, const ThemeEntry *e, MotiveKind k)
{
    int first = -1;
    for (int j = 0; j < e->nblocks && first < 0; j++)
        if (e->blocks[j].kind == PHASE_KEY && MOVE_KEY(e->blocks[j].move) == MOVE_KEY(e->key))
            first = j;
    bool why = true;
    /* the instance's man: its words alone (a Grimshaw's square is where its
     * two men cut each other, none of them the man cut) */
    int man = e->square, nmen = entry_has(e, EF_SQUARE) && !tt_square_off_play(e);
    const int *men = c->nmen > 0 ? c->men : &man;
    nmen = c->nmen > 0 ? c->nmen : nmen;
    if (first >= 0)
        block_why(c, &e->blocks[first], 0, false, k, men, nmen, &why);
    for (int j = 0; j < e->nblocks; j++) {
        if (j == first)
            continue;
        int nsame = 0;
        while (e->blocks[j].kind == PHASE_TRY && j + nsame + 1 < e->nblocks && j + nsame + 1 != first
               && e->blocks[j + nsame + 1].kind == PHASE_TRY && same_lines(&e->blocks[j], &e->blocks[j + nsame + 1]))
            nsame++;
        fputs(j == 0 && first < 0 ? "" : tt_semi(c), c->out);
        block_why(c, &e->blocks[j], nsame, true, k, men, nmen, &why);
        j += nsame;
    }
}

/* A Greek Novotny's return r (theme_novotny.c found it: the entry's "return"): its
 * first move coming back as the one mate of a listed defence of another phase,
 * "; the first move comes back as a mate: 1.Qe6? 1...h4 2.Rf4#". */
static void greek_return(const Ctx *c, const ThemeReturn *r)
{
    /* TRANSLATORS: Greek Novotny: its first move is the mate of a defence in another
     * phase, which follows: "the first move comes back as a mate: 1.Qe6? 1...h4 2.Rf4#". */
    fprintf(c->out, "%s %s", tt_semi(c), T(c, "the first move comes back as a mate:"));
    Position pos = c->passed;
    Move first = r->move == MOVE_NONE ? MOVE_NONE : move_legal(&c->start, r->move);
    if (first != MOVE_NONE) {
        fputs(" 1.", c->out);
        tt_put_san(c, &c->start, r->move);
        fputs(r->kind == PHASE_KEY ? "!" : "?", c->out);
        pos = position_after(&c->start, first);
    } else {
        fprintf(c->out, " %s", T(c, "set"));
    }
    fputs(" 1...", c->out);
    tt_put_san(c, &pos, r->defence);
    Position b = tt_after_defence(&pos, r->defence);
    text_mates(c->out, &b, &r->mate, 1, c->lang);
}

bool tt_mates_why(const Ctx *c, const ThemeEntry *e)
{
    MotiveKind k = made_of(e->id);
    const Play *key = c->s ? solution_play(c->s, e->key) : NULL;
    if (k == MOTIVE_KINDS || !key || !c->s->analysed)
        return false;
    fputs(tt_colon(c), c->out);
    if (entry_has(e, EF_PHASES)) {
        phases_why(c, e, k);
        if (entry_has(e, EF_RETURN))
            greek_return(c, &e->ret);
        return true;
    }
    MotivePhase ph;
    motive_phase(&ph, c->s, key);
    if (e->variations.n > 0) { /* an entry of the key alone (a record of an older chiave) */
        for (int i = 0; i < e->variations.n; i++) {
            const ThemeLine *v = &e->variations.v[i];
            fputs(i ? tt_semi(c) : "", c->out);
            line_why(c, &c->after, &ph, v->move, NULL, v->moves.v, v->moves.n, k, NULL, 0, NULL);
        }
    } else {
        for (int i = 0; i < e->defences.n; i++) { /* Grimshaw, Novotny: a mate a defence */
            fputs(i ? tt_semi(c) : "", c->out);
            line_why(c, &c->after, &ph, e->defences.v[i], NULL, i < e->mates.n ? &e->mates.v[i] : NULL, i < e->mates.n, k,
                     NULL, 0, NULL);
        }
    }
    const ThemeMoves *threats = entry_has(e, EF_MATING_THREATS) ? &e->mating_threats : &e->threats;
    if (threats->n > 0) {
        fprintf(c->out, "%s %s", tt_semi(c), tt_threat_word(c, threats->v, threats->n));
        tt_put_threats(c, threats->v, threats->n);
    }
    return true;
}
