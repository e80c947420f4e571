/* phases_why_corrections.c - the words of white, threat and black correction,
 * said after their phases (phases_why.c): the random moves of one man, their error
 * and the corrections, each move as every random move meets it ("1...R(x)e7!"). */
#include <string.h>
#include "solver/report/phases_why_corrections.h"
#include "solver/report/defence_group.h"
#include "solver/report/phases_why_words.h"
#include "solver/movegen.h"
#include "solver/report/moves_text.h"
#include "solver/report/tr.h"

/* Whether d refutes every random move of e that has its phase in e. */
static bool refutes_every_random(const ThemeEntry *e, Move d)
{
    for (int i = 0; i < e->random.n; i++) {
        const ThemeBlock *b = pw_block_of(e, e->random.v[i]);
        if (b && !move_in(b->refutations.v, b->refutations.n, d))
            return false;
    }
    return true;
}

/* Error d as each random move of e meets it, written once ("1...R(x)e7!": a
 * capture after 1.Be7?, not after 1.Bd8?), as a group of defences is. */
static void add_error(Words *w, const ThemeEntry *e, Move d, const Position *start, Lang lang)
{
    char sans[DG_MAX][SAN_MAX];
    Move moves[DG_MAX];
    int n = 0;
    for (int i = 0; i < e->random.n && n < DG_MAX; i++) {
        const ThemeBlock *b = pw_block_of(e, e->random.v[i]);
        if (b) {
            Position pos = pw_block_pos(b, start);
            moves[n] = d;
            pw_san(sans[n++], &pos, d, lang);
        }
    }
    pw_same_man(sans, moves, n);
    pw_add_alike(w, "1...", (const char (*)[SAN_MAX])sans, n, "!");
}

/* White correction and threat correction: the random moves of one man fail to
 * one error; its corrections avoid it (and threaten anew). The error is the
 * defence every random move fails to (PHASES.md, white-correction: "at least two
 * tries that ... fail to one defence e, the random move's error"), not another
 * refutation of one of them (ten Cate 1949: 1.Bc3? fails to 1...Bd8! and 1...Rg8!,
 * 1.Bf6? to 1...Rg8! alone: the error of 1.Bc3? 1.Bf6? is 1...Rg8!). */
bool phases_why_white_correction(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (!entry_has(e, EF_PIECE) || e->random.n == 0 || e->corrections.n == 0)
        return false;
    Words random = { 0 }, errors = { 0 }, fixes = { 0 };
    const ThemeBlock *first = NULL;
    for (int i = 0; i < e->random.n; i++) {
        const ThemeBlock *b = pw_block_of(e, e->random.v[i]);
        pw_add_move(&random, "1.", start, e->random.v[i], "?", lang);
        if (b && !first)
            first = b;
    }
    for (int j = 0; first && j < first->refutations.n; j++)
        if (refutes_every_random(e, first->refutations.v[j]))
            add_error(&errors, e, first->refutations.v[j], start, lang);
    for (int i = 0; i < e->corrections.n; i++) {
        const ThemeBlock *b = pw_block_of(e, e->corrections.v[i]);
        pw_add_move(&fixes, "1.", start, e->corrections.v[i], b ? pw_block_mark(b) : "?", lang);
    }
    if (errors.n == 0)
        return false;
    char man[8];
    text_man(man, sizeof man, start, start, e->piece, lang);
    unsigned long n = (unsigned long)e->corrections.n;
    fputs(" (", out);
    /* TRANSLATORS: white correction: "the random moves 1.Nc6? 1.Nc8? 1.Nd5? of Ne7 fail to 1...Kf8!". */
    fprintf(out, tr(lang, "the random moves %1$s of %2$s fail to %3$s"), random.s, man, errors.s);
    fprintf(out, "%s ", tr_semicolon(lang));
    if (e->id == THEME_THREAT_CORRECTION && strcmp(e->variant, "tertiary") == 0)
        /* TRANSLATORS: threat correction whose corrections threaten mates of their own: "the corrections 1.Bf3? 1.Bb7! avoid that error, each with another threat (tertiary threats)". */
        fprintf(out, tr_n(lang, "the correction %s avoids that error with another threat (tertiary threat)",
                          "the corrections %s avoid that error, each with another threat (tertiary threats)", n),
                fixes.s);
    else if (e->id == THEME_THREAT_CORRECTION)
        /* TRANSLATORS: threat correction: "the correction 1.Qa1! avoids that error and changes the threat (secondary threat)". */
        fprintf(out, tr_n(lang, "the correction %s avoids that error and changes the threat (secondary threat)",
                          "the corrections %s avoid that error and change the threat (secondary threat)", n),
                fixes.s);
    else
        /* TRANSLATORS: white correction: "the corrections 1.Ng6? 1.Nf5! avoid that error". */
        fprintf(out, tr_n(lang, "the correction %s avoids that error", "the corrections %s avoid that error", n), fixes.s);
    Words unkept = { 0 }; /* said once for all of them, as Dombrovskis says it of its try (phases_why.c) */
    unsigned long nunkept = 0;
    for (int i = 0; i < e->nblocks; i++)
        if (e->blocks[i].unkept)
            pw_add_move(&unkept, "1.", start, e->blocks[i].move, "?", lang), nunkept++;
    if (nunkept > 0) {
        fprintf(out, "%s ", tr_semicolon(lang));
        /* TRANSLATORS: threat correction with random moves of two refutations, which the list of tries (of
         * one refutation, --refutations 1) leaves out: "1.Nc7? 1.Nb6? are not among the tries above, ...". */
        fprintf(out, tr_n(lang, "%s is not among the tries above, which fail to one reply: it fails to two, and "
                                "threat correction counts random moves refuted by up to two defences",
                          "%s are not among the tries above, which fail to one reply: they fail to two, and "
                          "threat correction counts random moves refuted by up to two defences", nunkept),
                unkept.s);
    }
    fputc(')', out);
    return true;
}

