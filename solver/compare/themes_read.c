/* themes_read.c - JSON theme entries into typed ones: each field by the name the
 * record writes it under (solver/report/record_themes.c writes them). */
#include <ctype.h>
#include <string.h>
#include "solver/compare/themes_read.h"
#include "themes/king_squares.h"

/* Lists longer than this are cut: no position has more moves. */
enum { MOST = MAX_MOVES };

static int square_read(const char *s)
{
    if (!s || strlen(s) != 2)
        return -1;
    int file = tolower((unsigned char)s[0]) - 'a', rank = s[1] - '1';
    return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? SQ(file, rank) : -1;
}

Move uci_read(const char *uci)
{
    size_t n = uci ? strlen(uci) : 0;
    if (n != 4 && n != 5)
        return MOVE_NONE;
    char a[3] = { uci[0], uci[1], 0 }, b[3] = { uci[2], uci[3], 0 };
    int from = square_read(a), to = square_read(b), promo = 0;
    if (n == 5) {
        const char *p = strchr("nbrq", tolower((unsigned char)uci[4]));
        promo = p && *p ? KNIGHT + (int)(p - "nbrq") : -1;
    }
    return from < 0 || to < 0 || promo < 0 || from == to ? MOVE_NONE : MAKE_MOVE(from, to, promo, 0);
}

static int piece_read(const char *s)
{
    for (int t = PAWN; s && t <= KING; t++)
        if (strcmp(piece_type_name(t), s) == 0)
            return t;
    return -1;
}

/* The moves of array a into m[0..MOST); how many. */
static int moves_of(const json_t *a, Move *m)
{
    int n = 0;
    size_t i;
    json_t *x;
    json_array_foreach(a, i, x) {
        Move mv = uci_read(json_string_value(x));
        if (mv != MOVE_NONE && n < MOST)
            m[n++] = mv;
    }
    return n;
}

/* [{first, "set"|"try-mates"?, second?}] into lines of field f. */
static void lines_read(const json_t *a, ThemeEntry *e, EntryField f, const char *first, const char *second)
{
    entry_present(e, f);
    Move m[MOST];
    size_t i;
    json_t *o;
    json_array_foreach(a, i, o) {
        Move move = uci_read(json_string_value(json_object_get(o, first)));
        if (move == MOVE_NONE)
            continue;
        const json_t *moves = json_object_get(o, second);
        int n = moves_of(moves, m);
        ThemeLine *l = entry_line(e, f, move, json_is_array(moves) ? m : NULL, n);
        const json_t *before = json_object_get(o, "set");
        if (!before)
            before = json_object_get(o, "try-mates");
        if (f == EF_VARIATIONS && json_is_array(before))
            line_before(e, l, m, moves_of(before, m));
    }
}

/* A block's kind by its label and move: the set play has none, a key is "1.Nc3!". */
static PhaseKind kind_of(const char *label, Move move)
{
    size_t len = label ? strlen(label) : 0;
    return move == MOVE_NONE ? PHASE_SET : len && label[len - 1] == '!' ? PHASE_KEY : PHASE_TRY;
}

/* "return": {"first", "phase", "move", "defence", "mate"}, left out unless its
 * moves and phase are read. */
static void return_read(const json_t *o, ThemeEntry *e)
{
    const char *label = json_string_value(json_object_get(o, "phase"));
    ThemeReturn r = { .move = uci_read(json_string_value(json_object_get(o, "move"))),
                      .first = uci_read(json_string_value(json_object_get(o, "first"))),
                      .defence = uci_read(json_string_value(json_object_get(o, "defence"))),
                      .mate = uci_read(json_string_value(json_object_get(o, "mate"))) };
    if (!label || r.first == MOVE_NONE || r.defence == MOVE_NONE || r.mate == MOVE_NONE)
        return;
    text_copy(r.label, sizeof r.label, label);
    r.kind = kind_of(label, r.move);
    entry_return(e, &r);
}

static void blocks_read(const json_t *play, ThemeEntry *e)
{
    Move m[MOST];
    size_t i;
    json_t *b;
    json_array_foreach(play, i, b) {
        const char *label = json_string_value(json_object_get(b, "phase"));
        Move move = uci_read(json_string_value(json_object_get(b, "move")));
        ThemeBlock *x = entry_block(e, kind_of(label, move), move, label ? label : "");
        size_t k;
        json_t *v;
        json_array_foreach(json_object_get(b, "variations"), k, v) {
            Move d = uci_read(json_string_value(json_object_get(v, "defence")));
            if (d != MOVE_NONE)
                block_line(e, x, d, m, moves_of(json_object_get(v, "mates"), m));
        }
        const json_t *threats = json_object_get(b, "threats");
        if (json_is_array(threats))
            block_threats(e, x, m, moves_of(threats, m));
        json_array_foreach(json_object_get(b, "refutations"), k, v)
            if (uci_read(json_string_value(v)) != MOVE_NONE)
                block_refutation(e, x, uci_read(json_string_value(v)));
    }
}

