/* wrap.c - breaking the text report's long lines between words with a hanging
 * indent (a variation with a dozen duals, an Analysis line of many moves). */
#include <ctype.h>
#include <stdbool.h>
#include <string.h>
#include "solver/report/wrap.h"

/* Where a break may fall, best first: after "; " between variations; before a
 * move "1..." outside parentheses, after a mate or a closed remark, or after a
 * move and a comma outside parentheses; after any other comma outside
 * parentheses, between clauses ("has a set mate, / and the key changes some
 * set mates", not "some set / mates"); between any two words; last, where a
 * reader would lose the thread: between a label
 * ("set", "but", "(the refutations", "c5") and its first move, between a move
 * and its remark "(...)" or "e.p.", after a number ("2 defences"), before
 * French spaced punctuation (" ;"). */
enum { AFTER_SEMICOLON, BEFORE_MOVE, AFTER_CLAUSE, BETWEEN_WORDS, SPLITS_A_PHRASE, KINDS };

/* Whether the word at w (up to a space or end) is a move or a part of one:
 * "1...Rb7!", "2.Qd5#", "(2.Qb5#;", "e.p.#", "(=B)", "=R". */
static bool is_move(const char *w, const char *end)
{
    if (w < end && *w == '(')
        w++;
    if (w < end && *w == '=')
        return true;
    if (end - w >= 4 && memcmp(w, "e.p.", 4) == 0)
        return true;
    const char *d = w;
    while (d < end && isdigit((unsigned char)*d))
        d++;
    return d > w && d < end && *d == '.';
}

/* The kind of the break at the space s[i] (0 < i < n), inside depth parentheses. */
static int break_kind(const char *s, size_t i, size_t n, int depth)
{
    const char *next = s + i + 1, *end = s + n;
    const char *next_end = memchr(next, ' ', (size_t)(end - next));
    if (!next_end)
        next_end = end;
    size_t w = i;
    while (w > 0 && s[w - 1] != ' ')
        w--;
    const char *prev = s + w, *prev_end = s + i;
    if (prev == prev_end || next == end)
        return SPLITS_A_PHRASE;
    char last = prev_end[-1];
    if (strchr(";:!?)", *next) && next_end - next == 1)
        return SPLITS_A_PHRASE; /* " ;" " :" of French */
    if (last == ';')
        return AFTER_SEMICOLON;
    bool move_before = is_move(prev, prev_end), move_after = is_move(next, next_end);
    if (last == ',' && depth == 0 && move_before)
        return BEFORE_MOVE; /* between clauses: "set 1...d 2.X#, after the key 2.Y#" */
    if (strspn(prev, "0123456789") == (size_t)(prev_end - prev))
        return SPLITS_A_PHRASE; /* a number and what it counts: "2 defences" */
    if (*next == '(' && !move_after)
        return SPLITS_A_PHRASE; /* a move or a phrase and its remark */
    if (move_after && !move_before && last != ')' && last != ',')
        return SPLITS_A_PHRASE; /* a label and its first move */
    if (move_after && *next == '(')
        return SPLITS_A_PHRASE; /* a first move and its threats "(2.Qb5#)" */
    if (move_after && (*next == '=' || *next == 'e'))
        return SPLITS_A_PHRASE; /* a promotion's "(=R)", an "e.p." */
    /* Between two variations: after a mate "2.X#", its "(=R)" or its remark,
     * not after a first move or its threats "(2.X#)". */
    bool ends_variation = (move_before && (*prev == '2' || *prev == '=' || *prev == 'e'))
                          || (last == ')' && !(prev[0] == '(' && prev[1] == '2'));
    if (move_after && *next == '1' && depth == 0 && ends_variation)
        return BEFORE_MOVE;
    return last == ',' && depth == 0 ? AFTER_CLAUSE : BETWEEN_WORDS;
}

/* A space a piece may break at: where, the column it stands at, and the
 * parentheses open there (the next piece's depth, found by the same scan). */
typedef struct {
    size_t at;
    int col, depth;
} Break;

/* The columns byte c takes (UTF-8: a character a column, on its first byte). */
static int byte_columns(char c)
{
    return ((unsigned char)c & 0xC0) != 0x80;
}

/* The parentheses open after c, depth d open before it. */
static int depth_after(int d, char c)
{
    return d + (c == '(' ? 1 : c == ')' && d > 0 ? -1 : 0);
}

