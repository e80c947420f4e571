/* record_themes.c - the theme entries as the record's JSON text: the present
 * fields in EntryField order, the order the record has always had. */
#include "solver/report/record_themes.h"

#include "solver/report/json_moves.h"
#include "themes/king_squares.h"

#define LIT(t, s) jt_put(t, s, sizeof s - 1)

/* "name": (names and moves are ASCII with nothing to escape). */
static void name(Text *t, const char *s)
{
    jt_char(t, '"');
    jt_put(t, s, strlen(s));
    LIT(t, "\":");
}

static void ucis(Text *t, const ThemeMoves *l)
{
    jt_uci_list(t, l->v, l->n);
}

static void squares(Text *t, const ThemeSquares *l)
{
    jt_char(t, '[');
    for (int i = 0; i < l->n; i++) {
        if (i)
            jt_char(t, ',');
        jt_square(t, l->v[i]);
    }
    jt_char(t, ']');
}

static void string(Text *t, const char *s)
{
    jt_string(t, s, strlen(s));
}

/* [{first: move, before_name: moves?, second: moves?}...] (before_name: the
 * mates before the key of a changed-mates variation). */
static void lines(Text *t, const ThemeLines *l, const char *first, const char *second, const char *before_name)
{
    jt_char(t, '[');
    for (int i = 0; i < l->n; i++) {
        const ThemeLine *x = &l->v[i];
        if (i)
            jt_char(t, ',');
        jt_char(t, '{');
        name(t, first);
        jt_uci(t, x->move);
        if (x->has_before) {
            jt_char(t, ',');
            name(t, before_name);
            ucis(t, &x->before);
        }
        if (x->has_moves) {
            jt_char(t, ',');
            name(t, second);
            ucis(t, &x->moves);
        }
        jt_char(t, '}');
    }
    jt_char(t, ']');
}

/* "phases":[labels],"play":[{"phase","move","variations","threats"?,"refutations"?}] */
static void blocks(Text *t, const ThemeEntry *e)
{
    LIT(t, "\"phases\":[");
    for (int j = 0; j < e->nblocks; j++) {
        if (j)
            jt_char(t, ',');
        string(t, e->blocks[j].label);
    }
    LIT(t, "],\"play\":[");
    for (int j = 0; j < e->nblocks; j++) {
        const ThemeBlock *b = &e->blocks[j];
        if (j)
            jt_char(t, ',');
        LIT(t, "{\"phase\":");
        string(t, b->label);
        LIT(t, ",\"move\":");
        if (b->move != MOVE_NONE)
            jt_uci(t, b->move);
        else
            LIT(t, "null");
        LIT(t, ",\"variations\":");
        lines(t, &b->variations, "defence", "mates", "");
        if (b->has_threats) {
            LIT(t, ",\"threats\":");
            ucis(t, &b->threats);
        }
        if (b->has_refutations) {
            LIT(t, ",\"refutations\":");
            ucis(t, &b->refutations);
        }
        jt_char(t, '}');
    }
    jt_char(t, ']');
}

static void transfers(Text *t, const ThemeEntry *e)
{
    jt_char(t, '[');
    for (int i = 0; i < e->ntransfers; i++) {
        if (i)
            jt_char(t, ',');
        LIT(t, "{\"mate\":");
        jt_uci(t, e->transfers[i].mate);
        LIT(t, ",\"try-defence\":");
        jt_uci(t, e->transfers[i].try_defence);
        LIT(t, ",\"defence\":");
        jt_uci(t, e->transfers[i].defence);
        jt_char(t, '}');
    }
    jt_char(t, ']');
}

/* {"first","phase","move","defence","mate"}: the phase named as "play" names it. */
static void return_line(Text *t, const ThemeReturn *r)
{
    LIT(t, "{\"first\":");
    jt_uci(t, r->first);
    LIT(t, ",\"phase\":");
    string(t, r->label);
    LIT(t, ",\"move\":");
    if (r->move != MOVE_NONE)
        jt_uci(t, r->move);
    else
        LIT(t, "null");
    LIT(t, ",\"defence\":");
    jt_uci(t, r->defence);
    LIT(t, ",\"mate\":");
    jt_uci(t, r->mate);
    jt_char(t, '}');
}

static void value(Text *t, const ThemeEntry *e, EntryField f)
{
    switch (f) {
    case EF_TRY: jt_uci(t, e->try_move); break;
    case EF_THREATS: ucis(t, &e->threats); break;
    case EF_COUNT: jt_integer(t, e->count); break;
    case EF_M: jt_integer(t, e->m); break;
    case EF_N: jt_integer(t, e->n); break;
    case EF_SQUARE: jt_square(t, e->square); break;
    case EF_PINNER: jt_square(t, e->pinner); break;
    case EF_PAWN: jt_square(t, e->pawn); break;
    case EF_PIECE: jt_square(t, e->piece); break;
    case EF_CAPTURED: string(t, piece_type_name(e->captured)); break;
    case EF_PIECE_TYPE: string(t, piece_type_name(e->piece_type)); break;
    case EF_MILD:
    case EF_CASTLING: LIT(t, "true"); break;
    case EF_DEFENCES: ucis(t, &e->defences); break;
    case EF_DEFEATS: lines(t, &e->defeats, "defence", "defeats", ""); break;
    case EF_VARIATIONS:
        lines(t, &e->variations, "defence", "mates", entry_has(e, EF_TRY) ? "try-mates" : "set");
        break;
    case EF_TRANSFERS: transfers(t, e); break;
    case EF_SEPARATIONS: lines(t, &e->separations, "threat", "defences", ""); break;
    case EF_MATES: ucis(t, &e->mates); break;
    case EF_MATING_THREATS: ucis(t, &e->mating_threats); break;
    case EF_SQUARES: squares(t, &e->squares); break;
    case EF_ATTACKER_SQUARES: squares(t, &e->attacker_squares); break;
    case EF_MEN: squares(t, &e->men); break;
    case EF_RANDOM: ucis(t, &e->random); break;
    case EF_CORRECTIONS: ucis(t, &e->corrections); break;
    case EF_CHANGED: ucis(t, &e->changed); break;
    case EF_UNPROVIDED: ucis(t, &e->unprovided); break;
    case EF_VARIANT: string(t, e->variant); break;
    case EF_RETURN: return_line(t, &e->ret); break;
    case EF_TWINS:
        jt_char(t, '[');
        for (int i = 0; i < e->ntwins; i++) {
            if (i)
                jt_char(t, ',');
            string(t, e->twins[i]);
        }
        jt_char(t, ']');
        break;
    default: LIT(t, "null"); break;
    }
}

void jt_theme_entry(Text *t, const ThemeEntry *e)
{
    LIT(t, "{\"name\":");
    string(t, theme_info(e->id)->name);
    LIT(t, ",\"key\":");
    jt_uci(t, e->key);
    for (uint32_t has = e->has; has; has &= has - 1) { /* the present fields, in order */
        int f = __builtin_ctz(has);
        if (f >= EF_COUNT_OF_FIELDS)
            break;
        jt_char(t, ',');
        if (f == EF_PHASES) {
            blocks(t, e);
            continue;
        }
        name(t, entry_field_name((EntryField)f));
        value(t, e, (EntryField)f);
    }
    jt_char(t, '}');
}

void jt_themes(Text *t, const Analysis *A)
{
    jt_char(t, '[');
    for (int i = 0; i < A->n; i++) {
        if (i)
            jt_char(t, ',');
        jt_theme_entry(t, A->entries[i]);
    }
    jt_char(t, ']');
}
