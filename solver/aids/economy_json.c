/* economy_json.c - the economy of a problem as SPEC's JSON record. */
#include <string.h>
#include "solver/aids/aids_json.h"
#include "solver/aids/economy_report.h"

static json_t *role_list(unsigned roles)
{
    json_t *a = json_array();
    for (int r = 0; r < ROLE_COUNT; r++)
        if ((roles >> r) & 1u)
            json_array_append_new(a, json_string(role_name((Role)r)));
    return a;
}

/* The moves of the changes of kind k1 or k2 (not in the play of a try). */
static json_t *changes_of(const ManEconomy *m, DiffKind k1, DiffKind k2)
{
    json_t *a = json_array();
    for (int i = 0; i < m->changes.n; i++) {
        const DiffItem *it = &m->changes.items[i];
        if ((it->kind == k1 || it->kind == k2) && !it->in_try)
            json_array_append_new(a, json_string(it->move));
    }
    return a;
}

/* The tries lost without the man: gone, refuted otherwise, or now a key or
 * a short solution. */
static json_t *lost_tries(const ManEconomy *m, const Economy *ec)
{
    json_t *a = changes_of(m, DK_LOST_TRY, DK_CHANGED_REFUTATION);
    for (int i = 0; i < m->changes.n; i++) {
        const DiffItem *it = &m->changes.items[i];
        if (it->kind != DK_NEW_KEY && it->kind != DK_NEW_COOK && it->kind != DK_NEW_SHORT &&
            it->kind != DK_CHANGED_KEY)
            continue;
        for (int t = 0; t < ec->full.ntries; t++) {
            char uci[8];
            if (strcmp(move_to_uci(ec->full.tries[t].move, uci), it->move) == 0)
                json_array_append_new(a, json_string(uci));
        }
    }
    return a;
}

static json_t *without(const ManEconomy *m, const Economy *ec)
{
    json_t *o = json_object();
    json_object_set_new(o, "status", json_string(status_name(m->without)));
    if (m->without == ST_ILLEGAL) {
        json_object_set_new(o, "error", json_string(m->illegal));
        return o;
    }
    json_t *new_keys = changes_of(m, DK_NEW_KEY, DK_NEW_COOK), *lost = changes_of(m, DK_LOST_KEY, DK_LOST_KEY);
    for (int i = 0; i < m->changes.n; i++)
        if (m->changes.items[i].kind == DK_CHANGED_KEY) {
            json_array_append_new(new_keys, json_string(m->changes.items[i].move));
            json_array_append_new(lost, aids_uci(ec->full.keys[0].move));
        }
    json_object_set_new(o, "new_keys", new_keys);
    json_object_set_new(o, "new_short", changes_of(m, DK_NEW_SHORT, DK_NEW_SHORT));
    json_object_set_new(o, "lost_keys", lost);
    json_t *refs = json_array();
    for (int k = 0; k < m->nlost; k++)
        for (int i = 0; i < m->lost[k].nrefutations && i < 8; i++)
            json_array_append_new(refs, aids_uci(m->lost[k].refutations[i]));
    json_object_set_new(o, "refutations", refs);
    json_object_set_new(o, "lost_variations", changes_of(m, DK_LOST_VARIATION, DK_LOST_VARIATION));
    json_object_set_new(o, "changed_mates", changes_of(m, DK_CHANGED_MATE, DK_LOST_DUAL));
    json_object_set_new(o, "new_duals", changes_of(m, DK_NEW_DUAL, DK_NEW_DUAL));
    json_object_set_new(o, "lost_set", changes_of(m, DK_LOST_SET_MATE, DK_CHANGED_SET_MATE));
    json_object_set_new(o, "lost_tries", lost_tries(m, ec));
    json_t *themes = json_array();
    for (int i = 0; i < m->nlost_themes; i++)
        json_array_append_new(themes, json_string(m->lost_themes[i]));
    json_object_set_new(o, "lost_themes", themes);
    json_t *lines = json_array();
    for (int i = 0; i < m->changes.n; i++)
        json_array_append_new(lines, json_string(m->changes.items[i].text));
    json_object_set_new(o, "changes", lines);
    return o;
}

/* "Q", "p": a man's FEN letter. */
static json_t *fen_letter(uint8_t piece)
{
    char c[2] = { (PCOLOUR(piece) == WHITE ? " PNBRQK" : " pnbrqk")[PTYPE(piece)], 0 };
    return json_string(c);
}

/* uci appended to list unless it holds it already: a man's mate that answers
 * the threat and several defences (banny-miss: 2.Nf4# three times), or a
 * defence met after each key of a cooked problem, is one move. */
static void append_once(json_t *list, json_t *uci)
{
    size_t i;
    json_t *v;
    json_array_foreach(list, i, v)
        if (json_equal(v, uci)) {
            json_decref(uci);
            return;
        }
    json_array_append_new(list, uci);
}

static json_t *man_entry(const ManEconomy *m, const Economy *ec)
{
    char sq[3];
    square_name(m->square, sq);
    json_t *o = json_object();
    json_object_set_new(o, "square", json_string(sq));
    json_object_set_new(o, "piece", fen_letter(m->piece));
    json_object_set_new(o, "roles", role_list(m->roles));
    json_t *keys = json_array(), *mates = json_array(), *defences = json_array();
    for (int i = 0; i < m->ngives; i++) {
        const PlayMove *g = &m->gives[i];
        if (g->phase != IN_KEY)
            continue; /* the key's play: the table says the rest */
        if (g->mate != MOVE_NONE)
            append_once(mates, aids_uci(g->mate));
        else if (g->defence != MOVE_NONE)
            append_once(defences, aids_uci(g->defence));
        else
            append_once(keys, aids_uci(g->key));
    }
    json_object_set_new(o, "keys", keys);
    json_object_set_new(o, "mates", mates);
    json_object_set_new(o, "defences", defences);
    json_object_set_new(o, "without", without(m, ec));
    json_t *lighter = json_array();
    for (int i = 0; i < m->nlighter; i++)
        json_array_append_new(lighter, fen_letter(m->lighter[i]));
    json_object_set_new(o, "lighter", lighter);
    return o;
}

static json_t *skeleton(const char *id, const char *fen, const Problem *twin, const char *status,
                        const char *error)
{
    json_t *o = aids_record_head(id, fen, twin, status, error);
    json_object_set_new(o, "keys", json_array());
    json_object_set_new(o, "men", json_array());
    return o;
}

json_t *economy_json(const Problem *pb, const Economy *ec)
{
    return economy_json_with(pb, ec, NULL, NULL);
}

json_t *economy_json_with(const Problem *pb, const Economy *ec, void (*man)(void *ctx, json_t *o, int i),
                          void *ctx)
{
    json_t *o = skeleton(pb->id, pb->fen, pb, status_name(ec->full.status), NULL);
    json_t *keys = json_array(), *men = json_array();
    for (int i = 0; i < ec->full.nkeys; i++)
        json_array_append_new(keys, aids_uci(ec->full.keys[i].move));
    for (int i = 0; i < ec->nmen; i++) {
        json_t *m = man_entry(&ec->men[i], ec);
        if (man)
            man(ctx, m, i);
        json_array_append_new(men, m);
    }
    json_object_set_new(o, "keys", keys); /* in the skeleton's places */
    json_object_set_new(o, "men", men);
    aids_record_stats(o, ec->seconds);
    return o;
}

json_t *economy_json_error(const char *id, const char *fen, const Problem *pos, const char *message)
{
    return skeleton(id, fen, pos, "illegal", message ? message : "error");
}
