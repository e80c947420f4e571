/* collection.h - the collection the user opened in the workbench: the file
 * named on the command line (`chiave serve FILE`, saved back in place), or a
 * file the page uploaded (kept in memory, saved back as a download). It is the
 * only file the API reads or writes. */
#ifndef CHIAVE_SERVE_COLLECTION_H
#define CHIAVE_SERVE_COLLECTION_H

#include <stddef.h>
#include "solver/serve/api.h"

#define COLLECTION_PAGE 100     /* problems listed by default, and at most 1000 */

/* An empty collection (nothing opened). NULL if out of memory. */
Collection *collection_new(void);
/* Reads the file at path into c; -1 with a message naming it on error. */
int collection_load_file(Collection *c, const char *path, char *err, size_t errlen);
void collection_free(Collection *c);

/* GET /api/collection?from=N&count=M&lang=L: the problems [from, from+count)
 * with their line, id, fen (as read), error and the problem's words (with a
 * twin's label, the problem it belongs to, its twinning and its line in L). */
void api_collection(const ApiContext *cx, const Request *rq, Reply *out);
/* POST /api/collection/open?name=FILE&lang=L with the file's bytes as the body: the
 * page's file becomes the collection; the answer is its first page as
 * api_collection gives it. */
void api_collection_open(const ApiContext *cx, const Request *rq, Reply *out);
/* GET /api/collection/text: the collection's bytes as they are now (an
 * upload's edits saved, for the page to download). */
void api_collection_text(const ApiContext *cx, const Request *rq, Reply *out);
/* POST /api/collection/save {"edits": [{"index", "fen"}]}: each edited
 * problem's position (its white space made single spaces) replaced in the
 * text (fen_rewrite), which must read back as the same problems; a file is
 * replaced as save_file.h does it (409 when it changed on disk since it was
 * read, 503 when another writer holds it), an upload is changed in memory
 * (api_collection_text gives it). 400 for an edit that is no FEN. */
void api_collection_save(const ApiContext *cx, const Request *rq, Reply *out);
/* POST /api/collection/reload?from=N&count=M&lang=L: the file read again
 * from disk (after a 409, to see what changed); the answer is the listing
 * api_collection gives. 409 for an upload, which has no file. */
void api_collection_reload(const ApiContext *cx, const Request *rq, Reply *out);

#endif
