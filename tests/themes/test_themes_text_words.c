/* test_themes_text_words.c - the Analysis in a composer's words, in every
 * language: changed mates, promotion keys, blocks, the problem type's line, the
 * named forms of Novotny. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "tests/themes/theme_asserts.h"

/* What a composer reads, in words and not code (issue 21 §7), in every language:
 * a changed mate as "set 1...d 2.X#, after the key 2.Y#" (it was "1...d 2.X# ->
 * 2.Y#", the tries that share the set mate after it as if they shared the new
 * one), a promotion key with its key and piece (it was "promotion key: knight"),
 * an incomplete block without set play saying why, a mutate naming what changes,
 * a Dombrovskis paradox what makes it, a threat by promotion as one threat, a
 * transferred mate once with all the defences it moves between. */
START_TEST(text_analysis_in_words)
{
    static const char *const changed[] = {
        "  changed mates (1): set 1...g4 2.Bf1# (also after 1.Ba6? 1.Bb5? 1.Bc4? 1.Bd3?), after the key 2.Bg2#\n",
        "  matti cambiati (1): gioco apparente 1...g4 2.Af1# (anche dopo 1.Aa6? 1.Ab5? 1.Ac4? 1.Ad3?),"
        " dopo la chiave 2.Ag2#\n",
        "  Mattwechsel (1): Satzspiel 1...g4 2.Lf1# (auch nach 1.La6? 1.Lb5? 1.Lc4? 1.Ld3?),"
        " nach dem Schlüssel 2.Lg2#\n",
        "  mats changés (1)\u00a0: jeu apparent 1...g4 2.Ff1# (aussi après 1.Fa6? 1.Fb5? 1.Fc4? 1.Fd3?),"
        " après la clé 2.Fg2#\n",
    };
    static const char *const promotion[] = {
        "  promotion key: 1.c8=N! promotes the pawn to a knight (a minor promotion)\n",
        "  chiave di promozione: 1.c8=C! promuove il pedone a cavallo (sottopromozione)\n",
        "  Umwandlungsschlüssel: 1.c8=S! wandelt den Bauern in einen Springer um (Unterverwandlung)\n",
        "  clé de promotion\u00a0: 1.c8=C! promeut le pion en cavalier (promotion mineure)\n",
    };
    /* Black stalemated in the diagram: said so, and "zugzwang" said of the key (was "in the
     * diagram Black has no move (zugzwang)", as if the stalemate were the zugzwang). */
    static const char *const no_move[] = {
        "  incomplete block: 1.Kd1! threatens nothing (zugzwang); in the diagram Black is stalemated, so there"
        " is no set play\n",
        "  blocco incompleto: 1.Rd1! non minaccia nulla (zugzwang); nel diagramma il Nero è in stallo, quindi"
        " non c'è gioco apparente\n",
        "  unvollständiger Block: 1.Kd1! droht nichts (Zugzwang); im Diagramm ist Schwarz patt, es gibt also"
        " kein Satzspiel\n",
        "  bloc incomplet\u00a0: 1.Rd1! ne menace rien (zugzwang)\u00a0; dans le diagramme, les Noirs sont pat,"
        " il n'y a donc pas de jeu apparent\n",
    };
    static const char *const paradox[] = { /* a Dombrovskis paradox said nothing after its play */
        " 1...Nxd4 2.Be6# (the defence 1...Nd4 against the threat 2.Be6# of 1.d3? allows it after the key)\n",
        " 1...Cxd4 2.Ae6# (la difesa 1...Cd4 contro la minaccia 2.Ae6# di 1.d3? la permette dopo la chiave)\n",
        " 1...Sxd4 2.Le6# (die Parade 1...Sd4 gegen die Drohung 2.Le6# von 1.d3? lässt sie nach dem Schlüssel zu)\n",
        " 1...Cxd4 2.Fe6# (la défense 1...Cd4 contre la menace 2.Fe6# de 1.d3? la permet après la clé)\n",
    };
    for (Lang lang = LANG_EN; lang <= LANG_FR; lang++) {
        char *t = analysis_text("cyclic-change-threat", lang);
        TEXT_HAS(t, paradox[lang]);
        free(t);
        t = analysis_text("changed-mates", lang);
        TEXT_HAS(t, changed[lang]);
        TEXT_HAS_NOT(t, "->");
        free(t);
        t = analysis_text("key-king-move-miss", lang); /* polgar: 1.c8=N! */
        TEXT_HAS(t, promotion[lang]);
        free(t);
        t = analysis_text("added-mates", lang); /* Black, to move in the diagram, is stalemated */
        TEXT_HAS(t, no_move[lang]);
        free(t);
    }
    /* Promotions to Q or R on one square are one threat, as they are one mate
     * (themes/KEY.md "Counting mates"): it said "2.a8=Q# 2.a8=R# (double threat)".
     * One mate moved from one defence to several is one item (it was an item each,
     * "2.b8=Q# from 1...Ke5 to 1...Qxd1; 2.b8=Q# from 1...Ke5 to 1...Qd2; ..."), a mate
     * written otherwise stays apart. German: a black unpin's mating man of any gender;
     * a Somov B2 without a remark in its remark. A try's change: the try is the
     * line's own label, the key's mate after it in words. */
    static const struct { const char *file; Lang lang; const char *part; } lines[] = {
        { "key-king-move-miss", LANG_EN, "  threat problem: 1.c8=N! threatens 2.a8=Q# (=R)\n" },
        { "key-king-move-miss", LANG_DE, "  Drohproblem: 1.c8=S! droht 2.a8=D# (=T)\n" },
        { "cyclic-change", LANG_EN,
          "(set mates meet other defences after the key: 2.b8=Q# from 1...Qc5 to 1...Q~;"
          " 2.f8=Q# from 1...Qe5 to 1...Kc5)\n" },
        { "cyclic-change", LANG_EN,
          "  transferred mates after 1.Bc3?: 2.Qxd4# from 1...Kc5 to 1...Ke5; 2.b8=Q# from 1...Ke5 to"
          " 1...Q~; 2.f8=Q# from 1...Q~ to 1...Kc5\n" }, /* the queen's every move, one defence */
        { "black-correction-miss-taken", LANG_EN,
          "; 2.Be5# from 1...Nxc5 to 1...Rxf6 1...Bxd3/Bh3; 2.B(x)e5# from 1...Nxc5 to 1...e5\n" },
        { "black-unpin", LANG_DE, "(jede Parade entfesselt Sf5, womit Weiß mattsetzt)\n" },
        { "le-grand-threats", LANG_DE,
          "(die Parade ist ein Selbstblock auf c5, sodass das Matt die eigene weiße Deckung des Feldes"
          " durch Ta5 abschneiden darf)\n" },
        { "key-promotion", LANG_EN, "  promotion key: 1.c8=R! promotes the pawn to a rook (a minor promotion)\n" },
        /* The knight's moves met alike in set and key play one defence, as the
         * changed-mates line counts them (were the eight each alone). */
        { "black-knight-wheel", LANG_EN,
          "  mutate: 1.Re6! threatens nothing; every black move has a set mate, and the key changes the"
          " mates of 1...Nc4 1...Nc6/Nd3/Nd7/Nf3/Nf7/Ng4/Ng6 (zugzwang)\n" },
        { "sushkov", LANG_EN, "  changed mates after 1.Nc2?: 1...Kd3 2.Qb3#, after the key 2.Qb5#\n" },
        /* Sushkov (problems/sushkov-knights.fen, Probleemblad 1988): which first move
         * gives up which guard, in the language asked (were "the first moves give up
         * the guards of c4 and e4", as if each gave up both). */
        { "sushkov-knights", LANG_EN,
          "  Sushkov: 1.Ncd7? (2.Rd3#); 1.Ned7! (2.Qf2#) (1.Ncd7 gives up the guard of e4, 1.Ned7 that"
          " of c4: each threatens one of the two mates only)\n" },
        { "sushkov-knights", LANG_DE, "(1.Scd7 gibt die Deckung von e4 auf, 1.Sed7 die von c4:" },
        { "sushkov-knights", LANG_FR, "(1.Ccd7 abandonne la garde de e4, 1.Ced7 celle de c4\u00a0:" },
        { "sushkov", LANG_EN, "(1.Nc2 gives up the guard of b3, 1.Ne6 that of b5:" },
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        char *t = analysis_text(lines[i].file, lines[i].lang);
        TEXT_HAS(t, lines[i].part);
        free(t);
    }
}
END_TEST

