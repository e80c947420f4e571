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

/* " 1...Nb4/Nd4 2.Q(x)b4#": line i of block b written with the other lines of its
 * group (ThemeLine.group: a Zagoruiko's or a Bartolović's defences met by one mate
 * in every phase, changed and transferred mates' moves of one man met alike in
 * every twin, the other entries' moves of one man met alike in the block,
 * themes/entry_groups.c), "1...N~" as dg_put_group writes it. */
static void group_line(FILE *out, const ThemeBlock *b, int i, const Position *pos, Lang lang)
{
    Move defs[DG_MAX];
    const ThemeMoves *mates[DG_MAX];
    int n = dg_group_moves(&b->variations, i, defs, mates);
    dg_put_group(out, pos, &b->variations, i, lang);
    dg_put_mates(out, pos, defs, mates, n, lang); /* 2.h8=Q# (=R) */
}

/* Block b of an entry, each group of lines that the entry counts as one defence
 * written as one line (the lines of other entries each carry their own). */
static void block_text(FILE *out, const ThemeBlock *b, const Position *start, Lang lang)
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
        text_threats(out, &passed, b->threats.v, b->threats.n, lang); /* " (2.h8=Q# (=R))": one threat */
    }
    for (int i = 0; i < b->variations.n; i++)
        if (b->variations.v[i].group == i) /* else written with its group */
            group_line(out, b, i, &pos, lang);
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
    block_text(out, b, start, lang);
}

/* A named form's title where it is not the theme's: the cyclic Hannelius (three
 * tries, themes/PHASES.md); NULL for another. */
static const char *form_title(const ThemeEntry *e, Lang lang)
{
    if (e->id == THEME_HANNELIUS && entry_has(e, EF_VARIANT) && strcmp(e->variant, "cyclic") == 0)
        /* TRANSLATORS: Hannelius's form with three tries whose refutations go round a cycle */
        return tr(lang, "cyclic Hannelius");
    return NULL;
}

void phases_text_label(const ThemeEntry *e, Lang lang, char *buf, size_t len)
{
    const ThemeInfo *t = theme_info(e->id);
    /* A theme of one key with phases (transferred mates from the set play) has no
     * title: its words. */
    const char *title = form_title(e, lang);
    if (!title)
        title = t->title ? tr(lang, t->title) : theme_words(t->name, lang);
    if (entry_has(e, EF_M) && entry_has(e, EF_N))
        snprintf(buf, len, "%s %dx%d", title, e->m, e->n);
    else if (entry_has(e, EF_N)) /* the count as the other headings write it, "changed mates (3)" */
        snprintf(buf, len, "%s (%d)", title, e->n);
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
        block_text(out, &e->blocks[i], start, lang);
    }
    phases_why(out, e, start, lang);
}

int phases_text_count(const ThemeEntry *e)
{
    /* the defences transferred mates count, as other themes' headings show theirs */
    return e->id == THEME_TRANSFERRED_MATES && entry_has(e, EF_COUNT) && e->count > 0 ? e->count : 0;
}

bool phases_text_entry(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (!entry_has(e, EF_PHASES))
        return false;
    fputs("  ", out);
    phases_text_title(out, e, lang);
    if (phases_text_count(e) > 0)
        fprintf(out, " (%d)", phases_text_count(e));
    fprintf(out, "%s ", tr_colon(lang));
    phases_text_blocks(out, e, start, lang);
    fputc('\n', out);
    return true;
}
