/* check_main.c - runs every Check suite linked into the test binary.
 * Suites are weak symbols so that each test file only has to define its own. */
#include <check.h>
#include <stdlib.h>

#define SUITES(X) X(board) X(search) X(search_reuse) X(fen) X(fen_complete) X(legal) X(fen_hostile) X(fen_file) X(pgn) X(popeye) X(popeye_twins) X(popeye_malformed) X(popeye_solutions) X(olive) X(strbuf) X(write) X(rewrite) X(convert_keeps) X(san) X(report) X(record_text) X(record_motives) X(report_why) X(report_languages) X(report_catalogues) X(report_joins) X(report_order) X(report_words) X(report_phases_why) X(report_phases_groups) X(report_bartolovic) X(report_phases_each) X(report_threats) X(report_theme_why) X(report_correction_why) X(report_theme_mates) X(report_squares_why) X(report_men_words) X(theme_chips) X(random_moves) X(defence_group) X(analysis_groups) X(stated) X(stated_failing) X(themes) X(themes_counts) X(themes_type) X(themes_text) X(themes_text_words) X(themes_key) X(themes_mates) X(themes_novotny) X(themes_named) X(themes_phases) X(themes_dombrovskis) X(themes_corrections) X(themes_changes) X(themes_hannelius) X(themes_men) X(themes_twins) X(motives) X(motives_class) X(motives_needed) X(theme_table) X(batch) X(batch_shard) X(batch_resume) X(batch_formats) X(batch_options) X(batch_killed) X(batch_twins) X(resume) X(diff) X(record_read) X(verify) X(watch) X(solve) X(diagram) X(publish) X(serve) X(serve_collection) X(serve_aids) X(serve_words) X(serve_save) X(serve_limits) X(serve_print) X(aids) X(aids_twins) X(economy) X(economy_phases) X(economy_words) X(repair) X(repair_words) X(cli) X(man_sections) X(cli_once) X(themes_cmd) X(messages) X(defaults) X(optparse) X(signature) X(index_db) X(tmp_dir) X(atomic_file)
#define DECLARE(name) Suite *name##_suite(void) __attribute__((weak));
SUITES(DECLARE)

int main(void)
{
    /* No developer's own defaults change a result: no config file, no language
     * from the environment (solver/cli/defaults.c); the tests of the defaults
     * set their own. */
    static const char *const unset[] = { "CHIAVE_LANG", "LC_ALL", "LC_MESSAGES", "LANG" };
    for (size_t i = 0; i < sizeof unset / sizeof *unset; i++)
        unsetenv(unset[i]);
    setenv("XDG_CONFIG_HOME", "/nonexistent/chiave-tests", 1);
    SRunner *runner = srunner_create(NULL);
#define ADD(name) if (name##_suite) srunner_add_suite(runner, name##_suite());
    SUITES(ADD)
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