/* The problem type says what the key does, in a composer's words, not the
 * record's bare name ("  threat" on its own line until then): the key, its
 * threats or the block it keeps (SPEC "Themes": one type per key). */
START_TEST(type_line_says_what_the_key_does)
{
    static const struct { const char *file; Lang lang; const char *line; } want[] = {
        { "grimshaw-set", LANG_EN, "\n  threat problem: 1.f4! threatens 2.Rg3# 2.Rh4# (double threat)\n" },
        { "grimshaw-set", LANG_DE, "\n  Drohproblem: 1.f4! droht 2.Tg3# 2.Th4# (Doppeldrohung)\n" },
        { "grimshaw-set", LANG_FR, "\n  problème à menace\u00a0: 1.f4! menace 2.Tg3# 2.Th4# (double menace)\n" },
        { "grimshaw-set", LANG_IT, "\n  problema di minaccia: 1.f4! minaccia 2.Tg3# 2.Th4# (doppia minaccia)\n" },
        { "transferred-mates", LANG_EN, "\n  threat problem: 1.Qb3! threatens 2.Qxc3#\n" },
        { "waiter", LANG_EN, "\n  waiter: 1.Kh6! threatens nothing; every black move keeps its set mate (zugzwang)\n" },
        { "waiter", LANG_IT, "\n  mossa d'attesa: 1.Rh6! non minaccia nulla; ogni mossa nera mantiene il suo matto"
                             " apparente (zugzwang)\n" },
        { "mutate", LANG_DE, "\n  Mutate: 1.Kc3! droht nichts; jeder schwarze Zug hat ein Satzmatt, und der"
                             " Schlüssel ändert einige Satzmatts (Zugzwang)\n" },
        { "block-threat", LANG_EN, "\n  block threat: every black move has a set mate, yet 1.Qf5! threatens 2.Qg4#\n" },
        { "block-threat", LANG_FR, "\n  bloc-menace\u00a0: chaque coup noir a un mat apparent, mais 1.Df5! menace 2.Dg4#\n" },
        { "incomplete-block", LANG_EN, "\n  incomplete block: 1.Kf3! threatens nothing; black moves without a set mate:"
                                       " 1...Kxh3 (flight)\n" },
        { "checking-key", LANG_EN, "\n  checking key: 1.Nh5+! gives check; a mate follows every reply\n" },
        { "checking-key", LANG_IT, "\n  chiave di scacco: 1.Ch5+! dà scacco; a ogni risposta segue il matto\n" },
        /* The replies are not mated: a mate follows each (issue 21 item 7). */
        { "checking-key", LANG_DE, "\n  Schachschlüssel: 1.Sh5+! bietet Schach; auf jede Antwort folgt Matt\n" },
        { "checking-key", LANG_FR, "\n  clé donnant échec\u00a0: 1.Ch5+! donne échec\u00a0; chaque réponse est suivie"
                                   " d'un mat\n" },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        char *t = analysis_text(want[i].file, want[i].lang);
        TEXT_HAS(t, want[i].line);
        free(t);
    }
}
END_TEST

