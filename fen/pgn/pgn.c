/* pgn.c - reading problems from PGN: each game's tag pairs give the position
 * ([FEN]), the stipulation and the id; the movetext is skipped (brace comments
 * may span lines and hold '['). Read line by line, one game in memory at a time. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* fopencookie, getline, strndup, open_memstream, sigtimedwait */
#endif
#include "fen/pgn/pgn.h"

#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "fen/epd/fen.h"
#include "fen/fen_text.h"
#include "fen/epd/fen_file.h"
#include "fen/strbuf.h"

/* The tags a problem is made of; the others are read and dropped, so that a
 * game may have any number of tags in bounded memory. */
static const char *const wanted[] = {
    "FEN", "Stipulation", "Id", "ProblemId", "White", "Event", "Site", "Date", "Round",
    "Title", "Composer", "Author", "Source",
};
enum { NWANTED = sizeof wanted / sizeof *wanted };

typedef struct {
    char *value; /* the first tag of that name in the game, NULL if none */
    long line;
} Tag;

typedef struct {
    Tag tags[NWANTED]; /* by index in wanted */
    bool open;        /* a game has started */
    long first_line;
    long bad_line;    /* first malformed line of the game, 0 if none */
    char bad[FEN_MSG];
    StrBuf comments;  /* the movetext's brace comments, a line each (bounded) */
} Game;

/* Brace comments kept of a game: a stated solution is a few lines. */
#define PGN_COMMENTS_MAX 65536

int pgn_detect(const char *path, const char *head, size_t n)
{
    if (path) {
        size_t len = strlen(path);
        if (len >= 4 && strcasecmp(path + len - 4, ".pgn") == 0)
            return 1;
    }
    size_t i = fen_bom_len(head, n);
    while (i < n && fen_is_space(head[i]))
        i++;
    return i < n && head[i] == '[';
}

static void game_reset(Game *g)
{
    for (int i = 0; i < NWANTED; i++) {
        free(g->tags[i].value);
        g->tags[i].value = NULL;
    }
    strbuf_free(&g->comments);
    g->open = false;
    g->first_line = g->bad_line = 0;
    g->bad[0] = '\0';
}

static void game_bad(Game *g, long line, const char *msg)
{
    if (!g->bad_line) {
        g->bad_line = line;
        snprintf(g->bad, sizeof g->bad, "%s", msg);
    }
}

/* The index in wanted of the tag name[0..n), -1 if it is not wanted. */
static int wanted_index(const char *name, size_t n)
{
    for (int i = 0; i < NWANTED; i++)
        if (strlen(wanted[i]) == n && strncasecmp(wanted[i], name, n) == 0)
            return i;
    return -1;
}

static const Tag *find_tag(const Game *g, const char *name)
{
    int i = wanted_index(name, strlen(name));
    return i >= 0 && g->tags[i].value ? &g->tags[i] : NULL;
}

/* Parses the tag pairs of a line starting at s (at '['). Returns the text
 * after the last tag pair (movetext on the same line), or NULL when there is
 * none or the line is malformed (the game is then marked bad). */
static const char *parse_tags(Game *g, const char *s, const char *end, long line)
{
    while (s < end) {
        while (s < end && fen_is_space(*s))
            s++;
        if (s == end)
            return NULL;
        if (*s != '[')
            return s;
        s++;
        while (s < end && fen_is_space(*s))
            s++;
        const char *name = s;
        while (s < end && !fen_is_space(*s) && *s != '"' && *s != ']')
            s++;
        size_t nlen = (size_t)(s - name);
        while (s < end && fen_is_space(*s))
            s++;
        if (nlen == 0 || s == end || *s != '"') {
            game_bad(g, line, "malformed tag pair (expected [Name \"value\"])");
            return NULL;
        }
        s++;
        char *val = malloc((size_t)(end - s) + 1);
        if (!val) {
            game_bad(g, line, "out of memory");
            return NULL;
        }
        size_t vlen = 0;
        while (s < end && *s != '"') {
            if (*s == '\\' && s + 1 < end && (s[1] == '"' || s[1] == '\\'))
                s++;
            val[vlen++] = *s++;
        }
        val[vlen] = '\0';
        if (s < end)
            s++; /* closing quote */
        while (s < end && fen_is_space(*s))
            s++;
        if (s == end || *s != ']') {
            free(val);
            game_bad(g, line, "malformed tag pair (expected [Name \"value\"])");
            return NULL;
        }
        s++;
        int w = wanted_index(name, nlen);
        if (w < 0 || g->tags[w].value) { /* not wanted, or not the first */
            free(val);
            continue;
        }
        g->tags[w] = (Tag){ val, line };
    }
    return NULL;
}

/* A brace comment: whether one is open, and the line where it opened. */
typedef struct {
    bool open;
    long line;
} Braces;

/* Whether the line at t looks like a tag pair, [Name "...: inside a brace
 * comment such a line means the comment was never closed (a comment may hold
 * '[', but not a game's tag pairs), so it must not swallow the next games. */
