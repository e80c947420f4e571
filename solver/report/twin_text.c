/* twin_text.c - a twin's line in the reader's language (see twin_text.h). */
#include "solver/report/twin_text.h"

#include <string.h>
#include "solver/report/tr.h"

/* The words a twinning is written with (fen/popeye/popeye_twin.c, popeye_pieces.c),
 * each translated in the context "twinning": in German and French the words of
 * Popeye's own language, which composers type there. */
static const char *const WORDS[] = {
    NC_("twinning", "diagram"), NC_("twinning", "continued"), NC_("twinning", "move"),
    NC_("twinning", "exchange"), NC_("twinning", "remove"), NC_("twinning", "add"),
    NC_("twinning", "rotate"), NC_("twinning", "mirror"), NC_("twinning", "shift"),
    NC_("twinning", "polishtype"), NC_("twinning", "substitute"),
    NC_("twinning", "stipulation"), NC_("twinning", "condition"), NC_("twinning", "white"),
    NC_("twinning", "black"), NC_("twinning", "neutral"),
};

/* The piece type of Popeye's English letter (K Q R B S P), or 0. */
static int popeye_type(char c)
{
    static const char letters[] = "PSBRQK"; /* PAWN .. KING */
    const char *p = c ? strchr(letters, c) : NULL;
    return p ? PAWN + (int)(p - letters) : 0;
}

/* Whether s is one or more squares ("b3", "b3c4"). */
static bool squares(const char *s, size_t n)
{
    if (n == 0 || n % 2)
        return false;
    for (size_t i = 0; i < n; i += 2)
        if (s[i] < 'a' || s[i] > 'h' || s[i + 1] < '1' || s[i + 1] > '8')
            return false;
    return true;
}

/* One word of the twinning, w[0..n), in lang. */
static void word(FILE *out, const char *w, size_t n, Lang lang)
{
    for (size_t i = 0; i < sizeof WORDS / sizeof *WORDS; i++)
        if (strlen(WORDS[i]) == n && memcmp(WORDS[i], w, n) == 0) {
            fputs(tr_c(lang, "twinning", WORDS[i]), out);
            return;
        }
    /* An orthodox man: "Qa7", or a letter of "substitute S B". */
    int type = popeye_type(w[0]);
    if (type && (n == 1 || squares(w + 1, n - 1))) {
        fputc(piece_letter(lang, type), out);
        w++, n--;
    }
    fwrite(w, 1, n, out);
}

void twin_text_line(FILE *out, const Problem *pb, Lang lang)
{
    if (!pb->twin)
        return;
    fprintf(out, "%s) ", pb->twin);
    const char *t = pb->twinning ? pb->twinning : "";
    if (lang == LANG_EN) {
        fputs(t, out); /* as the record has it, Popeye's S for the knight too */
    } else {
        while (*t) {
            size_t gap = strspn(t, " "), n = strcspn(t + gap, " ");
            fwrite(t, 1, gap, out);
            word(out, t + gap, n, lang);
            t += gap + n;
        }
    }
    fputc('\n', out);
}
