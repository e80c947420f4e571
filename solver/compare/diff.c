/* diff.c - comparing two solution records of a #2 (see diff.h).
 * The records are compared as sets, move by move; each difference becomes one
 * line in problemist words, with the moves in SAN where the record's position
 * allows it. */
#include "solver/compare/diff.h"

#include <ctype.h>
#include <string.h>

#include "fen/epd/fen.h"
#include "solver/compare/record_read.h"
#include "solver/compare/theme_diff.h"
#include "solver/movegen.h"
#include "solver/report/tr.h"

/* ---- positions, for SAN ----------------------------------------------- */

typedef struct {
    bool ok;
    Position pos;
} Ctx;

typedef struct {
    Ctx old_start, new_start;
    Lang lang;      /* of the moves' letters */
    Lang words;     /* of the words around them */
    bool with_uci;  /* write " [b3f7]" after each SAN: two moves read the same */
    bool in_try;    /* comparing the play of a try */
    DiffList *out;
} Diff;

/* "new cook: " in D's words. */
static void kind_head(StrBuf *b, DiffKind k, const Diff *D)
{
    diff_printf(b, "%s: ", tr(D->words, diff_kind_name(k)));
}

static void add(Diff *D, DiffKind k, StrBuf *b, const char *move)
{
    diff_list_take(D->out, k, b, move, D->in_try);
}

static Ctx ctx_record(const json_t *rec)
{
    Ctx c = { .ok = false };
    const char *fen = rec_str(rec, "fen");
    if (!fen)
        return c;
    Problem pb;
    char err[FEN_MSG];
    if (fen_parse_line(fen, &pb, err, sizeof err) == 0) {
        c.ok = true;
        c.pos = pb.pos;
    }
    problem_free(&pb);
    return c;
}

/* The legal move of c with UCI text m (any case), or MOVE_NONE. */
static Move legal_move(const Ctx *c, const char *m)
{
    char buf[8];
    size_t n = m ? strlen(m) : 0;
    if (!c->ok || n < 4 || n > 5)
        return MOVE_NONE;
    for (size_t i = 0; i <= n; i++)
        buf[i] = (char)tolower((unsigned char)m[i]);
    return move_from_uci(&c->pos, buf);
}

/* The position after move m (not ok when m is not legal in c). */
static Ctx ctx_after(const Ctx *c, const char *m)
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

/* Appends move m in SAN if legal in c, else as written, then mark ("!", "?"
 * or ""), then with D->with_uci the UCI text: "Rxe8! [d8e8]". */
static void move_text_mark(StrBuf *b, const Ctx *c, const char *m, const char *mark, const Diff *D)
{
    Move mv = legal_move(c, m);
    if (mv != MOVE_NONE) {
        char san[SAN_MAX], uci[8];
        diff_printf(b, "%s%s", move_to_san(&c->pos, mv, D->lang, san, sizeof san), mark);
        if (D->with_uci)
            diff_printf(b, " [%s]", move_to_uci(mv, uci));
    } else {
        diff_printf(b, "%s%s", m ? m : "?", mark);
    }
}

static void move_text(StrBuf *b, const Ctx *c, const char *m, const Diff *D)
{
    move_text_mark(b, c, m, "", D);
}

/* "1.Qe7" for a key, "1.Kc2?" for a try; c is the diagram. */
static void play_text(StrBuf *b, const Ctx *c, const char *m, bool is_try, const Diff *D)
{
    diff_printf(b, "1.");
    move_text_mark(b, c, m, is_try ? "?" : "", D);
}

/* Whether first move m (in c) reads in SAN like a different first move of the
 * plays in others (in oc): a piece that now comes from another square. */
