/* themes_json.c - typed theme entries as the jansson objects the renderers read
 * (the fields in EntryField order, as the record has always written them). */
#include "themes/themes.h"
#include "themes/king_squares.h"

/* Moves, names and keys are ASCII: jansson need not check them for UTF-8. */
static json_t *uci(Move m)
{
    char buf[6];
    return json_string_nocheck(move_to_uci(m, buf));
}

static json_t *ucis(const ThemeMoves *l)
{
    json_t *a = json_array();
    for (int i = 0; i < l->n; i++)
        json_array_append_new(a, uci(l->v[i]));
    return a;
}

static json_t *square(int sq)
{
    char buf[3];
    square_name(sq, buf);
    return json_string_nocheck(buf);
}

static json_t *squares(const ThemeSquares *l)
{
    json_t *a = json_array();
    for (int i = 0; i < l->n; i++)
        json_array_append_new(a, square(l->v[i]));
    return a;
}

/* Lines as objects {first: move, second: moves}; variations of a changed-mates
 * entry carry the mates before the key under before_name. */
static json_t *lines(const ThemeLines *l, const char *first, const char *second, const char *before_name)
{
    json_t *a = json_array();
    for (int i = 0; i < l->n; i++) {
        const ThemeLine *x = &l->v[i];
        json_t *o = json_object();
        json_object_set_new_nocheck(o, first, uci(x->move));
        if (x->has_before)
            json_object_set_new_nocheck(o, before_name, ucis(&x->before));
        if (x->has_moves)
            json_object_set_new_nocheck(o, second, ucis(&x->moves));
        json_array_append_new(a, o);
    }
    return a;
}

static void blocks(const ThemeEntry *e, json_t *o)
{
    json_t *labels = json_array(), *play = json_array();
    for (int j = 0; j < e->nblocks; j++) {
        const ThemeBlock *b = &e->blocks[j];
        json_array_append_new(labels, json_string(b->label));
        json_t *x = json_object();
        json_object_set_new(x, "phase", json_string(b->label));
        json_object_set_new(x, "move", b->move != MOVE_NONE ? uci(b->move) : json_null());
        json_object_set_new(x, "variations", lines(&b->variations, "defence", "mates", ""));
        if (b->has_threats)
            json_object_set_new(x, "threats", ucis(&b->threats));
        if (b->has_refutations)
            json_object_set_new(x, "refutations", ucis(&b->refutations));
        json_array_append_new(play, x);
    }
    json_object_set_new(o, "phases", labels);
    json_object_set_new(o, "play", play);
}

static json_t *transfers(const ThemeEntry *e)
{
    json_t *a = json_array();
    for (int i = 0; i < e->ntransfers; i++) {
        json_t *o = json_object();
        json_object_set_new(o, "mate", uci(e->transfers[i].mate));
        json_object_set_new(o, "try-defence", uci(e->transfers[i].try_defence));
        json_object_set_new(o, "defence", uci(e->transfers[i].defence));
        json_array_append_new(a, o);
    }
    return a;
}

static json_t *field(const ThemeEntry *e, EntryField f)
{
    switch (f) {
    case EF_TRY: return uci(e->try_move);
    case EF_THREATS: return ucis(&e->threats);
    case EF_COUNT: return json_integer(e->count);
    case EF_M: return json_integer(e->m);
    case EF_N: return json_integer(e->n);
    case EF_SQUARE: return square(e->square);
    case EF_PINNER: return square(e->pinner);
    case EF_PAWN: return square(e->pawn);
    case EF_PIECE: return square(e->piece);
    case EF_CAPTURED: return json_string(piece_type_name(e->captured));
    case EF_PIECE_TYPE: return json_string(piece_type_name(e->piece_type));
    case EF_MILD:
    case EF_CASTLING: return json_true();
    case EF_DEFENCES: return ucis(&e->defences);
    case EF_DEFEATS: return lines(&e->defeats, "defence", "defeats", "");
    case EF_VARIATIONS:
        return lines(&e->variations, "defence", "mates", entry_has(e, EF_TRY) ? "try-mates" : "set");
    case EF_TRANSFERS: return transfers(e);
    case EF_SEPARATIONS: return lines(&e->separations, "threat", "defences", "");
    case EF_MATES: return ucis(&e->mates);
    case EF_MATING_THREATS: return ucis(&e->mating_threats);
    case EF_SQUARES: return squares(&e->squares);
    case EF_ATTACKER_SQUARES: return squares(&e->attacker_squares);
    case EF_MEN: return squares(&e->men);
    case EF_RANDOM: return ucis(&e->random);
    case EF_CORRECTIONS: return ucis(&e->corrections);
    case EF_CHANGED: return ucis(&e->changed);
    case EF_UNPROVIDED: return ucis(&e->unprovided);
    case EF_VARIANT: return json_string(e->variant);
    case EF_TWINS: {
        json_t *a = json_array();
        for (int i = 0; i < e->ntwins; i++)
            json_array_append_new(a, json_string(e->twins[i]));
        return a;
    }
    default: return json_null();
    }
}

json_t *theme_entry_json(const ThemeEntry *e)
{
    json_t *o = json_object();
    json_object_set_new_nocheck(o, "name", json_string_nocheck(theme_info(e->id)->name));
    json_object_set_new_nocheck(o, "key", uci(e->key));
    for (int f = 0; f < EF_COUNT_OF_FIELDS; f++) {
        if (!entry_has(e, (EntryField)f))
            continue;
        if (f == EF_PHASES)
            blocks(e, o);
        else
            json_object_set_new_nocheck(o, entry_field_name((EntryField)f), field(e, (EntryField)f));
    }
    return o;
}

void analysis_json(const Analysis *A, json_t *out)
{
    for (int i = 0; i < A->n; i++)
        json_array_append_new(out, theme_entry_json(A->entries[i]));
}

void themes_analyse(const Solution *s, json_t *out)
{
    Analysis A;
    analysis_init(&A);
    analysis_build(&A, s);
    analysis_json(&A, out);
    analysis_free(&A);
}
