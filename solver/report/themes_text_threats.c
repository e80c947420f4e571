/* themes_text_threats.c - the Analysis's lines of several threats: the effective
 * defences grouped by the threats they leave, a Fleck's threats each with the
 * defences that leave it alone. */
#include <stdlib.h>
#include "solver/report/themes_text_threats.h"
#include "solver/report/tr.h"

/* Effective defences grouped by the threats they leave: "1...a 1...b leave
 * 2.X#; 1...c defeats every threat". Only with two threats or more: with one,
 * every variation above defeats it. */
void tt_effective(const Ctx *c, const ThemeEntry *e)
{
    const ThemeLines *defs = &e->defeats;
    bool *done = calloc((size_t)defs->n + 1, sizeof *done);
    Move *left = malloc(sizeof *left * (size_t)(e->threats.n + 1));
    if (!done || !left)
        abort();
    const char *sep = tt_colon(c);
    for (int i = 0; i < defs->n; i++) {
        const ThemeMoves *defeats = &defs->v[i].moves;
        if (done[i])
            continue;
        fputs(sep, c->out);
        sep = tt_semi(c);
        int n = 0;
        for (int j = 0; j < defs->n; j++)
            if (!done[j] && moves_same(&defs->v[j].moves, defeats)) {
                tt_put_line(c, &c->after, defs->v[j].move, NULL);
                done[j] = true;
                n++;
            }
        int nleft = 0;
        for (int k = 0; k < e->threats.n; k++)
            if (!moves_hold(defeats, e->threats.v[k]))
                left[nleft++] = e->threats.v[k];
        if (nleft == 0) {
            fprintf(c->out, " %s", n == 1 ? T(c, "defeats every threat") : T(c, "defeat every threat"));
        } else {
            /* TRANSLATORS: "1...Qxe5 leaves 2.Qg7#": after it that threat still mates. */
            fprintf(c->out, " %s", n == 1 ? T(c, "leaves") : T(c, "leave"));
            tt_put_threats(c, left, nleft);
        }
    }
    free(done);
    free(left);
}

/* "2.Qxf6# after 1...g5+; 2.Qg7# after 1...Ne4 ...": the defences that leave
 * each threat alone (written on its own, without the effective-defences line). */
void tt_separations(const Ctx *c, const ThemeEntry *e)
{
    for (int i = 0; i < e->separations.n; i++) {
        const ThemeLine *sep = &e->separations.v[i];
        fputs(i ? tt_semi(c) : tt_colon(c), c->out);
        tt_put_threats(c, &sep->move, 1);
        fprintf(c->out, " %s", T(c, "after"));
        tt_put_defences(c, &c->after, &sep->moves);
    }
}
