/* diff.c - comparing two solution records of a #2 (see diff.h).
 * The records are compared as sets, move by move; each difference becomes one
 * line in problemist words, with the moves in SAN where the record's position
 * allows it. */
#include "solver/compare/diff.h"

#include <stdlib.h>
#include <string.h>

#include "solver/compare/record_play.h"
#include "solver/compare/theme_diff.h"
#include "solver/movegen.h"
#include "solver/report/tr.h"

/* ---- positions, for SAN ----------------------------------------------- */

typedef struct {
    bool ok;
    Position pos;
} Ctx;

typedef struct {
    const RecordPlay *old, *new;
    Ctx old_start, new_start;
    Lang lang;      /* of the moves' letters */
    Lang words;     /* of the words around them */
    bool long_form;  /* long algebraic, "Bb3xf7#", not SAN: two moves read the same */
    bool in_try;    /* comparing the play of a try */
    DiffList *out;
} Diff;

/* "new cook: " in D's words. */
static void kind_head(StrBuf *b, DiffKind k, const Diff *D)
{
    diff_printf(b, "%s%s ", tr(D->words, diff_kind_name(k)), tr_colon(D->words));
}

static void add(Diff *D, DiffKind k, StrBuf *b, Move move)
{
    char uci[8];
    diff_list_take(D->out, k, b, move_to_uci(move, uci), D->in_try);
}

static Ctx ctx_record(const RecordPlay *R)
{
    return (Ctx){ .ok = R->has_start, .pos = R->start };
}

/* The legal move of c with m's squares and promotion, or MOVE_NONE. */
static Move legal_move(const Ctx *c, Move m)
{
    return c->ok && m != MOVE_NONE ? move_legal(&c->pos, m) : MOVE_NONE;
}

/* The position after move m (not ok when m is not legal in c). */
static Ctx ctx_after(const Ctx *c, Move m)
{
    Ctx r = *c;
    Move mv = legal_move(c, m);
    if (mv == MOVE_NONE) {
        r.ok = false;
        return r;
    }
    Undo u;
    make_move(&r.pos, mv, &u);
    return r;
}

/* The position after the side to move passes (not when it is in check:
 * the other side could take the king). */
static Ctx ctx_passed(const Ctx *c)
{
    Ctx r = *c;
    if (!c->ok || in_check(&c->pos, c->pos.side)) {
        r.ok = false;
        return r;
    }
    Undo u;
    make_null(&r.pos, &u);
    return r;
}

/* san (of mv in pos) in long algebraic notation, as a problemist tells two moves
 * apart that read alike: "Bb3xf7#", "Kd3-c4", "e7-e8=Q+"; castling stays as it is. */
static void long_text(StrBuf *b, const Position *pos, Move mv, const char *san, Lang lang)
{
    if (mv & MF_CASTLE) {
        diff_printf(b, "%s", san);
        return;
    }
    int type = PTYPE(pos->board[M_FROM(mv)]);
    char from[3], to[3], letter[2] = { type == PAWN ? '\0' : piece_letter(lang, type), '\0' };
    square_name(M_FROM(mv), from);
    square_name(M_TO(mv), to);
    const char *rest = strstr(san, to); /* "=Q", "+", "#" after the square */
    diff_printf(b, "%s%s%c%s%s", letter, from, strchr(san, 'x') ? 'x' : '-', to, rest ? rest + 2 : "");
}

/* Appends move m in SAN if legal in c, else in UCI, then mark ("!", "?" or
 * ""); with D->long_form, when SAN would read like another move, in long
 * algebraic notation instead: "Bb3xf7#" beside "Bc4xf7#" (it was the SAN with
 * its UCI after it, "Bxf7# [b3f7]"). */
static void move_text_mark(StrBuf *b, const Ctx *c, Move m, const char *mark, const Diff *D)
{
    Move mv = legal_move(c, m);
    char uci[8];
    if (mv != MOVE_NONE) {
        char san[SAN_MAX];
        move_to_san(&c->pos, mv, D->lang, san, sizeof san);
        if (D->long_form)
            long_text(b, &c->pos, mv, san, D->lang);
        else
            diff_printf(b, "%s", san);
        diff_printf(b, "%s", mark);
    } else {
        diff_printf(b, "%s%s", move_to_uci(m, uci), mark);
    }
}

