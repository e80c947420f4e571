/* phases_why_threats.c - Barnes's pattern said with its mates: each try and the key
 * with the threats it has, read from the entry's blocks (phases_why_threats.h). The
 * roles come from the threats themselves, not from the order of a block's threats: A
 * is the single-threat tries' mate, B the key's. At the end, a Zagoruiko's threat cells. */
#include "solver/report/phases_why_threats.h"
#include "solver/report/phases_why_words.h"
#include "solver/report/tr.h"
#include "themes/phases.h"

/* The threat of block b whose identity is id, or MOVE_NONE. */
static Move threat_of(const ThemeEntry *e, const ThemeBlock *b, const Position *start, int id)
{
    Position pos = pw_block_pos(b, start);
    for (int i = 0; i < b->threats.n; i++)
        if (entry_identity(e, start, b->move, &pos, b->threats.v[i]) == id)
            return b->threats.v[i];
    return MOVE_NONE;
}

/* Whether every threat of block b is of identity a or b_id, with both there
 * (both when two, a alone when b_id is -1). */
static bool threatens(const ThemeEntry *e, const ThemeBlock *b, const Position *start, int a, int b_id)
{
    Position pos = pw_block_pos(b, start);
    bool has_a = false, has_b = b_id < 0;
    for (int i = 0; i < b->threats.n; i++) {
        int id = entry_identity(e, start, b->move, &pos, b->threats.v[i]);
        if (id != a && id != b_id)
            return false;
        has_a |= id == a, has_b |= id == b_id;
    }
    return has_a && has_b;
}

/* "2.Qf1#": mate m of block b, played after b's first move and a black pass. */
static void add_mate(Words *w, const ThemeBlock *b, const Position *start, Move m, Lang lang)
{
    Position pos = pw_block_pos(b, start), passed = position_passed(&pos);
    pw_add_move(w, "2.", &passed, m, "", lang);
}

bool phases_why_barnes(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    const ThemeBlock *z = pw_key_block(e), *x = NULL, *y = NULL;
    if (!z || z->threats.n == 0)
        return false;
    Position pz = pw_block_pos(z, start);
    int b = entry_identity(e, start, z->move, &pz, z->threats.v[0]), a = -1;
    for (int i = 0; i < e->nblocks && a < 0; i++) /* A: the mate of a try threatening one */
        if (&e->blocks[i] != z && e->blocks[i].threats.n > 0) {
            Position p = pw_block_pos(&e->blocks[i], start);
            int id = entry_identity(e, start, e->blocks[i].move, &p, e->blocks[i].threats.v[0]);
            if (id != b && threatens(e, &e->blocks[i], start, id, -1))
                a = id;
        }
    if (a < 0 || !threatens(e, z, start, b, -1))
        return false;
    Words xs = { 0 }, ys = { 0 }, zs = { 0 }, xa = { 0 }, xb = { 0 }, ya = { 0 }, zb = { 0 };
    unsigned long nx = 0;
    for (int i = 0; i < e->nblocks; i++) {
        const ThemeBlock *t = &e->blocks[i];
        if (t == z)
            continue;
        bool dbl = threatens(e, t, start, a, b), one = threatens(e, t, start, a, -1);
        if (!dbl && !one)
            return false; /* no block of the pattern: say nothing rather than something false */
        pw_add_move(dbl ? &xs : &ys, "1.", start, t->move, pw_block_mark(t), lang);
        nx += dbl;
        if (dbl && !x)
            x = t;
        if (one && !y)
            y = t;
    }
    if (!x || !y)
        return false;
    pw_add_move(&zs, "1.", start, z->move, pw_block_mark(z), lang);
    add_mate(&xa, x, start, threat_of(e, x, start, a), lang);
    add_mate(&xb, x, start, threat_of(e, x, start, b), lang);
    add_mate(&ya, y, start, threat_of(e, y, start, a), lang);
    add_mate(&zb, z, start, threat_of(e, z, start, b), lang);
    fputs(" (", out);
    /* TRANSLATORS: Barnes (1.X? - 2.A/2.B, 1.Y? - 2.A, 1.Z! - 2.B), after its tries and key:
     * "1.Qf5? threatens 2.Qf1# and 2.Qb1#, 1.Qf3? only 2.Qf1#, the key 1.Qe4! only 2.Qb1#";
     * the plural when several tries threaten both mates (%1$s, moves apart by spaces). */
    fprintf(out, tr_n(lang, "%1$s threatens %2$s and %3$s, %4$s only %5$s, the key %6$s only %7$s",
                      "%1$s threaten %2$s and %3$s, %4$s only %5$s, the key %6$s only %7$s", nx),
            xs.s, xa.s, xb.s, ys.s, ya.s, zs.s, zb.s);
    fputc(')', out);
    return true;
}

/* Whether line l of block b is a threat cell: met by b's threats alone. */
static bool threat_cell(const ThemeBlock *b, const ThemeLine *l)
{
    if (b->threats.n == 0 || l->moves.n == 0)
        return false;
    for (int i = 0; i < l->moves.n; i++)
        if (!moves_hold(&b->threats, l->moves.v[i]))
            return false;
    return true;
}

bool phases_why_zagoruiko(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (!entry_has(e, EF_M) || !entry_has(e, EF_N))
        return false;
    fputs(" (", out);
    /* TRANSLATORS: Zagoruiko: "each of its 2 defences is met by another mate in each of its 3 phases". */
    fprintf(out, tr(lang, "each of its %1$d defences is met by another mate in each of its %2$d phases"), e->n, e->m);
    for (int k = 0; k < e->nblocks; k++) {
        const ThemeBlock *b = &e->blocks[k];
        Position pos = pw_block_pos(b, start);
        for (int i = 0; i < b->variations.n; i++)
            if (b->variations.v[i].group == i && threat_cell(b, &b->variations.v[i])) {
                Words sd = { 0 }, sx = { 0 };
                pw_add_group(&sd, "1...", b, b->variations.v[i].move, &pos, "", lang);
                pw_add_move(&sx, "1.", start, b->move, pw_block_mark(b), lang);
                fprintf(out, "%s ", tr_semicolon(lang));
                /* TRANSLATORS: a Zagoruiko's threat cell: "1...Ke6 does not parry the threat of 1.Kb8!, which
                 * mates there" (so the defence is not in the key's play, yet has a mate in the theme). */
                fprintf(out, tr(lang, "%1$s does not parry the threat of %2$s, which mates there"), sd.s, sx.s);
            }
    }
    fputc(')', out);
    return true;
}
