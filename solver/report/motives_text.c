/* motives_text.c - the motives in words, one phrase a kind, in the language's
 * letters and chess terms (the catalogues in po/). */
#include "solver/report/motives_text.h"

#include <stdlib.h>
#include <string.h>
#include "solver/report/moves_text.h"
#include "solver/report/tr.h"
#include "themes/theme_play.h"

/* Whether the pawn on man in now reaches sq by a push, not by a capture, from
 * its square (moved: the square it left, the one its piece stood on in was):
 * a pawn only interposes there, it does not guard it. */
static bool pawn_pushes_to(const Position *now, const Position *was, int man, int sq, bool moved)
{
    uint8_t pc = now->board[man];
    if (pc == EMPTY || PTYPE(pc) != PAWN)
        return false;
    int origin = man;
    for (int s = 0; moved && s < 128; s++)
        if (!OFFBOARD(s) && was->board[s] == pc && now->board[s] == EMPTY)
            origin = s;
    int fwd = PCOLOUR(pc) == WHITE ? 16 : -16;
    return sq != origin + fwd - 1 && sq != origin + fwd + 1;
}

/* The index of the square of m that its phrase names beside a man, which
 * motives of one man and kind join ("Rb8 guards b2 and b1"); -1 for a phrase
 * of no man and square. */
static int joined_square(const Motive *m, const Position *now)
{
    switch ((MotiveKind)m->kind) {
    case MOTIVE_GUARDS:
    case MOTIVE_UNGUARD: return m->nsquares > 0 ? 0 : -1;
    case MOTIVE_INTERFERENCE: return m->nsquares > 1 ? 1 : -1;
    case MOTIVE_LINE_OPENING: /* "opened at e4 and d4" (e.p. empties two squares); a pawn's
                               * "g8 vacated for the pawn g7" names one */
        return now->board[m->men[0]] != EMPTY && PTYPE(now->board[m->men[0]]) != PAWN ? 0 : -1;
    case MOTIVE_INTERPOSES: /* "cuts Qb4 off from b2", not "cuts the line f5-b1" */
        return m->nsquares > 1 && now->board[m->men[0]] != EMPTY && PCOLOUR(now->board[m->men[0]]) == now->side
                   ? 1
                   : -1;
    default: return -1;
    }
}

/* Whether m and o say one thing of one man (men alike, the same words) and
 * differ in the square alone. */
static bool alike(const Motive *m, const Motive *o, const Position *now, const Position *was)
{
    int k = joined_square(m, now);
    if (k < 0 || o->kind != m->kind || o->nmen != m->nmen || joined_square(o, now) != k)
        return false;
    for (int i = 0; i < m->nmen; i++)
        if (o->men[i] != m->men[i])
            return false;
    if (m->kind != MOTIVE_GUARDS && m->kind != MOTIVE_UNGUARD)
        return true;
    bool moved = m->kind == MOTIVE_UNGUARD; /* a pawn's push interposes, its capture guards */
    return pawn_pushes_to(now, was, m->men[0], m->squares[0], moved) ==
           pawn_pushes_to(now, was, o->men[0], o->squares[0], moved);
}

/* Whether the king now on k came there by castling: two files from its square
 * in was, on its rank. */
static bool castled(const Position *now, const Position *was, int k)
{
    uint8_t pc = now->board[k];
    if (pc == EMPTY || PTYPE(pc) != KING)
        return false;
    int k0 = king_sq(was, PCOLOUR(pc));
    return (k0 >> 4) == (k >> 4) && abs((k0 & 7) - (k & 7)) == 2;
}

/* named is now with a promoting mate's new man on its square (named_for):
 * every phrase names the men there but "takes", whose man the mate took.
 * squares, when not NULL, stands for the square the phrase names beside its
 * man (joined_square): "b2 and b1". */
