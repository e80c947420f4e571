/* edit.c - the edits of a position and the versions they make. */
#include "solver/aids/edit.h"

#include <stdio.h>
#include <string.h>
#include "fen/epd/fen.h"
#include "fen/epd/fen_position.h"
#include "fen/legal.h"
#include "solver/report/tr.h"

/* FEN's letter of piece: upper case for White, lower case for Black. */
static char fen_letter(uint8_t piece)
{
    char c = " PNBRQK"[PTYPE(piece)];
    return PCOLOUR(piece) == WHITE ? c : (char)(c - 'A' + 'a');
}

char *man_text(uint8_t piece, int sq, Lang lang, char *buf, size_t len)
{
    char name[3];
    square_name(sq, name);
    /* TRANSLATORS: a man's colour before it in a twin's heading: "+wQa7" (w white, b black). */
    const char *colour = PCOLOUR(piece) == WHITE ? tr_c(lang, "twinning", "w") : tr_c(lang, "twinning", "b");
    snprintf(buf, len, "%s%c%s", colour, piece_letter(lang, PTYPE(piece)), name);
    return buf;
}

/* The man e edits, on the square it stands on before the edit (or is added on):
 * FEN's "pg3" when lang is -1, else man_text's "bPg3". */
static void edited_man(const Edit *e, int lang, char *buf, size_t len)
{
    int sq = e->kind == EDIT_ADD ? e->to : e->from;
    if (lang >= 0) {
        man_text(e->piece, sq, (Lang)lang, buf, len);
        return;
    }
    char name[3];
    square_name(sq, name);
    snprintf(buf, len, "%c%s", fen_letter(e->piece), name);
}

static char *edit_text_in(const Edit *e, int lang, char *buf, size_t len)
{
    char man[16], to[3] = { 0 };
    edited_man(e, lang, man, sizeof man);
    switch ((EditKind)e->kind) {
    case EDIT_ADD:
        snprintf(buf, len, "+%s", man);
        break;
    case EDIT_REMOVE:
        snprintf(buf, len, "-%s", man);
        break;
    case EDIT_MOVE:
        square_name(e->to, to);
        snprintf(buf, len, "%s-%s", man, to);
        break;
    case EDIT_KIND: /* the new kind keeps the colour: its letter alone */
        snprintf(buf, len, "%s=%c", man,
                 lang < 0 ? fen_letter(e->to_piece) : piece_letter((Lang)lang, PTYPE(e->to_piece)));
        break;
    }
    return buf;
}

char *edit_text(const Edit *e, char *buf, size_t len)
{
    return edit_text_in(e, -1, buf, len);
}

char *edit_text_lang(const Edit *e, Lang lang, char *buf, size_t len)
{
    return edit_text_in(e, lang, buf, len);
}

static int value(uint8_t piece)
{
    static const int v[8] = { 0, 1, 3, 3, 5, 9, 0, 0 };
    return v[PTYPE(piece)];
}

int edit_material(const Edit *e)
{
    switch ((EditKind)e->kind) {
    case EDIT_ADD: return value(e->piece);
    case EDIT_REMOVE: return -value(e->piece);
    case EDIT_MOVE: return 0;
    case EDIT_KIND: return value(e->to_piece) - value(e->piece);
    }
    return 0;
}

static uint64_t bit(int sq)
{
    return 1ULL << (RANK_OF(sq) * 8 + FILE_OF(sq));
}

uint64_t edit_squares(const Edit *e)
{
    uint64_t b = 0;
    if (e->kind != EDIT_ADD)
        b |= bit(e->from);
    if (e->kind == EDIT_ADD || e->kind == EDIT_MOVE)
        b |= bit(e->to);
    return b;
}

static bool pawn_allowed(int sq)
{
    return RANK_OF(sq) != 0 && RANK_OF(sq) != 7;
}

