/* parts_rules.c - a rule per theme whose definition names motives: the parts
 * the entry must show in its record's motives (tests/README.md, "Parts of the
 * themes", gives the list with each definition's reading); the rules of the
 * themes of mates here, those of defences in parts_defences.c, and battery
 * mates read on the board. A theme not in the table names no motive (its
 * parts are first moves, phases or identities of mates). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "tests/corpus/parts_board.h"
#include "tests/corpus/parts_rules.h"

/* Whether square a ("e4") is next to square b. */
static bool next_to(const char *a, const char *b)
{
    int df = abs(a[0] - b[0]), dr = abs(a[1] - b[1]);
    return df <= 1 && dr <= 1 && df + dr > 0;
}

/* The step from square a to square b as file and rank signs when they are on one
 * line (0, 0 otherwise). */
static void step(const char *a, const char *b, int *sf, int *sr)
{
    int df = b[0] - a[0], dr = b[1] - a[1];
    *sf = *sr = 0;
    if (df == 0 || dr == 0 || abs(df) == abs(dr)) {
        *sf = (df > 0) - (df < 0);
        *sr = (dr > 0) - (dr < 0);
    }
}

/* Whether a move from 'from' to 'to' stays on the line through 'from' and 'on'. */
static bool along(const char *from, const char *to, const char *on)
{
    int f1, r1, f2, r2;
    step(from, to, &f1, &r1);
    step(from, on, &f2, &r2);
    return (f1 || r1) && ((f1 == f2 && r1 == r2) || (f1 == -f2 && r1 == -r2));
}

/* Self-block (Friedgood: "the blocking of squares in the king's field to enable
 * mate"): the defence goes to the entry's square, and each mate's motive is a
 * self-block there. */
static void self_block(Parts *P, json_t *e, const PartsLine *l, void *ctx)
{
    (void)ctx;
    char to[3], from[3];
    const char *sq = parts_str(e, "square");
    if (strcmp(uci_to(l->defence, to), sq) != 0 || !parts_in(json_object_get(e, "men"), uci_from(l->defence, from)))
        parts_fail(P, e, "%s is no move of its man to %s", l->defence, sq);
    size_t i;
    json_t *m;
    json_array_foreach(l->mates, i, m)
        if (!parts_has(parts_mate_motives(l, json_string_value(m)), "self-block", sq, NULL, sq, NULL))
            parts_fail(P, e, "%s %s: no self-block on %s in the mate's motives", l->defence, json_string_value(m),
                       sq);
}

/* Pin-mate (WFCC "pinning"): each mate's motive is a pin of the man on the
 * entry's square by its pinner. */
static void pin_mate(Parts *P, json_t *e, const PartsLine *l, void *ctx)
{
    (void)ctx;
    const char *sq = parts_str(e, "square"), *pinner = parts_str(e, "pinner");
    size_t i;
    json_t *m;
    json_array_foreach(l->mates, i, m)
        if (!parts_has(parts_mate_motives(l, json_string_value(m)), "pin", sq, pinner, NULL, NULL))
            parts_fail(P, e, "%s %s: no pin of %s by %s in the mate's motives", l->defence, json_string_value(m),
                       sq, pinner);
}

/* Grimshaw and Novotny (ctx not NULL): the defence is one of the two men's move
 * to the square, and each mate exploits its cutting the other man's line there
 * (interference; or the other man's pin of the mating man lifted: an unpin by
 * the cut). */
static void mutual(Parts *P, json_t *e, const PartsLine *l, void *ctx)
{
    bool novotny = ctx != NULL;
    char to[3], from[3], mto[3];
    const char *sq = parts_str(e, "square");
    json_t *men = json_object_get(e, "men");
    uci_from(l->defence, from);
    if (strcmp(uci_to(l->defence, to), sq) != 0 || json_array_size(men) != 2 || !parts_in(men, from)) {
        parts_fail(P, e, "%s is no move of its men to %s", l->defence, sq);
        return;
    }
    const char *other = parts_other(men, from);
    if (novotny && (!l->first || strcmp(uci_to(l->first, mto), sq) != 0))
        parts_fail(P, e, "%s: no white man played to %s in its phase", l->defence, sq);
    if (novotny && json_array_size(parts_defence_motives(l)) == 0)
        parts_fail(P, e, "%s: the capture defeats no threat (no defence motive)", l->defence);
    size_t i;
    json_t *m;
    json_array_foreach(l->mates, i, m) {
        json_t *mm = parts_mate_motives(l, json_string_value(m));
        if (!parts_has(mm, "interference", other, sq, sq, NULL) && !parts_has(mm, "unpin", NULL, other, sq, NULL))
            parts_fail(P, e, "%s %s: no interference with %s on %s in the mate's motives", l->defence,
                       json_string_value(m), other, sq);
    }
}

