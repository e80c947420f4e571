/* watch.c - `chiave watch [options] FILE`: solves FILE, then again each
 * time it is saved, printing the report and what changed since the previous
 * version. inotify watches the file's directory, since editors often save by
 * writing a new file and renaming it over the old one. Ctrl-C ends it (exit 0). */
#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "fen/epd/fen.h"
#include "solver/cli/commands.h"
#include "solver/cli/defaults.h"
#include "solver/compare/diff.h"
#include "solver/cli/options.h"
#include "solver/io/msg_prefix.h"
#include "solver/io/std_streams.h"
#include "solver/report/json.h"
#include "solver/report/text.h"
#include "solver/report/tr.h"
#include "solver/report/twin_text.h"
#include "fen/first_problem.h"

#define WATCH_USAGE "usage: chiave watch [options] FILE\n"
#define DEBOUNCE_MS 150   /* quiet time after the last event before re-reading */
#define DEBOUNCE_MAX_MS 2000
#define WATCH_MAX_BYTES (16 << 20) /* a problem file is a few lines */

static volatile sig_atomic_t stop_signal;

/* The first Ctrl-C ends the watch after the solve under way; a second one
 * ends it at once. */
static void on_signal(int sig)
{
    if (stop_signal)
        _exit(128 + sig);
    stop_signal = sig;
}

/* The play of one position last solved, by twin label and side. */
typedef struct {
    char key[64];
    RecordPlay *rec;
} Prev;

typedef struct {
    const char *path;
    const char *base;      /* the file's name in its directory */
    const CliOptions *o;
    char *bytes;           /* the content last solved */
    size_t len;
    bool have_bytes;
    Prev *prev;            /* the play of each position last solved */
    int nprev, capprev;
    int versions;
} Watch;

/* Reads the whole file, a regular one of at most WATCH_MAX_BYTES (not a
 * device such as /dev/zero that never ends); false with a message in why. */
static bool read_all(const char *path, char **out, size_t *outlen, char *why, size_t whylen)
{
    FILE *f = fopen(path, "rb");
    struct stat st;
    if (!f || fstat(fileno(f), &st) != 0) {
        snprintf(why, whylen, "%s", strerror(errno));
        if (f)
            fclose(f);
        return false;
    }
    if (!S_ISREG(st.st_mode) || st.st_size > WATCH_MAX_BYTES) {
        if (S_ISREG(st.st_mode))
            snprintf(why, whylen, "larger than %d bytes: not a problem file", WATCH_MAX_BYTES);
        else
            snprintf(why, whylen, "not a regular file");
        fclose(f);
        return false;
    }
    /* Room for a file that grows while saved; filling it all means it grew
     * past that, and the next event reads it again. */
    size_t cap = (size_t)st.st_size + 4096, len = 0, got;
    char *buf = malloc(cap);
    if (!buf) {
        snprintf(why, whylen, "%s", strerror(ENOMEM));
        fclose(f);
        return false;
    }
    while (len < cap && (got = fread(buf + len, 1, cap - len, f)) > 0)
        len += got;
    int e = ferror(f) ? (errno ? errno : EIO) : 0;
    fclose(f);
    if (e || len == cap) {
        snprintf(why, whylen, "%s", e ? strerror(e) : "changed while read");
        free(buf);
        return false;
    }
    *out = buf;
    *outlen = len;
    return true;
}

static void stamp(FILE *out, const char *path)
{
    time_t t = time(NULL);
    struct tm tm;
    char when[16] = "";
    if (localtime_r(&t, &tm))
        strftime(when, sizeof when, "%H:%M:%S", &tm);
    fprintf(out, "\n=== %s %s ===\n", when, path);
}

/* Solves and reports one position of the file (a twin, or the problem),
 * with what changed since its previous version; bad: why it cannot be read.
 * A twin joins T, the file's twins so far: its report, record and changes
 * have the themes across them that end at it, as solve's. */
