/* resume.c - `batch --resume OUT`: the keys of the records OUT already
 * holds (a multiset: a key found k times skips k problems), and repairing the
 * record a killed run may have left half written at its end. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fopencookie, getline, strndup, open_memstream, sigtimedwait */
#endif
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "solver/batch/resume.h"
#include "solver/io/msg_prefix.h"
#include "solver/io/write_all.h"

typedef struct {
    char *key; /* NULL: free entry */
    long count;
} Entry;

struct KeySet {
    Entry *e;
    size_t cap, used; /* cap is a power of two */
};

static uint64_t hash(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

/* An error message "FILE:LINE: text" from "LINE: text" on: the same problem
 * gives the same key whatever FILE was called (/tmp/e.epd or e.epd). */
static const char *without_file(const char *error)
{
    for (const char *p = strchr(error, ':'); p; p = strchr(p + 1, ':')) {
        size_t digits = strspn(p + 1, "0123456789");
        if (digits > 0 && p[1 + digits] == ':')
            return p + 1;
    }
    return error;
}

/* "i:<id>", "f:<fen>" or "e:<LINE: error>", the first that is not NULL; NULL if none. */
static char *make_key(const char *id, const char *fen, const char *error)
{
    const char *v = id ? id : fen ? fen : error ? without_file(error) : NULL;
    if (!v)
        return NULL;
    size_t n = strlen(v);
    char *k = malloc(n + 3);
    if (k) {
        k[0] = id ? 'i' : fen ? 'f' : 'e';
        k[1] = ':';
        memcpy(k + 2, v, n + 1);
    }
    return k;
}

static Entry *slot_of(const KeySet *ks, const char *key)
{
    size_t i = (size_t)hash(key) & (ks->cap - 1);
    while (ks->e[i].key && strcmp(ks->e[i].key, key) != 0)
        i = (i + 1) & (ks->cap - 1);
    return &ks->e[i];
}

static bool grow(KeySet *ks)
{
    size_t cap = ks->cap ? 2 * ks->cap : 1024;
    Entry *old = ks->e;
    size_t oldcap = ks->cap;
    ks->e = calloc(cap, sizeof *ks->e);
    if (!ks->e) {
        ks->e = old;
        return false;
    }
    ks->cap = cap;
    for (size_t i = 0; i < oldcap; i++)
        if (old[i].key)
            *slot_of(ks, old[i].key) = old[i];
    free(old);
    return true;
}

/* Adds one occurrence of key (taken over). */
static bool keyset_add(KeySet *ks, char *key)
{
    if (2 * (ks->used + 1) > ks->cap && !grow(ks)) {
        free(key);
        return false;
    }
    Entry *e = slot_of(ks, key);
    if (e->key) {
        free(key);
    } else {
        e->key = key;
        ks->used++;
    }
    e->count++;
    return true;
}

bool keyset_take(KeySet *ks, const char *id, const char *fen, const char *error)
{
    if (!ks || ks->used == 0)
        return false;
    char *key = make_key(id, fen, error);
    if (!key)
        return false;
    Entry *e = slot_of(ks, key);
    free(key);
    if (!e->key || e->count == 0)
        return false;
    e->count--;
    return true;
}

void keyset_free(KeySet *ks)
{
    if (!ks)
        return;
    for (size_t i = 0; i < ks->cap; i++)
        free(ks->e[i].key);
    free(ks->e);
    free(ks);
}

static const char *string_field(json_t *o, const char *name)
{
    return json_string_value(json_object_get(o, name)); /* NULL unless a string */
}

/* Parses a record line; adds its key. Returns false when it is not a record. */
static bool add_record(KeySet *ks, const char *line, size_t len, bool *oom)
{
    json_t *o = json_loadb(line, len, 0, NULL);
    bool ok = json_is_object(o) && string_field(o, "status");
    if (ok) {
        char *key = make_key(string_field(o, "id"), string_field(o, "fen"), string_field(o, "error"));
        if (key && !keyset_add(ks, key))
            *oom = true;
    }
    json_decref(o);
    return ok;
}

/* Every record chiave writes starts so: a last line without newline that does
 * not is no record a killed run left (a one-line .fen, minified JSON). */
static bool record_start(const char *s, size_t n)
{
    static const char START[] = "{\"id\":";
    return n >= sizeof START - 1 && memcmp(s, START, sizeof START - 1) == 0;
}

static bool blank(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r' && s[i] != '\n')
            return false;
    return true;
}

int resume_open(const char *path, FILE *warn, KeySet **out, long *nrecords,
                char *msg, size_t msglen)
{
    *out = NULL;
    *nrecords = 0;
    KeySet *ks = calloc(1, sizeof *ks);
    int fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
    if (!ks || fd < 0) {
        snprintf(msg, msglen, "%s: %s", path, strerror(ks ? errno : ENOMEM));
        free(ks);
        if (fd >= 0)
            close(fd);
        return -1;
    }
    struct stat sb;
    int dupfd = -1;
    FILE *f = NULL;
    if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
        snprintf(msg, msglen, "%s: not a regular file", path);
        goto fail;
    }
    /* Two runs appending to one OUT would interleave their records: the lock
     * is held until the descriptor is closed (at the end of the run). */
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        if (errno == EWOULDBLOCK)
            snprintf(msg, msglen, "%s: in use by another chiave batch (locked); not appending to it", path);
        else
            snprintf(msg, msglen, "%s: lock: %s", path, strerror(errno));
        goto fail;
    }
    if ((dupfd = dup(fd)) < 0 || !(f = fdopen(dupfd, "r"))) {
        snprintf(msg, msglen, "%s: %s", path, strerror(errno));
        if (dupfd >= 0)
            close(dupfd);
        goto fail;
    }
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    long lineno = 0;
    off_t offset = 0;
    bool oom = false, bad = false;
    errno = 0;
    while ((n = getline(&line, &cap, f)) > 0) {
        lineno++;
        bool complete = line[n - 1] == '\n';
        if (blank(line, (size_t)n)) {
            /* nothing */
        } else if (!complete && !record_start(line, (size_t)n)) {
            snprintf(msg, msglen, "%s:%ld: last line has no newline and is not a record of chiave batch; "
                     "not appending to it", path, lineno);
            bad = true;
            break;
        } else if (add_record(ks, line, (size_t)n, &oom)) {
            ++*nrecords;
            if (!complete && !write_all(fd, "\n", 1)) {
                snprintf(msg, msglen, "%s: %s", path, strerror(errno));
                bad = true;
                break;
            }
        } else if (complete) {
            snprintf(msg, msglen, "%s:%ld: not a record of chiave batch; not appending to it",
                     path, lineno);
            bad = true;
            break;
        } else {
            /* The record a killed run was writing: cut it off. */
            if (ftruncate(fd, offset) != 0) {
                snprintf(msg, msglen, "%s: %s", path, strerror(errno));
                bad = true;
                break;
            }
            if (warn)
                fprintf(warn, "%s: %s:%ld: warning: incomplete last line (%zd bytes) removed\n", msg_prefix(),
                        path, lineno, n);
        }
        offset += n;
        if (oom) {
            snprintf(msg, msglen, "%s: out of memory", path);
            bad = true;
            break;
        }
    }
    if (!bad && ferror(f)) {
        snprintf(msg, msglen, "%s: %s", path, strerror(errno ? errno : EIO));
        bad = true;
    }
    free(line);
    fclose(f);
    if (bad)
        goto fail;
    *out = ks;
    return fd;
fail:
    keyset_free(ks);
    close(fd);
    *nrecords = 0;
    return -1;
}
