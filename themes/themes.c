/* themes.c - runs every theme detector: those of one key over every key, then
 * those across phases (set play, tries, keys) once for the problem. */
#include "themes/themes.h"
#include "themes/phases.h"
#include "themes/theme_key.h"
#include "themes/theme_play.h"

/* Detectors live in their own files (themes/theme_*.c); add each one here. */
static const ThemeDetector detectors[] = {
    NULL, /* placeholder so the array is never empty; skipped below */
    theme_type, theme_effective_defences, theme_fleck, theme_flights, theme_knight_wheels,
    theme_changed_mates, theme_try_mates, theme_duals, theme_unprovided,
    theme_key_features, theme_self_block, theme_pin_mate, theme_battery_mate,
    theme_cross_check, theme_grimshaw, theme_novotny,
};

static void (*const phase_detectors[])(const Phases *P, json_t *out) = {
    theme_reciprocal, theme_cyclic, theme_zagoruiko, theme_le_grand, theme_dombrovskis,
    theme_rukhlis, theme_pickaninny, theme_albino, theme_black_correction,
    theme_white_correction, theme_half_pin,
};

void themes_analyse(const Solution *s, json_t *out)
{
    if (!s->analysed)
        return;
    for (int k = 0; k < s->nkeys; k++)
        for (size_t i = 0; i < sizeof detectors / sizeof *detectors; i++)
            if (detectors[i])
                detectors[i](s, &s->keys[k], out);
    /* Entries name a key: a problem without one has none. */
    if (s->nkeys == 0)
        return;
    Phases P;
    phases_build(s, &P);
    for (size_t i = 0; i < sizeof phase_detectors / sizeof *phase_detectors; i++)
        phase_detectors[i](&P, out);
    phases_free(&P);
}