static bool san_clash(const Ctx *c, const char *m, const Ctx *oc, const json_t *others, const Diff *D)
{
    Move mv = legal_move(c, m);
    char san[SAN_MAX], other[SAN_MAX];
    if (mv == MOVE_NONE)
        return false;
    move_to_san(&c->pos, mv, D->lang, san, sizeof san);
    for (size_t i = 0; i < json_array_size(others); i++) {
        const char *o = rec_play_move(json_array_get(others, i));
        Move ov = legal_move(oc, o);
        if (ov != MOVE_NONE && !rec_same_move(o, m) &&
            strcmp(move_to_san(&oc->pos, ov, D->lang, other, sizeof other), san) == 0)
            return true;
    }
    return false;
}

/* play_text, with the UCI after the SAN when a lost or new first move would
 * otherwise read like one of the other phase (others, in oc). */
static void play_text_vs(StrBuf *b, const Ctx *c, const char *m, bool is_try, const Ctx *oc,
                         const json_t *others, Diff *D)
{
    D->with_uci = san_clash(c, m, oc, others, D);
    play_text(b, c, m, is_try, D);
    D->with_uci = false;
}

/* " 2.Qb2# 2.Qa8#": c is the position where the mates are played. */
static void moves_text(StrBuf *b, const Ctx *c, const json_t *moves, const char *number, const Diff *D)
{
    for (size_t i = 0; i < json_array_size(moves); i++) {
        diff_printf(b, "%s%s", i ? " " : "", number);
        move_text(b, c, json_string_value(json_array_get(moves, i)), D);
    }
}

/* "1...Ka2 2.Qb2# 2.Qa8#": c is the position where the defence is played. */
static void var_text(StrBuf *b, const Ctx *c, const json_t *v, const Diff *D)
{
    const char *d = rec_str(v, "defence");
    Ctx after = ctx_after(c, d);
    diff_printf(b, "1...");
    move_text(b, c, d, D);
    diff_printf(b, " ");
    moves_text(b, &after, rec_list(v, "mates"), "2.", D);
}

/* The mates of variation v, for " (was ...)"; c is where the defence is played. */
static void var_mates_text(StrBuf *b, const Ctx *c, const json_t *v, const Diff *D)
{
    Ctx after = ctx_after(c, rec_str(v, "defence"));
    moves_text(b, &after, rec_list(v, "mates"), "2.", D);
}

/* What a play threatens: "2.Qb3#", "zugzwang", "no threat (check)", "no threat";
 * c is the position after the play. */
static void threat_text(StrBuf *b, const Ctx *c, const json_t *p, const Diff *D)
{
    const json_t *threats = rec_list(p, "threats");
    if (json_array_size(threats) > 0) {
        Ctx passed = ctx_passed(c);
        moves_text(b, &passed, threats, "2.", D);
    } else if (json_is_true(json_object_get(p, "check"))) {
        diff_printf(b, "%s", tr(D->words, "no threat (check)"));
    } else if (json_is_true(json_object_get(p, "zugzwang"))) {
        diff_printf(b, "%s", tr(D->words, "zugzwang"));
    } else {
        diff_printf(b, "%s", tr(D->words, "no threat"));
    }
}

static bool same_threat(const json_t *a, const json_t *b)
{
    return rec_same_moves(rec_list(a, "threats"), rec_list(b, "threats")) &&
           json_is_true(json_object_get(a, "check")) == json_is_true(json_object_get(b, "check")) &&
           json_is_true(json_object_get(a, "zugzwang")) == json_is_true(json_object_get(b, "zugzwang"));
}

/* ---- comparing -------------------------------------------------------- */

/* Writes one side of a change (the new or the old) of arg in position c. */
typedef void (*PartFn)(StrBuf *b, const Ctx *c, const json_t *arg, const Diff *D);

static void key_part(StrBuf *b, const Ctx *c, const json_t *play, const Diff *D)
{
    play_text(b, c, rec_play_move(play), false, D);
}

