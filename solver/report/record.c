/* record.c - solve one problem into its JSON record. */
#include "solver/report/record.h"

#include "solver/report/json.h"

char *solve_problem_record(const Problem *pb, const SolveOptions *so, Lang lang,
                           Status *status)
{
    SolveOptions own;
    problem_solve_options(pb, so, &own);
    Solution s;
    solve(&pb->pos, &own, &s);
    char *line = report_json_string(pb, &s, &own, lang);
    if (status)
        *status = s.status;
    solution_free(&s);
    return line;
}
