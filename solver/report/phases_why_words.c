/* phases_why_words.c - the words of phases_why.c built a move at a time: the
 * moves of an entry's blocks in SAN where each is played, the men by their
 * letters and squares. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "solver/report/phases_why_words.h"
#include "solver/report/defence_group.h"
#include "solver/report/tr.h"
#include "solver/movegen.h"
#include "themes/phases.h"

/* A line of words built a move at a time (what the sentences' %s stand for). */

void pw_add(Words *w, const char *text)
{
    size_t len = strlen(text);
    if (w->n + len + 1 >= sizeof w->s)
        return; /* a list that long is cut, never overrun */
    memcpy(w->s + w->n, text, len + 1);
    w->n += len;
}

Position pw_after(const Position *pos, Move m)
{
    Move legal = move_legal(pos, m);
    return legal != MOVE_NONE ? position_after(pos, legal) : *pos;
}

/* "prefix" then text then "suffix", with a space before them when w holds words
 * already: how each move or group of moves is added. */
static void add_spaced(Words *w, const char *prefix, const char *text, const char *suffix)
{
    pw_add(w, w->n ? " " : "");
    pw_add(w, prefix);
    pw_add(w, text);
    pw_add(w, suffix);
}

/* "prefix" then the SAN of m in pos (its UCI when not legal there) then "suffix",
 * with a space before it when w holds words already. */
void pw_add_move(Words *w, const char *prefix, const Position *pos, Move m, const char *suffix, Lang lang)
{
    char buf[SAN_MAX];
    add_spaced(w, prefix, pw_san(buf, pos, m, lang), suffix);
}

void pw_add_group(Words *w, const char *prefix, const ThemeBlock *b, Move d, const Position *pos, const char *suffix,
                  Lang lang)
{
    int at = -1;
    for (int i = 0; i < b->variations.n && at < 0; i++)
        if (MOVE_KEY(b->variations.v[i].move) == MOVE_KEY(d))
            at = i;
    if (at < 0) {
        pw_add_move(w, prefix, pos, d, suffix, lang);
        return;
    }
    Move defs[DG_MAX];
    int n = dg_group_moves(&b->variations, at, defs, NULL);
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return;
    dg_put_defences(f, pos, defs, n, lang);
    if (fclose(f) == 0)
        add_spaced(w, prefix, text, suffix);
    free(text);
}

/* The SAN of m in pos (its UCI when not legal there) in buf[SAN_MAX]. */
const char *pw_san(char *buf, const Position *pos, Move m, Lang lang)
{
    Move legal = move_legal(pos, m);
    return legal == MOVE_NONE ? move_to_uci(m, buf) : move_to_san(pos, legal, lang, buf, SAN_MAX);
}

/* Where the destination square of SAN s starts (its last square), or -1. */
static int destination(const char *s)
{
    int at = -1;
    for (int i = 0; s[i] && s[i + 1]; i++)
        if (s[i] >= 'a' && s[i] <= 'h' && s[i + 1] >= '1' && s[i + 1] <= '8')
            at = i;
    return at;
}

/* The length of SAN s's disambiguation ("Nfd6": 1, "Nxd6": 0), or -1 when s is no
 * piece's move with a square (a pawn's, castling). */
static int disambiguation(const char *s, int dest)
{
    if (dest < 1 || s[0] < 'A' || s[0] > 'Z' || s[0] == 'O')
        return -1;
    return dest - 1 - (s[dest - 1] == 'x');
}

void pw_same_man(char (*sans)[SAN_MAX], const Move *moves, int n)
{
    for (int i = 0; i < n; i++) {
        int di = destination(sans[i]), li = disambiguation(sans[i], di), best = -1, lbest = li;
        for (int j = 0; j < n && li >= 0; j++) {
            int dj = destination(sans[j]), lj = disambiguation(sans[j], dj);
            if (MOVE_KEY(moves[j]) == MOVE_KEY(moves[i]) && sans[j][0] == sans[i][0] && lj > lbest)
                best = j, lbest = lj;
        }
        if (best < 0)
            continue;
        char text[SAN_MAX];
        snprintf(text, sizeof text, "%c%.*s%s", sans[i][0], lbest, sans[best] + 1, sans[i] + di - (sans[i][di - 1] == 'x'));
        memcpy(sans[i], text, SAN_MAX);
    }
}

