/* themes_text_key.c - the features of a key in words, instead of their bare
 * fields (issue 21 §7): the piece a key promotes to, the king it moves, the man it
 * takes or offers, the men it pins or unpins, the guards its flights gained or
 * lost, the mates of cross-checks. Men are named as the motives name them. */
#include <stdlib.h>
#include "solver/report/themes_text_key.h"
#include "solver/report/themes_text_why.h"
#include "solver/report/defence_group.h"
#include "solver/movegen.h"
#include "solver/report/tr.h"

/* "the black bishop on b7": the man on sq in pos (else in was) with its colour,
 * as the object of a verb ("pins", "unpins": German's accusative). */
static void man_in_words(char *buf, size_t len, const Position *pos, const Position *was, int sq, Lang lang)
{
    uint8_t pc = pos->board[sq] != EMPTY ? pos->board[sq] : was->board[sq];
    const char *format;
    bool white = PCOLOUR(pc) == WHITE;
    switch (PTYPE(pc)) {
    /* TRANSLATORS: a man as the object of "pins"/"unpins", %s its square: "the white queen on d5". */
    case QUEEN: format = white ? tr(lang, "the white queen on %s") : tr(lang, "the black queen on %s"); break;
    case ROOK: format = white ? tr(lang, "the white rook on %s") : tr(lang, "the black rook on %s"); break;
    case BISHOP: format = white ? tr(lang, "the white bishop on %s") : tr(lang, "the black bishop on %s"); break;
    case KNIGHT: format = white ? tr(lang, "the white knight on %s") : tr(lang, "the black knight on %s"); break;
    case PAWN: format = white ? tr(lang, "the white pawn on %s") : tr(lang, "the black pawn on %s"); break;
    default: format = "%s"; break; /* a king is never pinned */
    }
    char name[3];
    square_name(sq, name);
    snprintf(buf, len, format, name);
}

/* The white men that guard one of squares after the key and not before
 * (taken: true; by their squares after it), or before and not after (false; by
 * their squares before it), as a SQ64 set. The key's man is the same man on
 * either side of it. */
static uint64_t guards_changed(const Ctx *c, Move key, const ThemeSquares *squares, bool taken)
{
    Move k = move_legal(&c->start, key);
    uint64_t found = 0;
    for (int i = 0; i < squares->n; i++) {
        int s = SQ64(squares->v[i]);
        uint64_t before = attackers_of(&c->start, s, WHITE, all_men(&c->start) & ~c->start.men[BLACK][KING]);
        uint64_t after = attackers_of(&c->after, s, WHITE, all_men(&c->after) & ~c->after.men[BLACK][KING]);
        if (k != MOVE_NONE && taken && (before & BIT(M_FROM(k))))
            before = (before & ~BIT(M_FROM(k))) | BIT(M_TO(k));
        if (k != MOVE_NONE && !taken && (after & BIT(M_TO(k))))
            after = (after & ~BIT(M_TO(k))) | BIT(M_FROM(k));
        found |= taken ? after & ~before : before & ~after;
    }
    return found;
}

/* A promotion key in words: "1.c8=N! promotes the pawn to a knight (a minor promotion)". */
static bool promotion_key(const Ctx *c, const ThemeEntry *e, Move k)
{
    if (k == MOVE_NONE || !entry_has(e, EF_PIECE_TYPE))
        return false;
    const char *format;
    switch (e->piece_type) {
    /* TRANSLATORS: a promotion key: "%s" is the key, "1.c8=Q!". */
    case QUEEN: format = T(c, "%s promotes the pawn to a queen"); break;
    /* TRANSLATORS: a promotion key, a minor promotion (underpromotion). */
    case ROOK: format = T(c, "%s promotes the pawn to a rook (a minor promotion)"); break;
    case BISHOP: format = T(c, "%s promotes the pawn to a bishop (a minor promotion)"); break;
    case KNIGHT: format = T(c, "%s promotes the pawn to a knight (a minor promotion)"); break;
    default: return false;
    }
    char *key = tt_words_of(c, tt_put_key, e);
    if (!key)
        return false;
    fprintf(c->out, "%s ", tt_colon(c));
    fprintf(c->out, format, key);
    free(key);
    return true;
}

