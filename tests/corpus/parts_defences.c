/* parts_defences.c - the rules of the themes whose parts are what defences do
 * (parts_rules.h): how each parries a threat (effective defences, cross-checks,
 * Dombrovskis, anti-Dombrovskis, white and threat correction) and the errors of
 * black correction's random moves and corrections. */
#include <string.h>
#include "tests/corpus/parts_board.h"
#include "tests/corpus/parts_rules.h"

/* Black correction (PHASES.md): the random move's error, which its leaving makes
 * (a mate's motive unguard from the square it left, line-opening there, unpin of
 * a man it pinned there; or a threat it leaves, parrying the others by its
 * leaving), shown after two random moves at least; a correction's mate exploits
 * its new error: a mate motive, or a threat of the phase that it leaves (it parries
 * the others only: PHASES.md's reading of a threat left, Polgár 3487's 1...Qg3+
 * 2.Ng5#, the knight interposing on the check's line). */
typedef struct {
    int errors;
} Correction;

static bool parries_by_leaving(json_t *dm, const char *from, const char *to)
{
    size_t i;
    json_t *x;
    json_array_foreach(dm, i, x) {
        const char *k = parts_str(x, "kind");
        const char *sq = parts_nth(json_object_get(x, "squares"), 0);
        bool moved = strcmp(parts_nth(json_object_get(x, "men"), 0), to) == 0;
        if (((strcmp(k, "guards") == 0 || strcmp(k, "check") == 0) && !moved) || strcmp(k, "unpins") == 0 ||
            strcmp(k, "evades") == 0 || (strcmp(k, "flight") == 0 && strcmp(sq, from) == 0))
            return true;
    }
    return false;
}

static void correction_line(Parts *P, json_t *e, const PartsLine *l, void *ctx)
{
    Correction *c = ctx;
    char from[3], to[3], mto[3];
    uci_from(l->defence, from);
    uci_to(l->defence, to);
    bool random = parts_in(json_object_get(e, "random"), l->defence);
    size_t i;
    json_t *m;
    bool err = false, new_error = false;
    json_array_foreach(l->mates, i, m) {
        const char *u = json_string_value(m);
        json_t *mm = parts_mate_motives(l, u);
        bool left = parts_in(l->threats, u) && strcmp(uci_to(u, mto), to) != 0;
        err |= parts_has(mm, "unguard", to, NULL, NULL, NULL) ||
               parts_has(mm, "line-opening", NULL, NULL, from, NULL) || parts_has(mm, "unpin", NULL, to, NULL, NULL) ||
               (left && parries_by_leaving(parts_defence_motives(l), from, to));
        new_error |= json_array_size(mm) > 0 || left;
    }
    if (random)
        c->errors += err;
    else if (!new_error)
        parts_fail(P, e, "correction %s: no mate exploits anything it did (no mate motive, no threat left)",
                   l->defence);
}

void parts_black_correction(Parts *P, json_t *e)
{
    Correction c = { 0 };
    parts_lines(P, e, correction_line, &c);
    if (c.errors < 2)
        parts_fail(P, e, "the random moves' error (their leaving %s) is in %d of their mates' motives, not two",
                   parts_str(e, "piece"), c.errors);
}

/* The record's variation of each of e's "defences" after its key (strings, or
 * objects with a "defence"), or NULL for one the record does not list. */
static json_t *key_variation(Parts *P, json_t *e, json_t *d)
{
    const char *u = json_is_string(d) ? json_string_value(d) : parts_str(d, "defence");
    return parts_variation(P->rec, parts_str(e, "key"), u);
}

static const char *defence_name(json_t *d)
{
    return json_is_string(d) ? json_string_value(d) : parts_str(d, "defence");
}

/* Effective defences (Lörinc's four parries): each defence defeats a threat, so
 * its motives say how. */
void parts_effective(Parts *P, json_t *e)
{
    size_t i;
    json_t *d;
    json_array_foreach(json_object_get(e, "defences"), i, d) {
        json_t *v = key_variation(P, e, d);
        if (!v)
            parts_fail(P, e, "%s is no variation of the key in the record", defence_name(d));
        else if (json_array_size(json_object_get(json_object_get(v, "motives"), "defence")) == 0)
            parts_fail(P, e, "%s defeats a threat but has no defence motive", defence_name(d));
    }
}

/* Cross-check: each defence checks the white king, read from the board after the
 * key (listed or not). Its motives need not name the check: where the threat's
 * move would answer it, the check is not how the defence parries (themes/README.md,
 * `check`), as in jh-batori-1920's 1...Re4+, which parries 2.Re5# by cutting its line to e3. */
void parts_cross_check(Parts *P, json_t *e)
{
    size_t i;
    json_t *d;
    Board start;
    if (!board_from_fen(&start, parts_str(P->rec, "fen"))) {
        parts_fail(P, e, "the record's FEN cannot be read");
        return;
    }
    json_array_foreach(json_object_get(e, "defences"), i, d) {
        Board b = start;
        board_play(&b, parts_str(e, "key"));
        board_play(&b, defence_name(d));
        if (!board_in_check(&b, start.white_moves))
            parts_fail(P, e, "%s gives no check", defence_name(d));
    }
}

/* The themes whose parts are defences parrying a threat (Dombrovskis: "the try's
 * threat is parried by a defence"; anti-Dombrovskis: the defence "parries A after
 * the key"; white and threat correction: the random tries' error, a defence that
 * refutes them): each refutation of a try and each line's defence of the entry
 * has motives saying how it parries. A first move of two refutations, which the
 * record keeps no try of, is left out: its motives are not in the record. */
void parts_parried(Parts *P, json_t *e)
{
    size_t i, j;
    json_t *b, *r, *x;
    json_array_foreach(json_object_get(e, "play"), i, b) {
        const char *first = json_string_value(json_object_get(b, "move"));
        json_t *rm = NULL, *threats = NULL, *t;
        bool kept = false;
        static const char *const lists[] = { "keys", "tries" };
        for (int l = 0; l < 2 && first; l++)
            json_array_foreach(json_object_get(P->rec, lists[l]), j, t)
                if (strcmp(parts_str(t, "move"), first) == 0)
                    kept = true, rm = json_object_get(t, "refutation_motives"), threats = json_object_get(t, "threats");
        if (!kept)
            continue; /* the set play parries no threat; a first move the record keeps no try of */
        /* a zugzwang or checking first move has no threat to parry: its lines no motives */
        json_array_foreach(json_object_get(b, "refutations"), j, r)
            if (json_array_size(json_object_get(rm, json_string_value(r))) == 0)
                parts_fail(P, e, "%s refutes %s with no motive saying how", json_string_value(r), first);
        json_array_foreach(json_array_size(threats) ? json_object_get(b, "variations") : NULL, j, x) {
            json_t *v = parts_variation(P->rec, first, parts_str(x, "defence"));
            if (json_array_size(json_object_get(json_object_get(v, "motives"), "defence")) == 0)
                parts_fail(P, e, "%s after %s: no motive says how it parries the threat", parts_str(x, "defence"),
                           first);
        }
    }
}