/* "prefix" then sans[0..n) (one move as several phases write it) as one
 * (dg_put_alike: "R(x)e7") then "suffix", as pw_add_move adds a move. */
void pw_add_alike(Words *w, const char *prefix, const char (*sans)[SAN_MAX], int n, const char *suffix)
{
    const char *texts[DG_MAX];
    n = n < DG_MAX ? n : DG_MAX;
    for (int i = 0; i < n; i++)
        texts[i] = sans[i];
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return;
    dg_put_alike(f, texts, n);
    if (fclose(f) == 0)
        add_spaced(w, prefix, text, suffix);
    free(text);
}

/* The position where block b's defender moves: after its first move, or the
 * diagram with the attacker passing (the set play). */
Position pw_block_pos(const ThemeBlock *b, const Position *start)
{
    return b->move == MOVE_NONE ? position_passed(start) : pw_after(start, b->move);
}

/* "1.Bc3?" or "1.Nc3!" of block b. */
const char *pw_block_mark(const ThemeBlock *b)
{
    size_t len = strlen(b->label);
    return len && b->label[len - 1] == '!' ? "!" : "?";
}

/* The index among the lines of block lb of e (played in pl) of the first line with a
 * mate that is one of ms (after first move fm, in pm): the same man to the same square
 * (entry_identity), or -1; *mate gets that one of ms. */
int pw_line_mating_with(const ThemeEntry *e, const Position *start, const ThemeBlock *lb, const Position *pl,
                        const ThemeMoves *ms, Move fm, const Position *pm, Move *mate)
{
    const ThemeLines *lines = &lb->variations;
    for (int i = 0; i < lines->n; i++)
        for (int j = 0; j < lines->v[i].moves.n; j++)
            for (int k = 0; k < ms->n; k++)
                if (entry_identity(e, start, lb->move, pl, lines->v[i].moves.v[j])
                    == entry_identity(e, start, fm, pm, ms->v[k])) {
                    *mate = ms->v[k];
                    return i;
                }
    return -1;
}

/* The block of first move m (MOVE_KEY), or NULL. */
const ThemeBlock *pw_block_of(const ThemeEntry *e, Move m)
{
    for (int i = 0; i < e->nblocks; i++)
        if (e->blocks[i].move != MOVE_NONE && MOVE_KEY(e->blocks[i].move) == MOVE_KEY(m))
            return &e->blocks[i];
    return NULL;
}

/* The set play's block (the first, with no move), or NULL. */
const ThemeBlock *pw_set_block(const ThemeEntry *e)
{
    return e->nblocks > 0 && e->blocks[0].move == MOVE_NONE ? &e->blocks[0] : NULL;
}

/* The key's block (the last with a "!"), or NULL. */
const ThemeBlock *pw_key_block(const ThemeEntry *e)
{
    for (int i = e->nblocks - 1; i >= 0; i--)
        if (e->blocks[i].kind == PHASE_KEY)
            return &e->blocks[i];
    return NULL;
}

/* The variation of defence d in block b, or NULL. */
const ThemeLine *pw_line_of(const ThemeBlock *b, Move d)
{
    for (int i = 0; i < b->variations.n; i++)
        if (MOVE_KEY(b->variations.v[i].move) == MOVE_KEY(d))
            return &b->variations.v[i];
    return NULL;
}

/* The SANs of mate id (entry_identity) in block b of e (its threats, its defences'
 * first mates), added to sans[*n..DG_MAX), their moves to moves[]. */
