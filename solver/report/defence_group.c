/* defence_group.c - a group of moves written as one defence. */
#include "solver/report/defence_group.h"

#include <stdlib.h>
#include <string.h>
#include "solver/movegen.h"
#include "solver/report/moves_text.h"
#include "solver/report/random_moves.h"

/* How many legal moves in pos start on from; *listed: how many of them defs[0..n) holds. */
static int moves_of_man(const Position *pos, int from, const Move *defs, int n, int *listed)
{
    MoveList all;
    gen_legal(pos, &all);
    int of_man = 0;
    *listed = 0;
    for (int i = 0; i < all.n; i++)
        if (M_FROM(all.moves[i]) == from) {
            of_man++;
            *listed += move_in(defs, n, all.moves[i]);
        }
    return of_man;
}

/* Whether defs[0..n) are every legal move of the piece on defs[0]'s square in pos,
 * three or more (a random move's least, RANDOM_MOVES_MIN). Not a pawn's: solutions
 * write a pawn's promotions as such ("1.exf8(Q/R)", as the report writes White's
 * "2.c8=Q# (=B)"), and no source at hand writes a pawn's moves "a~"
 * (themes/DECISIONS.md). */
static bool every_move_of_man(const Position *pos, const Move *defs, int n)
{
    if (n < RANDOM_MOVES_MIN || PTYPE(pos->board[M_FROM(defs[0])]) == PAWN)
        return false;
    int listed;
    return moves_of_man(pos, M_FROM(defs[0]), defs, n, &listed) == n && listed == n;
}

/* Whether defs[0..n), moves of one piece (not a pawn's, as every_move_of_man), are
 * three or more and more than the piece's other legal moves in pos together: its
 * random move, the others its corrections. The rule of a line without mates
 * (dg_put_by_man_noted); random_group's differs on purpose: here the man's other
 * moves are not on the line (those with a set mate are in the set play above), so
 * "Q~" must be true of most of its moves, not only of the largest of its sets. */
static bool most_moves_of_man(const Position *pos, const Move *defs, int n)
{
    if (n < RANDOM_MOVES_MIN || PTYPE(pos->board[M_FROM(defs[0])]) == PAWN)
        return false;
    int listed;
    return 2 * n > moves_of_man(pos, M_FROM(defs[0]), defs, n, &listed);
}

/* Where b's new piece stands when a and b are the same promotion but for it
 * ("a1=Q", "a1=R"); else -1. */
static int promotion_letter(const char *a, const char *b)
{
    const char *eq = strchr(b, '=');
    if (!eq || strlen(a) != strlen(b) || strncmp(a, b, (size_t)(eq - b) + 1) != 0)
        return -1;
    int at = (int)(eq - b) + 1;
    return a[at] != b[at] && strcmp(a + at + 1, b + at + 1) == 0 ? at : -1;
}

void dg_put_defences(FILE *out, const Position *pos, const Move *defs, int n, Lang lang)
{
    if (every_move_of_man(pos, defs, n)) { /* "N~": any move of the man, as solutions write it */
        char man[8];
        random_man(man, sizeof man, pos, M_FROM(defs[0]), lang);
        fputs(man, out);
        return;
    }
    char last[SAN_MAX] = "";
    for (int i = 0; i < n; i++) {
        char buf[SAN_MAX];
        Move legal = move_legal(pos, defs[i]);
        const char *text = legal == MOVE_NONE ? move_to_uci(defs[i], buf) : move_to_san(pos, legal, lang, buf, sizeof buf);
        int at = promotion_letter(last, text);
        if (i)
            fputc('/', out);
        if (at >= 0) /* "a1=Q/R": the same promotion but for its new piece */
            fputc(text[at], out);
        else
            fputs(text, out);
        text_copy(last, sizeof last, text);
    }
}

/* Whether group head of l is the random move of its man in pos: the largest of the
 * man's groups in l (the first on a tie), three moves or more, which together hold
 * every move of the man. The rule of a line with mates (dg_put_group), the
 * solution's own (random_moves.c random_of): every correction is on the line, so
 * the largest set is the random move; a move of the man missing from the line
 * forbids "N~", which would claim the line's mate after it (Somov's
 * "1...Nc1/Nc3/Ng1/Ng3 2.Nd4#"). most_moves_of_man's differs on purpose. */
