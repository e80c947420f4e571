/* theme_nietvelt.c - Nietvelt defences: a defence pins one of the defender's own
 * men on the line of the piece that is to give the threat, so the threat (the
 * pinner leaving the line) would free it; the mate exploits the pin. The search
 * is Schiffmann's (theme_schiffmann.c). */
#include "themes/theme_named.h"

void theme_nietvelt(const Solution *s, const Play *key, Analysis *A)
{
    lifted_pin_theme(s, key, A, THEME_NIETVELT, false);
}
