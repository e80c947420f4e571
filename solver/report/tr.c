/* tr.c - the report's words in the reader's language, with GNU gettext.
 *
 * gettext picks the catalogue from process-wide state: the LC_MESSAGES locale
 * and the LANGUAGE variable. So tr() holds a lock, points LANGUAGE at the
 * language asked for when it differs from the last one (and tells gettext, as
 * its manual says, by incrementing _nl_msg_cat_cntr), and looks the message up.
 * The strings gettext returns stay valid: catalogues are never unloaded.
 * glibc ignores LANGUAGE under the "C" locale, which a program has until it
 * calls setlocale, so LC_MESSAGES is set to C.UTF-8 (English otherwise, UTF-8
 * text) whatever the user's locale: --lang alone decides the language. */
#include "solver/report/tr.h"

#include <libintl.h>
#include <limits.h>
#include <locale.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define DOMAIN "chiave"

#ifndef CHIAVE_BUILD_LOCALEDIR
#define CHIAVE_BUILD_LOCALEDIR "build/locale"
#endif

extern int _nl_msg_cat_cntr; /* GNU gettext: bumped when LANGUAGE changes */

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool usable;            /* catalogues found and a locale that lets LANGUAGE count */
static Lang current = LANG_EN; /* the language LANGUAGE names now (EN: not set yet) */

static const char *const CODES[] = { [LANG_EN] = "en", [LANG_IT] = "it", [LANG_DE] = "de", [LANG_FR] = "fr" };

/* Whether dir holds our Italian catalogue (all languages are built together). */
static bool has_catalogues(const char *dir)
{
    char path[PATH_MAX + 64];
    int n = snprintf(path, sizeof path, "%s/it/LC_MESSAGES/" DOMAIN ".mo", dir);
    return n > 0 && (size_t)n < sizeof path && access(path, R_OK) == 0;
}

/* The catalogues: beside an installed program (PREFIX/bin/chiave reads
 * PREFIX/share/locale, wherever PREFIX and DESTDIR put it), else those of the
 * build tree the program was built in. */
static const char *catalogue_dir(char *buf, size_t len)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash) {
            *slash = '\0';
            snprintf(buf, len, "%s/../share/locale", exe);
            if (has_catalogues(buf))
                return buf;
        }
    }
    return has_catalogues(CHIAVE_BUILD_LOCALEDIR) ? CHIAVE_BUILD_LOCALEDIR : NULL;
}

static void init(void)
{
    char buf[PATH_MAX + 32];
    const char *dir = catalogue_dir(buf, sizeof buf);
    if (!dir)
        return;
    const char *loc = setlocale(LC_MESSAGES, NULL);
    if (!loc || strcmp(loc, "C") == 0 || strcmp(loc, "POSIX") == 0) {
        static const char *const tries[] = { "C.UTF-8", "C.utf8", "en_US.UTF-8", "" };
        loc = NULL;
        for (size_t i = 0; i < sizeof tries / sizeof *tries && !loc; i++) {
            loc = setlocale(LC_MESSAGES, tries[i]);
            if (loc && (strcmp(loc, "C") == 0 || strcmp(loc, "POSIX") == 0))
                loc = NULL;
        }
    }
    if (!loc)
        return; /* no locale in which gettext reads LANGUAGE: English */
    usable = bindtextdomain(DOMAIN, dir) && bind_textdomain_codeset(DOMAIN, "UTF-8");
}

void tr_init(void)
{
    pthread_once(&once, init);
}

/* Points gettext at lang; under the lock. Whether it now looks there. */
static bool switch_to(Lang lang)
{
    if (current != lang && setenv("LANGUAGE", CODES[lang], 1) == 0) {
        ++_nl_msg_cat_cntr;
        current = lang;
    }
    return current == lang;
}

/* Whether lang needs a look in the catalogues (with tr_init done). */
static bool translated(Lang lang)
{
    if (lang == LANG_EN)
        return false;
    tr_init();
    return usable;
}

const char *tr(Lang lang, const char *msgid)
{
    if (!msgid || !translated(lang))
        return msgid;
    pthread_mutex_lock(&lock);
    const char *t = switch_to(lang) ? dgettext(DOMAIN, msgid) : msgid;
    pthread_mutex_unlock(&lock);
    return t;
}

