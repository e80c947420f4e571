/* phases_text.c - a theme across phases in the Analysis: each phase it rests on
 * with its threats, the defences and mates that make the theme, and refutations.
 * Moves not legal where they stand (a record read from a file) are written in UCI. */
#include <string.h>
#include "solver/report/phases_text.h"
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

void phases_text_block(FILE *out, const ThemeBlock *b, const Position *start, Lang lang)
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
        fputs(" 1...", out);
        put(out, &pos, v->move, lang);
        Position a = after(&pos, v->move);
        text_mates_loose(out, &a, v->moves.v, v->moves.n, lang); /* 2.h8=Q# (=R) */
    }
    for (int i = 0; i < b->refutations.n; i++) {
        if (i == 0)
            fprintf(out, " %s", tr(lang, "but"));
        fputs(" 1...", out);
        put(out, &pos, b->refutations.v[i], lang);
        fputc('!', out);
    }
}

/* The SAN of m in pos (UCI when not legal there) into buf. */
static const char *san(const Position *pos, Move m, Lang lang, char *buf)
{
    Move legal = move_legal(pos, m);
    return legal == MOVE_NONE ? move_to_uci(m, buf) : move_to_san(pos, legal, lang, buf, SAN_MAX);
}

/* The index in lines (played in pl) of the first line with a mate that is one of
 * ms (in pm): the same man type to the same square (mate_identity), or -1;
 * *mate gets that one of ms. */
static int line_mating_with(const ThemeLines *lines, const Position *pl, const ThemeMoves *ms, const Position *pm,
                            Move *mate)
{
    for (int i = 0; i < lines->n; i++)
        for (int j = 0; j < lines->v[i].moves.n; j++)
            for (int k = 0; k < ms->n; k++)
                if (mate_identity(pl, lines->v[i].moves.v[j]) == mate_identity(pm, ms->v[k])) {
                    *mate = ms->v[k];
                    return i;
                }
    return -1;
}

/* What makes a Le Grand (or pseudo Le Grand), named from its two blocks: a
 * threat of the first phase mates after a defence in the second, and a mate of
 * the first becomes the second's threat. False when the blocks do not say it. */
static bool le_grand_why(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (e->nblocks != 2 || e->blocks[0].move == MOVE_NONE || e->blocks[1].move == MOVE_NONE)
        return false;
    const ThemeBlock *x = &e->blocks[0], *y = &e->blocks[1];
    Move a = MOVE_NONE, b = MOVE_NONE;
    Position px = after(start, x->move), py = after(start, y->move);
    int in_y = line_mating_with(&y->variations, &py, &x->threats, &px, &a);
    int in_x = line_mating_with(&x->variations, &px, &y->threats, &py, &b);
    if (in_y < 0 || in_x < 0)
        return false;
    Position tx = position_passed(&px), ty = position_passed(&py);
    char sa[SAN_MAX], sx[SAN_MAX], sdy[SAN_MAX], sb[SAN_MAX], sdx[SAN_MAX];
    size_t len = strlen(x->label);
    fputs(" (", out);
    /* TRANSLATORS: Le Grand: the try's threat mates after the key's defence, the try's mate is the key's threat. */
    fprintf(out, tr(lang, "the threat 2.%s of 1.%s%s mates after 1...%s, its mate 2.%s after 1...%s becomes the threat"),
            san(&tx, a, lang, sa), san(start, x->move, lang, sx), len && x->label[len - 1] == '!' ? "!" : "?",
            san(&py, y->variations.v[in_y].move, lang, sdy), san(&ty, b, lang, sb),
            san(&px, x->variations.v[in_x].move, lang, sdx));
    fputc(')', out);
    return true;
}

/* What makes a Dombrovskis: the try's refutation, met after the key by the
 * try's threat. False when the blocks do not say it. */
static bool dombrovskis_why(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (e->nblocks != 2 || e->blocks[0].move == MOVE_NONE || e->blocks[0].refutations.n == 0)
        return false;
    const ThemeBlock *x = &e->blocks[0], *y = &e->blocks[1];
    Move a = MOVE_NONE;
    Position px = after(start, x->move), py = after(start, y->move);
    int in_y = line_mating_with(&y->variations, &py, &x->threats, &px, &a);
    if (in_y < 0)
        return false;
    Position tx = position_passed(&px);
    char sd[SAN_MAX], sx[SAN_MAX], sa[SAN_MAX];
    Move d = y->variations.v[in_y].move;
    fputs(" (", out);
    /* TRANSLATORS: Dombrovskis: "the refutation 1...Ke4! of 1.Bd7? is met by its threat 2.Qd4#". */
    fprintf(out, tr(lang, "the refutation 1...%s! of 1.%s? is met by its threat 2.%s"), san(&px, d, lang, sd),
            san(start, x->move, lang, sx), san(&tx, a, lang, sa));
    fputc(')', out);
    return true;
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
        fputs(i ? "; " : "", out);
        phases_text_block(out, &e->blocks[i], start, lang);
    }
    if (e->id == THEME_LE_GRAND || e->id == THEME_PSEUDO_LE_GRAND)
        le_grand_why(out, e, start, lang);
    else if (e->id == THEME_DOMBROVSKIS)
        dombrovskis_why(out, e, start, lang);
}

bool phases_text_entry(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (!entry_has(e, EF_PHASES))
        return false;
    fputs("  ", out);
    phases_text_title(out, e, lang);
    fputs(": ", out);
    phases_text_blocks(out, e, start, lang);
    fputc('\n', out);
    return true;
}
