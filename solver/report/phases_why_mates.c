/* phases_why_mates.c - the words of the themes across phases whose mates move
 * between phases (phases_why.c): Rukhlis's set mates that come back, the set
 * mates transferred to other defences, and which phase changes which of a
 * Bartolović's two mates, each mate known by its man and square (entry_identity). */
#include <stdlib.h>
#include <string.h>
#include "solver/report/phases_why_mates.h"
#include "solver/report/defence_group.h"
#include "solver/report/phases_why_words.h"
#include "solver/report/moves_text.h"
#include "solver/report/tr.h"
#include "themes/phases.h"

/* The identity of line l's first mate in block b of e, its defence played in pos;
 * -1 without a mate. */
static int line_mate(const ThemeEntry *e, const Position *start, const ThemeBlock *b, const ThemeLine *l,
                     const Position *pos)
{
    if (l->moves.n == 0)
        return -1;
    Position a = pw_after(pos, l->move);
    return entry_identity(e, start, b->move, &a, l->moves.v[0]);
}

/* Rukhlis: the set mates change after the key and come back after other defences. */
bool phases_why_rukhlis(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    const ThemeBlock *set = pw_set_block(e);
    const ThemeBlock *key = pw_key_block(e);
    if (!set || !key)
        return false;
    Position ps = pw_block_pos(set, start), pk = pw_block_pos(key, start);
    Words mates = { 0 }, back = { 0 };
    pw_mates_of(&mates, e, set, start, lang);
    for (int i = 0; i < key->variations.n; i++) {
        const ThemeLine *v = &key->variations.v[i];
        if (pw_line_of(set, v->move) || v->moves.n == 0)
            continue;
        int id = line_mate(e, start, key, v, &pk);
        for (int j = 0; j < set->variations.n; j++)
            if (line_mate(e, start, set, &set->variations.v[j], &ps) == id) {
                pw_add_move(&back, "1...", &pk, v->move, "", lang);
                break;
            }
    }
    if (mates.n == 0 || back.n == 0)
        return false;
    fputs(" (", out);
    /* TRANSLATORS: Rukhlis: "the set mates 2.Nxc5# 2.Nd6# change after the key and come back after 1...Bxc5 1...Nd6". */
    fprintf(out, tr(lang, "the set mates %1$s change after the key and come back after %2$s"), mates.s, back.s);
    fputc(')', out);
    return true;
}

/* The set defences (of ns, their mates' identities sid) whose set mate is mate
 * id, but for key defence d itself: marked in from; how many. */
static int transfers_from(const ThemeBlock *set, const int *sid, int ns, Move d, int id, bool *from)
{
    int n = 0;
    for (int j = 0; j < ns; j++) {
        from[j] = sid[j] == id && MOVE_KEY(set->variations.v[j].move) != MOVE_KEY(d);
        n += from[j];
    }
    return n;
}

/* " 1...g5/g6" into w: moves m[0..n) in pos, those of one man as one defence
 * (dg_put_by_man), as the other texts of groups write them. */
static void add_defences(Words *w, const Position *pos, const Move *m, int n, Lang lang)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (f) {
        dg_put_by_man(f, pos, m, n, lang);
        if (fclose(f) != 0) {
            free(text);
            text = NULL;
        }
    }
    if (!text) { /* out of memory: one at a time */
        for (int j = 0; j < n; j++)
            pw_add_move(w, "1...", pos, m[j], "", lang);
        return;
    }
    pw_add(w, w->n || !*text ? text : text + 1); /* no blank to begin with */
    free(text);
}

/* " 2.m" into w: the mate m after the key (in a) as it reads there and after each
 * set defence marked in from (of ns, in ps), written once: "2.Q(x)b2#" when it
 * takes a man in one phase only (pw_add_alike), as a correction's moves are. */
static void add_mate(Words *w, const ThemeBlock *set, const Position *ps, const bool *from, int ns, const Position *a,
                     Move m, Lang lang)
{
    char sans[DG_MAX][SAN_MAX];
    Move moves[DG_MAX];
    int k = 0;
    moves[k] = m;
    pw_san(sans[k++], a, m, lang);
    for (int j = 0; j < ns && k < DG_MAX; j++)
        if (from[j]) {
            const ThemeLine *l = &set->variations.v[j];
            Position b = pw_after(ps, l->move);
            moves[k] = l->moves.v[0];
            pw_san(sans[k++], &b, l->moves.v[0], lang);
        }
    pw_same_man(sans, moves, k);
    pw_add_alike(w, "2.", (const char (*)[SAN_MAX])sans, k, "");
}

