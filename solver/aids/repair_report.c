/* repair_report.c - the versions of a repair as JSON and as text. */
#include "solver/aids/repair_report.h"

#include <string.h>
#include "solver/aids/aids_json.h"
#include "solver/report/text.h"
#include "solver/report/theme_words.h"
#include "solver/report/tr.h"
#include "solver/report/twin_text.h"
#include "solver/report/wrap.h"

/* The defences of the changes of kinds k1, k2. */
static json_t *defences_of(const Version *v, DiffKind k1, DiffKind k2)
{
    json_t *a = json_array();
    for (int i = 0; i < v->changes.n; i++)
        if (v->changes.items[i].kind == k1 || v->changes.items[i].kind == k2)
            json_array_append_new(a, json_string(v->changes.items[i].move));
    return a;
}

static json_t *version_json(const Version *v)
{
    json_t *o = json_object(), *edits = json_array(), *lines = json_array();
    for (int i = 0; i < v->nedits; i++) {
        char t[EDIT_TEXT];
        json_array_append_new(edits, json_string(edit_text(&v->edits[i], t, sizeof t)));
    }
    for (int i = 0; i < v->changes.n; i++)
        json_array_append_new(lines, json_string(v->changes.items[i].text));
    json_object_set_new(o, "fen", json_string(v->fen));
    json_object_set_new(o, "edits", edits);
    json_object_set_new(o, "kept", json_integer(v->kept));
    json_object_set_new(o, "of", json_integer(v->of));
    json_object_set_new(o, "lost", defences_of(v, DK_LOST_VARIATION, DK_CHANGED_MATE));
    json_object_set_new(o, "new_duals", defences_of(v, DK_NEW_DUAL, DK_NEW_DUAL));
    json_t *set = json_array(), *tries = json_array(), *themes = json_array();
    for (int i = 0; i < v->nlost_set && i < MAX_VERSION_LOST; i++)
        json_array_append_new(set, json_string(v->lost_set[i]));
    for (int i = 0; i < v->nlost_tries && i < MAX_VERSION_LOST; i++)
        json_array_append_new(tries, json_string(v->lost_tries[i]));
    for (int i = 0; i < v->nlost_themes; i++)
        json_array_append_new(themes, json_string(v->lost_themes[i]));
    json_object_set_new(o, "lost_set", set);
    json_object_set_new(o, "lost_tries", tries);
    json_object_set_new(o, "lost_themes", themes);
    json_t *flaws = json_array();
    for (int i = 0; i < v->ngained_flaw_names; i++)
        json_array_append_new(flaws, json_string(v->gained_flaws[i]));
    json_object_set_new(o, "gained_flaws", flaws);
    json_object_set_new(o, "threat_kept", json_boolean(v->threat_kept));
    json_object_set_new(o, "duals", json_integer(v->duals));
    json_object_set_new(o, "material", json_integer(v->material));
    json_object_set_new(o, "changes", lines);
    return o;
}


json_t *repair_json(const Problem *pb, const Repair *r, int best)
{
    return repair_json_with(pb, r, best, NULL, NULL);
}

json_t *repair_json_with(const Problem *pb, const Repair *r, int best,
                         void (*version)(void *ctx, json_t *o, const Version *v), void *ctx)
{
    json_t *o = aids_record_head(pb->id, pb->fen, pb, status_name(r->orig.status), NULL);
    json_object_set_new(o, "key", aids_uci(r->key));
    json_t *cooks = json_array();
    for (int i = 0; i < r->nflaw_keys; i++)
        json_array_append_new(cooks, aids_uci(r->flaw_keys[i]));
    json_object_set_new(o, "cooks", cooks);
    json_object_set_new(o, "key_works", json_boolean(r->key_works));
    json_object_set_new(o, "variations", json_integer(r->of));
    json_object_set_new(o, "duals", json_integer(r->duals));
    json_object_set_new(o, "nothing_to_mend", json_boolean(r->outcome == REPAIR_NOTHING));
    json_object_set_new(o, "tried", json_integer(r->tried));
    json_object_set_new(o, "legal", json_integer(r->legal));
    json_object_set_new(o, "depth", json_integer(r->depth_searched));
    json_object_set_new(o, "timed_out", json_boolean(r->timed_out));
    json_object_set_new(o, "found", json_integer(r->nversions));
    json_t *vs = json_array();
    json_object_set_new(o, "versions", vs);
    for (int i = 0; i < r->nversions && (best <= 0 || i < best); i++) {
        json_t *v = version_json(&r->versions[i]);
        if (version)
            version(ctx, v, &r->versions[i]);
        json_array_append_new(vs, v);
    }
    aids_record_stats(o, r->seconds);
    return o;
}

json_t *repair_json_error(const char *id, const char *fen, const Problem *pos, const char *message)
{
    json_t *o = aids_record_head(id, fen, pos, "illegal", message ? message : "error");
    json_object_set_new(o, "versions", json_array());
    return o;
}

