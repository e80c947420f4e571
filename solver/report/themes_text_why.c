/* themes_text_why.c - what makes a theme of one key, in words after its details
 * in the Analysis (issue 21 §7): the men of a battery, the squares of a Somov or
 * Barulin, the pins of a Schiffmann or Nietvelt defence, the man a black unpin
 * frees (a key's own features: themes_text_key.c). Men are named as the motives
 * name them ("Qf1", "h7" for a pawn), in the report's letters. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "solver/report/themes_text_why.h"
#include "solver/movegen.h"
#include "solver/report/moves_text.h"
#include "solver/report/tr.h"

void tt_men_joined(char *buf, size_t len, uint64_t set, const Position *pos, const Position *was, Lang lang)
{
    assert(len > 0 && len <= MEN_TEXT_MAX);
    buf[0] = '\0';
    for (int i = 0, count = __builtin_popcountll(set); set; set &= set - 1, i++) {
        char one[8];
        text_man(one, sizeof one, pos, was, SQ88(__builtin_ctzll(set)), lang);
        if (!tr_list_add(buf, len, one, i, count, lang))
            return; /* no room: the whole names so far, none cut */
    }
}

/* Whether every defence of e goes to one of the men's squares (SQ64 set men) and
 * every man's square is some defence's: each man pinned is a defender itself. */
static bool moves_onto(const ThemeEntry *e, uint64_t men)
{
    uint64_t reached = 0;
    for (int i = 0; i < e->defences.n; i++)
        reached |= BIT(M_TO(e->defences.v[i]));
    return e->defences.n > 0 && reached == men;
}

/* The men in a sentence, as the language joins them. */
static void men_in_words(char *buf, size_t len, uint64_t set, const Position *pos, const Position *was, Lang lang)
{
    tt_men_joined(buf, len, set, pos, was, lang);
}

static int distance(int a, int b)
{
    int df = abs(FILE_OF(a) - FILE_OF(b)), dr = abs(RANK_OF(a) - RANK_OF(b));
    return df > dr ? df : dr;
}

/* The white line pieces whose lines the man leaving from opens (in pos, before
 * that man moves) onto the black king or a square next to it: the rear pieces
 * of the battery a mate from `from` fires, as a SQ64 set. */
static uint64_t rears_of(const Position *pos, int from)
{
    uint64_t found = 0;
    static const int ROOK_DIRS[] = { 1, -1, 16, -16 }, BISHOP_DIRS[] = { 15, -15, 17, -17 };
    int king = king_sq(pos, BLACK);
    for (int i = 0; i < pos->count[WHITE]; i++) {
        int sq = pos->plist[WHITE][i], type = PTYPE(pos->board[sq]);
        if (sq == from || (type != ROOK && type != BISHOP && type != QUEEN))
            continue;
        for (int k = 0; k < 8; k++) {
            int d = k < 4 ? ROOK_DIRS[k] : BISHOP_DIRS[k - 4];
            if ((k < 4 && type == BISHOP) || (k >= 4 && type == ROOK))
                continue;
            int t = sq + d;
            while (!OFFBOARD(t) && t != from && pos->board[t] == EMPTY)
                t += d;
            if (t != from)
                continue; /* the leaving man is not the first man on this line */
            for (t = from + d; !OFFBOARD(t); t += d) {
                if (t == king || distance(t, king) <= 1) {
                    found |= BIT(sq);
                    break;
                }
                if (pos->board[t] != EMPTY)
                    break;
            }
        }
    }
    return found;
}

/* The rear pieces of the battery mates of e (after its defences, and of its
 * threats); *fronts the men that fire them, by their squares (SQ64). */
static uint64_t battery_rears(const Ctx *c, const ThemeEntry *e, uint64_t *fronts)
{
    uint64_t rears = 0, r;
    *fronts = 0;
    for (int i = 0; i < e->variations.n; i++) {
        const ThemeLine *v = &e->variations.v[i];
        Move d = move_legal(&c->after, v->move);
        if (d == MOVE_NONE)
            continue;
        Position b = position_after(&c->after, d);
        for (int j = 0; j < v->moves.n; j++)
            if ((r = rears_of(&b, M_FROM(v->moves.v[j])))) {
                rears |= r;
                *fronts |= BIT(M_FROM(v->moves.v[j]));
            }
    }
    const ThemeMoves *t = entry_has(e, EF_MATING_THREATS) ? &e->mating_threats : &e->threats;
    Position passed = position_passed(&c->after);
    for (int j = 0; j < t->n; j++)
        if ((r = rears_of(&passed, M_FROM(t->v[j])))) {
            rears |= r;
            *fronts |= BIT(M_FROM(t->v[j]));
        }
    return rears;
}