/* A theme's named form in the reader's words (issue 21 §1, §7): Polgár 3646, 1.Nfe4!
 * (2.Bc3#) Rxe4 2.Nf5#, Bxe4 2.Ne2#, the differentiated Novotny, "Novotny
 * differenziato" in Chicco and Porreca's dictionary: each language's phrase in its
 * own order ("differentiated Novotny", "differenzierter Nowotny"; the line read
 * "Novotny differentiated" before); the record keeps SPEC's "differentiated". */
START_TEST(novotny_variant_in_words)
{
    static const char *const heading[] = {
        "  differentiated Novotny (e4): 1...Rxe4 2.Nf5#",
        "  Novotny differenziato (e4): 1...Txe4 2.Cf5#",
        "  differenzierter Nowotny (e4): 1...Txe4 2.Sf5#",
        "  Novotny différencié (e4)\u00a0: 1...Txe4 2.Cf5#",
    };
    for (Lang lang = LANG_EN; lang <= LANG_FR; lang++) {
        char *t = analysis_of_fen("1n2r2q/6p1/p6p/2R1r3/1B1k1P2/1B4Np/2bK1N2/8 w - -", lang);
        TEXT_HAS(t, heading[lang]);
        if (lang != LANG_EN)
            TEXT_HAS_NOT(t, "differentiated");
        free(t);
    }
}
END_TEST

