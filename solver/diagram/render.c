/* render.c - PNG and PDF through librsvg and cairo. */
#include "solver/diagram/render.h"

#include <cairo-pdf.h>
#include <cairo.h>
#include <librsvg/rsvg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The bytes cairo writes, gathered in memory. */
typedef struct {
    unsigned char *bytes;
    size_t len, cap;
    bool oom;
} Sink;

static cairo_status_t sink_write(void *closure, const unsigned char *data, unsigned int n)
{
    Sink *s = closure;
    if (s->len + n > s->cap) {
        size_t cap = s->cap ? s->cap : 1 << 16;
        while (cap < s->len + n)
            cap *= 2;
        unsigned char *b = realloc(s->bytes, cap);
        if (!b) {
            s->oom = true;
            return CAIRO_STATUS_NO_MEMORY;
        }
        s->bytes = b;
        s->cap = cap;
    }
    memcpy(s->bytes + s->len, data, n);
    s->len += n;
    return CAIRO_STATUS_SUCCESS;
}

/* The SVG read by librsvg, with its size in units; NULL with a message. */
static RsvgHandle *load(const char *svg, size_t len, double *w, double *h, char *err, size_t errlen)
{
    GError *e = NULL;
    RsvgHandle *rh = rsvg_handle_new_from_data((const guint8 *)svg, len, &e);
    if (!rh) {
        snprintf(err, errlen, "SVG not readable: %s", e ? e->message : "?");
        g_clear_error(&e);
        return NULL;
    }
    if (!rsvg_handle_get_intrinsic_size_in_pixels(rh, w, h) || *w <= 0 || *h <= 0) {
        snprintf(err, errlen, "SVG without a size");
        g_object_unref(rh);
        return NULL;
    }
    return rh;
}

/* Draws rh on cr at scale, the whole w x h document. */
static int draw(RsvgHandle *rh, cairo_t *cr, double w, double h, char *err, size_t errlen)
{
    GError *e = NULL;
    RsvgRectangle viewport = { 0, 0, w, h };
    if (!rsvg_handle_render_document(rh, cr, &viewport, &e)) {
        snprintf(err, errlen, "SVG not drawn: %s", e ? e->message : "?");
        g_clear_error(&e);
        return -1;
    }
    return 0;
}

/* The result of a surface written into sink: 0, or -1 with a message. */
static int finish(cairo_status_t st, Sink *sink, unsigned char **out, size_t *outlen, char *err, size_t errlen)
{
    if (st != CAIRO_STATUS_SUCCESS || sink->oom) {
        snprintf(err, errlen, "%s", sink->oom ? "out of memory" : cairo_status_to_string(st));
        free(sink->bytes);
        return -1;
    }
    *out = sink->bytes;
    *outlen = sink->len;
    return 0;
}

int render_png(const char *svg, size_t len, unsigned char **out, size_t *outlen, char *err, size_t errlen)
{
    double w, h;
    RsvgHandle *rh = load(svg, len, &w, &h, err, errlen);
    if (!rh)
        return -1;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)(w * PNG_SCALE + 0.5),
                                                          (int)(h * PNG_SCALE + 0.5));
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, PNG_SCALE, PNG_SCALE);
    int rc = draw(rh, cr, w, h, err, errlen);
    cairo_destroy(cr);
    Sink sink = { 0 };
    if (rc == 0) {
        cairo_status_t st = cairo_surface_status(surface);
        if (st == CAIRO_STATUS_SUCCESS)
            st = cairo_surface_write_to_png_stream(surface, sink_write, &sink);
        rc = finish(st, &sink, out, outlen, err, errlen);
    }
    cairo_surface_destroy(surface);
    g_object_unref(rh);
    return rc;
}

int render_pdf(const char *const *svg, const size_t *lens, int n, unsigned char **out, size_t *outlen,
               char *err, size_t errlen)
{
    Sink sink = { 0 };
    cairo_surface_t *surface = NULL;
    int rc = 0;
    for (int i = 0; i < n && rc == 0; i++) {
        double w, h;
        RsvgHandle *rh = load(svg[i], lens[i], &w, &h, err, errlen);
        if (!rh) {
            rc = -1;
            break;
        }
        if (!surface)
            surface = cairo_pdf_surface_create_for_stream(sink_write, &sink, w, h);
        else
            cairo_pdf_surface_set_size(surface, w, h); /* before anything is drawn on the page */
        cairo_t *cr = cairo_create(surface);
        rc = draw(rh, cr, w, h, err, errlen);
        cairo_show_page(cr);
        cairo_destroy(cr);
        g_object_unref(rh);
    }
    if (!surface) {
        if (rc == 0)
            snprintf(err, errlen, "no diagram to write");
        free(sink.bytes);
        return -1;
    }
    cairo_surface_finish(surface);
    cairo_status_t st = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (rc != 0) {
        free(sink.bytes);
        return -1;
    }
    return finish(st, &sink, out, outlen, err, errlen);
}
