/* stated_text.c - the text report's word on a stated solution: whether it
 * holds and, when not, what does (the real key, the cook, the refutation):
 *   Stated: 1.Qe4! - does not hold: 1.Qe4? 1...Bxd5!; the key is 1.Nc3!
 *   Stated: 1.Bc1! - the key works, but the problem is cooked by 1.Bf5+!
 *   Stated lines that do not hold: 1.Nc3! 1...Rxd5 2.Qe4# (the mate is 2.Nb5#)
 * in the report's language (the lines: stated_failing.c). */
#include <string.h>
#include "solver/movegen.h"
#include "solver/report/stated.h"
#include "solver/report/tr.h"

static void san(FILE *out, const Position *pos, Move m, Lang lang)
{
    char buf[SAN_MAX];
    fputs(move_to_san(pos, m, lang, buf, sizeof buf), out);
}

static bool is_key(const Solution *s, Move m)
{
    for (int j = 0; j < s->nkeys; j++)
        if (s->keys[j].move == m)
            return true;
    return false;
}

static bool is_stated(const Stated *st, Move m)
{
    for (int i = 0; i < st->nkeys; i++)
        if (st->keys[i] == m)
            return true;
    return false;
}

/* Why a stated key is none: "1.Qe4? 1...Bxd5!", or that it mates at once or stalemates. */
static void why_not(FILE *out, const Position *pos, Move m, Lang lang)
{
    Position after = *pos;
    Undo u;
    make_move(&after, m, &u);
    fputs("1.", out);
    if (!has_legal_move(&after)) {
        san(out, pos, m, lang);
        fprintf(out, " %s", in_check(&after, after.side) ? tr(lang, "mates at once: a short solution")
                                                         : tr(lang, "stalemates"));
        return;
    }
    Move refs[MAX_MOVES];
    int n = solve_refutations(pos, m, refs, MAX_MOVES);
    san(out, pos, m, lang);
    fputc('?', out);
    for (int i = 0; i < n && i < 3; i++) {
        fputs(" 1...", out);
        san(out, &after, refs[i], lang);
        fputc('!', out);
    }
}

/* The short solutions, each " 1.Qb3#". */
static void shorts(FILE *out, const Solution *s, Lang lang)
{
    for (int i = 0; i < s->nshorts; i++) {
        fputs(" 1.", out);
        san(out, &s->start, s->shorts[i], lang);
    }
}

/* What holds instead of the stated keys. */
static void instead(FILE *out, const Stated *st, const Solution *s, Lang lang)
{
    const Position *pos = &s->start;
    char semi[16]; /* "; ", as the reader's language sets it */
    snprintf(semi, sizeof semi, "%s ", tr_semicolon(lang));
    const char *sep = "";
    for (int i = 0; i < st->nkeys; i++)
        if (!is_key(s, st->keys[i])) {
            fputs(sep, out);
            why_not(out, pos, st->keys[i], lang);
            sep = semi;
        }
    bool stated_any = false;
    for (int i = 0; i < st->nkeys; i++)
        stated_any |= is_key(s, st->keys[i]);
    int others = 0;
    for (int j = 0; j < s->nkeys; j++)
        others += !is_stated(st, s->keys[j].move);
    if (others > 0) {
        /* TRANSLATORS: "cooked by 1.Nc3!" (another key beside the stated one) or
         * "the key is 1.Nc3!" (the stated key is none). */
        fprintf(out, "%s%s", sep, stated_any ? tr(lang, "cooked by")
                                  : tr_n(lang, "the key is", "the keys are", (unsigned long)others));
        for (int j = 0; j < s->nkeys; j++)
            if (!is_stated(st, s->keys[j].move)) {
                fputs(" 1.", out);
                san(out, pos, s->keys[j].move, lang);
                fputc('!', out);
            }
        sep = semi;
    } else if (!stated_any && s->nshorts == 0) {
        fprintf(out, "%s%s", sep, tr(lang, "there is no key"));
        sep = semi;
    }
    if (s->nshorts > 0) {
        fprintf(out, "%s%s", sep, tr(lang, "short solution"));
        shorts(out, s, lang);
    }
}

/* Every stated key is a key, yet the problem has others or a short solution: the
 * author's key works and the problem is what fails (not "does not hold", which read as if
 * the key were wrong). */
static void cooked(FILE *out, const Stated *st, const Solution *s, Lang lang)
{
    unsigned long n = (unsigned long)st->nkeys;
    bool others = false;
    for (int j = 0; j < s->nkeys; j++)
        others |= !is_stated(st, s->keys[j].move);
    if (!others) {
        /* TRANSLATORS: "Stated: 1.Kc3! - the key works, but the problem has a short solution: 1.Qb3#". */
        fputs(tr_n(lang, "the key works, but the problem has a short solution:",
                   "the keys work, but the problem has a short solution:", n), out);
        shorts(out, s, lang);
        return;
    }
    /* TRANSLATORS: "Stated: 1.Bc1! - the key works, but the problem is cooked by 1.Bf5+!"
     * (another key beside the stated one). */
    fputs(tr_n(lang, "the key works, but the problem is cooked by",
               "the keys work, but the problem is cooked by", n), out);
    for (int j = 0; j < s->nkeys; j++)
        if (!is_stated(st, s->keys[j].move)) {
            fputs(" 1.", out);
            san(out, &s->start, s->keys[j].move, lang);
            fputc('!', out);
        }
    if (s->nshorts > 0) {
        fprintf(out, "%s %s", tr_semicolon(lang), tr(lang, "short solution"));
        shorts(out, s, lang);
    }
}

void stated_text(FILE *out, const Problem *pb, const Solution *s, Lang lang)
{
    Stated st;
    if (s->status == ST_ILLEGAL || s->status == ST_TIMEOUT || !stated_read(pb, &st))
        return;
    /* TRANSLATORS: heads the line on the solution the problem states: "Stated: 1.Qe4! - holds". */
    fprintf(out, "%s ", tr(lang, "Stated:"));
    if (st.error[0]) {
        /* TRANSLATORS: "Stated: cannot be read: 1.Qz9!: not a move". */
        fprintf(out, "%s ", tr(lang, "cannot be read:"));
        if (st.error_at[0])
            fprintf(out, "%s%s ", st.error_at, tr_colon(lang));
        fprintf(out, "%s\n", tr(lang, st.error_why));
    } else {
        for (int i = 0; i < st.nkeys; i++) {
            fputs(i ? " 1." : "1.", out);
            san(out, &s->start, st.keys[i], lang);
            fputc('!', out);
        }
        bool all_keys = true;
        for (int i = 0; i < st.nkeys; i++)
            all_keys &= is_key(s, st.keys[i]);
        if (stated_agrees(&st, s)) {
            fprintf(out, " - %s\n", tr(lang, "holds"));
        } else if (all_keys && st.nkeys > 0) {
            fputs(" - ", out);
            cooked(out, &st, s, lang);
            fputc('\n', out);
        } else {
            fprintf(out, " - %s ", tr(lang, "does not hold:"));
            instead(out, &st, s, lang);
            fputc('\n', out);
        }
    }
    stated_failing_text(out, &st, &s->start, lang);
    stated_free(&st);
}
