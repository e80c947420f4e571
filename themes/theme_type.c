/* theme_type.c - the problem type of each key: waiter, mutate, incomplete block,
 * block-threat, threat or checking key (exactly one per key). */
#include "themes/theme_play.h"
#include "themes/theme_util.h"

bool complete_block(const Solution *s)
{
    if (!s->set_computed || s->nset == 0)
        return false;
    for (int i = 0; i < s->nset; i++)
        if (s->set[i].n == 0)
            return false;
    return true;
}

/* Whether the key changes the set mate of set variation sv: the defence is still
 * legal after the key but none of its set mates answers it any more. */
static bool changes_set_mate(const Solution *s, const Play *key, const Variation *sv)
{
    const Variation *kv = find_variation(key->vars, key->nvars, sv->defence);
    return sv->n > 0 && kv && !mates_shared(s, MOVE_NONE, sv, key->move, kv);
}

static bool changes_any(const Solution *s, const Play *key)
{
    for (int i = 0; i < s->nset; i++)
        if (changes_set_mate(s, key, &s->set[i]))
            return true;
    return false;
}

const char *key_type(const Solution *s, const Play *key)
{
    if (key->check)
        return "checking-key";
    bool block = complete_block(s);
    if (key->nthreats > 0)
        return block ? "block-threat" : "threat";
    if (!block)
        return "incomplete-block";
    return changes_any(s, key) ? "mutate" : "waiter";
}

void theme_type(const Solution *s, const Play *key, Analysis *A)
{
    const char *type = key_type(s, key);
    ThemeEntry *e = entry_new(A, theme_find(type), key->move);
    /* Details: the set moves left unprovided, the set mates a mutate changes. */
    bool incomplete = type[0] == 'i', mutate = type[0] == 'm';
    if (!(incomplete && s->set_computed) && !mutate)
        return;
    EntryField f = incomplete ? EF_UNPROVIDED : EF_CHANGED;
    entry_present(e, f);
    for (int i = 0; i < s->nset; i++)
        if (incomplete ? s->set[i].n == 0 : changes_set_mate(s, key, &s->set[i]))
            entry_move_add(e, f, s->set[i].defence);
}