static void move_text(StrBuf *b, const Ctx *c, Move m, const Diff *D)
{
    move_text_mark(b, c, m, "", D);
}

/* "1.Qe7" for a key, "1.Kc2?" for a try; c is the diagram. */
static void play_text(StrBuf *b, const Ctx *c, Move m, bool is_try, const Diff *D)
{
    diff_printf(b, "1.");
    move_text_mark(b, c, m, is_try ? "?" : "", D);
}

/* Whether first move m (in c) reads in SAN like a different first move of the
 * plays others[0..n) (in oc): a piece that now comes from another square. */
static bool san_clash(const Ctx *c, Move m, const Ctx *oc, const RecPlay *others, int n, const Diff *D)
{
    Move mv = legal_move(c, m);
    char san[SAN_MAX], other[SAN_MAX];
    if (mv == MOVE_NONE)
        return false;
    move_to_san(&c->pos, mv, D->lang, san, sizeof san);
    for (int i = 0; i < n; i++) {
        Move o = others[i].move, ov = legal_move(oc, o);
        if (ov != MOVE_NONE && !rec_same_move(o, m) &&
            strcmp(move_to_san(&oc->pos, ov, D->lang, other, sizeof other), san) == 0)
            return true;
    }
    return false;
}

/* play_text, in long algebraic notation when a lost or new first move would
 * otherwise read like one of the other phase (others[0..n), in oc). */
static void play_text_vs(StrBuf *b, const Ctx *c, Move m, bool is_try, const Ctx *oc,
                         const RecPlay *others, int n, Diff *D)
{
    D->long_form = san_clash(c, m, oc, others, n, D);
    play_text(b, c, m, is_try, D);
    D->long_form = false;
}

/* " 2.Qb2# 2.Qa8#": c is the position where the mates are played. */
static void moves_text(StrBuf *b, const Ctx *c, const Move *moves, int n, const char *number,
                       const Diff *D)
{
    for (int i = 0; i < n; i++) {
        diff_printf(b, "%s%s", i ? " " : "", number);
        move_text(b, c, moves[i], D);
    }
}

/* The side of a change a part is written for: a variation, a play or a key
 * with the record that holds its moves. */
typedef struct {
    const RecordPlay *R;
    const RecVar *v;
    const RecPlay *p;
} Part;

/* "1...Ka2 2.Qb2# 2.Qa8#": c is the position where the defence is played. */
static void var_text(StrBuf *b, const Ctx *c, const RecordPlay *R, const RecVar *v, const Diff *D)
{
    Ctx after = ctx_after(c, v->defence);
    diff_printf(b, "1...");
    move_text(b, c, v->defence, D);
    diff_printf(b, " ");
    moves_text(b, &after, rec_moves(R, v->first), v->n, "2.", D);
}

/* The mates of a variation, for " (was ...)"; c is where the defence is played. */
static void var_mates_text(StrBuf *b, const Ctx *c, const Part *x, const Diff *D)
{
    Ctx after = ctx_after(c, x->v->defence);
    moves_text(b, &after, rec_moves(x->R, x->v->first), x->v->n, "2.", D);
}

/* What a play threatens: "2.Qb3#", "zugzwang", "no threat (check)", "no threat";
 * c is the position after the play. */
static void threat_text(StrBuf *b, const Ctx *c, const Part *x, const Diff *D)
{
    const RecPlay *p = x->p;
    if (p->nthreats > 0) {
        Ctx passed = ctx_passed(c);
        moves_text(b, &passed, rec_moves(x->R, p->threats_first), p->nthreats, "2.", D);
    } else if (p->check) {
        diff_printf(b, "%s", tr(D->words, "no threat (check)"));
    } else if (p->zugzwang) {
        diff_printf(b, "%s", tr(D->words, "zugzwang"));
    } else {
        diff_printf(b, "%s", tr(D->words, "no threat"));
    }
}

static bool same_threat(const RecordPlay *A, const RecPlay *a, const RecordPlay *B, const RecPlay *b)
{
    return rec_same_moves(rec_moves(A, a->threats_first), a->nthreats, rec_moves(B, b->threats_first),
                          b->nthreats) &&
           a->check == b->check && a->zugzwang == b->zugzwang;
}

/* ---- comparing -------------------------------------------------------- */

