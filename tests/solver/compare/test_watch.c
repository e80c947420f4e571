/* test_watch.c - `chiave watch`: re-solving a file when it is saved, the changes
 * since the previous version (themes, twins), in three languages, bad usage.
 * Run from tests/. */
#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "fen/epd/fen.h"
#include "solver/cli/commands.h"
#include "solver/compare/diff.h"
#include "solver/report/json.h"
#include "solver/solution.h"
#include "solver/compare/expected.h"
#include "tests/test_helpers.h"
#include "fen/epd/fen_file.h"

#define NO_KEY_307 "1Q6/8/8/8/8/k3K3/8/8 w - -" /* the white king moved: no key */
#include "tests/solver/compare/verify_helpers.h"

/* ---- watch -------------------------------------------------------------- */

static bool wait_for(const char *path, const char *want, int n)
{
    static char buf[1 << 16];
    for (int tries = 0; tries < 200; tries++) {
        FILE *f = fopen(path, "r");
        if (f) {
            size_t len = fread(buf, 1, sizeof buf - 1, f);
            buf[len] = '\0';
            fclose(f);
            if (count_of(buf, want) >= n)
                return true;
        }
        struct timespec t = { 0, 50 * 1000000L };
        nanosleep(&t, NULL);
    }
    return false;
}

/* cmd_watch on path in a child process, its output going to the file out;
 * lang: its --lang, or NULL. */
static pid_t start_watch_lang(const char *path, const char *out, const char *lang)
{
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL); /* never outlive a failed test */
        int fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd < 0)
            _exit(99);
        dup2(fd, 1), dup2(fd, 2);
        char *args[] = { (char *)path, lang ? (char *)"--lang" : NULL, (char *)lang, NULL };
        int rc = cmd_watch(lang ? 3 : 1, args);
        fflush(stdout), fflush(stderr);
        _exit(rc);
    }
    return pid;
}

static pid_t start_watch(const char *path, const char *out)
{
    return start_watch_lang(path, out, NULL);
}

/* Ctrl-C to the watch child, waited for (10 s, then killed); its status in *st.
 * Returns pid when it ended on the signal, else 0. */
static pid_t stop_watch(pid_t pid, int *st)
{
    kill(pid, SIGINT);
    pid_t w = 0;
    for (int tries = 0; tries < 200 && (w = waitpid(pid, st, WNOHANG)) == 0; tries++) {
        struct timespec t = { 0, 50 * 1000000L };
        nanosleep(&t, NULL);
    }
    if (w == 0) {
        kill(pid, SIGKILL);
        waitpid(pid, st, 0);
    }
    return w;
}

/* A temporary directory for watch: the file watched (name), its editor's
 * temporary copy (.name.swp), watch's output (out.txt). */
typedef struct {
    char dir[PATH_MAX], path[PATH_MAX + 64], tmp[PATH_MAX + 64], out[PATH_MAX + 64];
} WatchDir;

/* Makes the directory and writes the file watched with content. */
static void watch_dir_make(WatchDir *w, const char *name, const char *content)
{
    ck_assert_ptr_nonnull(mkdtemp(test_tmp(w->dir, sizeof w->dir, "watch-XXXXXX")));
    snprintf(w->path, sizeof w->path, "%s/%s", w->dir, name);
    snprintf(w->tmp, sizeof w->tmp, "%s/.%s.swp", w->dir, name);
    snprintf(w->out, sizeof w->out, "%s/out.txt", w->dir);
    write_file(w->path, content);
}

/* watch's output into text[0..size), then the directory removed. */
static void watch_dir_remove(const WatchDir *w, char *text, size_t size)
{
    FILE *f = text ? fopen(w->out, "r") : NULL;
    if (f) {
        text[fread(text, 1, size - 1, f)] = '\0';
        fclose(f);
    }
    unlink(w->out), unlink(w->path), unlink(w->tmp), rmdir(w->dir);
}

/* watch in a child process on a temporary file: a save by rename (as editors
 * do), a save without change (nothing printed), a save in place; then Ctrl-C. */
