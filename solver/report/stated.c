/* stated.c - where a problem states its solution, its keys, and whether the
 * play agrees (SPEC "Stated solutions"; decisions in solver/report/STATED.md). */
#include <ctype.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "fen/fen_text.h"
#include "fen/solution_text.h"
#include "solver/movegen.h"
#include "solver/report/stated.h"
#include "solver/report/tr.h"

/* The operands of EPD operation `name` in ops, quotes taken out; NULL when
 * ops has no such operation. */
static char *epd_operands(const char *ops, const char *name)
{
    size_t len = strlen(name);
    for (const char *p = ops; p && *p;) {
        p += strspn(p, " \t;");
        bool ours = strncmp(p, name, len) == 0 && (p[len] == ' ' || p[len] == '\t');
        const char *q = p;
        bool quoted = false;
        while (*q && (quoted || *q != ';'))
            quoted ^= *q++ == '"';
        if (ours) {
            char *v = strndup(p + len, (size_t)(q - p - (ptrdiff_t)len));
            for (char *c = v; c && *c; c++)
                if (*c == '"')
                    *c = ' ';
            return v;
        }
        p = q;
    }
    return NULL;
}

void stated_join_ep(char *s)
{
    for (char *c = s; *c; c++) {
        size_t n = (c == s || !isalnum((unsigned char)c[-1])) ? san_ep_length(c) : 0;
        if (n > 4) /* "e. p." */
            memmove(c + 2, c + n - 2, strlen(c + n - 2) + 1);
    }
}

/* The keys of an EPD key or bm operation: each operand a move ("dxe6 e.p."
 * one). */
static void epd_keys(Stated *st, const Position *pos, const char *operands)
{
    char *b = strdup(operands), *save = NULL;
    if (b)
        stated_join_ep(b);
    for (char *t = b ? strtok_r(b, " \t", &save) : NULL; t; t = strtok_r(NULL, " \t", &save)) {
        if (san_ep_length(t) && st->nkeys > 0 && strspn(t + 4, "+#!?") == strlen(t + 4))
            continue; /* the e.p. sign of the move before */
        Move m = MOVE_NONE;
        int n = move_from_text(pos, t, LANG_EN, &m);
        if (n == 1 && st->nkeys < STATED_MAX_KEYS)
            st->keys[st->nkeys++] = m;
        else if (n != 1)
            stated_fail(st, t, n < 0 ? N_("not a move") : n == 0 ? N_("not a legal move")
                                                        : N_("ambiguous: several legal moves read so"));
    }
    free(b);
}

void stated_fail(Stated *st, const char *at, const char *why)
{
    if (st->error[0])
        return;
    snprintf(st->error_at, sizeof st->error_at, "%s", at);
    st->error_why = why;
    snprintf(st->error, sizeof st->error, "%s%s%s", at, *at ? ": " : "", why);
}

bool stated_read(const Problem *pb, Stated *st)
{
    /* The lines are cleared one by one as they are read (add_line): clearing
     * all 128 for every record cost as much as writing the record. */
    memset(st, 0, offsetof(Stated, lines));
    st->nlines = 0;
    char *ops_key = pb->ops ? epd_operands(pb->ops, "key") : NULL;
    char *ops_bm = !ops_key && pb->ops ? epd_operands(pb->ops, "bm") : NULL;
    char *raw = NULL;
    if (pb->solution) {
        st->from = "solution";
        raw = solution_section(pb->solution, pb->twin);
    } else if (ops_key || ops_bm) {
        st->from = ops_key ? "key" : "bm";
        const char *v = ops_key ? ops_key : ops_bm;
        v += strspn(v, " ");
        raw = strdup(v);
        while (raw && *raw && raw[strlen(raw) - 1] == ' ')
            raw[strlen(raw) - 1] = '\0';
    }
    if (raw) { /* kept as written (its lines too) when it is text, else made UTF-8 */
        size_t n = strlen(raw);
        while (n > 0 && isspace((unsigned char)raw[n - 1]))
            raw[--n] = '\0';
        char why[64];
        st->text = fen_check_text(raw, n, why, sizeof why) == 0 ? strdup(raw) : fen_to_utf8(raw, n);
    }
    free(raw);
    if (!st->text) {
        free(ops_key);
        free(ops_bm);
        return false;
    }
    if (strcmp(st->from, "solution") != 0) /* EPD key or bm: each operand a move */
        epd_keys(st, &pb->pos, st->text);
    stated_read_lines(st, &pb->pos);
    if (st->nkeys == 0)
        stated_fail(st, "", N_("no key: no first move written with '!' (1.Qe4!)"));
    free(ops_key);
    free(ops_bm);
    return true;
}

void stated_free(Stated *st)
{
    free(st->text);
    st->text = NULL;
}

bool stated_agrees(const Stated *st, const Solution *s)
{
    if (st->error[0] || s->nshorts > 0 || st->nkeys == 0)
        return false;
    for (int i = 0; i < st->nkeys; i++) {
        bool key = false;
        for (int j = 0; j < s->nkeys; j++)
            key |= s->keys[j].move == st->keys[i];
        if (!key)
            return false;
    }
    for (int j = 0; j < s->nkeys; j++) {
        bool stated = false;
        for (int i = 0; i < st->nkeys; i++)
            stated |= s->keys[j].move == st->keys[i];
        if (!stated)
            return false;
    }
    return true;
}

/* Whether s is a solution to judge against (not illegal, not cut short). */
static bool judgeable(const Solution *s)
{
    return s->status != ST_ILLEGAL && s->status != ST_TIMEOUT;
}

int stated_verdict(const Problem *pb, const Solution *s)
{
    Stated st;
    if (!judgeable(s) || !stated_read(pb, &st))
        return -1;
    int v = stated_agrees(&st, s);
    stated_free(&st);
    return v;
}

json_t *stated_json(const Problem *pb, const Solution *s)
{
    Stated st;
    if (!judgeable(s) || !stated_read(pb, &st))
        return NULL;
    json_t *o = json_object();
    char uci[8];
    json_object_set_new(o, "key", st.nkeys > 0 && !st.error[0] ? json_string(move_to_uci(st.keys[0], uci))
                                                                : json_null());
    json_object_set_new(o, "agrees", json_boolean(stated_agrees(&st, s)));
    json_object_set_new(o, "text", json_string(st.text));
    if (st.error[0]) {
        char *e = fen_to_utf8(st.error, strlen(st.error));
        json_object_set_new(o, "error", json_string(e ? e : "unreadable key"));
        free(e);
    }
    json_t *bad = json_array();
    for (int i = 0; i < st.nlines; i++)
        if (!st.lines[i].holds) {
            static const char *const kinds[] = { "set", "threat", "variation", "try" };
            char *line = fen_to_utf8(st.lines[i].text, strlen(st.lines[i].text));
            json_array_append_new(bad, json_pack("{s:s, s:s?}", "kind", kinds[st.lines[i].kind], "line", line));
            free(line);
        }
    if (st.nlines > 0)
        json_object_set_new(o, "lines_not_holding", bad);
    else
        json_decref(bad);
    stated_free(&st);
    return o;
}
