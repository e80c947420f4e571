/* msg_prefix.h - who speaks on stderr: "chiave COMMAND" once main knows the
 * command, "chiave" before (an unknown command). Every error and warning of a
 * command starts "chiave COMMAND: ", whichever room prints it. */
#ifndef CHIAVE_MSG_PREFIX_H
#define CHIAVE_MSG_PREFIX_H

/* Set once by main, before any thread starts; cmd NULL means no command. */
void msg_prefix_set(const char *cmd);

/* "chiave COMMAND" (or "chiave"), without the colon. */
const char *msg_prefix(void);

#endif