static bool random_group(const Position *pos, const ThemeLines *l, int head)
{
    int from = M_FROM(l->v[head].move), size[DG_MAX] = { 0 }, nall = 0, best = -1;
    Move all[DG_MAX];
    for (int i = 0; i < l->n && i < DG_MAX; i++) {
        if (M_FROM(l->v[i].move) == from && l->v[i].group < DG_MAX) {
            all[nall++] = l->v[i].move;
            size[l->v[i].group]++;
        } else if (l->v[i].group == head)
            return false; /* a group of two men (a Zagoruiko's) */
    }
    for (int i = 0; i < l->n && i < DG_MAX; i++)
        if (size[i] > 0 && (best < 0 || size[i] > size[best]))
            best = i;
    return best == head && size[head] >= RANDOM_MOVES_MIN && every_move_of_man(pos, all, nall);
}

int dg_group_moves(const ThemeLines *l, int at, Move *defs, const ThemeMoves **mates)
{
    int head = l->v[at].group, n = 1;
    defs[0] = l->v[at].move;
    if (mates)
        mates[0] = &l->v[at].moves;
    for (int i = 0; i < l->n && n < DG_MAX; i++)
        if (i != at && l->v[i].group == head) {
            defs[n] = l->v[i].move;
            if (mates)
                mates[n] = &l->v[i].moves;
            n++;
        }
    return n;
}

void dg_put_group(FILE *out, const Position *pos, const ThemeLines *l, int head, Lang lang)
{
    Move defs[DG_MAX];
    int n = dg_group_moves(l, head, defs, NULL);
    fputs(" 1...", out);
    if (random_group(pos, l, head)) {
        char man[8];
        random_man(man, sizeof man, pos, M_FROM(defs[0]), lang);
        fputs(man, out);
    } else
        dg_put_defences(out, pos, defs, n, lang);
}

void dg_put_random(FILE *out, const Solution *s, const Position *pos, const Variation *v, int n,
                   const bool *listed, int var, Lang lang)
{
    int from = M_FROM(v[var].defence);
    if (PTYPE(pos->board[from]) != PAWN) {
        char man[8];
        random_man(man, sizeof man, pos, from, lang);
        fputs(man, out);
        return;
    }
    Move defs[MAX_MOVES];
    dg_put_defences(out, pos, defs, random_alike(s, v, n, listed, var, defs), lang);
}

void dg_put_by_man(FILE *out, const Position *pos, const Move *m, int n, Lang lang)
{
    dg_put_by_man_noted(out, pos, m, n, NULL, NULL, NULL, lang);
}

void dg_put_by_man_noted(FILE *out, const Position *pos, const Move *m, int n, const bool *alone, DgNote *note,
                         const void *ctx, Lang lang)
{
    bool used[DG_MAX] = { false };
    n = n < DG_MAX ? n : DG_MAX;
    for (int i = 0; i < n; i++) {
        if (used[i])
            continue;
        Move group[DG_MAX];
        int k = 0, nman = 0, apart[DG_MAX], napart = 0;
        bool king = king_defence(pos, m[i]); /* a king's flights each alone */
        for (int j = i; j < n && (!king || nman == 0); j++) {
            if (used[j] || M_FROM(m[j]) != M_FROM(m[i]))
                continue;
            used[j] = true;
            nman++;
            if (king || (alone && alone[j]))
                apart[napart++] = j;
            else
                group[k++] = m[j];
        }
        if (k > 0) {
            fputs(" 1...", out);
            if (alone && most_moves_of_man(pos, group, k)) {
                char r[8]; /* "Q~", the man's other moves its corrections */
                random_man(r, sizeof r, pos, M_FROM(m[i]), lang);
                fputs(r, out);
            } else
                dg_put_defences(out, pos, group, k, lang);
        }
        for (int a = 0; a < napart; a++) {
            fputs(" 1...", out);
            dg_put_defences(out, pos, &m[apart[a]], 1, lang);
            if (note)
                note(out, ctx, apart[a]);
        }
    }
}

