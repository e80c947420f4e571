/* test_serve_words.c - the page's words: /api/messages in every language, and
 * every word of the page's files in messages.c and back. Run from tests/. */
#include <check.h>
#include <ctype.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sys/socket.h>

#include "solver/aids/economy.h"
#include "solver/report/json.h"
#include "themes/theme_table.h"
#include "solver/report/record_san.h"
#include "solver/serve/api.h"
#include "solver/serve/assets.h"
#include "solver/serve/collection.h"
#include "solver/serve/guard.h"
#include "solver/serve/routes.h"
#include "solver/serve/server.h"
#include "tests/test_helpers.h"

#define NO_KEY_307 "1Q6/8/8/8/8/k3K3/8/8 w - -"
#include "tests/solver/serve/serve_helpers.h"

/* ---- the page in four languages --------------------------------------- */

/* GET /api/messages?lang=: every word of the page, from the catalogues. The
 * words checked here are the catalogues' (solver/report/po/). */
START_TEST(messages_in_every_language)
{
    ApiContext cx = context();
    int st;
    /* match: find's count, which may be 1: no plural noun or verb agrees with
     * it ("1 problèmes sur 12 correspondent" until issue 21 item 7). */
    /* grimshaw: the start of its definition (a chip clicked shows it). */
    static const struct { const char *lang, *key, *black, *set_play, *colon, *match, *decimal, *grimshaw; } want[] = {
        { "it", "Chiave", "il Nero muove", "Gioco apparente", ":", "problemi che corrispondono: %d su %d", ",",
          "Due pezzi " },
        { "de", "Schlüssel", "Schwarz am Zug", "Satzspiel", ":", "passende Probleme: %d von %d", ",",
          "Zwei verteidigende Steine " },
        { "fr", "Clé", "trait aux Noirs", "Jeu apparent", "\u00a0:", "problèmes qui correspondent\u00a0: %d sur %d",
          ",", "Deux pièces " },
        { "en", "Key", "Black to move", "Set play", ":", "%d of %d problems match", ".", "Two defender men " },
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        char path[64];
        snprintf(path, sizeof path, "/api/messages?lang=%s", want[i].lang);
        json_t *j = call(&cx, "GET", path, NULL, &st);
        ck_assert_int_eq(st, 200);
        ck_assert_str_eq(str(j, "lang"), want[i].lang);
        json_t *m = json_object_get(j, "messages");
        ck_assert_uint_eq(json_object_size(m), page_nwords + ROLE_COUNT + 3); /* and ':' ';' '.' */
        ck_assert_str_eq(str(m, "Key"), want[i].key);
        ck_assert_str_eq(str(m, "Black to move"), want[i].black);
        ck_assert_str_eq(str(m, "Set play"), want[i].set_play);
        ck_assert_str_eq(str(m, ":"), want[i].colon); /* the page's "label: words" */
        ck_assert_str_eq(str(m, "."), want[i].decimal); /* the page's "0,3 ms" */
        ck_assert_str_eq(str(m, "%d of %d problems match"), want[i].match);
        /* "themes": every theme by SPEC's name, as `chiave themes` says it. */
        json_t *themes = json_object_get(j, "themes");
        ck_assert_uint_eq(json_object_size(themes), THEME_COUNT);
        json_t *g = json_object_get(themes, "grimshaw");
        ck_assert_str_eq(str(g, "title"), "Grimshaw");
        ck_assert_msg(strncmp(str(g, "definition"), want[i].grimshaw, strlen(want[i].grimshaw)) == 0, "%s: %s",
                      want[i].lang, str(g, "definition"));
        ck_assert_ptr_nonnull(strstr(str(g, "source"), "Wiki"));
        /* Every word translated but in English (msgcmp checks the catalogues). */
        const char *k;
        json_t *v;
        size_t same = 0;
        json_object_foreach(m, k, v)
            same += strcmp(k, json_string_value(v)) == 0;
        /* English: every word its msgid but the roles whose JSON names are
         * not the words ("set-play" is "set play", "play" "actual play"). */
        if (strcmp(want[i].lang, "en") == 0) {
            ck_assert_str_eq(str(m, "set-play"), "set play");
            ck_assert_str_eq(str(m, "play"), "actual play");
            ck_assert_uint_eq(same, page_nwords + ROLE_COUNT - 2 + 3); /* ':', ';' and '.' too */
        } else
            ck_assert_uint_lt(same, page_nwords / 10); /* "Analyse", "Verdict", ... */
        json_decref(j);
    }
    static const char *const bad[] = { "/api/messages", "/api/messages?lang=", "/api/messages?lang=es",
                                       "/api/messages?lang=IT", "/api/messages?lang=it%00" };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        api_says_part(&cx, "GET", bad[i], NULL, 400, "error", "lang: ");
    }
    json_t *j = call(&cx, "POST", "/api/messages?lang=it", "{}", &st);
    ck_assert_int_eq(st, 405);
    json_decref(j);
    collection_free(cx.collection);
}
END_TEST