/* The Finnish Novotny (problems/novotny-finnish.fen, 1.Bxc7!): its named form as
 * each language orders the phrase ("Finnish Novotny", "finnischer Nowotny", "Novotny
 * finlandese", "Novotny finlandais"; "Novotny Finnish" before), the record's
 * "finnish" nowhere in the text; so the Greek one (problems/novotny-greek.fen,
 * 1.Rf4!: "Greek Novotny", "griechischer Nowotny", ...). */
START_TEST(novotny_forms_in_words)
{
    static const char *const finnish[] = {
        "  Finnish Novotny (c7): 1...Rxc7 2.Rb8#",
        "  Novotny finlandese (c7): 1...Txc7 2.Tb8#",
        "  finnischer Nowotny (c7): 1...Txc7 2.Tb8#",
        "  Novotny finlandais (c7)\u00a0: 1...Txc7 2.Tb8#",
    };
    static const char *const greek[] = {
        "  Greek Novotny (f4): 1...Rxf4 2.Rh2#",
        "  Novotny greco (f4): 1...Txf4 2.Th2#",
        "  griechischer Nowotny (f4): 1...Txf4 2.Th2#",
        "  Novotny grec (f4)\u00a0: 1...Txf4 2.Th2#",
    };
    /* and where its first move comes back as a mate (the try 1.Qe6? 1...h4 2.Rf4#) */
    static const char *const back[] = {
        "the first move comes back as a mate: 1.Qe6?", "la prima mossa ritorna come matto: 1.De6?",
        "der Erstzug kehrt als Matt wieder: 1.De6?", "le premier coup revient comme mat\u00a0: 1.De6?",
    };
    static const char *const back_mate[] = { "1...h4 2.Rf4#", "1...h4 2.Tf4#", "1...h4 2.Tf4#", "1...h4 2.Tf4#" };
    for (Lang lang = LANG_EN; lang <= LANG_FR; lang++) {
        char *t = analysis_of_fen("k7/1Rpr4/KB1b4/8/1R6/8/8/8 w - -", lang);
        TEXT_HAS(t, finnish[lang]);
        TEXT_HAS_NOT(t, "finnish");
        free(t);
        t = analysis_of_fen("8/2b1B2K/8/5R1p/2rr4/5P1k/5R2/4QN2 w - -", lang);
        TEXT_HAS(t, greek[lang]);
        TEXT_HAS(t, back[lang]);
        TEXT_HAS(t, back_mate[lang]);
        TEXT_HAS_NOT(t, "greek");
        free(t);
    }
    /* the entry's return, as theme_novotny.c found it: here a checking key's line
     * (a phase: only a checking try is not), by the bishop g4, the man of 1.Bgxf5? */
    char *t = analysis_of_fen("2BK1k1N/7Q/8/5q2/6B1/6R1/2b5/5r2 w - -", LANG_EN);
    TEXT_HAS(t, "the first move comes back as a mate: 1.Qh6+!");
    TEXT_HAS(t, "1...Kg8 2.Bgxf5#");
    free(t);
}
END_TEST

/* A line says something or is not written: a key whose threats no defence
 * separates has no effective defences to name. dev.epd's 1.Rh7! (2.g8=Q# (=R)),
 * one threat by promotion, and its 1.g7! (2.g8=Q# (=B)) wrote a bare
 * "  effective defences" line, no colon and nothing after it. */