static bool looks_like_tag_pair(const char *t, const char *end)
{
    if (t == end || *t++ != '[')
        return false;
    const char *name = t;
    while (t < end && (isalnum((unsigned char)*t) || *t == '_'))
        t++;
    if (t == name || t == end || !fen_is_space(*t))
        return false;
    while (t < end && fen_is_space(*t))
        t++;
    return t < end && *t == '"';
}

/* Skips movetext (of line lineno), tracking brace comments ({...} may span
 * lines; ';' comments to the end of the line), whose text is kept in
 * comments (a stated solution may be there), up to PGN_COMMENTS_MAX. */
static void scan_movetext(const char *s, const char *end, Braces *br, long lineno, StrBuf *comments)
{
    for (; s < end; s++) {
        if (br->open) {
            const char *close = memchr(s, '}', (size_t)(end - s));
            const char *stop = close ? close : end;
            if (comments->len + (size_t)(stop - s) < PGN_COMMENTS_MAX)
                strbuf_add(comments, s, (size_t)(stop - s)); /* out of memory: kept shorter */
            if (comments->len + 1 < PGN_COMMENTS_MAX)
                strbuf_add(comments, close ? "\n" : " ", 1);
            s = stop;
            if (close)
                br->open = false;
            else
                s--;
        } else if (*s == '{') {
            br->open = true;
            br->line = lineno;
        } else if (*s == ';') {
            return;
        }
    }
}

/* The value with white space trimmed, "" when unknown ("?", "??", "-", ...);
 * dates lose their unknown parts ("1917.??.??" -> "1917"). Writes into buf. */
static const char *known_value(const char *v, bool is_date, char *buf, size_t len)
{
    while (fen_is_space(*v))
        v++;
    size_t n = strlen(v);
    while (n > 0 && fen_is_space(v[n - 1]))
        n--;
    if (is_date)
        while (n >= 3 && memcmp(v + n - 3, ".??", 3) == 0)
            n -= 3;
    if (n >= len)
        n = len - 1;
    bool unknown = true;
    for (size_t i = 0; i < n; i++)
        if (v[i] != '?' && v[i] != '-')
            unknown = false;
    memcpy(buf, v, n);
    buf[unknown ? 0 : n] = '\0';
    return buf;
}

/* The id of the game (see pgn.h), malloc'd, or NULL. */
static char *game_id(const Game *g)
{
    static const char *const explicit_tags[] = { "Id", "ProblemId" };
    static const char *const parts[] = { "White", "Event", "Site", "Date", "Round" };
    char buf[1024], val[512];
    for (size_t i = 0; i < sizeof explicit_tags / sizeof *explicit_tags; i++) {
        const Tag *t = find_tag(g, explicit_tags[i]);
        if (t && known_value(t->value, false, buf, sizeof buf)[0])
            return fen_to_utf8(buf, strlen(buf));
    }
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < sizeof parts / sizeof *parts; i++) {
        const Tag *t = find_tag(g, parts[i]);
        if (!t || !known_value(t->value, i == 3, val, sizeof val)[0])
            continue;
        int w = snprintf(buf + len, sizeof buf - len, "%s%s", len ? "; " : "", val);
        if (w < 0 || (size_t)w >= sizeof buf - len)
            break;
        len += (size_t)w;
    }
    return len ? fen_to_utf8(buf, len) : NULL;
}

/* *field (if still NULL) from the known value of the first tag named a or b. */
static void tag_words(const Game *g, char **field, const char *a, const char *b)
{
    const char *names[] = { a, b };
    char val[512];
    for (size_t i = 0; i < 2 && names[i] && !*field; i++) {
        const Tag *t = find_tag(g, names[i]);
        if (t && known_value(t->value, false, val, sizeof val)[0])
            *field = fen_to_utf8(val, strlen(val));
    }
}

/* Whether a stipulation is a mate in two ("#2", spaces ignored). */
static bool is_mate_in_two(const char *s)
{
    char t[8];
    size_t n = 0;
    for (; *s; s++) {
        if (fen_is_space(*s))
            continue;
        if (n == sizeof t - 1)
            return false;
        t[n++] = *s;
    }
    t[n] = '\0';
    return strcmp(t, "#2") == 0;
}

