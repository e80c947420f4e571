/* theme_list.h - the one table of themes: a row per theme, nothing else.
 *
 * X(id, name, scope, named, title, definition, source, detector)
 *   id          the ThemeId (theme_table.h)
 *   name        SPEC's name, the "name" of its JSON entries (never renamed); a
 *               msgid for KEY rows, whose Analysis lines the name heads
 *   scope       KEY: entries about one key; PHASES: entries across the set play,
 *               tries and keys, one a problem or one per instance (PHASES.md)
 *   named       whether verify and watch report it gained or lost
 *   title       what a reader calls a named theme (translated: the .po files
 *               hold it); NULL for the others, called by their name
 *   definition  one sentence (translated; themes/GLOSSARY.md is made from it)
 *   source      where the definition comes from, in a few words (translated): a
 *               work of the literature, cited in full with the words it uses in
 *               themes/README.md ("Sources"); `chiave themes` shows it
 *   detector    the function that finds it: DETECT_KEY(f) or DETECT_PHASES(f);
 *               rows may share one, which runs once, where its first row stands
 *
 * Rows run in this order, so the entries of a record come in it. Adding a theme:
 * a row here, its detector in themes/theme_<name>.c, problems/<name>.fen and
 * <name>-miss.fen, and the translations (`make pot`, then the .po files).
 * Include it with X defined; it is meant to be read more than once. */

/* Problem type: exactly one per key. */
X(THEME_WAITER, N_("waiter"), KEY, false, NULL,
  N_("A zugzwang key in a complete block that changes no set mate."),
  N_("Wikipedia, \"Glossary of chess problems\" (block); D. French's glossary (waiter, block-threat)"), DETECT_KEY(theme_type))
X(THEME_MUTATE, N_("mutate"), KEY, false, NULL,
  N_("A zugzwang key in a complete block that changes at least one set mate."),
  N_("Wikipedia, \"Glossary of chess problems\" (block); D. French's glossary (waiter, block-threat)"), DETECT_KEY(theme_type))
X(THEME_INCOMPLETE_BLOCK, N_("incomplete-block"), KEY, false, NULL,
  N_("A zugzwang key where some set move has no set mate, or there is no set play."),
  N_("Wikipedia, \"Glossary of chess problems\" (block); D. French's glossary (waiter, block-threat)"), DETECT_KEY(theme_type))
X(THEME_BLOCK_THREAT, N_("block-threat"), KEY, false, NULL,
  N_("A key that threatens mate although every set move already has a set mate."),
  N_("Wikipedia, \"Glossary of chess problems\" (block); D. French's glossary (waiter, block-threat)"), DETECT_KEY(theme_type))
X(THEME_THREAT, N_("threat"), KEY, false, NULL,
  N_("A key that threatens mate in a diagram that is not a complete block."),
  N_("chessproblems.com, \"Block problems\" (2014): threat and waiting keys"), DETECT_KEY(theme_type))
X(THEME_CHECKING_KEY, N_("checking-key"), KEY, false, NULL,
  N_("A key that gives check."),
  N_("chess-problems-gr, \"The key, when it is considered not good\" and \"Good key\" (2008)"), DETECT_KEY(theme_type))
/* Threats. */
X(THEME_EFFECTIVE_DEFENCES, N_("effective-defences"), KEY, false, NULL,
  N_("The variations of a threatening key, each with the threats it defeats."),
  N_("J. Lörinc, \"Defensive motifs\" (the ways to parry a threat)"), DETECT_KEY(theme_effective_defences))
X(THEME_FLECK, N_("fleck"), KEY, true, N_("Fleck"),
  N_("Two or more threats, each the only one left by some variation."),
  N_("Fleck and Boros, Magyar Sakkvilág 1934 (de.wikipedia, \"Ferenc Fleck\"); Shanahan, The Problemist 1997"), DETECT_KEY(theme_fleck))
X(THEME_TOTAL_FLECK, N_("total-fleck"), KEY, true, N_("total Fleck"),
  N_("A Fleck in which every black move, not only the defences, is met by exactly one mate."),
  N_("Shanahan, The Problemist 1998, after Morse (total Fleck)"), DETECT_KEY(theme_fleck))
