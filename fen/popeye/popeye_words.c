/* popeye_words.c - Popeye's keywords and piece codes in French, German and
 * English, in the order of Popeye's own tables (that order makes the
 * indices of popeye_words.h). */
#include "fen/popeye/popeye_words.h"

#include <ctype.h>
#include <stddef.h>
#include <string.h>
#include "solver/squares.h"

#define LIST(...) { __VA_ARGS__, NULL }

/* [table][language]: NULL-terminated lists. */
static const char *const *const words[PT_NTABLES][PY_NLANG] = {
    [PT_BEGIN] = {
        (const char *[])LIST("DebutProbleme"),
        (const char *[])LIST("AnfangProblem"),
        (const char *[])LIST("beginproblem"),
    },
    [PT_PROBLEM_END] = {
        (const char *[])LIST("FinProbleme", "asuivre"),
        (const char *[])LIST("EndeProblem", "WeiteresProblem"),
        (const char *[])LIST("endproblem", "nextproblem"),
    },
    [PT_TWIN_START] = {
        (const char *[])LIST("jumeau", "zeroposition"),
        (const char *[])LIST("Zwilling", "NullStellung"),
        (const char *[])LIST("twin", "zeroposition"),
    },
    /* Popeye's list also holds a line break between protocol and title,
     * which no word matches. */
    [PT_COMMAND] = {
        (const char *[])LIST("remarque", "senonce", "auteur", "source", "pieces", "condition",
                             "option", "enonce", "protocol", "titre", "LaTeX", "PiecesLaTeX",
                             "prix", "PositionInitialePartie", "Forsyth"),
        (const char *[])LIST("Bemerkung", "sForderung", "Autor", "Quelle", "Steine", "Bedingung",
                             "Option", "Forderung", "Protokoll", "Titel", "LaTeX", "LaTeXSteine",
                             "Auszeichnung", "PartieAnfangsStellung", "Forsyth"),
        (const char *[])LIST("remark", "sstipulation", "author", "origin", "pieces", "condition",
                             "option", "stipulation", "protocol", "title", "LaTeX", "LaTeXPieces",
                             "award", "InitialGameArray", "Forsyth"),
    },
    [PT_TWINNING] = {
        (const char *[])LIST("deplacement", "echange", "enonce", "senonce", "ajoute", "ote",
                             "enplus", "rotation", "condition", "CouleurEchange", "miroir",
                             "translation", "remplace"),
        (const char *[])LIST("versetze", "tausche", "Forderung", "SForderung", "hinzufuegen",
                             "entferne", "ferner", "Drehung", "Bedingung", "Farbwechsel",
                             "Spiegelung", "Verschiebung", "ersetze"),
        (const char *[])LIST("move", "exchange", "stipulation", "sstipulation", "add", "remove",
                             "continued", "rotate", "condition", "PolishType", "mirror", "shift",
                             "substitute"),
    },
    [PT_COLOUR] = {
        (const char *[])LIST("Blanc", "Noir", "Neutre", "TotalInvisible"),
        (const char *[])LIST("Weiss", "Schwarz", "Neutral", "TotalUnsichtbar"),
        (const char *[])LIST("White", "Black", "Neutral", "TotalInvisible"),
    },
    [PT_SPEC] = {
        (const char *[])LIST("Royale", "Kamikaze", "Paralysante", "Cameleon", "Jigger", "Volage",
                             "Fonctionnaire", "DemiNeutre", "CouleurEchangeantSautoir", "Protee",
                             "Magique", "Imprenable", "Patrouille", "Frischauf", "Bul", "Dob",
                             "Anda", "AndaInverse", "AliceA", "AliceB"),
        (const char *[])LIST("Koeniglich", "Kamikaze", "Paralysierend", "Chamaeleon", "Jigger",
                             "Volage", "Beamtet", "HalbNeutral", "SprungbockFarbeWechselnd",
                             "Proteisch", "Magisch", "Unschlagbar", "Patrouille", "Frischauf",
                             "Bul", "Dob", "Anda", "AndaInvers", "AliceA", "AliceB"),
        (const char *[])LIST("Royal", "Kamikaze", "Paralysing", "Chameleon", "Jigger", "Volage",
                             "Functionary", "HalfNeutral", "HurdleColourChanging", "Protean",
                             "Magic", "Uncapturable", "Patrol", "Frischauf", "Bul", "Dob", "Anda",
                             "AndaInverse", "AliceA", "AliceB"),
    },
    [PT_OPTION] = {
        (const char *[])LIST("Defense", "Apparent", "ApparentSeul", "Variantes", "Trace", "Enroute",
                             "SansRB", "Duplex", "SansRN", "Menace", "SansMenace", "Essais",
                             "MaxSolutions", "MaxCasesFuites", "Search", "MultiSolutions",
                             "NonSymetrique", "NonTrivial", "RetiensPieceMatante", "EnPassant",
                             "SansEchiquier", "SansVariantesCourtes", "DemiDuplex", "ApresCle",
                             "Intelligent", "MaxTemps", "SansRoquer", "Quodlibet",
                             "FinApresSolutionsCourtes", "Bip", "SansGrille", "AjouteGrille",
                             "RoquesMutuellementExclusifs", "ButEstFin", "optionnonpubliee",
                             "CoupsVides", "JusquAuCoup", "TrivialEssaiSupprimer", "MatsEn1"),
        (const char *[])LIST("Widerlegung", "Satzspiel", "WeissBeginnt", "Varianten", "Zugnummern",
                             "StartZugnummer", "OhneWk", "Duplex", "OhneSk", "Drohung",
                             "OhneDrohung", "Verfuehrung", "MaxLoesungen", "MaxFluchtFelder",
                             "Suchen", "MehrereLoesungen", "KeineSymmetrie", "NichtTrivial",
                             "HalteMattsetzendenStein", "EnPassant", "OhneBrett",
                             "OhneKurzVarianten", "HalbDuplex", "NachSchluessel", "Intelligent",
                             "MaxZeit", "KeineRochade", "Quodlibet", "StopNachKurzloesungen",
                             "Pieps", "OhneGitter", "ZeichneGitter",
                             "RochadenGegenseitigAusschliessend", "ZielIstEnde",
                             "nichtpublizierteoption", "NullZuege", "BisZugnummer",
                             "TrivialeFehlversucheUnterdruecken", "MattsIn1"),
        (const char *[])LIST("Defence", "SetPlay", "WhiteToPlay", "Variations", "MoveNumbers",
                             "StartMoveNumber", "NoWk", "Duplex", "NoBk", "Threat", "NoThreat",
                             "Try", "MaxSolutions", "MaxFlightsquares", "Search", "MultiSolutions",
                             "NoSymmetry", "NonTrivial", "KeepMatingPiece", "EnPassant", "NoBoard",
                             "NoShortVariations", "HalfDuplex", "PostKeyPlay", "Intelligent",
                             "MaxTime", "NoCastling", "Quodlibet", "StopOnShortSolutions", "Beep",
                             "SuppressGrid", "WriteGrid", "CastlingMutuallyExclusive", "GoalIsEnd",
                             "unpublishedoption", "NullMoves", "UpToMoveNumber",
                             "TrivialTriesAvoid", "MatesIn1"),
    },
    [PT_MIRROR] = {
        (const char *[])LIST("a1<-->h1", "a1<-->a8", "a1<-->h8", "a8<-->h1"),
        (const char *[])LIST("a1<-->h1", "a1<-->a8", "a1<-->h8", "a8<-->h1"),
        (const char *[])LIST("a1<-->h1", "a1<-->a8", "a1<-->h8", "a8<-->h1"),
    },
};

