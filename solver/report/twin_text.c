/* twin_text.c - a twin's line as problemists write it (see twin_text.h). */
#include "solver/report/twin_text.h"

#include <stdlib.h>
#include <string.h>
#include "solver/board.h"
#include "solver/report/tr.h"

/* The words kept from the twinning (fen/popeye/popeye_twin.c), each translated
 * in the context "twinning": in German and French the words of Popeye's own
 * language, which composers type there. A move, an exchange, a man removed or
 * added and a substitution are written with the men and arrows instead. */
static const char *const WORDS[] = {
    NC_("twinning", "diagram"), NC_("twinning", "rotate"), NC_("twinning", "mirror"),
    NC_("twinning", "shift"), NC_("twinning", "stipulation"),
    NC_("twinning", "condition"), NC_("twinning", "white"), NC_("twinning", "black"),
    NC_("twinning", "neutral"),
};

/* The piece type of Popeye's English letter (K Q R B S P), or 0. */
static int popeye_type(char c)
{
    static const char letters[] = "PSBRQK"; /* PAWN .. KING */
    const char *p = c ? strchr(letters, c) : NULL;
    return p ? PAWN + (int)(p - letters) : 0;
}

/* The man on sq in lang's letter ("B" of "Bb6"), nothing when unknown. */
static void man(FILE *out, const uint8_t board[128], int sq, Lang lang)
{
    if (sq >= 0 && board[sq] != EMPTY && PTYPE(board[sq]) >= PAWN && PTYPE(board[sq]) <= KING)
        fputc(piece_letter(lang, PTYPE(board[sq])), out);
}

/* One word of the twinning, w[0..n), in lang: a kept word, or an orthodox
 * man ("Qa7", a letter of a stipulation) in lang's letters. */
static void word(FILE *out, const char *w, size_t n, Lang lang)
{
    for (size_t i = 0; i < sizeof WORDS / sizeof *WORDS; i++)
        if (strlen(WORDS[i]) == n && memcmp(WORDS[i], w, n) == 0) {
            fputs(tr_c(lang, "twinning", WORDS[i]), out);
            return;
        }
    int type = popeye_type(w[0]);
    if (type && (n == 1 || (n == 3 && square_parse(w + 1) >= 0))) {
        fputc(piece_letter(lang, type), out);
        w++, n--;
    }
    fwrite(w, 1, n, out);
}

/* The twinning's words, cut at spaces. */
typedef struct {
    char w[64][48];
    int n;
} Words;

static void split(const char *t, Words *ws)
{
    ws->n = 0;
    while (*t && ws->n < 64) {
        t += strspn(t, " ");
        size_t n = strcspn(t, " ");
        if (n == 0)
            break;
        snprintf(ws->w[ws->n++], sizeof ws->w[0], "%.*s", (int)n, t);
        t += n;
    }
}

static bool is(const Words *ws, int i, const char *w)
{
    return i < ws->n && strcmp(ws->w[i], w) == 0;
}

/* The label before label: "b" of "c", "z" of "z1", "z1" of "z2". */
static void previous_label(const char *label, char *buf, size_t len)
{
    if (label[0] == 'z' && label[1])
        snprintf(buf, len, label[1] == '1' && !label[2] ? "z" : "z%d", atoi(label + 1) - 1);
    else
        snprintf(buf, len, "%c", label[0] > 'a' ? label[0] - 1 : 'a');
}

/* Writes the changes of ws from word i on, applied one after the other to
 * board (the men they name). */