/* Writes one side of a change (the new or the old) of x in position c. */
typedef void (*PartFn)(StrBuf *b, const Ctx *c, const Part *x, const Diff *D);

static void key_part(StrBuf *b, const Ctx *c, const Part *x, const Diff *D)
{
    play_text(b, c, x->p->move, false, D);
}

/* "1...Ka4! 1...Kb4!": c is the diagram, x->p the try. */
static void refutations_part(StrBuf *b, const Ctx *c, const Part *x, const Diff *D)
{
    Ctx after = ctx_after(c, x->p->move);
    const Move *r = rec_moves(x->R, x->p->refuts_first);
    for (int i = 0; i < x->p->nrefuts; i++) {
        diff_printf(b, "%s1...", i ? " " : "");
        move_text_mark(b, &after, r[i], "!", D);
    }
}

/* Appends "NEW (was OLD)"; when both read the same in SAN (a piece that came
 * from another square), each move is in long algebraic notation. */
static void changed_pair(Diff *D, StrBuf *b, PartFn part, const Ctx *cn, const Part *xn,
                         const Ctx *co, const Part *xo)
{
    StrBuf x = STRBUF_INIT, y = STRBUF_INIT;
    part(&x, cn, xn, D);
    part(&y, co, xo, D);
    if (x.s && y.s && strcmp(x.s, y.s) == 0) {
        free(x.s), free(y.s);
        x = y = (StrBuf){ 0 };
        D->long_form = true;
        part(&x, cn, xn, D);
        part(&y, co, xo, D);
        D->long_form = false;
    }
    /* TRANSLATORS: "changed mate: 1...Kxg7 2.Rg3# (was 2.Rg2#)": the new play, then the old. */
    const char *was = N_("%s (was %s)");
    /* TRANSLATORS: "changed key: 1.Nc3 (stated 1.Bc3)": the key found, then the one the
     * composer states (verify --key, a stated solution): no earlier version, so not "was". */
    const char *stated = N_("%s (stated %s)");
    diff_printf(b, tr(D->words, D->old->stated ? stated : was), x.s ? x.s : "", y.s ? y.s : "");
    free(x.s), free(y.s);
}

/* The mates of one defence, old (vo in position co) and new (vn in cn):
 * nothing when the same, else a new dual, a lost dual or a changed mate.
 * prefix is written before the defence ("1.Kc2? " or ""). */
static void diff_mates(Diff *D, const Ctx *co, const RecVar *vo, const Ctx *cn,
                       const RecVar *vn, const char *prefix, bool set)
{
    const Move *mo = rec_moves(D->old, vo->first), *mn = rec_moves(D->new, vn->first);
    if (rec_same_moves(mo, vo->n, mn, vn->n))
        return;
    DiffKind k = set ? DK_CHANGED_SET_MATE
                 : rec_subset(mo, vo->n, mn, vn->n) ? DK_NEW_DUAL
                 : rec_subset(mn, vn->n, mo, vo->n) ? DK_LOST_DUAL
                 : DK_CHANGED_MATE;
    StrBuf b = STRBUF_INIT;
    kind_head(&b, k, D);
    diff_printf(&b, "%s", prefix);
    if (k == DK_NEW_DUAL) {
        var_text(&b, cn, D->new, vn, D);
    } else {
        diff_printf(&b, "1...");
        move_text(&b, cn, vn->defence, D);
        diff_printf(&b, " ");
        Part xn = { .R = D->new, .v = vn }, xo = { .R = D->old, .v = vo };
        changed_pair(D, &b, var_mates_text, cn, &xn, co, &xo);
    }
    add(D, k, &b, vn->defence);
}

/* A variation found on one side only (of R); c is where its defence is played. */
static void lone_var(Diff *D, DiffKind k, const Ctx *c, const RecordPlay *R, const RecVar *v,
                     const char *prefix)
{
    StrBuf b = STRBUF_INIT;
    kind_head(&b, k, D);
    diff_printf(&b, "%s", prefix);
    var_text(&b, c, R, v, D);
    if (k != DK_LOST_SET_MATE && k != DK_NEW_SET_MATE && v->n > 1)
        diff_printf(&b, " (%s)", tr(D->words, "dual"));
    add(D, k, &b, v->defence);
}

/* Variations (or set play): lost, new, and changed mates of common defences,
 * old ones vo[0..no) and new ones vn[0..nn). co / cn are the positions where
 * the defences are played. */
