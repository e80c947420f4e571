/* twins_detect.h - the detectors of themes across twins of their own
 * (theme_twin_mates.c), over the phases of phases_build_twins; themes/twins.c
 * runs them with those across phases that read twins as phases alike. */
#ifndef CHIAVE_TWINS_DETECT_H
#define CHIAVE_TWINS_DETECT_H

#include <stdbool.h>
#include "themes/phases.h"

void twin_changed_mates(const Phases *P, Analysis *A);
void twin_transferred_mates(const Phases *P, Analysis *A);
bool twin_cyclic_three(const Phases *P, Analysis *A);

#endif
