/* assets.h - the files of the page (solver/serve/assets/), built into the
 * binary: embed_assets.sh turns them into C at build time. */
#ifndef CHIAVE_SERVE_ASSETS_H
#define CHIAVE_SERVE_ASSETS_H

#include <stddef.h>

typedef struct {
    const char *name;            /* file name: "app.js" */
    const unsigned char *bytes;
    size_t len;
} Asset;

extern const Asset serve_assets[];
extern const size_t serve_nassets;

#endif