/* ---- text ------------------------------------------------------------- */

static void san(FILE *out, const Position *pos, Move m, Lang lang)
{
    char buf[SAN_MAX];
    fputs(move_to_san(pos, m, lang, buf, sizeof buf), out);
}

/* "kills 1.Qd5 1.Rb4; makes 1.Qe7 the key; keeps all 5 variations" */
void repair_print_summary(FILE *out, const Repair *r, const Version *v, Lang lang)
{
    char semi[16]; /* "; ", as the reader's language sets it */
    snprintf(semi, sizeof semi, "%s ", tr_semicolon(lang));
    const char *sep = "";
    if (r->nflaw_keys) {
        /* TRANSLATORS: "kills 1.Qd5 1.Rb4": the version has these cooks no more. */
        fputs(tr(lang, "kills"), out);
        for (int i = 0; i < r->nflaw_keys; i++) {
            fputs(" 1.", out);
            san(out, &r->orig.start, r->flaw_keys[i], lang);
        }
        sep = semi;
    }
    if (!r->key_works) {
        char key[SAN_MAX + 4], buf[SAN_MAX];
        snprintf(key, sizeof key, "1.%s", move_to_san(&r->orig.start, r->key, lang, buf, sizeof buf));
        fputs(sep, out);
        fprintf(out, tr(lang, "makes %s the key"), key);
        sep = semi;
    }
    fputs(sep, out);
    if (v->duals == 0 && r->duals == 1) {
        /* TRANSLATORS: a version without the problem's one dual (it read "0 duals left of 1"). */
        fputs(tr(lang, "removes the dual"), out);
        fputs(semi, out);
    } else if (v->duals == 0 && r->duals == 2) {
        fputs(tr(lang, "removes both duals"), out);
        fputs(semi, out);
    } else if (v->duals == 0 && r->duals > 2) {
        /* TRANSLATORS: a version without any of the problem's duals, three or more. */
        fprintf(out, tr(lang, "removes all %d duals"), r->duals);
        fputs(semi, out);
    } else if (v->duals < r->duals) {
        fprintf(out, tr_n(lang, "%d dual left of %d", "%d duals left of %d", (unsigned long)v->duals), v->duals,
                r->duals);
        fputs(semi, out);
    }
    if (v->of == 0)
        fputs(tr(lang, "no variation to keep"), out);
    else if (v->kept == v->of && v->of == 1)
        fputs(tr(lang, "keeps the variation"), out);
    else if (v->kept == v->of && v->of == 2) /* "all 2" reads wrong in every language */
        fputs(tr(lang, "keeps both variations"), out);
    else if (v->kept == v->of)
        fprintf(out, tr(lang, "keeps all %d variations"), v->of);
    else if (v->kept == 0 && v->of == 1)
        fputs(tr(lang, "loses the variation"), out);
    else if (v->kept == 0 && v->of == 2)
        fputs(tr(lang, "loses both variations"), out);
    else if (v->kept == 0)
        fprintf(out, tr(lang, "loses all %d variations"), v->of);
    else
        fprintf(out, tr(lang, "keeps %d of %d variations"), v->kept, v->of);
    if (!v->threat_kept)
        fprintf(out, "%s%s", semi, tr(lang, "changes the threat"));
    if (v->nnew_duals) {
        fputs(semi, out);
        fprintf(out, tr_n(lang, "%d new dual", "%d new duals", (unsigned long)v->nnew_duals), v->nnew_duals);
    }
    /* What it loses of the rest of the problem. */
    if (v->nlost_set) {
        fputs(semi, out);
        fprintf(out, tr_n(lang, "loses %d set mate", "loses %d set mates", (unsigned long)v->nlost_set), v->nlost_set);
    }
    if (v->nlost_tries) {
        fputs(semi, out);
        fprintf(out, tr_n(lang, "loses %d try", "loses %d tries", (unsigned long)v->nlost_tries), v->nlost_tries);
    }
    for (int i = 0; i < v->nlost_themes; i++) {
        fputs(i ? ", " : semi, out);
        if (i == 0)
            fprintf(out, "%s ", tr(lang, "loses"));
        fputs(theme_words(v->lost_themes[i], lang), out);
    }
    for (int i = 0; i < v->ngained_flaw_names; i++) {
        fputs(i ? ", " : semi, out);
        if (i == 0)
            /* TRANSLATORS: "gains checks without a set mate": a flaw the version has, the problem not. */
            fprintf(out, "%s ", tr(lang, "gains"));
        fputs(theme_words(v->gained_flaws[i], lang), out);
    }
}

enum { SHOWN_CHANGES = 6 };

/* The verdict of the problem and the intended key, on one line that
 * repair_print wraps as the report does. */
