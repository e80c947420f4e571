/* serve.c - `chiave serve [--port N] [--listen ADDR [--public]] [--open] [FILE]`:
 * the workbench, a page in the browser over a local JSON API (solver/serve/).
 * Prints the page's address and serves until Ctrl-C or SIGTERM (exit 0): the
 * first stops accepting and gives the requests under way a grace of
 * STOP_GRACE seconds, a second one stops at once. */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "solver/cli/commands.h"
#include "solver/cli/options.h"
#include "solver/io/std_streams.h"
#include "solver/report/tr.h"
#include "solver/serve/collection.h"
#include "solver/serve/routes.h"
#include "solver/serve/server.h"

#define SERVE_USAGE \
    "usage: chiave serve [--port N] [--listen ADDR [--public] [--allow-host NAME]...] [--open]\n" \
    "                    [--max-time S] [--threads N] [FILE]\n" \
    "  the workbench: a board editor with instant analysis in the browser, at the\n" \
    "  address it prints (Ctrl-C stops it: the requests under way get 2 s; twice: at once)\n"

#define STOP_GRACE 2.0  /* seconds the requests under way get after the first signal */
#define STOP_FORCED 0.8 /* after the second, the most the ending may take */

extern char **environ;

typedef struct {
    ServeConfig cfg;
    bool open;
    const char *file;
    const char *listen; /* as given */
    bool help;
} ServeArgs;

