/* test_save.c - the workbench saving a collection file back (issue 19, items
 * 1-4), through the API handlers without HTTP: a file changed on disk since
 * it was read is not overwritten (409) and can be read again; a position
 * whose fields are separated by newlines is saved on one line, and the file
 * reads back as the same problems; a symbolic link's target is written with
 * its owner and mode; the temporary file is no fixed name a link planted
 * there could redirect; a writer holding the directory's lock is waited for,
 * and the file checked again once it is released. */
#include <check.h>
#include <dirent.h>
#include <fcntl.h>
#include <jansson.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "fen/input.h"
#include "solver/serve/api.h"
#include "solver/serve/collection.h"
#include "solver/serve/routes.h"
#include "tests/test_tmp.h"

#define P307 "1Q6/8/8/8/8/k2K4/8/8 w - -"
#define P307_MOVED "1Q6/8/8/8/8/k3K3/8/8 w - -"
#define P311 "8/8/2p5/2Q5/7k/5K2/8/8 w - -"
#define EMPTY "8/8/8/8/8/8/8/K1k5 w - -"
#define EPD "# two problems\n" P307 "; id \"a\"\n" P311 " 0 1; id \"b\"\n"
#define SAVE_0(fen) "{\"edits\": [{\"index\": 0, \"fen\": \"" fen "\"}]}"

/* A directory of its own for each test (in test_tmpdir(), removed with it),
 * and a file in it. */
typedef struct {
    char dir[PATH_MAX];
    char file[PATH_MAX + 64];
} Place;

static void place_make(Place *p, const char *name, const char *text)
{
    ck_assert_ptr_nonnull(mkdtemp(test_tmp(p->dir, sizeof p->dir, "save-XXXXXX")));
    snprintf(p->file, sizeof p->file, "%s/%s", p->dir, name);
    FILE *f = fopen(p->file, "w");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fputs(text, f) >= 0 && fclose(f) == 0, 1);
}

/* The file's bytes (static, for comparing). */
static const char *slurp(const char *path)
{
    static char buf[8192];
    FILE *f = fopen(path, "r");
    ck_assert_ptr_nonnull(f);
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    return buf;
}

static void append(const char *path, const char *text)
{
    FILE *f = fopen(path, "a");
    ck_assert_ptr_nonnull(f);
    ck_assert_int_eq(fputs(text, f) >= 0 && fclose(f) == 0, 1);
}

/* POSTs body to path (a query allowed: "?count=5"); the status, and the
 * answer's "error" copied into err (or ""). */
static int post(const ApiContext *cx, const char *path, const char *body, char *err, size_t errlen)
{
    char p[128], q[128] = "";
    snprintf(p, sizeof p, "%s", path);
    Request rq = { .method = "POST", .path = p, .body = body, .len = strlen(body) };
    char *mark = strchr(p, '?');
    if (mark) {
        *mark = '\0';
        snprintf(q, sizeof q, "%s", mark + 1);
        for (char *tok = strtok(q, "&"); tok && rq.nargs < QUERY_ARGS_MAX; tok = strtok(NULL, "&")) {
            char *eq = strchr(tok, '=');
            *eq = '\0';
            rq.args[rq.nargs++] = (QueryArg){ tok, eq + 1 };
        }
    }
    Reply r;
    const char *allow;
    route(cx, &rq, &r, &allow);
    json_t *j = json_loadb(r.body, r.len, 0, NULL);
    const char *e = json_string_value(json_object_get(j, "error"));
    snprintf(err, errlen, "%s", e ? e : "");
    json_decref(j);
    reply_free(&r);
    return r.status;
}

static ApiContext opened(const char *file)
{
    ApiContext cx = { .max_time = 10, .collection = collection_new() };
    char err[256];
    ck_assert_msg(collection_load_file(cx.collection, file, err, sizeof err) == 0, "%s", err);
    return cx;
}

/* Item 1: a change on disk since the file was read is never overwritten,
 * even one of the same size with its time put back (the bytes tell it). */
