/* phases_why.c - what makes a theme across phases, said after its phases in the
 * Analysis as a composer writes it, each move named from the entry's blocks (the
 * mates matched by man and square: entry_identity). Issue 21 §7. */
#include <string.h>
#include "solver/report/phases_why.h"
#include "solver/report/defence_group.h"
#include "solver/report/phases_why_corrections.h"
#include "solver/report/phases_why_mates.h"
#include "solver/report/phases_why_threats.h"
#include "solver/report/phases_why_words.h"
#include "solver/movegen.h"
#include "solver/report/moves_text.h"
#include "solver/report/tr.h"
#include "themes/phases.h"

/* The mate of line l (its defence played in pl, after first move f of e) that is
 * mate id (entry_identity), or MOVE_NONE. */
static Move line_mate_of(const ThemeEntry *e, const Position *start, Move f, const ThemeLine *l, const Position *pl,
                         int id)
{
    for (int i = 0; i < l->moves.n; i++)
        if (entry_identity(e, start, f, pl, l->moves.v[i]) == id)
            return l->moves.v[i];
    return MOVE_NONE;
}

/* "prefix" then one mate that a sentence names in two phases of e, written once as
 * it reads in each: m in pm (a threat, or a line's mate) of block bm, and the same
 * mate (by man and square) after line l's defence in pl, of block bl; "2.Q(x)b2#"
 * when it takes in one only (pw_add_alike). */
static void add_mate_of_both(Words *w, const char *prefix, const ThemeEntry *e, const Position *start,
                             const ThemeBlock *bm, const Position *pm, Move m, const ThemeBlock *bl,
                             const ThemeLine *l, const Position *pl, Lang lang)
{
    char sans[2][SAN_MAX];
    Move moves[2] = { m, MOVE_NONE };
    int n = 0;
    pw_san(sans[n++], pm, m, lang);
    Move other = line_mate_of(e, start, bl->move, l, pl, entry_identity(e, start, bm->move, pm, m));
    if (other != MOVE_NONE) {
        Position after = pw_after(pl, l->move);
        moves[n] = other;
        pw_san(sans[n++], &after, other, lang);
    }
    pw_same_man(sans, moves, n);
    pw_add_alike(w, prefix, (const char (*)[SAN_MAX])sans, n, "");
}

/* Le Grand (or pseudo Le Grand): a threat of the first phase mates after a
 * defence in the second, and a mate of the first becomes the second's threat. */
static bool le_grand_why(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (e->nblocks != 2 || e->blocks[0].move == MOVE_NONE || e->blocks[1].move == MOVE_NONE)
        return false;
    const ThemeBlock *x = &e->blocks[0], *y = &e->blocks[1];
    Move a = MOVE_NONE, b = MOVE_NONE;
    Position px = pw_after(start, x->move), py = pw_after(start, y->move);
    int in_y = pw_line_mating_with(e, start, y, &py, &x->threats, x->move, &px, &a);
    int in_x = pw_line_mating_with(e, start, x, &px, &y->threats, y->move, &py, &b);
    if (in_y < 0 || in_x < 0)
        return false;
    Position tx = position_passed(&px), ty = position_passed(&py);
    Words sa = { 0 }, sx = { 0 }, sdy = { 0 }, sb = { 0 }, sdx = { 0 };
    add_mate_of_both(&sa, "", e, start, x, &tx, a, y, &y->variations.v[in_y], &py, lang);
    pw_add_move(&sx, "", start, x->move, "", lang);
    pw_add_group(&sdy, "", y, y->variations.v[in_y].move, &py, "", lang);
    add_mate_of_both(&sb, "", e, start, y, &ty, b, x, &x->variations.v[in_x], &px, lang);
    pw_add_group(&sdx, "", x, x->variations.v[in_x].move, &px, "", lang);
    fputs(" (", out);
    /* TRANSLATORS: Le Grand, said of the second phase (the key) after both are shown: "the threat
     * 2.Qd1# of 1.Bc3? now mates after 1...Kd3, and the mate 2.Qb1# that met 1...Kd3 there (in
     * 1.Bc3?) becomes the threat". */
    fprintf(out, tr(lang, "the threat 2.%s of 1.%s%s now mates after 1...%s, and the mate 2.%s that met 1...%s there becomes the threat"),
            sa.s, sx.s, pw_block_mark(x), sdy.s, sb.s, sdx.s);
    fputc(')', out);
    return true;
}

