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