/* The mates of one defence as text_mates_loose writes them, malloc'd (NULL when
 * out of memory). */
static char *mates_text(const Position *pos, Move d, const ThemeMoves *mates, Lang lang)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    Move legal = move_legal(pos, d);
    Position after = legal != MOVE_NONE ? position_after(pos, legal) : *pos;
    text_mates_loose(f, &after, mates->v, mates->n, lang);
    if (fclose(f) != 0) {
        free(text);
        return NULL;
    }
    return text;
}

/* Whether a and b are the same text but for the letters 'x'. */
static bool same_but_captures(const char *a, const char *b)
{
    for (;;) {
        while (*a == 'x')
            a++;
        while (*b == 'x')
            b++;
        if (*a != *b)
            return false;
        if (!*a)
            return true;
        a++, b++;
    }
}

typedef enum { TEXTS_SAME, TEXTS_BUT_CAPTURES, TEXTS_OTHER } TextsAlike;

/* How texts[0..n) compare: all the same, the same but for captures ('x'), or not
 * alike (TEXTS_OTHER too when one is missing: out of memory). */
static TextsAlike texts_alike(const char *const *texts, int n)
{
    bool same = true, captures = true;
    for (int i = 0; i < n; i++) {
        if (!texts[i] || !texts[0])
            return TEXTS_OTHER;
        same &= strcmp(texts[i], texts[0]) == 0;
        captures &= same_but_captures(texts[i], texts[0]);
    }
    return same ? TEXTS_SAME : captures ? TEXTS_BUT_CAPTURES : TEXTS_OTHER;
}

void dg_merge_captures(FILE *out, const char *const *texts, int n)
{
    const char **p = malloc((size_t)n * sizeof *p);
    if (!p || n < 1) {
        if (n > 0)
            fputs(texts[0], out);
        free(p);
        return;
    }
    for (int i = 0; i < n; i++)
        p[i] = texts[i];
    for (;;) {
        int with_x = 0;
        for (int i = 0; i < n; i++)
            with_x += *p[i] == 'x';
        if (with_x == 0) { /* alike here, or texts not alike but for 'x': stop at the first difference */
            char ch = *p[0];
            for (int i = 1; i < n; i++)
                if (*p[i] != ch)
                    ch = '\0';
            if (!ch)
                break;
            fputc(ch, out);
        } else
            fputs(with_x == n ? "x" : "(x)", out);
        for (int i = 0; i < n; i++)
            if (with_x == 0 || *p[i] == 'x')
                p[i]++;
    }
    free(p);
}

void dg_put_mates(FILE *out, const Position *pos, const Move *defs, const ThemeMoves *const *mates, int n, Lang lang)
{
    char *text[DG_MAX] = { 0 };
    int k = n < DG_MAX ? n : DG_MAX;
    for (int i = 0; i < k; i++)
        text[i] = mates_text(pos, defs[i], mates[i], lang);
    if (texts_alike((const char *const *)text, k) == TEXTS_BUT_CAPTURES)
        dg_merge_captures(out, (const char *const *)text, k);
    else if (text[0])
        fputs(text[0], out);
    else /* out of memory: the first defence's mates straight out */
        for (int i = 0; i < mates[0]->n; i++) {
            char buf[8];
            fprintf(out, " 2.%s", move_to_uci(mates[0]->v[i], buf));
        }
    for (int i = 0; i < k; i++)
        free(text[i]);
}

void dg_put_alike(FILE *out, const char *const *texts, int n)
{
    if (n < 1)
        return;
    TextsAlike alike = texts_alike(texts, n);
    if (alike == TEXTS_SAME) {
        fputs(texts[0], out);
    } else if (alike == TEXTS_BUT_CAPTURES) {
        dg_merge_captures(out, texts, n);
    } else { /* each text once, as a group of defences is written ("Nb4/Nd4") */
        for (int i = 0; i < n; i++) {
            bool seen = false;
            for (int j = 0; j < i && !seen; j++)
                seen = strcmp(texts[j], texts[i]) == 0;
            if (!seen)
                fprintf(out, "%s%s", i ? "/" : "", texts[i]);
        }
    }
}
