/* test_defaults.c - the text report's defaults: command line, CHIAVE_LANG, the
 * config file ($XDG_CONFIG_HOME/chiave/config), LC_ALL, LC_MESSAGES, LANG,
 * English, in this order; JSON changed by --lang alone. Run from tests/. */
#include <check.h>
#include <string.h>
#include <sys/stat.h>
#include "solver/cli/defaults.h"
#include "tests/test_helpers.h"

#define PROBLEM "../problems/polgar-307.fen"

/* The config home of these tests ($XDG_CONFIG_HOME), in the test's own
 * temporary directory; tail is a path under it. */
static const char *xdg(const char *tail)
{
    static char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/xdg%s", test_tmpdir(), tail);
    return path;
}

/* run_shell(cmd) with every variable that could choose a default cleared and
 * the config home the tests' own; each test sets its own. */
static Run clean_run(const char *cmd)
{
    char full[PATH_MAX + 512];
    snprintf(full, sizeof full, "env -u CHIAVE_LANG -u LC_ALL -u LC_MESSAGES -u LANG XDG_CONFIG_HOME='%s' %s",
             xdg(""), cmd);
    return run_shell(full);
}

static void write_config(const char *text)
{
    mkdir(xdg(""), 0700);
    mkdir(xdg("/chiave"), 0700);
    FILE *f = fopen(xdg("/chiave/config"), "w");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    ck_assert_int_eq(fclose(f), 0);
}

static void remove_config(void)
{
    unlink(xdg("/chiave/config"));
    rmdir(xdg("/chiave"));
    rmdir(xdg(""));
}

START_TEST(locale_language)
{
    ck_assert_int_eq(defaults_locale_lang(NULL, NULL, NULL), LANG_EN);
    ck_assert_int_eq(defaults_locale_lang(NULL, NULL, "it_IT.UTF-8"), LANG_IT);
    ck_assert_int_eq(defaults_locale_lang(NULL, "de_DE", "it_IT.UTF-8"), LANG_DE);
    ck_assert_int_eq(defaults_locale_lang("fr_CH.UTF-8@euro", "de_DE", "it_IT"), LANG_FR);
    ck_assert_int_eq(defaults_locale_lang("", "", "de"), LANG_DE); /* empty is unset */
    ck_assert_int_eq(defaults_locale_lang("C", NULL, "it_IT"), LANG_EN);
    ck_assert_int_eq(defaults_locale_lang("es_ES.UTF-8", NULL, "it_IT"), LANG_EN);
    ck_assert_int_eq(defaults_locale_lang(NULL, NULL, "italian"), LANG_EN);
}
END_TEST

static bool read_text(const char *text, CliOptions *o, char *err, size_t errlen)
{
    memset(o, 0, sizeof *o);
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    ck_assert_ptr_nonnull(f);
    bool ok = defaults_read_config(f, "cfg", o, err, errlen);
    fclose(f);
    return ok;
}