START_TEST(watch_follows_saves)
{
    WatchDir d;
    watch_dir_make(&d, "p.fen", POLGAR_307 "\n");
    pid_t pid = start_watch(d.path, d.out);
    bool started = wait_for(d.out, "watching", 1);
    bool renamed = false, in_place = false;
    if (started) {
        write_file(d.tmp, "# the king moved\n" NO_KEY_307 "\n");
        renamed = rename(d.tmp, d.path) == 0 && wait_for(d.out, "lost key: 1.Kc3", 1);
    }
    if (renamed) {
        write_file(d.path, "# the king moved\n" NO_KEY_307 "\n"); /* the same again */
        write_file(d.path, POLGAR_307 "\n");
        in_place = wait_for(d.out, "new key: 1.Kc3", 1);
    }
    int st = -1;
    pid_t w = stop_watch(pid, &st);
    char text[1 << 16] = "";
    watch_dir_remove(&d, text, sizeof text);

    ck_assert_msg(started, "watch did not start:\n%s", text);
    ck_assert_msg(renamed, "no change seen after a save by rename:\n%s", text);
    ck_assert_msg(in_place, "no change seen after a save in place:\n%s", text);
    ck_assert_msg(w == pid, "watch did not end on SIGINT:\n%s", text);
    ck_assert_msg(WIFEXITED(st) && WEXITSTATUS(st) == 0, "watch ended with status %d", st);
    /* The first report, then exactly two new versions (the identical save is skipped). */
    ck_assert_int_eq(count_of(text, "\n=== "), 2);
    ck_assert_int_eq(count_of(text, "changes since the previous version:\n"), 2);
    ck_assert_ptr_nonnull(strstr(text, "changes since the previous version:\n  lost key: 1.Kc3\n"));
    ck_assert_ptr_nonnull(strstr(text, "  new key: 1.Kc3\n"));
    /* The reports: the first and last versions sound, the middle one not. */
    ck_assert_int_eq(count_of(text, "\nsound\n"), 2);
    ck_assert_int_eq(count_of(text, "\nno solution\n"), 1);
}
END_TEST

/* watch says the named themes an edit loses and gains. */
START_TEST(watch_reports_themes)
{
    WatchDir d;
    watch_dir_make(&d, "p.fen", "8/8/1N6/B7/8/4p3/N1k5/Q3K3 w - -\n"); /* problems/le-grand.fen */
    pid_t pid = start_watch(d.path, d.out);
    bool started = wait_for(d.out, "watching", 1), lost = false, gained = false;
    if (started) {
        write_file(d.path, "8/8/1N6/B7/8/4pP2/N1k5/Q3K3 w - -\n"); /* le-grand-miss.fen */
        lost = wait_for(d.out, "  lost: Le Grand\n", 1);
    }
    if (lost) {
        write_file(d.path, "8/8/1N6/B7/8/4p3/N1k5/Q3K3 w - -\n");
        gained = wait_for(d.out, "  gained: Le Grand\n", 1);
    }
    int st = -1;
    pid_t w = stop_watch(pid, &st);
    watch_dir_remove(&d, NULL, 0);
    ck_assert_msg(started && lost && gained, "watch: started %d, lost %d, gained %d", started, lost, gained);
    ck_assert_int_eq(w, pid);
}
END_TEST

/* watch on a twinned problem: each twin compared with its own previous
 * version. */
START_TEST(watch_twins)
{
    WatchDir d;
    watch_dir_make(&d, "p.inp", "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\nend\n");
    pid_t pid = start_watch(d.path, d.out);
    bool started = wait_for(d.out, "watching", 1), saved = false;
    if (started) {
        write_file(d.tmp, "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 e3\nend\n");
        saved = rename(d.tmp, d.path) == 0 && wait_for(d.out, "changes since the previous version:", 1) &&
                wait_for(d.out, "no change in the solution since the previous version", 1);
    }
    int st = -1;
    stop_watch(pid, &st);
    char text[1 << 16] = "";
    watch_dir_remove(&d, text, sizeof text);
    ck_assert_msg(started && saved, "watch did not follow the save:\n%s", text);
    ck_assert_int_eq(count_of(text, "a) diagram\n"), 2);
    ck_assert_int_eq(count_of(text, "b) Kd3→c3\n"), 1);
    ck_assert_int_eq(count_of(text, "b) Kd3→e3\n"), 1);
    /* Twin a is the same; twin b lost its keys. */
    ck_assert_int_eq(count_of(text, "no change in the solution since the previous version\n"), 1);
    ck_assert_int_eq(count_of(text, "changes since the previous version:\n  lost key: 1.Qb1"), 1);
}
END_TEST

/* watch on problems/twins-pseudo-le-grand.inp: b)'s report ends with the
 * pseudo Le Grand across the twins a and b, as solve's does; a save that moves
 * b)'s knight to a4 (no key) loses it, and b)'s changes say so (its own
 * phases have none; a) is the same). */
