/* san.c - SAN of a move in a position. */
#include "solver/san.h"
#include "solver/movegen.h"

#include <stdio.h>
#include <string.h>

/* Indexed by piece type: EMPTY, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING. */
static const char *const LETTERS[] = {
    [LANG_EN] = " PNBRQK",
    [LANG_IT] = " PCATDR",
    [LANG_DE] = " BSLTDK",
    [LANG_FR] = " PCFTDR",
};
static const char *const LANG_NAMES[] = {
    [LANG_EN] = "en", [LANG_IT] = "it", [LANG_DE] = "de", [LANG_FR] = "fr",
};

bool lang_parse(const char *name, Lang *out)
{
    for (int l = LANG_EN; l <= LANG_FR; l++)
        if (strcmp(name, LANG_NAMES[l]) == 0) {
            *out = (Lang)l;
            return true;
        }
    return false;
}

char piece_letter(Lang lang, int type)
{
    if (type < PAWN || type > KING)
        return '?';
    return LETTERS[lang][type];
}

/* The part that tells m apart from other moves of the same piece type to the
 * same square: file if that suffices, else rank, else both. */
static void disambiguation(const Position *pos, Move m, char *out)
{
    int from = M_FROM(m), to = M_TO(m);
    uint8_t piece = pos->board[from];
    bool clash = false, same_file = false, same_rank = false;
    MoveList list;
    gen_legal(pos, &list);
    for (int i = 0; i < list.n; i++) {
        int f = M_FROM(list.moves[i]);
        if (f == from || M_TO(list.moves[i]) != to || pos->board[f] != piece)
            continue;
        clash = true;
        same_file |= FILE_OF(f) == FILE_OF(from);
        same_rank |= RANK_OF(f) == RANK_OF(from);
    }
    int n = 0;
    if (clash && (!same_file || same_rank))
        out[n++] = (char)('a' + FILE_OF(from));
    if (clash && same_file)
        out[n++] = (char)('1' + RANK_OF(from));
    out[n] = '\0';
}

static const char *check_suffix(const Position *pos, Move m)
{
    if (!gives_check(pos, m))
        return "";
    Position after = *pos;
    Undo u;
    make_move(&after, m, &u);
    return is_mate(&after) ? "#" : "+";
}

char *move_to_san(const Position *pos, Move m, Lang lang, char *buf, size_t len)
{
    int from = M_FROM(m), to = M_TO(m);
    int type = PTYPE(pos->board[from]);
    const char *suffix = check_suffix(pos, m);
    /* Read from the board, not the flags, so any legal encoding reads the same. */
    bool ep = type == PAWN && FILE_OF(from) != FILE_OF(to) && pos->board[to] == EMPTY;
    bool capture = pos->board[to] != EMPTY || ep;
    int span = FILE_OF(to) - FILE_OF(from);
    bool castle = type == KING && (span == 2 || span == -2);
    char dest[3];
    square_name(to, dest);

    if (castle) {
        snprintf(buf, len, "%s%s", span > 0 ? "0-0" : "0-0-0", suffix);
    } else if (type == PAWN) {
        char promo[3] = "";
        if (M_PROMO(m))
            snprintf(promo, sizeof promo, "=%c", piece_letter(lang, M_PROMO(m)));
        if (capture)
            snprintf(buf, len, "%cx%s%s%s%s", 'a' + FILE_OF(from), dest, promo,
                     ep ? " e.p." : "", suffix);
        else
            snprintf(buf, len, "%s%s%s", dest, promo, suffix);
    } else {
        char dis[3];
        disambiguation(pos, m, dis);
        snprintf(buf, len, "%c%s%s%s%s", piece_letter(lang, type), dis,
                 capture ? "x" : "", dest, suffix);
    }
    return buf;
}