/* Adds the word that starts at p and ends at the quote q to words (if new). */
static void add_word(json_t *words, const char *p, char q)
{
    const char *end = strchr(p, q);
    ck_assert_ptr_nonnull(end);
    char w[256];
    snprintf(w, sizeof w, "%.*s", (int)(end - p), p);
    json_object_set_new(words, w, json_true());
}

/* The words the page's files name: t('...') and N_('...') in the scripts,
 * data-t, data-t-title, data-t-placeholder and data-t-aria in the page. */
static json_t *words_of_the_page(void)
{
    json_t *words = json_object();
    for (size_t a = 0; a < serve_nassets; a++) {
        const char *text = (const char *)serve_assets[a].bytes, *name = serve_assets[a].name;
        size_t n = strlen(name);
        if (n > 3 && strcmp(name + n - 3, ".js") == 0) {
            for (const char *p = text; (p = strstr(p, "('")); p++) {
                const char *f = p;
                while (f > text && (f[-1] == '_' || f[-1] == 'N' || f[-1] == 't'))
                    f--;
                bool call = (p - f == 1 && f[0] == 't') || (p - f == 2 && f[0] == 'N' && f[1] == '_');
                if (call && (f == text || !(isalnum((unsigned char)f[-1]) || f[-1] == '$' || f[-1] == '.')))
                    add_word(words, p + 2, '\'');
            }
        } else if (n > 5 && strcmp(name + n - 5, ".html") == 0) {
            for (const char *p = text; (p = strstr(p, " data-t")); p++) {
                const char *q = p + 7;
                q += strspn(q, "abcdefghijklmnopqrstuvwxyz-");
                if (strncmp(q, "=\"", 2) == 0)
                    add_word(words, q + 2, '"');
            }
        }
    }
    return words;
}

/* The list the server translates (messages.c) is exactly the words the page
 * names: none missing (it would stay English), none left over. */
START_TEST(page_words_are_the_pages)
{
    json_t *used = words_of_the_page(), *listed = json_object();
    for (size_t i = 0; i < page_nwords; i++) {
        ck_assert_msg(!json_object_get(listed, page_words[i]), "'%s' is listed twice", page_words[i]);
        json_object_set_new(listed, page_words[i], json_true());
    }
    for (int r = 0; r < ROLE_COUNT; r++) /* economy's, translated by their context */
        json_object_set_new(listed, role_name((Role)r), json_true());
    json_object_set_new(listed, ":", json_true()); /* the punctuation, by its context */
    json_object_set_new(listed, ";", json_true());
    json_object_set_new(listed, ".", json_true()); /* the decimal sign, by its context */
    const char *w;
    json_t *v;
    json_object_foreach(used, w, v)
        ck_assert_msg(json_object_get(listed, w), "the page says '%s': not in messages.c", w);
    json_object_foreach(listed, w, v)
        ck_assert_msg(json_object_get(used, w), "messages.c lists '%s': the page does not say it", w);
    ck_assert_uint_gt(json_object_size(used), 100);
    json_decref(used);
    json_decref(listed);
}
END_TEST

/* {"text": ...}: any format chiave reads, told as a file's content; and the
 * themes with their labels in the language asked for. */

Suite *serve_words_suite(void);
Suite *serve_words_suite(void)
{
    Suite *s = suite_create("serve_words");
    TCase *t = tcase_create("words");
    tcase_add_test(t, messages_in_every_language);
    tcase_add_test(t, page_words_are_the_pages);
    suite_add_tcase(s, t);
    return s;
}
