/* stated_lines.c - the lines a stated solution gives, read as problemists
 * write them (YACPDB, Popeye, magazines) and played out on the board:
 *   1.Qe4? (2.Qxf7#) 1...Rxd5 2.Nc3# but 1...Bxd5!   a try, its line, its refutation
 *   1.Nc3! threat: 2.Qd3#  1...Rxd5 2.Qe4#            the key, its threat, a variation
 *   1...Rxd5 2.Nc3#  (before any first move)          set play
 * Long algebraic (Sf2-g4, g3*h2), marks apart (Sf2-g4 + !), English or German
 * letters. Words that are no moves (threat:, zugzwang, but) are passed over. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "solver/movegen.h"
#include "solver/report/stated.h"
#include "solver/report/tr.h"

/* A move as written: its number (0 when none), the side, the move and marks. */
typedef struct {
    int number;
    bool black;
    char move[24];   /* with its marks, as written */
    bool bang, query;
} Written;

typedef struct {
    Stated *st;
    const Position *pos;        /* the diagram */
    bool in_phase;              /* after a first move (else set play) */
    bool first_ok;              /* the first move was read */
    Move first;
    char first_text[32];
    int try_line;               /* the line of the try whose refutations follow, or -1 */
    bool has_defence, defence_ok;
    Move defence;
    char defence_text[32];
    bool last_white2, last_white1;
} Reader;

static bool only_marks(const char *t)
{
    return *t && strspn(t, "+#!?") == strlen(t);
}

/* Whether t has the shape of a move at all: a square, or castling. */
static bool movelike(const char *t)
{
    if (strncmp(t, "0-0", 3) == 0 || strncmp(t, "O-O", 3) == 0)
        return true;
    for (; t[0] && t[1]; t++)
        if (t[0] >= 'a' && t[0] <= 'h' && t[1] >= '1' && t[1] <= '8')
            return true;
    return false;
}

static void set_marks(Written *w)
{
    w->bang = strchr(w->move, '!') != NULL;
    w->query = strchr(w->move, '?') != NULL;
}

/* Reads text of pos's side to move (English letters first, then German's S). */
static bool read_move(const Position *pos, const char *text, Move *m)
{
    return move_from_text(pos, text, LANG_EN, m) == 1;
}

static StatedLine *add_line(Reader *r, StatedLineKind kind)
{
    Stated *st = r->st;
    if (st->nlines == STATED_MAX_LINES)
        return NULL;
    StatedLine *l = &st->lines[st->nlines++];
    memset(l, 0, sizeof *l);
    l->kind = kind;
    return l;
}

/* Whether z, read after the moves so far in p, is legal and mates. */
static bool mates(Position p, const char *z)
{
    Move m;
    if (!read_move(&p, z, &m))
        return false;
    Undo u;
    make_move(&p, m, &u);
    return is_mate(&p);
}

/* The position after the first move (set play: the attacker passes); false
 * when it cannot be reached. */
static bool after_first(const Reader *r, Position *p)
{
    *p = *r->pos;
    Undo u;
    if (!r->in_phase) {
        if (in_check(p, p->side))
            return false;
        make_null(p, &u);
        return true;
    }
    if (!r->first_ok)
        return false;
    make_move(p, r->first, &u);
    return true;
}

static void first_move(Reader *r, const Written *w)
{
    Stated *st = r->st;
    r->in_phase = true;
    r->has_defence = false;
    r->try_line = -1;
    snprintf(r->first_text, sizeof r->first_text, "1.%s", w->move);
    Move m = MOVE_NONE;
    int n = move_from_text(r->pos, w->move, LANG_EN, &m);
    r->first_ok = n == 1;
    r->first = m;
    bool text_source = strcmp(st->from, "solution") == 0;
    if (w->bang && !w->query && text_source) { /* a stated key */
        if (n == 1 && st->nkeys < STATED_MAX_KEYS)
            st->keys[st->nkeys++] = m;
        else if (n != 1)
            stated_fail(st, r->first_text, n < 0 ? N_("not a move") : n == 0 ? N_("not a legal move")
                                                              : N_("ambiguous: several legal moves read so"));
    }
    if (w->query && !w->bang) { /* a try: it must fail */
        StatedLine *l = add_line(r, SL_TRY);
        if (!l)
            return;
        snprintf(l->text, sizeof l->text, "%s", r->first_text);
        l->first = r->first_ok ? m : MOVE_NONE;
        Move refs[1];
        Position after = *r->pos;
        Undo u;
        bool ok = r->first_ok;
        if (ok) {
            make_move(&after, m, &u);
            ok = has_legal_move(&after) && solve_refutations(r->pos, m, refs, 1) > 0;
        }
        l->holds = ok;
        r->try_line = (int)(l - st->lines);
    }
}

/* "but 1...Bxd5!": a refutation of the try. */
static void refutation(Reader *r, const Written *w)
{
    StatedLine *l = &r->st->lines[r->try_line];
    size_t n = strlen(l->text);
    snprintf(l->text + n, sizeof l->text - n, " 1...%s", w->move);
    Move m, refs[MAX_MOVES];
    Position after;
    bool ok = l->holds && after_first(r, &after) && read_move(&after, w->move, &m);
    if (ok) {
        int k = solve_refutations(r->pos, r->first, refs, MAX_MOVES);
        ok = false;
        for (int i = 0; i < k; i++)
            ok |= refs[i] == m;
    }
    l->holds = ok;
}