/* Flights and wheels. */
X(THEME_STAR_FLIGHTS, N_("star-flights"), KEY, true, N_("star flights"),
  N_("After the key the defender king has exactly its four diagonal flights, each a variation."),
  N_("Basisty, Dictionary of chess composition terms (2004): star"), DETECT_KEY(theme_flights))
X(THEME_PLUS_FLIGHTS, N_("plus-flights"), KEY, true, N_("plus flights"),
  N_("After the key the defender king has exactly its four orthogonal flights, each a variation."),
  N_("Basisty, Dictionary of chess composition terms (2004): cross"), DETECT_KEY(theme_flights))
X(THEME_BLACK_KNIGHT_WHEEL, N_("black-knight-wheel"), KEY, true, N_("black knight wheel"),
  N_("A defender knight has eight moves after the key, each a variation."),
  N_("P. Wong, \"Knight-wheel\", Problem World No. 14"), DETECT_KEY(theme_knight_wheels))
X(THEME_WHITE_KNIGHT_WHEEL, N_("white-knight-wheel"), KEY, true, N_("white knight wheel"),
  N_("One attacker knight mates on eight squares in the threats and variations of the key."),
  N_("P. Wong, \"Knight-wheel\", Problem World No. 14"), DETECT_KEY(theme_knight_wheels))
/* Set play against the key's play. */
X(THEME_CHANGED_MATES, N_("changed-mates"), KEY, false, NULL,
  N_("Defences met by one mate in the set play or after a thematic try and by another after the key."),
  N_("P. Wong, \"Phases of Play\", Problem World No. 2; Wong's glossary (changed play)"), DETECT_KEY(theme_changed_mates))
X(THEME_ADDED_MATES, N_("added-mates"), KEY, false, NULL,
  N_("Variations of the key whose defence had no set mate."),
  N_("P. Wong, \"Phases of Play\", Problem World No. 2; Wong's glossary (changed play)"), DETECT_KEY(theme_changed_mates))
X(THEME_REMOVED_MATES, N_("removed-mates"), KEY, false, NULL,
  N_("Set variations that after the key are impossible or answered only by a threat."),
  N_("P. Wong, \"Phases of Play\", Problem World No. 2; Wong's glossary (changed play)"), DETECT_KEY(theme_changed_mates))
/* Tries against the key. */
X(THEME_TRANSFERRED_MATES, N_("transferred-mates"), KEY, false, NULL,
  N_("Two or more mates that each meet one defence in the same earlier phase (the set play or one try) and another after the key."),
  N_("P. Wong, \"Mate Transference\", Problem World No. 19"), DETECT_KEY(theme_try_mates))
/* What spoils it. */
X(THEME_DUALS, N_("duals"), KEY, false, NULL,
  N_("Variations of the key met by two or more mates."),
  N_("WFCC, Codex for Chess Composition (duals)"), DETECT_KEY(theme_duals))
X(THEME_UNPROVIDED_CHECKS, N_("unprovided-checks"), KEY, false, NULL,
  N_("Set moves that check the attacker king and have no set mate."),
  N_("chess-problems-gr, \"The key, when it is considered not good\" and \"Good key\" (2008)"), DETECT_KEY(theme_unprovided))
X(THEME_UNPROVIDED_FLIGHTS, N_("unprovided-flights"), KEY, false, NULL,
  N_("Set moves of the defender king that have no set mate."),
  N_("chess-problems-gr, \"The key, when it is considered not good\" and \"Good key\" (2008)"), DETECT_KEY(theme_unprovided))
/* Key quality. */
X(THEME_KEY_CHECK, N_("key-check"), KEY, false, NULL,
  N_("The key gives check."),
  N_("chess-problems-gr, \"The key, when it is considered not good\" and \"Good key\" (2008)"), DETECT_KEY(theme_key_features))
X(THEME_KEY_CAPTURE, N_("key-capture"), KEY, false, NULL,
  N_("The key captures a man."),
  N_("chess-problems-gr, \"The key, when it is considered not good\" and \"Good key\" (2008)"), DETECT_KEY(theme_key_features))
X(THEME_KEY_TAKES_FLIGHTS, N_("key-takes-flights"), KEY, false, NULL,
  N_("The key takes flights the defender king had in the diagram."),
  N_("chess-problems-gr, \"The key, when it is considered not good\" and \"Good key\" (2008)"), DETECT_KEY(theme_key_features))
