/* serve.c - `chiave serve [--port N] [--listen ADDR] [--open] [FILE]`: the
 * workbench, a page in the browser over a local JSON API (solver/serve/).
 * Prints the page's address and serves until Ctrl-C or SIGTERM (exit 0). */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "solver/cli/commands.h"
#include "solver/cli/options.h"
#include "solver/io/std_streams.h"
#include "solver/report/tr.h"
#include "solver/serve/collection.h"
#include "solver/serve/server.h"

#define SERVE_USAGE \
    "usage: chiave serve [--port N] [--listen ADDR] [--open] [--max-time S] [--threads N] [FILE]\n" \
    "  the workbench: a board editor with instant analysis in the browser, at the\n" \
    "  address it prints (Ctrl-C stops it)\n" \
    "  --port N        the port (default 8042; 0: any free port)\n" \
    "  --listen ADDR   the address to listen on (default 127.0.0.1, this machine only)\n" \
    "  --open          open the page in the browser (xdg-open)\n" \
    "  --max-time S    the most one request may solve, in seconds (default 10)\n" \
    "  --threads N     requests solved at once (default: one per core)\n" \
    "  FILE            a collection to list and edit (FEN/EPD, PGN, Popeye, YAML),\n" \
    "                  saved back when it is FEN/EPD or PGN\n"

extern char **environ;

typedef struct {
    ServeConfig cfg;
    bool open;
    const char *file;
} ServeArgs;

/* Parses the words after `serve`; -1 with a message, 1 for --help. */
static int parse_args(int nargs, char **args, ServeArgs *a, char *err, size_t errlen)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    a->cfg = (ServeConfig){ .port = 8042, .threads = n > 0 ? (int)(n < 64 ? n : 64) : 1,
                            .api = { .max_time = 10 } };
    for (int i = 0; i < nargs; i++) {
        const char *w = args[i];
        if (strcmp(w, "--help") == 0 || strcmp(w, "-h") == 0)
            return 1;
        if (strcmp(w, "--open") == 0) {
            a->open = true;
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
        const char *names[] = { "--port", "--listen", "--max-time", "--threads" };
        size_t k = 0;
        while (k < 4 && strcmp(w, names[k]) != 0)
            k++;
        if (k == 4) {
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
        } else if (k == 1 && *v && strcmp(v, "0.0.0.0") && strcmp(v, "::")) {
            a->cfg.listen = v;
        } else if (k == 2 && (a->cfg.api.max_time = strtod(v, &end)) > 0 && !*end) {
            ;
        } else if (k == 3 && parse_int(v, 1, 64, &n)) {
            a->cfg.threads = (int)n;
        } else {
            static const char *what[] = {
                "is not a port from 0 to 65535",
                "is not the address the page will be opened at (an address of this machine, not 0.0.0.0 or ::)",
                "is not a number of seconds above 0",
                "is not a number from 1 to 64",
            };
            snprintf(err, errlen, "%s: '%s' %s", w, v, what[k]);
            return -1;
        }
    }
    return 0;
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
    const char *host = a.cfg.listen ? a.cfg.listen : "127.0.0.1";
    char url[128];
    snprintf(url, sizeof url, strchr(host, ':') ? "http://[%s]:%d/" : "http://%s:%d/", host, port);
    printf("%s\n", url);
    std_out_flush(); /* if standard output fails (said), the address is on stderr too */
    fprintf(stderr, "chiave serve: the workbench is at %s (Ctrl-C stops it)\n", url);
    if (a.open)
        open_browser(url);
    int sig;
    sigwait(&stop, &sig);
    server_stop(s);
    collection_free(a.cfg.api.collection);
    return 0;
}