/* Dombrovskis: the try's refutation, met after the key by the try's threat; in
 * its paradox form, a defence that parried the try's threat allows it after the key. */
static bool dombrovskis_why(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    bool paradox = entry_has(e, EF_VARIANT) && strcmp(e->variant, "paradox") == 0;
    if (e->nblocks != 2 || e->blocks[0].move == MOVE_NONE || (!paradox && e->blocks[0].refutations.n == 0))
        return false;
    const ThemeBlock *x = &e->blocks[0], *y = &e->blocks[1];
    Move a = MOVE_NONE;
    Position px = pw_after(start, x->move), py = pw_after(start, y->move);
    int in_y = pw_line_mating_with(e, start, y, &py, &x->threats, x->move, &px, &a);
    if (in_y < 0)
        return false;
    Position tx = position_passed(&px);
    Words sd = { 0 }, sx = { 0 }, sa = { 0 };
    Move d = y->variations.v[in_y].move;
    const Position *pd = &px;
    if (paradox) { /* the defence as the try's play wrote it ("1...Nd4", after the key "1...Nxd4") */
        pd = &py;
        for (int i = 0; i < x->variations.n; i++)
            if (MOVE_KEY(x->variations.v[i].move) == MOVE_KEY(d))
                d = x->variations.v[i].move, pd = &px;
    }
    pw_add_group(&sd, "", pd == &px && paradox ? x : y, d, pd, "", lang);
    pw_add_move(&sx, "", start, x->move, "", lang);
    add_mate_of_both(&sa, "", e, start, x, &tx, a, y, &y->variations.v[in_y], &py, lang);
    fputs(" (", out);
    if (paradox)
        /* TRANSLATORS: Dombrovskis paradox: "the defence 1...Nd4 against the threat 2.Be6# of 1.d3? allows it after the key". */
        fprintf(out, tr(lang, "the defence 1...%s against the threat 2.%s of 1.%s%s allows it after the key"), sd.s, sa.s,
                sx.s, pw_block_mark(x));
    else
        /* TRANSLATORS: Dombrovskis: "the refutation 1...Ke4! of 1.Bd7? is met after the key by that
         * try's threat 2.Qd4#" (the threat of 1.Bd7?, not of the refutation). */
        fprintf(out, tr(lang, "the refutation 1...%s! of 1.%s? is met after the key by that try's threat 2.%s"), sd.s, sx.s,
                sa.s);
    if (x->refutations.n == 2) { /* a try the search did not keep (theme_dombrovskis.c) */
        fprintf(out, "%s ", tr_semicolon(lang));
        /* TRANSLATORS: Dombrovskis on a try of two refutations, which the list of tries (of one
         * refutation, --refutations 1) leaves out: "1.e4? is not among the tries above, ...". */
        fprintf(out, tr(lang, "1.%s? is not among the tries above, which fail to one reply: it fails to two, and "
                              "Dombrovskis counts tries refuted by up to two defences"), sx.s);
    }
    fputc(')', out);
    return true;
}

