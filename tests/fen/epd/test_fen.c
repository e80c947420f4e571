/* test_fen.c - the FEN/EPD reader: every validation rule, good and bad input,
 * round trips, EPD operations, dropped castling / e.p. warnings, hostile input. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "fen/epd/fen.h"
#include "fen/epd/fen_file.h"
#include "tests/test_helpers.h"

#define DATA "data/fen/"

/* Parses a line that must be accepted; the caller frees the Problem. */
static Problem parse_ok(const char *line)
{
    Problem p;
    char err[FEN_MSG] = "";
    int rc = fen_parse_line(line, &p, err, sizeof err);
    ck_assert_msg(rc == 0, "rejected '%.60s': %s", line, err);
    return p;
}

/* Parses a line that must be rejected with exactly this message. */
static void parse_bad(const char *line, const char *want)
{
    Problem p;
    char err[FEN_MSG] = "";
    int rc = fen_parse_line(line, &p, err, sizeof err);
    ck_assert_msg(rc == -1, "accepted '%.60s'", line);
    ck_assert_str_eq(err, want);
    problem_free(&p);
}

/* ---- good input ---- */

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
    {"4k3/8/8/8/8/8/8/4K3", "missing field 2"},
    {"4k3/8/8/8/8/8/8/4K3 w", "missing field 3"},
    {"4k3/8/8/8/8/8/8/4K3 w -", "missing field 4"},
    {"4k3/8/8/8/8/8/8/4K3 w -; id \"x\";", "missing field 4"},
    {"4k3/8/8/8/8/8/4K3", "field 1: 7 ranks"}, /* a bad field before a missing one */
    {"4k3/8/8/8/8/8/8/4K3 w KK", "field 3: castling letter 'K' repeated"},
    {"4k3/8/8/8/8/8/4K3 w - -", "field 1: 7 ranks"},
    {"4k3/8/8/8/8/8/8/8/4K3 w - -", "field 1: 9 ranks"},
    {"4k3 w - -", "field 1: 1 rank"},
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
    {"4k3/8/8/8/8/8/8/4K3/8 w - -; !x;", "field 1: 9 ranks"},
};

START_TEST(test_bad_field)
{
    parse_bad(bad_fields[_i].line, bad_fields[_i].err);
}
END_TEST

/* ---- position rules ---- */