START_TEST(no_bare_heading)
{
    static const char *const fens[] = { "7B/2K1k1P1/3N4/5P1R/8/8/8/8 w - -", "8/8/6P1/1Qnk1NP1/5K2/8/8/8 w - -" };
    for (int i = 0; i < 2; i++) {
        char *t = analysis_of_fen(fens[i], LANG_EN);
        TEXT_HAS(t, "  block threat: ");
        TEXT_HAS_NOT(t, "effective defences");
        free(t);
    }
}
END_TEST

/* A flight's guard as French writes a parenthesis: a participle, not a verb
 * without its subject. polgar-315 (problems/added-mates-miss.fen) read
 * "d1 (est désormais gardée par Fb3)" and "b1 (n'est plus gardée par Fa2)". */
START_TEST(flights_guarded_in_french)
{
    char *t = analysis_of_fen("8/8/8/8/8/K3Q3/B1k5/8 w - -", LANG_FR);
    TEXT_HAS(t, "  clé prenant des cases de fuite\u00a0: d1 (désormais gardée par Fb3)\n");
    TEXT_HAS(t, "  clé donnant des cases de fuite\u00a0: b1 (qui n'est plus gardée par Fa2)\n");
    free(t);
    t = analysis_of_fen("1b2K3/4p2p/2Q1P2r/2p1k2p/1P2pR1B/1p1p4/1qn1N3/8 w - -", LANG_FR); /* problems/rudenko.fen */
    TEXT_HAS(t, "  clé donnant des cases de fuite\u00a0: d4 f4 (qui ne sont plus gardées par Ce2)\n");
    free(t);
}
END_TEST

/* A capturing key says, as the other keys' lines do, the key and the man it takes:
 * it read "capturing key: takes e3", neither the key nor what stood there, and
 * "takes g5" for 1.hxg6 e.p.! (polgar-1486), whose key lands on g6. */
START_TEST(capturing_key_names_key_and_man)
{
    static const struct { const char *fen; Lang lang; const char *line; } want[] = {
        { "1R6/8/N7/8/8/4p3/5PQ1/2k3K1 w - -", LANG_EN, "  capturing key: 1.fxe3! takes the black pawn on e3\n" },
        { "3b2rk/5Qn1/5nR1/8/8/8/8/7K w - -", LANG_EN, "  capturing key: 1.Qxf6! takes the black knight on f6\n" },
        { "7R/7p/5P1k/5KpP/8/8/8/8 w - g6", LANG_EN, "  capturing key: 1.hxg6 e.p.! takes the black pawn on g5\n" },
        { "3b2rk/5Qn1/5nR1/8/8/8/8/7K w - -", LANG_DE, "  Schlagschlüssel: 1.Dxf6! schlägt den schwarzen Springer f6\n" },
        { "1R6/8/N7/8/8/4p3/5PQ1/2k3K1 w - -", LANG_FR, "  clé avec prise\u00a0: 1.fxe3! prend le pion noir e3\n" },
        { "3b2rk/5Qn1/5nR1/8/8/8/8/7K w - -", LANG_IT, "1.Dxf6! cattura il cavallo nero f6\n" },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        char *t = analysis_of_fen(want[i].fen, want[i].lang);
        TEXT_HAS(t, want[i].line);
        free(t);
    }
}
END_TEST

/* Sentences a composer writes (issue 21 §7), in every language. Sushkov's two
 * first moves that give up the guard of one square say so once (sd-90 read
 * "1.Qb4 gives up the guard of g3, 1.Rb4 that of g3"); an incomplete block with
 * a king in check in the diagram says "zugzwang" of the key (it read "... no set
 * play: a king is in check in the diagram (zugzwang)", as if the check were the
 * zugzwang; a construction, 1.Kb6!, Ka6 in check from b7: the white king, White
 * being to move, not "a king"). A pin mate names the
 * man pinned after each defence: Mansfield's 1...Bxf3 pins another man on f3 than
 * 1...Rxf3 (it read "1...Rxf3 2.Nc6# (Rf3 pinned) 1...Bxf3 2.Nd3#"). */