static void phrase(FILE *out, const Motive *m, const Position *now, const Position *named, const Position *was,
                   const char *squares, Lang lang)
{
    char a[8] = "", b[8] = "", s0[64] = "", s1[64] = "";
    if (m->kind == MOTIVE_CAPTURES) /* the man taken stood there before */
        text_man(a, sizeof a, was, was, m->men[0], lang);
    else if (m->kind == MOTIVE_CAPTURE)
        text_man(a, sizeof a, now, was, m->men[0], lang);
    else if (m->nmen > 0)
        text_man(a, sizeof a, named, was, m->men[0], lang);
    if (m->nmen > 1)
        text_man(b, sizeof b, named, was, m->men[1], lang);
    if (m->nsquares > 0)
        square_name(m->squares[0], s0);
    if (m->nsquares > 1)
        square_name(m->squares[1], s1);
    if (squares)
        snprintf(joined_square(m, now) ? s1 : s0, sizeof s0, "%s", squares);
    switch ((MotiveKind)m->kind) {
    /* TRANSLATORS: how a defence stops the threat (solve --why): it takes the man %s. */
    case MOTIVE_CAPTURES: fprintf(out, tr(lang, "takes %s"), a); break;
    case MOTIVE_GUARDS:
        if (pawn_pushes_to(now, was, m->men[0], m->squares[0], false))
            /* TRANSLATORS: the black pawn %1$s can now step to square %2$s, between the mating man and its king. */
            fprintf(out, tr(lang, "%s can interpose on %s"), a, s0);
        else /* TRANSLATORS: the black man %1$s now guards square %2$s (it could take or interpose there). */
            fprintf(out, tr(lang, "%s guards %s"), a, s0);
        break;
    case MOTIVE_INTERPOSES:
        if (now->board[m->men[0]] != EMPTY && PCOLOUR(now->board[m->men[0]]) == now->side) {
            /* TRANSLATORS: the defence stands on the line of the white man %1$s to square %2$s. */
            fprintf(out, tr(lang, "cuts %s off from %s"), a, s1);
        } else { /* the line of the threat's man from the square it goes to: no man stands there yet */
            char l0[3];
            square_name(m->men[0], l0);
            /* TRANSLATORS: the defence stands on the line from square %1$s (where the threat's
             * man would stand) to square %2$s: "1...Bc2 (cuts the line f5-b1)". */
            fprintf(out, tr(lang, "cuts the line %s-%s"), l0, s1);
        }
        break;
    case MOTIVE_PINS: fprintf(out, tr(lang, "pins %s"), a); break;
    case MOTIVE_UNPINS: fprintf(out, tr(lang, "unpins %s"), a); break;
    case MOTIVE_FLIGHT:
        if (m->men[0] == m->squares[0] && castled(now, was, m->men[0]))
            /* TRANSLATORS: the defence is castling, which takes the king out of the threat: "1...0-0 (castles)". */
            fputs(tr(lang, "castles"), out);
        else if (m->men[0] == m->squares[0]) /* the king itself moved */
            fputs(tr(lang, "the king flees"), out);
        else
            /* TRANSLATORS: the defence gives the black king the flight(s) %s: "1...exd5 (gives the king the flight e6)". */
            fprintf(out, tr_n(lang, "gives the king the flight %s", "gives the king the flights %s", squares ? 2 : 1), s0);
        break;
    case MOTIVE_CHECK: fputs(tr(lang, "checks"), out); break;
    /* TRANSLATORS: the defence occupies the threat's mating square %s. */
    case MOTIVE_ARRIVES: fprintf(out, tr(lang, "occupies %s"), s0); break;
    /* TRANSLATORS: the man the threat would take moves away from %s. */
    case MOTIVE_EVADES: fprintf(out, tr(lang, "leaves %s"), s0); break;
    /* TRANSLATORS: what a mate exploits (solve --why): the defence blocked the king's square %s. */
    case MOTIVE_SELF_BLOCK: fprintf(out, tr(lang, "blocks the flight %s"), s0); break;
    /* TRANSLATORS: the moved man %1$s cuts the black man %2$s off from square %3$s. */
    case MOTIVE_INTERFERENCE: fprintf(out, tr(lang, "%s cuts %s off from %s"), b, a, s1); break;
    case MOTIVE_UNGUARD:
        if (pawn_pushes_to(now, was, m->men[0], m->squares[0], true))
            /* TRANSLATORS: the pawn the defence moved (now on %1$s) could have stepped to %2$s,
             * between the mating man and its king, from its old square. */
            fprintf(out, tr(lang, "%s can no longer interpose on %s"), a, s0);
        else
            fprintf(out, tr(lang, "%s no longer guards %s"), a, s0);
        break;
    /* TRANSLATORS: the defence unpinned the white man %s that the mate needs. */
    case MOTIVE_UNPIN: fprintf(out, tr(lang, "%s unpinned"), a); break;
    case MOTIVE_LINE_OPENING:
        if (named->board[m->men[0]] != EMPTY && PTYPE(named->board[m->men[0]]) == PAWN)
            /* TRANSLATORS: the defence left square %1$s, which the mating pawn %2$s moves
             * to or through: "1...Rh8 2.g8=Q# (g8 vacated for the pawn g7)". */
            fprintf(out, tr(lang, "%s vacated for the pawn %s"), s0, a);
        else /* TRANSLATORS: the defence opened the line of the white man %1$s by leaving square %2$s. */
            fprintf(out, tr(lang, "the line of %s opened at %s"), a, s0);
        break;
    case MOTIVE_PIN: break; /* all of them at once: pins() */
    /* TRANSLATORS: the king fled to %s and is mated there ("1...Kd3 2.Qb1# (the king
     * mated on d3)"); a phrase, as the other motives, not "the king on d3". */
    case MOTIVE_FLIGHT_TAKEN: fprintf(out, tr(lang, "the king mated on %s"), s0); break;
    /* TRANSLATORS: the mate takes the man %s that the defence moved. */
    case MOTIVE_CAPTURE: fprintf(out, tr(lang, "takes %s"), a); break;
    case MOTIVE_KINDS: break;
    }
}

