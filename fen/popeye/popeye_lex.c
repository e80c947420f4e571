/* popeye_lex.c - cutting Popeye input into words, as Popeye's tokenizer does
 * (input/plaintext/token.c): the same word characters and separators. */
#include "fen/popeye/popeye_lex.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "fen/fen_text.h"

#define REST_MAX 4096 /* longer author or title lines are cut */

static const char separators[] = " \t\n\r;,";
static const char word_chars[] =
    "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ#=+-%>!.<()~/&|:[]{}?";

static bool is_in(int c, const char *set)
{
    return c != EOF && c != '\0' && strchr(set, c) != NULL;
}

static void advance(PyLex *lx)
{
    if (lx->c == '\n')
        lx->line++;
    if (lx->c == EOF)
        return;
    errno = 0;
    lx->c = getc(lx->f);
    if (lx->c == EOF && ferror(lx->f)) {
        lx->read_error = true;
        if (!errno)
            errno = EIO;
    }
}

void py_lex_init(PyLex *lx, FILE *f)
{
    py_lex_init_at(lx, f, 1);
}

void py_lex_init_at(PyLex *lx, FILE *f, long first_line)
{
    memset(lx, 0, sizeof *lx);
    lx->f = f;
    lx->line = first_line;
    lx->c = getc(f);
    if (lx->c == 0xef) { /* a UTF-8 byte order mark, else a strange word */
        int b = getc(f);
        if (b == 0xbb && (b = getc(f)) == 0xbf)
            lx->c = getc(f);
        else if (b != EOF)
            ungetc(b, f);
    }
    if (lx->c == EOF && ferror(f))
        lx->read_error = true;
    py_lex_next(lx);
}

void py_lex_next(PyLex *lx)
{
    lx->strange = lx->too_long = false;
    lx->prev_line = lx->word_line;
    while (is_in(lx->c, separators))
        advance(lx);
    lx->word_line = lx->line;
    size_t n = 0;
    if (lx->c == EOF) {
        lx->word[0] = '\0';
        return;
    }
    if (!is_in(lx->c, word_chars)) {
        /* One character Popeye does not read (a whole UTF-8 sequence). */
        lx->strange = true;
        do {
            lx->word[n++] = (char)lx->c;
            advance(lx);
        } while (n < 4 && lx->c != EOF && (lx->c & 0xc0) == 0x80);
        lx->word[n] = '\0';
        return;
    }
    while (is_in(lx->c, word_chars)) {
        if (n < PY_WORD_MAX - 1)
            lx->word[n++] = (char)lx->c;
        else
            lx->too_long = true;
        advance(lx);
    }
    lx->word[n] = '\0';
}

char *py_lex_rest_of_line(PyLex *lx)
{
    char buf[REST_MAX];
    size_t n = 0;
    if (lx->c != '\n' && lx->c != '\r') {
        while (is_in(lx->c, " \t;.,"))
            advance(lx);
        while (lx->c != EOF && lx->c != '\n' && lx->c != '\r') {
            if (n < sizeof buf)
                buf[n++] = (char)lx->c;
            advance(lx);
        }
    }
    while (n > 0 && fen_is_space(buf[n - 1]))
        n--;
    char *text = fen_to_utf8(buf, n);
    py_lex_next(lx);
    return text;
}