/* Both halves: in every phase of the entry, a line by each of the two men (two
 * defences on the square, each with its mate), then each line's parts. */
static void mutual_pair(Parts *P, json_t *e, bool novotny)
{
    json_t *men = json_object_get(e, "men"), *b, *x;
    size_t i, j;
    json_array_foreach(json_object_get(e, "play"), i, b) {
        bool seen[2] = { false, false };
        json_array_foreach(json_object_get(b, "variations"), j, x) {
            char from[3];
            uci_from(parts_str(x, "defence"), from);
            for (int k = 0; k < 2; k++)
                seen[k] |= strcmp(parts_nth(men, (size_t)k), from) == 0;
        }
        if (!seen[0] || !seen[1])
            parts_fail(P, e, "%s: not a defence of each of its two men", parts_str(b, "phase"));
    }
    parts_lines(P, e, mutual, novotny ? e : NULL);
}

static void grimshaw(Parts *P, json_t *e)
{
    mutual_pair(P, e, false);
}

static void novotny(Parts *P, json_t *e)
{
    mutual_pair(P, e, true);
}

/* Black unpin: each mate is by a white man the defence unpinned (the mate's
 * motive unpin of its man), leaving the old pin line. */
static void black_unpin(Parts *P, json_t *e, const PartsLine *l, void *ctx)
{
    (void)ctx;
    size_t i, j;
    json_t *m, *x;
    json_array_foreach(l->mates, i, m) {
        char from[3], to[3];
        const char *u = json_string_value(m);
        uci_from(u, from);
        uci_to(u, to);
        bool ok = false;
        json_array_foreach(parts_mate_motives(l, u), j, x) {
            const char *on = parts_nth(json_object_get(x, "squares"), 0);
            ok |= strcmp(parts_str(x, "kind"), "unpin") == 0 && *on && parts_in(json_object_get(e, "men"), from) &&
                  strcmp(parts_nth(json_object_get(x, "men"), 0), from) == 0 && !along(from, to, on);
        }
        if (!ok)
            parts_fail(P, e, "%s %s: no unpin of the mating man, or it stays on the pin line", l->defence, u);
    }
}

/* Half-pin (PHASES.md): the defence is by one of the two men, and each listed mate
 * of it exploits the pin of the other (the mate's motive pin, by the pinner): a
 * dual's mate that does not is not the half-pin's. */
static void half_pin(Parts *P, json_t *e, const PartsLine *l, void *ctx)
{
    (void)ctx;
    char from[3];
    json_t *sqs = json_object_get(e, "squares");
    uci_from(l->defence, from);
    if (json_array_size(sqs) != 2 || !parts_in(sqs, from)) {
        parts_fail(P, e, "%s is no move of the half-pinned men", l->defence);
        return;
    }
    const char *other = parts_other(sqs, from);
    size_t i;
    json_t *m;
    if (json_array_size(l->mates) == 0)
        parts_fail(P, e, "%s: no mate", l->defence);
    json_array_foreach(l->mates, i, m)
        if (!parts_has(parts_mate_motives(l, json_string_value(m)), "pin", other, parts_str(e, "pinner"), NULL, NULL))
            parts_fail(P, e, "%s %s: no pin of %s by %s in the mate's motives", l->defence, json_string_value(m),
                       other, parts_str(e, "pinner"));
}

/* Schiffmann and Nietvelt defences: each listed mate exploits a self-pin of the
 * entry's men (the mate's motive pin of one of them). */