/* anti-Dombrovskis: a try's mate becomes the key's threat, which its defence now parries. */
static bool anti_dombrovskis_why(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (e->nblocks != 2 || e->blocks[0].variations.n == 0 || e->blocks[1].move == MOVE_NONE)
        return false;
    const ThemeBlock *x = &e->blocks[0], *y = &e->blocks[1];
    Position px = pw_block_pos(x, start), py = pw_block_pos(y, start), ty = position_passed(&py);
    Move a = MOVE_NONE;
    int in_x = pw_line_mating_with(e, start, x, &px, &y->threats, y->move, &py, &a);
    if (in_x < 0)
        return false;
    Words sa = { 0 }, sd = { 0 }, sx = { 0 }, sk = { 0 };
    add_mate_of_both(&sa, "2.", e, start, y, &ty, a, x, &x->variations.v[in_x], &px, lang);
    pw_add_group(&sd, "1...", x, x->variations.v[in_x].move, &px, "", lang);
    /* the defence as the key's play writes it: 1.d3? 1...Nxd3, 1.d4! 1...Nd3; 1...Bg7, 1...Bg7+ */
    pw_add_group(&sk, "1...", x, x->variations.v[in_x].move, &py, "", lang);
    if (x->move != MOVE_NONE)
        pw_add_move(&sx, "1.", start, x->move, pw_block_mark(x), lang);
    fputs(" (", out);
    /* TRANSLATORS: anti-Dombrovskis: "the mate 2.Rc5# of 1...Nxd3 after 1.d3? is the key's threat, which 1...Nd3 now parries" (the one defence as the try, then the key writes it). */
    fprintf(out, tr(lang, "the mate %1$s of %2$s after %3$s is the key's threat, which %4$s now parries"), sa.s, sd.s,
            sx.s, sk.s);
    fputc(')', out);
    return true;
}

/* Banny, Vladimirov, Hannelius: the tries' refutations, met after the key by
 * the other try's first move, the refuted try's own first move, or the other
 * try's threat (the cyclic Hannelius: the next try's). */
static bool refutations_why(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    Words w = { 0 };
    pw_refutations(&w, e, start, lang);
    if (w.n == 0)
        return false;
    fputs(" (", out);
    switch (e->id) {
    /* TRANSLATORS: Banny: "the refutations 1...Rb7! 1...Qa7! are met after the key by the other try's first move". */
    case THEME_BANNY: fprintf(out, tr(lang, "the refutations %s are met after the key by the other try's first move"), w.s); break;
    /* TRANSLATORS: Vladimirov: each refutation is met after the key by the first move of the try it refuted. */
    case THEME_VLADIMIROV: fprintf(out, tr(lang, "the refutations %s are met after the key by the first move of the try they refuted"), w.s); break;
    default:
        if (entry_has(e, EF_VARIANT) && strcmp(e->variant, "cyclic") == 0) {
            /* TRANSLATORS: cyclic Hannelius: "the refutations 1...Bxf3! 1...Rxf5! 1...d4!, in the tries' order, ...": each try's refutation is met after the key by the threat of the try after it, the last try's by the first try's threat. */
            fprintf(out, tr(lang, "the refutations %s, in the tries' order, are met after the key each by the next try's threat, the last by the first try's: a cycle"), w.s);
            break;
        }
        /* TRANSLATORS: Hannelius: each refutation is met after the key by the threat of the other try. */
        fprintf(out, tr(lang, "the refutations %s are met after the key by the other try's threat"), w.s);
        break;
    }
    fputc(')', out);
    return true;
}

/* Reciprocal change: two defences exchange their mates, each written as every
 * phase writes it ("2.Q(x)b2#"). */
static bool reciprocal_why(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (e->nblocks < 2 || e->blocks[0].variations.n < 2)
        return false;
    const ThemeBlock *x = &e->blocks[0];
    Position pos = pw_block_pos(x, start);
    Words d1 = { 0 }, d2 = { 0 }, m1 = { 0 }, m2 = { 0 };
    const ThemeLine *a = &x->variations.v[0], *b = &x->variations.v[1];
    if (a->moves.n == 0 || b->moves.n == 0)
        return false;
    Position pa = pw_after(&pos, a->move), pb = pw_after(&pos, b->move);
    pw_add_move(&d1, "1...", &pos, a->move, "", lang);
    pw_add_move(&d2, "1...", &pos, b->move, "", lang);
    pw_add_mate_across(&m1, e, x, &pa, a->moves.v[0], start, lang);
    pw_add_mate_across(&m2, e, x, &pb, b->moves.v[0], start, lang);
    fputs(" (", out);
    /* TRANSLATORS: reciprocal change: "1...Kd5 and 1...Kd3 exchange their mates 2.Qf3# and 2.Qf5#". */
    fprintf(out, tr(lang, "%1$s and %2$s exchange their mates %3$s and %4$s"), d1.s, d2.s, m1.s, m2.s);
    fputc(')', out);
    return true;
}

