/* economy_report.c - the economy as JSON and as text. */
#include "solver/aids/economy_report.h"

#include <string.h>
#include "solver/aids/aids_json.h"
#include "solver/aids/edit.h"
#include "solver/movegen.h"
#include "solver/report/text.h"
#include "solver/report/tr.h"

static json_t *role_list(unsigned roles)
{
    json_t *a = json_array();
    for (int r = 0; r < ROLE_COUNT; r++)
        if ((roles >> r) & 1u)
            json_array_append_new(a, json_string(role_name((Role)r)));
    return a;
}

/* The moves of the changes of kind k (in the solution, not in a try). */
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
    json_t *lines = json_array();
    for (int i = 0; i < m->changes.n; i++)
        json_array_append_new(lines, json_string(m->changes.items[i].text));
    json_object_set_new(o, "changes", lines);
    return o;
}

static json_t *man_entry(const ManEconomy *m, const Economy *ec)
{
    char sq[3], piece[2] = { (PCOLOUR(m->piece) == WHITE ? " PNBRQK" : " pnbrqk")[PTYPE(m->piece)], 0 };
    square_name(m->square, sq);
    json_t *o = json_object();
    json_object_set_new(o, "square", json_string(sq));
    json_object_set_new(o, "piece", json_string(piece));
    json_object_set_new(o, "roles", role_list(m->roles));
    json_t *keys = json_array(), *mates = json_array(), *defences = json_array();
    for (int i = 0; i < m->ngives; i++) {
        const PlayMove *g = &m->gives[i];
        if (g->mate != MOVE_NONE)
            json_array_append_new(mates, aids_uci(g->mate));
        else if (g->defence != MOVE_NONE)
            json_array_append_new(defences, aids_uci(g->defence));
        else
            json_array_append_new(keys, aids_uci(g->key));
    }
    json_object_set_new(o, "keys", keys);
    json_object_set_new(o, "mates", mates);
    json_object_set_new(o, "defences", defences);
    json_object_set_new(o, "without", without(m, ec));
    return o;
}

static json_t *skeleton(const char *id, const char *fen, const char *status, const char *error)
{
    json_t *o = aids_record_head(id, fen, status, error);
    json_object_set_new(o, "keys", json_array());
    json_object_set_new(o, "men", json_array());
    return o;
}

json_t *economy_json(const Problem *pb, const Economy *ec)
{
    json_t *o = skeleton(pb->id, pb->fen, status_name(ec->full.status), NULL);
    json_t *keys = json_object_get(o, "keys"), *men = json_object_get(o, "men");
    for (int i = 0; i < ec->full.nkeys; i++)
        json_array_append_new(keys, aids_uci(ec->full.keys[i].move));
    for (int i = 0; i < ec->nmen; i++)
        json_array_append_new(men, man_entry(&ec->men[i], ec));
    aids_record_stats(o, ec->seconds);
    return o;
}

json_t *economy_json_error(const char *id, const char *fen, const char *message)
{
    return skeleton(id, fen, "illegal", message ? message : "error");
}

/* ---- the table -------------------------------------------------------- */

/* The roles as the table names them (role_name is the JSON's, in English). */
static const char *const ROLE_WORDS[ROLE_COUNT] = {
    [ROLE_KEY] = NC_("economy role", "key"),
    [ROLE_MATE] = NC_("economy role", "mate"),
    [ROLE_DEFENCE] = NC_("economy role", "defence"),
    [ROLE_COOK_STOPPER] = NC_("economy role", "cook-stopper"),
    [ROLE_GUARD] = NC_("economy role", "guard"),
    [ROLE_DUAL_STOPPER] = NC_("economy role", "dual-stopper"),
    [ROLE_STALEMATE_STOPPER] = NC_("economy role", "stalemate-stopper"),
    [ROLE_LEGALITY] = NC_("economy role", "legality"),
    [ROLE_PLAY] = NC_("economy role", "play"),
    [ROLE_TRY] = NC_("economy role", "try"),
    [ROLE_SET_PLAY] = NC_("economy role", "set-play"),
    [ROLE_SUPERFLUOUS] = NC_("economy role", "superfluous"),
};