static const struct {
    const char *line, *err;
} bad_positions[] = {
    {"4k3/8/8/8/8/8/8/3KK3 w - -", "position: white has 2 kings"},
    {"4k3/8/8/8/8/8/8/8 w - -", "position: white has no king"},
    {"8/8/8/8/8/8/8/4K3 w - -", "position: black has no king"},
    {"kkk5/8/8/8/8/8/8/4K3 w - -", "position: black has 3 kings"},
    {"4k3/8/8/8/8/NNNNNNNN/PPPPPPPP/4K3 w - -", "position: white has 17 men"},
    {"4k3/nnnnnnnn/pppppppp/n7/8/8/8/4K3 w - -", "position: black has 18 men"},
    {"P3k3/8/8/8/8/8/8/4K3 w - -", "position: white pawn on a8 (last rank)"},
    {"4k3/8/8/8/8/8/8/4K2P w - -", "position: white pawn on h1 (first rank)"},
    {"4k3/8/8/8/8/8/8/p3K3 w - -", "position: black pawn on a1 (last rank)"},
    {"4k2p/8/8/8/8/8/8/4K3 w - -", "position: black pawn on h8 (first rank)"},
    {"4k3/8/8/8/8/8/8/4R1K1 w - -", "position: the side not to move (black) is in check"},
    {"4k3/8/8/8/8/8/3p4/4K3 b - -", "position: the side not to move (white) is in check"},
    {"4k3/8/8/8/1b6/8/8/4K3 b - -", "position: the side not to move (white) is in check"},
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
    ck_assert_str_eq(err, "position: white has 2 kings");
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

/* ---- hostile input ---- */

static char *repeat(char c, size_t n)
{
    char *s = malloc(n + 1);
    ck_assert_ptr_nonnull(s);
    memset(s, c, n);
    s[n] = '\0';
    return s;
}

START_TEST(test_long_lines)
{
    const size_t mb2 = 2u << 20;
    char *junk = repeat('x', mb2);
    parse_bad(junk, "field 1: 1 rank");
    free(junk);

    char *slashes = repeat('/', mb2);
    parse_bad(slashes, "field 1: 2097153 ranks");
    free(slashes);

    /* A huge rank, a huge side field (echoed short), a huge id (kept whole). */
    char *line = malloc(mb2 + 200);
    ck_assert_ptr_nonnull(line);
    strcpy(line, "4k3/8/8/8/8/8/8/");
    size_t at = strlen(line);
    memset(line + at, '1', mb2);
    strcpy(line + at + mb2, " w - -");
    parse_bad(line, "field 1, rank 1: 2097152 squares");

    strcpy(line, "4k3/8/8/8/8/8/8/4K3 ");
    at = strlen(line);
    memset(line + at, 'w', mb2);
    strcpy(line + at + mb2, " - -");
    parse_bad(line, "field 2: side must be w or b, not 'wwwwwwwwwwwwwwwwwwww...'");

    strcpy(line, "4k3/8/8/8/8/8/8/4K3 w - - id \"");
    at = strlen(line);
    memset(line + at, 'i', mb2);
    strcpy(line + at + mb2, "\";");
    Problem p = parse_ok(line);
    ck_assert_uint_eq(strlen(p.id), mb2);
    problem_free(&p);

    /* Two megabytes of blanks before the operations. */
    strcpy(line, "4k3/8/8/8/8/8/8/4K3 w - -");
    at = strlen(line);
    memset(line + at, ' ', mb2);
    strcpy(line + at + mb2, "id \"far\";");
    p = parse_ok(line);
    ck_assert_str_eq(p.id, "far");
    ck_assert_str_eq(p.fen, "4k3/8/8/8/8/8/8/4K3 w - -");
    problem_free(&p);
    free(line);
}
END_TEST

START_TEST(test_binary_junk)
{
    Problem p;
    char err[FEN_MSG];
    ck_assert_int_eq(fen_parse_n("4k3\0/8", 7, &p, err, sizeof err), -1);
    ck_assert_str_eq(err, "not text: NUL byte at column 4");
    problem_free(&p);

    parse_bad("4k3/8/8/8/8/8/8/4K3 w - -\x01", "not text: control character 0x01 at column 26");
    parse_bad("\x7f", "not text: control character 0x7f at column 1");
    parse_bad("4k3/8/8/8/8/8/8/4K3 w - - id \"\xff\";", "not text: byte 0xff (not UTF-8) at column 31");
    parse_bad("\xc3", "not text: byte 0xc3 (not UTF-8) at column 1");        /* cut sequence */
    parse_bad("\xc0\xaf", "not text: byte 0xc0 (not UTF-8) at column 1");    /* overlong */
    parse_bad("\xed\xa0\x80", "not text: byte 0xed (not UTF-8) at column 1"); /* surrogate */

    /* A megabyte of pseudo-random bytes, NULs included: a message, no crash. */
    size_t n = 1u << 20;
    char *buf = malloc(n);
    ck_assert_ptr_nonnull(buf);
    unsigned x = 12345;
    for (size_t i = 0; i < n; i++)
        buf[i] = (char)((x = x * 1103515245u + 12345u) >> 16);
    ck_assert_int_eq(fen_parse_n(buf, n, &p, err, sizeof err), -1);
    ck_assert(strncmp(err, "not text: ", 10) == 0);
    problem_free(&p);

    /* The same, made ASCII printable: still a message of bounded length. */
    for (size_t i = 0; i < n - 1; i++)
        buf[i] = (char)(' ' + (unsigned char)buf[i] % 95);
    buf[n - 1] = '\0';
    ck_assert_int_eq(fen_parse_line(buf, &p, err, sizeof err), -1);
    ck_assert_uint_lt(strlen(err), 100);
    ck_assert_uint_lt(strlen(p.fen), sizeof p.fen);
    problem_free(&p);
    free(buf);
}
END_TEST

START_TEST(test_small_error_buffer)
{
    Problem p;
    char err[12];
    memset(err, 'Z', sizeof err);
    ck_assert_int_eq(fen_parse_line("4k3/8/8/8/8/8/4K3 w - -", &p, err, 8), -1);
    ck_assert_str_eq(err, "field 1");
    ck_assert_int_eq(err[8], 'Z');
    problem_free(&p);
    ck_assert_int_eq(fen_parse_line("4k3/8/8/8/8/8/4K3 w - -", &p, NULL, 0), -1);
    problem_free(&p);
}
END_TEST

/* ---- .fen files ---- */

/* Writes n bytes to a new temporary file; returns its path (malloc'd). */
static char *temp_file(const void *data, size_t n)
{
    char *path = strdup("/tmp/chiave-fen-XXXXXX");
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, data, n), (ssize_t)n);
    close(fd);
    return path;
}