static void transfers_read(const json_t *a, ThemeEntry *e)
{
    size_t i;
    json_t *o;
    json_array_foreach(a, i, o) {
        Move mate = uci_read(json_string_value(json_object_get(o, "mate")));
        Move tried = uci_read(json_string_value(json_object_get(o, "try-defence")));
        Move d = uci_read(json_string_value(json_object_get(o, "defence")));
        if (mate && tried && d)
            entry_transfer(e, mate, tried, d);
    }
    entry_present(e, EF_TRANSFERS);
}

/* Field f of e from its JSON value v (of the right type, else left out). */
static void field_read(ThemeEntry *e, EntryField f, const json_t *v)
{
    Move m[MOST];
    const char *s = json_string_value(v);
    switch (f) {
    case EF_TRY:
        if (uci_read(s) != MOVE_NONE)
            entry_try(e, uci_read(s));
        break;
    case EF_COUNT: case EF_M: case EF_N:
        if (json_is_integer(v))
            entry_int(e, f, (int)json_integer_value(v));
        break;
    case EF_SQUARE: case EF_PINNER: case EF_PAWN: case EF_PIECE:
        if (square_read(s) >= 0)
            entry_square(e, f, square_read(s));
        break;
    case EF_CAPTURED: case EF_PIECE_TYPE:
        if (piece_read(s) >= 0)
            entry_piece_type(e, f, piece_read(s));
        break;
    case EF_MILD: case EF_CASTLING:
        if (json_is_true(v))
            entry_flag(e, f);
        break;
    case EF_THREATS: case EF_DEFENCES: case EF_MATES: case EF_MATING_THREATS: case EF_RANDOM:
    case EF_CORRECTIONS: case EF_CHANGED: case EF_UNPROVIDED:
        if (json_is_array(v))
            entry_moves(e, f, m, moves_of(v, m));
        break;
    case EF_SQUARES: case EF_ATTACKER_SQUARES: case EF_MEN: {
        entry_present(e, f);
        size_t i;
        json_t *x;
        json_array_foreach(v, i, x)
            if (square_read(json_string_value(x)) >= 0)
                entry_square_add(e, f, square_read(json_string_value(x)));
        break;
    }
    case EF_DEFEATS: lines_read(v, e, f, "defence", "defeats"); break;
    case EF_VARIATIONS: lines_read(v, e, f, "defence", "mates"); break;
    case EF_SEPARATIONS: lines_read(v, e, f, "threat", "defences"); break;
    case EF_TRANSFERS: transfers_read(v, e); break;
    case EF_VARIANT:
        if (s)
            entry_variant(e, s);
        break;
    case EF_RETURN: return_read(v, e); break;
    case EF_TWINS: {
        size_t i;
        json_t *x;
        json_array_foreach(v, i, x)
            if (json_string_value(x))
                entry_twin(e, json_string_value(x));
        break;
    }
    default: break;
    }
}

/* The field a JSON name means in e: "defences" of objects are defeats, "threats"
 * beside variations the mating threats, "piece" a square or a piece type. */
static EntryField field_of(const char *name, const json_t *v, const json_t *o)
{
    if (strcmp(name, "defences") == 0)
        return json_is_object(json_array_get(v, 0)) ? EF_DEFEATS : EF_DEFENCES;
    if (strcmp(name, "threats") == 0)
        return json_object_get(o, "variations") ? EF_MATING_THREATS : EF_THREATS;
    if (strcmp(name, "piece") == 0)
        return square_read(json_string_value(v)) >= 0 ? EF_PIECE : EF_PIECE_TYPE;
    for (int f = 0; f < EF_COUNT_OF_FIELDS; f++)
        if (f != EF_PHASES && strcmp(entry_field_name((EntryField)f), name) == 0)
            return (EntryField)f;
    return EF_COUNT_OF_FIELDS;
}

int themes_read(const json_t *themes, Analysis *A, const Position *start)
{
    int n = 0;
    size_t i;
    json_t *o;
    json_array_foreach(themes, i, o) {
        ThemeId id = theme_find(json_string_value(json_object_get(o, "name")));
        Move key = uci_read(json_string_value(json_object_get(o, "key")));
        if (id == THEME_NONE)
            continue;
        ThemeEntry *e = entry_new(A, id, key);
        n++;
        const char *name;
        json_t *v;
        json_object_foreach(o, name, v) {
            if (strcmp(name, "play") == 0 && json_is_array(v))
                blocks_read(v, e);
            EntryField f = field_of(name, v, o);
            if (f != EF_COUNT_OF_FIELDS)
                field_read(e, f, v);
        }
        /* the groups the text writes as one line, which the record leaves out */
        if (entry_has(e, EF_TWINS) && (id == THEME_CHANGED_MATES || id == THEME_TRANSFERRED_MATES))
            entry_group_blocks(e, start); /* across twins: the lines of each twin */
        else
            entry_group_variations(e, start);
        if (start)
            entry_group_phases(e, start);
    }
    return n;
}