bool tt_key_feature(const Ctx *c, const ThemeEntry *e)
{
    char a[96];
    Move k = move_legal(&c->start, e->key);
    switch (e->id) {
    case THEME_KEY_PROMOTION:
        return promotion_key(c, e, k);
    case THEME_KEY_KING_MOVE: {
        char *key = k == MOVE_NONE ? NULL : tt_words_of(c, tt_put_key, e);
        if (!key)
            return false;
        fprintf(c->out, "%s ", tt_colon(c));
        /* TRANSLATORS: king key: "%s" is the key, "1.Kd2!" or "1.0-0!". */
        fprintf(c->out, T(c, "%s moves the king"), key);
        free(key);
        return true;
    }
    case THEME_KEY_CAPTURE: { /* the key and the man taken (en passant: beside its square) */
        char *key = k == MOVE_NONE ? NULL : tt_words_of(c, tt_put_key, e);
        if (!key)
            return false;
        man_in_words(a, sizeof a, &c->start, &c->start, M_TO(k) + ((k & MF_EP) ? (c->start.side == WHITE ? -16 : 16) : 0),
                     c->lang);
        fprintf(c->out, "%s ", tt_colon(c));
        /* TRANSLATORS: capturing key: "1.fxe3! takes the black pawn on e3" (%2$s as the object of "pins"). */
        fprintf(c->out, T(c, "%1$s takes %2$s"), key, a);
        free(key);
        return true;
    }
    case THEME_KEY_SACRIFICE: { /* the key and the man it offers, as a capturing key's line */
        char *key = k == MOVE_NONE ? NULL : tt_words_of(c, tt_put_key, e);
        if (!key)
            return false;
        man_in_words(a, sizeof a, &c->after, &c->start, M_TO(k), c->lang);
        fprintf(c->out, "%s ", tt_colon(c));
        /* TRANSLATORS: sacrificial key: "1.Bd3! offers the white bishop on d3 to be taken: 1...Rxd3 1...Bxd3"
         * (%2$s as the object of "pins"), the captures after the colon. */
        fprintf(c->out, T(c, "%1$s offers %2$s to be taken:"), key, a);
        free(key);
        /* a man's captures as one: "1...axb1=Q/R/B/N" (GROUPS.md "Defences without mates") */
        dg_put_by_man(c->out, &c->after, e->defences.v, e->defences.n, c->lang);
        return true;
    }
    case THEME_KEY_PINS:
    case THEME_KEY_UNPINS: {
        char men[MEN_TEXT_MAX * 2] = "";
        int count = e->squares.n + e->attacker_squares.n;
        char *key = k == MOVE_NONE || count == 0 ? NULL : tt_words_of(c, tt_put_key, e);
        if (!key)
            return false;
        for (int i = 0; i < count; i++) { /* the defender's men first, then the attacker's */
            int sq = i < e->squares.n ? e->squares.v[i] : e->attacker_squares.v[i - e->squares.n];
            man_in_words(a, sizeof a, &c->after, &c->start, sq, c->lang);
            if (!tr_list_add(men, sizeof men, a, i, count, c->lang))
                break;
        }
        fprintf(c->out, "%s ", tt_colon(c));
        if (e->id == THEME_KEY_UNPINS && count == 1 && e->attacker_squares.n == 1 && e->attacker_squares.v[0] == M_TO(k))
            /* TRANSLATORS: key unpins, the key's own man, freed by taking its pinner along the
             * pin line: "1.Qxd4! takes the man pinning it" (%1$s the key). */
            fprintf(c->out, T(c, "%1$s takes the man pinning it"), key);
        else if (e->id == THEME_KEY_PINS)
            /* TRANSLATORS: key pins: "1.Qa8! pins the black bishop b7" (%1$s the key, %2$s the men). */
            fprintf(c->out, T(c, "%1$s pins %2$s"), key, men);
        else /* TRANSLATORS: key unpins: "1.Ke6! unpins the white rook g7" (%1$s the key, %2$s the men). */
            fprintf(c->out, T(c, "%1$s unpins %2$s"), key, men);
        free(key);
        return true;
    }
    case THEME_KEY_TAKES_FLIGHTS:
    case THEME_KEY_GIVES_FLIGHTS: {
        bool taken = e->id == THEME_KEY_TAKES_FLIGHTS;
        fputs(tt_colon(c), c->out);
        for (int i = 0; i < e->squares.n; i++) {
            char sq[3];
            square_name(e->squares.v[i], sq);
            fprintf(c->out, " %s", sq);
        }
        uint64_t guards = guards_changed(c, e->key, &e->squares, taken);
        if (!guards)
            return true;
        tt_men_joined(a, sizeof a, guards, taken ? &c->after : &c->start, &c->start, c->lang);
        fputs(" (", c->out);
        unsigned long n = (unsigned long)e->squares.n; /* the squares guarded, for the language's agreement */
        if (taken)
            /* TRANSLATORS: key takes flights: "c2 d2 (now guarded by Rb2)"; the forms by the number of flights. */
            fprintf(c->out, tr_n(c->lang, "now guarded by %s", "now guarded by %s", n), a);
        else
            /* TRANSLATORS: key gives flights: "h5 (no longer guarded by Qg6)"; the forms by the number of flights. */
            fprintf(c->out, tr_n(c->lang, "no longer guarded by %s", "no longer guarded by %s", n), a);
        fputc(')', c->out);
        return true;
    }
    case THEME_CROSS_CHECK: {
        const Play *p = solution_key(c->s, e->key);
        if (!p)
            return false;
        fputs(tt_colon(c), c->out);
        for (int i = 0; i < e->defences.n; i++) {
            const Variation *v = NULL;
            for (int j = 0; j < p->nvars && !v; j++)
                if (MOVE_KEY(p->vars[j].defence) == MOVE_KEY(e->defences.v[i]))
                    v = &p->vars[j];
            ThemeMoves mates = { .v = v ? &c->s->pool[v->first] : NULL, .n = v ? v->n : 0 };
            fputs(i ? tt_semi(c) : "", c->out);
            tt_put_line(c, &c->after, e->defences.v[i], v ? &mates : NULL);
        }
        return true;
    }
    default:
        return false;
    }
}
