/* diff_list.c - the lines of a diff, each of a kind (see diff_list.h). */
#include "solver/compare/diff_list.h"

#include <stdarg.h>

#include <stdlib.h>
#include <string.h>

#include "solver/report/tr.h"

/* The leading words of each kind, in English: the "kind" of /api/diff, and
 * the message ids of their translations. */
static const char *const kind_names[DK_COUNT] = {
    [DK_NEW_KEY] = N_("new key"),
    [DK_NEW_COOK] = N_("new cook"),
    [DK_LOST_KEY] = N_("lost key"),
    [DK_CHANGED_KEY] = N_("changed key"),
    [DK_NEW_SHORT] = N_("new cook"),
    [DK_LOST_SHORT] = N_("lost short solution"),
    [DK_CHANGED_THREAT] = N_("changed threat"),
    [DK_LOST_VARIATION] = N_("lost variation"),
    [DK_NEW_VARIATION] = N_("new variation"),
    [DK_NEW_DUAL] = N_("new dual"),
    [DK_LOST_DUAL] = N_("lost dual"),
    [DK_CHANGED_MATE] = N_("changed mate"),
    [DK_LOST_TRY] = N_("lost try"),
    [DK_NEW_TRY] = N_("new try"),
    [DK_CHANGED_REFUTATION] = N_("changed refutation"),
    [DK_LOST_SET_MATE] = N_("lost set mate"),
    [DK_NEW_SET_MATE] = N_("new set mate"),
    [DK_CHANGED_SET_MATE] = N_("changed set mate"),
    /* TRANSLATORS: "lost: Zagoruiko 3x2", "gained: Le Grand": a named theme
     * the edit lost or gained. */
    [DK_LOST_THEME] = N_("lost"),
    [DK_GAINED_THEME] = N_("gained"),
};

const char *diff_kind_name(DiffKind k)
{
    return k >= 0 && k < DK_COUNT ? kind_names[k] : "?";
}

bool diff_kind_is_key(DiffKind k)
{
    return k <= DK_LOST_SHORT;
}

bool diff_kind_fails(DiffKind k)
{
    return k != DK_GAINED_THEME;
}

bool diff_item_in_solution(const DiffItem *it)
{
    return it->kind <= DK_CHANGED_MATE && !it->in_try;
}

void diff_print(FILE *out, const DiffList *l)
{
    for (int i = 0; i < l->n; i++)
        fprintf(out, "%s\n", l->items[i].text);
}

void diff_list_free(DiffList *l)
{
    for (int i = 0; i < l->n; i++)
        free(l->items[i].text);
    free(l->items);
    memset(l, 0, sizeof *l);
}

/* Appends the line in b (taking it over) as an item of kind k about move
 * (UCI), in the play of a try when in_try. */
void diff_list_take(DiffList *out, DiffKind k, StrBuf *b, const char *move, bool in_try)
{
    if (out->n == out->cap) {
        int cap = out->cap ? 2 * out->cap : 8;
        DiffItem *items = realloc(out->items, sizeof *items * (size_t)cap);
        if (!items)
            abort();
        out->items = items;
        out->cap = cap;
    }
    DiffItem *it = &out->items[out->n++];
    *it = (DiffItem){ .kind = k, .text = b->s, .in_try = in_try };
    snprintf(it->move, sizeof it->move, "%s", move ? move : "");
    *b = (StrBuf)STRBUF_INIT;
}

void diff_printf(StrBuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (strbuf_vprintf(b, fmt, ap) != 0)
        abort();
    va_end(ap);
}

void diff_list_add(DiffList *l, DiffKind k, const char *text)
{
    StrBuf b = STRBUF_INIT;
    diff_printf(&b, "%s", text);
    diff_list_take(l, k, &b, NULL, false);
}
