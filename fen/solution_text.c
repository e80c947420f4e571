/* solution_text.c - a stated solution's text: twins' sections, the key. */
#include "fen/solution_text.h"
#include "solver/san.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Whether t (at the start of the text or after white space) is a twin's
 * label "b)", "z12)"; its length with the ')' then in *n. */
static bool twin_label(const char *text, const char *t, size_t *n)
{
    if (t > text && !isspace((unsigned char)t[-1]))
        return false;
    if (*t < 'a' || *t > 'z')
        return false;
    size_t i = 1;
    while (isdigit((unsigned char)t[i]))
        i++;
    if (t[i] != ')')
        return false;
    *n = i + 1;
    return true;
}

char *solution_section(const char *text, const char *twin)
{
    const char *start = NULL, *end = NULL;
    bool labels = false;
    for (const char *t = text; *t; t++) {
        size_t n;
        if (!twin_label(text, t, &n))
            continue;
        labels = true;
        if (start) {
            end = t;
            break;
        }
        bool ours = twin ? strlen(twin) == n - 1 && strncmp(t, twin, n - 1) == 0 : true;
        if (ours)
            start = t + n;
    }
    if (!labels) {
        if (twin && strcmp(twin, "a") != 0)
            return NULL;
        start = text;
    }
    if (!start)
        return NULL;
    if (!end)
        end = start + strlen(start);
    while (start < end && isspace((unsigned char)*start))
        start++;
    while (end > start && isspace((unsigned char)end[-1]))
        end--;
    return strndup(start, (size_t)(end - start));
}

int solution_first_key(const char *text, char *out, size_t len)
{
    for (const char *p = text; (p = strstr(p, "1.")); p += 2) {
        if (p > text && (isdigit((unsigned char)p[-1]) || p[-1] == '.'))
            continue; /* 11., or the dots of 1... */
        const char *m = p + 2 + strspn(p + 2, " ");
        if (*m == '.')
            continue; /* 1...: a defence */
        size_t n = strcspn(m, " \t\r\n(");
        const char *marks = m + n + strspn(m + n, " ");
        size_t ep = san_ep_length(marks); /* "1.dxe6 e.p.!", "1.dxe6 e. p.!" */
        if (ep)
            marks += ep + strspn(marks + ep, " ");
        size_t bare = n;
        while (bare > 0 && strchr("+#!?", m[bare - 1]))
            bare--;
        bool bang = memchr(m + bare, '!', n - bare) && !memchr(m + bare, '?', n - bare);
        if (!bang && bare == n) /* "Sf2-g4 + !": the marks apart */
            bang = strspn(marks, "+# !") > 0 && strchr(marks, '!') && strchr(marks, '!') < marks + strspn(marks, "+# !");
        if (bang && bare > 0) {
            snprintf(out, len, "%.*s", (int)bare, m);
            return 1;
        }
    }
    return 0;
}
