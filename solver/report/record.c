/* record.c - solve one problem into its JSON record. */
#include "solver/report/record.h"

#include "solver/report/json.h"
#include "solver/report/stated.h"

char *solve_problem_record(const Problem *pb, const SolveOptions *so, Lang lang,
                           Status *status)
{
    return solve_problem_record_stated(pb, so, lang, status, NULL);
}

char *solve_problem_record_stated(const Problem *pb, const SolveOptions *so, Lang lang,
                                  Status *status, int *stated)
{
    SolveOptions own;
    problem_solve_options(pb, so, &own);
    Solution s;
    solve(&pb->pos, &own, &s);
    char *line = report_json_string(pb, &s, &own, lang);
    if (status)
        *status = s.status;
    if (stated)
        *stated = stated_verdict(pb, &s);
    solution_free(&s);
    return line;
}

char *twin_record(const Problem *pb, const Twins *T, const SolveOptions *own, Lang lang)
{
    const Solution *s = &T->v[T->n - 1].s;
    Analysis A;
    analysis_init(&A);
    analysis_build(&A, s);
    analysis_twins(&A, T); /* after the twin's own, as on its record */
    char *line = report_json_string_analysed(pb, s, &A, own, lang);
    analysis_free(&A);
    return line;
}

char *solve_twin_record(const Problem *pb, const SolveOptions *so, Lang lang, Twins *T,
                        Status *status, int *stated)
{
    if (!pb->twin)
        return solve_problem_record_stated(pb, so, lang, status, stated);
    SolveOptions own;
    problem_solve_options(pb, so, &own);
    Solution s;
    solve(&pb->pos, &own, &s);
    const Solution *held = twins_add(T, pb->twin, &s);
    if (status)
        *status = held->status;
    if (stated)
        *stated = stated_verdict(pb, held);
    return twin_record(pb, T, &own, lang);
}