/* Whether name can be a Host header's name: a DNS name or an IP address. */
static bool host_name_ok(const char *name)
{
    size_t n = strlen(name);
    return n > 0 && n <= 253 && strspn(name, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:") == n;
}

/* The listen address read and judged: loopback, or --public. */
static int check_listen(ServeArgs *a, char *err, size_t errlen)
{
    char why[128];
    const char *text = a->listen ? a->listen : "127.0.0.1";
    if (listen_address_parse(text, &a->cfg.listen, why, sizeof why) != 0) {
        snprintf(err, errlen, "--listen: '%s' %s", text, why);
        return -1;
    }
    if (!a->cfg.listen.loopback && !a->cfg.public) {
        snprintf(err, errlen,
                 "--listen %s: not a loopback address (127.0.0.0/8, ::1, localhost)%s: it would let the "
                 "network solve, open and save files through the API; add --public to mean it",
                 text, a->cfg.listen.wildcard ? ", but every address of this machine" : "");
        return -1;
    }
    return 0;
}

enum { OPT_PORT = OPT_OWN, OPT_LISTEN, OPT_PUBLIC, OPT_ALLOW_HOST, OPT_OPEN, OPT_MAX_TIME, OPT_THREADS, OPT_HELP };
static const OptRow SERVE_ROWS[] = {
    { "port", 0, "N", "the port (default 8042; 0: any free port)", OPT_PORT },
    { "listen", 0, "ADDR", "the address to listen on (default 127.0.0.1, this machine only);\n"
                           "one that is not loopback (127.0.0.0/8, ::1, localhost) needs --public", OPT_LISTEN },
    { "public", 0, NULL, "listen on a non-loopback ADDR (0.0.0.0 and :: are every address):\n"
                         "anyone who reaches it can solve, open and save the collection FILE", OPT_PUBLIC },
    { "allow-host", 0, "NAME", "a name the page may be opened at besides ADDR (with --public)", OPT_ALLOW_HOST },
    { "open", 0, NULL, "open the page in the browser (xdg-open)", OPT_OPEN },
    { "max-time", 0, "S", "the most one request may solve, in seconds (default 10)", OPT_MAX_TIME },
    { "threads", 0, "N", "requests solved at once (default: one per core, at least 2)", OPT_THREADS },
    { "help", 'h', NULL, NULL, OPT_HELP },
    { NULL, 0, NULL, NULL, 0 },
};
static const OptGroup SERVE_OPTIONS[] = {
    { NULL, SERVE_ROWS, "  FILE               a collection to list and edit (FEN/EPD, PGN, Popeye, YAML),\n"
                        "                     saved back when it is FEN/EPD or PGN\n" },
    { NULL, NULL, NULL },
};

/* Applies one of serve's options to the ServeArgs at ctx. */
static bool apply_serve(void *ctx, int id, const char *v, const char *name, char *err, size_t errlen)
{
    ServeArgs *a = ctx;
    long n;
    char *end;
    const char *what = NULL;
    switch (id) {
    case OPT_HELP:
        a->help = true;
        break;
    case OPT_OPEN:
        a->open = true;
        break;
    case OPT_PUBLIC:
        a->cfg.public = true;
        break;
    case OPT_LISTEN:
        a->listen = v;
        break;
    case OPT_PORT:
        if (parse_int(v, 0, 65535, &n))
            a->cfg.port = (int)n;
        else
            what = "is not a port from 0 to 65535";
        break;
    case OPT_ALLOW_HOST:
        if (host_name_ok(v) && a->cfg.nallow < SERVE_MAX_ALLOW_HOSTS)
            a->cfg.allow_host[a->cfg.nallow++] = v;
        else
            what = "is not a host name (letters, digits, '.', '-'; at most 8 names)";
        break;
    case OPT_MAX_TIME:
        if (!((a->cfg.api.max_time = strtod(v, &end)) > 0 && !*end))
            what = "is not a number of seconds above 0";
        break;
    case OPT_THREADS:
        if (parse_int(v, 1, 64, &n))
            a->cfg.threads = (int)n;
        else
            what = "is not a number from 1 to 64";
        break;
    }
    if (what)
        snprintf(err, errlen, "%s: '%s' %s", name, v, what);
    return what == NULL;
}

/* Parses the words after `serve`; -1 with a message, 1 for --help. */
static int parse_args(int nargs, char **args, ServeArgs *a, char *err, size_t errlen)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    /* At least two solving threads, so that one long request leaves room. */
    a->cfg = (ServeConfig){ .port = 8042, .threads = n > 2 ? (int)(n < 64 ? n : 64) : 2,
                            .api = { .max_time = 10 } };
    char **files = calloc((size_t)nargs + 1, sizeof *files);
    int nfiles = -1;
    if (files)
        nfiles = opt_parse_words("serve", SERVE_OPTIONS, nargs, args, apply_serve, a, files, err, errlen);
    else
        snprintf(err, errlen, "out of memory");
    if (nfiles > 1)
        snprintf(err, errlen, "one FILE at most ('%s' and '%s')", files[0], files[1]);
    else if (nfiles == 1)
        a->file = files[0];
    free(files);
    if (nfiles < 0 || nfiles > 1)
        return -1;
    if (a->help)
        return 1;
    return check_listen(a, err, errlen);
}

/* Runs xdg-open on url, without waiting for the browser; it gets the default
 * signal mask and dispositions, not the server's. */
static void open_browser(const char *url)
{
    pid_t pid;
    char *argv[] = { "xdg-open", (char *)url, NULL };
    posix_spawnattr_t attr;
    sigset_t none, reset;
    sigemptyset(&none);
    sigemptyset(&reset);
    sigaddset(&reset, SIGCHLD);
    sigaddset(&reset, SIGPIPE);
    int rc = posix_spawnattr_init(&attr);
    if (rc == 0) {
        posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
        posix_spawnattr_setsigmask(&attr, &none);
        posix_spawnattr_setsigdefault(&attr, &reset);
        rc = posix_spawnp(&pid, "xdg-open", NULL, &attr, argv, environ);
        posix_spawnattr_destroy(&attr);
    }
    if (rc != 0)
        fprintf(stderr, "chiave serve: cannot run xdg-open (%s): open %s yourself\n", strerror(rc), url);
}

typedef struct {
    const sigset_t *signals;
    atomic_bool forced, done;
} Stopping;

/* Waits for a second signal; then the ending may take STOP_FORCED seconds
 * more, after which the process ends at once (a save under way is let end:
 * a file is never left half written). */