START_TEST(test_read_file)
{
    Problem p;
    char err[FEN_MSG] = "";
    ck_assert_msg(read_first(DATA "good.fen", &p, err, sizeof err) == 0, "%s", err);
    ck_assert_str_eq(p.fen, "1Q6/8/8/8/8/k2K4/8/8 w - -"); /* the first line; the second is ignored */
    ck_assert_int_eq(p.pos.count[WHITE], 2);
    problem_free(&p);

    ck_assert_msg(read_first(DATA "bom-crlf.fen", &p, err, sizeof err) == 0, "%s", err);
    ck_assert_str_eq(p.fen, "1Q6/8/8/8/8/k2K4/8/8 w - -");
    problem_free(&p);
}
END_TEST

START_TEST(test_read_file_errors)
{
    Problem p;
    char err[FEN_MSG];
    ck_assert_int_eq(read_first(DATA "bad-side.fen", &p, err, sizeof err), -1);
    ck_assert_str_eq(err, DATA "bad-side.fen:3: field 2: side must be w or b, not 'x'");
    problem_free(&p);

    ck_assert_int_eq(read_first(DATA "comments-only.fen", &p, err, sizeof err), -1);
    ck_assert_str_eq(err, DATA "comments-only.fen: no position found");
    problem_free(&p);

    ck_assert_int_eq(read_first(DATA "no-such-file.fen", &p, err, sizeof err), -1);
    ck_assert_str_eq(err, DATA "no-such-file.fen: No such file or directory");
    problem_free(&p);

    ck_assert_int_eq(read_first(DATA, &p, err, sizeof err), -1);
    ck_assert_str_eq(err, DATA ": Is a directory");
    problem_free(&p);

    char *empty = temp_file("", 0);
    ck_assert_int_eq(read_first(empty, &p, err, sizeof err), -1);
    ck_assert(strstr(err, ": no position found") && strncmp(err, empty, strlen(empty)) == 0);
    problem_free(&p);
    unlink(empty);
    free(empty);

    static const char nul[] = "# binary\n\n1Q6/8\0/8/8/8/k2K4/8/8 w - -\n";
    char *bin = temp_file(nul, sizeof nul - 1);
    char want[FEN_MSG];
    snprintf(want, sizeof want, "%s:3: not text: NUL byte at column 6", bin);
    ck_assert_int_eq(read_first(bin, &p, err, sizeof err), -1);
    ck_assert_str_eq(err, want);
    problem_free(&p);
    unlink(bin);
    free(bin);
}
END_TEST

START_TEST(test_read_file_long_line)
{
    /* A 2 MB comment line, then a 2 MB junk line. */
    size_t n = 2u << 20;
    char *data = malloc(2 * n + 4);
    ck_assert_ptr_nonnull(data);
    data[0] = '#';
    memset(data + 1, 'c', n - 1);
    data[n] = '\n';
    memset(data + n + 1, 'K', n);
    data[2 * n + 1] = '\n';
    char *path = temp_file(data, 2 * n + 2);
    Problem p;
    char err[FEN_MSG], want[FEN_MSG];
    /* The comment is skipped whole; the junk is refused for its length. */
    snprintf(want, sizeof want, "%s:2: line longer than 65536 bytes", path);
    ck_assert_int_eq(read_first(path, &p, err, sizeof err), -1);
    ck_assert_str_eq(err, want);
    problem_free(&p);
    unlink(path);
    free(path);
    free(data);
}
END_TEST

