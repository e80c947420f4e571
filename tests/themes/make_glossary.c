/* make_glossary.c - `make glossary`: writes themes/GLOSSARY.md from the table of
 * themes (test_theme_table.c checks that it is current). */
#include <stdio.h>
#include "themes/theme_table.h"

int main(void)
{
    theme_glossary(stdout);
    return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 2;
}