/* Transferred mates from the set play: each mate after the key with the set
 * defences it met and every key defence it meets now from them, "2.Qf5# from
 * 1...e2 1...e3 to 1...Kf4 1...Kg4" (one item, not one a key defence; the moves of one
 * man as one: "to 1...g5/g6"). */
bool phases_why_transferred(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    const ThemeBlock *set = pw_set_block(e);
    const ThemeBlock *key = pw_key_block(e);
    if (!set || !key)
        return false;
    Position ps = pw_block_pos(set, start), pk = pw_block_pos(key, start);
    int nk = key->variations.n < MAX_MOVES ? key->variations.n : MAX_MOVES;
    int ns = set->variations.n < MAX_MOVES ? set->variations.n : MAX_MOVES;
    int sid[MAX_MOVES], kid[MAX_MOVES]; /* each line's mate identity, worked out once */
    for (int j = 0; j < ns; j++)
        sid[j] = line_mate(e, start, set, &set->variations.v[j], &ps);
    for (int i = 0; i < nk; i++)
        kid[i] = line_mate(e, start, key, &key->variations.v[i], &pk);
    bool from[MAX_MOVES], other[MAX_MOVES], done[MAX_MOVES] = { false };
    Words w = { 0 };
    int n = 0;
    for (int i = 0; i < nk; i++) {
        const ThemeLine *v = &key->variations.v[i];
        if (done[i] || kid[i] < 0 || transfers_from(set, sid, ns, v->move, kid[i], from) == 0)
            continue;
        Position a = pw_after(&pk, v->move);
        pw_add(&w, n++ ? tr_semicolon(lang) : "");
        Move list[MAX_MOVES];
        int nl = 0;
        for (int j = 0; j < ns; j++)
            if (from[j])
                list[nl++] = set->variations.v[j].move;
        add_mate(&w, set, &ps, from, ns, &a, v->moves.v[0], lang);
        pw_add(&w, " ");
        pw_add(&w, tr(lang, "from"));
        add_defences(&w, &ps, list, nl, lang);
        pw_add(&w, " ");
        pw_add(&w, tr(lang, "to"));
        nl = 0;
        for (int k = i; k < nk; k++) { /* the key defences the same mate meets from the same set ones */
            const ThemeLine *u = &key->variations.v[k];
            if (done[k] || kid[k] != kid[i] || !transfers_from(set, sid, ns, u->move, kid[i], other)
                || memcmp(other, from, (size_t)ns * sizeof *from) != 0)
                continue;
            Position b = pw_after(&pk, u->move);
            if (text_same_san(&a, v->moves.v[0], &b, u->moves.v[0], lang)) { /* "2.Be5#", not "2.Bxe5#" */
                list[nl++] = u->move;
                done[k] = true;
            }
        }
        add_defences(&w, &pk, list, nl, lang);
    }
    if (n == 0)
        return false;
    fputs(" (", out);
    /* TRANSLATORS: transferred mates from the set play: "set mates meet other defences after the key: 2.Qf5# from 1...e2 to 1...Kf4". */
    fprintf(out, tr(lang, "set mates meet other defences after the key: %s"), w.s);
    fputc(')', out);
    return true;
}

/* Bartolović (theme_bartolovic.c): the first block meets defences a with mate A
 * and b with B; a phase keeping both is an X, one changing A (and keeping B) a Y,
 * one changing B a Z; one changing both is of a grid (grid_words). The group of
 * a: the first block's lines mated as its first line is; of b: those mated
 * otherwise. */
typedef struct {
    const ThemeEntry *e;
    const Position *start;
    const ThemeBlock *first;
    Position pos;   /* where the first block's defender moves */
    int ids[2];     /* A, B: the identities of the first block's two mates */
} Pairing;

/* 0 or 1: the group of defence d (by its mate in the first block), or -1. */
static int group_of(const Pairing *p, Move d)
{
    const ThemeLine *l = pw_line_of(p->first, d);
    int id = l ? line_mate(p->e, p->start, p->first, l, &p->pos) : -1;
    return id < 0 ? -1 : id == p->ids[0] ? 0 : id == p->ids[1] ? 1 : -1;
}

/* 0 for an X, 1 for a Y, 2 for a Z (block b, played from start); -1 when it
 * changes both mates or a third one. */
