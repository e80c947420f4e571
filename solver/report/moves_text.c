/* moves_text.c - moves as the text report writes them. */
#include <string.h>
#include "solver/report/moves_text.h"
#include "solver/movegen.h"
#include "themes/theme_play.h"

void text_san(FILE *out, const Position *pos, Move m, Lang lang)
{
    char buf[SAN_MAX];
    fputs(move_to_san(pos, m, lang, buf, sizeof buf), out);
}

bool text_same_san(const Position *pa, Move a, const Position *pb, Move b, Lang lang)
{
    char sa[SAN_MAX], sb[SAN_MAX];
    Move la = move_legal(pa, a), lb = move_legal(pb, b);
    return la != MOVE_NONE && lb != MOVE_NONE
           && strcmp(move_to_san(pa, la, lang, sa, sizeof sa), move_to_san(pb, lb, lang, sb, sizeof sb)) == 0;
}

bool text_mate(FILE *out, const char *lead, const Position *pos, const Move *m, int n, int i, Lang lang)
{
    for (int j = 0; j < i; j++)
        if (promotions_alike(m[j], m[i]))
            return false;
    fputs(lead, out);
    text_san(out, pos, m[i], lang);
    const char *sep = " (=";
    for (int j = i + 1; j < n; j++)
        if (promotions_alike(m[i], m[j])) {
            fprintf(out, "%s%c", sep, piece_letter(lang, M_PROMO(m[j])));
            sep = " =";
        }
    if (sep[1] != '(')
        fputc(')', out);
    return true;
}

void text_mates(FILE *out, const Position *pos, const Move *m, int n, Lang lang)
{
    for (int i = 0; i < n; i++)
        text_mate(out, " 2.", pos, m, n, i, lang);
}

/* text_mates_loose with lead before the first mate written and " 2." before the others. */
static void mates_loose(FILE *out, const char *lead, const Position *pos, const Move *m, int n, Lang lang)
{
    Move list[MAX_MOVES];
    int k = 0;
    for (int i = 0; i < n; i++) {
        Move mate = move_legal(pos, m[i]);
        char buf[8];
        if (mate == MOVE_NONE) {
            fprintf(out, "%s%s", lead, move_to_uci(m[i], buf));
            lead = " 2.";
        } else if (k < MAX_MOVES) {
            list[k++] = mate;
        }
    }
    for (int i = 0; i < k; i++)
        if (text_mate(out, lead, pos, list, k, i, lang))
            lead = " 2.";
}

void text_mates_loose(FILE *out, const Position *pos, const Move *m, int n, Lang lang)
{
    mates_loose(out, " 2.", pos, m, n, lang);
}

void text_threats(FILE *out, const Position *passed, const Move *m, int n, Lang lang)
{
    fputs(" (", out);
    mates_loose(out, "2.", passed, m, n, lang);
    fputc(')', out);
}

void text_man(char *buf, size_t len, const Position *now, const Position *was, int sq, Lang lang)
{
    char name[3];
    square_name(sq, name);
    uint8_t pc = EMPTY;
    if (sq >= 0 && !OFFBOARD(sq))
        pc = now->board[sq] != EMPTY ? now->board[sq] : was->board[sq];
    if (pc == EMPTY || PTYPE(pc) == PAWN)
        snprintf(buf, len, "%s", name);
    else
        snprintf(buf, len, "%c%s", piece_letter(lang, PTYPE(pc)), name);
}