START_TEST(changed_on_disk_is_not_overwritten)
{
    Place pl;
    place_make(&pl, "two.epd", EPD);
    ApiContext cx = opened(pl.file);
    char err[512];
    append(pl.file, EMPTY "; id \"added\"\n");
    ck_assert_int_eq(post(&cx, "/api/collection/save", SAVE_0(P307_MOVED), err, sizeof err), 409);
    ck_assert_ptr_nonnull(strstr(err, "two.epd: changed on disk since it was read; nothing saved"));
    ck_assert_str_eq(slurp(pl.file), EPD EMPTY "; id \"added\"\n");

    /* Read again, the edit goes in beside the added line. */
    ck_assert_int_eq(post(&cx, "/api/collection/reload", "{}", err, sizeof err), 200);
    ck_assert_int_eq(post(&cx, "/api/collection/save", SAVE_0(P307_MOVED), err, sizeof err), 200);
    const char *saved = "# two problems\n" P307_MOVED "; id \"a\"\n" P311 " 0 1; id \"b\"\n" EMPTY "; id \"added\"\n";
    ck_assert_str_eq(slurp(pl.file), saved);

    /* After the save the file saved is the one known: a second save works. */
    ck_assert_int_eq(post(&cx, "/api/collection/save", SAVE_0(P307), err, sizeof err), 200);

    /* The same size, the same time: only the bytes differ. */
    struct stat before;
    ck_assert_int_eq(stat(pl.file, &before), 0);
    char *text = strdup(slurp(pl.file));
    char *id = strstr(text, "\"added\"");
    memcpy(id, "\"ADDED\"", 7);
    FILE *f = fopen(pl.file, "r+");
    ck_assert_int_eq(fputs(text, f) >= 0 && fclose(f) == 0, 1);
    ck_assert_int_eq(utimensat(AT_FDCWD, pl.file, (struct timespec[]){ before.st_atim, before.st_mtim }, 0), 0);
    ck_assert_int_eq(post(&cx, "/api/collection/save", SAVE_0(P307_MOVED), err, sizeof err), 409);
    ck_assert_str_eq(slurp(pl.file), text);
    free(text);

    /* A file removed since is a change too; reading it again says why. */
    unlink(pl.file);
    ck_assert_int_eq(post(&cx, "/api/collection/save", SAVE_0(P307_MOVED), err, sizeof err), 409);
    ck_assert_int_eq(access(pl.file, F_OK), -1);
    ck_assert_int_eq(post(&cx, "/api/collection/reload", "{}", err, sizeof err), 500);
    ck_assert_ptr_nonnull(strstr(err, "No such file"));
    collection_free(cx.collection);
}
END_TEST

typedef struct {
    long line;
    char *id, fen[100];
    bool ok;
} Seen;

typedef struct {
    Seen p[16];
    int n;
} Read;

static int on_problem(void *ctx, long lineno, Problem *p, const char *err)
{
    Read *r = ctx;
    ck_assert_int_lt(r->n, 16);
    Seen *s = &r->p[r->n++];
    *s = (Seen){ .line = lineno, .id = p->id ? strdup(p->id) : NULL, .ok = !err };
    snprintf(s->fen, sizeof s->fen, "%s", p->fen);
    return 0;
}

static Read read_back(const char *path)
{
    Read r = { .n = 0 };
    char err[256];
    ck_assert_msg(input_read_file(path, on_problem, &r, err, sizeof err) == 0, "%s", err);
    return r;
}

static void read_free(Read *r)
{
    for (int i = 0; i < r->n; i++)
        free(r->p[i].id);
}

/* Item 2: a position whose fields are separated by newlines, CR and tabs is
 * saved as one line; the file reads back as the same problems, the edited
 * one at its new position (FEN/EPD and PGN). What is still no FEN, or
 * carries EPD operations that would not be saved, is refused with 400. */
