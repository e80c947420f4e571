/* verify_why.c - why verify's expected play fails, in problemist words: an
 * expected key that is no key now with its refutations, the stated lines the
 * board does not confirm with what it gives instead. */
#include "solver/cli/verify_why.h"

#include <string.h>
#include "solver/movegen.h"
#include "solver/report/stated.h"
#include "solver/report/tr.h"
#include "solver/report/wrap.h"

/* "1.Qb3+ cannot be played in this position": an earlier version's key that
 * the edit made illegal (its man gone, its square taken, its line shut), in
 * the letters of that version where the record gives its position. */
static void not_playable(FILE *out, const RecordPlay *want, Move key, Lang lang)
{
    char text[SAN_MAX + 4], buf[SAN_MAX];
    Move old = want->has_start ? move_legal(&want->start, key) : MOVE_NONE;
    snprintf(text, sizeof text, "1.%s",
             old != MOVE_NONE ? move_to_san(&want->start, old, lang, buf, sizeof buf) : move_to_uci(key, buf));
    /* TRANSLATORS: verify; an earlier key that is no legal move now: "1.Kc3 cannot be played in this position". */
    fprintf(out, tr(lang, "%s cannot be played in this position"), text);
    fputc('\n', out);
}

/* Why an expected key is none: "1.Kc4? but 1...Ka2!" (its refutations), or
 * that it mates at once, stalemates or cannot be played. */
static void why_not_key(FILE *out, const Problem *pb, const RecordPlay *want, Move key, Lang lang)
{
    Move m = move_legal(&pb->pos, key), refs[MAX_MOVES];
    char san[SAN_MAX];
    if (m == MOVE_NONE) {
        not_playable(out, want, key, lang);
        return;
    }
    fprintf(out, "1.%s", move_to_san(&pb->pos, m, lang, san, sizeof san));
    Position after = position_after(&pb->pos, m);
    if (!has_legal_move(&after)) {
        fprintf(out, " %s\n", in_check(&after, after.side) ? tr(lang, "mates at once: a short solution")
                                                          : tr(lang, "stalemates"));
        return;
    }
    int n = solve_refutations(&pb->pos, m, refs, MAX_MOVES);
    fprintf(out, "? %s", tr(lang, "but"));
    for (int i = 0; i < n; i++)
        fprintf(out, " 1...%s!", move_to_san(&after, refs[i], lang, san, sizeof san));
    fputc('\n', out);
}

/* The expected keys that are no keys now, each with why, but for one that a
 * line of d already shows as a new try with its refutations (--strict). */
void verify_why_not_keys(FILE *out, const Problem *pb, const RecordPlay *want, const RecordPlay *got,
                         const DiffList *d, Lang lang)
{
    for (int i = 0; i < want->nkeys; i++) {
        if (rec_find_play(got->keys, got->nkeys, want->keys[i].move))
            continue;
        char uci[8];
        move_to_uci(want->keys[i].move, uci);
        bool shown = false;
        for (int j = 0; j < d->n && !shown; j++)
            shown = d->items[j].kind == DK_NEW_TRY && strcmp(d->items[j].move, uci) == 0;
        if (!shown)
            why_not_key(out, pb, want, want->keys[i].move, lang);
    }
}

/* The lines pb's stated solution gives that the play does not confirm, on
 * one line as solve writes them ("Stated lines that do not hold: ..."), then
 * the variations of s it leaves out (no difference: "Variations not stated:
 * ..."); the count of the first, and in *nlines how many lines it states. */
int verify_stated_lines(const Problem *pb, const Solution *s, bool all_defences, Lang lang, int *nlines)
{
    Stated st;
    int bad = 0;
    *nlines = 0;
    if (!stated_read(pb, &st))
        return 0;
    *nlines = st.nlines;
    /* in lang's letters, each with what holds instead, wrapped as solve's */
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (mem) {
        bad = stated_failing_text(mem, &st, &pb->pos, lang);
        if (fclose(mem) == 0)
            wrap_write(stdout, text, len, REPORT_WIDTH);
        free(text);
    } else {
        bad = stated_failing_text(stdout, &st, &pb->pos, lang);
    }
    stated_omitted_text(stdout, &st, &pb->pos, s, all_defences, lang);
    stated_free(&st);
    return bad;
}