/* "the rook d4": a man that can go, for "%s can go: ..." (the article of
 * each kind is the translator's). */
static const char *const MAN_WORDS[7] = {
    "", N_("the pawn %s"), N_("the knight %s"), N_("the bishop %s"), N_("the rook %s"),
    N_("the queen %s"), N_("the king %s"),
};

static void san(FILE *out, const Position *pos, Move m, Lang lang)
{
    char buf[SAN_MAX];
    fputs(move_to_san(pos, m, lang, buf, sizeof buf), out);
}

/* "Qb8", "Ph2" (the defender's letters in lower case). */
static void man_name(FILE *out, const ManEconomy *m, Lang lang)
{
    char sq[3], c = piece_letter(lang, PTYPE(m->piece));
    square_name(m->square, sq);
    if (PCOLOUR(m->piece) == BLACK)
        c = (char)(c - 'A' + 'a');
    fprintf(out, "%c%s", c, sq);
}

/* "1.Kc3" or, after a key of a cooked problem, "(1.Kc3) ". */
static void key_prefix(FILE *out, const Solution *s, Move key, Lang lang)
{
    if (s->nkeys > 1) {
        fputs("(1.", out);
        san(out, &s->start, key, lang);
        fputs(") ", out);
    }
}

/* What the man plays in the solution: "plays the key 1.Kc3", "gives the
 * threat 2.Qb3#", "mates 1...Ka2 2.Qb2#", "defends 1...Rd5". */
static void print_gives(FILE *out, const Solution *s, const ManEconomy *m, Lang lang)
{
    static const char *const heads[4] = { N_("plays the key"), N_("gives the threat"), N_("mates"),
                                          N_("defends") };
    for (int what = 0; what < 4; what++) {
        bool any = false;
        for (int i = 0; i < m->ngives; i++) {
            const PlayMove *g = &m->gives[i];
            int kind = g->mate == MOVE_NONE ? (g->defence == MOVE_NONE ? 0 : 3)
                                            : (g->defence == MOVE_NONE ? 1 : 2);
            if (kind != what)
                continue;
            fprintf(out, any ? " " : "      %s ", tr(lang, heads[what]));
            any = true;
            Position pos = s->start;
            Undo u;
            if (what == 0) {
                fputs("1.", out);
                san(out, &pos, g->key, lang);
                continue;
            }
            key_prefix(out, s, g->key, lang);
            make_move(&pos, g->key, &u);
            if (g->defence == MOVE_NONE) {
                make_null(&pos, &u);
            } else {
                fputs("1...", out);
                san(out, &pos, g->defence, lang);
                make_move(&pos, g->defence, &u);
                if (what == 3)
                    continue;
                fputc(' ', out);
            }
            fputs("2.", out);
            san(out, &pos, g->mate, lang);
        }
        if (any)
            fputc('\n', out);
    }
}

enum { SHOWN_CHANGES = 8 };

/* "1.Kc3? is refuted by 1...Ka4! 1...Ka2!" (or "1.Kc3? stalemates") for the
 * lost key uci, in the position without the man. */
static void print_refuted(FILE *out, const Problem *pb, const ManEconomy *m, const char *uci, Lang lang)
{
    Problem v;
    char err[FEN_MSG], buf[8];
    Edit e = { .kind = EDIT_REMOVE, .piece = m->piece, .from = (int8_t)m->square };
    for (int k = 0; k < m->nlost; k++) {
        if (strcmp(move_to_uci(m->lost[k].key, buf), uci) != 0 || edit_apply(pb, &e, 1, &v, err, sizeof err))
            continue;
        fputs("        1.", out);
        san(out, &v.pos, m->lost[k].key, lang);
        if (m->lost[k].nrefutations == 0) {
            fprintf(out, "? %s\n", tr(lang, "stalemates"));
            return;
        }
        fprintf(out, "? %s", tr(lang, "is refuted by"));
        Undo u;
        make_move(&v.pos, m->lost[k].key, &u);
        int n = m->lost[k].nrefutations, shown = n < 8 ? n : 8;
        for (int i = 0; i < shown; i++) {
            fputs(" 1...", out);
            san(out, &v.pos, m->lost[k].refutations[i], lang);
            fputc('!', out);
        }
        if (n > shown) {
            fputc(' ', out);
            fprintf(out, tr_n(lang, "and %d more", "and %d more", (unsigned long)(n - shown)), n - shown);
        }
        fputc('\n', out);
        return;
    }
}