START_TEST(fen_fields_on_several_lines_saved_on_one)
{
    static const char *const texts[] = {
        EPD,
        "[Event \"a\"]\n[FEN \"" P307 " 0 1\"]\n\n1. Kc3 *\n\n[Event \"b\"]\n[FEN \"" P311 "\"]\n\n*\n",
    };
    static const char *const names[] = { "two.epd", "two.pgn" };
    for (int t = 0; t < 2; t++) {
        Place pl;
        place_make(&pl, names[t], texts[t]);
        Read before = read_back(pl.file);
        ApiContext cx = opened(pl.file);
        char err[512];
        ck_assert_int_eq(post(&cx, "/api/collection/save",
                              SAVE_0("\\n 1Q6/8/8/8/8/k3K3/8/8\\nw\\r\\n-\\t-\\n"), err, sizeof err), 200);
        Read after = read_back(pl.file);
        ck_assert_int_eq(after.n, before.n);
        for (int i = 0; i < before.n; i++) {
            ck_assert_int_eq(after.p[i].line, before.p[i].line);
            ck_assert_int_eq(after.p[i].ok, true);
            ck_assert_int_eq(!after.p[i].id, !before.p[i].id);
            if (before.p[i].id)
                ck_assert_str_eq(after.p[i].id, before.p[i].id);
            ck_assert_str_eq(after.p[i].fen, i == 0 ? P307_MOVED : before.p[i].fen);
        }
        ck_assert_ptr_nonnull(strstr(slurp(pl.file), P307_MOVED));
        read_free(&after);
        /* Vertical tabs and form feeds are white space too. */
        ck_assert_int_eq(post(&cx, "/api/collection/save", SAVE_0(P307 "\\u000b\\f"), err, sizeof err), 200);
        after = read_back(pl.file);
        ck_assert_str_eq(after.p[0].fen, P307);
        ck_assert_ptr_nonnull(strstr(slurp(pl.file), P307));
        read_free(&after);

        const char *bad[] = {
            SAVE_0("1Q6/8/8/8/8/k3K3/8/8\\u0001w - -"),   /* a control character, no space */
            SAVE_0("1Q6/8/8/8/8/k3K3/8/8 w - -; id \\\"x\\\""),
            SAVE_0("1Q6/8/8/8/8/k3K3/8/8 w - - bm Kd2;"),
            SAVE_0("1Q6/8/8/8/8/k3K3/8/8 w - -\\\"]\\n[Event \\\"x"),
            SAVE_0("\\n\\n"),
        };
        char *kept = strdup(slurp(pl.file));
        for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
            ck_assert_int_eq(post(&cx, "/api/collection/save", bad[i], err, sizeof err), 400);
            ck_assert_msg(strncmp(err, "edits[0].fen: ", 14) == 0, "%s", err);
        }
        ck_assert_str_eq(slurp(pl.file), kept);
        free(kept);
        read_free(&before);
        collection_free(cx.collection);
    }
}
END_TEST

/* Item 3: saved through a symbolic link, the link stays and its target is
 * written, with the target's mode (and owner, when the test may set one). */
START_TEST(symlink_target_written_with_its_owner_and_mode)
{
    Place pl;
    place_make(&pl, "two.epd", EPD);
    ck_assert_int_eq(chmod(pl.file, 0604), 0);
    bool root = geteuid() == 0;
    if (root)
        ck_assert_int_eq(chown(pl.file, 4321, 8765), 0);
    char link[PATH_MAX + 64];
    snprintf(link, sizeof link, "%s/link.epd", pl.dir);
    ck_assert_int_eq(symlink("two.epd", link), 0);
    ApiContext cx = opened(link);
    char err[512];
    ck_assert_int_eq(post(&cx, "/api/collection/save", SAVE_0(P307_MOVED), err, sizeof err), 200);
    struct stat ls, ts;
    ck_assert_int_eq(lstat(link, &ls), 0);
    ck_assert_msg(S_ISLNK(ls.st_mode), "the link was replaced by a file");
    ck_assert_int_eq(stat(pl.file, &ts), 0);
    ck_assert_int_eq(ts.st_mode & 07777, 0604);
    if (root) {
        ck_assert_int_eq(ts.st_uid, 4321);
        ck_assert_int_eq(ts.st_gid, 8765);
    }
    ck_assert_ptr_nonnull(strstr(slurp(pl.file), P307_MOVED "; id \"a\""));
    collection_free(cx.collection);
}
END_TEST

/* Item 4: a link planted at the name the old code used for its temporary
 * file (FILE.chiave-save) is not followed: the file it leads to stays, and
 * no temporary file is left behind. */