/* "1...Ka4! 1...Kb4!": c is the diagram, t the try. */
static void refutations_part(StrBuf *b, const Ctx *c, const json_t *t, const Diff *D)
{
    Ctx after = ctx_after(c, rec_play_move(t));
    const json_t *r = rec_list(t, "refutations");
    for (size_t i = 0; i < json_array_size(r); i++) {
        diff_printf(b, "%s1...", i ? " " : "");
        move_text_mark(b, &after, json_string_value(json_array_get(r, i)), "!", D);
    }
}

/* Appends "NEW (was OLD)"; when both read the same in SAN (a piece that came
 * from another square), each move is followed by its UCI text. */
static void changed_pair(Diff *D, StrBuf *b, PartFn part, const Ctx *cn, const json_t *an,
                         const Ctx *co, const json_t *ao)
{
    StrBuf x = STRBUF_INIT, y = STRBUF_INIT;
    part(&x, cn, an, D);
    part(&y, co, ao, D);
    if (x.s && y.s && strcmp(x.s, y.s) == 0) {
        free(x.s), free(y.s);
        x = y = (StrBuf){ 0 };
        D->with_uci = true;
        part(&x, cn, an, D);
        part(&y, co, ao, D);
        D->with_uci = false;
    }
    /* TRANSLATORS: "changed mate: 1...Kxg7 2.Rg3# (was 2.Rg2#)": the new play, then the old. */
    diff_printf(b, tr(D->words, "%s (was %s)"), x.s ? x.s : "", y.s ? y.s : "");
    free(x.s), free(y.s);
}

/* The mates of one defence, old (vo in position co) and new (vn in cn):
 * nothing when the same, else a new dual, a lost dual or a changed mate.
 * prefix is written before the defence ("1.Kc2? " or ""). */
static void diff_mates(Diff *D, const Ctx *co, const json_t *vo, const Ctx *cn,
                       const json_t *vn, const char *prefix, bool set)
{
    const json_t *mo = rec_list(vo, "mates"), *mn = rec_list(vn, "mates");
    if (rec_same_moves(mo, mn))
        return;
    DiffKind k = set ? DK_CHANGED_SET_MATE
                 : rec_subset(mo, mn) ? DK_NEW_DUAL
                 : rec_subset(mn, mo) ? DK_LOST_DUAL
                 : DK_CHANGED_MATE;
    StrBuf b = STRBUF_INIT;
    kind_head(&b, k, D);
    diff_printf(&b, "%s", prefix);
    if (k == DK_NEW_DUAL) {
        var_text(&b, cn, vn, D);
    } else {
        const char *d = rec_str(vn, "defence");
        diff_printf(&b, "1...");
        move_text(&b, cn, d, D);
        diff_printf(&b, " ");
        changed_pair(D, &b, var_mates_text, cn, vn, co, vo);
    }
    add(D, k, &b, rec_str(vn, "defence"));
}

/* A variation found on one side only; c is where its defence is played. */
static void lone_var(Diff *D, DiffKind k, const Ctx *c, const json_t *v, const char *prefix)
{
    StrBuf b = STRBUF_INIT;
    kind_head(&b, k, D);
    diff_printf(&b, "%s", prefix);
    var_text(&b, c, v, D);
    if (k != DK_LOST_SET_MATE && k != DK_NEW_SET_MATE && json_array_size(rec_list(v, "mates")) > 1)
        diff_printf(&b, " (%s)", tr(D->words, "dual"));
    add(D, k, &b, rec_str(v, "defence"));
}

/* Variations (or set play): lost, new, and changed mates of common defences.
 * co / cn are the positions where the defences are played. */
static void diff_vars(Diff *D, const json_t *vo_list, const Ctx *co, const json_t *vn_list,
                      const Ctx *cn, const char *prefix, bool set)
{
    for (size_t i = 0; i < json_array_size(vo_list); i++) {
        const json_t *vo = json_array_get(vo_list, i);
        if (!rec_find_var(vn_list, rec_str(vo, "defence")))
            lone_var(D, set ? DK_LOST_SET_MATE : DK_LOST_VARIATION, co, vo, prefix);
    }
    for (size_t i = 0; i < json_array_size(vn_list); i++) {
        const json_t *vn = json_array_get(vn_list, i);
        const json_t *vo = rec_find_var(vo_list, rec_str(vn, "defence"));
        if (!vo)
            lone_var(D, set ? DK_NEW_SET_MATE : DK_NEW_VARIATION, cn, vn, prefix);
        else
            diff_mates(D, co, vo, cn, vn, prefix, set);
    }
}