static void *second_signal(void *arg)
{
    Stopping *st = arg;
    int sig;
    sigwait(st->signals, &sig);
    atomic_store(&st->forced, true);
    double end = clock_seconds() + STOP_FORCED;
    while (!atomic_load(&st->done) && clock_seconds() < end)
        nanosleep(&(struct timespec){ .tv_nsec = 10000000 }, NULL);
    if (!atomic_load(&st->done)) {
        routes_hold_writes();
        fputs("chiave serve: stopped at once\n", stderr);
        _exit(0);
    }
    return NULL;
}

/* After the first signal: no new connection; the requests under way get
 * STOP_GRACE seconds (or until a second signal), then what still runs is
 * cancelled. */
static void serve_stop(Server *s, const sigset_t *signals)
{
    fprintf(stderr, "chiave serve: stopping (the requests under way get %.0f s; Ctrl-C again stops at once)\n",
            STOP_GRACE);
    server_quiesce(s);
    static Stopping st; /* the thread may outlive this function */
    st.signals = signals;
    atomic_init(&st.forced, false);
    atomic_init(&st.done, false);
    pthread_t th;
    bool watching = pthread_create(&th, NULL, second_signal, &st) == 0;
    if (watching)
        pthread_detach(th);
    double end = clock_seconds() + STOP_GRACE;
    while (server_busy(s) > 0 && !atomic_load(&st.forced) && clock_seconds() < end)
        nanosleep(&(struct timespec){ .tv_nsec = 10000000 }, NULL);
    if (server_busy(s) > 0)
        fprintf(stderr, "chiave serve: %d requests cancelled\n", server_busy(s));
    server_stop(s);
    atomic_store(&st.done, true);
}

int cmd_serve(int nargs, char **args)
{
    ServeArgs a = { 0 };
    char err[512];
    int rc = parse_args(nargs, args, &a, err, sizeof err);
    if (rc == 1) {
        fputs(SERVE_USAGE, stdout);
        opt_help(stdout, SERVE_OPTIONS);
        return std_out_status(0);
    }
    if (rc < 0) {
        fprintf(stderr, "chiave serve: %s\n" SERVE_USAGE, err);
        return 2;
    }
    a.cfg.api.collection = collection_new();
    if (!a.cfg.api.collection) {
        fprintf(stderr, "chiave serve: out of memory\n");
        return 2;
    }
    if (a.file && collection_load_file(a.cfg.api.collection, a.file, err, sizeof err) != 0) {
        fprintf(stderr, "chiave serve: %s\n", err);
        collection_free(a.cfg.api.collection);
        return 2;
    }
    tr_init(); /* setlocale, once, before there are other threads */
    /* The server's threads inherit the mask: the signals come to sigwait below. */
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);
    signal(SIGPIPE, SIG_IGN);
    signal(SIGCHLD, SIG_IGN); /* xdg-open is not waited for */

    int port;
    Server *s = server_start(&a.cfg, &port, err, sizeof err);
    if (!s) {
        fprintf(stderr, "chiave serve: %s\n", err);
        collection_free(a.cfg.api.collection);
        return 2;
    }
    /* On every address: the page is opened by the first name allowed. */
    const char *host = a.cfg.listen.wildcard && a.cfg.nallow ? a.cfg.allow_host[0] : a.cfg.listen.text;
    char url[300];
    snprintf(url, sizeof url, strchr(host, ':') ? "http://[%s]:%d/" : "http://%s:%d/", host, port);
    printf("%s\n", url);
    std_out_flush(); /* if standard output fails (said), the address is on stderr too */
    fprintf(stderr, "chiave serve: the workbench is at %s (Ctrl-C stops it)\n", url);
    if (!a.cfg.listen.loopback)
        fprintf(stderr, "chiave serve: listening on %s: anyone who reaches it can solve, open and save "
                "through the page%s\n", a.cfg.listen.text,
                a.cfg.nallow ? "" : " (its Host must be that address: --allow-host NAME for a name)");
    if (a.open)
        open_browser(url);
    int sig;
    sigwait(&stop, &sig);
    serve_stop(s, &stop);
    collection_free(a.cfg.api.collection);
    return 0;
}