/* Cyclic change, Lačný: the mates of the first phase go round a cycle. */
static bool cyclic_why(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (e->nblocks < 2)
        return false;
    Words w = { 0 };
    pw_mates_of(&w, e, &e->blocks[0], start, lang);
    if (w.n == 0)
        return false;
    fputs(" (", out);
    /* TRANSLATORS: cyclic change: "the mates 2.Qxd4# 2.f8=Q# 2.b8=Q# go round by one between the phases". */
    fprintf(out, tr(lang, "the mates %s go round by one between the phases"), w.s);
    fputc(')', out);
    return true;
}

/* Half-pin: two men on one pin line; a move of either lets the mate pin the other. */
static bool half_pin_why(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (e->squares.n != 2 || !entry_has(e, EF_PINNER))
        return false;
    char a[8], b[8], p[8];
    text_man(a, sizeof a, start, start, e->squares.v[0], lang);
    text_man(b, sizeof b, start, start, e->squares.v[1], lang);
    text_man(p, sizeof p, start, start, e->pinner, lang);
    char text[320];
    /* TRANSLATORS: half-pin: "Nb5 and Bc5 stand on the line of Ra5 to their king: when one moves, the mate pins the other". */
    snprintf(text, sizeof text, tr(lang, "%1$s and %2$s stand on the line of %3$s to their king: when one moves, the mate pins the other"), a, b, p);
    tr_euphony(lang, text, sizeof text); /* "Cb5 ed e5" */
    fprintf(out, " (%s)", text);
    return true;
}

/* Albino, pickaninny: the four moves of one pawn. */
static bool pawn_why(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (!entry_has(e, EF_PAWN))
        return false;
    char sq[3];
    square_name(e->pawn, sq);
    (void)start;
    fputs(" (", out);
    /* TRANSLATORS: albino, pickaninny: "the four moves of the pawn on f2, each in the play". */
    fprintf(out, tr(lang, "the four moves of the pawn on %s, each in the play"), sq);
    fputc(')', out);
    return true;
}

/* Sushkov: each first move gives up a guard, so it threatens one of the two mates only:
 * which move gives up which (its man guarded the square in the diagram). */
static bool sushkov_why(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (e->nblocks != 2)
        return false;
    char list[2][64], san[2][SAN_MAX], first[2][2 * SAN_MAX + 4];
    for (int i = 0; i < 2; i++) {
        if (!pw_guards_given_up(list[i], sizeof list[i], e, start, M_FROM(e->blocks[i].move), lang))
            return false;
        snprintf(first[i], sizeof first[i], "1.%s", pw_san(san[i], start, e->blocks[i].move, lang));
    }
    fputs(" (", out);
    if (strcmp(list[0], list[1]) == 0)
        /* TRANSLATORS: Sushkov, after its two phases, both first moves giving up the guard of the
         * same square (or squares): "1.Qb4 and 1.Rb4 each give up the guard of g3 and threaten one
         * of the two mates only". */
        fprintf(out, tr(lang, "%1$s and %2$s each give up the guard of %3$s and threaten one of the two mates only"),
                first[0], first[1], list[0]);
    else
        /* TRANSLATORS: Sushkov, after its two phases: "1.Bb2 gives up the guard of c5, 1.Ne6 that of b5: each threatens one of the two mates only". */
        fprintf(out, tr(lang, "%1$s gives up the guard of %2$s, %3$s that of %4$s: each threatens one of the two mates only"),
                first[0], list[0], first[1], list[1]);
    fputc(')', out);
    return true;
}

/* Whether a defence of the first two blocks of e is in both (by move: from, to,
 * promotion). */
