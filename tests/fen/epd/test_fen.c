/* test_fen.c - the FEN/EPD reader: every validation rule, good and bad input,
 * round trips, EPD operations, dropped castling / e.p. warnings. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "fen/epd/fen.h"
#include "fen/epd/fen_file.h"
#include "fen/fen_text.h"
#include "tests/test_helpers.h"

#define DATA "data/fen/"
#include "tests/fen/epd/fen_helpers.h"

/* ---- good input ---- */

/* The byte order mark every reader skips on its first line. */
START_TEST(test_byte_order_mark)
{
    ck_assert_uint_eq(fen_bom_len("\xef\xbb\xbf" "8/8", 6), 3);
    ck_assert_uint_eq(fen_bom_len("\xef\xbb\xbf", 3), 3);
    ck_assert_uint_eq(fen_bom_len("\xef\xbb\xbf", 2), 0);
    ck_assert_uint_eq(fen_bom_len("\xef\xbb" "x", 3), 0);
    ck_assert_uint_eq(fen_bom_len("8/8/8", 5), 0);
    ck_assert_uint_eq(fen_bom_len("", 0), 0);
}
END_TEST

START_TEST(test_plain_fen)
{
    Problem p = parse_ok("1Q6/8/8/8/8/k2K4/8/8 w - -");
    ck_assert_uint_eq(p.pos.board[SQ(1, 7)], PIECE(WHITE, QUEEN));
    ck_assert_uint_eq(p.pos.board[SQ(0, 2)], PIECE(BLACK, KING));
    ck_assert_uint_eq(p.pos.board[SQ(3, 2)], PIECE(WHITE, KING));
    ck_assert_int_eq(king_sq(&p.pos, WHITE), SQ(3, 2));
    ck_assert_int_eq(king_sq(&p.pos, BLACK), SQ(0, 2));
    ck_assert_int_eq(p.pos.count[WHITE], 2);
    ck_assert_int_eq(p.pos.count[BLACK], 1);
    ck_assert_int_eq(p.pos.side, WHITE);
    ck_assert_int_eq(p.pos.castle, 0);
    ck_assert_int_eq(p.pos.ep, NO_SQ);
    ck_assert_int_eq(p.pos.halfmove, 0);
    ck_assert_int_eq(p.pos.fullmove, 1);
    ck_assert_str_eq(p.fen, "1Q6/8/8/8/8/k2K4/8/8 w - -");
    ck_assert_ptr_null(p.id);
    ck_assert_ptr_null(p.ops);
    ck_assert_str_eq(p.warnings, "");
    problem_free(&p);
}
END_TEST