X(THEME_KEY_GIVES_FLIGHTS, N_("key-gives-flights"), KEY, false, NULL,
  N_("The key gives the defender king flights it had not in the diagram."),
  N_("chess-problems-gr, \"The key, when it is considered not good\" and \"Good key\" (2008)"), DETECT_KEY(theme_key_features))
X(THEME_KEY_PINS, N_("key-pins"), KEY, false, NULL,
  N_("The key pins a defender man."),
  N_("WFCC, Codex for Chess Composition (the key), as the move itself shows"), DETECT_KEY(theme_key_features))
X(THEME_KEY_UNPINS, N_("key-unpins"), KEY, false, NULL,
  N_("The key unpins a man pinned in the diagram."),
  N_("chess-problems-gr, \"The key, when it is considered not good\" and \"Good key\" (2008)"), DETECT_KEY(theme_key_features))
X(THEME_KEY_SACRIFICE, N_("key-sacrifice"), KEY, false, NULL,
  N_("A defence can capture the key piece, a piece and not a pawn."),
  N_("chess-problems-gr, \"The key, when it is considered not good\" and \"Good key\" (2008)"), DETECT_KEY(theme_key_features))
X(THEME_KEY_KING_MOVE, N_("key-king-move"), KEY, false, NULL,
  N_("The key is a move of the attacker king, castling included."),
  N_("WFCC, Codex for Chess Composition (the key), as the move itself shows"), DETECT_KEY(theme_key_features))
X(THEME_KEY_PROMOTION, N_("key-promotion"), KEY, false, NULL,
  N_("The key promotes a pawn."),
  N_("WFCC, Codex for Chess Composition (the key), as the move itself shows"), DETECT_KEY(theme_key_features))
/* Mates. */
X(THEME_SELF_BLOCK, N_("self-block"), PHASES, false, NULL,
  N_("A defence blocks a square next to its own king, and the mate needs that block."),
  N_("Wikipedia, \"Glossary of chess problems\" (self-block)"), DETECT_PHASES(theme_self_block))
X(THEME_PIN_MATE, N_("pin-mate"), PHASES, false, NULL,
  N_("A mate that a defender man could parry were it not pinned, by the mate or by the defence."),
  N_("WFCC terminology, \"Motifs\" (2004): pinning"), DETECT_PHASES(theme_pin_mate))
X(THEME_BATTERY_MATE, N_("battery-mate"), KEY, false, NULL,
  N_("A mate that fires a battery: through the square the mating man left, a rear piece checks or guards a square next to the king."),
  N_("Wong's glossary and Wikipedia's \"Glossary of chess problems\" (battery)"), DETECT_KEY(theme_battery_mate))
/* Lines. */
X(THEME_CROSS_CHECK, N_("cross-check"), KEY, false, NULL,
  N_("A defence that checks the attacker king and is answered by a mate."),
  N_("Wikipedia, \"Cross-check (chess)\"; chessexpo, \"Cross-checks\" (2012)"), DETECT_KEY(theme_cross_check))
X(THEME_GRIMSHAW, N_("grimshaw"), PHASES, true, N_("Grimshaw"),
  N_("Two defender men interfere with each other on one vacant square, each with its own mate: a rook and a bishop, or a pawn on its home rank (whose double step the other stops) and a rook or a bishop."),
  N_("Wikipedia, \"Glossary of chess problems\" (Grimshaw, Novotny); Wikipedia, \"Grimshaw (chess)\" (pawns)"), DETECT_PHASES(theme_grimshaw))
X(THEME_NOVOTNY, N_("novotny"), PHASES, true, N_("Novotny"),
  N_("A threatening first move (a key or a try) puts a man where the lines of a defender rook and bishop cross; each capture of it defeats a threat and cuts the other's line, which its mate exploits; when both mates are threats, each capture defeats its threat through its own line (Finnish: the key takes a black pawn standing there; Greek: the first move of the double-threat form is the mate of a variation in another phase; differentiated: a capture's mate is not a threat, which a capture may defeat by taking the man)."),
  N_("Wikipedia's glossary; de.wikipedia, \"Anton Nowotny\" (the double threat); it.wikipedia, after Chicco and Porreca (differentiated, Finnish); SuperProblem, quick tourney TT-162, 2016 (Greek)"), DETECT_PHASES(theme_novotny))
