/* phases_record.c - the phases of an expected record (Popeye's analysis) as
 * phases_check.c reads them: each with its threats, listed defences and the
 * identity of their mates (another coding than chiave's). */
#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "solver/movegen.h"
#include "solver/solution.h"
#include "tests/corpus/phases_rederive.h"

/* The square, 0x88, of uci's first two characters. */
static int square_of(const char *uci)
{
    return (uci[0] - 'a') + 16 * (uci[1] - '1');
}

/* man, type, destination, promotion class of mate uci of phase p (another coding
 * than chiave's): the man moved by p's first move is named where it stood, after
 * castling the rook by its corner. The Taraba exception (themes/KEY.md) is not
 * coded: no problem of the corpus has it. */
int ident(const Ph *p, const Position *pos, const char *uci)
{
    int from = square_of(uci), to = (uci[2] - 'a') + 8 * (uci[3] - '1'), man = from;
    int cls = uci[4] == '\0' ? 0 : uci[4] == 'n' ? 2 : 1;
    if (p->move[0] && from == square_of(p->move + 2))
        man = square_of(p->move);
    else if (p->move[0] && PTYPE(p->pos.board[square_of(p->move + 2)]) == KING
             && abs(square_of(p->move + 2) - square_of(p->move)) == 2 && PTYPE(pos->board[from]) == ROOK
             && abs(from - square_of(p->move + 2)) == 1)
        man = square_of(p->move + 2) > square_of(p->move) ? from + 2 : from - 3; /* f1 from h1, d1 from a1 */
    return ((PTYPE(pos->board[from]) * 128 + man) * 64 + to) * 4 + cls;
}

/* The identity all the moves share: -1 none, -2 mixed. */
static int shared(const Ph *p, const json_t *moves)
{
    int id = -1;
    size_t i;
    json_t *m;
    json_array_foreach(moves, i, m) {
        int x = ident(p, &p->pos, json_string_value(m));
        if (id >= 0 && x != id)
            return -2;
        id = x;
    }
    return id;
}

int mate_of(const Ph *p, const char *d)
{
    for (int i = 0; i < p->n; i++)
        if (strcmp(p->def[i], d) == 0)
            return p->mate[i];
    return -1;
}

void copy_move(char dst[8], const char *src)
{
    snprintf(dst, 8, "%s", src ? src : "");
}

static void add_variations(Ph *p, const json_t *vars)
{
    size_t i;
    json_t *v;
    json_array_foreach(vars, i, v) {
        if (p->n == MAXD || json_array_size(json_object_get(v, "mates")) == 0)
            continue;
        copy_move(p->def[p->n], json_string_value(json_object_get(v, "defence")));
        p->own_threat[p->n] = false;
        size_t j, k;
        json_t *m;
        json_array_foreach(json_object_get(v, "mates"), j, m)
            for (k = 0; k < (size_t)p->nthreats && json_string_value(m); k++)
                p->own_threat[p->n] |= strcmp(json_string_value(m), p->threats[k]) == 0;
        p->mate[p->n++] = shared(p, json_object_get(v, "mates"));
    }
}

static void add_play(Rec *r, const json_t *play, bool key)
{
    if (r->n == MAXPH)
        return;
    Ph *p = &r->ph[r->n++];
    memset(p, 0, sizeof *p);
    p->key = key;
    copy_move(p->move, json_string_value(json_object_get(play, "move")));
    p->pos = r->start;
    Move m = move_from_uci(&r->start, p->move);
    p->check = !key && gives_check(&r->start, m);
    p->key_check = key && gives_check(&r->start, m);
    Undo u;
    make_move(&p->pos, m, &u);
    const json_t *t = json_object_get(play, "threats");
    p->threat = shared(p, t);
    size_t i;
    json_t *x;
    json_array_foreach(t, i, x)
        if (p->nthreats < MAXD)
            copy_move(p->threats[p->nthreats++], json_string_value(x));
    add_variations(p, json_object_get(play, "variations"));
    json_array_foreach(json_object_get(play, "refutations"), i, x)
        if (p->nref < MAXD)
            copy_move(p->ref[p->nref++], json_string_value(x));
}

void read_record(Rec *r, const Position *start, const json_t *rec)
{
    r->start = *start;
    r->n = 0;
    if (json_array_size(json_object_get(rec, "set")) > 0) {
        Ph *p = &r->ph[r->n++];
        memset(p, 0, sizeof *p);
        p->set = true;
        p->threat = -1;
        p->pos = *start;
        Undo u;
        make_null(&p->pos, &u);
        add_variations(p, json_object_get(rec, "set"));
    }
    size_t i;
    json_t *x;
    json_array_foreach(json_object_get(rec, "tries"), i, x)
        add_play(r, x, false);
    json_array_foreach(json_object_get(rec, "keys"), i, x)
        add_play(r, x, true);
}
