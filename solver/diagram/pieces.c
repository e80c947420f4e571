/* pieces.c - each man's group cut out of the built-in sprite, once. */
#include "solver/diagram/pieces.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "solver/squares.h"

typedef struct {
    char *markup;
    size_t len;
} Piece;

static Piece pieces[2][7];
static pthread_once_t once = PTHREAD_ONCE_INIT;

/* The end of the element that starts at open ("<g"), nested groups counted:
 * just after its "</g>", or NULL. */
static const char *group_end(const char *open)
{
    int depth = 0;
    for (const char *p = open; (p = strchr(p, '<')) != NULL; p++) {
        if (strncmp(p, "</g>", 4) == 0) {
            if (--depth == 0)
                return p + 4;
        } else if (strncmp(p, "<g", 2) == 0 && (p[2] == ' ' || p[2] == '>' || p[2] == '\n')) {
            const char *close = strchr(p, '>');
            if (close && close[-1] != '/') /* <g .../> opens nothing */
                depth++;
        }
    }
    return NULL;
}

/* The group of id ("wk") without its id attribute. */
static void cut(const char *svg, const char *id, Piece *out)
{
    char attr[16];
    snprintf(attr, sizeof attr, "id=\"%s\"", id);
    const char *at = strstr(svg, attr);
    if (!at)
        return;
    const char *open = at;
    while (open > svg && strncmp(open, "<g", 2) != 0)
        open--;
    const char *end = group_end(open);
    if (!end)
        return;
    size_t n = (size_t)(end - open) - strlen(attr);
    char *m = malloc(n + 1);
    if (!m)
        return;
    size_t before = (size_t)(at - open);
    memcpy(m, open, before);
    memcpy(m + before, at + strlen(attr), (size_t)(end - at) - strlen(attr));
    m[n] = '\0';
    *out = (Piece){ m, n };
}

static void cut_all(void)
{
    static const char types[] = " pnbrqk";
    const char *svg = (const char *)diagram_pieces_svg;
    for (int c = WHITE; c <= BLACK; c++)
        for (int t = PAWN; t <= KING; t++) {
            char id[3] = { c == WHITE ? 'w' : 'b', types[t], '\0' };
            cut(svg, id, &pieces[c][t]);
        }
}

const char *diagram_piece(int colour, int type, size_t *len)
{
    if ((colour != WHITE && colour != BLACK) || type < PAWN || type > KING)
        return NULL;
    pthread_once(&once, cut_all);
    *len = pieces[colour][type].len;
    return pieces[colour][type].markup;
}
