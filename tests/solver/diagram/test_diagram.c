/* test_diagram.c - the diagrams of solver/diagram/: the SVG read back square
 * by square and drawn by librsvg, the caption, PNG, PDF and LaTeX. */
#include <cairo.h>
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen/first_problem.h"
#include "solver/diagram/diagram.h"
#include "solver/diagram/render.h"
#include "solver/diagram/svg.h"
#include "solver/diagram/tex.h"
#include "tests/test_helpers.h"

#define ASSERT_HAS(text, part) \
    ck_assert_msg(strstr(text, part) != NULL, "'%s' not in:\n%s", part, text)

/* Polgár's 307 (sound), its mirror a<->h (sound), a cooked one, and a
 * Black-to-move position with every kind of man. */
static const char *const FENS[] = {
    "1Q6/8/8/8/8/k2K4/8/8 w - -",
    "6Q1/8/8/8/8/4K2k/8/8 w - -",
    "8/1P1k4/5pN1/2Q2K2/8/8/8/8 w - -",
    "rn2k3/1b1q4/8/3p4/8/5P2/1B1Q4/RN2K3 b - -",
};

static char *svg_of(const char *fen, Diagram *d, size_t *len)
{
    Problem pb = test_problem(fen);
    ck_assert(diagram_build(d, &pb, 1, LANG_EN));
    problem_free(&pb);
    char *svg = diagram_svg(d, len);
    ck_assert_ptr_nonnull(svg);
    ck_assert_uint_eq(strlen(svg), *len);
    return svg;
}

/* The number after name=" in the text from at. */
static int attr_int(const char *at, const char *name)
{
    char key[32];
    snprintf(key, sizeof key, "%s=\"", name);
    const char *p = strstr(at, key);
    ck_assert_ptr_nonnull(p);
    return atoi(p + strlen(key));
}

/* The top of the board: its frame, the rect with no fill. */
static int board_top(const char *svg)
{
    const char *frame = strstr(svg, "fill=\"none\" stroke=\"#000\"");
    ck_assert_ptr_nonnull(frame);
    while (frame > svg && strncmp(frame, "<rect", 5) != 0)
        frame--;
    ck_assert_int_eq(attr_int(frame, "width"), 8 * SVG_SQUARE);
    return attr_int(frame, "y");
}

/* The board the SVG shows: each man's group read back, its class and
 * data-square, and the square its translate puts it on (a1 bottom left). */
static void read_back(const char *svg, uint8_t board[128])
{
    memset(board, EMPTY, 128);
    int top = board_top(svg);
    for (const char *g = svg; (g = strstr(g, "<g class=\"")) != NULL; g++) {
        const char *cls = g + strlen("<g class=\"");
        if (!strchr("wb", cls[0]) || cls[2] != '"')
            continue; /* the board's or the caption's group */
        const char *kinds = " PNBRQK", *k = strchr(kinds, cls[1]);
        ck_assert_msg(k && cls[1] != ' ', "bad class %.2s", cls);
        char sqname[3];
        ck_assert_int_eq(sscanf(cls, "%*2c\" data-square=\"%2[a-h1-8]\"", sqname), 1);
        int x, y;
        ck_assert_int_eq(sscanf(strstr(g, "transform=\"translate("), "transform=\"translate(%d,%d)", &x, &y), 2);
        int file = (x - SVG_MARGIN) / SVG_SQUARE, rank = 7 - (y - top) / SVG_SQUARE;
        ck_assert_int_eq((x - SVG_MARGIN) % SVG_SQUARE, 0);
        ck_assert_int_eq((y - top) % SVG_SQUARE, 0);
        ck_assert_int_eq(sqname[0] - 'a', file);
        ck_assert_int_eq(sqname[1] - '1', rank);
        ck_assert_msg(board[SQ(file, rank)] == EMPTY, "two men on %s", sqname);
        board[SQ(file, rank)] = (uint8_t)((cls[0] == 'b' ? BLACK << 3 : 0) | (int)(k - kinds));
        /* Paths only: nothing but <path> and <g> up to the group's end. */
        const char *end = strstr(g, "</g>\n<g class=") ? strstr(g, "</g>\n") : strstr(g, "</g>\n</svg>");
        for (const char *e = strchr(g + 1, '<'); e && e < end; e = strchr(e + 1, '<'))
            ck_assert_msg(strncmp(e, "<path", 5) == 0 || strncmp(e, "<g", 2) == 0 || strncmp(e, "</g>", 4) == 0,
                          "not a path in the man on %s: %.20s", sqname, e);
    }
}