/* The play after the same first move in both records: threats and variations.
 * A play given as a bare move has nothing to compare. */
static void diff_play(Diff *D, const json_t *po, const json_t *pn, bool is_try, bool show_move)
{
    if (!json_is_object(po) || !json_is_object(pn))
        return;
    const char *m = rec_play_move(pn);
    Ctx ao = ctx_after(&D->old_start, m), an = ctx_after(&D->new_start, m);
    StrBuf pre = STRBUF_INIT;
    if (show_move) {
        play_text(&pre, &D->new_start, m, is_try, D);
        diff_printf(&pre, " ");
    } else {
        diff_printf(&pre, "%s", "");
    }
    if (!same_threat(po, pn)) {
        StrBuf b = STRBUF_INIT;
        kind_head(&b, DK_CHANGED_THREAT, D);
        play_text(&b, &D->new_start, m, is_try, D);
        diff_printf(&b, " ");
        changed_pair(D, &b, threat_text, &an, pn, &ao, po);
        add(D, DK_CHANGED_THREAT, &b, m);
    }
    diff_vars(D, rec_list(po, "variations"), &ao, rec_list(pn, "variations"), &an, pre.s, false);
    free(pre.s);
}

static void diff_keys(Diff *D, const json_t *ko, const json_t *kn)
{
    size_t no = json_array_size(ko), nn = json_array_size(kn);
    if (no == 1 && nn == 1 && !rec_same_move(rec_play_move(json_array_get(ko, 0)), rec_play_move(json_array_get(kn, 0)))) {
        StrBuf b = STRBUF_INIT;
        kind_head(&b, DK_CHANGED_KEY, D);
        changed_pair(D, &b, key_part, &D->new_start, json_array_get(kn, 0),
                     &D->old_start, json_array_get(ko, 0));
        add(D, DK_CHANGED_KEY, &b, rec_play_move(json_array_get(kn, 0)));
        return;
    }
    for (size_t i = 0; i < nn; i++) {
        const char *m = rec_play_move(json_array_get(kn, i));
        if (rec_find_play(ko, m))
            continue;
        DiffKind k = nn > 1 ? DK_NEW_COOK : DK_NEW_KEY;
        StrBuf b = STRBUF_INIT;
        kind_head(&b, k, D);
        play_text_vs(&b, &D->new_start, m, false, &D->old_start, ko, D);
        add(D, k, &b, m);
    }
    for (size_t i = 0; i < no; i++) {
        const char *m = rec_play_move(json_array_get(ko, i));
        if (rec_find_play(kn, m))
            continue;
        StrBuf b = STRBUF_INIT;
        kind_head(&b, DK_LOST_KEY, D);
        play_text_vs(&b, &D->old_start, m, false, &D->new_start, kn, D);
        add(D, DK_LOST_KEY, &b, m);
    }
}

static void diff_shorts(Diff *D, const json_t *so, const json_t *sn)
{
    for (size_t i = 0; i < json_array_size(sn); i++) {
        const char *m = json_string_value(json_array_get(sn, i));
        if (rec_has_move(so, m))
            continue;
        StrBuf b = STRBUF_INIT;
        kind_head(&b, DK_NEW_SHORT, D);
        play_text(&b, &D->new_start, m, false, D);
        diff_printf(&b, " (%s)", tr(D->words, "short solution"));
        add(D, DK_NEW_SHORT, &b, m);
    }
    for (size_t i = 0; i < json_array_size(so); i++) {
        const char *m = json_string_value(json_array_get(so, i));
        if (rec_has_move(sn, m))
            continue;
        StrBuf b = STRBUF_INIT;
        kind_head(&b, DK_LOST_SHORT, D);
        play_text(&b, &D->old_start, m, false, D);
        add(D, DK_LOST_SHORT, &b, m);
    }
}