static void self_pin(Parts *P, json_t *e, const PartsLine *l, void *ctx)
{
    (void)ctx;
    size_t i, j;
    json_t *m, *man;
    json_array_foreach(l->mates, i, m) {
        bool ok = false;
        json_array_foreach(json_object_get(e, "men"), j, man)
            ok |= parts_has(parts_mate_motives(l, json_string_value(m)), "pin", json_string_value(man), NULL, NULL,
                            NULL);
        if (!ok)
            parts_fail(P, e, "%s %s: no pin of the self-pinned man in the mate's motives", l->defence,
                       json_string_value(m));
    }
}

/* Somov B2: the mate's self-block on the square (the block made the shut-off
 * guard needless); B1: the defence opened an attacker line onto it (the mate's
 * line-opening serving that square). */
static void somov(Parts *P, json_t *e, const PartsLine *l, void *ctx)
{
    (void)ctx;
    bool b2 = strcmp(parts_str(e, "variant"), "B2") == 0;
    size_t i, j;
    json_t *m, *sq;
    json_array_foreach(l->mates, i, m) {
        bool ok = false;
        json_array_foreach(json_object_get(e, "squares"), j, sq) {
            const char *s = json_string_value(sq);
            json_t *mm = parts_mate_motives(l, json_string_value(m));
            ok |= b2 ? parts_has(mm, "self-block", s, NULL, s, NULL)
                     : parts_has(mm, "line-opening", NULL, NULL, NULL, s);
        }
        if (!ok)
            parts_fail(P, e, "%s %s: no %s of its square in the mate's motives", l->defence, json_string_value(m),
                       b2 ? "self-block" : "line-opening");
    }
}

/* Barulin (theme A): the defence shuts off the other guard of the square (its
 * motive interposes on a line of one of the two men serving the square). */
static void barulin(Parts *P, json_t *e, const PartsLine *l, void *ctx)
{
    (void)ctx;
    size_t i, j;
    json_t *man, *sq;
    json_array_foreach(json_object_get(e, "men"), i, man)
        json_array_foreach(json_object_get(e, "squares"), j, sq)
            if (parts_has(parts_defence_motives(l), "interposes", json_string_value(man), NULL, NULL,
                          json_string_value(sq)))
                return;
    parts_fail(P, e, "%s: the defence interposes on no guard line of the square", l->defence);
}

/* Key flights given and taken: squares next to the defender king (the side
 * not to move in the record's FEN). */
static void king_squares(Parts *P, json_t *e)
{
    const char *fen = parts_str(P->rec, "fen"), *side = strchr(fen, ' ');
    char king[3] = "", piece = side && side[1] == 'b' ? 'K' : 'k';
    int file = 0, rank = 7;
    for (const char *c = fen; *c && *c != ' '; c++) {
        if (*c == '/') {
            file = 0, rank--;
            continue;
        }
        if (*c >= '1' && *c <= '8') {
            file += *c - '0';
            continue;
        }
        if (*c == piece)
            king[0] = (char)('a' + file), king[1] = (char)('1' + rank);
        file++;
    }
    if (!king[0])
        return;
    size_t i;
    json_t *s;
    json_array_foreach(json_object_get(e, "squares"), i, s)
        if (!next_to(json_string_value(s), king))
            parts_fail(P, e, "%s is not next to the king on %s", json_string_value(s), king);
}

/* Battery mate (KEY.md): no motive holds it (a mate's motives are what the
 * defence changed; the battery is the mate's own discovery), so the board says
 * it: after the key, the defence (none for a threat) and the mate, an attacker
 * rook, bishop or queen other than the mating man sees the defender king, or a
 * square next to it (the indirect battery) that is not the mating man's and
 * holds no defender man, through the square the mating man left. */