START_TEST(svg_square_by_square)
{
    for (size_t i = 0; i < sizeof FENS / sizeof *FENS; i++) {
        Diagram d;
        size_t len;
        char *svg = svg_of(FENS[i], &d, &len);
        Position pos = test_position(FENS[i]);
        uint8_t board[128];
        read_back(svg, board);
        for (int sq = 0; sq < 128; sq++)
            if (!(sq & 0x88))
                ck_assert_msg(board[sq] == pos.board[sq], "%s: square %c%d shows %d, not %d", FENS[i],
                              'a' + FILE_OF(sq), RANK_OF(sq) + 1, board[sq], pos.board[sq]);
        /* Standalone: no link out, no image, the caption in a generic family. */
        ck_assert_ptr_null(strstr(svg, "href"));
        ck_assert_ptr_null(strstr(svg, "<image"));
        ck_assert_ptr_null(strstr(svg, "url(http"));
        ASSERT_HAS(svg, "font-family=\"serif\"");
        free(svg);
        diagram_free(&d);
    }
}
END_TEST

/* The caption: the count of men, C+ only when sound, the side to move. */
START_TEST(caption_count_and_c_plus)
{
    static const struct { int fen; const char *count; bool sound; } cases[] = {
        { 0, ">C+ (2+1)<", true }, { 1, ">C+ (2+1)<", true }, { 2, ">(4+2)<", false }, { 3, "(6+6)<", false },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        Diagram d;
        size_t len;
        char *svg = svg_of(FENS[cases[i].fen], &d, &len);
        ASSERT_HAS(svg, cases[i].count);
        ck_assert_int_eq(strstr(svg, "C+") != NULL, cases[i].sound);
        ASSERT_HAS(svg, cases[i].fen == 3 ? ">#2, Black to move<" : ">#2<");
        free(svg);
        diagram_free(&d);
    }
}
END_TEST

/* The problem's words, escaped for XML; bytes that are not UTF-8 replaced;
 * the twins in the language of the caption. */
START_TEST(caption_words_and_twins)
{
    Problem pb[2] = { test_problem(FENS[0]), test_problem(FENS[0]) };
    pb[0].authors = strdup("Smith & <Jones>");
    pb[0].source = strdup("Caf\xe9 \"Schach\" 1990");
    pb[0].twin = strdup("a");
    pb[1].twin = strdup("b");
    pb[1].twinning = strdup("move b8 c8");
    Diagram d;
    ck_assert(diagram_build(&d, pb, 2, LANG_IT));
    size_t len;
    char *svg = diagram_svg(&d, &len);
    ASSERT_HAS(svg, ">Smith &amp; &lt;Jones&gt;<");
    ASSERT_HAS(svg, ">Caf\xef\xbf\xbd &quot;Schach&quot; 1990<");
    ASSERT_HAS(svg, ">b) b8→c8<"); /* no board given: the squares alone */
    ck_assert_ptr_null(strstr(svg, "a) "));
    diagram_free(&d);
    /* Twins parted as the language parts a list: French puts a no-break space
     * before ";" (it was "; " in every language). */
    free(pb[1].twin);
    pb[1].twin = strdup("c");
    Problem three[3] = { pb[0], pb[1], pb[1] };
    three[1].twin = "b";
    ck_assert(diagram_build(&d, three, 3, LANG_FR));
    free(svg);
    svg = diagram_svg(&d, &len);
    ASSERT_HAS(svg, ">b) b8→c8\u00a0; c) b8→c8<");
    char *tex = diagram_tex(&d);
    ASSERT_HAS(tex, "\\twins{b) b8$\\rightarrow$c8\u00a0; c) b8$\\rightarrow$c8}");
    free(tex);
    diagram_free(&d);
    ck_assert(diagram_build(&d, three, 3, LANG_DE));
    free(svg);
    svg = diagram_svg(&d, &len);
    ASSERT_HAS(svg, ">b) b8→c8; c) b8→c8<");
    /* librsvg reads it: well-formed XML. */
    unsigned char *png;
    size_t pnglen;
    char err[256];
    ck_assert_msg(render_png(svg, len, &png, &pnglen, err, sizeof err) == 0, "%s", err);
    free(png);
    free(svg);
    diagram_free(&d);
    problem_free(&pb[0]);
    problem_free(&pb[1]);
}
END_TEST

