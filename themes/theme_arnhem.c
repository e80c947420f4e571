/* theme_arnhem.c - Arnhem: between two tries a defence and a refutation change
 * places, the defence being met by the same mate in both: 1.X? 1...a 2.A#
 * 1...b!; 1.Y? 1...b 2.A# 1...a! (the Dutch problem society's list of themes,
 * probleemblad.nl, "Arnhem-thema"). "The same mate" is a mate identity (man
 * type, square, promotion class: themes/PHASES.md). Checking tries are no
 * thematic tries (themes/CHECKING-TRIES.md), and neither a nor b may give check
 * in either try: a refutation by check to a king that walked into it defeats no
 * threat by play (themes/README.md, row arnhem). One entry per exchanged pair
 * (a, b) and mate A, with every try that shows it: those met by a first, then
 * those met by b (1.Ra6?, 1.Rb6? against 1.Rg6?, 1.Rh6? is one idea). */
#include <stdlib.h>
#include "themes/phase_moves.h"
#include "themes/phase_roles.h"
#include "solver/movegen.h"

typedef struct {
    Move a, b;        /* a met by the mate in the tries of role 0, b in those of role 1 */
    int mate;
    PhaseRoles tries; /* a try of role 0 is refuted by b, so it is none of role 1 */
} Pair;

/* Records tries t (a met by mate, b refutes) and u (the other way) in their pair's
 * group, adding the group when new; false when out of memory. */
static bool record(const Phases *P, Pair **v, int *n, int *cap, int t, int u, Move a, Move b, int mate)
{
    for (int i = 0; i < *n; i++) {
        Pair *p = &(*v)[i];
        if (p->mate != mate)
            continue;
        int role = MOVE_KEY(p->a) == MOVE_KEY(a) && MOVE_KEY(p->b) == MOVE_KEY(b) ? 0
                 : MOVE_KEY(p->a) == MOVE_KEY(b) && MOVE_KEY(p->b) == MOVE_KEY(a) ? 1 : -1;
        if (role >= 0) {
            phase_roles_add(&p->tries, role, t);
            phase_roles_add(&p->tries, 1 - role, u);
            return true;
        }
    }
    if (*n == *cap) {
        int c = *cap ? 2 * *cap : 4;
        Pair *w = realloc(*v, (size_t)c * sizeof *w);
        if (!w)
            return false;
        *v = w;
        *cap = c;
    }
    Pair *p = &(*v)[*n];
    *p = (Pair){ .a = a, .b = b, .mate = mate };
    if (!phase_roles_new(&p->tries, 2, P))
        return false;
    (*n)++;
    phase_roles_add(&p->tries, 0, t);
    phase_roles_add(&p->tries, 1, u);
    return true;
}

static bool checks(const Phases *P, int i, Move d)
{
    return gives_check(&P->ph[i].pos, d);
}

/* Every a refuting u and b refuting t whose mates in t and u (one identity each)
 * agree, neither checking in either try. */
static bool try_pair(const Phases *P, int t, int u, Pair **v, int *n, int *cap)
{
    int nb, na;
    const Move *rb = phase_refutations(P, t, &nb);
    const Move *ra = phase_refutations(P, u, &na);
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++) {
            Move a = ra[i], b = rb[j];
            int mate = phase_mate(P, t, a);
            if (MOVE_KEY(a) == MOVE_KEY(b) || mate < 0 || mate != phase_mate(P, u, b) ||
                checks(P, t, a) || checks(P, u, a) || checks(P, t, b) || checks(P, u, b))
                continue;
            if (!record(P, v, n, cap, t, u, a, b, mate))
                return false;
        }
    return true;
}

static void add_entry(const Phases *P, const Pair *p, Analysis *A)
{
    ThemeEntry *e = phase_roles_entry(A, THEME_ARNHEM, P, &p->tries);
    for (int j = 0; e && j < phase_roles_count(&p->tries); j++) {
        int role, t = phase_roles_phase(&p->tries, j, &role);
        phase_entry_line(e, j, P, t, role == 0 ? p->a : p->b);
        phase_entry_refutation(e, j, role == 0 ? p->b : p->a);
    }
}

void theme_arnhem(const Phases *P, Analysis *A)
{
    Pair *v = NULL;
    int n = 0, cap = 0;
    bool ok = true;
    for (int t = 0; ok && t < P->n; t++)
        for (int u = t + 1; ok && u < P->n; u++)
            if (phase_quiet_try(P, t) && phase_quiet_try(P, u))
                ok = try_pair(P, t, u, &v, &n, &cap);
    for (int i = 0; i < n; i++) {
        if (ok)
            add_entry(P, &v[i], A);
        phase_roles_free(&v[i].tries);
    }
    free(v);
}