START_TEST(test_read_stdin)
{
    static const char text[] = "\n# from stdin\n8/8/2p5/2Q5/7k/5K2/8/8 w - -\n";
    char *path = temp_file(text, sizeof text - 1);
    ck_assert_ptr_nonnull(freopen(path, "r", stdin));
    Problem p;
    char err[FEN_MSG] = "";
    ck_assert_msg(read_first("-", &p, err, sizeof err) == 0, "%s", err);
    ck_assert_str_eq(p.fen, "8/8/2p5/2Q5/7k/5K2/8/8 w - -");
    problem_free(&p);
    ck_assert_int_eq(read_first("-", &p, err, sizeof err), -1); /* now at end of file */
    ck_assert_str_eq(err, "<stdin>: no position found");
    problem_free(&p);
    unlink(path);
    free(path);
}
END_TEST

/* A read error inside the FEN: an I/O error, not a message about the part read. */
START_TEST(test_read_file_read_error)
{
    FILE *saved = stdin;
    stdin = failing_stream("# cut by a disk error\n1Q6/8/8/8/8/k2K4/8/8 w - -\n");
    Problem p;
    char err[FEN_MSG] = "";
    /* the whole text is served, then the next read fails: the line was whole */
    ck_assert_msg(read_first("-", &p, err, sizeof err) == 0, "%s", err);
    problem_free(&p);
    fclose(stdin);
    stdin = failing_stream("# cut by a disk error\n1Q6/8/8/8/8/k2K");
    ck_assert_int_eq(read_first("-", &p, err, sizeof err), -1);
    ck_assert_str_eq(err, "<stdin>: Input/output error");
    problem_free(&p);
    fclose(stdin);
    stdin = saved;
}
END_TEST


typedef struct {
    int n;
    long lineno[8];
    char *id[8];  /* taken over from the reader */
    char fen[8][100];
    char err[8][FEN_MSG];
    int stop_after;
} Seen;

static int collect(void *ctx, long lineno, Problem *p, const char *err)
{
    Seen *s = ctx;
    ck_assert_int_lt(s->n, 8);
    s->lineno[s->n] = lineno;
    s->id[s->n] = p->id;
    p->id = NULL; /* keep it: the reader frees only what is left */
    snprintf(s->fen[s->n], sizeof s->fen[0], "%s", p->fen);
    snprintf(s->err[s->n], sizeof s->err[0], "%s", err ? err : "");
    s->n++;
    return s->n == s->stop_after ? 7 : 0;
}

static void seen_free(Seen *s)
{
    for (int i = 0; i < s->n; i++)
        free(s->id[i]);
}

START_TEST(test_collection)
{
    FILE *f = fopen(DATA "collection.epd", "r");
    ck_assert_ptr_nonnull(f);
    Seen s = {0};
    ck_assert_int_eq(fen_read_collection(f, "c.epd", collect, &s), 0);
    fclose(f);
    ck_assert_int_eq(s.n, 4);
    ck_assert_int_eq(s.lineno[0], 2);
    ck_assert_str_eq(s.id[0], "polgar-307");
    ck_assert_str_eq(s.err[0], "");
    ck_assert_int_eq(s.lineno[1], 4);
    ck_assert_ptr_null(s.id[1]);
    ck_assert_str_eq(s.err[1], "c.epd:4: field 6: bad move number '1x'");
    ck_assert_str_eq(s.fen[1], "4k3/8/8/8/8/8/8/4K3 w - -");
    ck_assert_int_eq(s.lineno[2], 5);
    ck_assert_str_eq(s.id[2], "polgar-311");
    ck_assert_str_eq(s.err[2], "");
    ck_assert_int_eq(s.lineno[3], 6);
    ck_assert_str_eq(s.id[3], "bad-letter");
    ck_assert_str_eq(s.err[3], "c.epd:6: field 1, rank 8: unknown piece letter 'x'");
    seen_free(&s);
}
END_TEST