static bool blocks_share_a_defence(const ThemeEntry *e)
{
    if (e->nblocks < 2)
        return false;
    const ThemeLines *x = &e->blocks[0].variations, *y = &e->blocks[1].variations;
    for (int i = 0; i < x->n; i++)
        for (int j = 0; j < y->n; j++)
            if (MOVE_KEY(x->v[i].move) == MOVE_KEY(y->v[j].move))
                return true;
    return false;
}

/* Themes whose words are their definition's, the moves being in the phases above. */
static bool defined_why(FILE *out, const ThemeEntry *e, Lang lang)
{
    const char *words = NULL;
    switch (e->id) {
    /* TRANSLATORS: threat reversal, after its two phases. */
    case THEME_THREAT_REVERSAL: words = N_("the first move of each phase is the other's threat"); break;
    /* TRANSLATORS: Urania, after its phases. */
    case THEME_URANIA: words = N_("one white move is a try, another phase's threat and a mate"); break;
    /* TRANSLATORS: Rudenko, after its phases. */
    case THEME_RUDENKO: words = N_("the mates of two defences are together the other phase's threats, and those defences get other mates there"); break;
    /* TRANSLATORS: Makihovi, after its phases. */
    case THEME_MAKIHOVI: words = N_("each first move keeps a different one of the set mates"); break;
    /* TRANSLATORS: Arnhem, after its tries (two or more). */
    case THEME_ARNHEM: words = N_("the tries exchange a defence and a refutation, the defence met by the same mate in each"); break;
    case THEME_ODESSA: /* the defences may be the same in both phases (Moen): not "other" then */
        if (blocks_share_a_defence(e))
            /* TRANSLATORS: Odessa, after its phases, when a defence is in both phases. */
            words = N_("each phase's two threats are the other phase's mates");
        else
            /* TRANSLATORS: Odessa, after its phases. */
            words = N_("each phase's two threats are the other phase's mates, after other defences");
        break;
    default: return false;
    }
    fprintf(out, " (%s)", tr(lang, words));
    return true;
}

void phases_why(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    switch (e->id) {
    case THEME_LE_GRAND:
    case THEME_PSEUDO_LE_GRAND: le_grand_why(out, e, start, lang); break;
    case THEME_DOMBROVSKIS: dombrovskis_why(out, e, start, lang); break;
    case THEME_ANTI_DOMBROVSKIS: anti_dombrovskis_why(out, e, start, lang); break;
    case THEME_BANNY:
    case THEME_VLADIMIROV:
    case THEME_HANNELIUS: refutations_why(out, e, start, lang); break;
    case THEME_WHITE_CORRECTION:
    case THEME_THREAT_CORRECTION: phases_why_white_correction(out, e, start, lang); break;
    case THEME_BLACK_CORRECTION: phases_why_black_correction(out, e, start, lang); break;
    case THEME_RECIPROCAL_CHANGE: reciprocal_why(out, e, start, lang); break;
    case THEME_CYCLIC_CHANGE:
    case THEME_LACNY: cyclic_why(out, e, start, lang); break;
    case THEME_ZAGORUIKO: phases_why_zagoruiko(out, e, start, lang); break;
    case THEME_BARTOLOVIC:
        if (!phases_why_bartolovic(out, e, start, lang)) /* its phases' roles not read: the scheme */
            /* TRANSLATORS: Bartolović, after its phases, when chiave cannot say which phase plays which part. */
            fprintf(out, " (%s)", tr(lang, "one phase meets two defences with two mates; two other phases each change one of them and keep the other"));
        break;
    case THEME_RUKHLIS: phases_why_rukhlis(out, e, start, lang); break;
    case THEME_TRANSFERRED_MATES: phases_why_transferred(out, e, start, lang); break;
    case THEME_HALF_PIN: half_pin_why(out, e, start, lang); break;
    case THEME_ALBINO:
    case THEME_PICKANINNY: pawn_why(out, e, start, lang); break;
    case THEME_SUSHKOV: sushkov_why(out, e, start, lang); break;
    case THEME_BARNES: phases_why_barnes(out, e, start, lang); break;
    default: defined_why(out, e, lang); break;
    }
}