/* Pins, lines and batteries named after composers (themes/KEY.md cites each source). */
X(THEME_SCHIFFMANN, N_("schiffmann"), KEY, true, N_("Schiffmann defence"),
  N_("A defence pins one of the defender's own men on a line the threat would cut, so the threat would free it; the mate exploits the pin."),
  N_("Friedgood, \"Pinning Themes\", ChessBase 2012; Formanek, Nike 2004"), DETECT_KEY(theme_schiffmann))
X(THEME_NIETVELT, N_("nietvelt"), KEY, true, N_("Nietvelt defence"),
  N_("A defence pins one of the defender's own men on the line of the piece that is to give the threat, whose move would free it; the mate exploits the pin."),
  N_("Lipton, \"The Mansfield Couplet\", The Problemist 2020; Friedgood, ChessBase 2012"), DETECT_KEY(theme_nietvelt))
X(THEME_SOMOV, N_("somov"), KEY, true, N_("Somov"),
  N_("A mate shuts off the attacker's own guard of a square next to the king, made safe by the defence: it blocked that square (B2) or opened another guard onto it (B1)."),
  N_("FIDE Album usage (Somov B1/B2), as helpman's glossary gives it"), DETECT_KEY(theme_somov))
X(THEME_BARULIN, N_("barulin"), KEY, true, N_("Barulin"),
  N_("Two attacker line pieces guard a square next to the king; the threat shuts off one of the lines and a defence the other (theme A)."),
  N_("problemista.eu glossary (theme A, \"Barulin defence\"); YACPDB keyword \"Barulin (A)\""), DETECT_KEY(theme_barulin))
X(THEME_BRISTOL, N_("bristol"), KEY, true, N_("Bristol"),
  N_("The key moves a line piece along a line over a square; another line piece mates by following it the same way over the square the key left."),
  N_("Wong, glossary (Chessville); helpman's glossary"), DETECT_KEY(theme_bristol))
X(THEME_BATTERY_CREATION, N_("battery-creation"), KEY, true, N_("battery creation"),
  N_("The key puts a line piece or its front man on a line to the defender king, making a battery that was not there; a mate fires it."),
  N_("problemists' usage (YACPDB keyword \"Battery creation\")"), DETECT_KEY(theme_battery_creation))
X(THEME_HALF_BATTERY, N_("half-battery"), KEY, true, N_("half-battery"),
  N_("Two attacker men stand between an attacker line piece and the defender king; the key moves one of them off the line and a mate fires the battery with the other."),
  N_("Moen, By-Play, 2020; Velimirovic, Liga Problemista 2009 theme"), DETECT_KEY(theme_half_battery))
X(THEME_BLACK_UNPIN, N_("black-unpin"), KEY, true, N_("black unpin"),
  N_("A defence unpins an attacker man that a defender line piece pinned against the attacker king, and that man mates by leaving the pin line."),
  N_("problemists' usage (unpin of a white man by Black)"), DETECT_KEY(theme_black_unpin))
X(THEME_PELLE, N_("pelle"), KEY, true, N_("Pelle"),
  N_("The key, a defence and its mate are each a move of a man pinned against its own king, along the pin line."),
  N_("The Problemist, July 2007 (on C. Pelle, Chess 1958); YACPDB keyword \"Pelle move\""), DETECT_KEY(theme_pelle))
/* Across phases: one entry a problem, or one per instance (PHASES.md, "Entries"). */
X(THEME_RECIPROCAL_CHANGE, "reciprocal-change", PHASES, true, N_("reciprocal change"),
  N_("Two defences exchange their mates between two phases."),
  N_("Problemista glossary (reciprocal play: AB-BA)"), DETECT_PHASES(theme_reciprocal))
X(THEME_CYCLIC_CHANGE, "cyclic-change", PHASES, true, N_("cyclic change"),
  N_("Three or more mates move round a cycle between two phases, each after a defence or as the threat."),
  N_("Gvozdják, \"Cyclone\", as the Mat Plus forum (2011) cites it"), DETECT_PHASES(theme_cyclic))
X(THEME_ZAGORUIKO, "zagoruiko", PHASES, true, N_("Zagoruiko"),
  N_("Two or more defences, each met by a different mate in three or more phases."),
  N_("P. Wong, \"Zagoruiko\", Problem World No. 13"), DETECT_PHASES(theme_zagoruiko))