START_TEST(test_collection_stop_and_junk)
{
    FILE *f = fopen(DATA "collection.epd", "r");
    ck_assert_ptr_nonnull(f);
    Seen s = {.stop_after = 2};
    ck_assert_int_eq(fen_read_collection(f, "c.epd", collect, &s), 7);
    fclose(f);
    ck_assert_int_eq(s.n, 2);
    seen_free(&s);

    /* Binary junk and an empty file: a record each / nothing, reading goes on. */
    static const char junk[] = "\x01\x02\xff\n\0\0\n1Q6/8/8/8/8/k2K4/8/8 w - -\n";
    char *path = temp_file(junk, sizeof junk - 1);
    f = fopen(path, "r");
    Seen t = {0};
    ck_assert_int_eq(fen_read_collection(f, "j", collect, &t), 0);
    fclose(f);
    ck_assert_int_eq(t.n, 3);
    ck_assert_str_eq(t.err[0], "j:1: not text: control character 0x01 at column 1");
    ck_assert_str_eq(t.err[1], "j:2: not text: NUL byte at column 1");
    ck_assert_str_eq(t.err[2], "");
    seen_free(&t);
    unlink(path);
    free(path);

    path = temp_file("", 0);
    f = fopen(path, "r");
    Seen u = {0};
    ck_assert_int_eq(fen_read_collection(f, "e", collect, &u), 0);
    fclose(f);
    ck_assert_int_eq(u.n, 0);
    unlink(path);
    free(path);
}
END_TEST

/* ---- the line cap ---- */

/* len bytes of text: line, then c up to len - 1 bytes, then a newline. */
static char *padded_line(const char *line, char c, size_t len)
{
    char *s = malloc(len + 1);
    ck_assert_ptr_nonnull(s);
    size_t n = strlen(line);
    memcpy(s, line, n);
    memset(s + n, c, len - 1 - n);
    s[len - 1] = '\n';
    s[len] = '\0';
    return s;
}

START_TEST(test_line_cap)
{
    /* 65536 bytes before the newline is a line; 65537 is one too many. */
    char *fit = padded_line("1Q6/8/8/8/8/k2K4/8/8 w - -; id \"fits\";", ' ', FEN_LINE_MAX + 1);
    char *over = padded_line("8/8/2p5/2Q5/7k/5K2/8/8 w - -; id \"over\";", ' ', FEN_LINE_MAX + 2);
    char *comment = padded_line("# a long comment", 'c', 3 * FEN_LINE_MAX);
    size_t n = strlen(fit) + strlen(over) + strlen(comment) + 64;
    char *text = malloc(n);
    ck_assert_ptr_nonnull(text);
    snprintf(text, n, "%s%s%s4K2k/8/5N2/4Q3/8/8/8/8 w - -\n", fit, over, comment);
    char *path = temp_file(text, strlen(text));
    FILE *f = fopen(path, "r");
    Seen s = {0};
    ck_assert_int_eq(fen_read_collection(f, "cap", collect, &s), 0);
    fclose(f);
    ck_assert_int_eq(s.n, 3);
    ck_assert_str_eq(s.id[0], "fits");
    ck_assert_str_eq(s.err[0], "");
    /* the record of the long line still says what its start tells */
    ck_assert_str_eq(s.err[1], "cap:2: line longer than 65536 bytes");
    ck_assert_str_eq(s.id[1], "over");
    ck_assert_str_eq(s.fen[1], "8/8/2p5/2Q5/7k/5K2/8/8 w - -");
    ck_assert_int_eq(s.lineno[2], 4);
    ck_assert_str_eq(s.fen[2], "4K2k/8/5N2/4Q3/8/8/8/8 w - -");
    ck_assert_str_eq(s.err[2], "");
    seen_free(&s);

    /* What a reader holds stays bounded, however long the line. */
    f = fopen(path, "r");
    char *line = NULL;
    size_t cap = 0, len;
    ck_assert_int_eq(fen_next_line(f, &line, &cap, &len), 1);
    ck_assert_uint_eq(len, FEN_LINE_MAX + 1);
    ck_assert_int_eq(fen_next_line(f, &line, &cap, &len), FEN_LINE_LONG);
    ck_assert_uint_eq(len, FEN_LINE_MAX);
    ck_assert_int_eq(fen_skip_line(f), 0);
    ck_assert_int_eq(fen_next_line(f, &line, &cap, &len), FEN_LINE_LONG);
    ck_assert_int_eq(fen_skip_line(f), 0);
    ck_assert_int_eq(fen_next_line(f, &line, &cap, &len), 1);
    ck_assert_int_eq(fen_next_line(f, &line, &cap, &len), 0);
    ck_assert_uint_le(cap, FEN_LINE_MAX + 2);
    fclose(f);
    free(line);
    unlink(path);
    free(path);
    free(text);
    free(fit);
    free(over);
    free(comment);
}
END_TEST