static void process_position(Watch *w, const Problem *pb, const char *bad, Twins *T, FILE *out)
{
    if (bad) {
        twin_text_line(out, pb, w->o->lang);
        fprintf(out, "%s: %s\n", msg_prefix(), bad);
        return;
    }
    if (pb->warnings[0])
        fprintf(out, "%s: %s:%ld: warning: %s\n", msg_prefix(), w->path, pb->warn_line, pb->warnings);
    const CliOptions *o = w->o;
    SolveOptions so;
    problem_solve_options(pb, &o->solve, &so);
    Solution own;
    solve(&pb->pos, &so, &own);
    const Solution *held = pb->twin ? twins_add(T, pb->twin, &own) : &own;
    Solution s = *held; /* a twin's stays in T */
    RecordPlay *rec = malloc(sizeof *rec);
    if (!rec)
        abort(); /* out of memory, as everywhere else */
    record_play_init(rec);
    record_play_of_solution_analysed(rec, &s, &so, pb->twin ? T : NULL);
    if (o->json) {
        json_t *j = report_json_record_analysed(pb, &s, rec->themes, &so, o->lang);
        char *line = j ? json_dumps(j, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(6)) : NULL;
        if (line)
            fprintf(out, "%s\n", line);
        free(line);
        json_decref(j);
    } else {
        TextStyle ts = options_text_style(o);
        ts.later = pb->twin && strcmp(pb->twin, "a") != 0; /* its problem's words are above */
        ts.twins = pb->twin ? T : NULL;
        report_text_styled(out, pb, &s, &so, &ts);
    }
    char key[64]; /* the twin's label and the side to move: a duplex has two of each */
    snprintf(key, sizeof key, "%s/%c", pb->twin ? pb->twin : "", pb->pos.side == WHITE ? 'w' : 'b');
    Prev *prev = NULL;
    for (int i = 0; i < w->nprev && !prev; i++)
        if (strcmp(w->prev[i].key, key) == 0)
            prev = &w->prev[i];
    Lang lang = o->lang;
    if (s.status == ST_TIMEOUT) {
        fprintf(out, "%s\n", tr(lang, "(analysis incomplete: not compared with the previous version)"));
        record_play_free(rec);
        free(rec);
    } else {
        if (prev) {
            DiffList d = { 0 };
            diff_records(prev->rec, rec, true, lang, &d);
            if (d.n == 0) {
                fprintf(out, "%s\n", tr(lang, "no change in the solution since the previous version"));
            } else {
                fprintf(out, "%s\n", tr(lang, "changes since the previous version:"));
                for (int i = 0; i < d.n; i++)
                    fprintf(out, "  %s\n", d.items[i].text);
            }
            diff_list_free(&d);
        }
        if (prev) {
            record_play_free(prev->rec);
            free(prev->rec);
        } else {
            if (w->nprev == w->capprev) {
                w->capprev = w->capprev ? 2 * w->capprev : 4;
                w->prev = realloc(w->prev, sizeof *w->prev * (size_t)w->capprev);
                if (!w->prev)
                    abort();
            }
            prev = &w->prev[w->nprev++];
            snprintf(prev->key, sizeof prev->key, "%s", key);
        }
        prev->rec = rec;
    }
    solution_free(&own); /* empty when T holds it */
}

/* Reads, solves and reports the file if its content changed. */
static void process(Watch *w, FILE *out)
{
    char *text, why[128];
    size_t len;
    if (!read_all(w->path, &text, &len, why, sizeof why)) {
        /* Mid-save (renamed away) or deleted: the next event tells. */
        if (w->have_bytes || w->versions == 0)
            fprintf(out, "%s: %s: %s\n", msg_prefix(), w->path, why);
        free(w->bytes);
        w->bytes = NULL;
        w->have_bytes = false;
        return;
    }
    if (w->have_bytes && len == w->len && memcmp(text, w->bytes, len) == 0) {
        free(text); /* saved without a change */
        return;
    }
    free(w->bytes);
    w->bytes = text, w->len = len, w->have_bytes = true;
    if (w->versions++ > 0)
        stamp(out, w->path);

    FirstProblem fp;
    char err[2 * FEN_MSG];
    if (first_problem_parse(w->path, text, len, &fp, err, sizeof err) != 0) {
        fprintf(out, "%s: %s\n", msg_prefix(), err);
        return;
    }
    Twins T = { 0 };
    for (int i = 0; i < fp.n; i++) {
        if (i > 0)
            fputc('\n', out);
        process_position(w, &fp.p[i], fp.err[i], &T, out);
    }
    twins_clear(&T);
    first_problem_free(&fp);
}

/* Reads the pending inotify events; whether one is about our file. Sets *gone
 * when the directory itself went away. */
static bool drain(int fd, const char *base, bool *gone)
{
    bool ours = false;
    char buf[4096] __attribute__((aligned(__alignof__(struct inotify_event))));
    for (;;) {
        ssize_t n = read(fd, buf, sizeof buf);
        if (n <= 0)
            return ours; /* EAGAIN: nothing more for now */
        for (char *p = buf; p < buf + n;) {
            const struct inotify_event *ev = (const struct inotify_event *)p;
            if (ev->mask & (IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED | IN_UNMOUNT))
                *gone = true;
            if (ev->mask & IN_Q_OVERFLOW)
                ours = true; /* events lost: look again */
            else if (ev->len > 0 && strcmp(ev->name, base) == 0)
                ours = true;
            p += sizeof *ev + ev->len;
        }
    }
}

static double now_ms(void) { return clock_seconds() * 1e3; }

/* Reads, solves and reports with SIGINT and SIGTERM unblocked (mask open).
 * False when the report could not be written (said on stderr). */
static bool process_unblocked(Watch *w, FILE *out, const sigset_t *open)
{
    sigset_t blocked;
    sigprocmask(SIG_SETMASK, open, &blocked);
    process(w, out);
    sigprocmask(SIG_SETMASK, &blocked, NULL);
    return stream_flush(out, "standard output");
}

