/* san.c - SAN of a move in a position. */
#include "solver/san.h"
#include "solver/movegen.h"
#include "solver/tables.h"

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
    out[0] = '\0';
    /* Most often no other man of the kind could go to 'to' even on an empty
     * board: then nothing needs telling apart, and no list is generated. */
    uint64_t others = pos->men[PCOLOUR(piece)][PTYPE(piece)] & ~BIT(from);
    bool maybe = false;
    for (; others && !maybe; others &= others - 1)
        maybe = attack_table[DIFF(SQ88(__builtin_ctzll(others)), to)] & (1 << PTYPE(piece));
    if (!maybe)
        return;
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
    Position after = position_after(pos, m);
    return is_mate(&after) ? "#" : "+";
}

/* Appends s to the text o (n bytes so far) and returns the new length. */
static size_t put(char *o, size_t n, const char *s)
{
    while (*s)
        o[n++] = *s++;
    return n;
}

/* The SAN of m with its check or mate sign (suffix: "", "+" or "#"). */
static char *san_with(const Position *pos, Move m, Lang lang, const char *suffix, char *buf, size_t len)
{
    int from = M_FROM(m), to = M_TO(m);
    int type = PTYPE(pos->board[from]);
    /* Read from the board, not the flags, so any legal encoding reads the same. */
    bool ep = type == PAWN && FILE_OF(from) != FILE_OF(to) && pos->board[to] == EMPTY;
    bool capture = pos->board[to] != EMPTY || ep;
    int span = FILE_OF(to) - FILE_OF(from);
    bool castle = type == KING && (span == 2 || span == -2);
    char dest[3], text[32]; /* the longest: "exd6 e.p.+", "Qa1xb2#", "0-0-0#" */
    square_name(to, dest);
    size_t n = 0;
    /* Written byte by byte, not with snprintf: the record writes one SAN a first move. */
    if (castle) {
        n = put(text, n, span > 0 ? "0-0" : "0-0-0");
    } else if (type == PAWN) {
        if (capture) {
            text[n++] = (char)('a' + FILE_OF(from));
            text[n++] = 'x';
        }
        n = put(text, n, dest);
        if (M_PROMO(m)) {
            text[n++] = '=';
            text[n++] = piece_letter(lang, M_PROMO(m));
        }
        if (capture && ep)
            n = put(text, n, " e.p.");
    } else {
        char dis[3];
        disambiguation(pos, m, dis);
        text[n++] = piece_letter(lang, type);
        n = put(text, n, dis);
        if (capture)
            text[n++] = 'x';
        n = put(text, n, dest);
    }
    n = put(text, n, suffix);
    if (len > 0) { /* cut as snprintf cuts */
        size_t k = n < len - 1 ? n : len - 1;
        memcpy(buf, text, k);
        buf[k] = '\0';
    }
    return buf;
}

char *move_to_san(const Position *pos, Move m, Lang lang, char *buf, size_t len)
{
    return san_with(pos, m, lang, check_suffix(pos, m), buf, len);
}

char *move_to_san_no_mate(const Position *pos, Move m, bool check, Lang lang, char *buf, size_t len)
{
    return san_with(pos, m, lang, check ? "+" : "", buf, len);
}

/* ---- reading a move ---------------------------------------------------- */

size_t san_ep_length(const char *t)
{
    if (strncmp(t, "e.", 2) != 0)
        return 0;
    size_t n = 2 + strspn(t + 2, " \t");
    return strncmp(t + n, "p.", 2) == 0 ? n + 2 : 0;
}

/* The move text without what does not tell moves apart: a move number ("1.",
 * "1..."), capture, check and mate signs, '=' and '-', "e.p." (or "e. p."),
 * marks '!' '?', spaces. Returns false when nothing is left or it does not fit in len. */
static bool normalise(const char *text, char *out, size_t len)
{
    const char *s = text;
    while (*s == ' ')
        s++;
    const char *t = s;
    while (*t >= '0' && *t <= '9')
        t++;
    if (t > s && *t == '.') { /* a move number */
        while (*t == '.')
            t++;
        s = t;
    }
    size_t n = 0;
    for (; *s; s++) {
        size_t ep = san_ep_length(s);
        if (ep) {
            s += ep - 1;
            continue;
        }
        if (strchr("x:-=+#!? ()", *s))
            continue;
        if (n + 1 >= len)
            return false;
        out[n++] = *s == 'O' ? '0' : *s; /* O-O as 0-0 */
    }
    out[n] = '\0';
    return n > 0;
}

