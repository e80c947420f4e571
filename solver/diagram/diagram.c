/* diagram.c - a problem's diagram: the position drawn and its caption. */
#include "solver/diagram/diagram.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "solver/report/tr.h"
#include "solver/report/twin_text.h"

static bool copy_word(char **dst, const char *src)
{
    *dst = src && *src ? strdup(src) : NULL;
    return !src || !*src || *dst;
}

/* A twin's line without its end: "b) move b8 c8". */
static char *twin_line(const Problem *pb, Lang lang)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    twin_text_line(f, pb, lang);
    if (fclose(f) != 0) {
        free(text);
        return NULL;
    }
    if (len > 0 && text[len - 1] == '\n')
        text[len - 1] = '\0';
    return text;
}

/* Whether pb is sound: one key, no short solution. Keys only: the rest of the
 * analysis does not change the verdict. */
static bool solved_sound(const Problem *pb)
{
    SolveOptions base, so;
    solve_options_default(&base);
    base.keys_only = true;
    problem_solve_options(pb, &base, &so);
    Solution s;
    solve(&pb->pos, &so, &s);
    bool sound = s.status == ST_SOUND;
    solution_free(&s);
    return sound;
}

/* The length of the valid UTF-8 sequence at s, 0 when there is none. */
size_t diagram_utf8_len(const unsigned char *s)
{
    size_t n = s[0] < 0x80 ? 1 : (s[0] & 0xe0) == 0xc0 ? 2 : (s[0] & 0xf0) == 0xe0 ? 3
                                : (s[0] & 0xf8) == 0xf0 ? 4 : 0;
    if (n == 0 || (n == 2 && s[0] < 0xc2) || (n == 4 && s[0] > 0xf4))
        return 0;
    for (size_t i = 1; i < n; i++)
        if ((s[i] & 0xc0) != 0x80)
            return 0;
    if ((n == 3 && s[0] == 0xe0 && s[1] < 0xa0) || (n == 3 && s[0] == 0xed && s[1] >= 0xa0) ||
        (n == 4 && s[0] == 0xf0 && s[1] < 0x90) || (n == 4 && s[0] == 0xf4 && s[1] >= 0x90))
        return 0; /* overlong, surrogates, past U+10FFFF */
    return n;
}

bool diagram_build(Diagram *d, const Problem *pos, int n, Lang lang)
{
    memset(d, 0, sizeof *d);
    const Problem *first = &pos[0];
    d->pos = first->pos;
    /* Twins made from a zero position that is not solved itself: it is the diagram. */
    bool zero = false;
    if (first->twin_zero) {
        Problem z;
        char err[FEN_MSG];
        if (fen_parse_line(first->twin_zero, &z, err, sizeof err) == 0) {
            d->pos = z.pos;
            zero = true;
        }
        problem_free(&z);
    }
    d->white = d->pos.count[WHITE];
    d->black = d->pos.count[BLACK];
    snprintf(d->stipulation, sizeof d->stipulation, "#2");
    if (d->pos.side == BLACK)
        snprintf(d->stipulation, sizeof d->stipulation, "#2, %s", tr(lang, "Black to move"));
    if (!copy_word(&d->id, first->id) || !copy_word(&d->title, first->title) || !copy_word(&d->authors, first->authors) ||
        !copy_word(&d->source, first->source))
        goto oom;
    snprintf(d->twin_sep, sizeof d->twin_sep, "%s ", tr_semicolon(lang)); /* the language's "; " */
    d->twins = calloc((size_t)n, sizeof *d->twins);
    if (!d->twins)
        goto oom;
    d->sound = true;
    for (int i = 0; i < n; i++) {
        d->sound = d->sound && solved_sound(&pos[i]);
        /* The first twin of a problem drawn as it stands needs no line ("a)" is the diagram). */
        if (!pos[i].twin || (i == 0 && !zero))
            continue;
        if (!(d->twins[d->ntwins] = twin_line(&pos[i], lang)))
            goto oom;
        if (d->twins[d->ntwins][0])
            d->ntwins++;
        else
            free(d->twins[d->ntwins]);
    }
    return true;
oom:
    diagram_free(d);
    return false;
}

void diagram_free(Diagram *d)
{
    free(d->id);
    free(d->title);
    free(d->authors);
    free(d->source);
    for (int i = 0; i < d->ntwins; i++)
        free(d->twins[i]);
    free(d->twins);
    memset(d, 0, sizeof *d);
}
