/* stated_failing.c - the stated lines the play does not confirm, each with
 * what the board gives instead, as a composer checks a solution:
 *   Stated lines that do not hold: 1.Qb4! 2.Qc3# (the threat is 2.Qb2#);
 *       1.Qb4! 1...Bb3 2.Nc2# (the mate is 2.Qc3#); 1.Qc2? 1...Bxc2! (refuted by 1...Rb3!)
 * in the report's language (solve's report and verify --strict alike). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "solver/movegen.h"
#include "solver/report/stated.h"
#include "solver/report/tr.h"

/* The piece type the source's letter c stands for: English letters, or S for
 * the knight as Popeye and YACPDB write it (the letters stated_lines.c reads). */
static int source_piece(char c)
{
    switch (c) {
    case 'K': return KING;
    case 'Q': return QUEEN;
    case 'R': return ROOK;
    case 'B': return BISHOP;
    case 'N':
    case 'S': return KNIGHT;
    default: return 0;
    }
}

/* A stated line as written ("1.Qb5? 1...Ka4!", "1.Sf2-g4! 2.Qd3#") with the
 * language's letters, as the stated key beside it is written: the man of each
 * move (after its number) and of each promotion. The rest stays as written. */
static void put_line(FILE *out, const char *text, Lang lang)
{
    bool word_start = true, after_number = false;
    for (const char *p = text; *p; p++) {
        char c = *p;
        int t = source_piece(c);
        bool man = t && (word_start || after_number || (p > text && p[-1] == '='));
        fputc(man ? piece_letter(lang, t) : c, out);
        after_number = (c == '.' && (after_number || (p > text && isdigit((unsigned char)p[-1]))));
        word_start = c == ' ';
    }
}

/* The mates the attacker (to move in pos) has, in the report's order; how many. */
static int find_mates(const Position *pos, Move mates[MAX_MOVES])
{
    MoveList list;
    gen_legal(pos, &list);
    int n = 0;
    for (int i = 0; i < list.n; i++) {
        Position p = *pos;
        Undo u;
        make_move(&p, list.moves[i], &u);
        if (is_mate(&p))
            mates[n++] = list.moves[i];
    }
    order_moves(pos, mates, n);
    return n;
}

/* " (the threat is 2.Qb2#)", " (no threat)": the mates of pos after the words
 * one or many (already in the reader's language), or none when there are none.
 * The words are chosen by the caller, where xgettext can read them. */
static void put_mates(FILE *out, const Position *pos, const Move *mates, int n, const char *words,
                      const char *none, Lang lang)
{
    if (n == 0) {
        fprintf(out, " (%s)", none);
        return;
    }
    fprintf(out, " (%s", words);
    char buf[SAN_MAX];
    for (int i = 0; i < n; i++)
        fprintf(out, " 2.%s", move_to_san(pos, mates[i], lang, buf, sizeof buf));
    fputc(')', out);
}

/* What the board gives where a threat was stated: "(the threat is 2.Qb2#)",
 * "(no threat)", "(no threat: the move gives check)". */
static void threat_instead(FILE *out, const Position *start, Move first, Lang lang)
{
    Position p = *start;
    Undo u;
    make_move(&p, first, &u);
    if (in_check(&p, p.side)) {
        /* TRANSLATORS: a stated threat after a checking first move: "1.Nc2+! 2.Qb2# (no threat: the move gives check)". */
        fprintf(out, " (%s)", tr(lang, "no threat: the move gives check"));
        return;
    }
    make_null(&p, &u);
    Move mates[MAX_MOVES];
    int n = find_mates(&p, mates);
    /* TRANSLATORS: after a stated threat that does not mate: "1.Qb4! 2.Qc3# (the threat
     * is 2.Qb2#)", the threats the move has. */
    put_mates(out, &p, mates, n, tr_n(lang, "the threat is", "the threats are", (unsigned long)n),
              tr(lang, "no threat"), lang);
}

/* "(the mate is 2.Qc3#)", "(no mate)": the mates after the defence (set play: first
 * is MOVE_NONE, the attacker passes). */