/* The pins of list (MOTIVE_PIN), every pinned man in one phrase: "Bf4 and Nd4
 * pinned" (French and Italian make the word plural), not "Bf4 pinned; Nd4 pinned". */
static void pins(FILE *out, const Motives *list, const Position *named, const Position *was, Lang lang)
{
    int count = 0;
    for (int j = 0; j < list->n; j++)
        count += list->m[j].kind == MOTIVE_PIN && list->m[j].nmen > 0;
    char men[160] = "";
    for (int j = 0, k = 0; j < list->n; j++)
        if (list->m[j].kind == MOTIVE_PIN && list->m[j].nmen > 0) {
            char a[8] = "";
            text_man(a, sizeof a, named, was, list->m[j].men[0], lang);
            tr_list_add(men, sizeof men, a, k++, count, lang);
        }
    /* TRANSLATORS: the black men %s (one, or a list "Bf4 and Nd4"), which would
     * parry the mate, are pinned. */
    fprintf(out, tr_n(lang, "%s pinned", "%s pinned", (unsigned long)count), men);
}

/* Whether o's phrase is m's word for word: a phrase that names its man alone,
 * no square, or none ("checks"). The unpinned pawn e5 that may take on d4 or
 * interpose on e4 is two motives and one phrase, "unpins e5", not "unpins e5;
 * unpins e5". */
static bool said_before(const Motive *m, const Motive *o)
{
    if (o->kind != m->kind)
        return false;
    if (m->kind == MOTIVE_CHECK)
        return true;
    bool man_alone = m->kind == MOTIVE_PINS || m->kind == MOTIVE_UNPINS || m->kind == MOTIVE_UNPIN ||
                     m->kind == MOTIVE_CAPTURES || m->kind == MOTIVE_CAPTURE;
    return man_alone && m->nmen > 0 && o->nmen > 0 && o->men[0] == m->men[0];
}

/* The phrases of list joined by "; ", those of one man and kind in one, its
 * squares listed ("Rb8 guards b2 and b1", not "Rb8 guards b2; Rb8 guards b1"). */
static void phrases(FILE *out, const Motives *list, const Position *now, const Position *named,
                    const Position *was, Lang lang)
{
    for (int i = 0, written = 0; i < list->n; i++) {
        const Motive *m = &list->m[i];
        bool before = false;
        for (int j = 0; j < i && !before; j++)
            before = alike(&list->m[j], m, now, was) || said_before(m, &list->m[j]);
        if (before) /* joined to the first of its kind and man */
            continue;
        if (m->kind == MOTIVE_PIN) { /* every pinned man in one: "Bf4 and Nd4 pinned" */
            bool first = true;
            for (int j = 0; j < i && first; j++)
                first = list->m[j].kind != MOTIVE_PIN;
            if (!first)
                continue;
            if (written++)
                fprintf(out, "%s ", tr_semicolon(lang));
            pins(out, list, named, was, lang);
            continue;
        }
        int count = 0, at = joined_square(m, now);
        for (int j = i; j < list->n; j++)
            count += j == i || alike(m, &list->m[j], now, was);
        char squares[64] = "";
        for (int j = i, k = 0; count > 1 && j < list->n; j++)
            if (j == i || alike(m, &list->m[j], now, was)) {
                char sq[3];
                square_name(list->m[j].squares[at], sq);
                tr_list_add(squares, sizeof squares, sq, k++, count, lang);
            }
        if (written++)
            fprintf(out, "%s ", tr_semicolon(lang));
        phrase(out, m, now, named, was, count > 1 ? squares : NULL, lang);
    }
}

static void words(FILE *out, const Motives *list, const Position *now, const Position *named, const Position *was,
                  Lang lang)
{
    if (!list->n)
        return;
    fputs(" (", out);
    phrases(out, list, now, named, was, lang);
    fputc(')', out);
}

void motives_words(FILE *out, const Motives *list, const Position *now, const Position *was, Lang lang)
{
    words(out, list, now, now, was, lang);
}