START_TEST(test_fields_5_6)
{
    Problem p = parse_ok("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 5 42\n");
    ck_assert_int_eq(p.pos.side, BLACK);
    ck_assert_int_eq(p.pos.castle, CASTLE_WK | CASTLE_WQ | CASTLE_BK | CASTLE_BQ);
    ck_assert_int_eq(p.pos.halfmove, 5);
    ck_assert_int_eq(p.pos.fullmove, 42);
    ck_assert_int_eq(p.pos.count[WHITE], 16);
    ck_assert_str_eq(p.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq -");
    ck_assert_ptr_null(p.ops);
    problem_free(&p);

    /* Only field 5, extra white space, castling letters out of order. */
    p = parse_ok("  r3k2r/8/8/8/8/8/8/R3K2R\tw  qkQK  -   7  ");
    ck_assert_int_eq(p.pos.halfmove, 7);
    ck_assert_int_eq(p.pos.fullmove, 1);
    ck_assert_int_eq(p.pos.castle, 15);
    ck_assert_str_eq(p.fen, "r3k2r/8/8/8/8/8/8/R3K2R w qkQK -");
    problem_free(&p);
}
END_TEST

START_TEST(test_side_to_move_may_be_in_check)
{
    Problem p = parse_ok("4k3/8/8/8/8/8/8/4r1K1 w - -");
    ck_assert(in_check(&p.pos, WHITE));
    problem_free(&p);
}
END_TEST

/* ---- EPD ---- */

START_TEST(test_epd_id)
{
    Problem p = parse_ok("1Q6/8/8/8/8/k2K4/8/8 w - -; id \"polgar-307\"");
    ck_assert_str_eq(p.id, "polgar-307");
    ck_assert_ptr_null(p.ops);
    ck_assert_str_eq(p.fen, "1Q6/8/8/8/8/k2K4/8/8 w - -");
    ck_assert_int_eq(p.pos.fullmove, 1);
    problem_free(&p);

    p = parse_ok("1Q6/8/8/8/8/k2K4/8/8 w - - id \"with space; and semicolon\";\r\n");
    ck_assert_str_eq(p.id, "with space; and semicolon");
    problem_free(&p);

    p = parse_ok("1Q6/8/8/8/8/k2K4/8/8 w - - id bare;");
    ck_assert_str_eq(p.id, "bare");
    problem_free(&p);

    p = parse_ok("1Q6/8/8/8/8/k2K4/8/8 w - - id \"Polg\xc3\xa1r\""); /* UTF-8, no final ';' */
    ck_assert_str_eq(p.id, "Polg\xc3\xa1r");
    problem_free(&p);
}
END_TEST

START_TEST(test_epd_other_ops)
{
    Problem p = parse_ok("8/8/2p5/2Q5/7k/5K2/8/8 w - - bm Qg1; id \"polgar-311\"; c0 \"a; b\";  acd 3 ;");
    ck_assert_str_eq(p.id, "polgar-311");
    ck_assert_str_eq(p.ops, "bm Qg1; c0 \"a; b\"; acd 3 ;");
    problem_free(&p);

    p = parse_ok("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -; perft5 4865609");
    ck_assert_ptr_null(p.id);
    ck_assert_str_eq(p.ops, "perft5 4865609");
    ck_assert_str_eq(p.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
    problem_free(&p);
}
END_TEST

START_TEST(test_epd_with_counters)
{
    /* Numbers after field 4 are fields 5-6; words are operations. */
    Problem p = parse_ok("1Q6/8/8/8/8/k2K4/8/8 w - - 3 17 id \"x\"; hmvc 3;");
    ck_assert_int_eq(p.pos.halfmove, 3);
    ck_assert_int_eq(p.pos.fullmove, 17);
    ck_assert_str_eq(p.id, "x");
    ck_assert_str_eq(p.ops, "hmvc 3;");
    problem_free(&p);

    p = parse_ok("1Q6/8/8/8/8/k2K4/8/8 w - - 0 1; id \"y\";");
    ck_assert_str_eq(p.id, "y");
    ck_assert_ptr_null(p.ops);
    problem_free(&p);

    /* A word after field 4 or 5 starts operations when one ends with ';' after
     * it, or when it is a standard EPD opcode (a last ';' may be missing). */
    p = parse_ok("1Q6/8/8/8/8/k2K4/8/8 w - - bm Kc3");
    ck_assert_str_eq(p.ops, "bm Kc3");
    problem_free(&p);
    p = parse_ok("1Q6/8/8/8/8/k2K4/8/8 w - - 5 c0 \"five\"");
    ck_assert_int_eq(p.pos.halfmove, 5);
    ck_assert_int_eq(p.pos.fullmove, 1);
    ck_assert_str_eq(p.ops, "c0 \"five\"");
    problem_free(&p);
    p = parse_ok("1Q6/8/8/8/8/k2K4/8/8 w - - abc def; id \"z\"");
    ck_assert_str_eq(p.ops, "abc def;");
    ck_assert_str_eq(p.id, "z");
    problem_free(&p);
}
END_TEST

/* ---- round trip ---- */

START_TEST(test_round_trip)
{
    static const char *const fens[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "r3k3/8/8/8/8/8/8/4K2R w Kq - 3 40",
        "1Q6/8/8/8/8/k2K4/8/8 w - - 0 1",
        "8/8/2p5/2Q5/7k/5K2/8/8 b - - 12 99",
    };
    for (size_t i = 0; i < sizeof fens / sizeof *fens; i++) {
        char buf[128], buf2[128];
        Problem p = parse_ok(fens[i]);
        ck_assert_str_eq(p.warnings, "");
        ck_assert_str_eq(fen_write(&p.pos, buf, sizeof buf), fens[i]);
        problem_free(&p);
        p = parse_ok(buf);
        ck_assert_str_eq(fen_write(&p.pos, buf2, sizeof buf2), fens[i]);
        problem_free(&p);
    }
}
END_TEST

START_TEST(test_write_defaults_and_short_buffer)
{
    char buf[128];
    Problem p = parse_ok("r3k2r/8/8/8/8/8/8/R3K2R w qkQK -");
    ck_assert_str_eq(fen_write(&p.pos, buf, sizeof buf), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    char small[8];
    ck_assert_ptr_eq(fen_write(&p.pos, small, sizeof small), small);
    ck_assert_str_eq(small, "r3k2r/8");
    problem_free(&p);
}
END_TEST

/* ---- malformed fields ---- */

static const struct {
    const char *line, *err;
} bad_fields[] = {
    {"", "missing field 1 (no position)"},
    {" \t \r\n", "missing field 1 (no position)"},
    /* A FEN that stops early is completed (test_fen_complete.c), its fields still checked. */
    {"4k3/8/8/8/8/8/4K3", "field 1: '4k3/8/8/8/8/8/4K3' is not a FEN board: 7 ranks of 8"},
    {"4k3/8/8/8/8/8/8/4K3 x", "field 2: side must be w or b, not 'x'"},
    {"4k3/8/8/8/8/8/8/4K3 w KK", "field 3: castling letter 'K' repeated"},
    {"4k3/8/8/8/8/8/4K3 w - -", "field 1: '4k3/8/8/8/8/8/4K3' is not a FEN board: 7 ranks of 8"},
    {"4k3/8/8/8/8/8/8/8/4K3 w - -", "field 1: '4k3/8/8/8/8/8/8/8/4K...' is not a FEN board: 9 ranks of 8"},
    {"4k3 w - -", "field 1: '4k3' is not a FEN board: 1 rank of 8"},
    {"4k3/8/8/8/8/8p/8/4K3 w - -", "field 1, rank 3: 9 squares"},
    {"4k3/8/8/8/8/7/8/4K3 w - -", "field 1, rank 3: 7 squares"},
    {"4k3/8/8//8/8/8/4K3 w - -", "field 1, rank 5: 0 squares"},
    {"4kx2/8/8/8/8/8/8/4K3 w - -", "field 1, rank 8: unknown piece letter 'x'"},
    {"4k3/8/8/8/8/8/8/4K2\xe2\x99\x94 w - -", "field 1, rank 1: unknown piece letter '\xe2\x99\x94'"},
    {"4k3/8/8/8/8/8/8/4K1 9 w - -", "field 1, rank 1: 6 squares"}, /* fields end at blanks */
    {"4k3/8/8/8/8/8/8/4K09 w - -", "field 1, rank 1: bad digit '0' (1-8)"},
    {"4k3/8/8/8/8/9/8/4K3 w - -", "field 1, rank 3: bad digit '9' (1-8)"},
    {"4k3/8/8/8/8/8/8/4K3 x - -", "field 2: side must be w or b, not 'x'"},
    {"4k3/8/8/8/8/8/8/4K3 W - -", "field 2: side must be w or b, not 'W'"},
    {"4k3/8/8/8/8/8/8/4K3 white - -", "field 2: side must be w or b, not 'white'"},
    {"4k3/8/8/8/8/8/8/4K3 w KQx -", "field 3: bad castling rights 'KQx' (letters KQkq or -)"},
    {"4k3/8/8/8/8/8/8/4K3 w -K -", "field 3: bad castling rights '-K' (letters KQkq or -)"},
    {"4k3/8/8/8/8/8/8/4K3 w AHah -", "field 3: bad castling rights 'AHah' (letters KQkq or -)"},
    {"4k3/8/8/8/8/8/8/4K3 w KQK -", "field 3: castling letter 'K' repeated"},
    {"4k3/8/8/8/8/8/8/4K3 w - e5", "field 4: bad e.p. square 'e5'"},
    {"4k3/8/8/8/8/8/8/4K3 w - i6", "field 4: bad e.p. square 'i6'"},
    {"4k3/8/8/8/8/8/8/4K3 w - e66", "field 4: bad e.p. square 'e66'"},
    {"4k3/8/8/8/8/8/8/4K3 w - E6", "field 4: bad e.p. square 'E6'"},
    {"4k3/8/8/8/8/8/8/4K3 w - - 0x", "field 5: bad halfmove clock '0x'"},
    {"4k3/8/8/8/8/8/8/4K3 w - - 0 1a", "field 6: bad move number '1a'"},
    {"4k3/8/8/8/8/8/8/4K3 w - - 99999999999999999999 1", "field 5: bad halfmove clock '99999999999999999999'"},
    {"4k3/8/8/8/8/8/8/4K3 w - - 0 1 2", "operations: bad opcode '2'"},
    /* Fields 5-6 are numbers: junk there is not taken for EPD operations. */
    {"k7/8/8/8/8/8/8/K7 w - - abc def", "field 5: bad halfmove clock 'abc'"},
    {"k7/8/8/8/8/8/8/K7 w - - 0 x", "field 6: bad move number 'x'"},
    {"k7/8/8/8/8/8/8/K7 w - - -1 1", "field 5: bad halfmove clock '-1'"},
    {"k7/8/8/8/8/8/8/K7 w - - +1 1", "field 5: bad halfmove clock '+1'"},
    {"k7/8/8/8/8/8/8/K7 w - - 0 -1", "field 6: bad move number '-1'"},
    {"k7/8/8/8/8/8/8/K7 w - - 1.5 2", "field 5: bad halfmove clock '1.5'"},
    {"k7/8/8/8/8/8/8/K7 w - - x", "field 5: bad halfmove clock 'x'"},
    {"4k3/8/8/8/8/8/8/4K3 w - -; !x 3;", "operations: bad opcode '!x'"},
    {"4k3/8/8/8/8/8/8/4K3 w - -; b-m e4;", "operations: bad opcode 'b-m'"},
    {"4k3/8/8/8/8/8/8/4K3 w - -; id \"open", "operation id: unterminated string"},
    {"4k3/8/8/8/8/8/8/4K3 w - -; id \"a\"; id \"b\";", "operation id: given twice"},
    {"4k3/8/8/8/8/8/8/4K3 w - -; id;", "operation id: needs one value, not 0"},
    {"4k3/8/8/8/8/8/8/4K3 w - -; id a b;", "operation id: needs one value, not 2"},
    /* The first bad field is reported: field 1 before the operations. */
    {"4k3/8/8/8/8/8/8/4K3/8 w - -; !x;", "field 1: '4k3/8/8/8/8/8/8/4K3/...' is not a FEN board: 9 ranks of 8"},
};

START_TEST(test_bad_field)
{
    parse_bad(bad_fields[_i].line, bad_fields[_i].err);
}
END_TEST

/* ---- position rules ---- */

/* Each message names the field it comes from (SPEC "Input": the line and the
 * field): the board, or the side to move when the other side is in check. */

static const struct {
    const char *line, *err;
} bad_positions[] = {
    {"4k3/8/8/8/8/8/8/3KK3 w - -", "field 1: white has 2 kings"},
    {"4k3/8/8/8/8/8/8/8 w - -", "field 1: white has no king"},
    {"8/8/8/8/8/8/8/4K3 w - -", "field 1: black has no king"},
    {"kkk5/8/8/8/8/8/8/4K3 w - -", "field 1: black has 3 kings"},
    {"4k3/8/8/8/8/NNNNNNNN/PPPPPPPP/4K3 w - -", "field 1: white has 17 men"},
    {"4k3/nnnnnnnn/pppppppp/n7/8/8/8/4K3 w - -", "field 1: black has 18 men"},
    {"P3k3/8/8/8/8/8/8/4K3 w - -", "field 1: white pawn on a8 (last rank)"},
    {"4k3/8/8/8/8/8/8/4K2P w - -", "field 1: white pawn on h1 (first rank)"},
    {"4k3/8/8/8/8/8/8/p3K3 w - -", "field 1: black pawn on a1 (last rank)"},
    {"4k2p/8/8/8/8/8/8/4K3 w - -", "field 1: black pawn on h8 (first rank)"},
    {"4k3/8/8/8/8/8/8/4R1K1 w - -", "field 2: the side not to move (black) is in check"},
    {"4k3/8/8/8/8/8/3p4/4K3 b - -", "field 2: the side not to move (white) is in check"},
    {"4k3/8/8/8/1b6/8/8/4K3 b - -", "field 2: the side not to move (white) is in check"},
    {"4k3/8/8/8/8/8/8/4K3 w - -; id \"kept\"; bm e4;", NULL}, /* control: accepted */
};

START_TEST(test_bad_position)
{
    if (bad_positions[_i].err) {
        parse_bad(bad_positions[_i].line, bad_positions[_i].err);
    } else {
        Problem p = parse_ok(bad_positions[_i].line);
        problem_free(&p);
    }
}
END_TEST

START_TEST(test_error_keeps_fen_and_id)
{
    /* Batch error records carry the id and the fields as read. */
    Problem p;
    char err[FEN_MSG];
    ck_assert_int_eq(fen_parse_line("4k3/8/8/8/8/8/8/3KK3 w - -; id \"two-kings\"; c0 \"x\";", &p, err,
                                    sizeof err), -1);
    ck_assert_str_eq(err, "field 1: white has 2 kings");
    ck_assert_str_eq(p.id, "two-kings");
    ck_assert_str_eq(p.fen, "4k3/8/8/8/8/8/8/3KK3 w - -");
    problem_free(&p);
    ck_assert_ptr_null(p.id);
    ck_assert_ptr_null(p.ops);
}
END_TEST

/* ---- dropped castling rights and e.p. squares ---- */

START_TEST(test_castling_dropped)
{
    Problem p = parse_ok("4k3/8/8/8/8/8/8/4K3 w KQkq -");
    ck_assert_int_eq(p.pos.castle, 0);
    ck_assert_str_eq(p.warnings, "castling rights KQkq dropped: no king and rook at home");
    ck_assert_str_eq(p.fen, "4k3/8/8/8/8/8/8/4K3 w KQkq -"); /* as read */
    problem_free(&p);

    p = parse_ok("r3k3/8/8/8/8/8/8/4K2R w KQkq -");
    ck_assert_int_eq(p.pos.castle, CASTLE_WK | CASTLE_BQ);
    ck_assert_str_eq(p.warnings, "castling rights Qk dropped: no king and rook at home");
    problem_free(&p);

    /* A rook of the wrong colour, or the king off e1, does not count. */
    p = parse_ok("4k3/8/8/8/8/8/8/4K2r w K -");
    ck_assert_int_eq(p.pos.castle, 0);
    ck_assert_str_eq(p.warnings, "castling right K dropped: no king and rook at home");
    problem_free(&p);
    p = parse_ok("4k3/8/8/8/8/8/8/R2K4 w Q -");
    ck_assert_int_eq(p.pos.castle, 0);
    ck_assert_str_eq(p.warnings, "castling right Q dropped: no king and rook at home");
    problem_free(&p);

    p = parse_ok("r3k2r/8/8/8/8/8/8/R3K2R b KQkq -");
    ck_assert_int_eq(p.pos.castle, 15);
    ck_assert_str_eq(p.warnings, "");
    problem_free(&p);
}
END_TEST

START_TEST(test_ep_dropped)
{
    Problem p = parse_ok("4k3/8/8/4p3/8/8/8/4K3 w - e6");
    ck_assert_int_eq(p.pos.ep, SQ(4, 5));
    ck_assert_str_eq(p.warnings, "");
    problem_free(&p);

    p = parse_ok("4k3/8/8/8/4P3/8/8/4K3 b - e3");
    ck_assert_int_eq(p.pos.ep, SQ(4, 2));
    ck_assert_str_eq(p.warnings, "");
    problem_free(&p);

    static const struct {
        const char *line, *warning;
    } drops[] = {
        {"4k3/8/8/8/8/8/8/4K3 w - e6", "e.p. square e6 dropped: no black pawn can just have moved there"},
        {"4k3/4n3/8/4p3/8/8/8/4K3 w - e6", "e.p. square e6 dropped: no black pawn can just have moved there"},
        {"4k3/8/4n3/4p3/8/8/8/4K3 w - e6", "e.p. square e6 dropped: no black pawn can just have moved there"},
        {"4k3/8/8/4P3/8/8/8/4K3 w - e6", "e.p. square e6 dropped: no black pawn can just have moved there"},
        {"4k3/8/8/3p4/8/8/8/4K3 w - e6", "e.p. square e6 dropped: no black pawn can just have moved there"},
        {"4k3/8/8/8/4P3/8/8/4K3 w - e3", "e.p. square e3 dropped: no black pawn can just have moved there"},
        {"4k3/8/8/4p3/8/8/8/4K3 b - e6", "e.p. square e6 dropped: no white pawn can just have moved there"},
        {"4k3/8/8/8/4P3/8/4B3/4K3 b - e3", "e.p. square e3 dropped: no white pawn can just have moved there"},
    };
    for (size_t i = 0; i < sizeof drops / sizeof *drops; i++) {
        p = parse_ok(drops[i].line);
        ck_assert_int_eq(p.pos.ep, NO_SQ);
        ck_assert_str_eq(p.warnings, drops[i].warning);
        problem_free(&p);
    }

    p = parse_ok("4k3/8/8/8/8/8/8/4K3 w Kq a6");
    ck_assert_int_eq(p.pos.castle, 0);
    ck_assert_int_eq(p.pos.ep, NO_SQ);
    ck_assert_str_eq(p.warnings, "castling rights Kq dropped: no king and rook at home; "
                                 "e.p. square a6 dropped: no black pawn can just have moved there");
    problem_free(&p);
}
END_TEST

/* ---- blank lines ---- */

START_TEST(test_blank)
{
    ck_assert(fen_line_is_blank(""));
    ck_assert(fen_line_is_blank("\n"));
    ck_assert(fen_line_is_blank("  \t\r\n"));
    ck_assert(fen_line_is_blank("# comment"));
    ck_assert(fen_line_is_blank("   # indented comment"));
    ck_assert(!fen_line_is_blank("8/8/8/8/8/8/8/8 w - -"));
    ck_assert(!fen_line_is_blank("  x # not a comment"));
}
END_TEST

Suite *fen_suite(void);
Suite *fen_suite(void)
{
    Suite *s = suite_create("fen");
    TCase *t = tcase_create("parse");
    tcase_add_test(t, test_plain_fen);
    tcase_add_test(t, test_byte_order_mark);
    tcase_add_test(t, test_fields_5_6);
    tcase_add_test(t, test_side_to_move_may_be_in_check);
    tcase_add_test(t, test_epd_id);
    tcase_add_test(t, test_epd_other_ops);
    tcase_add_test(t, test_epd_with_counters);
    tcase_add_test(t, test_round_trip);
    tcase_add_test(t, test_write_defaults_and_short_buffer);
    tcase_add_loop_test(t, test_bad_field, 0, (int)(sizeof bad_fields / sizeof *bad_fields));
    tcase_add_loop_test(t, test_bad_position, 0, (int)(sizeof bad_positions / sizeof *bad_positions));
    tcase_add_test(t, test_error_keeps_fen_and_id);
    tcase_add_test(t, test_castling_dropped);
    tcase_add_test(t, test_ep_dropped);
    tcase_add_test(t, test_blank);
    suite_add_tcase(s, t);
    return s;
}