/* Twins made from a zero position (Popeye's zeroposition): that position is
 * drawn, and every twin listed, a) too. */
START_TEST(zero_position_drawn)
{
    static const char text[] = "begin stip #2 pieces white kd3 qb8 black ka3\n"
                                "zeroposition move b8 c8\ntwin move d3 c3\nend\n";
    FirstProblem fp;
    char err[256];
    ck_assert_int_eq(first_problem_parse("zero.inp", text, strlen(text), &fp, err, sizeof err), 0);
    ck_assert_int_eq(fp.n, 2);
    Diagram d;
    ck_assert(diagram_build(&d, fp.p, fp.n, LANG_EN));
    size_t len;
    char *svg = diagram_svg(&d, &len);
    uint8_t board[128];
    read_back(svg, board);
    ck_assert_int_eq(board[SQ(1, 7)], QUEEN);  /* Qb8 of the zero position, not c8 of twin a */
    ck_assert_int_eq(board[SQ(2, 7)], EMPTY);
    ASSERT_HAS(svg, ">a) Qb8→c8; b) Kd3→c3<");
    free(svg);
    diagram_free(&d);
    first_problem_free(&fp);
}
END_TEST

/* The PNG surface of png[0..len), through cairo's reader. */
typedef struct {
    const unsigned char *p;
    size_t len, at;
} PngSource;

static cairo_status_t png_read(void *closure, unsigned char *data, unsigned int n)
{
    PngSource *s = closure;
    if (s->at + n > s->len)
        return CAIRO_STATUS_READ_ERROR;
    memcpy(data, s->p + s->at, n);
    s->at += n;
    return CAIRO_STATUS_SUCCESS;
}

/* Dark pixels in the square (file, rank) of the image, its border left out. */
static int ink(cairo_surface_t *img, int top, int file, int rank)
{
    unsigned char *px = cairo_image_surface_get_data(img);
    int stride = cairo_image_surface_get_stride(img), n = 0;
    int x0 = (SVG_MARGIN + file * SVG_SQUARE) * PNG_SCALE, y0 = (top + (7 - rank) * SVG_SQUARE) * PNG_SCALE;
    for (int y = y0 + 4; y < y0 + SVG_SQUARE * PNG_SCALE - 4; y++)
        for (int x = x0 + 4; x < x0 + SVG_SQUARE * PNG_SCALE - 4; x++)
            n += px[y * stride + 4 * x + 1] < 128; /* green of a BGRA pixel */
    return n;
}

/* The PNG as a person sees it: a PNG of the size said, and on each light
 * square ink where a man stands, none where none does. */