static void verdict_line(FILE *out, const Repair *r, Lang lang)
{
    const Solution *s = &r->orig;
    const char *colon = tr_colon(lang), *semi = tr_semicolon(lang);
    /* the short solutions under their own word, then the keys as keys: "short
     * solutions: 1.Qe8# 1.Qf8#; keys 1.Qa7 1.Qb7" (the verdict's word alone put
     * the keys among the short solutions) */
    fputs(s->nshorts ? tr(lang, s->nshorts > 1 ? "short solutions" : "short solution")
                     : text_status_word(s->status, lang), out);
    for (int i = 0; i < s->nshorts; i++) {
        fprintf(out, "%s 1.", i ? "" : colon);
        san(out, &s->start, s->shorts[i], lang);
    }
    for (int i = 0; i < s->nkeys; i++) {
        if (i == 0 && s->nshorts)
            fprintf(out, "%s %s", semi, tr_n(lang, "key", "keys", (unsigned long)s->nkeys));
        fprintf(out, "%s 1.", i || s->nshorts ? "" : colon);
        san(out, &s->start, s->keys[i].move, lang);
    }
    fprintf(out, "%s %s 1.", semi, tr(lang, "intended key"));
    san(out, &s->start, r->key, lang);
    fputc(' ', out);
    fprintf(out, tr_n(lang, "with %d variation", "with %d variations", (unsigned long)r->of), r->of);
    if (r->duals) {
        fputs(", ", out);
        fprintf(out, tr(lang, "%d with a dual"), r->duals);
    }
    fputc('\n', out);
}

void repair_print(FILE *out, const Problem *pb, const Repair *r, int best, Lang lang)
{
    const Solution *s = &r->orig;
    twin_text_line(out, pb, lang); /* "b) Nh5→a5": which twin the versions mend */
    if (pb->id)
        fprintf(out, tr(lang, "Repair of %s"), pb->id);
    else
        fputs(tr(lang, "Repair"), out);
    fprintf(out, "   %s\n", pb->fen);
    /* a problem's keys and short solutions run long: wrapped at the report's width */
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (mem) {
        verdict_line(mem, r, lang);
        if (fclose(mem) == 0)
            wrap_write(out, text, len, REPORT_WIDTH);
        free(text);
    } else {
        verdict_line(out, r, lang);
    }
    if (r->outcome == REPAIR_NOTHING) {
        fprintf(out, "%s\n", tr(lang, "nothing to mend: sound with this key and no duals"));
        return;
    }
    char secs[32]; /* in the language's decimals: "0,06 s" in German */
    tr_decimal(lang, r->seconds, 2, secs, sizeof secs);
    if (r->depth_searched == 1)
        fprintf(out, tr_n(lang, "%ld version one edit apart tried (%ld legal) in %s s",
                          "%ld versions one edit apart tried (%ld legal) in %s s", (unsigned long)r->tried),
                r->tried, r->legal, secs);
    else
        fprintf(out, tr_n(lang, "%ld version one or two edits apart tried (%ld legal) in %s s",
                          "%ld versions one or two edits apart tried (%ld legal) in %s s",
                          (unsigned long)r->tried),
                r->tried, r->legal, secs);
    if (r->timed_out)
        fprintf(out, " %s", tr(lang, "(stopped by --max-time)"));
    const char *colon = tr_colon(lang);
    fprintf(out, "%s ", colon);
    /* TRANSLATORS: "12 sound with 1.Kc3": versions sound with the intended key. */
    fprintf(out, tr_n(lang, "%d sound with", "%d sound with", (unsigned long)r->nversions), r->nversions);
    fputs(" 1.", out);
    san(out, &s->start, r->key, lang);
    fputc('\n', out);
    if (!r->nversions && r->depth_searched == 1)
        fprintf(out, "%s\n", tr(lang, "(--depth 2 tries pairs of edits)"));
    for (int i = 0; i < r->nversions && (best <= 0 || i < best); i++) {
        const Version *v = &r->versions[i];
        char edits[2 * EDIT_TEXT];
        fprintf(out, "\n%d. %s%s ", i + 1, version_edits_text(v, lang, edits, sizeof edits), colon);
        repair_print_summary(out, r, v, lang);
        fprintf(out, "\n   %s\n", v->fen);
        for (int k = 0; k < v->changes.n && k < SHOWN_CHANGES; k++)
            fprintf(out, "   %s\n", v->changes.items[k].text);
        if (v->changes.n > SHOWN_CHANGES) {
            fputs("   ", out);
            fprintf(out, tr_n(lang, "... and %d more change", "... and %d more changes",
                              (unsigned long)(v->changes.n - SHOWN_CHANGES)), v->changes.n - SHOWN_CHANGES);
            fputc('\n', out);
        }
    }
    if (best > 0 && r->nversions > best) {
        fputs("\n", out);
        fprintf(out, tr_n(lang, "(%d more: --versions 0 shows them all)", "(%d more: --versions 0 shows them all)",
                          (unsigned long)(r->nversions - best)), r->nversions - best);
        fputc('\n', out);
    }
}
