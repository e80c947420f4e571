/* wrap.h - the text report's lines at most a page wide, as a magazine sets
 * them: a long line breaks between words, its rest indented under its start. */
#ifndef CHIAVE_REPORT_WRAP_H
#define CHIAVE_REPORT_WRAP_H

#include <stddef.h>
#include <stdio.h>

/* The width of a text report's line, in characters. */
#define REPORT_WIDTH 100

/* Writes text[0..len) to out, each line longer than width characters (UTF-8)
 * broken at spaces, the rest indented four more than the line. A word longer
 * than the line stays whole. */
void wrap_write(FILE *out, const char *text, size_t len, int width);

#endif