static void mate_instead(FILE *out, const Position *start, Move first, Move defence, Lang lang)
{
    Position p = *start;
    Undo u, v;
    if (first == MOVE_NONE)
        make_null(&p, &u);
    else
        make_move(&p, first, &u);
    make_move(&p, defence, &v);
    Move mates[MAX_MOVES];
    int n = find_mates(&p, mates);
    put_mates(out, &p, mates, n,
              /* TRANSLATORS: after a stated mate that does not mate: "1.Qb4! 1...Bb3 2.Nc2# (the
               * mate is 2.Qc3#)", the mates the defence allows. */
              tr_n(lang, "the mate is", "the mates are", (unsigned long)n),
              /* TRANSLATORS: a stated mate after a defence no move mates: "1...Rb3 2.Nc2# (no mate)". */
              tr(lang, "no mate"), lang);
}

/* "(refuted by 1...Rb3!)", "(no refutation: it is a key)": what a stated try
 * that does not hold meets. */
static void try_instead(FILE *out, const Position *start, Move first, Lang lang)
{
    Position p = *start;
    Undo u;
    make_move(&p, first, &u);
    if (!has_legal_move(&p)) {
        fprintf(out, " (%s)", in_check(&p, p.side) ? tr(lang, "mates at once: a short solution")
                                                   : tr(lang, "stalemates"));
        return;
    }
    Move refs[MAX_MOVES];
    int n = solve_refutations(start, first, refs, MAX_MOVES);
    if (n == 0) {
        /* TRANSLATORS: a stated try that no defence refutes: "1.Qb4? (no refutation: it is a key)". */
        fprintf(out, " (%s)", tr(lang, "no refutation: it is a key"));
        return;
    }
    char buf[SAN_MAX];
    /* TRANSLATORS: a stated try's refutation that is none: "1.Qc2? 1...Bxc2! (refuted by 1...Rb3!)". */
    fprintf(out, " (%s", tr(lang, "refuted by"));
    for (int i = 0; i < n && i < 3; i++)
        fprintf(out, " 1...%s!", move_to_san(&p, refs[i], lang, buf, sizeof buf));
    if (n > 3) {
        fputc(' ', out);
        fprintf(out, tr_n(lang, "and %d more", "and %d more", (unsigned long)(n - 3)), n - 3);
    }
    fputc(')', out);
}

/* "(1...Bb3 is not a move here)": the first move of l (or, when that one is
 * played, its defence) that the position does not allow, as written. */
static void not_a_move(FILE *out, const StatedLine *l, Lang lang)
{
    /* The words of l->text: its first move first, then ("1...") its defence. */
    bool first_bad = l->kind != SL_SET && l->first == MOVE_NONE;
    const char *w = l->text;
    if (!first_bad) {
        w = strstr(l->text, "1...");
        if (!w || l->defence != MOVE_NONE)
            return;
    }
    size_t n = strcspn(w, " ");
    while (n > 0 && (w[n - 1] == '!' || w[n - 1] == '?'))
        n--; /* the move, not the composer's mark */
    char word[STATED_LINE_MAX];
    snprintf(word, sizeof word, "%.*s", (int)n, w);
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (!mem)
        return;
    put_line(mem, word, lang);
    fclose(mem);
    fputs(" (", out);
    /* TRANSLATORS: a stated move the position does not allow: "1.Qb4! 1...Bb3 2.Nc2# (1...Bb3 is not a move here)". */
    fprintf(out, tr(lang, "%s is not a move here"), text);
    fputc(')', out);
    free(text);
}

int stated_failing_text(FILE *out, const Stated *st, const Position *start, Lang lang)
{
    int bad = 0;
    for (int i = 0; i < st->nlines; i++) {
        const StatedLine *l = &st->lines[i];
        if (l->holds)
            continue;
        fprintf(out, "%s ", bad ? tr_semicolon(lang) : tr(lang, "Stated lines that do not hold:"));
        put_line(out, l->text, lang);
        /* what the board gives instead, when the line's moves can be played */
        if (l->kind == SL_THREAT && l->first != MOVE_NONE)
            threat_instead(out, start, l->first, lang);
        else if ((l->kind == SL_VARIATION || l->kind == SL_SET) && l->defence != MOVE_NONE
                 && (l->kind == SL_SET || l->first != MOVE_NONE))
            mate_instead(out, start, l->first, l->defence, lang);
        else if (l->kind == SL_TRY && l->first != MOVE_NONE)
            try_instead(out, start, l->first, lang);
        else
            not_a_move(out, l, lang);
        bad++;
    }
    if (bad)
        fputc('\n', out);
    return bad;
}
