/* phases_text.c - a theme across phases in the Analysis: each phase it rests on
 * with its threats, the defences and mates that make the theme, and refutations.
 * Moves not legal where they stand (a record read from a file) are written in UCI. */
#include <string.h>
#include "solver/report/phases_text.h"
#include "solver/report/defence_group.h"
#include "solver/report/phases_why.h"
#include "solver/movegen.h"
#include "solver/report/moves_text.h"
#include "solver/report/theme_words.h"
#include "solver/report/tr.h"
#include "themes/phases.h"
#include "themes/theme_table.h"

/* The SAN of m in pos, or its UCI when it is not a legal move there. */
static void put(FILE *out, const Position *pos, Move m, Lang lang)
{
    char buf[SAN_MAX];
    Move legal = move_legal(pos, m);
    fputs(legal == MOVE_NONE ? move_to_uci(m, buf) : move_to_san(pos, legal, lang, buf, sizeof buf), out);
}

static Position after(const Position *pos, Move m)
{
    Move legal = move_legal(pos, m);
    return legal != MOVE_NONE ? position_after(pos, legal) : *pos;
}

/* The line of defence d in block b, or NULL. */
static const ThemeLine *line_of(const ThemeBlock *b, Move d)
{
    for (int i = 0; i < b->variations.n; i++)
        if (MOVE_KEY(b->variations.v[i].move) == MOVE_KEY(d))
            return &b->variations.v[i];
    return NULL;
}

/* Where block b's play is: after its first move, or the diagram passed (set play). */
static Position block_pos(const ThemeBlock *b, const Position *start)
{
    return b->move != MOVE_NONE ? after(start, b->move) : position_passed(start);
}

/* Whether defences a and b of entry e are one defence of a Zagoruiko: moves met by
 * one mate (its identity, as the detector compares them) in every phase, of one man
 * or two (theme_zagoruiko.c). */
static bool one_defence(const ThemeEntry *e, const Position *start, Move a, Move b)
{
    for (int k = 0; k < e->nblocks; k++) {
        const ThemeLine *x = line_of(&e->blocks[k], a), *y = line_of(&e->blocks[k], b);
        if (!x || !y || x->moves.n == 0 || y->moves.n == 0)
            return false;
        Position pos = block_pos(&e->blocks[k], start);
        if (mate_identity(&pos, x->moves.v[0]) != mate_identity(&pos, y->moves.v[0]))
            return false;
    }
    return true;
}

/* Whether e writes the moves met by one mate in every phase as one line: a
 * Zagoruiko counts its defences so (its "n"), a Bartolović's defences a and b
 * are each such a group (theme_bartolovic.c). */
static bool groups_defences(const ThemeEntry *e)
{
    return e && (e->id == THEME_ZAGORUIKO || e->id == THEME_BARTOLOVIC);
}

/* The first defence of e's first phase that is one defence with d (d itself when
 * none before it is): the line that writes the group. */
static Move group_head(const ThemeEntry *e, const Position *start, Move d)
{
    if (!groups_defences(e) || e->nblocks == 0)
        return d;
    const ThemeLines *first = &e->blocks[0].variations;
    for (int i = 0; i < first->n && MOVE_KEY(first->v[i].move) != MOVE_KEY(d); i++)
        if (one_defence(e, start, first->v[i].move, d))
            return first->v[i].move;
    return d;
}

/* " 1...Nb4/Nd4 2.Q(x)b4#": the line of defence v in block b written with the
 * other defences of its group (e may be NULL: each line alone). */