/* A read error inside a line: the lines before it are read, the one it cuts
 * is not a problem (no record is made of a line not read whole). */
START_TEST(test_collection_read_error)
{
    FILE *f = failing_stream("1Q6/8/8/8/8/k2K4/8/8 w - -; id \"a\"\n"
                             "8/8/2p5/2Q5/7k/5K2/8/8 w - -; id \"b\"\n"
                             "4K2k/8/5N");
    Seen s = {0};
    errno = 0;
    ck_assert_int_eq(fen_read_collection(f, "e.epd", collect, &s), -1);
    ck_assert_int_eq(errno, EIO);
    fclose(f);
    ck_assert_int_eq(s.n, 2);
    ck_assert_str_eq(s.id[0], "a");
    ck_assert_str_eq(s.id[1], "b");
    ck_assert_str_eq(s.err[1], "");
    seen_free(&s);
}
END_TEST

Suite *fen_suite(void)
{
    Suite *s = suite_create("fen");
    TCase *tc = tcase_create("parse");
    tcase_add_test(tc, test_plain_fen);
    tcase_add_test(tc, test_fields_5_6);
    tcase_add_test(tc, test_side_to_move_may_be_in_check);
    tcase_add_test(tc, test_epd_id);
    tcase_add_test(tc, test_epd_other_ops);
    tcase_add_test(tc, test_epd_with_counters);
    tcase_add_test(tc, test_round_trip);
    tcase_add_test(tc, test_write_defaults_and_short_buffer);
    tcase_add_loop_test(tc, test_bad_field, 0, (int)(sizeof bad_fields / sizeof *bad_fields));
    tcase_add_loop_test(tc, test_bad_position, 0, (int)(sizeof bad_positions / sizeof *bad_positions));
    tcase_add_test(tc, test_error_keeps_fen_and_id);
    tcase_add_test(tc, test_castling_dropped);
    tcase_add_test(tc, test_ep_dropped);
    tcase_add_test(tc, test_blank);
    suite_add_tcase(s, tc);

    TCase *hostile = tcase_create("hostile");
    tcase_set_timeout(hostile, 30);
    tcase_add_test(hostile, test_long_lines);
    tcase_add_test(hostile, test_binary_junk);
    tcase_add_test(hostile, test_small_error_buffer);
    suite_add_tcase(s, hostile);

    TCase *files = tcase_create("files");
    tcase_set_timeout(files, 30);
    tcase_add_test(files, test_read_file);
    tcase_add_test(files, test_read_file_errors);
    tcase_add_test(files, test_read_file_long_line);
    tcase_add_test(files, test_read_stdin);
    tcase_add_test(files, test_collection);
    tcase_add_test(files, test_collection_stop_and_junk);
    tcase_add_test(files, test_read_file_read_error);
    tcase_add_test(files, test_collection_read_error);
    tcase_add_test(files, test_line_cap);
    suite_add_tcase(s, files);
    return s;
}