static void defence(Reader *r, const Written *w)
{
    r->has_defence = true;
    snprintf(r->defence_text, sizeof r->defence_text, "1...%s", w->move);
    Position after;
    r->defence_ok = after_first(r, &after) && read_move(&after, w->move, &r->defence);
}

/* 2.Z: a mate after the defence, or a threat. */
static void mate(Reader *r, const Written *w)
{
    Position p;
    bool ok = after_first(r, &p);
    StatedLine *l;
    if (r->has_defence) {
        if (!(l = add_line(r, r->in_phase ? SL_VARIATION : SL_SET)))
            return;
        snprintf(l->text, sizeof l->text, "%s%s%s 2.%s", r->in_phase ? r->first_text : "",
                 r->in_phase ? " " : "", r->defence_text, w->move);
        Undo u;
        if ((ok = ok && r->defence_ok))
            make_move(&p, r->defence, &u);
        l->first = r->in_phase && r->first_ok ? r->first : MOVE_NONE;
        l->defence = r->defence_ok ? r->defence : MOVE_NONE;
    } else {
        if (!r->in_phase || !(l = add_line(r, SL_THREAT)))
            return;
        snprintf(l->text, sizeof l->text, "%s 2.%s", r->first_text, w->move);
        l->first = r->first_ok ? r->first : MOVE_NONE;
        Undo u;
        if ((ok = ok && !in_check(&p, p.side)))
            make_null(&p, &u);
    }
    l->holds = ok && mates(p, w->move);
}

static void take(Reader *r, Written *w)
{
    set_marks(w);
    bool white1 = w->number == 1 && !w->black, black1 = w->number == 1 && w->black;
    bool white2 = w->number == 2 && !w->black;
    if (w->number == 0) { /* a bare move: the next in the line */
        black1 = r->last_white1 || r->last_white2;
        white2 = !black1 && r->has_defence;
        white1 = !black1 && !white2;
    }
    r->last_white1 = white1;
    r->last_white2 = white2;
    if (white1)
        first_move(r, w);
    else if (black1 && r->try_line >= 0 && w->bang)
        refutation(r, w);
    else if (black1)
        defence(r, w);
    else if (white2)
        mate(r, w);
}

void stated_read_lines(Stated *st, const Position *pos)
{
    char *b = strdup(st->text ? st->text : "");
    if (!b)
        return;
    /* Comments {...} out; *, brackets and separators as spaces. */
    for (char *c = b; *c; c++) {
        if (*c == '{') {
            char *e = strchr(c, '}');
            size_t n = e ? (size_t)(e - c) + 1 : strlen(c);
            memset(c, ' ', n);
            c += n - 1;
        } else if (*c == '*') {
            *c = 'x';
        } else if (strchr("()[],;\"", *c)) {
            *c = ' ';
        }
    }
    stated_join_ep(b);
    Reader r = { .st = st, .pos = pos, .try_line = -1 };
    Written w = { 0 }, pending = { 0 };
    bool have = false;
    int number = 0;
    bool black = false;
    for (char *save = NULL, *t = strtok_r(b, " \t\r\n", &save); t; t = strtok_r(NULL, " \t\r\n", &save)) {
        if (only_marks(t) && have) { /* "Sf2-g4 + !" */
            size_t n = strlen(w.move);
            snprintf(w.move + n, sizeof w.move - n, "%s", t);
            continue;
        }
        if (strncmp(t, "e.p.", 4) == 0 && (!t[4] || (only_marks(t + 4) && have))) {
            /* "1.dxe6 e.p.!", "2.exd6 e.p.#": chiave's own way; the marks are the move's */
            size_t n = strlen(w.move);
            snprintf(w.move + n, sizeof w.move - n, "%s", t + 4);
            continue;
        }
        const char *m = t;
        if (isdigit((unsigned char)*m)) {
            char *end;
            long n = strtol(m, &end, 10);
            size_t dots = strspn(end, ".");
            if (dots > 0 && n != 1 && n != 2) { /* a move past a #2's: not read */
                number = 0;
                continue;
            }
            if (dots > 0) {
                number = (int)n;
                black = dots > 1;
                m = end + dots;
                if (!*m)
                    continue; /* "1." then the move */
            }
        }
        if (!movelike(m)) {
            number = 0;
            continue;
        }
        if (have)
            take(&r, &w);
        memset(&pending, 0, sizeof pending);
        pending.number = number;
        pending.black = black;
        snprintf(pending.move, sizeof pending.move, "%s", m);
        /* A sentence's full stop or colon after the move ("... 2.Ra1#."): no move ends so. */
        for (size_t n = strlen(pending.move); n > 0 && strchr(".:", pending.move[n - 1]); n--)
            pending.move[n - 1] = '\0';
        w = pending;
        have = true;
        number = 0;
    }
    if (have)
        take(&r, &w);
    free(b);
}