/* Battery creation and half-battery: the men of the battery, its rear piece the
 * one farthest from the defender king (a battery's men stand on one line to it). */
static int rear_man(const ThemeEntry *e, const Position *pos)
{
    int king = king_sq(pos, BLACK), rear = NO_SQ;
    for (int i = 0; i < e->men.n; i++)
        if (rear == NO_SQ || distance(e->men.v[i], king) > distance(rear, king))
            rear = e->men.v[i];
    return rear;
}

/* The squares of e (a list of 0x88 squares) as a SQ64 set, without `but`. */
static uint64_t set_of(const ThemeSquares *l, int but)
{
    uint64_t set = 0;
    for (int i = 0; i < l->n; i++)
        if (l->v[i] != but)
            set |= BIT(l->v[i]);
    return set;
}

/* The squares of e in a sentence, as the language joins them ("b3 and b4"): first
 * those its defences go to, in their order (a Somov B2's blocks), then the others. */
static void squares_in_words(char *buf, size_t len, const ThemeEntry *e, Lang lang)
{
    uint64_t left = set_of(&e->squares, NO_SQ);
    buf[0] = '\0';
    for (int k = 0, i = 0, count = __builtin_popcountll(left); left; k++) {
        int sq = k < e->defences.n ? M_TO(e->defences.v[k]) : SQ88(__builtin_ctzll(left));
        char name[3];
        square_name(sq, name);
        if ((left & BIT(sq)) && !tr_list_add(buf, len, name, i++, count, lang))
            return;
        left &= ~BIT(sq);
    }
}

/* Schiffmann and Nietvelt: the squares of the defender's men that its defences
 * pinned, each of them (several when the defences pin men on several squares), and
 * whether the defending man itself stands pinned there (1...Qxe6) or pins another
 * of its men (1...Kd6 pins Bd2). */
static bool self_pins_why(const Ctx *c, const ThemeEntry *e)
{
    if (e->men.n == 0)
        return false;
    char a[64] = "";
    uint64_t men = set_of(&e->men, NO_SQ);
    int n = __builtin_popcountll(men);
    for (int i = 0; men; men &= men - 1, i++) {
        char name[3];
        square_name(SQ88(__builtin_ctzll(men)), name);
        if (!tr_list_add(a, sizeof a, name, i, n, c->lang))
            break;
    }
    bool schiffmann = e->id == THEME_SCHIFFMANN, onto = moves_onto(e, set_of(&e->men, NO_SQ));
    unsigned long count = (unsigned long)e->count;
    fputs(" (", c->out);
    if (n > 1 && onto && schiffmann)
        /* TRANSLATORS: Schiffmann defences, each defending man moving onto a square of %s ("e5 and f5")
         * where it is pinned. */
        fprintf(c->out, T(c, "the defending men move onto %s, where each is pinned on a line the threat would cut; the mates exploit the pins"), a);
    else if (n > 1 && onto)
        /* TRANSLATORS: Nietvelt defences, each defending man moving onto a square of %s ("f3 and g4")
         * where it is pinned. */
        fprintf(c->out, T(c, "the defending men move onto %s, where each is pinned on the line of a threatening piece; the mates exploit the pins"), a);
    else if (n > 1 && schiffmann)
        /* TRANSLATORS: Schiffmann defences pinning their own men on the squares %s ("d2 and e3"). */
        fprintf(c->out, tr_n(c->lang, "the defence pins its own men on %s, each on a line the threat would cut; the mate exploits the pins",
                             "the defences pin their own men on %s, each on a line the threat would cut; the mates exploit the pins",
                             count),
                a);
    else if (n > 1)
        /* TRANSLATORS: Nietvelt defences pinning their own men on the squares %s ("d2 and e3"). */
        fprintf(c->out, tr_n(c->lang, "the defence pins its own men on %s, each on the line of a threatening piece; the mate exploits the pins",
                             "the defences pin their own men on %s, each on the line of a threatening piece; the mates exploit the pins",
                             count),
                a);
    else if (onto && schiffmann)
        /* TRANSLATORS: Schiffmann defences: the defending man (or each of them) moves onto the
         * square %s, where it is pinned. */
        fprintf(c->out, tr_n(c->lang, "the defending man moves onto %s, where it is pinned on the line the threat would cut; the mate exploits the pin",
                             "each defending man moves onto %s, where it is pinned on the line the threat would cut; the mate exploits the pin",
                             count),
                a);
    else if (onto)
        /* TRANSLATORS: Nietvelt defence: the defending man (or each of them) moves onto the
         * square %s, where it is pinned. */
        fprintf(c->out, tr_n(c->lang, "the defending man moves onto %s, where it is pinned on the line of the threatening piece; the mate exploits the pin",
                             "each defending man moves onto %s, where it is pinned on the line of the threatening piece; the mate exploits the pin",
                             count),
                a);
    else if (schiffmann)
        /* TRANSLATORS: Schiffmann defences: the defence (or each of them) pins its own man on the square %s. */
        fprintf(c->out, tr_n(c->lang, "the defence pins its own man on %s, on the line the threat would cut; the mate exploits the pin",
                             "each defence pins its own man on %s, on the line the threat would cut; the mate exploits the pin",
                             count),
                a);
    else
        /* TRANSLATORS: Nietvelt defence: the defence (or each of them) pins its own man on the square %s. */
        fprintf(c->out, tr_n(c->lang, "the defence pins its own man on %s, on the line of the threatening piece; the mate exploits the pin",
                             "each defence pins its own man on %s, on the line of the threatening piece; the mate exploits the pin",
                             count),
                a);
    fputc(')', c->out);
    return true;
}