/* Whether word is a prefix of keyword, case ignored. */
static bool is_prefix(const char *word, const char *keyword)
{
    for (; *word; word++, keyword++)
        if (tolower((unsigned char)*word) != tolower((unsigned char)*keyword))
            return false;
    return true;
}

int py_word(PyLang lang, PyTable t, const char *word)
{
    if (!*word)
        return PY_NONE;
    const char *const *list = words[t][lang];
    int found = PY_NONE;
    for (int i = 0; list[i]; i++) {
        if (!is_prefix(word, list[i]))
            continue;
        if (strlen(word) == strlen(list[i]))
            return i; /* the word itself */
        found = found == PY_NONE ? i : PY_AMBIGUOUS;
    }
    return found;
}

const char *py_keyword(PyLang lang, PyTable t, int index)
{
    return words[t][lang][index];
}

PyLang py_language_of(const char *word)
{
    for (int l = 0; l < PY_NLANG; l++)
        if (py_word((PyLang)l, PT_BEGIN, word) >= 0)
            return (PyLang)l;
    return PY_NLANG;
}

/* The letters of PAWN..KING per language. */
static const char orthodox[PY_NLANG][8] = {
    [PY_FR] = " pcftdr", [PY_DE] = " bsltdk", [PY_EN] = " psbrqk",
};

int py_orthodox_piece(PyLang lang, const char *code)
{
    if (!code[0] || code[1])
        return 0;
    const char *p = strchr(orthodox[lang] + 1, tolower((unsigned char)code[0]));
    return p ? (int)(p - orthodox[lang]) : 0;
}

