/* text.c - the composer's text report. Moves in SAN, attacker's moves
 * numbered "1." / "2.", defender's "1...". */
#include "solver/report/text.h"
#include "solver/report/wrap.h"

#include <stdlib.h>
#include <string.h>
#include "themes/theme_play.h"
#include "solver/report/figurine.h"
#include "solver/report/legal_text.h"
#include "solver/report/stated.h"
#include "solver/report/moves_text.h"
#include "solver/report/motives_text.h"
#include "solver/report/defence_group.h"
#include "solver/report/random_moves.h"
#include "solver/report/themes_text.h"
#include "solver/report/tr.h"
#include "solver/report/twin_text.h"
#include "solver/report/twins_text.h"

/* The figurines U+2654..U+265F, indexed by colour and piece type. */
static const char *const FIGURINES[2][7] = {
    { "·", "♙", "♘", "♗", "♖", "♕", "♔" },
    { "·", "♟", "♞", "♝", "♜", "♛", "♚" },
};

static void diagram(FILE *out, const Position *pos, Lang lang, BoardStyle style)
{
    if (style == BOARD_NONE)
        return;
    bool uni = style == BOARD_UNICODE;
    fputs(uni ? "  ┌─────────────────┐\n" : "  +-----------------+\n", out);
    for (int rank = 7; rank >= 0; rank--) {
        fprintf(out, "%d %s", rank + 1, uni ? "│" : "|");
        for (int file = 0; file < 8; file++) {
            uint8_t pc = pos->board[SQ(file, rank)];
            if (uni) {
                fprintf(out, " %s", FIGURINES[pc == EMPTY ? WHITE : PCOLOUR(pc)][PTYPE(pc)]);
                continue;
            }
            char c = '.';
            if (pc != EMPTY) {
                c = piece_letter(lang, PTYPE(pc));
                if (PCOLOUR(pc) == BLACK)
                    c = (char)(c - 'A' + 'a');
            }
            fprintf(out, " %c", c);
        }
        fputs(uni ? " │\n" : " |\n", out);
    }
    fputs(uni ? "  └─────────────────┘\n" : "  +-----------------+\n", out);
    fputs("    a b c d e f g h\n", out);
}

/* " 2.Qb2#" for each mate (pos is after the defence), marked "(dual)" when
 * there are two or more as the duals theme counts them. */
static void mates(FILE *out, const Position *pos, const Move *m, int n, Lang lang)
{
    text_mates(out, pos, m, n, lang);
    if (mates_distinct(m, n) > 1)
        fprintf(out, " (%s)", tr(lang, "dual"));
}

/* "   1...Ka2 2.Qb2#": pos is where the defender moves; a man's random move
 * "   1...R~ 2.Qd4#" (line.var one of its moves), a correction further in. With
 * ph (solve --why), each move of a defence's line with its motives in words. */
static void variation(FILE *out, const Solution *s, const Position *pos,
                      const Variation *vars, int n, const bool *listed, PhaseLine line, const MotivePhase *ph, Lang lang)
{
    const Variation *v = &vars[line.var];
    Position after = position_after(pos, v->defence);
    fputs(line.kind == LINE_CORRECTION ? "      1..." : "   1...", out);
    if (line.kind == LINE_RANDOM) {
        dg_put_random(out, s, pos, vars, n, listed, line.var, lang);
    } else {
        text_san(out, pos, v->defence, lang);
    }
    if (ph && line.kind != LINE_RANDOM) { /* a random move's lines differ: no words */
        motives_words_variation(out, ph, &after, v->defence, sol_moves(s, v->first), v->n, lang);
        if (mates_distinct(sol_moves(s, v->first), v->n) > 1)
            fprintf(out, " (%s)", tr(lang, "dual"));
    } else {
        mates(out, &after, sol_moves(s, v->first), v->n, lang);
    }
    fputc('\n', out);
}

/* The listed variations of a phase, vars[0..n) with listed[i] for each,
 * a man's random moves grouped (random_moves.h). */
static void variations(FILE *out, const Solution *s, const Position *pos,
                       const Variation *vars, int n, const bool *listed, const MotivePhase *ph, Lang lang)
{
    PhaseLine lines[MAX_MOVES];
    int k = random_lines(s, pos, vars, n < MAX_MOVES ? n : MAX_MOVES, listed, lines);
    for (int i = 0; i < k; i++)
        variation(out, s, pos, vars, n, listed, lines[i], ph, lang);
}

/* A key ('!') or a try ('?') with its threats, listed variations and, for a
 * try, its refutations; with their motives when why (a full analysis only). */