static void print_without(FILE *out, const Problem *pb, const Economy *ec, const ManEconomy *m, Lang lang)
{
    fputs("      ", out);
    if (m->without == ST_ILLEGAL) {
        /* TRANSLATORS: "it" is the man of the line above; then the reader's reason. */
        fprintf(out, tr(lang, "without it the position is illegal (%s)"), m->illegal);
        fputc('\n', out);
        return;
    }
    if (m->without == ST_TIMEOUT) {
        fprintf(out, "%s\n", tr(lang, "without it the solving timed out: nothing to say"));
        return;
    }
    if (man_has(m, ROLE_SUPERFLUOUS)) {
        char sq[3], man[64];
        square_name(m->square, sq);
        snprintf(man, sizeof man, tr(lang, MAN_WORDS[PTYPE(m->piece)]), sq);
        fprintf(out, tr(lang, "%s can go: the keys, threats, variations and mates stay the same"), man);
        fputc('\n', out);
    } else {
        fprintf(out, "%s %s\n", tr(lang, "without it:"), text_status_word(m->without, lang));
    }
    int shown = 0, others = 0;
    for (int i = 0; i < m->changes.n; i++) {
        const DiffItem *it = &m->changes.items[i];
        if (!diff_item_in_solution(it)) {
            others++;
        } else if (shown++ < SHOWN_CHANGES) {
            fprintf(out, "        %s\n", it->text);
            char old[8];
            if (it->kind == DK_LOST_KEY || it->kind == DK_CHANGED_KEY)
                print_refuted(out, pb, m, it->kind == DK_LOST_KEY ? it->move : move_to_uci(ec->full.keys[0].move, old),
                              lang);
        }
    }
    if (shown > SHOWN_CHANGES) {
        fputs("        ... ", out);
        fprintf(out, tr_n(lang, "and %d more", "and %d more", (unsigned long)(shown - SHOWN_CHANGES)),
                shown - SHOWN_CHANGES);
        fputc('\n', out);
    }
    if (others > 0) {
        fputs("        ", out);
        fprintf(out, tr_n(lang, "%d change in the tries and set play", "%d changes in the tries and set play",
                          (unsigned long)others), others);
        fputc('\n', out);
    }
}

void economy_print(FILE *out, const Problem *pb, const Economy *ec, Lang lang)
{
    const Solution *s = &ec->full;
    if (pb->id)
        fprintf(out, tr(lang, "Economy of %s"), pb->id);
    else
        fputs(tr(lang, "Economy"), out);
    fprintf(out, "   %s\n%s", pb->fen, text_status_word(s->status, lang));
    for (int i = 0; i < s->nkeys; i++) {
        if (i == 0)
            fprintf(out, ", %s", tr_n(lang, "key", "keys", (unsigned long)s->nkeys));
        fputs(" 1.", out);
        san(out, &s->start, s->keys[i].move, lang);
    }
    fputs("; ", out);
    fprintf(out, tr_n(lang, "%d man besides the kings", "%d men besides the kings", (unsigned long)ec->nmen),
            ec->nmen);
    fputs("\n\n", out);
    for (int i = 0; i < ec->nmen; i++) {
        const ManEconomy *m = &ec->men[i];
        man_name(out, m, lang);
        fputs("  ", out);
        bool first = true;
        for (int r = 0; r < ROLE_COUNT; r++)
            if (man_has(m, (Role)r)) {
                fprintf(out, "%s%s", first ? "" : ", ", tr_c(lang, "economy role", ROLE_WORDS[r]));
                first = false;
            }
        fputc('\n', out);
        economy_print_details(out, pb, ec, i, lang);
    }
}

void economy_print_details(FILE *out, const Problem *pb, const Economy *ec, int i, Lang lang)
{
    print_gives(out, &ec->full, &ec->men[i], lang);
    print_without(out, pb, ec, &ec->men[i], lang);
}