char py_piece_letter(PyLang lang, int type)
{
    return (char)toupper((unsigned char)orthodox[lang][type]);
}

/* Popeye's fairy pieces: the code in French, German, English, and the name. */
static const char *const fairy[][4] = {
    {"le", "le", "le", "leo"},
    {"ma", "ma", "ma", "mao"},
    {"pa", "pa", "pa", "pao"},
    {"va", "va", "va", "vao"},
    {"ro", "ro", "ro", "rose"},
    {"s", "g", "g", "grasshopper"},
    {"n", "n", "n", "nightrider"},
    {"z", "z", "z", "zebra"},
    {"ch", "ca", "ca", "camel"},
    {"gi", "gi", "gi", "giraffe"},
    {"cc", "wf", "rf", "root-50-leaper"},
    {"bu", "bu", "bu", "root-25-leaper"},
    {"vi", "we", "we", "wazir"},
    {"al", "al", "al", "alfil"},
    {"fe", "fe", "fe", "fers"},
    {"da", "da", "da", "dabbaba"},
    {"li", "li", "li", "lion"},
    {"eq", "ne", "ne", "nonstop equihopper"},
    {"l", "h", "l", "locust"},
    {"pb", "bb", "bp", "berolina pawn"},
    {"am", "am", "am", "amazon"},
    {"im", "kn", "em", "empress"},
    {"pr", "pr", "pr", "princess"},
    {"g", "gn", "gn", "gnu"},
    {"an", "an", "an", "antelope"},
    {"ec", "ei", "sq", "squirrel"},
    {"v", "wa", "wa", "waran"},
    {"dr", "dr", "dr", "dragon"},
    {"ka", "ka", "ka", "kangaroo"},
    {"cs", "ss", "ss", "spiralspringer"},
    {"uu", "uu", "uu", "ubiubi"},
    {"ha", "ha", "ha", "hamster"},
    {"e", "el", "m", "moose"},
    {"ai", "ad", "ea", "eagle"},
    {"m", "sp", "sw", "sparrow"},
    {"ar", "er", "ar", "archbishop"},
    {"fr", "rl", "rb", "reflecting bishop"},
    {"ca", "kl", "c", "cardinal"},
    {"sn", "nh", "nh", "nightrider-hopper"},
    {"pi", "du", "du", "dummy"},
    {"cn", "cr", "cr", "camelrider"},
    {"zn", "zr", "zr", "zebrarider"},
    {"gn", "gr", "gr", "gnurider"},
    {"sc", "ch", "ch", "camelrider hopper"},
    {"sz", "zh", "zh", "zebrarider hopper"},
    {"sg", "gh", "gh", "gnurider hopper"},
    {"cd", "ds", "ds", "diagonalspiralspringer"},
    {"cr", "rs", "bk", "bouncy knight"},
    {"ea", "eq", "eq", "equihopper"},
    {"ct", "ct", "ct", "cat"},
    {"bs", "bs", "bs", "berolina superpawn"},
    {"sp", "sb", "sp", "superpawn"},
    {"tl", "tl", "rl", "rook-lion"},
    {"fl", "ll", "bl", "bishop-lion"},
    {"si", "si", "si", "sirene"},
    {"tr", "tr", "tr", "triton"},
    {"ne", "nd", "nd", "nereide"},
    {"o", "o", "o", "orphan"},
    {"eh", "rd", "eh", "edgehog"},
    {"mo", "mo", "mo", "moa"},
    {"tc", "tj", "rr", "rook/bishop-hunter"},
    {"fc", "lj", "br", "bishop/rook-hunter"},
    {"ao", "ao", "ao", "maorider"},
    {"oa", "oa", "oa", "moarider"},
    {"st", "th", "rh", "rookhopper"},
    {"sf", "lh", "bh", "bishophopper"},
    {"re", "ek", "ek", "erlking"},
    {"bt", "pf", "bt", "boyscout"},
    {"gt", "pn", "gt", "girlscout"},
    {"sk", "sk", "sk", "skylla"},
    {"cy", "cy", "cy", "charybdis"},
    {"sa", "kg", "cg", "contra grasshopper"},
    {"rl", "rn", "rn", "roselion"},
    {"rs", "rh", "rp", "rosehopper"},
    {"ok", "ok", "ok", "okapi"},
    {"37", "37", "37", "3"},
    {"s2", "g2", "g2", "grasshopper-2"},
    {"s3", "g3", "g3", "grasshopper-3"},
    {"16", "16", "16", "1"},
    {"24", "24", "24", "2"},
    {"35", "35", "35", "3"},
    {"ds", "dg", "dg", "double grasshopper"},
    {"sr", "kh", "kh", "kinghopper"},
    {"or", "or", "or", "orix"},
    {"15", "15", "15", "1"},
    {"25", "25", "25", "2"},
    {"gl", "gl", "gl", "gral"},
    {"lt", "ht", "lr", "rook locust"},
    {"lf", "hl", "lb", "bishop locust"},
    {"ln", "hn", "ln", "nightrider locust"},
    {"vs", "wr", "wr", "wazirrider"},
    {"fs", "fr", "fr", "fersrider"},
    {"bi", "bi", "bi", "bison"},
    {"el", "et", "et", "elephant"},
    {"na", "na", "na", "nao"},
    {"et", "tc", "rm", "rook moose"},
    {"at", "ta", "re", "rook eagle"},
    {"mt", "ts", "rw", "rook sparrow"},
    {"ef", "lc", "bm", "bishop moose"},
    {"af", "la", "be", "bishop eagle"},
    {"mf", "ls", "bw", "bishop sparrow"},
    {"ra", "ra", "ra", "rao"},
    {"so", "so", "so", "scorpion"},
    {"mg", "mg", "mg", "marguerite"},
    {"36", "36", "36", "3"},
    {"nl", "nl", "nl", "nightriderlion"},
    {"ml", "ml", "ml", "maoriderlion"},
    {"mm", "mm", "mm", "moariderlion"},
    {"a", "f", "f", "friend"},
    {"dn", "de", "do", "dolphin"},
    {"la", "he", "rt", "rabbit"},
    {"bo", "bo", "bo", "bob"},
    {"qa", "qe", "qe", "equi english"},
    {"qf", "qf", "qf", "equi french"},
    {"qq", "od", "qq", "querquisite"},
    {"b1", "b1", "b1", "bouncer"},
    {"b2", "b2", "b2", "rook bouncer"},
    {"b3", "b3", "b3", "bishop bouncer"},
    {"pc", "cb", "cp", "chinese pawn"},
    {"cl", "rp", "rk", "radial knight"},
    {"pv", "rb", "pp", "protean pawn"},
    {"lr", "lr", "ls", "rose locust"},
    {"ze", "ze", "ze", "zebu"},
    {"nr", "nr", "bn", "bouncy nightrider"},
    {"n2", "s2", "s2", "spiralspringer"},
    {"n4", "s4", "s4", "spiralspringer"},
    {"n1", "s1", "s1", "diagonalspiralspringer"},
    {"n3", "s3", "s3", "diagonalspiralspringer"},
    {"qn", "qn", "qn", "quintessence"},
    {"dt", "dt", "dk", "double rookhopper"},
    {"df", "dl", "db", "double bishopper"},
    {"no", "no", "no", "orix"},
    {"sb", "uh", "th", "treehopper"},
    {"se", "bh", "lh", "leafhopper"},
    {"sm", "gu", "ge", "greater treehopper"},
    {"su", "gb", "gf", "greater leafhopper"},
    {"kl", "lk", "kl", "kangaroo lion"},
    {"ko", "ko", "ko", "kao"},
    {"sv", "sh", "kp", "knighthopper"},
    {"ba", "sc", "sh", "ship"},
    {"gy", "gy", "gy", "gryphon"},
    {"cm", "ms", "ms", "marine knight"},
    {"po", "po", "po", "poseidon"},
    {"pm", "mb", "mp", "marine pawn"},
    {"bm", "mc", "mh", "marine ship"},
    {"ep", "st", "st", "sting"},
    {"dg", "se", "se", "senora"},
    {"fa", "fa", "fa", "faro"},
    {"lo", "lo", "lo", "loco"},
    {"sl", "sa", "sa", "saltador"},
    {"as", "ah", "ah", "mao hopper"},
    {"os", "oh", "oh", "moa hopper"},
    {"hc", "hk", "hc", "contrahamster"},
    {"ae", "ae", "ee", "eagleequihopper"},
    {"aq", "aq", "en", "eaglenonstopequihopper"},
    {"ss", "sr", "sc", "scarabeus"},
};

const char *py_fairy_piece(PyLang lang, const char *code)
{
    size_t n = strlen(code);
    if (n == 0 || n > 2)
        return NULL;
    for (size_t i = 0; i < sizeof fairy / sizeof *fairy; i++)
        if (strlen(fairy[i][lang]) == n && is_prefix(code, fairy[i][lang]))
            return fairy[i][3];
    return NULL;
}
