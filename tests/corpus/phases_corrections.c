/* phases_corrections.c - white correction and threat correction worked out again
 * from an expected record (phases_record.c), for phases_check.c: random tries of
 * one attacker piece (at least two) sharing a threat that another man gives and a
 * refutation (the error); a corrected move of that piece (a try the error does not
 * refute, or the key) keeping a threat of every random try, or threatening only
 * other mates (threat correction). */
#include <stdbool.h>
#include <string.h>
#include "solver/board.h"
#include "tests/corpus/phases_rederive.h"

static bool line_piece(int t)
{
    return t == KNIGHT || t == BISHOP || t == ROOK || t == QUEEN;
}

static bool refuted_by(const Ph *p, const char *d)
{
    for (int i = 0; i < p->nref; i++)
        if (strcmp(p->ref[i], d) == 0)
            return true;
    return false;
}

/* Whether phase p threatens mate id, given by a man other than the one it moved
 * (others), or by any man. */
static bool threatens(const Ph *p, int id, bool others)
{
    for (int i = 0; i < p->nthreats; i++)
        if ((!others || strncmp(p->threats[i], p->move + 2, 2) != 0) && ident(&p->pos, p->threats[i]) == id)
            return true;
    return false;
}

/* The white correction (want_change false) or threat correction of record r. */
static bool correction(const Rec *r, bool want_change)
{
    for (int t = 0; t < r->n; t++) {
        const Ph *T = &r->ph[t];
        if (T->set || T->key || !line_piece(PTYPE(r->start.board[(T->move[0] - 'a') + 16 * (T->move[1] - '1')])))
            continue;
        for (int e = 0; e < T->nref; e++) {
            const char *err = T->ref[e];
            /* The threat most tries of this piece refuted by err share, by another man. */
            int best = -1, best_n = 0;
            for (int i = 0; i < T->nthreats; i++) {
                int id = ident(&T->pos, T->threats[i]), n = 0;
                for (int u = 0; u < r->n; u++) {
                    const Ph *U = &r->ph[u];
                    n += !U->set && !U->key && strncmp(U->move, T->move, 2) == 0 && refuted_by(U, err) &&
                         threatens(U, id, true);
                }
                if (n > best_n)
                    best_n = n, best = id;
            }
            if (best_n < 2)
                continue;
            for (int c = 0; c < r->n; c++) {
                const Ph *C = &r->ph[c];
                if (C->set || strncmp(C->move, T->move, 2) != 0 || refuted_by(C, err) || C->nthreats == 0)
                    continue;
                /* Does C threaten a mate that every random try threatens? */
                bool keeps = false;
                for (int i = 0; i < C->nthreats && !keeps; i++) {
                    int id = ident(&C->pos, C->threats[i]);
                    bool all = true;
                    for (int u = 0; u < r->n && all; u++) {
                        const Ph *U = &r->ph[u];
                        if (!U->set && !U->key && strncmp(U->move, T->move, 2) == 0 && refuted_by(U, err) &&
                            threatens(U, best, true))
                            all = threatens(U, id, true);
                    }
                    keeps = all;
                }
                if (keeps != want_change)
                    return true;
            }
        }
    }
    return false;
}

bool white_correction(const Rec *r)
{
    return correction(r, false);
}

bool threat_correction(const Rec *r)
{
    return correction(r, true);
}
