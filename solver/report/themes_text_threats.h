/* themes_text_threats.h - the Analysis's lines of several threats
 * (themes_text_threats.c): "effective defences: ... 1...Rf7 1...Rxf8 defeat every
 * threat; 1...g5+ leaves 2.Qxf6#", a Fleck's "2.Qxf6# after 1...g5+; ...". */
#ifndef CHIAVE_THEMES_TEXT_THREATS_H
#define CHIAVE_THEMES_TEXT_THREATS_H

#include "solver/report/themes_text_moves.h"

/* ": 1...a 1...b leave 2.X#; 1...c defeats every threat": e's defences
 * (effective-defences) grouped by the threats each leaves. */
void tt_effective(const Ctx *c, const ThemeEntry *e);

/* ": 2.Qxf6# after 1...g5+; 2.Qg7# after 1...Ne4 ...": each threat of e (a
 * Fleck) with the defences that leave it alone. */
void tt_separations(const Ctx *c, const ThemeEntry *e);

#endif