X(THEME_LE_GRAND, "le-grand", PHASES, true, N_("Le Grand"),
  N_("The threats of two phases come back as the mates of one defence, exchanged."),
  N_("Gvozdják, Mat Plus forum (2011): Le Grand (A)B/(B)A"), DETECT_PHASES(theme_le_grand))
X(THEME_PSEUDO_LE_GRAND, "pseudo-le-grand", PHASES, true, N_("pseudo Le Grand"),
  N_("The threats of two phases come back, exchanged, as the mates of two different defences."),
  N_("Gvozdják, Mat Plus forum (2011): Le Grand (A)B/(B)A"), DETECT_PHASES(theme_le_grand))
X(THEME_DOMBROVSKIS, "dombrovskis", PHASES, true, N_("Dombrovskis"),
  N_("A refutation of a try's threat is met by that threat as mate after the key (the paradox: a defence that parried it, away from Le Grand)."),
  N_("Formánek, Nike 2009 (Dombrovskis, Probleemblad 1958); Mat Plus forum (2010)"), DETECT_PHASES(theme_dombrovskis))
X(THEME_ANTI_DOMBROVSKIS, "anti-dombrovskis", PHASES, true, N_("anti-Dombrovskis"),
  N_("A defence met by a mate in a try parries that mate when the key threatens it (away from Le Grand)."),
  N_("SuperProblem, TT-189 award (2017): anti-Dombrovskis"), DETECT_PHASES(theme_dombrovskis))
X(THEME_RUKHLIS, "rukhlis", PHASES, true, N_("Rukhlis"),
  N_("Two set mates change after the key and return after two other defences."),
  N_("Hirschenson and Gvozdják, Mat Plus forum (2011): (ideal) Rukhlis"), DETECT_PHASES(theme_rukhlis))
X(THEME_PICKANINNY, "pickaninny", PHASES, true, N_("pickaninny"),
  N_("The four moves of one defender pawn from its start square are all in the solution, as variations with a mate or refutations of tries."),
  N_("Wikipedia, \"Albino (chess)\" (Albino and Pickaninny, after Janet 1916)"), DETECT_PHASES(theme_pickaninny))
X(THEME_ALBINO, "albino", PHASES, true, N_("albino"),
  N_("The four moves of one attacker pawn from its starting square are tries or keys, or the only mates of four defences in one phase."),
  N_("Wikipedia, \"Albino (chess)\" (Albino and Pickaninny, after Janet 1916)"), DETECT_PHASES(theme_albino))
X(THEME_BLACK_CORRECTION, "black-correction", PHASES, true, N_("black correction"),
  N_("Any move of a defender piece allows one mate; a specific move of it corrects that and allows another."),
  N_("problemists' usage (FIDE Album classification, problem glossaries)"), DETECT_PHASES(theme_black_correction))
X(THEME_WHITE_CORRECTION, "white-correction", PHASES, true, N_("white correction"),
  N_("Two or more tries of one attacker piece threaten one mate and fail to one defence, a mate that the piece's leaving makes (another man gives it, and it mates with the piece off the board but for the king's steps to the square it left or to one it guarded from there) and that no fewer of its moves threaten than any other mate; a move of that piece keeps the threat and avoids the error."),
  N_("K. Moen, \"White Correction\", By-Play 2019"), DETECT_PHASES(theme_white_correction))
X(THEME_THREAT_CORRECTION, "threat-correction", PHASES, true, N_("threat correction"),
  N_("Two or more tries of one attacker piece threaten one mate that the piece's leaving makes, as in white correction, and fail to one defence; a move of that piece avoids the error and threatens only other mates: a secondary (or tertiary) threat."),
  N_("V. Shanshin, D. Shire, M. Kovačević, \"The Logic and Beauty of Threat Correction\", The Problemist and superproblem.ru 2014"), DETECT_PHASES(theme_white_correction))
X(THEME_HALF_PIN, "half-pin", PHASES, true, N_("half-pin"),
  N_("Two defender men on one pin line: the move of either is met by a mate that pins the other."),
  N_("problemists' usage (FIDE Album classification, problem glossaries)"), DETECT_PHASES(theme_half_pin))
/* Moves and mates that change function between phases (themes/PHASES-FUNCTIONS.md). */
X(THEME_THREAT_REVERSAL, "threat-reversal", PHASES, true, N_("threat reversal"),
  N_("The first move of one phase is the only threat of another, whose first move is the only threat of the first."),
  N_("problemists' usage (Evseev, Julia's Fairies 2016; Mat Plus forum 2012)"), DETECT_PHASES(theme_threat_reversal))
