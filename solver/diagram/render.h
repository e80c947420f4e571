/* render.h - a diagram's SVG turned into PNG or PDF by librsvg and cairo
 * (Debian librsvg2, libcairo2), never by a rasteriser of our own. */
#ifndef CHIAVE_DIAGRAM_RENDER_H
#define CHIAVE_DIAGRAM_RENDER_H

#include <stddef.h>

/* How many pixels a PNG has for each SVG unit. */
#define PNG_SCALE 2

/* The PNG of the SVG document svg[0..len): *out malloc'd, *outlen bytes.
 * Returns 0, or -1 with a message in err. */
int render_png(const char *svg, size_t len, unsigned char **out, size_t *outlen, char *err, size_t errlen);

/* One PDF of the SVG documents svg[0..n) (lens[i] bytes each), a page each,
 * each page the size of its diagram (an SVG unit a point). Returns as
 * render_png. */
int render_pdf(const char *const *svg, const size_t *lens, int n, unsigned char **out, size_t *outlen,
               char *err, size_t errlen);

#endif
