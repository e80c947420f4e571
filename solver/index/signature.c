/* signature.c - boards compared for the anticipation search. For each of the
 * four orientations of the query, the shift is the one most pairs of like men
 * vote for; the board is then scored man by man at that shift. */
#include "solver/index/signature.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void signature_from_fen(Signature *s, const char *fen)
{
    memset(s, 0, sizeof *s);
    int sq = 0;
    for (const char *c = fen; *c && *c != ' ' && sq <= 64; c++) {
        if (*c == '/')
            continue;
        if (*c >= '1' && *c <= '8') {
            sq += *c - '0';
        } else if (strchr("KQRBNPkqrbnp", *c) && sq < 64) {
            s->board[sq++] = *c;
            s->n++;
        } else {
            break;
        }
    }
}

void signature_material(const Signature *s, char *out, size_t len)
{
    static const char order[] = "KQRBNPkqrbnp";
    size_t k = 0;
    for (const char *p = order; *p && k + 1 < len; p++)
        for (int sq = 0; sq < 64 && k + 1 < len; sq++)
            if (s->board[sq] == *p)
                out[k++] = *p;
    if (len)
        out[k < len ? k : len - 1] = '\0';
}

typedef struct {
    char man;
    int f, r; /* file 0..7 (a..h), rank 0..7 (1..8) */
} Man;

static int men_of(const Signature *s, Man *m, int mirror_files, int mirror_ranks)
{
    int n = 0;
    for (int sq = 0; sq < 64; sq++) {
        char c = s->board[sq];
        if (!c)
            continue;
        int f = sq % 8, r = 7 - sq / 8;
        if (mirror_files)
            f = 7 - f;
        if (mirror_ranks) {
            r = 7 - r;
            c = (char)(isupper((unsigned char)c) ? tolower((unsigned char)c) : toupper((unsigned char)c));
        }
        m[n++] = (Man){ c, f, r };
    }
    return n;
}

/* Men of q (shifted by dx, dy) on c's squares or next to them, each of c's
 * men matched once; same counts 1, near 1/2. */
static double score_at(const Man *q, int nq, const Signature *c, int dx, int dy, int *same, int *near)
{
    char used[64] = { 0 };
    *same = *near = 0;
    int pending[SIG_MEN], np = 0;
    for (int i = 0; i < nq; i++) {
        int f = q[i].f + dx, r = q[i].r + dy;
        int sq = (7 - r) * 8 + f;
        if (f >= 0 && f < 8 && r >= 0 && r < 8 && c->board[sq] == q[i].man && !used[sq]) {
            used[sq] = 1;
            ++*same;
        } else {
            pending[np++] = i;
        }
    }
    for (int k = 0; k < np; k++) {
        int f0 = q[pending[k]].f + dx, r0 = q[pending[k]].r + dy;
        for (int df = -1; df <= 1; df++)
            for (int dr = -1; dr <= 1; dr++) {
                int f = f0 + df, r = r0 + dr, sq = (7 - r) * 8 + f;
                if ((df || dr) && f >= 0 && f < 8 && r >= 0 && r < 8 && !used[sq] &&
                    c->board[sq] == q[pending[k]].man) {
                    used[sq] = 1;
                    ++*near;
                    goto next;
                }
            }
next:;
    }
    int most = nq > c->n ? nq : c->n;
    return most ? (*same + 0.5 * *near) / most : 0;
}

void signature_compare(const Signature *q, const Signature *c, Likeness *out)
{
    memset(out, 0, sizeof *out);
    Man cm[SIG_MEN];
    int nc = men_of(c, cm, 0, 0);
    for (int o = 0; o < 4; o++) {
        Man qm[SIG_MEN];
        int nq = men_of(q, qm, o & 1, o >> 1);
        /* votes[dy][dx] of pairs of like men */
        unsigned char votes[15][15] = { { 0 } };
        int best = 0, bx = 0, by = 0;
        for (int i = 0; i < nq; i++)
            for (int j = 0; j < nc; j++)
                if (qm[i].man == cm[j].man) {
                    int dx = cm[j].f - qm[i].f, dy = cm[j].r - qm[i].r;
                    int v = ++votes[dy + 7][dx + 7];
                    if (v > best || (v == best && abs(dx) + abs(dy) < abs(bx) + abs(by))) {
                        best = v;
                        bx = dx;
                        by = dy;
                    }
                }
        int same, near;
        double s = score_at(qm, nq, c, bx, by, &same, &near);
        /* the board as it stands, when the vote's shift is no better */
        if (bx || by) {
            int s0, n0;
            double z = score_at(qm, nq, c, 0, 0, &s0, &n0);
            if (z >= s) {
                s = z, same = s0, near = n0, bx = by = 0;
            }
        }
        if (s > out->score + 1e-9) {
            *out = (Likeness){ s, o & 1, o >> 1, bx, by, same, near };
        }
    }
}

static const char *count_word(int n)
{
    static const char *words[] = { "no", "one", "two", "three", "four", "five", "six", "seven" };
    return n < 8 ? words[n] : "many";
}

void likeness_words(const Likeness *l, char *out, size_t len)
{
    size_t k = 0;
    out[0] = '\0';
    if (l->dx)
        k += (size_t)snprintf(out + k, len - k, "shifted %s file%s towards %c", count_word(abs(l->dx)),
                              abs(l->dx) == 1 ? "" : "s", l->dx > 0 ? 'h' : 'a');
    if (l->dy && k < len)
        k += (size_t)snprintf(out + k, len - k, "%sshifted %s rank%s towards %c", k ? ", " : "",
                              count_word(abs(l->dy)), abs(l->dy) == 1 ? "" : "s", l->dy > 0 ? '8' : '1');
    if (l->mirror_files && k < len)
        k += (size_t)snprintf(out + k, len - k, "%smirrored a<->h", k ? ", " : "");
    if (l->mirror_ranks && k < len)
        snprintf(out + k, len - k, "%smirrored 1<->8, colours exchanged", k ? ", " : "");
}
