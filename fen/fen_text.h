/* fen_text.h - text checks and messages shared by the input readers: UTF-8,
 * blank lines, echoing a bad token. */
#ifndef CHIAVE_FEN_TEXT_H
#define CHIAVE_FEN_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#define FEN_ECHO 32 /* room for an echoed token: 20 bytes, "..." and NUL */

/* snprintf into err, tolerating a NULL or empty buffer. */
void fen_errf(char *err, size_t errlen, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Copies at most 20 bytes of s[0..n) into dst (FEN_ECHO bytes), never splitting
 * a UTF-8 sequence, adding "..." when cut. Returns dst. */
char *fen_echo(char *dst, const char *s, size_t n);

/* Length of the prefix of s[0..n) that fits in max bytes without splitting UTF-8. */
size_t fen_utf8_cut(const char *s, size_t n, size_t max);

/* 0 if s[0..n) is text: printable ASCII, tab, CR, LF or valid UTF-8.
 * Otherwise -1 and a message naming the column. */
int fen_check_text(const char *s, size_t n, char *err, size_t errlen);

/* The length of a UTF-8 byte order mark at the start of s[0..n) (editors on
 * Windows may begin a file with one): 3, or 0 when there is none. */
static inline size_t fen_bom_len(const char *s, size_t n)
{
    return n >= 3 && (unsigned char)s[0] == 0xef && (unsigned char)s[1] == 0xbb && (unsigned char)s[2] == 0xbf ? 3 : 0;
}

static inline int fen_is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

/* Whether s[0..n) is valid UTF-8 (control characters allowed). */
bool fen_is_utf8(const char *s, size_t n);

/* A malloc'd copy of s[0..n) that is valid UTF-8: control characters become
 * spaces, and text that is not UTF-8 is read as Latin-1. NULL if out of memory. */
char *fen_to_utf8(const char *s, size_t n);

/* Blank or a '#' comment, for a line of n bytes. */
int fen_blank_n(const char *s, size_t n);

#endif
