/* test_motives_class.c - properties every motive of a kind must have, checked
 * over every phase of problems where a false one was once reported (the
 * single lines' motives: test_motives.c). */
#include <check.h>

#include "solver/movegen.h"
#include "themes/motives.h"
#include "themes/motives_board.h"
#include "tests/test_helpers.h"

/* The unguards of one phase's mates (set play when p is NULL) whose man, a
 * piece, still guards the square in the position after the defence (b,
 * before the mate): none may. Returns how many unguards of pieces it read. */
static int unguards_still_guarding(const Solution *s, const Play *p, int *still)
{
    MotivePhase ph;
    motive_phase(&ph, s, p);
    const Variation *vars = p ? p->vars : s->set;
    int n = p ? p->nvars : s->nset, read = 0, def = ph.before.side;
    for (int i = 0; i < n; i++) {
        const Variation *v = &vars[i];
        Motives d, mates[16];
        if (!v->n || v->n > 16)
            continue;
        motives_variation(&ph, v->defence, sol_moves(s, v->first), v->n, &d, mates);
        Position b = position_after(&ph.before, v->defence);
        for (int j = 0; j < v->n; j++)
            for (int k = 0; k < mates[j].n; k++) {
                const Motive *m = &mates[j].m[k];
                if (m->kind != MOTIVE_UNGUARD || PTYPE(b.board[m->men[0]]) == PAWN)
                    continue; /* a pawn guards diagonally but interposes straight */
                read++;
                *still += (guards_of(&b, m->squares[0], def) & BIT(m->men[0])) != 0;
            }
    }
    return read;
}

START_TEST(unguard_means_the_guard_is_gone)
{
    /* An unguard says the moved man no longer reaches the square from where it
     * went; when it still guards it there and the mate's man cuts the line, the
     * mate exploits an interference. Checked over every phase of problems
     * where a moved line piece's guard runs through the mating square:
     * nike-438 (1.Qg7! Qb7 2.Nc6#, Bg2 2.Nf3#, beside Qh2 2.Nc6#, a true
     * unguard of e4), hl-739 (1.Nxd4! Rb1 2.Nb3#, Rc1 2.Nc2#: the rook guards
     * b4 or c4 along its file until the knight stands on it) and polgar-2353
     * (set 1...Qa5 2.Nc5#: Qa5 guards d5 along the rank). Each said "unguard"
     * before bbfea0b (a throwaway board check over dev.epd, themes-labels.yaml
     * and problems/ found these and no other). */
    static const char *const fens[] = {
        "b7/2Q4K/3NPB1p/5p2/2RN1k2/1r1n2p1/3P4/3B2Rq w - -",
        "B2n3q/1r2N3/2r4p/4p3/R2pkp2/3pBN2/3P2P1/5Q1K w - -",
        "qB6/8/8/3B4/4N3/8/4NK2/7k w - -",
    };
    for (size_t f = 0; f < sizeof fens / sizeof fens[0]; f++) {
        Position pos = test_position(fens[f]);
        SolveOptions o;
        solve_options_default(&o);
        Solution s;
        solve(&pos, &o, &s);
        ck_assert(s.analysed);
        int read = 0, still = 0;
        if (s.set_computed)
            read += unguards_still_guarding(&s, NULL, &still);
        for (int i = 0; i < s.nkeys; i++)
            read += unguards_still_guarding(&s, &s.keys[i], &still);
        for (int i = 0; i < s.ntries; i++)
            read += unguards_still_guarding(&s, &s.tries[i], &still);
        ck_assert_msg(read > 0, "%s: no unguard of a piece read", fens[f]);
        ck_assert_msg(still == 0, "%s: %d unguards of a man that still guards the square", fens[f], still);
        solution_free(&s);
    }
}
END_TEST

Suite *motives_class_suite(void)
{
    Suite *s = suite_create("motives_class");
    TCase *tc = tcase_create("motives_class");
    tcase_add_test(tc, unguard_means_the_guard_is_gone);
    suite_add_tcase(s, tc);
    return s;
}