static void diff_vars(Diff *D, const RecVar *vo, int no, const Ctx *co, const RecVar *vn, int nn,
                      const Ctx *cn, const char *prefix, bool set)
{
    for (int i = 0; i < no; i++)
        if (!rec_find_var(vn, nn, vo[i].defence))
            lone_var(D, set ? DK_LOST_SET_MATE : DK_LOST_VARIATION, co, D->old, &vo[i], prefix);
    for (int i = 0; i < nn; i++) {
        const RecVar *o = rec_find_var(vo, no, vn[i].defence);
        if (!o)
            lone_var(D, set ? DK_NEW_SET_MATE : DK_NEW_VARIATION, cn, D->new, &vn[i], prefix);
        else
            diff_mates(D, co, o, cn, &vn[i], prefix, set);
    }
}

/* The play after the same first move in both records: threats and variations.
 * A play given as a bare move has nothing to compare. */
static void diff_play(Diff *D, const RecPlay *po, const RecPlay *pn, bool is_try, bool show_move)
{
    if (po->bare || pn->bare)
        return;
    Move m = pn->move;
    Ctx ao = ctx_after(&D->old_start, m), an = ctx_after(&D->new_start, m);
    StrBuf pre = STRBUF_INIT;
    if (show_move) {
        play_text(&pre, &D->new_start, m, is_try, D);
        diff_printf(&pre, " ");
    } else {
        diff_printf(&pre, "%s", "");
    }
    if (!same_threat(D->old, po, D->new, pn)) {
        StrBuf b = STRBUF_INIT;
        kind_head(&b, DK_CHANGED_THREAT, D);
        play_text(&b, &D->new_start, m, is_try, D);
        diff_printf(&b, " ");
        Part xn = { .R = D->new, .p = pn }, xo = { .R = D->old, .p = po };
        changed_pair(D, &b, threat_text, &an, &xn, &ao, &xo);
        add(D, DK_CHANGED_THREAT, &b, m);
    }
    diff_vars(D, rec_vars(D->old, po->vars_first), po->nvars, &ao, rec_vars(D->new, pn->vars_first),
              pn->nvars, &an, pre.s, false);
    free(pre.s);
}

static void diff_keys(Diff *D)
{
    const RecPlay *ko = D->old->keys, *kn = D->new->keys;
    int no = D->old->nkeys, nn = D->new->nkeys;
    if (no == 1 && nn == 1 && !rec_same_move(ko[0].move, kn[0].move)) {
        StrBuf b = STRBUF_INIT;
        kind_head(&b, DK_CHANGED_KEY, D);
        Part xn = { .R = D->new, .p = &kn[0] }, xo = { .R = D->old, .p = &ko[0] };
        changed_pair(D, &b, key_part, &D->new_start, &xn, &D->old_start, &xo);
        add(D, DK_CHANGED_KEY, &b, kn[0].move);
        return;
    }
    for (int i = 0; i < nn; i++) {
        Move m = kn[i].move;
        if (rec_find_play(ko, no, m))
            continue;
        DiffKind k = nn > 1 ? DK_NEW_COOK : DK_NEW_KEY;
        StrBuf b = STRBUF_INIT;
        kind_head(&b, k, D);
        play_text_vs(&b, &D->new_start, m, false, &D->old_start, ko, no, D);
        add(D, k, &b, m);
    }
    for (int i = 0; i < no; i++) {
        Move m = ko[i].move;
        if (rec_find_play(kn, nn, m))
            continue;
        StrBuf b = STRBUF_INIT;
        kind_head(&b, DK_LOST_KEY, D);
        play_text_vs(&b, &D->old_start, m, false, &D->new_start, kn, nn, D);
        add(D, DK_LOST_KEY, &b, m);
    }
}

