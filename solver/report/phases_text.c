/* phases_text.c - a theme across phases in the Analysis: each phase it rests on
 * with its threats, the defences and mates that make the theme, and refutations.
 * Moves not legal where they stand (a record read from a file) are written in UCI. */
#include <string.h>
#include "solver/report/phases_text.h"
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
        phases_text_block(out, &e->blocks[i], start, lang);
    }
    phases_why(out, e, start, lang);
}

bool phases_text_entry(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (!entry_has(e, EF_PHASES))
        return false;
    fputs("  ", out);
    phases_text_title(out, e, lang);
    fprintf(out, "%s ", tr_colon(lang));
    phases_text_blocks(out, e, start, lang);
    fputc('\n', out);
    return true;
}
