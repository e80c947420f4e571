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
    "  address it prints (Ctrl-C stops it: the requests under way get 2 s; twice: at once)\n" \
    "  --port N        the port (default 8042; 0: any free port)\n" \
    "  --listen ADDR   the address to listen on (default 127.0.0.1, this machine only);\n" \
    "                  one that is not loopback (127.0.0.0/8, ::1, localhost) needs --public\n" \
    "  --public        listen on a non-loopback ADDR (0.0.0.0 and :: are every address):\n" \
    "                  anyone who reaches it can solve, open and save the collection FILE\n" \
    "  --allow-host NAME  a name the page may be opened at besides ADDR (with --public)\n" \
    "  --open          open the page in the browser (xdg-open)\n" \
    "  --max-time S    the most one request may solve, in seconds (default 10)\n" \
    "  --threads N     requests solved at once (default: one per core, at least 2)\n" \
    "  FILE            a collection to list and edit (FEN/EPD, PGN, Popeye, YAML),\n" \
    "                  saved back when it is FEN/EPD or PGN\n"

#define STOP_GRACE 2.0  /* seconds the requests under way get after the first signal */
#define STOP_FORCED 0.8 /* after the second, the most the ending may take */

extern char **environ;

typedef struct {
    ServeConfig cfg;
    bool open;
    const char *file;
    const char *listen; /* as given */
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

/* Parses the words after `serve`; -1 with a message, 1 for --help. */
static int parse_args(int nargs, char **args, ServeArgs *a, char *err, size_t errlen)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    /* At least two solving threads, so that one long request leaves room. */
    a->cfg = (ServeConfig){ .port = 8042, .threads = n > 2 ? (int)(n < 64 ? n : 64) : 2,
                            .api = { .max_time = 10 } };
    for (int i = 0; i < nargs; i++) {
        const char *w = args[i];
        if (strcmp(w, "--help") == 0 || strcmp(w, "-h") == 0)
            return 1;
        if (strcmp(w, "--open") == 0 || strcmp(w, "--public") == 0) {
            *(w[2] == 'o' ? &a->open : &a->cfg.public) = true;
            continue;
        }
        if (w[0] != '-' || strcmp(w, "-") == 0) {
            if (a->file) {
                snprintf(err, errlen, "one FILE at most ('%s' and '%s')", a->file, w);
                return -1;
            }
            a->file = w;
            continue;
        }
        const char *names[] = { "--port", "--listen", "--max-time", "--threads", "--allow-host" };
        size_t k = 0;
        while (k < 5 && strcmp(w, names[k]) != 0)
            k++;
        if (k == 5) {
            snprintf(err, errlen, "unknown option '%s'", w);
            return -1;
        }
        if (i + 1 >= nargs) {
            snprintf(err, errlen, "option '%s' needs a value", w);
            return -1;
        }
        const char *v = args[++i];
        char *end;
        if (k == 0 && parse_int(v, 0, 65535, &n)) {
            a->cfg.port = (int)n;
        } else if (k == 1) {
            a->listen = v;
        } else if (k == 4 && host_name_ok(v) && a->cfg.nallow < SERVE_MAX_ALLOW_HOSTS) {
            a->cfg.allow_host[a->cfg.nallow++] = v;
        } else if (k == 2 && (a->cfg.api.max_time = strtod(v, &end)) > 0 && !*end) {
            ;
        } else if (k == 3 && parse_int(v, 1, 64, &n)) {
            a->cfg.threads = (int)n;
        } else {
            static const char *what[] = {
                "is not a port from 0 to 65535",
                "",
                "is not a number of seconds above 0",
                "is not a number from 1 to 64",
                "is not a host name (letters, digits, '.', '-'; at most 8 names)",
            };
            snprintf(err, errlen, "%s: '%s' %s", w, v, what[k]);
            return -1;
        }
    }
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
