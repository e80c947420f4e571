/* expected.c - reading the expected records of `chiave verify`: the JSON values
 * of the file, the problem's one among them read into a RecordPlay. */
#include "solver/compare/expected.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "solver/compare/record_read.h"

#define EXPECT_MAX_BYTES ((size_t)1 << 30) /* far above any batch output */

/* Line number (from 1) of byte offset off in text. */
static long line_at(const char *text, size_t off)
{
    long line = 1;
    for (size_t i = 0; i < off; i++)
        line += text[i] == '\n';
    return line;
}

static bool same_text(const json_t *v, const char *s)
{
    return s && json_is_string(v) && strcmp(json_string_value(v), s) == 0;
}

int verify_pick_record(const char *text, size_t len, const char *name, const Problem *pb,
                       RecordPlay *R, char *err, size_t errlen)
{
    json_t *all = json_array();
    json_t *pick = NULL;
    size_t off = 0;
    int ret = -1;
    if (!all) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (;;) {
        while (off < len && (text[off] == ' ' || text[off] == '\t' || text[off] == '\r' || text[off] == '\n'))
            off++;
        if (off >= len)
            break;
        json_error_t je;
        json_t *v = json_loadb(text + off, len - off, JSON_DISABLE_EOF_CHECK | JSON_REJECT_DUPLICATES, &je);
        if (!v) {
            snprintf(err, errlen, "%s:%ld: not a JSON record: %s", name,
                     line_at(text, off) + (je.line > 0 ? je.line - 1 : 0), je.text);
            goto out;
        }
        json_array_append_new(all, v);
        if (je.position <= 0) /* cannot happen: a value takes at least one byte */
            break;
        off += (size_t)je.position;
    }
    size_t n = json_array_size(all);
    if (n == 0) {
        snprintf(err, errlen, "%s: no record found", name);
        goto out;
    }
    /* A twin is found by its FEN alone: twins share their id. */
    if (n == 1 && !pb->twin)
        pick = json_array_get(all, 0);
    for (size_t i = 0; !pick && pb->id && !pb->twin && i < n; i++)
        if (same_text(json_object_get(json_array_get(all, i), "id"), pb->id))
            pick = json_array_get(all, i);
    for (size_t i = 0; !pick && i < n; i++)
        if (same_text(json_object_get(json_array_get(all, i), "fen"), pb->fen))
            pick = json_array_get(all, i);
    if (!pick) {
        snprintf(err, errlen, "%s: %zu records, none with this problem's %s", name, n,
                 pb->id ? "id or FEN" : "FEN");
        goto out;
    }
    char msg[256];
    if (record_read(pick, R, msg, sizeof msg) != 0) {
        snprintf(err, errlen, "%s: not a solution record: %s", name, msg);
        goto out;
    }
    ret = 0;
out:
    json_decref(all);
    return ret;
}

char *verify_read_text(const char *path, size_t *outlen, char *err, size_t errlen)
{
    bool is_stdin = strcmp(path, "-") == 0;
    const char *name = is_stdin ? "<stdin>" : path;
    FILE *f = is_stdin ? stdin : fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: %s", name, strerror(errno));
        return NULL;
    }
    char *text = NULL;
    size_t len = 0, cap = 0;
    const char *refused = NULL; /* endless or binary input (/dev/zero): said at once */
    for (;;) {
        if (len >= EXPECT_MAX_BYTES) {
            refused = "larger than 1 GiB: not a file of records";
            break;
        }
        if (len == cap) {
            cap = cap ? 2 * cap : 65536;
            char *t = realloc(text, cap);
            if (!t) {
                free(text);
                if (!is_stdin)
                    fclose(f);
                snprintf(err, errlen, "%s: out of memory", name);
                return NULL;
            }
            text = t;
        }
        size_t got = fread(text + len, 1, cap - len, f);
        if (memchr(text + len, '\0', got)) {
            refused = "not text: a NUL byte";
            break;
        }
        len += got;
        if (got == 0)
            break;
    }
    bool failed = ferror(f);
    int saved = errno;
    if (!is_stdin)
        fclose(f);
    if (refused)
        snprintf(err, errlen, "%s: %s", name, refused);
    else if (failed)
        snprintf(err, errlen, "%s: %s", name, strerror(saved ? saved : EIO));
    if (refused || failed) {
        free(text);
        return NULL;
    }
    *outlen = len;
    return text;
}

int verify_load_record(const char *path, const Problem *pb, RecordPlay *R, char *err, size_t errlen)
{
    size_t len;
    char *text = verify_read_text(path, &len, err, errlen);
    if (!text)
        return -1;
    int ret = verify_pick_record(text, len, strcmp(path, "-") == 0 ? "<stdin>" : path, pb, R, err, errlen);
    free(text);
    return ret;
}