START_TEST(planted_link_not_followed)
{
    Place pl;
    place_make(&pl, "two.epd", EPD);
    char victim[PATH_MAX + 64], planted[PATH_MAX + 128];
    snprintf(victim, sizeof victim, "%s/victim.txt", pl.dir);
    snprintf(planted, sizeof planted, "%s.chiave-save", pl.file);
    FILE *f = fopen(victim, "w");
    ck_assert_int_eq(fputs("precious\n", f) >= 0 && fclose(f) == 0, 1);
    ck_assert_int_eq(symlink("victim.txt", planted), 0);
    ApiContext cx = opened(pl.file);
    char err[512];
    ck_assert_int_eq(post(&cx, "/api/collection/save", SAVE_0(P307_MOVED), err, sizeof err), 200);
    ck_assert_str_eq(slurp(victim), "precious\n");
    struct stat st;
    ck_assert_int_eq(lstat(pl.file, &st), 0);
    ck_assert_msg(S_ISREG(st.st_mode), "the collection became a link");
    ck_assert_ptr_nonnull(strstr(slurp(pl.file), P307_MOVED));
    DIR *d = opendir(pl.dir);
    int names = 0;
    for (struct dirent *e; (e = readdir(d));)
        names += e->d_name[0] != '.';
    closedir(d);
    ck_assert_int_eq(names, 3); /* two.epd, victim.txt, the planted link */
    collection_free(cx.collection);
}
END_TEST

typedef struct {
    ApiContext *cx;
    int status;
    char err[512];
    atomic_int tid;   /* the saving thread's, once it runs */
    atomic_bool done; /* its answer made */
} Saving;

static void *save_thread(void *arg)
{
    Saving *s = arg;
    atomic_store(&s->tid, (int)gettid());
    s->status = post(s->cx, "/api/collection/save", SAVE_0(P307_MOVED), s->err, sizeof s->err);
    atomic_store(&s->done, true);
    return NULL;
}

/* Waits until thread tid sleeps between tries of the lock (a save's only
 * sleep: lock_dir, solver/io/save_file.c), so it has found the lock held, or
 * until it has answered (done). Read from /proc: the system call it is in. */
static void wait_lock_tried(const Saving *s)
{
    while (atomic_load(&s->tid) == 0)
        sched_yield();
    char path[64];
    snprintf(path, sizeof path, "/proc/self/task/%d/syscall", atomic_load(&s->tid));
    while (!atomic_load(&s->done)) {
        FILE *f = fopen(path, "r");
        ck_assert_msg(f != NULL, "%s: cannot be read", path);
        long nr = -1;
        int got = fscanf(f, "%ld", &nr);
        fclose(f);
        if (got == 1 && (nr == SYS_clock_nanosleep || nr == SYS_nanosleep))
            return;
        sched_yield();
    }
}

/* Item 4: another writer holding the lock of the file's directory (as a
 * second server saving) is waited for; what it wrote meanwhile is seen once
 * the lock is released, and the save refused (409) instead of lost. The save
 * is seen waiting (sleeping between tries of the lock), not given a time. */
START_TEST(lock_waited_for_then_file_checked_again)
{
    Place pl;
    place_make(&pl, "two.epd", EPD);
    ApiContext cx = opened(pl.file);
    int dfd = open(pl.dir, O_RDONLY | O_DIRECTORY);
    ck_assert_int_ge(dfd, 0);
    ck_assert_int_eq(flock(dfd, LOCK_EX), 0);
    Saving s = { .cx = &cx };
    pthread_t th;
    ck_assert_int_eq(pthread_create(&th, NULL, save_thread, &s), 0);
    wait_lock_tried(&s);
    ck_assert_msg(!atomic_load(&s.done), "the save did not wait for the lock: %d %s", s.status, s.err);
    ck_assert_str_eq(slurp(pl.file), EPD); /* still waiting */
    append(pl.file, EMPTY "; id \"other\"\n");
    close(dfd);
    pthread_join(th, NULL);
    ck_assert_int_eq(s.status, 409);
    ck_assert_str_eq(slurp(pl.file), EPD EMPTY "; id \"other\"\n");
    collection_free(cx.collection);
}
END_TEST

Suite *serve_save_suite(void)
{
    Suite *s = suite_create("serve_save");
    TCase *tc = tcase_create("serve_save");
    tcase_add_test(tc, changed_on_disk_is_not_overwritten);
    tcase_add_test(tc, fen_fields_on_several_lines_saved_on_one);
    tcase_add_test(tc, symlink_target_written_with_its_owner_and_mode);
    tcase_add_test(tc, planted_link_not_followed);
    tcase_add_test(tc, lock_waited_for_then_file_checked_again);
    suite_add_tcase(s, tc);
    return s;
}
