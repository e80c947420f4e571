/* write_popeye.c - a problem in Popeye's English words: its title, authors,
 * source, stipulation, men, options and twins. Popeye assumes castling
 * wherever king and rook stand at home, so a right the position lacks is
 * written as nocastling; an e.p. square as the double step that made it.
 * The options ask for the analysis chiave gives (variations, tries, set
 * play); the id, the EPD operations and the comment lines go in remarks. */
#include "fen/write/write_format.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "fen/popeye/popeye_words.h"

void write_comment_lines(FILE *out, const char *prefix, const char *comment)
{
    for (const char *c = comment; c && *c;) {
        size_t n = strcspn(c, "\n");
        char *line = strndup(c, n), *one = line ? write_one_line(line) : NULL;
        fprintf(out, "%s%s\n", prefix, one ? one : "");
        free(one);
        free(line);
        c += n + (c[n] == '\n');
    }
}

char *write_one_line(const char *text)
{
    char *t = strdup(text);
    for (char *c = t; c && *c; c++)
        if ((unsigned char)*c < 0x20 || *c == 0x7f)
            *c = ' ';
    return t;
}

void write_men(const Position *pos, int colour, char *buf, size_t len)
{
    static const int order[] = { KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN };
    size_t n = 0;
    buf[0] = '\0';
    for (size_t t = 0; t < sizeof order / sizeof *order; t++) {
        bool any = false;
        for (int rank = 7; rank >= 0; rank--) /* in the reading order of a diagram */
            for (int file = 0; file < 8; file++) {
                if (pos->board[SQ(file, rank)] != PIECE(colour, order[t]))
                    continue;
                if (!any && n + 2 < len)
                    n += (size_t)snprintf(buf + n, len - n, "%s%c", n ? " " : "", py_piece_letter(PY_EN, order[t]));
                any = true;
                if (n + 3 < len)
                    n += (size_t)snprintf(buf + n, len - n, "%c%d", 'a' + file, rank + 1);
            }
    }
}

int write_options(const Position *d, bool duplex, const ProblemAsks *asks, const char **out, char *buf)
{
    int k = 0;
    size_t used = 0;
#define ADD(...) (out[k++] = buf + used, used += (size_t)snprintf(buf + used, 32, __VA_ARGS__) + 1)
    if (duplex)
        ADD("Duplex");
    else if (d->side == BLACK)
        ADD("HalfDuplex");
    if (d->ep != NO_SQ) { /* the double step of the side that just moved */
        int f = 'a' + FILE_OF(d->ep), r = RANK_OF(d->ep) + 1, step = d->side == WHITE ? 1 : -1;
        ADD("EnPassant %c%d%c%d%c%d", f, r + step, f, r, f, r - step);
    }
    /* Rights Popeye would assume but the position lacks: their rooks. */
    static const struct { int bit, colour, king, rook; } home[4] = {
        { CASTLE_WK, WHITE, SQ(4, 0), SQ(7, 0) }, { CASTLE_WQ, WHITE, SQ(4, 0), SQ(0, 0) },
        { CASTLE_BK, BLACK, SQ(4, 7), SQ(7, 7) }, { CASTLE_BQ, BLACK, SQ(4, 7), SQ(0, 7) },
    };
    char squares[16] = "";
    for (int i = 0; i < 4; i++)
        if (d->board[home[i].king] == PIECE(home[i].colour, KING) &&
            d->board[home[i].rook] == PIECE(home[i].colour, ROOK) && !(d->castle & home[i].bit))
            snprintf(squares + strlen(squares), sizeof squares - strlen(squares), "%c%d",
                     'a' + FILE_OF(home[i].rook), RANK_OF(home[i].rook) + 1);
    if (squares[0])
        ADD("NoCastling %s", squares);
    if (asks->refutations > 1)
        ADD("Defence %d", asks->refutations);
    else if (asks->tries)
        ADD("Try");
    if (asks->set_play)
        ADD("SetPlay");
    if (asks->variations)
        ADD("Variation");
    if (asks->max_time > 0)
        ADD("MaxTime %.0f", ceil(asks->max_time));
#undef ADD
    out[k] = NULL;
    return k;
}

/* Lines of text for a command, one per "; "-separated part (author). */
static void each_part(FILE *out, const char *command, const char *text, bool split)
{
    char *t = write_one_line(text);
    for (char *part = t, *next; part && *part; part = next) {
        next = split ? strstr(part, "; ") : NULL;
        if (next)
            *next = '\0', next += 2;
        fprintf(out, "%s %s\n", command, part);
    }
    free(t);
}

char *write_popeye_text(const WriteProblem *w)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    if (!out)
        return NULL;
    const Problem *p = w->twin[0];
    if (p->title)
        each_part(out, "title", p->title, false);
    if (p->authors)
        each_part(out, "author", p->authors, true);
    if (p->source)
        each_part(out, "origin", p->source, false);
    if (p->id)
        each_part(out, "remark id:", p->id, false);
    if (p->ops) /* read back as the EPD operations they are */
        each_part(out, "remark epd:", p->ops, false);
    write_comment_lines(out, "remark ", p->comment);
    write_comment_lines(out, "remark solution: ", p->solution); /* read back as the stated solution */
    if (w->remark)
        each_part(out, "remark", w->remark, false);
    char men[2][512];
    write_men(w->diagram, WHITE, men[0], sizeof men[0]);
    write_men(w->diagram, BLACK, men[1], sizeof men[1]);
    fprintf(out, "stipulation #2\npieces white %s black %s\n", men[0], men[1]);
    /* Popeye shows the phases chiave gives: variations, tries, set play. */
    ProblemAsks asks = p->asks;
    asks.tries = asks.set_play = asks.variations = true;
    const char *opt[16];
    char buf[16 * 32];
    if (write_options(w->diagram, w->duplex, &asks, opt, buf)) {
        fputs("option", out);
        for (int i = 0; opt[i]; i++)
            fprintf(out, " %s", opt[i]);
        fputc('\n', out);
    }
    for (int i = w->zero ? 0 : 1; i < w->n; i++)
        fprintf(out, "%s %s\n", i == 0 ? "zeroposition" : "twin", w->twin[i]->twinning);
    if (fclose(out) != 0) {
        free(text);
        return NULL;
    }
    return text;
}