static void play(FILE *out, const Solution *s, const Play *p, char mark,
                 const SolveOptions *so, bool why, Lang lang)
{
    Position after = position_after(&s->start, p->move);
    MotivePhase ph;
    if (why && s->analysed)
        motive_phase(&ph, s, p);
    fputs("1.", out);
    text_san(out, &s->start, p->move, lang);
    fputc(mark, out);
    if (p->nthreats > 0) {
        /* Threats are the attacker's moves as if the defender passed. */
        Position passed = position_passed(&after);
        text_threats(out, &passed, sol_moves(s, p->threats_first), p->nthreats, lang); /* "(2.h8=Q# (=R))" */
    } else if (p->zugzwang) {
        fprintf(out, " %s", tr(lang, "zugzwang"));
    }
    fputc('\n', out);
    bool listed[MAX_MOVES];
    for (int i = 0; i < p->nvars && i < MAX_MOVES; i++)
        listed[i] = p->vars[i].n > 0 && variation_listed(s, p, &p->vars[i], so->all_defences);
    variations(out, s, &after, p->vars, p->nvars, listed, why && s->analysed ? &ph : NULL, lang);
    if (p->nrefuts > 0) {
        fprintf(out, "   %s", tr(lang, "but"));
        for (int i = 0; i < p->nrefuts; i++) {
            Move r = sol_moves(s, p->refuts_first)[i];
            fputs(" 1...", out);
            text_san(out, &after, r, lang);
            fputc('!', out);
            if (why && s->analysed) {
                Motives list;
                Position b = position_after(&after, r);
                motives_defence_after(&ph, &b, r, &list);
                motives_words(out, &list, &b, &after, lang);
            }
        }
        fputc('\n', out);
    }
}

static void set_play(FILE *out, const Solution *s, bool why, Lang lang)
{
    bool any = false;
    for (int i = 0; i < s->nset; i++)
        any |= s->set[i].n > 0;
    if (!s->set_computed || !any)
        return;
    /* The defender moves first, as if the attacker had passed. */
    Position passed = position_passed(&s->start);
    fprintf(out, "%s\n", tr(lang, "Set play:"));
    bool listed[MAX_MOVES];
    for (int i = 0; i < s->nset && i < MAX_MOVES; i++)
        listed[i] = s->set[i].n > 0;
    MotivePhase ph;
    if (why && s->analysed)
        motive_phase(&ph, s, NULL);
    variations(out, s, &passed, s->set, s->nset, listed, why && s->analysed ? &ph : NULL, lang);
}

void text_shorts(FILE *out, const Solution *s, Lang lang)
{
    for (int i = 0; i < s->nshorts; i++) {
        fputs("1.", out);
        text_san(out, &s->start, s->shorts[i], lang);
        fputc('\n', out);
    }
}

const char *text_status_word(Status st, Lang lang)
{
    switch (st) {
    case ST_SOUND: return tr(lang, "sound");
    /* TRANSLATORS: a verdict without its number of keys (economy, repair). */
    case ST_COOKED: return tr(lang, "cooked");
    case ST_SHORT: return tr(lang, "short solution");
    case ST_NO_SOLUTION: return tr(lang, "no solution");
    case ST_ILLEGAL: return tr(lang, "illegal position");
    case ST_TIMEOUT: return tr(lang, "timeout");
    }
    return "?";
}

static void verdict(FILE *out, const Solution *s, Lang lang)
{
    switch (s->status) {
    case ST_SOUND: fputs(tr(lang, "sound"), out); break;
    case ST_COOKED: fprintf(out, tr(lang, "cooked (%d keys)"), s->nkeys); break;
    case ST_SHORT: /* "short solutions 1.Qa1# 1.Qa2#": as many as it lists */
        fputs(s->nshorts > 1 ? tr(lang, "short solutions") : tr(lang, "short solution"), out);
        for (int i = 0; i < s->nshorts; i++) {
            fputs(" 1.", out);
            text_san(out, &s->start, s->shorts[i], lang);
        }
        break;
    case ST_NO_SOLUTION: fputs(tr(lang, "no solution"), out); break;
    case ST_ILLEGAL: fputs(tr(lang, "illegal position"), out); break;
    case ST_TIMEOUT: fputs(tr(lang, "timeout: analysis incomplete"), out); break;
    }
    fputc('\n', out);
}

/* One phase of the play: the short solutions and the keys; the tries; the set play. */
static void phase(FILE *out, const Solution *s, ReportPhase ph, const SolveOptions *so, bool why, Lang lang)
{
    switch (ph) {
    case REPORT_KEY:
        text_shorts(out, s, lang);
        for (int i = 0; i < s->nkeys; i++)
            play(out, s, &s->keys[i], '!', so, why, lang);
        break;
    case REPORT_TRIES:
        for (int i = 0; i < s->ntries; i++)
            play(out, s, &s->tries[i], '?', so, why, lang);
        break;
    case REPORT_SET:
        set_play(out, s, why, lang);
        break;
    }
}

/* The problem's own words: its id (else the label), title, authors, source and
 * the comment lines of its file, a line each (not again for its later twins);
 * then the twin, "b) move b8 c8" (in the reader's words). */