bool tt_key_why(const Ctx *c, const ThemeEntry *e)
{
    char a[64], b[64], d[64];
    Move k = move_legal(&c->start, e->key);
    switch (e->id) {
    case THEME_BATTERY_MATE: {
        uint64_t fronts, rears = battery_rears(c, e, &fronts);
        if (!rears)
            return false;
        men_in_words(a, sizeof a, rears, &c->after, &c->start, c->lang);
        fputs(" (", c->out);
        unsigned long lines = (unsigned long)__builtin_popcountll(rears);
        if (__builtin_popcountll(fronts) == 1)
            /* TRANSLATORS: battery mates of one front man: "the mating man opens the line of Qf1". */
            fprintf(c->out, tr_n(c->lang, "the mating man opens the line of %s", "the mating man opens the lines of %s",
                                 lines),
                    a);
        else /* TRANSLATORS: battery mates: "the mating men open the line of Qf1" (the battery's rear pieces). */
            fprintf(c->out, tr_n(c->lang, "the mating men open the line of %s", "the mating men open the lines of %s",
                                 lines),
                    a);
        fputc(')', c->out);
        return true;
    }
    case THEME_BATTERY_CREATION: {
        int rear = rear_man(e, &c->after);
        if (rear == NO_SQ || e->men.n < 2)
            return false;
        text_man(a, sizeof a, &c->after, &c->start, rear, c->lang);
        men_in_words(b, sizeof b, set_of(&e->men, rear), &c->after, &c->start, c->lang);
        fputs(" (", c->out);
        /* TRANSLATORS: battery creation: "the key makes a battery: Ba3 behind Rb4". */
        fprintf(c->out, T(c, "the key makes a battery: %1$s behind %2$s"), a, b);
        fputc(')', c->out);
        return true;
    }
    case THEME_HALF_BATTERY: {
        int rear = rear_man(e, &c->start);
        if (rear == NO_SQ || k == MOVE_NONE || e->men.n < 3)
            return false;
        text_man(a, sizeof a, &c->start, &c->start, M_FROM(k), c->lang);
        text_man(b, sizeof b, &c->start, &c->start, rear, c->lang);
        men_in_words(d, sizeof d, set_of(&e->men, rear) & ~BIT(M_FROM(k)), &c->start, &c->start, c->lang);
        fputs(" (", c->out);
        /* TRANSLATORS: half-battery: "the key takes Kc3 off the line of Bf6; d4 fires the battery". */
        fprintf(c->out, T(c, "the key takes %1$s off the line of %2$s; %3$s fires the battery"), a, b, d);
        fputc(')', c->out);
        return true;
    }
    case THEME_SOMOV:
    case THEME_BARULIN:
        if (e->squares.n == 0 || (e->id == THEME_SOMOV && e->men.n == 0))
            return false;
        /* all the squares: each defence's may be its own (1...Nb3 2.Nc3#, 1...Nb4 2.Nc5#) */
        squares_in_words(a, sizeof a, e, c->lang);
        men_in_words(b, sizeof b, set_of(&e->men, NO_SQ), &c->after, &c->start, c->lang);
        fputs(" (", c->out);
        if (e->squares.n > 1 && e->id == THEME_BARULIN)
            /* TRANSLATORS: Barulin (theme A) on several squares, %s "d4 and e4". */
            fprintf(c->out, T(c, "two white lines guard each of %s: a threat shuts off one, a defence the other"), a);
        else if (e->squares.n > 1 && strcmp(e->variant, "B1") == 0)
            /* TRANSLATORS: Somov B1 on several squares: %1$s the squares ("e3 and e5"), %2$s the men. */
            fprintf(c->out, tr_n(c->lang, "the defence opens other guards of %1$s, so the mates may shut off %2$s, White's own guards of them",
                                 "the defences open other guards of %1$s, so the mates may shut off %2$s, White's own guards of them",
                                 (unsigned long)e->count),
                    a, b);
        else if (e->squares.n > 1)
            /* TRANSLATORS: Somov B2, each defence blocking one of the squares %1$s ("b3 and b4"). */
            fprintf(c->out, T(c, "the defences block %1$s, so the mates may shut off %2$s, White's own guards of them"), a, b);
        else if (e->id == THEME_BARULIN)
            /* TRANSLATORS: Barulin (theme A): two white lines guard the square %s. */
            fprintf(c->out, tr_n(c->lang, "two white lines guard %s: the threat shuts off one, the defence the other",
                                 "two white lines guard %s: the threat shuts off one, each defence the other",
                                 (unsigned long)e->count),
                    a);
        else if (strcmp(e->variant, "B1") == 0)
            /* TRANSLATORS: Somov B1: the defence opens another white guard onto %1$s; %2$s the white
             * line piece (or pieces) whose own guard of it the mate shuts off, "Rg8". */
            fprintf(c->out, tr_n(c->lang, "the defence opens another guard of %1$s, so the mate may shut off %2$s, White's own guard of it",
                                 "each defence opens another guard of %1$s, so the mate may shut off %2$s, White's own guard of it",
                                 (unsigned long)e->count),
                    a, b);
        else
            /* TRANSLATORS: Somov B2: the defence blocks %1$s, next to its king; %2$s the white line
             * piece (or pieces) whose own guard of it the mate shuts off, "Rf8". */
            fprintf(c->out, tr_n(c->lang, "the defence blocks %1$s, so the mate may shut off %2$s, White's own guard of it",
                                 "each defence blocks %1$s, so the mate may shut off %2$s, White's own guard of it",
                                 (unsigned long)e->count),
                    a, b);
        fputc(')', c->out);
        return true;
    case THEME_SCHIFFMANN:
    case THEME_NIETVELT:
        return self_pins_why(c, e);
    case THEME_BLACK_UNPIN:
        if (e->men.n == 0)
            return false;
        men_in_words(a, sizeof a, set_of(&e->men, NO_SQ), &c->after, &c->start, c->lang);
        fputs(" (", c->out);
        /* TRANSLATORS: black unpin: the defence (or each of them) unpins the white man %s, which then mates. */
        fprintf(c->out, tr_n(c->lang, "the defence unpins %s, which mates", "each defence unpins %s, which mates",
                             (unsigned long)e->count),
                a);
        fputc(')', c->out);
        return true;
    case THEME_STAR_FLIGHTS:
        /* TRANSLATORS: star flights, after the king's moves. */
        fprintf(c->out, " (%s)", T(c, "the king's four diagonal flights, each met by a mate"));
        return true;
    case THEME_PLUS_FLIGHTS:
        /* TRANSLATORS: plus flights, after the king's moves. */
        fprintf(c->out, " (%s)", T(c, "the king's four orthogonal flights, each met by a mate"));
        return true;
    case THEME_BLACK_KNIGHT_WHEEL:
        /* TRANSLATORS: black knight wheel, after the knight's moves. */
        fprintf(c->out, " (%s)", T(c, "all eight moves of the knight, each met by a mate"));
        return true;
    case THEME_WHITE_KNIGHT_WHEEL:
        /* TRANSLATORS: white knight wheel, after the squares. */
        fprintf(c->out, " (%s)", T(c, "the knight mates on all eight squares it reaches"));
        return true;
    case THEME_FLECK:
        /* TRANSLATORS: Fleck, after its heading "Fleck (2)": the threats. */
        fprintf(c->out, "%s %s", tt_colon(c), T(c, "each threat is the only one left after some defence"));
        return true;
    case THEME_TOTAL_FLECK:
        /* TRANSLATORS: total Fleck, after its heading "total Fleck (2)". */
        fprintf(c->out, "%s %s", tt_colon(c), T(c, "every black move, not only the defences, is met by exactly one mate"));
        return true;
    case THEME_PELLE:
        /* TRANSLATORS: Pelle, after its play. */
        fprintf(c->out, " (%s)", T(c, "the key, the defence and the mate each move a pinned man along its pin line"));
        return true;
    case THEME_BRISTOL:
        /* TRANSLATORS: Bristol, after its play. */
        fprintf(c->out, " (%s)", T(c, "the key clears a line, and the mating piece follows the same way"));
        return true;
    default:
        return false;
    }
}