static void group_line(FILE *out, const ThemeEntry *e, const ThemeBlock *b, const ThemeLine *v, const Position *pos,
                       const Position *start, Lang lang)
{
    Move defs[DG_MAX];
    const ThemeMoves *mates[DG_MAX];
    int n = 0;
    defs[n] = v->move, mates[n++] = &v->moves;
    for (int i = 0; groups_defences(e) && i < b->variations.n && n < DG_MAX; i++) {
        const ThemeLine *w = &b->variations.v[i];
        if (w != v && MOVE_KEY(group_head(e, start, w->move)) == MOVE_KEY(v->move))
            defs[n] = w->move, mates[n++] = &w->moves;
    }
    fputs(" 1...", out);
    dg_put_defences(out, pos, defs, n, lang);
    dg_put_mates(out, pos, defs, mates, n, lang); /* 2.h8=Q# (=R) */
}

/* Block b of entry e (NULL: a block alone), a group of moves of one man that e
 * counts as one defence written as one line. */
static void block_text(FILE *out, const ThemeEntry *e, const ThemeBlock *b, const Position *start, Lang lang)
{
    Position pos;
    if (b->move != MOVE_NONE) {
        fputs("1.", out);
        put(out, start, b->move, lang);
        size_t len = strlen(b->label);
        fputs(len && b->label[len - 1] == '!' ? "!" : "?", out);
        pos = after(start, b->move);
    } else {
        /* TRANSLATORS: the set play as a phase of a theme: "set 1...Kd3 2.Qb1#". */
        fputs(tr(lang, "set"), out);
        pos = position_passed(start);
    }
    if (b->threats.n > 0) {
        Position passed = position_passed(&pos);
        fputs(" (", out);
        for (int i = 0; i < b->threats.n; i++) {
            fputs(i ? " 2." : "2.", out);
            put(out, &passed, b->threats.v[i], lang);
        }
        fputc(')', out);
    }
    for (int i = 0; i < b->variations.n; i++) {
        const ThemeLine *v = &b->variations.v[i];
        if (MOVE_KEY(group_head(e, start, v->move)) == MOVE_KEY(v->move))
            group_line(out, e, b, v, &pos, start, lang);
    }
    for (int i = 0; i < b->refutations.n; i++) {
        if (i == 0)
            fprintf(out, " %s", tr(lang, "but"));
        fputs(" 1...", out);
        put(out, &pos, b->refutations.v[i], lang);
        fputc('!', out);
    }
}

void phases_text_block(FILE *out, const ThemeBlock *b, const Position *start, Lang lang)
{
    block_text(out, NULL, b, start, lang);
}

void phases_text_label(const ThemeEntry *e, Lang lang, char *buf, size_t len)
{
    const ThemeInfo *t = theme_info(e->id);
    /* A theme of one key with phases (transferred mates from the set play) has no
     * title: its words. */
    const char *title = t->title ? tr(lang, t->title) : theme_words(t->name, lang);
    if (entry_has(e, EF_M) && entry_has(e, EF_N))
        snprintf(buf, len, "%s %dx%d", title, e->m, e->n);
    else if (entry_has(e, EF_N))
        snprintf(buf, len, "%s %d", title, e->n);
    else
        snprintf(buf, len, "%s", title);
}

void phases_text_title(FILE *out, const ThemeEntry *e, Lang lang)
{
    char label[128];
    phases_text_label(e, lang, label, sizeof label);
    fputs(label, out);
}

void phases_text_blocks(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    for (int i = 0; i < e->nblocks; i++) {
        if (i)
            fprintf(out, "%s ", tr_semicolon(lang));
        block_text(out, e, &e->blocks[i], start, lang);
    }
    phases_why(out, e, start, lang);
}

bool phases_text_entry(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (!entry_has(e, EF_PHASES))
        return false;
    fputs("  ", out);
    phases_text_title(out, e, lang);
    if (e->id == THEME_TRANSFERRED_MATES && entry_has(e, EF_COUNT) && e->count > 0)
        fprintf(out, " (%d)", e->count); /* the defences it counts, as other themes' headings show theirs */
    fprintf(out, "%s ", tr_colon(lang));
    phases_text_blocks(out, e, start, lang);
    fputc('\n', out);
    return true;
}
