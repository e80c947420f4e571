/* legal_text.c - the warnings of fen/legal.c in the reader's words. */
#include "solver/report/legal_text.h"

#include "solver/report/tr.h"

static const char *square(int sq, char buf[3])
{
    buf[0] = (char)('a' + FILE_OF(sq));
    buf[1] = (char)('1' + RANK_OF(sq));
    buf[2] = '\0';
    return buf;
}

/* The two halves of a warning, each written with its own count, joined by sep. */
static void joined(char *buf, size_t len, const char *a, int na, const char *sep, const char *b, int nb)
{
    char first[160], second[160];
    snprintf(first, sizeof first, a, na);
    snprintf(second, sizeof second, b, nb);
    snprintf(buf, len, "%s%s%s", first, sep, second);
}

void legal_text_line(const LegalWarning *w, Lang lang, char *buf, size_t len)
{
    bool white = w->colour == WHITE;
    char a[3], b[3];
    switch (w->kind) {
    case LEGAL_PROMOTED: {
        /* Two counts, each with its own number ("8 pawns and at least 1 promoted man"):
         * two sentences of one count each, joined. */
        /* TRANSLATORS: the first half of "White has 8 pawns and at least 1 promoted man: ...". */
        const char *has = white ? tr_n(lang, "White has %d pawn", "White has %d pawns", (unsigned long)w->n)
                                : tr_n(lang, "Black has %d pawn", "Black has %d pawns", (unsigned long)w->n);
        /* TRANSLATORS: the second half of "White has 8 pawns and at least 1 promoted man: ...". */
        const char *more = tr_n(lang, "and at least %d promoted man: more than its 8 pawns can give",
                                "and at least %d promoted men: more than its 8 pawns can give", (unsigned long)w->m);
        joined(buf, len, has, w->n, " ", more, w->m);
        break;
    }
    case LEGAL_PAWN_FILES:
        snprintf(buf, len, "%s", white ? tr(lang, "White's pawns cannot each have come from a file of their own")
                                       : tr(lang, "Black's pawns cannot each have come from a file of their own"));
        break;
    case LEGAL_PAWN_CAPTURES: {
        /* TRANSLATORS: the first half of "White's pawns need at least 1 capture ..., but Black misses only 0 men". */
        const char *need = white ? tr_n(lang, "White's pawns need at least %d capture to stand where they do",
                                        "White's pawns need at least %d captures to stand where they do", (unsigned long)w->n)
                                 : tr_n(lang, "Black's pawns need at least %d capture to stand where they do",
                                        "Black's pawns need at least %d captures to stand where they do", (unsigned long)w->n);
        /* TRANSLATORS: the second half of "White's pawns need at least 1 capture ..., but Black misses only 0 men". */
        const char *miss = white ? tr_n(lang, "but Black misses only %d man", "but Black misses only %d men", (unsigned long)w->m)
                                 : tr_n(lang, "but White misses only %d man", "but White misses only %d men", (unsigned long)w->m);
        joined(buf, len, need, w->n, ", ", miss, w->m);
        break;
    }
    case LEGAL_CHECKERS:
        snprintf(buf, len, white ? tr(lang, "the white king is in check from %d men at once")
                                 : tr(lang, "the black king is in check from %d men at once"), w->n);
        break;
    case LEGAL_DOUBLE_CHECK:
        snprintf(buf, len, white ? tr(lang, "double check of the white king from %s and %s, which no last move can give")
                                 : tr(lang, "double check of the black king from %s and %s, which no last move can give"),
                 square(w->sq[0], a), square(w->sq[1], b));
        tr_euphony(lang, buf, len); /* "da d4 ed e5" */
        break;
    case LEGAL_CHECK:
        snprintf(buf, len, white ? tr(lang, "the white king is in check from %s, which no last move can give")
                                 : tr(lang, "the black king is in check from %s, which no last move can give"),
                 square(w->sq[0], a));
        break;
    }
}

json_t *legal_json(const Position *pos, Lang lang)
{
    LegalWarning w[LEGAL_MAX];
    int n = legal_check(pos, w);
    if (n == 0)
        return NULL;
    json_t *arr = json_array();
    for (int i = 0; i < n; i++) {
        char line[256];
        legal_text_line(&w[i], lang, line, sizeof line);
        json_array_append_new(arr, json_string(line));
    }
    return arr;
}

void legal_text(FILE *out, const Position *pos, Lang lang)
{
    LegalWarning w[LEGAL_MAX];
    int n = legal_check(pos, w);
    for (int i = 0; i < n; i++) {
        char line[256];
        legal_text_line(&w[i], lang, line, sizeof line);
        fprintf(out, tr(lang, "warning: %s"), line);
        fputc('\n', out);
    }
}