/* The watch loop; returns the exit status. SIGINT and SIGTERM are blocked
 * except in ppoll and while solving, so that a Ctrl-C between the test of
 * stop_signal and the wait is not lost. */
static int watch_loop(Watch *w, int fd, const sigset_t *waitmask, FILE *out)
{
    if (!process_unblocked(w, out, waitmask))
        return 2;
    fprintf(stderr, "chiave watch: watching %s (Ctrl-C ends)\n", w->path);
    fflush(stderr);
    struct pollfd pfd = { .fd = fd, .events = POLLIN };
    while (!stop_signal) {
        int r = ppoll(&pfd, 1, NULL, waitmask);
        if (r < 0) {
            if (errno == EINTR)
                continue;
            fprintf(stderr, "chiave watch: %s\n", strerror(errno));
            return 2;
        }
        bool gone = false;
        if (!drain(fd, w->base, &gone) && !gone)
            continue;
        /* Debounce: wait until the events stop (an editor's save is several). */
        double t0 = now_ms();
        while (!stop_signal && !gone && now_ms() - t0 < DEBOUNCE_MAX_MS) {
            struct timespec quiet = { 0, DEBOUNCE_MS * 1000000L };
            r = ppoll(&pfd, 1, &quiet, waitmask);
            if (r == 0)
                break;
            if (r > 0)
                drain(fd, w->base, &gone);
        }
        if (gone) {
            fprintf(stderr, "chiave watch: the directory of %s is gone\n", w->path);
            return 2;
        }
        if (!stop_signal && !process_unblocked(w, out, waitmask))
            return 2;
    }
    return 0;
}

int cmd_watch(int nargs, char **args)
{
    CliOptions o;
    char err[512];
    const char *path;
    int nops = options_parse_file(nargs, args, &o, &path, err, sizeof err);
    if (nops >= 0 && o.help) {
        fputs(WATCH_USAGE, stdout);
        options_usage(stdout);
        return std_out_status(0);
    }
    if (nops >= 0 && (nops != 1 || strcmp(path, "-") == 0))
        snprintf(err, sizeof err, "expected one FILE (not standard input)"), nops = -1;
    else if (nops >= 0 && (o.pick.id || o.pick.index || o.publish))
        snprintf(err, sizeof err, "--id, --index and --publish are not options of watch (it watches the first "
                 "problem of FILE)"), nops = -1;
    if (nops < 0) {
        fprintf(stderr, "chiave watch: %s\ntry 'chiave watch --help'\n", err);
        return 2;
    }
    if (!defaults_apply(&o, err, sizeof err)) {
        fprintf(stderr, "%s: %s\n", msg_prefix(), err);
        return 2;
    }
    struct stat st;
    if (stat(path, &st) != 0) {
        fprintf(stderr, "chiave watch: %s: %s\n", path, strerror(errno));
        return 2;
    }
    if (S_ISDIR(st.st_mode)) {
        fprintf(stderr, "chiave watch: %s: is a directory\n", path);
        return 2;
    }
    if (!S_ISREG(st.st_mode)) { /* /dev/zero, a FIFO: nothing to watch being saved */
        fprintf(stderr, "chiave watch: %s: not a regular file\n", path);
        return 2;
    }

    /* The directory and the name in it. */
    char dir[PATH_MAX];
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(dir, sizeof dir, ".");
    else if (slash == path)
        snprintf(dir, sizeof dir, "/");
    else
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - path), path);
    Watch w = { .path = path, .base = slash ? slash + 1 : path, .o = &o };
    if (!w.base[0]) {
        fprintf(stderr, "chiave watch: %s: not a file name\n", path);
        return 2;
    }

    int fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (fd < 0 || inotify_add_watch(fd, dir, IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_MODIFY |
                                                 IN_DELETE | IN_MOVED_FROM | IN_DELETE_SELF |
                                                 IN_MOVE_SELF | IN_ONLYDIR) < 0) {
        fprintf(stderr, "chiave watch: %s: inotify: %s\n", dir, strerror(errno));
        if (fd >= 0)
            close(fd);
        return 2;
    }

    /* SIGINT and SIGTERM set stop_signal; blocked outside ppoll. */
    sigset_t block, orig, waitmask;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    sigaddset(&block, SIGTERM);
    sigprocmask(SIG_BLOCK, &block, &orig);
    waitmask = orig;
    sigdelset(&waitmask, SIGINT);
    sigdelset(&waitmask, SIGTERM);
    struct sigaction sa = { .sa_handler = on_signal }, old_int, old_term;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &old_int);
    sigaction(SIGTERM, &sa, &old_term);
    stop_signal = 0;

    int status = watch_loop(&w, fd, &waitmask, stdout);

    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);
    sigprocmask(SIG_SETMASK, &orig, NULL);
    close(fd);
    free(w.bytes);
    for (int i = 0; i < w.nprev; i++) {
        record_play_free(w.prev[i].rec);
        free(w.prev[i].rec);
    }
    free(w.prev);
    return std_out_status(status);
}