static void diff_tries(Diff *D, const json_t *old_rec, const json_t *new_rec)
{
    const json_t *to = rec_list(old_rec, "tries"), *tn = rec_list(new_rec, "tries");
    for (size_t i = 0; i < json_array_size(to); i++) {
        const char *m = rec_play_move(json_array_get(to, i));
        /* A try that became a key is a new key or cook, said above. */
        if (rec_find_play(tn, m) || rec_find_play(rec_list(new_rec, "keys"), m))
            continue;
        StrBuf b = STRBUF_INIT;
        kind_head(&b, DK_LOST_TRY, D);
        play_text_vs(&b, &D->old_start, m, true, &D->new_start, tn, D);
        add(D, DK_LOST_TRY, &b, m);
    }
    for (size_t i = 0; i < json_array_size(tn); i++) {
        const json_t *t = json_array_get(tn, i);
        const char *m = rec_play_move(t);
        const json_t *o = rec_find_play(to, m);
        if (!o) {
            StrBuf b = STRBUF_INIT;
            kind_head(&b, DK_NEW_TRY, D);
            play_text_vs(&b, &D->new_start, m, true, &D->old_start, to, D);
            if (json_array_size(rec_list(t, "refutations")) > 0) {
                diff_printf(&b, " %s ", tr(D->words, "but"));
                refutations_part(&b, &D->new_start, t, D);
            }
            add(D, DK_NEW_TRY, &b, m);
            continue;
        }
        if (json_is_object(o) && json_is_object(t) &&
            !rec_same_moves(rec_list(o, "refutations"), rec_list(t, "refutations"))) {
            StrBuf b = STRBUF_INIT;
            kind_head(&b, DK_CHANGED_REFUTATION, D);
            play_text(&b, &D->new_start, m, true, D);
            diff_printf(&b, " %s ", tr(D->words, "but"));
            changed_pair(D, &b, refutations_part, &D->new_start, t, &D->old_start, o);
            add(D, DK_CHANGED_REFUTATION, &b, m);
        }
        D->in_try = true;
        diff_play(D, o, t, true, true);
        D->in_try = false;
    }
}

void diff_records(const json_t *old_rec, const json_t *new_rec, bool strict,
                  Lang lang, DiffList *out)
{
    diff_records_worded(old_rec, new_rec, strict, lang, lang, out);
}

void diff_records_worded(const json_t *old_rec, const json_t *new_rec, bool strict,
                         Lang lang, Lang words, DiffList *out)
{
    Diff D = { .old_start = ctx_record(old_rec), .new_start = ctx_record(new_rec),
               .lang = lang, .words = words, .out = out };
    /* An old record without a readable position is written in the new one. */
    if (!D.old_start.ok)
        D.old_start = D.new_start;
    const json_t *ko = rec_list(old_rec, "keys"), *kn = rec_list(new_rec, "keys");
    diff_keys(&D, ko, kn);
    diff_shorts(&D, rec_list(old_rec, "short"), rec_list(new_rec, "short"));
    if (!strict)
        return;
    bool show_key = json_array_size(ko) > 1 || json_array_size(kn) > 1;
    for (size_t i = 0; i < json_array_size(kn); i++) {
        const json_t *pn = json_array_get(kn, i), *po = rec_find_play(ko, rec_play_move(pn));
        if (po)
            diff_play(&D, po, pn, false, show_key);
    }
    diff_tries(&D, old_rec, new_rec);
    Ctx so = ctx_passed(&D.old_start), sn = ctx_passed(&D.new_start);
    diff_vars(&D, rec_list(old_rec, "set"), &so, rec_list(new_rec, "set"), &sn, "", true);
    diff_themes(old_rec, new_rec, words, out);
}