/* Turns the game into a problem and hands it to cb. */
static int finish_game(Game *g, const char *name, char *full, size_t fullcap,
                       ProblemFn cb, void *ctx)
{
    const Tag *fen = find_tag(g, "FEN"), *stip = find_tag(g, "Stipulation");
    Problem p;
    char msg[FEN_MSG];
    int bad = 0;
    if (fen) {
        bad = fen_parse_n(fen->value, strlen(fen->value), &p, msg, sizeof msg);
    } else {
        memset(&p, 0, sizeof p);
        board_clear(&p.pos);
    }
    char *id = game_id(g);
    if (id) {
        free(p.id);
        p.id = id;
    }
    /* The problem's own words, from the tags problem databases give them in. */
    tag_words(g, &p.title, "Title", NULL);
    tag_words(g, &p.authors, "Composer", "Author");
    tag_words(g, &p.source, "Source", NULL);
    /* A comment holding "1.X!" states the solution (solver/report/stated.c). */
    const char *c = g->comments.s, *one = c ? strstr(c, "1.") : NULL;
    if (one && strchr(one, '!'))
        p.solution = fen_to_utf8(c, g->comments.len);
    const char *err = full;
    if (g->bad_line) {
        snprintf(full, fullcap, "%s:%ld: %s", name, g->bad_line, g->bad);
    } else if (stip && !is_mate_in_two(stip->value)) {
        char echo[FEN_ECHO];
        char *v = fen_to_utf8(stip->value, strlen(stip->value));
        snprintf(full, fullcap, "%s:%ld: stipulation \"%s\" is not #2", name, stip->line,
                 v ? fen_echo(echo, v, strlen(v)) : "?");
        free(v);
    } else if (!fen) {
        snprintf(full, fullcap, "%s:%ld: game has no FEN tag", name, g->first_line);
    } else if (bad) {
        snprintf(full, fullcap, "%s:%ld: FEN tag: %s", name, fen->line, msg);
    } else {
        err = NULL;
    }
    int rc = cb(ctx, fen ? fen->line : g->first_line, &p, err);
    problem_free(&p);
    game_reset(g);
    return rc;
}

/* Starts a game at line lineno unless one is open. */
static void game_open(Game *g, long lineno)
{
    if (!g->open) {
        g->open = true;
        g->first_line = lineno;
    }
}

int pgn_read_collection(FILE *f, const char *name, ProblemFn cb, void *ctx)
{
    Game *g = calloc(1, sizeof *g);
    size_t fullcap = strlen(name) + 2 * FEN_MSG + 64;
    char *full = malloc(fullcap);
    if (!g || !full) {
        free(g);
        free(full);
        errno = ENOMEM;
        return -1;
    }
    char *line = NULL;
    size_t cap = 0, len;
    long lineno = 0;
    Braces br = { false, 0 };
    bool in_tags = false;
    int rc = 0, got;
    while ((got = fen_next_line(f, &line, &cap, &len)) > 0) {
        const char *s = line, *end = line + len;
        if (++lineno == 1)
            s += fen_bom_len(s, len);
        const char *t = s;
        while (t < end && fen_is_space(*t))
            t++;
        bool too_long = got == FEN_LINE_LONG;
        if (too_long || memchr(s, '\0', (size_t)(end - s))) {
            /* A line no PGN holds: its game is bad (a new one if it opens one). */
            bool tag_line = !br.open && t < end && *t == '[';
            if (tag_line && !in_tags && g->open && (rc = finish_game(g, name, full, fullcap, cb, ctx)))
                break;
            game_open(g, lineno);
            in_tags = in_tags || tag_line;
            game_bad(g, lineno, too_long ? FEN_LINE_LONG_MSG : "not text: NUL byte");
            if (too_long && fen_skip_line(f) != 0) {
                got = -1;
                break;
            }
            continue;
        }
        if (br.open && looks_like_tag_pair(t, end)) {
            char msg[FEN_MSG];
            snprintf(msg, sizeof msg, "comment '{' never closed: the next game's tag pairs "
                     "start on line %ld", lineno);
            game_bad(g, br.line, msg);
            br.open = false; /* the line is read as the tag pairs it is */
        }
        if (br.open) {
            scan_movetext(s, end, &br, lineno, &g->comments);
            continue;
        }
        if (*s == '%')
            continue; /* escape line */
        if (t == end) {
            in_tags = false; /* the blank line before the movetext */
        } else if (*t == '[') {
            if (!in_tags && g->open && (rc = finish_game(g, name, full, fullcap, cb, ctx)))
                break;
            game_open(g, lineno);
            in_tags = true;
            const char *rest = parse_tags(g, t, end, lineno);
            if (rest) {
                in_tags = false;
                scan_movetext(rest, end, &br, lineno, &g->comments);
            }
        } else {
            if (!g->open) { /* not PGN, or a game without tags: said, not skipped */
                game_open(g, lineno);
                game_bad(g, lineno, "text outside a game (a PGN game starts with tag pairs "
                                    "such as [FEN \"...\"])");
            }
            in_tags = false;
            scan_movetext(t, end, &br, lineno, &g->comments);
        }
    }
    if (got < 0) {
        rc = -1; /* the game being read is not whole: no problem is made of it */
    } else if (rc == 0 && g->open) {
        if (br.open) { /* it swallowed the rest of the file: said first */
            g->bad_line = br.line;
            snprintf(g->bad, sizeof g->bad, "comment '{' never closed: lines %ld-%ld read as "
                     "a comment", br.line, lineno);
        }
        rc = finish_game(g, name, full, fullcap, cb, ctx);
    }
    int saved = errno;
    game_reset(g);
    free(g);
    free(line);
    free(full);
    errno = saved;
    return rc;
}
