/* tr.c - the report's words in the reader's language. */
#include "solver/report/tr.h"

const char *tr(Lang lang, const char *msgid)
{
    (void)lang;
    return msgid;
}

const char *trn(Lang lang, const char *singular, const char *plural, unsigned long n)
{
    (void)lang;
    return n == 1 ? singular : plural;
}
