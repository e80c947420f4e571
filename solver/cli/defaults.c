/* defaults.c - the text report's defaults, from the environment and the
 * config file, under what the command line says. They set the text only:
 * JSON records keep English unless --lang says otherwise, so a script's
 * output does not depend on who runs it. */
#include "solver/cli/defaults.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define CONFIG_LINE_MAX 4096

bool defaults_config_path(char *buf, size_t len)
{
    const char *xdg = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");
    int n;
    if (xdg && xdg[0] == '/') /* the XDG spec: a relative path is ignored */
        n = snprintf(buf, len, "%s/chiave/config", xdg);
    else if (home && home[0])
        n = snprintf(buf, len, "%s/.config/chiave/config", home);
    else
        return false;
    return n > 0 && (size_t)n < len;
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n > 0 && strchr(" \t\r\n", s[n - 1]))
        s[--n] = '\0';
    return s;
}

/* One line: blank, a comment, or "key = value" (a '#' after white space
 * starts a comment). False with the message (without "name:LINE: "). */
static bool config_line(char *line, CliOptions *o, char *err, size_t errlen)
{
    for (char *h = line; (h = strchr(h, '#')); h++)
        if (h == line || h[-1] == ' ' || h[-1] == '\t') {
            *h = '\0';
            break;
        }
    char *s = trim(line);
    if (!*s)
        return true;
    char *eq = strchr(s, '=');
    if (!eq) {
        snprintf(err, errlen, "'%.60s' is not 'key = value'", s);
        return false;
    }
    *eq = '\0';
    const char *key = trim(s), *val = trim(eq + 1);
    static const char *const keys[] = { "lang", "order", "board", "refutations" };
    size_t k = 0;
    while (k < sizeof keys / sizeof *keys && strcmp(key, keys[k]) != 0)
        k++;
    if (k == sizeof keys / sizeof *keys) {
        snprintf(err, errlen, "unknown key '%.40s' (lang, order, board, refutations)", key);
        return false;
    }
    if (!*val) {
        snprintf(err, errlen, "%s: no value", key);
        return false;
    }
    char name[16], msg[256];
    snprintf(name, sizeof name, "--%s", key);
    if (!options_set(name, val, o, msg, sizeof msg)) {
        snprintf(err, errlen, "%s", msg + 2); /* "lang: 'xx' is not ...": the key as written */
        return false;
    }
    return true;
}

bool defaults_read_config(FILE *f, const char *name, CliOptions *o, char *err, size_t errlen)
{
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    long lineno = 0;
    bool ok = true;
    errno = 0;
    while (ok && (n = getline(&line, &cap, f)) >= 0) {
        char msg[320];
        lineno++;
        if (n > CONFIG_LINE_MAX)
            snprintf(msg, sizeof msg, "line longer than %d bytes", CONFIG_LINE_MAX), ok = false;
        else if (memchr(line, '\0', (size_t)n))
            snprintf(msg, sizeof msg, "a NUL byte"), ok = false;
        else
            ok = config_line(line, o, msg, sizeof msg);
        if (!ok)
            snprintf(err, errlen, "%s:%ld: %s", name, lineno, msg);
    }
    if (ok && ferror(f)) {
        snprintf(err, errlen, "%s: %s", name, strerror(errno ? errno : EIO));
        ok = false;
    }
    free(line);
    return ok;
}

Lang defaults_locale_lang(const char *lc_all, const char *lc_messages, const char *lang)
{
    const char *vars[] = { lc_all, lc_messages, lang };
    for (size_t i = 0; i < 3; i++) {
        const char *v = vars[i];
        if (!v || !*v)
            continue;
        char code[4];
        size_t n = strcspn(v, "_.@");
        Lang l;
        if (n < sizeof code) {
            memcpy(code, v, n);
            code[n] = '\0';
            if (lang_parse(code, &l))
                return l;
        }
        return LANG_EN; /* "C", "POSIX", a language without a catalogue */
    }
    return LANG_EN;
}

bool defaults_apply(CliOptions *o, char *err, size_t errlen)
{
    /* The config file, read into options of its own. */
    CliOptions cfg;
    memset(&cfg, 0, sizeof cfg);
    char path[4096];
    FILE *f = NULL;
    if (defaults_config_path(path, sizeof path) && !(f = fopen(path, "r")) && errno != ENOENT &&
        errno != ENOTDIR) { /* no file is no config; one that cannot be read is an error */
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return false;
    }
    if (f) {
        bool ok = defaults_read_config(f, path, &cfg, err, errlen);
        fclose(f);
        if (!ok)
            return false;
    }
    if (!o->lang_given) {
        const char *env = getenv("CHIAVE_LANG");
        if (env && *env) {
            if (!lang_parse(env, &o->lang)) {
                snprintf(err, errlen, "CHIAVE_LANG: '%.40s' is not one of it, de, fr, en", env);
                return false;
            }
        } else if (cfg.lang_given) {
            o->lang = cfg.lang;
        } else {
            o->lang = defaults_locale_lang(getenv("LC_ALL"), getenv("LC_MESSAGES"), getenv("LANG"));
        }
    }
    if (!o->order_given && cfg.order_given)
        memcpy(o->order, cfg.order, sizeof o->order);
    if (!o->board_given && cfg.board_given) {
        o->board = cfg.board;
        o->board_given = true;
    }
    if (!o->refutations_given && cfg.refutations_given)
        o->solve.max_refutations = cfg.solve.max_refutations;
    return true;
}
