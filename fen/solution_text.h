/* solution_text.h - a stated solution's text as problemists write it
 * (YACPDB's `solution:`): a twin's section, the key as written. */
#ifndef CHIAVE_SOLUTION_TEXT_H
#define CHIAVE_SOLUTION_TEXT_H

#include <stddef.h>

/* The twin's section of text ("a) 1.Bc7! ... b) 1.Bg5! ..."), malloc'd and
 * trimmed: the first section for a problem that is not twinned (twin NULL);
 * the whole text when it has no sections, for the first twin ("a") only: the
 * other twins then state nothing (NULL). */
char *solution_section(const char *text, const char *twin);

/* The first move of the attacker written with '!' ("1.Qe4!", "1.Sf2-g4 + !"),
 * as written without number and marks ("Qe4", "Sf2-g4"), into out; false
 * when there is none. */
int solution_first_key(const char *text, char *out, size_t len);

#endif