/* Black correction: any move of one man allows one mate (written once: "2.R(x)c7#",
 * a capture after 1...Rc7 only); its corrections stop that mate and allow others. */
bool phases_why_black_correction(FILE *out, const ThemeEntry *e, const Position *start, Lang lang)
{
    if (!entry_has(e, EF_PIECE) || e->random.n == 0 || e->corrections.n == 0)
        return false;
    const ThemeBlock *b = NULL; /* the phase of the first random move with a mate */
    char sans[DG_MAX][SAN_MAX];
    Move moves[DG_MAX];
    int n = 0;
    for (int r = 0; r < e->random.n && n < DG_MAX; r++)
        for (int i = 0; i < e->nblocks; i++) {
            const ThemeLine *l = pw_line_of(&e->blocks[i], e->random.v[r]);
            if (l && l->moves.n > 0) {
                Position pos = pw_block_pos(&e->blocks[i], start), pa = pw_after(&pos, l->move);
                moves[n] = l->moves.v[0];
                pw_san(sans[n++], &pa, l->moves.v[0], lang);
                b = b ? b : &e->blocks[i];
                break;
            }
        }
    if (!b)
        return false;
    Position pos = pw_block_pos(b, start);
    Words mate = { 0 }, fixes = { 0 };
    pw_same_man(sans, moves, n);
    pw_add_alike(&mate, "2.", (const char (*)[SAN_MAX])sans, n, "");
    for (int i = 0; i < e->corrections.n; i++)
        pw_add_move(&fixes, "1...", &pos, e->corrections.v[i], "", lang);
    char man[8];
    text_man(man, sizeof man, &pos, &pos, e->piece, lang);
    fputs(" (", out);
    /* TRANSLATORS: black correction: "any move of Ra7 allows 2.Rc7#". */
    fprintf(out, tr(lang, "any move of %1$s allows %2$s"), man, mate.s);
    fprintf(out, "%s ", tr_semicolon(lang));
    /* TRANSLATORS: black correction: "the corrections 1...Rb7 1...Rxd7 stop that mate and allow others". */
    fprintf(out, tr_n(lang, "the correction %s stops that mate and allows another",
                      "the corrections %s stop that mate and allow others", (unsigned long)e->corrections.n),
            fixes.s);
    fputc(')', out);
    return true;
}
