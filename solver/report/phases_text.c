/* phases_text.c - a theme across phases in the Analysis: each phase it rests on
 * with its threats, the defences and mates that make the theme, and refutations. */
#include <string.h>
#include "solver/report/phases_text.h"
#include "solver/movegen.h"
#include "solver/report/moves_text.h"
#include "solver/report/theme_words.h"
#include "solver/report/tr.h"
#include "themes/theme_table.h"

/* The SAN of uci in pos, or the uci itself when it is not a legal move there. */
static void put(FILE *out, const Position *pos, const char *uci, Lang lang)
{
    char san[SAN_MAX];
    Move m = uci ? move_from_uci(pos, uci) : MOVE_NONE;
    fputs(m == MOVE_NONE ? (uci ? uci : "?") : move_to_san(pos, m, lang, san, sizeof san), out);
}

static Position after(const Position *pos, const char *uci)
{
    Position p = *pos;
    Move m = uci ? move_from_uci(pos, uci) : MOVE_NONE;
    Undo u;
    if (m != MOVE_NONE)
        make_move(&p, m, &u);
    return p;
}


/* "1.Bc3? (2.Qd1#) 1...Kd3 2.Qb1# but 1...Ke3!", or "set 1...Kd3 2.Qb1#". */
static void block(FILE *out, const json_t *b, const Position *start, Lang lang)
{
    const char *move = json_string_value(json_object_get(b, "move"));
    const char *label = json_string_value(json_object_get(b, "phase"));
    Position pos = *start, passed;
    Undo u;
    if (move) {
        fputs("1.", out);
        put(out, start, move, lang);
        fputs(label && label[strlen(label) - 1] == '!' ? "!" : "?", out);
        pos = after(start, move);
    } else {
        /* TRANSLATORS: the set play as a phase of a theme: "set 1...Kd3 2.Qb1#". */
        fputs(tr(lang, "set"), out);
        make_null(&pos, &u);
    }
    const json_t *threats = json_object_get(b, "threats");
    if (json_array_size(threats) > 0) {
        passed = pos;
        make_null(&passed, &u);
        fputs(" (", out);
        size_t i;
        json_t *t;
        json_array_foreach(threats, i, t) {
            fputs(i ? " 2." : "2.", out);
            put(out, &passed, json_string_value(t), lang);
        }
        fputc(')', out);
    }
    size_t i;
    json_t *v;
    json_array_foreach(json_object_get(b, "variations"), i, v) {
        const char *d = json_string_value(json_object_get(v, "defence"));
        fputs(" 1...", out);
        put(out, &pos, d, lang);
        Position a = after(&pos, d);
        text_mates_uci(out, &a, json_object_get(v, "mates"), lang); /* 2.h8=Q# (=R) */
    }
    const json_t *refuts = json_object_get(b, "refutations");
    json_array_foreach(refuts, i, v) {
        if (i == 0)
            fprintf(out, " %s", tr(lang, "but"));
        fputs(" 1...", out);
        put(out, &pos, json_string_value(v), lang);
        fputc('!', out);
    }
}

void phases_text_label(const json_t *e, Lang lang, char *buf, size_t len)
{
    const json_t *m = json_object_get(e, "m"), *n = json_object_get(e, "n");
    const char *name = json_string_value(json_object_get(e, "name"));
    ThemeId id = theme_find(name);
    /* A theme of one key with phases (transferred mates from the set play) has no
     * title: its words. */
    const char *title = id != THEME_NONE && !theme_info(id)->title ? theme_words(name, lang)
                                                                   : tr(lang, theme_title(name));
    if (json_is_integer(m) && json_is_integer(n))
        snprintf(buf, len, "%s %lldx%lld", title, (long long)json_integer_value(m),
                 (long long)json_integer_value(n));
    else if (json_is_integer(n))
        snprintf(buf, len, "%s %lld", title, (long long)json_integer_value(n));
    else
        snprintf(buf, len, "%s", title);
}

void phases_text_title(FILE *out, const json_t *e, Lang lang)
{
    char label[128];
    phases_text_label(e, lang, label, sizeof label);
    fputs(label, out);
}

bool phases_text_entry(FILE *out, const json_t *e, const Position *start, Lang lang)
{
    const json_t *play = json_object_get(e, "play");
    if (!json_object_get(e, "phases") || !json_is_array(play))
        return false;
    fputs("  ", out);
    phases_text_title(out, e, lang);
    fputc(':', out);
    size_t i;
    json_t *b;
    json_array_foreach(play, i, b) {
        fputs(i ? "; " : " ", out);
        block(out, b, start, lang);
    }
    fputc('\n', out);
    return true;
}