static void problem_words(FILE *out, const Problem *pb, const TextStyle *ts)
{
    const char *words[] = { pb->id ? pb->id : ts->label, pb->title, pb->authors, pb->source, pb->comment };
    for (size_t i = 0; i < sizeof words / sizeof *words && !ts->later; i++)
        if (words[i] && words[i][0])
            fprintf(out, "%s\n", words[i]);
}

void text_heading(FILE *out, const Problem *pb, const TextStyle *ts)
{
    problem_words(out, pb, ts);
    twin_text_line(out, pb, ts->lang);
}

size_t text_words_length(const Problem *pb, const TextStyle *ts)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return 0;
    problem_words(f, pb, ts);
    if (fclose(f) != 0)
        len = 0;
    free(text);
    return len;
}

void text_style_default(TextStyle *ts, Lang lang)
{
    *ts = (TextStyle){ .lang = lang, .board = BOARD_ASCII,
                       .order = { REPORT_SET, REPORT_TRIES, REPORT_KEY } };
}

void report_text(FILE *out, const Problem *pb, const Solution *s,
                 const SolveOptions *so, Lang lang)
{
    TextStyle ts;
    text_style_default(&ts, lang);
    ts.later = pb->twin && strcmp(pb->twin, "a") != 0; /* its problem's words are above it */
    report_text_styled(out, pb, s, so, &ts);
}

static void report_body(FILE *out, const Problem *pb, const Solution *s,
                        const SolveOptions *so, const TextStyle *ts)
{
    const Position *pos = &s->start;
    Lang lang = ts->lang;
    text_heading(out, pb, ts);
    diagram(out, pos, lang, ts->board);
    fprintf(out, "#2 (%d+%d)", pos->count[WHITE], pos->count[BLACK]);
    if (pos->side == BLACK)
        fprintf(out, " %s", tr(lang, "Black to move"));
    fprintf(out, "   %s\n", pb->fen);
    legal_text(out, pos, lang); /* a position that cannot arise in a game */
    /* The phases in the reading order asked for, each after a blank line. */
    for (int k = 0; k < REPORT_PHASES; k++) {
        char *text = NULL;
        size_t len = 0;
        FILE *block = open_memstream(&text, &len);
        if (!block)
            continue;
        phase(block, s, ts->order[k], so, ts->why, lang);
        if (fclose(block) == 0 && len > 0)
            fprintf(out, "\n%s", text);
        free(text);
    }
    Analysis A; /* "Analysis": what the problem shows and what spoils it */
    analysis_init(&A);
    analysis_build(&A, s);
    themes_text(out, s, &A, lang);
    analysis_free(&A);
    if (ts->twins && pb->twin) { /* the themes across twins that end at this one */
        analysis_init(&A);
        analysis_twins(&A, ts->twins);
        twins_text(out, &A, ts->twins, lang);
        analysis_free(&A);
    }

    fputc('\n', out);
    verdict(out, s, lang);
    stated_text(out, pb, s, lang); /* whether the solution the problem states holds */
    char ms[32]; /* in the language's decimals: "0,3 ms" in German */
    if (s->ms < 0.05) /* "0.0 ms" would read as no time at all */
        fprintf(out, tr(lang, "%llu nodes, < %s ms"), (unsigned long long)s->nodes,
                tr_decimal(lang, 0.1, 1, ms, sizeof ms));
    else
        fprintf(out, tr(lang, "%llu nodes, %s ms"), (unsigned long long)s->nodes,
                tr_decimal(lang, s->ms, 1, ms, sizeof ms));
    fputc('\n', out);
}

void report_text_styled(FILE *out, const Problem *pb, const Solution *s,
                        const SolveOptions *so, const TextStyle *ts)
{
    /* Written with letters, its long lines broken (wrap.c), then the men's
     * letters as figurines when asked: a figurine is one character as a letter is. */
    char *text = NULL, *wrapped = NULL;
    size_t len = 0, wlen = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return;
    report_body(f, pb, s, so, ts);
    if (fclose(f) == 0) {
        if (!ts->figurine) {
            wrap_write(out, text, len, REPORT_WIDTH);
        } else {
            /* The problem's own words (its heading) stay as written: their
             * letters may be another language's ("1...Kxc1 2.Qa1#" under
             * --lang de would turn the king alone). */
            size_t head = text_words_length(pb, ts);
            wrap_write(out, text, head, REPORT_WIDTH);
            FILE *w = open_memstream(&wrapped, &wlen);
            if (w) {
                wrap_write(w, text + head, len - head, REPORT_WIDTH);
                if (fclose(w) == 0)
                    figurine_write(out, wrapped, ts->lang);
                free(wrapped);
            }
        }
    }
    free(text);
}

char *report_text_string(const Problem *pb, const Solution *s,
                         const SolveOptions *so, Lang lang)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    if (!out)
        return NULL;
    report_text(out, pb, s, so, lang);
    if (fclose(out) != 0) {
        free(text);
        return NULL;
    }
    return text;
}