X(THEME_BANNY, "banny", PHASES, true, N_("Banny"),
  N_("Two tries are refuted by two defences; after the key each refutation is met by the other try's first move as mate."),
  N_("The Problemist (2023); Potrosal (2006)"), DETECT_PHASES(theme_banny))
X(THEME_VLADIMIROV, "vladimirov", PHASES, true, N_("Vladimirov"),
  N_("Two or more tries are refuted by defences that after the key are met by the refuted tries' own first moves as mates."),
  N_("Velimirović, Mat Plus (1997)"), DETECT_PHASES(theme_vladimirov))
X(THEME_RUDENKO, "rudenko", PHASES, true, N_("Rudenko"),
  N_("The mates of two defences in one phase are together the threat of another, where those defences are met by other mates."),
  N_("the Russian problem literature (Rudenko theme)"), DETECT_PHASES(theme_rudenko))
X(THEME_MAKIHOVI, "makihovi", PHASES, true, N_("Makihovi"),
  N_("A set defence with several mates keeps a different one of them alone after each of two or more tries and keys."),
  N_("Foster, The Problemist (2008)"), DETECT_PHASES(theme_makihovi))
X(THEME_LACNY, "lacny", PHASES, true, N_("Lačný"),
  N_("Three or more mates go round by one between two phases, after the same defences or as a phase's threat."),
  N_("Gvozdják, Cyclone (2000); Mat Plus 1994 award (threat form)"), DETECT_PHASES(theme_lacny))
X(THEME_URANIA, "urania", PHASES, true, N_("Urania"),
  N_("One attacker move is the first move of a try, the only threat of another phase and a mate in a third."),
  N_("problemists' usage (Mat Plus forum 2012)"), DETECT_PHASES(theme_urania))
X(THEME_HANNELIUS, "hannelius", PHASES, true, N_("Hannelius"),
  N_("Two tries threaten different mates and fail to two defences; after the key each refutation is met by the other try's threat as mate. Cyclic: three tries, each refutation met by the next try's threat."),
  N_("YACPDB keyword \"Hannelius\", with D. Shire's 1st Prize, BCM 2007; cyclic: J. Majerčák's column of 20.12.1979 (rubriky.soks.sk)"), DETECT_PHASES(theme_hannelius))
X(THEME_ARNHEM, "arnhem", PHASES, true, N_("Arnhem"),
  N_("Between two tries a defence and a refutation change places: a defence met by a mate in one try refutes the other, where the first try's refutation is met by the same mate; neither the defence nor the refutation gives check."),
  N_("Nederlandse Bond van Schaakprobleemvrienden, \"Thema's\" (Arnhem-thema), probleemblad.nl"), DETECT_PHASES(theme_arnhem))
X(THEME_BARTOLOVIC, "bartolovic", PHASES, true, N_("Bartolović"),
  N_("One phase meets two defences with two mates; each of two other phases changes one of those mates and keeps the other."),
  N_("problemista.eu, Polish glossary of chess composition (\"temat Bartolowica\")"), DETECT_PHASES(theme_bartolovic))
X(THEME_ODESSA, "odessa", PHASES, true, N_("Odessa"),
  N_("One phase threatens two mates and meets two defences with the two threats of another phase, which meets two defences with the first phase's threats."),
  N_("K. Moen, By-Play, \"The Odessa theme\" (2019)"), DETECT_PHASES(theme_odessa))
X(THEME_SUSHKOV, "sushkov", PHASES, true, N_("Sushkov"),
  N_("Two first moves share the aim that would allow two mates, but each also cancels a guard, so each threatens only one of them, a different one."),
  N_("soks.sk, Diagram týždňa 25 (Slesarenko, 64 1987): \"pointa Suškovovej témy\""), DETECT_PHASES(theme_sushkov))
X(THEME_BARNES, "barnes", PHASES, true, N_("Barnes"),
  N_("A try threatens two mates A and B, another try threatens A alone and the key B alone, all three moves of one attacker man; no check refutes either try."),
  N_("Kovačević, \"The Logic and Beauty of Threat Correction\" III, SuperProblem 2015 (Barnes's pattern, match USSR-Yugoslavia 1977)"), DETECT_PHASES(theme_barnes))