static void changes(FILE *out, const Words *ws, int i, uint8_t board[128], Lang lang)
{
    const char *sep = "";
    while (i < ws->n) {
        fputs(sep, out);
        sep = ", ";
        int a = i + 1 < ws->n ? square_parse(ws->w[i + 1]) : -1, b = i + 2 < ws->n ? square_parse(ws->w[i + 2]) : -1;
        if ((is(ws, i, "move") || is(ws, i, "exchange")) && a >= 0 && b >= 0) {
            bool move = is(ws, i, "move");
            if (move) /* "Bb6→d5": the man that goes */
                man(out, board, a, lang);
            fprintf(out, "%s%s%s", ws->w[i + 1], move ? "→" : "↔", ws->w[i + 2]);
            uint8_t m = board[a];
            board[a] = move ? EMPTY : board[b];
            board[b] = m;
            i += 3;
        } else if (is(ws, i, "remove") && i + 1 < ws->n) { /* "-Nc3", "-Nc3 -Pd4" */
            const char *s = ws->w[i + 1];
            for (size_t k = 0; s[k] && s[k + 1]; k += 2) {
                int sq = square_parse(s + k);
                fprintf(out, "%s-", k ? " " : "");
                man(out, board, sq, lang);
                fprintf(out, "%.2s", s + k);
                if (sq >= 0)
                    board[sq] = EMPTY;
            }
            i += 2;
        } else if (is(ws, i, "add")) { /* "+wQa7", "+bPe7 +bNd5" */
            int colour = WHITE;
            const char *c = "w";
            bool first = true;
            for (i++; i < ws->n; i++) {
                const char *w = ws->w[i];
                if (!strcmp(w, "white") || !strcmp(w, "black") || !strcmp(w, "neutral")) {
                    colour = w[0] == 'b' ? BLACK : WHITE;
                    /* TRANSLATORS: a man's colour before it in a twin's heading: "+wQa7" (w white, b black). */
                    c = w[0] == 'w' ? NC_("twinning", "w") : w[0] == 'b' ? NC_("twinning", "b") : "neutral ";
                    continue;
                }
                size_t n = strlen(w);
                if (n < 3 || n % 2 == 0 || square_parse(w + n - 2) < 0)
                    break;
                int type = popeye_type(w[0]);
                for (size_t k = 1; k + 1 < n; k += 2) { /* "Pb3c4": a man on each square */
                    int sq = square_parse(w + k);
                    fprintf(out, "%s+%s", first ? "" : " ",
                            c[1] ? tr_c(lang, "twinning", "neutral") : tr_c(lang, "twinning", c));
                    if (c[1])
                        fputc(' ', out);
                    if (type)
                        fputc(piece_letter(lang, type), out);
                    else
                        fputc(w[0], out);
                    fprintf(out, "%.2s", w + k);
                    if (sq >= 0)
                        board[sq] = type ? PIECE(colour, type) : EMPTY;
                    first = false;
                }
            }
        } else if (is(ws, i, "substitute") && i + 2 < ws->n) { /* "N→B": every such man */
            word(out, ws->w[i + 1], strlen(ws->w[i + 1]), lang);
            fputs("→", out);
            word(out, ws->w[i + 2], strlen(ws->w[i + 2]), lang);
            memset(board, EMPTY, 128); /* the men changed: named no more */
            i += 3;
        } else if ((is(ws, i, "rotate") || is(ws, i, "mirror") || is(ws, i, "shift")) && i + 1 < ws->n) {
            word(out, ws->w[i], strlen(ws->w[i]), lang);
            if (is(ws, i, "rotate"))
                fprintf(out, " %s°", ws->w[i + 1]);
            else if (is(ws, i, "shift") && b >= 0)
                fprintf(out, " %s→%s", ws->w[i + 1], ws->w[i + 2]), i++;
            else if (strlen(ws->w[i + 1]) == 8) /* a1<-->h1 */
                fprintf(out, " %.2s↔%.2s", ws->w[i + 1], ws->w[i + 1] + 6);
            else
                fprintf(out, " %s", ws->w[i + 1]);
            memset(board, EMPTY, 128); /* every man elsewhere */
            i += 2;
        } else if (is(ws, i, "polishtype")) { /* every man's colour changed */
            /* TRANSLATORS: Popeye's PolishType twinning, the colours of all the men
             * exchanged: "Polish type" as Velimirović & Valtonen's Encyclopedia of Chess
             * Problems (2012) names it (quoted on the MatPlus forum), not Popeye's keyword. */
            fputs(tr_c(lang, "twinning", "Polish type"), out);
            memset(board, EMPTY, 128);
            i++;
        } else { /* stipulation, condition and their words as they are */
            sep = " ";
            word(out, ws->w[i], strlen(ws->w[i]), lang);
            i++;
        }
    }
}

void twin_text_line(FILE *out, const Problem *pb, Lang lang)
{
    if (!pb->twin)
        return;
    if (!pb->twinning || !pb->twinning[0]) { /* its line could not be read: the error says why */
        /* TRANSLATORS: a twin's heading when its line (Popeye's "twin move z9 c3")
         * could not be read: "c) (cannot be read)"; the reader's message follows. */
        fprintf(out, "%s) %s\n", pb->twin, tr(lang, "(cannot be read)"));
        return;
    }
    fprintf(out, "%s) ", pb->twin);
    Words ws;
    split(pb->twinning ? pb->twinning : "", &ws);
    uint8_t board[128]; /* changed as the twinning is read */
    if (pb->twin_base)
        memcpy(board, pb->twin_base, sizeof board);
    else
        memset(board, EMPTY, sizeof board);
    int i = 0;
    if (is(&ws, 0, "continued")) {
        char before[16];
        previous_label(pb->twin, before, sizeof before);
        /* TRANSLATORS: a continued twin starts from the twin before: "c) from b): Rd6→d8". */
        fprintf(out, tr(lang, "from %s):"), before);
        if (ws.n > 1)
            fputc(' ', out);
        i = 1;
    }
    changes(out, &ws, i, board, lang);
    fputc('\n', out);
}