START_TEST(watch_themes_across_twins)
{
    char *twinned = test_slurp("../problems/twins-pseudo-le-grand.inp", NULL), *moved = strdup(twinned);
    ck_assert_ptr_nonnull(moved);
    char *twin = strstr(moved, "twin move h5 a5");
    ck_assert_ptr_nonnull(twin);
    twin[strlen("twin move h5 a")] = '4';
    WatchDir d;
    watch_dir_make(&d, "p.inp", twinned);
    pid_t pid = start_watch(d.path, d.out);
    bool started = wait_for(d.out, "watching", 1), lost = false;
    if (started) {
        write_file(d.path, moved);
        lost = wait_for(d.out, "b) Nh5→a4\n", 1) && wait_for(d.out, "  lost: pseudo Le Grand\n", 1);
    }
    int st = -1;
    stop_watch(pid, &st);
    char text[1 << 16] = "";
    watch_dir_remove(&d, text, sizeof text);
    free(twinned), free(moved);
    size_t len = strlen(text); /* the end of the output: Check's messages are short */
    ck_assert_msg(started && lost, "watch did not say the theme across twins lost:\n...%s",
                  text + (len > 3000 ? len - 3000 : 0));
    ck_assert_int_eq(count_of(text, "\nAcross twins:\n  pseudo Le Grand: a) 1.Nc4! (2.Ra1#) "), 1);
    ck_assert_int_eq(count_of(text, "no change in the solution since the previous version\n"), 1);
    ck_assert_int_eq(count_of(text, "  lost: pseudo Le Grand\n"), 1);
}
END_TEST

/* watch's own lines in each language, on a twinned problem: a save that
 * changes nothing in the solution, one whose twin b loses its key. */
START_TEST(watch_in_three_languages)
{
    static const struct { const char *code, *same, *changes, *twin; } want[] = {
        { "it", "nessun cambiamento nella soluzione dalla versione precedente\n",
          "cambiamenti dalla versione precedente:\n  chiave persa: 1.Db1", "b) Rd3→e3\n" },
        { "de", "keine Änderung der Lösung seit der vorigen Fassung\n",
          "Änderungen seit der vorigen Fassung:\n  verlorener Schlüssel: 1.Db1", "b) Kd3→e3\n" },
        { "fr", "aucun changement dans la solution depuis la version précédente\n",
          "changements depuis la version précédente\u00a0:\n  clé perdue\u00a0: 1.Db1", "b) Rd3→e3\n" },
    };
    WatchDir d;
    watch_dir_make(&d, "p.inp", "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\nend\n");
    pid_t pid = start_watch_lang(d.path, d.out, want[_i].code);
    bool started = wait_for(d.out, "watching", 1), same = false, changed = false;
    if (started) { /* a title: both twins the same */
        write_file(d.path, "begin title X\nstip #2 pieces white kd3 qb8 black ka3\ntwin move d3 c3\nend\n");
        same = wait_for(d.out, want[_i].same, 2);
    }
    if (same) {
        write_file(d.path, "begin stip #2 pieces white kd3 qb8 black ka3\ntwin move d3 e3\nend\n");
        changed = wait_for(d.out, want[_i].changes, 1) && wait_for(d.out, want[_i].twin, 1);
    }
    int st = -1;
    stop_watch(pid, &st);
    char text[1 << 16] = "";
    watch_dir_remove(&d, text, sizeof text);
    size_t len = strlen(text); /* the end of the output: Check's messages are short */
    ck_assert_msg(started && same && changed, "watch --lang %s:\n...%s", want[_i].code,
                  text + (len > 3000 ? len - 3000 : 0));
    ck_assert_int_eq(count_of(text, want[_i].same), 3); /* twin a of the last save too */
}
END_TEST

START_TEST(watch_bad_usage)
{
    const char *none[] = { "data/verify/missing.fen" };
    Run r = run_cmd(cmd_watch, 1, none);
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "No such file"));
    const char *dir[] = { "data" };
    r = run_cmd(cmd_watch, 1, dir);
    ck_assert_int_eq(r.status, 2);
    ck_assert_ptr_nonnull(strstr(r.err, "is a directory"));
    const char *two[] = { "a", "b" };
    r = run_cmd(cmd_watch, 2, two);
    ck_assert_int_eq(r.status, 2);
    const char *std_in[] = { "-" };
    r = run_cmd(cmd_watch, 1, std_in);
    ck_assert_int_eq(r.status, 2);
    /* --id is no option of watch (it watches the first problem); solve, verify,
     * economy and repair take it, so the message names watch alone. */
    const char *pick[] = { "--id", "x", "../problems/polgar-307.fen" };
    r = run_cmd(cmd_watch, 3, pick);
    ck_assert_int_eq(r.status, 2);
    ck_assert_msg(strstr(r.err, "--id, --index and --publish are not options of watch (it watches the first "
                                "problem of FILE)"), "%s", r.err);
}
END_TEST

Suite *watch_suite(void);
Suite *watch_suite(void)
{
    Suite *s = suite_create("watch");
    TCase *t = tcase_create("watch");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, watch_bad_usage);
    tcase_add_test(t, watch_follows_saves);
    tcase_add_test(t, watch_reports_themes);
    tcase_add_test(t, watch_twins);
    tcase_add_test(t, watch_themes_across_twins);
    tcase_add_loop_test(t, watch_in_three_languages, 0, 3);
    suite_add_tcase(s, t);
    return s;
}
