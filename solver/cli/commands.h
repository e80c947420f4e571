/* commands.h - the commands of the chiave CLI; each returns the exit status.
 * args are the words after the command name. */
#ifndef CHIAVE_CMD_H
#define CHIAVE_CMD_H

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

#endif