START_TEST(config_lines)
{
    CliOptions o;
    char err[512] = "";
    ck_assert_msg(read_text("# defaults\n\n  lang = it\t# Italian\r\norder=key,set,tries\nboard = none\n"
                            "refutations = 3\n", &o, err, sizeof err), "%s", err);
    ck_assert(o.lang_given && o.order_given && o.board_given && o.refutations_given);
    ck_assert_int_eq(o.lang, LANG_IT);
    ck_assert_int_eq(o.order[0], REPORT_KEY); /* not the default, set,tries,key */
    ck_assert_int_eq(o.order[2], REPORT_TRIES);
    ck_assert_int_eq(o.board, BOARD_NONE);
    ck_assert_int_eq(o.solve.max_refutations, 3);

    static const struct { const char *text, *err; } bad[] = {
        { "lang = it\ncolour = red\n", "cfg:2: unknown key 'colour' (lang, order, board, refutations)" },
        { "\n\nlang = xx\n", "cfg:3: lang: 'xx' is not one of it, de, fr, en" },
        { "board = big\n", "cfg:1: board: 'big' is not one of unicode, ascii, none" },
        { "refutations = 0\n", "cfg:1: refutations: '0' is not a number from 1 to 1000" },
        { "order = key\n", "cfg:1: order: 'key' is not set, tries and key, each once, in the order to read them" },
        { "lang it\n", "cfg:1: 'lang it' is not 'key = value'" },
        { "lang =\n", "cfg:1: lang: no value" },
        { "= it\n", "cfg:1: unknown key '' (lang, order, board, refutations)" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        ck_assert_msg(!read_text(bad[i].text, &o, err, sizeof err), "accepted %s", bad[i].text);
        ck_assert_str_eq(err, bad[i].err);
    }
}
END_TEST

START_TEST(config_path)
{
    char path[256], *saved = getenv("XDG_CONFIG_HOME") ? strdup(getenv("XDG_CONFIG_HOME")) : NULL;
    char *home = getenv("HOME") ? strdup(getenv("HOME")) : NULL;
    setenv("XDG_CONFIG_HOME", "/x/conf", 1);
    ck_assert(defaults_config_path(path, sizeof path));
    ck_assert_str_eq(path, "/x/conf/chiave/config");
    setenv("XDG_CONFIG_HOME", "relative", 1); /* ignored, as the XDG spec says */
    setenv("HOME", "/home/u", 1);
    ck_assert(defaults_config_path(path, sizeof path));
    ck_assert_str_eq(path, "/home/u/.config/chiave/config");
    unsetenv("XDG_CONFIG_HOME");
    unsetenv("HOME");
    ck_assert(!defaults_config_path(path, sizeof path));
    if (saved)
        setenv("XDG_CONFIG_HOME", saved, 1);
    if (home)
        setenv("HOME", home, 1);
    free(saved);
    free(home);
}
END_TEST

/* The verdict line of a text report names its language. */
static const char *verdict_of(const Run *r)
{
    return strstr(r->out, "\ncorretto\n") ? "it" : strstr(r->out, "\nkorrekt\n") ? "de"
           : strstr(r->out, "\ncorrect\n") ? "fr" : strstr(r->out, "\nsound\n") ? "en" : "?";
}

START_TEST(order_of_the_defaults)
{
    remove_config();
    Run r = clean_run("../chiave solve " PROBLEM);
    ck_assert_str_eq(verdict_of(&r), "en");
    r = clean_run("LANG=fr_FR.UTF-8 ../chiave solve " PROBLEM);
    ck_assert_str_eq(verdict_of(&r), "fr");
    r = clean_run("LANG=fr_FR.UTF-8 LC_MESSAGES=de_DE.UTF-8 ../chiave solve " PROBLEM);
    ck_assert_str_eq(verdict_of(&r), "de");
    r = clean_run("LANG=fr_FR.UTF-8 LC_MESSAGES=de_DE LC_ALL=it_IT.UTF-8 ../chiave solve " PROBLEM);
    ck_assert_str_eq(verdict_of(&r), "it");
    write_config("lang = de\nboard = none\norder = key,tries,set\n");
    r = clean_run("LC_ALL=it_IT.UTF-8 ../chiave solve " PROBLEM);
    ck_assert_str_eq(verdict_of(&r), "de");
    ck_assert_ptr_null(strstr(r.out, "+---")); /* board = none */
    const char *tries = strstr(r.out, "1.Kc2?"), *key = strstr(r.out, "1.Kc3!");
    ck_assert(tries && key && key < tries); /* order = key,tries,set, not the default */
    r = clean_run("CHIAVE_LANG=fr LC_ALL=it_IT.UTF-8 ../chiave solve " PROBLEM);
    ck_assert_str_eq(verdict_of(&r), "fr");
    r = clean_run("CHIAVE_LANG=fr ../chiave solve --lang it --board ascii --order set,tries,key " PROBLEM);
    ck_assert_str_eq(verdict_of(&r), "it");
    ck_assert_ptr_nonnull(strstr(r.out, "+---"));
    tries = strstr(r.out, "1.Rc2?"), key = strstr(r.out, "1.Rc3!");
    ck_assert(tries && key && tries < key);
    remove_config();
}
END_TEST

/* JSON, its san included, is the same whoever runs it; --lang alone changes it. */
START_TEST(json_ignores_the_defaults)
{
    remove_config();
    Run plain = clean_run("../chiave solve --json " PROBLEM " | sed 's/\"stats\":.*//'");
    write_config("lang = de\nrefutations = 3\n");
    Run r = clean_run("CHIAVE_LANG=it LANG=fr_FR.UTF-8 ../chiave solve --json " PROBLEM
                      " | sed 's/\"stats\":.*//'");
    ck_assert_str_eq(r.out, plain.out);
    ck_assert_ptr_nonnull(strstr(r.out, "\"san\":\"Kc3\""));
    r = clean_run("../chiave solve --json --lang de " PROBLEM);
    ck_assert_ptr_nonnull(strstr(r.out, "\"san\":\"Kc3\""));
    ck_assert_ptr_nonnull(strstr(r.out, "\"san\":\"Db1\""));
    remove_config();
}
END_TEST

START_TEST(bad_defaults_exit_2)
{
    write_config("# mine\nlang = de\ncolour = red\n");
    Run r = clean_run("../chiave solve " PROBLEM);
    ck_assert_int_eq(r.status, 2);
    char want[PATH_MAX + 128];
    snprintf(want, sizeof want, "chiave solve: %s:3: unknown key 'colour' (lang, order, board, refutations)\n",
             xdg("/chiave/config"));
    ck_assert_str_eq(r.out, want);
    r = clean_run("timeout 30 ../chiave watch " PROBLEM);
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.out, "config:3: unknown key 'colour'"));
    remove_config();
    r = clean_run("CHIAVE_LANG=es ../chiave solve " PROBLEM);
    ck_assert_int_eq(r.status, 2);
    ck_assert_str_eq(r.out, "chiave solve: CHIAVE_LANG: 'es' is not one of it, de, fr, en\n");
    /* A config that is a directory cannot be read. */
    mkdir(xdg(""), 0700);
    mkdir(xdg("/chiave"), 0700);
    mkdir(xdg("/chiave/config"), 0700);
    r = clean_run("../chiave solve " PROBLEM);
    ck_assert_int_eq(r.status, 2);
    snprintf(want, sizeof want, "chiave solve: %s: Is a directory\n", xdg("/chiave/config"));
    ck_assert_str_eq(r.out, want);
    rmdir(xdg("/chiave/config"));
    remove_config();
}
END_TEST

