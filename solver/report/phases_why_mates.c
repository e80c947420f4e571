/* phases_why_mates.c - the words of the themes across phases whose mates move
 * between phases (phases_why.c): Rukhlis's set mates that come back, and the set
 * mates transferred to other defences, each mate known by man and square
 * (mate_identity). */
#include <stdlib.h>
#include <string.h>
#include "solver/report/phases_why_mates.h"
#include "solver/report/defence_group.h"
#include "solver/report/phases_why_words.h"
#include "solver/report/moves_text.h"
#include "solver/report/tr.h"
#include "themes/phases.h"

/* The identity of line l's first mate, its defence played in pos; -1 without a mate. */
static int line_mate(const ThemeLine *l, const Position *pos)
{
    if (l->moves.n == 0)
        return -1;
    Position a = pw_after(pos, l->move);
    return mate_identity(&a, l->moves.v[0]);
}

/* Rukhlis: the set mates change after the key and come back after other defences. */
bool phases_why_rukhlis(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    const ThemeBlock *set = pw_set_block(e);
    const ThemeBlock *key = pw_key_block(e);
    if (!set || !key)
        return false;
    Position ps = pw_block_pos(set, start), pk = pw_block_pos(key, start);
    Words mates = { 0 }, back = { 0 };
    pw_mates_of(&mates, set, start, lang);
    for (int i = 0; i < key->variations.n; i++) {
        const ThemeLine *v = &key->variations.v[i];
        if (pw_line_of(set, v->move) || v->moves.n == 0)
            continue;
        int id = line_mate(v, &pk);
        for (int j = 0; j < set->variations.n; j++)
            if (line_mate(&set->variations.v[j], &ps) == id) {
                pw_add_move(&back, "1...", &pk, v->move, "", lang);
                break;
            }
    }
    if (mates.n == 0 || back.n == 0)
        return false;
    fputs(" (", out);
    /* TRANSLATORS: Rukhlis: "the set mates 2.Nxc5# 2.Nd6# change after the key and come back after 1...Bxc5 1...Nd6". */
    fprintf(out, tr(lang, "the set mates %1$s change after the key and come back after %2$s"), mates.s, back.s);
    fputc(')', out);
    return true;
}

/* The set defences (of ns, their mates' identities sid) whose set mate is mate
 * id, but for key defence d itself: marked in from; how many. */
static int transfers_from(const ThemeBlock *set, const int *sid, int ns, Move d, int id, bool *from)
{
    int n = 0;
    for (int j = 0; j < ns; j++) {
        from[j] = sid[j] == id && MOVE_KEY(set->variations.v[j].move) != MOVE_KEY(d);
        n += from[j];
    }
    return n;
}

/* " 1...g5/g6" into w: moves m[0..n) in pos, those of one man as one defence
 * (dg_put_by_man), as the other texts of groups write them. */
static void add_defences(Words *w, const Position *pos, const Move *m, int n, Lang lang)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (f) {
        dg_put_by_man(f, pos, m, n, lang);
        if (fclose(f) != 0) {
            free(text);
            text = NULL;
        }
    }
    if (!text) { /* out of memory: one at a time */
        for (int j = 0; j < n; j++)
            pw_add_move(w, "1...", pos, m[j], "", lang);
        return;
    }
    pw_add(w, w->n || !*text ? text : text + 1); /* no blank to begin with */
    free(text);
}

/* Transferred mates from the set play: each mate after the key with the set
 * defences it met and every key defence it meets now from them, "2.Qf5# from
 * 1...e2 1...e3 to 1...Kf4 1...Kg4" (one item, not one a key defence; the moves of one
 * man as one: "to 1...g5/g6"). */
bool phases_why_transferred(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    const ThemeBlock *set = pw_set_block(e);
    const ThemeBlock *key = pw_key_block(e);
    if (!set || !key)
        return false;
    Position ps = pw_block_pos(set, start), pk = pw_block_pos(key, start);
    int nk = key->variations.n < MAX_MOVES ? key->variations.n : MAX_MOVES;
    int ns = set->variations.n < MAX_MOVES ? set->variations.n : MAX_MOVES;
    int sid[MAX_MOVES], kid[MAX_MOVES]; /* each line's mate identity, worked out once */
    for (int j = 0; j < ns; j++)
        sid[j] = line_mate(&set->variations.v[j], &ps);
    for (int i = 0; i < nk; i++)
        kid[i] = line_mate(&key->variations.v[i], &pk);
    bool from[MAX_MOVES], other[MAX_MOVES], done[MAX_MOVES] = { false };
    Words w = { 0 };
    int n = 0;
    for (int i = 0; i < nk; i++) {
        const ThemeLine *v = &key->variations.v[i];
        if (done[i] || kid[i] < 0 || transfers_from(set, sid, ns, v->move, kid[i], from) == 0)
            continue;
        Position a = pw_after(&pk, v->move);
        pw_add(&w, n++ ? tr_semicolon(lang) : "");
        pw_add_move(&w, "2.", &a, v->moves.v[0], "", lang);
        pw_add(&w, " ");
        pw_add(&w, tr(lang, "from"));
        Move list[MAX_MOVES];
        int nl = 0;
        for (int j = 0; j < ns; j++)
            if (from[j])
                list[nl++] = set->variations.v[j].move;
        add_defences(&w, &ps, list, nl, lang);
        pw_add(&w, " ");
        pw_add(&w, tr(lang, "to"));
        nl = 0;
        for (int k = i; k < nk; k++) { /* the key defences the same mate meets from the same set ones */
            const ThemeLine *u = &key->variations.v[k];
            if (done[k] || kid[k] != kid[i] || !transfers_from(set, sid, ns, u->move, kid[i], other)
                || memcmp(other, from, (size_t)ns * sizeof *from) != 0)
                continue;
            Position b = pw_after(&pk, u->move);
            if (text_same_san(&a, v->moves.v[0], &b, u->moves.v[0], lang)) { /* "2.Be5#", not "2.Bxe5#" */
                list[nl++] = u->move;
                done[k] = true;
            }
        }
        add_defences(&w, &pk, list, nl, lang);
    }
    if (n == 0)
        return false;
    fputs(" (", out);
    /* TRANSLATORS: transferred mates from the set play: "set mates meet other defences after the key: 2.Qf5# from 1...e2 to 1...Kf4". */
    fprintf(out, tr(lang, "set mates meet other defences after the key: %s"), w.s);
    fputc(')', out);
    return true;
}
