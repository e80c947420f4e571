/* commands.h - the commands of the chiave CLI; each returns the exit status.
 * args are the words after the command name. */
#ifndef CHIAVE_CMD_H
#define CHIAVE_CMD_H

#include <stdio.h>

int cmd_solve(int nargs, char **args);
int cmd_batch(int nargs, char **args);
int cmd_perft(int nargs, char **args);
int cmd_verify(int nargs, char **args);
int cmd_watch(int nargs, char **args);
int cmd_serve(int nargs, char **args);
int cmd_convert(int nargs, char **args);
int cmd_economy(int nargs, char **args);
int cmd_repair(int nargs, char **args);
int cmd_diagram(int nargs, char **args);
int cmd_index(int nargs, char **args);
int cmd_find(int nargs, char **args);
int cmd_themes(int nargs, char **args);

/* A command: its name, what runs it, its synopsis and one line on what it
 * does (as `chiave --help` lists it). */
typedef struct {
    const char *name;
    int (*run)(int nargs, char **args);
    const char *summary;
} Command;

/* Every command, in the order --help lists them; a NULL name ends it. */
extern const Command commands[];
/* The command of that name, or NULL. */
const Command *command_find(const char *name);
/* The usage lines of every command. */
void commands_usage(FILE *out);

#endif
