/* defaults.h - the text report's defaults: the command line first, then
 * CHIAVE_LANG, the config file ($XDG_CONFIG_HOME/chiave/config), LC_ALL,
 * LC_MESSAGES, LANG, English. */
#ifndef CHIAVE_DEFAULTS_H
#define CHIAVE_DEFAULTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "solver/cli/options.h"

/* The config file's path: $XDG_CONFIG_HOME/chiave/config when that variable
 * is an absolute path, else $HOME/.config/chiave/config; false (no config)
 * without either. */
bool defaults_config_path(char *buf, size_t len);

/* Reads the "key = value" lines of a config file (named name in messages)
 * into *o: lang, order, board, refutations; '#' starts a comment, blank lines
 * are skipped. False with "name:LINE: ..." in err for a bad line. */
bool defaults_read_config(FILE *f, const char *name, CliOptions *o, char *err, size_t errlen);

/* The language of a locale's name ("it_IT.UTF-8" is Italian): the first of
 * lc_all, lc_messages and lang that is set and not empty decides; English for
 * any language chiave does not speak ("C", "es_ES"). */
Lang defaults_locale_lang(const char *lc_all, const char *lc_messages, const char *lang);

/* Gives the options the command line left unset their defaults, for a text
 * report (solve without --json, watch): lang from CHIAVE_LANG, the config
 * file or the locale; order, board and refutations from the config file.
 * False with a message in err (a bad config line, a bad CHIAVE_LANG, a config
 * file that cannot be read). */
bool defaults_apply(CliOptions *o, char *err, size_t errlen);

#endif