static int role_of(const Pairing *p, const ThemeBlock *b, const Position *start)
{
    Position pos = pw_block_pos(b, start);
    bool changes[2] = { false, false };
    for (int i = 0; i < b->variations.n; i++) {
        const ThemeLine *l = &b->variations.v[i];
        int g = group_of(p, l->move), id = line_mate(p->e, p->start, b, l, &pos);
        if (g >= 0 && id >= 0 && id != p->ids[g])
            changes[g] = true;
    }
    return changes[0] && changes[1] ? -1 : changes[0] ? 1 : changes[1] ? 2 : 0;
}

/* "1...Ra2/Rb2/Rf2" into d and their mate "2.Qd1#" into m: group g (by the
 * first block's mates) in block b, played in pos, written as its lines write it
 * (dg_put_defences, dg_put_mates). */
static bool group_words(Words *d, Words *m, const Pairing *p, const ThemeBlock *b, const Position *pos, int g,
                        Lang lang)
{
    Move defs[DG_MAX];
    const ThemeMoves *mates[DG_MAX];
    int n = 0;
    for (int i = 0; i < b->variations.n && n < DG_MAX; i++) {
        const ThemeLine *l = &b->variations.v[i];
        if (group_of(p, l->move) == g)
            defs[n] = l->move, mates[n++] = &l->moves;
    }
    char *text = NULL;
    size_t len = 0;
    FILE *f = n ? open_memstream(&text, &len) : NULL;
    if (!f)
        return false;
    dg_put_defences(f, pos, defs, n, lang);
    fputc('\n', f);
    dg_put_mates(f, pos, defs, mates, n, lang); /* " 2.Qd1#" */
    if (fclose(f) != 0) {
        free(text);
        return false;
    }
    char *nl = strchr(text, '\n');
    *nl = '\0';
    pw_add(d, "1...");
    pw_add(d, text);
    pw_add(m, nl + 1 + (nl[1] == ' '));
    free(text);
    return true;
}

/* The phases of role r: "1.Be3? 1.Bd4!", "the set play" or "the set play and
 * 1.b6?" into w; how many. */
static int role_words(Words *w, const Pairing *p, const ThemeEntry *e, int r, const Position *start, Lang lang)
{
    Words moves = { 0 };
    bool set = false;
    int n = 0;
    for (int k = 0; k < e->nblocks; k++) {
        const ThemeBlock *b = &e->blocks[k];
        if (role_of(p, b, start) != r)
            continue;
        n++;
        if (b->move == MOVE_NONE)
            set = true;
        else
            pw_add_move(&moves, "1.", start, b->move, pw_block_mark(b), lang);
    }
    char text[sizeof moves.s + 64];
    if (set && moves.n)
        /* TRANSLATORS: Bartolović: the phases that play one part, the set play among them: "the set play and 1.b6?". */
        snprintf(text, sizeof text, tr(lang, "the set play and %s"), moves.s);
    else
        /* TRANSLATORS: Bartolović: the set play as the phase that plays one part ("the set play changes ..."). */
        snprintf(text, sizeof text, "%s", set ? tr(lang, "the set play") : moves.s);
    pw_add(w, text);
    return n;
}

/* The mate of group g in block b (its first line's), or -1 when b has none. */
static int block_mate(const Pairing *p, const ThemeBlock *b, const Position *pos, int g)
{
    for (int i = 0; i < b->variations.n; i++)
        if (group_of(p, b->variations.v[i].move) == g)
            return line_mate(p->e, p->start, b, &b->variations.v[i], pos);
    return -1;
}

/* Group g's mates, each with the phases it stands in: "1...hxg6 2.Qh2# in the set
 * play and after 1.Qa2? 1.Qe2?, 2.Qh1# after 1.Qc1? 1.Qb1!" into w; false when a
 * block has no mate for g. The words of an entry of several instances (a grid of
 * mates, sport-16), where no phase keeps a mate of each of the others. */