START_TEST(composer_sentences)
{
    static const char *const sushkov = "bQ6/6N1/2p2K2/r4Pp1/2N3kP/1R4Pp/4P2p/1B1R2bn w - -";
    static const char *const check = "2k5/1p6/K7/8/b7/R2Q4/8/8 w - -";
    static const char *const nietvelt = "b3R3/B2Q2K1/8/4N3/5p2/1r3P2/1pBPk3/3R4 w - -"; /* problems/nietvelt.fen */
    static const struct { const char *fen; Lang lang; const char *part; } want[] = {
        { sushkov, LANG_EN, "(1.Qb4 and 1.Rb4 each give up the guard of g3 and threaten one of the two mates only)" },
        { sushkov, LANG_DE, "(1.Db4 und 1.Tb4 geben beide die Deckung von g3 auf, und jeder droht nur eines der beiden"
                            " Matts)" },
        { sushkov, LANG_FR, "(1.Db4 et 1.Tb4 abandonnent tous deux la garde de g3, et chacun ne menace que l'un des"
                            " deux mats)" },
        { sushkov, LANG_IT, "(1.Db4 e 1.Tb4 abbandonano entrambe la guardia di g3, e ciascuna minaccia uno solo dei"
                            " due matti)" },
        { check, LANG_EN, "incomplete block: 1.Kb6! threatens nothing (zugzwang); the white king is in check in the"
                          " diagram, so there is no set play" },
        { check, LANG_DE, "unvollständiger Block: 1.Kb6! droht nichts (Zugzwang); im Diagramm steht der weiße König im"
                          " Schach, es gibt also kein Satzspiel" },
        { check, LANG_FR, "bloc incomplet\u00a0: 1.Rb6! ne menace rien (zugzwang)\u00a0; le roi blanc est en échec dans le"
                          " diagramme, il n'y a donc pas de jeu apparent" },
        { check, LANG_IT, "blocco incompleto: 1.Rb6! non minaccia nulla (zugzwang); nel diagramma il re bianco è sotto"
                          " scacco, quindi non c'è gioco apparente" },
        { nietvelt, LANG_EN, "pin mates (2): 1...Rxf3 2.Nc6# (Rf3 pinned) 1...Bxf3 2.Nd3# (Bf3 pinned)" },
        { nietvelt, LANG_DE, "(2): 1...Txf3 2.Sc6# (Fesselung von Tf3) 1...Lxf3 2.Sd3# (Fesselung von Lf3)" },
        { nietvelt, LANG_FR, "(2)\u00a0: 1...Txf3 2.Cc6# (clouage de Tf3) 1...Fxf3 2.Cd3# (clouage de Ff3)" },
        { nietvelt, LANG_IT, "(2): 1...Txf3 2.Cc6# (inchiodatura di Tf3) 1...Axf3 2.Cd3# (inchiodatura di Af3)" },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        char *t = analysis_of_fen(want[i].fen, want[i].lang);
        /* one line: the wrapping's breaks and indents as single blanks */
        char *o = t;
        for (const char *p = t; *p; p++)
            if (*p == '\n' && p[1] == ' ') {
                *o++ = ' ';
                while (p[1] == ' ')
                    p++;
            } else {
                *o++ = *p;
            }
        *o = '\0';
        TEXT_HAS(t, want[i].part);
        TEXT_HAS_NOT(t, "g3, 1.");
        free(t);
    }
}
END_TEST

Suite *themes_text_words_suite(void);
Suite *themes_text_words_suite(void)
{
    Suite *s = suite_create("themes_text_words");
    TCase *t = tcase_create("words");
    tcase_add_test(t, text_analysis_in_words);
    tcase_add_test(t, type_line_says_what_the_key_does);
    tcase_add_test(t, novotny_variant_in_words);
    tcase_add_test(t, novotny_forms_in_words);
    tcase_add_test(t, no_bare_heading);
    tcase_add_test(t, flights_guarded_in_french);
    tcase_add_test(t, capturing_key_names_key_and_man);
    tcase_add_test(t, composer_sentences);
    suite_add_tcase(s, t);
    return s;
}