static bool battery_after(const Board *b, const char *mate)
{
    int x = board_square(mate), to = board_square(mate + 2), k = board_king(b, !b->white_moves);
    if (x < 0 || k < 0)
        return false;
    int rear = board_sees_through(b, x, k, b->white_moves);
    if (rear >= 0 && rear != to)
        return true;
    for (int t = 0; t < 64; t++) {
        int df = abs(t % 8 - k % 8), dr = abs(t / 8 - k / 8);
        char c = b->sq[t];
        bool defender = c != '.' && (isupper((unsigned char)c) != 0) != b->white_moves;
        if (df > 1 || dr > 1 || t == k || t == to || defender)
            continue;
        rear = board_sees_through(b, x, t, b->white_moves);
        if (rear >= 0 && rear != to)
            return true;
    }
    return false;
}

static void battery_mate(Parts *P, json_t *e)
{
    const char *key = parts_str(e, "key");
    size_t i, j;
    json_t *v, *m;
    Board start;
    if (!board_from_fen(&start, parts_str(P->rec, "fen"))) {
        parts_fail(P, e, "the record's FEN cannot be read");
        return;
    }
    json_array_foreach(json_object_get(e, "threats"), i, m) {
        Board b = start;
        board_play(&b, key);
        board_play(&b, json_string_value(m));
        if (!battery_after(&b, json_string_value(m)))
            parts_fail(P, e, "threat %s: no rear piece sees the king or its field through %.2s", json_string_value(m),
                       json_string_value(m));
    }
    json_array_foreach(json_object_get(e, "variations"), i, v)
        json_array_foreach(json_object_get(v, "mates"), j, m) {
            Board b = start;
            board_play(&b, key);
            board_play(&b, parts_str(v, "defence"));
            board_play(&b, json_string_value(m));
            if (!battery_after(&b, json_string_value(m)))
                parts_fail(P, e, "%s %s: no rear piece sees the king or its field through %.2s",
                           parts_str(v, "defence"), json_string_value(m), json_string_value(m));
        }
}

typedef struct {
    const char *name;
    PartsLineFn line;             /* a rule of each line, or */
    void (*entry)(Parts *, json_t *); /* a rule of the whole entry */
    void *ctx;
} Rule;

static const Rule rules[] = {
    { "self-block", self_block, NULL, NULL },
    { "pin-mate", pin_mate, NULL, NULL },
    { "grimshaw", NULL, grimshaw, NULL },
    { "novotny", NULL, novotny, NULL },
    { "black-unpin", black_unpin, NULL, NULL },
    { "half-pin", half_pin, NULL, NULL },
    { "schiffmann", self_pin, NULL, NULL },
    { "nietvelt", self_pin, NULL, NULL },
    { "somov", somov, NULL, NULL },
    { "barulin", barulin, NULL, NULL },
    { "black-correction", NULL, parts_black_correction, NULL },
    { "effective-defences", NULL, parts_effective, NULL },
    { "dombrovskis", NULL, parts_parried, NULL },
    { "anti-dombrovskis", NULL, parts_parried, NULL },
    { "white-correction", NULL, parts_parried, NULL },
    { "threat-correction", NULL, parts_parried, NULL },
    { "cross-check", NULL, parts_cross_check, NULL },
    { "battery-mate", NULL, battery_mate, NULL },
    { "key-gives-flights", NULL, king_squares, NULL },
    { "key-takes-flights", NULL, king_squares, NULL },
};

static PartsTally *tally_of(Parts *P, const char *name)
{
    for (int t = 0; t < P->ntally; t++)
        if (strcmp(P->tally[t].name, name) == 0)
            return &P->tally[t];
    if (P->ntally == (int)(sizeof P->tally / sizeof P->tally[0]))
        abort();
    PartsTally *t = &P->tally[P->ntally++];
    strncpy(t->name, name, sizeof t->name - 1);
    return t;
}

void parts_check_entry(Parts *P, json_t *e)
{
    const char *name = parts_str(e, "name");
    for (size_t r = 0; r < sizeof rules / sizeof rules[0]; r++) {
        if (strcmp(rules[r].name, name) != 0)
            continue;
        P->entry_failed = false;
        P->checked++;
        if (rules[r].line)
            parts_lines(P, e, rules[r].line, rules[r].ctx);
        else
            rules[r].entry(P, e);
        PartsTally *t = tally_of(P, name);
        t->checked++;
        t->failed += P->entry_failed;
        return;
    }
}