static void diff_shorts(Diff *D)
{
    const Move *so = rec_moves(D->old, D->old->shorts_first), *sn = rec_moves(D->new, D->new->shorts_first);
    int no = D->old->nshorts, nn = D->new->nshorts;
    for (int i = 0; i < nn; i++) {
        if (move_in(so, no, sn[i]))
            continue;
        StrBuf b = STRBUF_INIT;
        kind_head(&b, DK_NEW_SHORT, D);
        play_text(&b, &D->new_start, sn[i], false, D);
        diff_printf(&b, " (%s)", tr(D->words, "short solution"));
        add(D, DK_NEW_SHORT, &b, sn[i]);
    }
    for (int i = 0; i < no; i++) {
        if (move_in(sn, nn, so[i]))
            continue;
        StrBuf b = STRBUF_INIT;
        kind_head(&b, DK_LOST_SHORT, D);
        play_text(&b, &D->old_start, so[i], false, D);
        add(D, DK_LOST_SHORT, &b, so[i]);
    }
}

static void diff_tries(Diff *D)
{
    const RecPlay *to = D->old->tries, *tn = D->new->tries;
    int no = D->old->ntries, nn = D->new->ntries;
    for (int i = 0; i < no; i++) {
        Move m = to[i].move;
        /* A try that became a key is a new key or cook, said above. */
        if (rec_find_play(tn, nn, m) || rec_find_play(D->new->keys, D->new->nkeys, m))
            continue;
        StrBuf b = STRBUF_INIT;
        kind_head(&b, DK_LOST_TRY, D);
        play_text_vs(&b, &D->old_start, m, true, &D->new_start, tn, nn, D);
        add(D, DK_LOST_TRY, &b, m);
    }
    for (int i = 0; i < nn; i++) {
        const RecPlay *t = &tn[i];
        Move m = t->move;
        const RecPlay *o = rec_find_play(to, no, m);
        Part xn = { .R = D->new, .p = t };
        if (!o) {
            StrBuf b = STRBUF_INIT;
            kind_head(&b, DK_NEW_TRY, D);
            play_text_vs(&b, &D->new_start, m, true, &D->old_start, to, no, D);
            if (t->nrefuts > 0) {
                diff_printf(&b, " %s ", tr(D->words, "but"));
                refutations_part(&b, &D->new_start, &xn, D);
            }
            add(D, DK_NEW_TRY, &b, m);
            continue;
        }
        if (!o->bare && !t->bare &&
            !rec_same_moves(rec_moves(D->old, o->refuts_first), o->nrefuts,
                            rec_moves(D->new, t->refuts_first), t->nrefuts)) {
            StrBuf b = STRBUF_INIT;
            kind_head(&b, DK_CHANGED_REFUTATION, D);
            play_text(&b, &D->new_start, m, true, D);
            diff_printf(&b, " %s ", tr(D->words, "but"));
            Part xo = { .R = D->old, .p = o };
            changed_pair(D, &b, refutations_part, &D->new_start, &xn, &D->old_start, &xo);
            add(D, DK_CHANGED_REFUTATION, &b, m);
        }
        D->in_try = true;
        diff_play(D, o, t, true, true);
        D->in_try = false;
    }
}

void diff_records(const RecordPlay *old_rec, const RecordPlay *new_rec, bool strict,
                  Lang lang, DiffList *out)
{
    diff_records_worded(old_rec, new_rec, strict, lang, lang, out);
}

void diff_records_worded(const RecordPlay *old_rec, const RecordPlay *new_rec, bool strict,
                         Lang lang, Lang words, DiffList *out)
{
    Diff D = { .old = old_rec, .new = new_rec, .old_start = ctx_record(old_rec),
               .new_start = ctx_record(new_rec), .lang = lang, .words = words, .out = out };
    /* An old record without a readable position is written in the new one. */
    if (!D.old_start.ok)
        D.old_start = D.new_start;
    diff_keys(&D);
    diff_shorts(&D);
    if (!strict)
        return;
    const RecPlay *ko = old_rec->keys, *kn = new_rec->keys;
    bool show_key = old_rec->nkeys > 1 || new_rec->nkeys > 1;
    for (int i = 0; i < new_rec->nkeys; i++) {
        const RecPlay *po = rec_find_play(ko, old_rec->nkeys, kn[i].move);
        if (po)
            diff_play(&D, po, &kn[i], false, show_key);
    }
    diff_tries(&D);
    Ctx so = ctx_passed(&D.old_start), sn = ctx_passed(&D.new_start);
    diff_vars(&D, rec_vars(old_rec, old_rec->set_first), old_rec->nset, &so,
              rec_vars(new_rec, new_rec->set_first), new_rec->nset, &sn, "", true);
    diff_themes(old_rec->themes, new_rec->themes, words, out);
}