/* --help and the man page say where the defaults come from. */
START_TEST(documented)
{
    Run r = run_shell("../chiave solve --help");
    ck_assert_ptr_nonnull(strstr(r.out, "CHIAVE_LANG"));
    ck_assert_ptr_nonnull(strstr(r.out, "$XDG_CONFIG_HOME/chiave/config"));
    ck_assert_ptr_nonnull(strstr(r.out, "LC_ALL, LC_MESSAGES, LANG"));
    r = run_shell("grep -c 'CHIAVE_LANG\\|XDG_CONFIG_HOME\\|LC_MESSAGES' ../solver/cli/chiave.1");
    ck_assert_int_ge(atoi(r.out), 5);
}
END_TEST

Suite *defaults_suite(void)
{
    Suite *s = suite_create("defaults");
    TCase *tc = tcase_create("defaults");
    tcase_set_timeout(tc, 90);
    tcase_add_test(tc, locale_language);
    tcase_add_test(tc, config_lines);
    tcase_add_test(tc, config_path);
    tcase_add_test(tc, order_of_the_defaults);
    tcase_add_test(tc, json_ignores_the_defaults);
    tcase_add_test(tc, bad_defaults_exit_2);
    tcase_add_test(tc, documented);
    suite_add_tcase(s, tc);
    return s;
}
