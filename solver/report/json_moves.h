/* json_moves.h - moves and squares as the record's JSON strings ("e2e4",
 * "e7e8q", "e4"), written straight into the text: the record has thousands. */
#ifndef CHIAVE_REPORT_JSON_MOVES_H
#define CHIAVE_REPORT_JSON_MOVES_H

#include "solver/board.h"
#include "solver/report/json_text.h"

/* "e2e4", as move_to_uci spells it, with its quotes. */
static inline void jt_uci(Text *t, Move m)
{
    if (!jt_room(t, 7))
        return;
    char *o = t->s + t->n;
    int from = M_FROM(m), to = M_TO(m), promo = M_PROMO(m);
    *o++ = '"';
    *o++ = (char)('a' + FILE_OF(from));
    *o++ = (char)('1' + RANK_OF(from));
    *o++ = (char)('a' + FILE_OF(to));
    *o++ = (char)('1' + RANK_OF(to));
    if (promo)
        *o++ = " pnbrqk"[promo];
    *o++ = '"';
    t->n = (size_t)(o - t->s);
}

/* ["e2e4",...] */
static inline void jt_uci_list(Text *t, const Move *m, int n)
{
    jt_char(t, '[');
    for (int i = 0; i < n; i++) {
        if (i)
            jt_char(t, ',');
        jt_uci(t, m[i]);
    }
    jt_char(t, ']');
}

/* "e4", with its quotes, at o (room made): returns the end. */
static inline char *jt_square_at(char *o, int sq)
{
    o[0] = '"';
    o[1] = (char)('a' + FILE_OF(sq));
    o[2] = (char)('1' + RANK_OF(sq));
    o[3] = '"';
    return o + 4;
}

/* "e4", with its quotes. */
static inline void jt_square(Text *t, int sq)
{
    if (jt_room(t, 4))
        t->n = (size_t)(jt_square_at(t->s + t->n, sq) - t->s);
}

#endif
