/* stated_omitted.c - the variations a stated solution leaves out: of each key
 * whose text gives at least one variation, the variations solve lists whose
 * defence the text does not give, as `verify --strict` says them:
 *   Variations not stated: 1.Kc3! 1...Ka4 2.Qb4#
 * A solution text is free to leave lines out (magazines print the main ones),
 * so this is information, never a difference (STATED.md). */
#include <string.h>
#include "solver/movegen.h"
#include "solver/report/stated.h"
#include "solver/report/tr.h"

/* Whether st gives a variation after first move key, with defence d (or, d
 * MOVE_NONE, any). */
static bool gives(const Stated *st, Move key, Move d)
{
    for (int i = 0; i < st->nlines; i++) {
        const StatedLine *l = &st->lines[i];
        if (l->kind == SL_VARIATION && l->first == key && l->defence != MOVE_NONE &&
            (d == MOVE_NONE || l->defence == d))
            return true;
    }
    return false;
}

/* " 1.Kc3! 1...Ka4 2.Qb4#": the variation v of key k, its mates each "2.X". */
static void put_variation(FILE *out, const Position *start, const Solution *s, const Play *k, const Variation *v,
                          Lang lang)
{
    char buf[SAN_MAX], def[SAN_MAX];
    Position after = position_after(start, k->move);
    fprintf(out, " 1.%s! 1...%s", move_to_san(start, k->move, lang, buf, sizeof buf),
            move_to_san(&after, v->defence, lang, def, sizeof def));
    Position mate = position_after(&after, v->defence);
    for (int j = 0; j < v->n; j++)
        fprintf(out, " 2.%s", move_to_san(&mate, s->pool[v->first + j], lang, buf, sizeof buf));
}

int stated_omitted_text(FILE *out, const Stated *st, const Position *start, const Solution *s, bool all_defences,
                        Lang lang)
{
    int n = 0;
    for (int i = 0; i < s->nkeys; i++) {
        const Play *k = &s->keys[i];
        if (!gives(st, k->move, MOVE_NONE))
            continue;
        for (int j = 0; j < k->nvars; j++) {
            const Variation *v = &k->vars[j];
            if (!variation_listed(s, k, v, all_defences) || gives(st, k->move, v->defence))
                continue;
            /* TRANSLATORS: verify --strict: "Variations not stated: 1.Kc3! 1...Ka4 2.Qb4#; ...", the real
             * variations the problem's stated solution leaves out. */
            fputs(n ? tr_semicolon(lang) : tr(lang, "Variations not stated:"), out);
            put_variation(out, start, s, k, v, lang);
            n++;
        }
    }
    if (n)
        fputc('\n', out);
    return n;
}