/* b, where the mate is played, with the mating man on its square, empty or a
 * black man's that it takes: a motive names it by its piece, a promoting mate's
 * new one ("the line of Qc8 opened at e6", "Nc6 cuts Qb7 off from e4"), not by
 * the bare square ("the line of c8") nor by the man taken ("the line of Rd8"). */
static Position named_for(const Position *b, Move mate)
{
    Position named = *b;
    if (M_PROMO(mate))
        named.board[M_TO(mate)] = PIECE(b->side, M_PROMO(mate));
    else if (!(mate & MF_CASTLE))
        named.board[M_TO(mate)] = b->board[M_FROM(mate)];
    return named;
}

void motives_words_kind(FILE *out, const MotivePhase *ph, Move d, Move mate, MotiveKind k, Lang lang)
{
    motives_words_kind_men(out, ph, d, mate, k, NULL, 0, lang);
}

void motives_words_kind_men(FILE *out, const MotivePhase *ph, Move d, Move mate, MotiveKind k, const int *men,
                            int nmen, Lang lang)
{
    Motives all, some = { 0 };
    Position b = position_after(&ph->before, d);
    motives_mate_after(ph, &b, d, mate, &all);
    for (int j = 0; j < (nmen > 0 ? nmen : 1); j++) /* in the order of men */
        for (int i = 0; i < all.n; i++) {
            const Motive *m = &all.m[i];
            /* the interference of a theme (Grimshaw, Novotny) is the defence's man's,
             * not the mating man's cut of its line */
            if (k == MOTIVE_INTERFERENCE && m->kind == k && (m->nmen < 2 || m->men[1] != M_TO(d)))
                continue;
            if (m->kind == k && (nmen == 0 || (m->nmen > 0 && m->men[0] == men[j])))
                some.m[some.n++] = *m;
        }
    Position named = named_for(&b, mate);
    words(out, &some, &b, &named, &ph->before, lang);
}

void motives_words_variation(FILE *out, const MotivePhase *ph, const Position *b, Move d, const Move *m,
                            int n, Lang lang)
{
    Motives list;
    motives_defence_after(ph, b, d, &list);
    motives_words(out, &list, b, &ph->before, lang);
    for (int i = 0; i < n; i++) {
        bool written = false;
        for (int j = 0; j < i; j++)
            written |= promotions_alike(m[j], m[i]);
        if (written)
            continue;
        int k = 0;
        Move group[4];
        for (int j = i; j < n && k < 4; j++)
            if (j == i || promotions_alike(m[i], m[j]))
                group[k++] = m[j];
        text_mates(out, b, group, k, lang);
        motives_mate_after(ph, b, d, m[i], &list);
        Position named = named_for(b, m[i]);
        words(out, &list, b, &named, &ph->before, lang);
    }
}

/* The phrases of list as a JSON string (new reference). */
static json_t *phrases_json(const Motives *list, const Position *now, const Position *named, const Position *was,
                            Lang lang)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return json_string("");
    phrases(f, list, now, named, was, lang);
    json_t *j = fclose(f) == 0 ? json_stringn(text, len) : NULL;
    free(text);
    return j ? j : json_string("");
}

void motives_words_variation_json(json_t *o, const MotivePhase *ph, const Solution *s, const Variation *v,
                                  Lang lang)
{
    Motives list;
    Position b = position_after(&ph->before, v->defence);
    motives_defence_after(ph, &b, v->defence, &list);
    json_t *why = json_object(), *mates = json_object();
    json_object_set_new(why, "defence", phrases_json(&list, &b, &b, &ph->before, lang));
    for (int j = 0; j < v->n; j++) {
        char buf[8];
        Move m = sol_moves(s, v->first)[j];
        motives_mate_after(ph, &b, v->defence, m, &list);
        Position named = named_for(&b, m);
        json_object_set_new(mates, move_to_uci(m, buf), phrases_json(&list, &b, &named, &ph->before, lang));
    }
    json_object_set_new(why, "mates", mates);
    json_object_set_new(o, "why", why);
}

void motives_words_refutations_json(json_t *o, const MotivePhase *ph, const Solution *s, const Play *p,
                                    Lang lang)
{
    if (!p->nrefuts)
        return;
    json_t *refs = json_object();
    for (int r = 0; r < p->nrefuts; r++) {
        char buf[8];
        Move d = sol_moves(s, p->refuts_first)[r];
        Motives list;
        Position b = position_after(&ph->before, d);
        motives_defence_after(ph, &b, d, &list);
        json_object_set_new(refs, move_to_uci(d, buf), phrases_json(&list, &b, &b, &ph->before, lang));
    }
    json_object_set_new(o, "refutations_why", refs);
}