/* Whether s (normalised) has the shape of a move: castling, UCI, or SAN and long
 * algebraic with an optional piece letter (any language chiave writes). */
static bool move_shaped(const char *s)
{
    if (strcmp(s, "00") == 0 || strcmp(s, "000") == 0)
        return true;
    size_t i = 0;
    if (strchr("KQRBNPDTACLSF", s[i]) && s[i])
        i++;
    int squares = 0, files = 0, ranks = 0;
    while (s[i]) {
        if (s[i] >= 'a' && s[i] <= 'h' && s[i + 1] >= '1' && s[i + 1] <= '8') {
            squares++;
            i += 2;
        } else if (s[i] >= 'a' && s[i] <= 'h' && squares == 0) {
            files++;
            i++;
        } else if (s[i] >= '1' && s[i] <= '8' && squares == 0) {
            ranks++;
            i++;
        } else {
            break;
        }
    }
    if (squares < 1 || squares > 2 || files + ranks > 1 || (squares == 2 && files + ranks))
        return false;
    if (s[i] && strchr("QRBNDTACLSFqrbn", s[i])) /* promotion */
        i++;
    return s[i] == '\0';
}

bool move_text_shaped(const char *text)
{
    char s[32];
    return normalise(text, s, sizeof s) && move_shaped(s);
}

/* Whether normalised s names legal move m of pos, read in language lang. */
static bool names_move(const Position *pos, Move m, const char *s, Lang lang)
{
    int from = M_FROM(m), to = M_TO(m), type = PTYPE(pos->board[from]);
    int span = FILE_OF(to) - FILE_OF(from);
    if (type == KING && (span == 2 || span == -2))
        return strcmp(s, span > 0 ? "00" : "000") == 0;
    char f[3], t[3], form[16];
    square_name(from, f);
    square_name(to, t);
    if (type == PAWN) {
        /* "e4" or "ed5" (a capture names its file), or "e2e4"; then the promotion. */
        char promo = M_PROMO(m) ? piece_letter(lang, M_PROMO(m)) : '\0';
        snprintf(form, sizeof form, "%.*s%s%.1s", FILE_OF(from) != FILE_OF(to), f, t, &promo);
        if (strcmp(s, form) == 0)
            return true;
        snprintf(form, sizeof form, "%s%s%.1s", f, t, &promo);
        return strcmp(s, form) == 0;
    }
    /* "Nd2", "Nbd2", "N1d2" or "Nb1d2": as much of the square it leaves as one likes. */
    static const struct { int at, n; } parts[] = { { 0, 0 }, { 0, 1 }, { 1, 1 }, { 0, 2 } };
    for (size_t k = 0; k < sizeof parts / sizeof *parts; k++) {
        snprintf(form, sizeof form, "%c%.*s%s", piece_letter(lang, type), parts[k].n, f + parts[k].at, t);
        if (strcmp(s, form) == 0)
            return true;
    }
    return false;
}

int move_from_text(const Position *pos, const char *text, Lang lang, Move *out)
{
    char s[32];
    if (!normalise(text, s, sizeof s))
        return -1;
    MoveList list;
    gen_legal(pos, &list);
    /* UCI first: "e2e4", "e7e8q" (any case). */
    char lower[32];
    for (size_t i = 0; i <= strlen(s); i++)
        lower[i] = (char)(s[i] >= 'A' && s[i] <= 'Z' ? s[i] - 'A' + 'a' : s[i]);
    Move uci = move_from_uci(pos, lower);
    if (uci != MOVE_NONE && strlen(lower) >= 4) {
        *out = uci;
        return 1;
    }
    if (!move_shaped(s))
        return -1;
    /* SAN and long algebraic: the reader's language first, then the others. */
    Lang order[] = { lang, LANG_EN, LANG_IT, LANG_DE, LANG_FR };
    for (size_t k = 0; k < sizeof order / sizeof *order; k++) {
        if (k > 0 && order[k] == lang)
            continue;
        int found = 0;
        for (int i = 0; i < list.n; i++)
            if (names_move(pos, list.moves[i], s, order[k])) {
                if (found++ == 0)
                    *out = list.moves[i];
            }
        if (found)
            return found;
    }
    return 0;
}
