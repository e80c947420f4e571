/* diff.c - comparing two solution records of a #2 (see diff.h).
 * The records are compared as sets, move by move; each difference becomes one
 * line in problemist words, with the moves in SAN where the record's position
 * allows it. */
#include "solver/compare/diff.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "fen/epd/fen.h"
#include "solver/board.h"
#include "solver/movegen.h"
#include "solver/report/tr.h"

/* ---- a growing string ------------------------------------------------- */

typedef struct {
    char *s;
    size_t n, cap;
} Str;

static void sb_printf(Str *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void sb_printf(Str *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int need = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (need < 0)
        abort();
    if (b->n + (size_t)need + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 64;
        while (cap < b->n + (size_t)need + 1)
            cap *= 2;
        char *s = realloc(b->s, cap);
        if (!s)
            abort(); /* as the search does: out of memory is fatal */
        b->s = s;
        b->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(b->s + b->n, b->cap - b->n, fmt, ap);
    va_end(ap);
    b->n += (size_t)need;
}

/* ---- the diff list ---------------------------------------------------- */

/* The leading words of each kind, in English: the "kind" of /api/diff, and
 * the message ids of their translations. */
static const char *const kind_names[DK_COUNT] = {
    [DK_NEW_KEY] = N_("new key"),
    [DK_NEW_COOK] = N_("new cook"),
    [DK_LOST_KEY] = N_("lost key"),
    [DK_CHANGED_KEY] = N_("changed key"),
    [DK_NEW_SHORT] = N_("new cook"),
    [DK_LOST_SHORT] = N_("lost short solution"),
    [DK_CHANGED_THREAT] = N_("changed threat"),
    [DK_LOST_VARIATION] = N_("lost variation"),
    [DK_NEW_VARIATION] = N_("new variation"),
    [DK_NEW_DUAL] = N_("new dual"),
    [DK_LOST_DUAL] = N_("lost dual"),
    [DK_CHANGED_MATE] = N_("changed mate"),
    [DK_LOST_TRY] = N_("lost try"),
    [DK_NEW_TRY] = N_("new try"),
    [DK_CHANGED_REFUTATION] = N_("changed refutation"),
    [DK_LOST_SET_MATE] = N_("lost set mate"),
    [DK_NEW_SET_MATE] = N_("new set mate"),
    [DK_CHANGED_SET_MATE] = N_("changed set mate"),
    /* TRANSLATORS: "lost: Zagoruiko 3x2", "gained: Le Grand": a named theme
     * the edit lost or gained. */
    [DK_LOST_THEME] = N_("lost"),
    [DK_GAINED_THEME] = N_("gained"),
};

const char *diff_kind_name(DiffKind k)
{
    return k >= 0 && k < DK_COUNT ? kind_names[k] : "?";
}

bool diff_kind_is_key(DiffKind k)
{
    return k <= DK_LOST_SHORT;
}

bool diff_kind_fails(DiffKind k)
{
    return k != DK_GAINED_THEME;
}

bool diff_item_in_solution(const DiffItem *it)
{
    return it->kind <= DK_CHANGED_MATE && !it->in_try;
}

void diff_print(FILE *out, const DiffList *l)
{
    for (int i = 0; i < l->n; i++)
        fprintf(out, "%s\n", l->items[i].text);
}

void diff_list_free(DiffList *l)
{
    for (int i = 0; i < l->n; i++)
        free(l->items[i].text);
    free(l->items);
    memset(l, 0, sizeof *l);
}

/* Appends the line in b (taking it over) as an item of kind k about move
 * (UCI), in the play of a try when in_try. */
static void add_item(DiffList *out, DiffKind k, Str *b, const char *move, bool in_try)
{
    if (out->n == out->cap) {
        int cap = out->cap ? 2 * out->cap : 8;
        DiffItem *items = realloc(out->items, sizeof *items * (size_t)cap);
        if (!items)
            abort();
        out->items = items;
        out->cap = cap;
    }
    DiffItem *it = &out->items[out->n++];
    *it = (DiffItem){ .kind = k, .text = b->s, .in_try = in_try };
    snprintf(it->move, sizeof it->move, "%s", move ? move : "");
    *b = (Str){ 0 };
}

void diff_list_add(DiffList *l, DiffKind k, const char *text)
{
    Str b = { 0 };
    sb_printf(&b, "%s", text);
    add_item(l, k, &b, NULL, false);
}

/* ---- reading records -------------------------------------------------- */

/* A list field of o (NULL, which jansson treats as empty, when absent). */
static const json_t *list(const json_t *o, const char *name)
{
    json_t *a = json_object_get(o, name);
    return json_is_array(a) ? a : NULL;
}

static const char *str_field(const json_t *o, const char *name)
{
    return json_string_value(json_object_get(o, name));
}

/* The move of a play: the entry itself ("e2e4") or its "move" field. */
static const char *play_move(const json_t *p)
{
    return json_is_string(p) ? json_string_value(p) : str_field(p, "move");
}

static bool same_move(const char *a, const char *b)
{
    return a && b && strcasecmp(a, b) == 0;
}

static bool has_move(const json_t *moves, const char *m)
{
    for (size_t i = 0; i < json_array_size(moves); i++)
        if (same_move(json_string_value(json_array_get(moves, i)), m))
            return true;
    return false;
}

/* Every move of a is in b. */
static bool subset(const json_t *a, const json_t *b)
{
    for (size_t i = 0; i < json_array_size(a); i++)
        if (!has_move(b, json_string_value(json_array_get(a, i))))
            return false;
    return true;
}

static bool same_moves(const json_t *a, const json_t *b)
{
    return subset(a, b) && subset(b, a);
}

/* The play of list plays whose move is m, or NULL. */
static const json_t *find_play(const json_t *plays, const char *m)
{
    for (size_t i = 0; i < json_array_size(plays); i++) {
        const json_t *p = json_array_get(plays, i);
        if (same_move(play_move(p), m))
            return p;
    }
    return NULL;
}

/* The variation of list vars answering defence d, or NULL. */
static const json_t *find_var(const json_t *vars, const char *d)
{
    for (size_t i = 0; i < json_array_size(vars); i++) {
        const json_t *v = json_array_get(vars, i);
        if (same_move(str_field(v, "defence"), d))
            return v;
    }
    return NULL;
}

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
static void kind_head(Str *b, DiffKind k, const Diff *D)
{
    sb_printf(b, "%s: ", tr(D->words, diff_kind_name(k)));
}

static void add(Diff *D, DiffKind k, Str *b, const char *move)
{
    add_item(D->out, k, b, move, D->in_try);
}

static Ctx ctx_record(const json_t *rec)
{
    Ctx c = { .ok = false };
    const char *fen = str_field(rec, "fen");
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
static void move_text_mark(Str *b, const Ctx *c, const char *m, const char *mark, const Diff *D)
{
    Move mv = legal_move(c, m);
    if (mv != MOVE_NONE) {
        char san[SAN_MAX], uci[8];
        sb_printf(b, "%s%s", move_to_san(&c->pos, mv, D->lang, san, sizeof san), mark);
        if (D->with_uci)
            sb_printf(b, " [%s]", move_to_uci(mv, uci));
    } else {
        sb_printf(b, "%s%s", m ? m : "?", mark);
    }
}

static void move_text(Str *b, const Ctx *c, const char *m, const Diff *D)
{
    move_text_mark(b, c, m, "", D);
}

/* "1.Qe7" for a key, "1.Kc2?" for a try; c is the diagram. */
static void play_text(Str *b, const Ctx *c, const char *m, bool is_try, const Diff *D)
{
    sb_printf(b, "1.");
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
        const char *o = play_move(json_array_get(others, i));
        Move ov = legal_move(oc, o);
        if (ov != MOVE_NONE && !same_move(o, m) &&
            strcmp(move_to_san(&oc->pos, ov, D->lang, other, sizeof other), san) == 0)
            return true;
    }
    return false;
}

/* play_text, with the UCI after the SAN when a lost or new first move would
 * otherwise read like one of the other phase (others, in oc). */
static void play_text_vs(Str *b, const Ctx *c, const char *m, bool is_try, const Ctx *oc,
                         const json_t *others, Diff *D)
{
    D->with_uci = san_clash(c, m, oc, others, D);
    play_text(b, c, m, is_try, D);
    D->with_uci = false;
}

/* " 2.Qb2# 2.Qa8#": c is the position where the mates are played. */
static void moves_text(Str *b, const Ctx *c, const json_t *moves, const char *number, const Diff *D)
{
    for (size_t i = 0; i < json_array_size(moves); i++) {
        sb_printf(b, "%s%s", i ? " " : "", number);
        move_text(b, c, json_string_value(json_array_get(moves, i)), D);
    }
}

/* "1...Ka2 2.Qb2# 2.Qa8#": c is the position where the defence is played. */
static void var_text(Str *b, const Ctx *c, const json_t *v, const Diff *D)
{
    const char *d = str_field(v, "defence");
    Ctx after = ctx_after(c, d);
    sb_printf(b, "1...");
    move_text(b, c, d, D);
    sb_printf(b, " ");
    moves_text(b, &after, list(v, "mates"), "2.", D);
}

/* The mates of variation v, for " (was ...)"; c is where the defence is played. */
static void var_mates_text(Str *b, const Ctx *c, const json_t *v, const Diff *D)
{
    Ctx after = ctx_after(c, str_field(v, "defence"));
    moves_text(b, &after, list(v, "mates"), "2.", D);
}

/* What a play threatens: "2.Qb3#", "zugzwang", "no threat (check)", "no threat";
 * c is the position after the play. */
static void threat_text(Str *b, const Ctx *c, const json_t *p, const Diff *D)
{
    const json_t *threats = list(p, "threats");
    if (json_array_size(threats) > 0) {
        Ctx passed = ctx_passed(c);
        moves_text(b, &passed, threats, "2.", D);
    } else if (json_is_true(json_object_get(p, "check"))) {
        sb_printf(b, "%s", tr(D->words, "no threat (check)"));
    } else if (json_is_true(json_object_get(p, "zugzwang"))) {
        sb_printf(b, "%s", tr(D->words, "zugzwang"));
    } else {
        sb_printf(b, "%s", tr(D->words, "no threat"));
    }
}

static bool same_threat(const json_t *a, const json_t *b)
{
    return same_moves(list(a, "threats"), list(b, "threats")) &&
           json_is_true(json_object_get(a, "check")) == json_is_true(json_object_get(b, "check")) &&
           json_is_true(json_object_get(a, "zugzwang")) == json_is_true(json_object_get(b, "zugzwang"));
}

/* ---- comparing -------------------------------------------------------- */

/* Writes one side of a change (the new or the old) of arg in position c. */
typedef void (*PartFn)(Str *b, const Ctx *c, const json_t *arg, const Diff *D);

static void key_part(Str *b, const Ctx *c, const json_t *play, const Diff *D)
{
    play_text(b, c, play_move(play), false, D);
}

/* "1...Ka4! 1...Kb4!": c is the diagram, t the try. */
static void refutations_part(Str *b, const Ctx *c, const json_t *t, const Diff *D)
{
    Ctx after = ctx_after(c, play_move(t));
    const json_t *r = list(t, "refutations");
    for (size_t i = 0; i < json_array_size(r); i++) {
        sb_printf(b, "%s1...", i ? " " : "");
        move_text_mark(b, &after, json_string_value(json_array_get(r, i)), "!", D);
    }
}

/* Appends "NEW (was OLD)"; when both read the same in SAN (a piece that came
 * from another square), each move is followed by its UCI text. */
static void changed_pair(Diff *D, Str *b, PartFn part, const Ctx *cn, const json_t *an,
                         const Ctx *co, const json_t *ao)
{
    Str x = { 0 }, y = { 0 };
    part(&x, cn, an, D);
    part(&y, co, ao, D);
    if (x.s && y.s && strcmp(x.s, y.s) == 0) {
        free(x.s), free(y.s);
        x = y = (Str){ 0 };
        D->with_uci = true;
        part(&x, cn, an, D);
        part(&y, co, ao, D);
        D->with_uci = false;
    }
    /* TRANSLATORS: "changed mate: 1...Kxg7 2.Rg3# (was 2.Rg2#)": the new play, then the old. */
    sb_printf(b, tr(D->words, "%s (was %s)"), x.s ? x.s : "", y.s ? y.s : "");
    free(x.s), free(y.s);
}

/* The mates of one defence, old (vo in position co) and new (vn in cn):
 * nothing when the same, else a new dual, a lost dual or a changed mate.
 * prefix is written before the defence ("1.Kc2? " or ""). */
static void diff_mates(Diff *D, const Ctx *co, const json_t *vo, const Ctx *cn,
                       const json_t *vn, const char *prefix, bool set)
{
    const json_t *mo = list(vo, "mates"), *mn = list(vn, "mates");
    if (same_moves(mo, mn))
        return;
    DiffKind k = set ? DK_CHANGED_SET_MATE
                 : subset(mo, mn) ? DK_NEW_DUAL
                 : subset(mn, mo) ? DK_LOST_DUAL
                 : DK_CHANGED_MATE;
    Str b = { 0 };
    kind_head(&b, k, D);
    sb_printf(&b, "%s", prefix);
    if (k == DK_NEW_DUAL) {
        var_text(&b, cn, vn, D);
    } else {
        const char *d = str_field(vn, "defence");
        sb_printf(&b, "1...");
        move_text(&b, cn, d, D);
        sb_printf(&b, " ");
        changed_pair(D, &b, var_mates_text, cn, vn, co, vo);
    }
    add(D, k, &b, str_field(vn, "defence"));
}

/* A variation found on one side only; c is where its defence is played. */
static void lone_var(Diff *D, DiffKind k, const Ctx *c, const json_t *v, const char *prefix)
{
    Str b = { 0 };
    kind_head(&b, k, D);
    sb_printf(&b, "%s", prefix);
    var_text(&b, c, v, D);
    if (k != DK_LOST_SET_MATE && k != DK_NEW_SET_MATE && json_array_size(list(v, "mates")) > 1)
        sb_printf(&b, " (%s)", tr(D->words, "dual"));
    add(D, k, &b, str_field(v, "defence"));
}

/* Variations (or set play): lost, new, and changed mates of common defences.
 * co / cn are the positions where the defences are played. */
static void diff_vars(Diff *D, const json_t *vo_list, const Ctx *co, const json_t *vn_list,
                      const Ctx *cn, const char *prefix, bool set)
{
    for (size_t i = 0; i < json_array_size(vo_list); i++) {
        const json_t *vo = json_array_get(vo_list, i);
        if (!find_var(vn_list, str_field(vo, "defence")))
            lone_var(D, set ? DK_LOST_SET_MATE : DK_LOST_VARIATION, co, vo, prefix);
    }
    for (size_t i = 0; i < json_array_size(vn_list); i++) {
        const json_t *vn = json_array_get(vn_list, i);
        const json_t *vo = find_var(vo_list, str_field(vn, "defence"));
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
    const char *m = play_move(pn);
    Ctx ao = ctx_after(&D->old_start, m), an = ctx_after(&D->new_start, m);
    Str pre = { 0 };
    if (show_move) {
        play_text(&pre, &D->new_start, m, is_try, D);
        sb_printf(&pre, " ");
    } else {
        sb_printf(&pre, "%s", "");
    }
    if (!same_threat(po, pn)) {
        Str b = { 0 };
        kind_head(&b, DK_CHANGED_THREAT, D);
        play_text(&b, &D->new_start, m, is_try, D);
        sb_printf(&b, " ");
        changed_pair(D, &b, threat_text, &an, pn, &ao, po);
        add(D, DK_CHANGED_THREAT, &b, m);
    }
    diff_vars(D, list(po, "variations"), &ao, list(pn, "variations"), &an, pre.s, false);
    free(pre.s);
}

static void diff_keys(Diff *D, const json_t *ko, const json_t *kn)
{
    size_t no = json_array_size(ko), nn = json_array_size(kn);
    if (no == 1 && nn == 1 && !same_move(play_move(json_array_get(ko, 0)), play_move(json_array_get(kn, 0)))) {
        Str b = { 0 };
        kind_head(&b, DK_CHANGED_KEY, D);
        changed_pair(D, &b, key_part, &D->new_start, json_array_get(kn, 0),
                     &D->old_start, json_array_get(ko, 0));
        add(D, DK_CHANGED_KEY, &b, play_move(json_array_get(kn, 0)));
        return;
    }
    for (size_t i = 0; i < nn; i++) {
        const char *m = play_move(json_array_get(kn, i));
        if (find_play(ko, m))
            continue;
        DiffKind k = nn > 1 ? DK_NEW_COOK : DK_NEW_KEY;
        Str b = { 0 };
        kind_head(&b, k, D);
        play_text_vs(&b, &D->new_start, m, false, &D->old_start, ko, D);
        add(D, k, &b, m);
    }
    for (size_t i = 0; i < no; i++) {
        const char *m = play_move(json_array_get(ko, i));
        if (find_play(kn, m))
            continue;
        Str b = { 0 };
        kind_head(&b, DK_LOST_KEY, D);
        play_text_vs(&b, &D->old_start, m, false, &D->new_start, kn, D);
        add(D, DK_LOST_KEY, &b, m);
    }
}

static void diff_shorts(Diff *D, const json_t *so, const json_t *sn)
{
    for (size_t i = 0; i < json_array_size(sn); i++) {
        const char *m = json_string_value(json_array_get(sn, i));
        if (has_move(so, m))
            continue;
        Str b = { 0 };
        kind_head(&b, DK_NEW_SHORT, D);
        play_text(&b, &D->new_start, m, false, D);
        sb_printf(&b, " (%s)", tr(D->words, "short solution"));
        add(D, DK_NEW_SHORT, &b, m);
    }
    for (size_t i = 0; i < json_array_size(so); i++) {
        const char *m = json_string_value(json_array_get(so, i));
        if (has_move(sn, m))
            continue;
        Str b = { 0 };
        kind_head(&b, DK_LOST_SHORT, D);
        play_text(&b, &D->old_start, m, false, D);
        add(D, DK_LOST_SHORT, &b, m);
    }
}

static void diff_tries(Diff *D, const json_t *old_rec, const json_t *new_rec)
{
    const json_t *to = list(old_rec, "tries"), *tn = list(new_rec, "tries");
    for (size_t i = 0; i < json_array_size(to); i++) {
        const char *m = play_move(json_array_get(to, i));
        /* A try that became a key is a new key or cook, said above. */
        if (find_play(tn, m) || find_play(list(new_rec, "keys"), m))
            continue;
        Str b = { 0 };
        kind_head(&b, DK_LOST_TRY, D);
        play_text_vs(&b, &D->old_start, m, true, &D->new_start, tn, D);
        add(D, DK_LOST_TRY, &b, m);
    }
    for (size_t i = 0; i < json_array_size(tn); i++) {
        const json_t *t = json_array_get(tn, i);
        const char *m = play_move(t);
        const json_t *o = find_play(to, m);
        if (!o) {
            Str b = { 0 };
            kind_head(&b, DK_NEW_TRY, D);
            play_text_vs(&b, &D->new_start, m, true, &D->old_start, to, D);
            if (json_array_size(list(t, "refutations")) > 0) {
                sb_printf(&b, " %s ", tr(D->words, "but"));
                refutations_part(&b, &D->new_start, t, D);
            }
            add(D, DK_NEW_TRY, &b, m);
            continue;
        }
        if (json_is_object(o) && json_is_object(t) &&
            !same_moves(list(o, "refutations"), list(t, "refutations"))) {
            Str b = { 0 };
            kind_head(&b, DK_CHANGED_REFUTATION, D);
            play_text(&b, &D->new_start, m, true, D);
            sb_printf(&b, " %s ", tr(D->words, "but"));
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
    const json_t *ko = list(old_rec, "keys"), *kn = list(new_rec, "keys");
    diff_keys(&D, ko, kn);
    diff_shorts(&D, list(old_rec, "short"), list(new_rec, "short"));
    if (!strict)
        return;
    bool show_key = json_array_size(ko) > 1 || json_array_size(kn) > 1;
    for (size_t i = 0; i < json_array_size(kn); i++) {
        const json_t *pn = json_array_get(kn, i), *po = find_play(ko, play_move(pn));
        if (po)
            diff_play(&D, po, pn, false, show_key);
    }
    diff_tries(&D, old_rec, new_rec);
    Ctx so = ctx_passed(&D.old_start), sn = ctx_passed(&D.new_start);
    diff_vars(&D, list(old_rec, "set"), &so, list(new_rec, "set"), &sn, "", true);
    diff_themes(old_rec, new_rec, words, out);
}

/* ---- checking the shape of a record ----------------------------------- */

typedef struct {
    char *err;
    size_t errlen;
} Check;

static int bad(Check *C, const char *path, const char *what)
{
    snprintf(C->err, C->errlen, "%s: %s", path, what);
    return -1;
}

/* An optional (or required) list of moves. */
static int check_moves(Check *C, const json_t *a, const char *path, bool required)
{
    if (!a)
        return required ? bad(C, path, "missing") : 0;
    if (!json_is_array(a))
        return bad(C, path, "not a list of moves");
    for (size_t i = 0; i < json_array_size(a); i++)
        if (!json_is_string(json_array_get(a, i))) {
            char p[160];
            snprintf(p, sizeof p, "%s[%zu]", path, i);
            return bad(C, p, "not a move");
        }
    return 0;
}

static int check_vars(Check *C, const json_t *a, const char *path)
{
    if (!a)
        return 0;
    if (!json_is_array(a))
        return bad(C, path, "not a list of variations");
    for (size_t i = 0; i < json_array_size(a); i++) {
        const json_t *v = json_array_get(a, i);
        char p[160], q[200];
        snprintf(p, sizeof p, "%s[%zu]", path, i);
        if (!json_is_object(v))
            return bad(C, p, "not a variation {\"defence\", \"mates\"}");
        snprintf(q, sizeof q, "%s.defence", p);
        if (!json_is_string(json_object_get(v, "defence")))
            return bad(C, q, "missing or not a move");
        /* A defence once: the variations are compared defence by defence. */
        for (size_t j = 0; j < i; j++)
            if (same_move(str_field(json_array_get(a, j), "defence"), str_field(v, "defence")))
                return bad(C, q, "the same defence twice");
        snprintf(q, sizeof q, "%s.mates", p);
        if (check_moves(C, json_object_get(v, "mates"), q, true))
            return -1;
    }
    return 0;
}

static int check_flag(Check *C, const json_t *p, const char *name, const char *path)
{
    const json_t *f = json_object_get(p, name);
    if (f && !json_is_boolean(f)) {
        char q[200];
        snprintf(q, sizeof q, "%s.%s", path, name);
        return bad(C, q, "not true or false");
    }
    return 0;
}

/* A list of plays: moves, or objects with at least "move". */
static int check_plays(Check *C, const json_t *a, const char *path, bool required)
{
    if (!a)
        return required ? bad(C, path, "missing") : 0;
    if (!json_is_array(a))
        return bad(C, path, "not a list");
    for (size_t i = 0; i < json_array_size(a); i++) {
        const json_t *pl = json_array_get(a, i);
        char p[120], q[160];
        snprintf(p, sizeof p, "%s[%zu]", path, i);
        if (!json_is_string(pl) && !json_is_object(pl))
            return bad(C, p, "not a move or a play {\"move\": ...}");
        snprintf(q, sizeof q, "%s.move", p);
        if (!json_is_string(pl) && !json_is_string(json_object_get(pl, "move")))
            return bad(C, q, "missing or not a move");
        for (size_t j = 0; j < i; j++)
            if (same_move(play_move(json_array_get(a, j)), play_move(pl)))
                return bad(C, p, "the same move twice");
        if (json_is_string(pl))
            continue;
        if (check_flag(C, pl, "check", p) || check_flag(C, pl, "zugzwang", p))
            return -1;
        snprintf(q, sizeof q, "%s.threats", p);
        if (check_moves(C, json_object_get(pl, "threats"), q, false))
            return -1;
        snprintf(q, sizeof q, "%s.variations", p);
        if (check_vars(C, json_object_get(pl, "variations"), q))
            return -1;
        snprintf(q, sizeof q, "%s.refutations", p);
        if (check_moves(C, json_object_get(pl, "refutations"), q, false))
            return -1;
    }
    return 0;
}

int diff_record_check(const json_t *rec, char *err, size_t errlen)
{
    Check C = { err, errlen };
    if (!json_is_object(rec))
        return bad(&C, "record", "not a JSON object");
    const json_t *fen = json_object_get(rec, "fen");
    if (fen && !json_is_string(fen) && !json_is_null(fen))
        return bad(&C, "fen", "not a string");
    if (check_plays(&C, json_object_get(rec, "keys"), "keys", true) ||
        check_moves(&C, json_object_get(rec, "short"), "short", false) ||
        check_plays(&C, json_object_get(rec, "tries"), "tries", false) ||
        check_vars(&C, json_object_get(rec, "set"), "set"))
        return -1;
    return 0;
}