int edit_all(const Position *pos, Edit *out, int cap)
{
    int n = 0;
#define PUT(...) do { Edit e_ = { __VA_ARGS__ }; if (n < cap) out[n] = e_; n++; } while (0)
    for (int sq = 0; sq < 128; sq++) {
        uint8_t pc = pos->board[sq];
        if (OFFBOARD(sq) || pc == EMPTY || PTYPE(pc) == KING)
            continue;
        PUT(.kind = EDIT_REMOVE, .piece = pc, .from = (int8_t)sq);
    }
    for (int sq = 0; sq < 128; sq++) {
        uint8_t pc = pos->board[sq];
        if (OFFBOARD(sq) || pc == EMPTY || PTYPE(pc) == KING)
            continue;
        for (int t = PAWN; t <= QUEEN; t++)
            if (t != PTYPE(pc) && (t != PAWN || pawn_allowed(sq)))
                PUT(.kind = EDIT_KIND, .piece = pc, .to_piece = PIECE(PCOLOUR(pc), t), .from = (int8_t)sq);
    }
    for (int sq = 0; sq < 128; sq++) {
        uint8_t pc = pos->board[sq];
        if (OFFBOARD(sq) || pc == EMPTY)
            continue;
        for (int to = 0; to < 128; to++)
            if (!OFFBOARD(to) && pos->board[to] == EMPTY && (PTYPE(pc) != PAWN || pawn_allowed(to)))
                PUT(.kind = EDIT_MOVE, .piece = pc, .from = (int8_t)sq, .to = (int8_t)to);
    }
    for (int to = 0; to < 128; to++) {
        if (OFFBOARD(to) || pos->board[to] != EMPTY)
            continue;
        for (int c = WHITE; c <= BLACK; c++)
            for (int t = PAWN; t <= QUEEN && pos->count[c] < MAX_MEN; t++)
                if (t != PAWN || pawn_allowed(to))
                    PUT(.kind = EDIT_ADD, .piece = PIECE(c, t), .to = (int8_t)to);
    }
#undef PUT
    return n;
}

char *edit_fen4(const Position *pos, char *buf, size_t len)
{
    char full[160];
    fen_write(pos, full, sizeof full);
    /* Cut before the fifth field (the halfmove clock). */
    char *p = full;
    for (int fields = 0; *p && fields < 4; fields++) {
        p += strcspn(p, " ");
        if (fields < 3 && *p)
            p++;
    }
    *p = '\0';
    snprintf(buf, len, "%s", full);
    return buf;
}

int edit_apply(const Problem *pb, const Edit *e, int n, Problem *out, char *err, size_t errlen)
{
    const Position *pos = &pb->pos;
    FenFields f;
    memcpy(f.board, pos->board, sizeof f.board);
    f.side = pos->side;
    f.castle = pos->castle;
    f.ep = pos->ep;
    for (int i = 0; i < n; i++) {
        switch ((EditKind)e[i].kind) {
        case EDIT_ADD: f.board[e[i].to] = e[i].piece; break;
        case EDIT_REMOVE: f.board[e[i].from] = EMPTY; break;
        case EDIT_MOVE:
            f.board[e[i].from] = EMPTY;
            f.board[e[i].to] = e[i].piece;
            break;
        case EDIT_KIND: f.board[e[i].from] = e[i].to_piece; break;
        }
    }
    memset(out, 0, sizeof *out);
    out->pos.halfmove = pos->halfmove;
    out->pos.fullmove = pos->fullmove;
    if (fen_build_position(&f, FEN_POSITION_WORDS, out, err, errlen))
        return -1;
    edit_fen4(&out->pos, out->fen, sizeof out->fen);
    return 0;
}

bool edit_breaks_legality(const Problem *pb, const Problem *v)
{
    LegalWarning was[LEGAL_MAX], now[LEGAL_MAX];
    int nwas = legal_check(&pb->pos, was), nnow = legal_check(&v->pos, now);
    for (int i = 0; i < nnow; i++) {
        bool old = false;
        for (int j = 0; j < nwas && !old; j++)
            old = was[j].kind == now[i].kind && was[j].colour == now[i].colour;
        if (!old)
            return true;
    }
    return false;
}