static void mate_in_block(char (*sans)[SAN_MAX], Move *moves, int *n, const ThemeEntry *e, const ThemeBlock *b,
                          const Position *start, int id, Lang lang)
{
    Position pos = pw_block_pos(b, start), passed = position_passed(&pos);
    for (int i = 0; i < b->threats.n && *n < DG_MAX; i++)
        if (entry_identity(e, start, b->move, &passed, b->threats.v[i]) == id) {
            moves[*n] = b->threats.v[i];
            pw_san(sans[(*n)++], &passed, b->threats.v[i], lang);
        }
    for (int i = 0; i < b->variations.n && *n < DG_MAX; i++)
        if (b->variations.v[i].moves.n > 0) {
            Position a = pw_after(&pos, b->variations.v[i].move);
            if (entry_identity(e, start, b->move, &a, b->variations.v[i].moves.v[0]) == id) {
                moves[*n] = b->variations.v[i].moves.v[0];
                pw_san(sans[(*n)++], &a, b->variations.v[i].moves.v[0], lang);
            }
        }
}

/* Mate m of block b (played in pos) as every block of e writes it, once:
 * "2.Q(x)d4#" when it takes in some phases only (pw_add_alike). */
void pw_add_mate_across(Words *w, const ThemeEntry *e, const ThemeBlock *b, const Position *pos, Move m,
                        const Position *start, Lang lang)
{
    char sans[DG_MAX][SAN_MAX];
    Move moves[DG_MAX];
    int n = 0, id = entry_identity(e, start, b->move, pos, m);
    moves[n] = m;
    pw_san(sans[n++], pos, m, lang);
    for (int k = 0; k < e->nblocks; k++)
        if (&e->blocks[k] != b)
            mate_in_block(sans, moves, &n, e, &e->blocks[k], start, id, lang);
    pw_same_man(sans, moves, n);
    pw_add_alike(w, "2.", (const char (*)[SAN_MAX])sans, n, "");
}

/* The first mates of block b's defences, with its threats first, each as every
 * block of e writes it: "2.Be6# 2.Nc3# 2.Rc5#". */
void pw_mates_of(Words *w, const ThemeEntry *e, const ThemeBlock *b, const Position *start, Lang lang)
{
    Position pos = pw_block_pos(b, start), passed = position_passed(&pos);
    for (int i = 0; i < b->threats.n; i++)
        pw_add_mate_across(w, e, b, &passed, b->threats.v[i], start, lang);
    for (int i = 0; i < b->variations.n; i++)
        if (b->variations.v[i].moves.n > 0) {
            Position a = pw_after(&pos, b->variations.v[i].move);
            pw_add_mate_across(w, e, b, &a, b->variations.v[i].moves.v[0], start, lang);
        }
}

/* The refutations of the tries among e's blocks, "1...Rb7! 1...Qa7!" (each once,
 * as every try it refutes writes it: "1...R(x)e7!"). */
void pw_refutations(Words *w, const ThemeEntry *e, const Position *start, Lang lang)
{
    Move seen[16];
    int n = 0;
    for (int i = 0; i < e->nblocks; i++)
        for (int j = 0; j < e->blocks[i].refutations.n; j++) {
            Move d = e->blocks[i].refutations.v[j];
            if (move_in(seen, n, d) || n == 16)
                continue;
            seen[n++] = d;
            char sans[DG_MAX][SAN_MAX];
            Move moves[DG_MAX];
            int k = 0;
            for (int b = i; b < e->nblocks && k < DG_MAX; b++)
                if (move_in(e->blocks[b].refutations.v, e->blocks[b].refutations.n, d)) {
                    Position pos = pw_block_pos(&e->blocks[b], start);
                    moves[k] = d;
                    pw_san(sans[k++], &pos, d, lang);
                }
            pw_same_man(sans, moves, k);
            pw_add_alike(w, "1...", (const char (*)[SAN_MAX])sans, k, "!");
        }
}

/* The squares of e's list that the man on from guarded in the diagram, as a sentence
 * lists them ("b5 and c5"): those its first move gives up; how many. */
int pw_guards_given_up(char *list, size_t len, const ThemeEntry *e, const Position *start, int from, Lang lang)
{
    list[0] = '\0';
    int n = 0, k = 0, v[64];
    for (int i = 0; i < e->squares.n; i++)
        if (attackers_of(start, SQ64(e->squares.v[i]), WHITE, all_men(start)) & BIT(from))
            v[n++] = e->squares.v[i];
    for (; k < n; k++) {
        char sq[3];
        square_name(v[k], sq);
        tr_list_add(list, len, sq, k, n, lang);
    }
    return n;
}