static bool grid_words(Words *w, const Pairing *p, Lang lang)
{
    const ThemeEntry *e = p->e;
    for (int g = 0; g < 2; g++) {
        if (g)
            pw_add(w, tr_semicolon(lang)), pw_add(w, " ");
        bool done[e->nblocks];
        memset(done, 0, sizeof done);
        for (int k = 0; k < e->nblocks; k++) {
            Position pk = pw_block_pos(&e->blocks[k], p->start);
            int id = block_mate(p, &e->blocks[k], &pk, g);
            if (id < 0)
                return false;
            if (done[k])
                continue;
            Words d = { 0 }, m = { 0 }, moves = { 0 };
            if (!group_words(&d, &m, p, &e->blocks[k], &pk, g, lang))
                return false;
            bool set = false;
            for (int j = k; j < e->nblocks; j++) {
                const ThemeBlock *b = &e->blocks[j];
                Position pj = pw_block_pos(b, p->start);
                if (done[j] || block_mate(p, b, &pj, g) != id)
                    continue;
                done[j] = true;
                if (b->move == MOVE_NONE)
                    set = true;
                else
                    pw_add_move(&moves, "1.", p->start, b->move, pw_block_mark(b), lang);
            }
            char text[sizeof w->s];
            if (set && moves.n)
                /* TRANSLATORS: Bartolović, a mate of one defence and where it stands: "2.Qh2# in the set play and after 1.Qa2? 1.Qe2?". */
                snprintf(text, sizeof text, tr_c(lang, "Bartolovic", "%1$s in the set play and after %2$s"), m.s, moves.s);
            else if (set)
                /* TRANSLATORS: Bartolović, a mate of one defence in the set play alone: "2.Qh2# in the set play". */
                snprintf(text, sizeof text, tr_c(lang, "Bartolovic", "%s in the set play"), m.s);
            else
                /* TRANSLATORS: Bartolović, a mate of one defence and the phases where it stands: "2.Qh1# after 1.Qc1? 1.Qb1!". */
                snprintf(text, sizeof text, tr_c(lang, "Bartolovic", "%1$s after %2$s"), m.s, moves.s);
            if (k == 0)
                pw_add(w, d.s), pw_add(w, " ");
            else
                pw_add(w, ", ");
            pw_add(w, text);
        }
    }
    return true;
}

bool phases_why_bartolovic(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (e->nblocks < 3)
        return false;
    Pairing p = { .e = e, .start = start, .first = &e->blocks[0], .pos = pw_block_pos(&e->blocks[0], start), .ids = { -1, -1 } };
    for (int i = 0; i < p.first->variations.n; i++) {
        int id = line_mate(e, start, p.first, &p.first->variations.v[i], &p.pos);
        if (id >= 0 && p.ids[0] < 0)
            p.ids[0] = id;
        else if (id >= 0 && id != p.ids[0] && p.ids[1] < 0)
            p.ids[1] = id;
    }
    if (p.ids[1] < 0)
        return false;
    bool roles = true;
    for (int k = 0; k < e->nblocks && roles; k++)
        roles = role_of(&p, &e->blocks[k], start) >= 0;
    if (!roles) {
        Words grid = { 0 };
        if (!grid_words(&grid, &p, lang))
            return false;
        fprintf(out, " (%s%s ", grid.s, tr_semicolon(lang));
        /* TRANSLATORS: Bartolović of several instances, after each defence's mates and their phases (a grid of mates). */
        fprintf(out, "%s)", tr(lang, "each phase keeps one of the two mates of another phase and changes the other"));
        return true;
    }
    Words ad = { 0 }, am = { 0 }, bd = { 0 }, bm = { 0 }, x = { 0 }, y = { 0 }, z = { 0 };
    if (!group_words(&ad, &am, &p, p.first, &p.pos, 0, lang) || !group_words(&bd, &bm, &p, p.first, &p.pos, 1, lang))
        return false;
    unsigned long nx = (unsigned long)role_words(&x, &p, e, 0, start, lang);
    unsigned long ny = (unsigned long)role_words(&y, &p, e, 1, start, lang);
    unsigned long nz = (unsigned long)role_words(&z, &p, e, 2, start, lang);
    if (!ny || !nz)
        return false;
    fputs(" (", out);
    /* TRANSLATORS: Bartolović, its first phase(s): "1.Nc3? meets 1...Ra2/Rb2/Rf2 with 2.Qd1# and 1...Rd4 with 2.Qe2#". */
    fprintf(out, tr_n(lang, "%1$s meets %2$s with %3$s and %4$s with %5$s", "%1$s meet %2$s with %3$s and %4$s with %5$s", nx),
            x.s, ad.s, am.s, bd.s, bm.s);
    fprintf(out, "%s ", tr_semicolon(lang));
    /* TRANSLATORS: Bartolović, each other phase: "1.Nf4! changes 2.Qd1# and keeps 2.Qe2#" (the mates of the first phase). */
    fprintf(out, tr_n(lang, "%1$s changes %2$s and keeps %3$s", "%1$s change %2$s and keep %3$s", ny), y.s, am.s, bm.s);
    fprintf(out, "%s ", tr_semicolon(lang));
    fprintf(out, tr_n(lang, "%1$s changes %2$s and keeps %3$s", "%1$s change %2$s and keep %3$s", nz), z.s, bm.s, am.s);
    fputc(')', out);
    return true;
}
