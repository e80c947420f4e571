/* write_lines.c - a position as a FEN or EPD line, after '#' comment lines
 * with its words (which the FEN/EPD reader skips). */
#include "fen/write/write_format.h"

#include <stdlib.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "fen/solution_text.h"

char *write_line_text(OutputFormat fmt, const Problem *p)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    if (!out)
        return NULL;
    const char *words[] = { p->title, p->authors, p->source };
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (words[i]) {
            char *w = write_one_line(words[i]);
            fprintf(out, "# %s\n", w ? w : "");
            free(w);
        }
    write_comment_lines(out, "# ", p->comment);
    if (fmt == OUT_FEN) { /* a FEN line holds neither: they stay as comment lines */
        if (p->id) {
            char *id = write_one_line(p->id);
            fprintf(out, "# id: %s\n", id ? id : "");
            free(id);
        }
        if (p->ops) {
            char *ops = write_one_line(p->ops);
            fprintf(out, "# epd: %s\n", ops ? ops : "");
            free(ops);
        }
    }
    /* The stated solution (the twin's section) as '# solution:' lines, read
     * back by the FEN/EPD reader; in EPD its key as a key operation too. */
    char *solution = p->solution ? solution_section(p->solution, p->twin) : NULL, key[32] = "";
    write_comment_lines(out, "# solution: ", solution);
    if (solution && fmt == OUT_EPD && !(p->ops && (strstr(p->ops, "key ") || strstr(p->ops, "bm "))))
        solution_first_key(solution, key, sizeof key);
    free(solution);
    if (p->twin) {
        char *t = write_one_line(p->twinning ? p->twinning : "");
        fprintf(out, "# %s) %s (a twin of %s)\n", p->twin, t ? t : "", p->twin_of ? p->twin_of : "?");
        free(t);
    }
    char fen[128];
    if (fmt == OUT_FEN) {
        fprintf(out, "%s\n", fen_write(&p->pos, fen, sizeof fen));
    } else {
        fputs(fen_write_fields(p->pos.board, p->pos.side, p->pos.castle, p->pos.ep, fen, sizeof fen), out);
        if (p->id) { /* an id holding '"' cannot be quoted in EPD */
            char *id = write_one_line(p->id);
            for (char *c = id; c && *c; c++)
                if (*c == '"')
                    *c = '\'';
            fprintf(out, "; id \"%s\"", id ? id : "");
            free(id);
        }
        if (p->ops)
            fprintf(out, "; %s", p->ops);
        if (key[0] && !strchr(key, '"'))
            fprintf(out, "; key \"%s\"", key);
        fputc('\n', out);
    }
    if (fclose(out) != 0) {
        free(text);
        return NULL;
    }
    return text;
}