const char *tr_n(Lang lang, const char *msgid, const char *plural, unsigned long n)
{
    if (!translated(lang))
        return n == 1 ? msgid : plural;
    pthread_mutex_lock(&lock);
    const char *t = switch_to(lang) ? dngettext(DOMAIN, msgid, plural, n) : n == 1 ? msgid : plural;
    pthread_mutex_unlock(&lock);
    return t;
}

const char *tr_c(Lang lang, const char *ctx, const char *msgid)
{
    /* A message in a context is stored as "ctx\004msgid" (gettext.h's pgettext). */
    char key[256];
    int n = snprintf(key, sizeof key, "%s\004%s", ctx, msgid);
    if (!translated(lang) || n < 0 || (size_t)n >= sizeof key)
        return msgid;
    pthread_mutex_lock(&lock);
    const char *t = switch_to(lang) ? dgettext(DOMAIN, key) : key;
    pthread_mutex_unlock(&lock);
    return t == key ? msgid : t;
}

const char *tr_colon(Lang lang)
{
    /* TRANSLATORS: ends a label, "Analysis:"; French: a no-break space (U+00A0) and ":". */
    return tr_c(lang, "punctuation", ":");
}

const char *tr_semicolon(Lang lang)
{
    /* TRANSLATORS: parts a list of variations; French: a no-break space (U+00A0) and ";". */
    return tr_c(lang, "punctuation", ";");
}

const char *tr_decimal_sign(Lang lang)
{
    /* TRANSLATORS: the decimal sign of a number in the text, "0.06 s"; German, French and Italian write a comma. */
    return tr_c(lang, "decimal sign", ".");
}

const char *tr_decimal(Lang lang, double v, int digits, char *buf, size_t len)
{
    char num[64]; /* printf's "." whatever the locale: tr_init sets LC_MESSAGES alone */
    snprintf(num, sizeof num, "%.*f", digits, v);
    const char *dot = strchr(num, '.');
    if (dot)
        snprintf(buf, len, "%.*s%s%s", (int)(dot - num), num, tr_decimal_sign(lang), dot + 1);
    else
        snprintf(buf, len, "%s", num);
    return buf;
}

/* Whether s starts with the vowel e in any case or accent (UTF-8 è é È É). */
static bool starts_with_e(const char *s)
{
    const unsigned char *u = (const unsigned char *)s;
    return u[0] == 'e' || u[0] == 'E' || (u[0] == 0xC3 && (u[1] == 0xA8 || u[1] == 0xA9 || u[1] == 0x88 || u[1] == 0x89));
}

void tr_euphony(Lang lang, char *s, size_t len)
{
    if (lang != LANG_IT)
        return;
    for (char *p = s; (p = strstr(p, " e ")) != NULL; p += 2) {
        size_t n = strlen(s);
        if (!starts_with_e(p + 3) || n + 2 > len)
            continue;
        memmove(p + 3, p + 2, n - (size_t)(p + 2 - s) + 1);
        p[2] = 'd'; /* " e " -> " ed " */
    }
}

bool tr_list_add(char *buf, size_t len, const char *item, int i, int count, Lang lang)
{
    char was[256];
    int n;
    if (strlen(buf) >= sizeof was)
        return false;
    snprintf(was, sizeof was, "%s", buf);
    if (i == 0)
        n = snprintf(buf, len, "%s", item);
    else if (i == count - 1)
        /* TRANSLATORS: the last two men (or squares) of a list in a sentence, "Bc1 and Qf5", "b2 and b1". */
        n = snprintf(buf, len, tr_c(lang, "men list, last", "%1$s and %2$s"), was, item);
    else
        /* TRANSLATORS: the men (or squares) of a list in a sentence but the last two, "Qa1, Rg3". */
        n = snprintf(buf, len, tr_c(lang, "men list", "%1$s, %2$s"), was, item);
    if (n < 0 || (size_t)n >= len) { /* no room: the list as it was, no item cut */
        snprintf(buf, len, "%s", was);
        return false;
    }
    if (i == count - 1 && i > 0)
        tr_euphony(lang, buf, len); /* "d5 e e4" -> "d5 ed e4" */
    return true;
}