START_TEST(png_shows_the_men_where_they_stand)
{
    for (int i = 0; i < 2; i++) {
        Diagram d;
        size_t len;
        char *svg = svg_of(FENS[i], &d, &len);
        unsigned char *png;
        size_t pnglen;
        char err[256];
        ck_assert_msg(render_png(svg, len, &png, &pnglen, err, sizeof err) == 0, "%s", err);
        ck_assert_int_eq(memcmp(png, "\x89PNG\r\n\x1a\n", 8), 0);
        int w = png[16] << 24 | png[17] << 16 | png[18] << 8 | png[19];
        int h = png[20] << 24 | png[21] << 16 | png[22] << 8 | png[23];
        ck_assert_int_eq(w, SVG_WIDTH * PNG_SCALE);
        ck_assert_int_eq(h, attr_int(svg, "height") * PNG_SCALE);
        PngSource src = { png, pnglen, 0 };
        cairo_surface_t *img = cairo_image_surface_create_from_png_stream(png_read, &src);
        ck_assert_int_eq(cairo_surface_status(img), CAIRO_STATUS_SUCCESS);
        int top = board_top(svg);
        for (int rank = 0; rank < 8; rank++)
            for (int file = 0; file < 8; file++) {
                if ((rank + file) % 2 == 0)
                    continue; /* hatched */
                int dark = ink(img, top, file, rank);
                bool man = d.pos.board[SQ(file, rank)] != EMPTY;
                ck_assert_msg(man ? dark > 200 : dark == 0, "%s: %c%d has %d dark pixels", FENS[i], 'a' + file,
                              rank + 1, dark);
            }
        cairo_surface_destroy(img);
        free(png);
        free(svg);
        diagram_free(&d);
    }
}
END_TEST

START_TEST(pdf_a_page_a_problem)
{
    char *svg[3];
    size_t lens[3];
    Diagram d[3];
    for (int i = 0; i < 3; i++)
        svg[i] = svg_of(FENS[i], &d[i], &lens[i]);
    unsigned char *pdf;
    size_t len;
    char err[256];
    ck_assert_msg(render_pdf((const char *const *)svg, lens, 3, &pdf, &len, err, sizeof err) == 0, "%s", err);
    ck_assert_int_eq(memcmp(pdf, "%PDF-", 5), 0);
    ck_assert(len > 1000);
    free(pdf);
    /* Not SVG: a message, no PDF. */
    const char *junk = "<svg";
    size_t jl = 4;
    ck_assert_int_eq(render_pdf(&junk, &jl, 1, &pdf, &len, err, sizeof err), -1);
    ASSERT_HAS(err, "SVG");
    for (int i = 0; i < 3; i++) {
        free(svg[i]);
        diagram_free(&d[i]);
    }
}
END_TEST

/* LaTeX for diagram.sty: the men in German letters, white first, C+. */
START_TEST(tex_german_letters)
{
    Problem pb = test_problem(FENS[3]);
    pb.authors = strdup("A_B & 100% {x}");
    Diagram d;
    ck_assert(diagram_build(&d, &pb, 1, LANG_EN));
    char *tex = diagram_tex(&d);
    ASSERT_HAS(tex, "\\pieces[6+6]{wKe1, wDd2, wTa1, wLb2, wSb1, wBf3, sKe8, sDd7, sTa8, sLb7, sSb8, sBd5}");
    ASSERT_HAS(tex, "\\author{A\\_B \\& 100\\% \\{x\\}}");
    ASSERT_HAS(tex, "\\stip{\\#2, Black to move}");
    ASSERT_HAS(tex, "\\setboolean{showcomputer}{false}");
    ASSERT_HAS(tex, "\\usepackage{diagram}");
    free(tex);
    diagram_free(&d);
    problem_free(&pb);
    pb = test_problem(FENS[0]);
    ck_assert(diagram_build(&d, &pb, 1, LANG_EN));
    tex = diagram_tex(&d);
    ASSERT_HAS(tex, "\\pieces[2+1]{wKd3, wDb8, sKa3}");
    ASSERT_HAS(tex, "\\Co+\n");
    free(tex);
    diagram_free(&d);
    problem_free(&pb);
}
END_TEST

Suite *diagram_suite(void)
{
    Suite *s = suite_create("diagram");
    TCase *tc = tcase_create("diagram");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, svg_square_by_square);
    tcase_add_test(tc, caption_count_and_c_plus);
    tcase_add_test(tc, caption_words_and_twins);
    tcase_add_test(tc, zero_position_drawn);
    tcase_add_test(tc, png_shows_the_men_where_they_stand);
    tcase_add_test(tc, pdf_a_page_a_problem);
    tcase_add_test(tc, tex_german_letters);
    suite_add_tcase(s, tc);
    return s;
}