/* The columns of s[0..n). */
static int columns(const char *s, size_t n)
{
    int col = 0;
    for (size_t i = 0; i < n; i++)
        col += byte_columns(s[i]);
    return col;
}

/* The shortest last line a cut may leave: "each met by a" / "mate)" reads as a
 * word dropped off the line above. */
enum { LAST_LINE_MIN = 8 };

/* A cut whose rest fits on the next line but leaves it shorter than
 * LAST_LINE_MIN columns: the last earlier break of no worse kind, half a line
 * on, whose rest is that long and still fits ("each met" / "by a mate)"), else
 * cut unchanged. */
static Break no_widow(const char *s, size_t n, size_t lead, int indent, int depth, int hang, int width, Break cut,
                      int kind)
{
    size_t rest = cut.at;
    while (rest < n && s[rest] == ' ')
        rest++;
    /* A character is at most 4 bytes: a long rest is no widow, and counting
     * it for every piece of a long line would make wrapping quadratic. */
    if (n - rest >= 4 * LAST_LINE_MIN)
        return cut;
    int last = columns(s + rest, n - rest);
    if (last >= LAST_LINE_MIN || hang + last > width)
        return cut;
    Break better = cut;
    int col = indent, d = depth;
    for (size_t i = 0; i < cut.at; i++) {
        int tail = s[i] == ' ' && i >= lead ? columns(s + i + 1, n - i - 1) : 0;
        if (tail >= LAST_LINE_MIN && hang + tail <= width && col >= width / 2 && break_kind(s, i, n, d) <= kind)
            better = (Break){ i, col, d };
        d = depth_after(d, s[i]);
        col += byte_columns(s[i]);
    }
    return better;
}

/* Writes the line s[0..n) (no newline), broken as wrap_write says. Each piece
 * is scanned once, up to the first space past the width, and once more when
 * its cut would leave one word alone on the last line. */
static void wrap_line(FILE *out, const char *s, size_t n, int width)
{
    size_t lead = 0;
    while (lead < n && s[lead] == ' ')
        lead++;
    int hang = (int)lead + 4;
    if (hang > width / 2)
        hang = width / 2;
    int indent = 0; /* the first piece carries its own spaces */
    int depth = 0;  /* parentheses open at the piece's start */
    for (;;) {
        /* The last space of each kind at which the piece still fits; cut at
         * the best kind standing at least half a line on, else at the best
         * kind found at all but the worst, else the worst; with none, at the
         * first space. */
        Break best[KINDS] = { 0 }, first = { 0 };
        int col = indent, d = depth;
        bool fits = true;
        for (size_t i = 0; i < n; i++) {
            if (s[i] == ' ' && i >= lead) {
                if (col > width) {
                    first = (Break){ i, col, d };
                    break;
                }
                best[break_kind(s, i, n, d)] = (Break){ i, col, d };
            }
            d = depth_after(d, s[i]);
            col += byte_columns(s[i]);
            if (col > width)
                fits = false;
        }
        if (fits)
            break;
        Break cut = { 0 };
        int kind = SPLITS_A_PHRASE;
        for (int k = 0; k < SPLITS_A_PHRASE && cut.at == 0; k++)
            if (best[k].at && best[k].col >= width / 2)
                cut = best[k], kind = k;
        for (int k = 0; k < SPLITS_A_PHRASE && cut.at == 0; k++)
            if (best[k].at > cut.at)
                cut = best[k], kind = k;
        if (cut.at == 0)
            cut = best[SPLITS_A_PHRASE];
        if (cut.at == 0)
            cut = first;
        if (cut.at == 0)
            break; /* one word: it stays whole */
        cut = no_widow(s, n, lead, indent, depth, hang, width, cut, kind);
        fprintf(out, "%*s%.*s\n", indent, "", (int)cut.at, s);
        depth = cut.depth;
        while (cut.at < n && s[cut.at] == ' ')
            cut.at++;
        s += cut.at;
        n -= cut.at;
        indent = hang;
        lead = 0;
    }
    fprintf(out, "%*s%.*s", indent, "", (int)n, s);
}

void wrap_write(FILE *out, const char *text, size_t len, int width)
{
    const char *p = text, *end = text + len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        wrap_line(out, p, n, width);
        if (nl)
            fputc('\n', out);
        p += n + (nl != NULL);
    }
}
