/* messages.c - the page's own words (buttons, headings, labels, messages)
 * in the reader's language, from the program's gettext catalogues, so that
 * the page and the report speak the same words: GET /api/messages?lang=it
 * answers {"lang", "messages": {English: translation}} for every word of
 * the page (assets/i18n.js). The words are the English msgids the page
 * writes with t() and data-t, and the roles of economy's men; test_serve.c
 * checks that these and the page's files name the same words. */
#include "solver/serve/api.h"

#include "solver/aids/economy_report.h"
#include "solver/report/tr.h"
#include "themes/theme_table.h"

const char *const page_words[] = {
    /* the top bar */
    N_("#2 workbench"), N_("FEN of the diagram"), N_("paste a FEN or a Popeye problem and press Enter"),
    N_("Set"), N_("Paste a problem…"), N_("the problem's text"), N_("a problem in Popeye's language or in YAML, with its twins"),
    N_("A problem in Popeye's input language (English, German or French) or Olive/YACPDB YAML; its twins are read too."),
    N_("Read"), N_("Cancel"), N_("nothing to read: paste a problem"), N_("Language"),
    N_("Refutations of a try, at most"), N_("tries are first moves that fail to 1..N replies"),
    N_("every defence"), N_("Reading order"), N_("the order of the phases of the solution (solve --order)"),
    N_("set play, tries, key"), N_("key first"),
    /* the board and its controls */
    N_("Click a move of the solution to see it here."), N_("Showing"), N_("Back (Esc)"),
    N_("drag a man onto the board, or click it and then click squares"), N_("side to move"),
    N_("White to move"), N_("Black to move"), N_("castling rights"), N_("White may castle short"),
    N_("White may castle long"), N_("Black may castle short"), N_("Black may castle long"),
    N_("white king"), N_("white queen"), N_("white rook"), N_("white bishop"), N_("white knight"), N_("white pawn"),
    N_("black king"), N_("black queen"), N_("black rook"), N_("black bishop"), N_("black knight"), N_("black pawn"),
    N_("eraser: click men to remove them"), N_("the square a pawn just passed over"),
    N_("Undo"), N_("undo (Ctrl+Z)"), N_("Redo"), N_("redo (Ctrl+Y)"), N_("Clear"), N_("shift left"),
    N_("shift right"), N_("shift up"), N_("shift down"), N_("rotate 90° clockwise"),
    N_("rotate 90° anticlockwise"), N_("mirror a↔h"), N_("mirror 1↔8"), N_("Swap colours"),
    N_("white men black, black men white"), N_("a man would leave the board"),
    N_("e.p.: a square on the third or sixth rank, like e3"), N_("Compare with this version"), N_("Stop comparing"),
    N_("keep this version as the intended one, to compare the next ones with"), N_("compared with: %s, %s"),
    N_("no key"), N_("Open collection…"), N_("open a collection (EPD, FEN, PGN, Popeye, YAML)"),
    N_("not a FEN"), N_("the address holds no readable FEN: %s"),
    /* the analysis */
    N_("sound"), N_("cooked (%d keys)"), N_("short solution"), N_("short solutions"), N_("no solution"),
    N_("illegal position"),
    /* TRANSLATORS: a problem's first moves on the page: its short solutions, then its keys
     * named as keys, "1.Qe8# 1.Qf8#; keys 1.Qa7! 1.Qb7!" (a twin's line, the collection's). */
    N_("%s; keys %s"),
    /* TRANSLATORS: the same with one key: "1.Qe8# 1.Qf8#; key 1.Qa7!". */
    N_("%s; key %s"),
    N_("timeout: analysis incomplete"), N_("%llu nodes, %s ms"), N_("%llu nodes, < %s ms"),
    N_("warning: %s"),
    /* the reader's reasons for refusing a diagram or dropping a field (fen/epd/fen_position.c) */
    N_("White has no king"), N_("Black has no king"), N_("White has %d kings"), N_("Black has %d kings"),
    N_("White has %d men, more than 16"), N_("Black has %d men, more than 16"),
    N_("a white pawn on %s: no pawn stands on its first rank"), N_("a black pawn on %s: no pawn stands on its first rank"),
    N_("a white pawn on %s: a pawn promotes on its last rank"), N_("a black pawn on %s: a pawn promotes on its last rank"),
    N_("White is in check, with Black to move"), N_("Black is in check, with White to move"),
    /* TRANSLATORS: %s: the page's castling marks, "0-0 …0-0-0" (White's short, Black's long). */
    N_("castling %s dropped: the king or the rook is not on its square"),
    N_("e.p. square %s dropped: no white pawn can just have moved there"),
    N_("e.p. square %s dropped: no black pawn can just have moved there"),
    N_("An empty board: drag men from the palette under it, or paste a FEN above."), N_("Short solutions"),
    N_("Key"), N_("Keys"), N_("Tries"), N_("Set play"), N_("Set play:"), N_("Analysis"), N_("threat"),
    N_("zugzwang"), N_("dual"), N_("but"), N_("show on the board"), N_("Since the previous position"),
    N_("Since the chosen version"), N_("nothing yet: edit the diagram"), N_("no change in the play"),
    N_("the intended play, unchanged"),
    /* a problem pasted, its twins */
    N_("Problem"), N_("Close"), N_("put this twin on the board"), N_("Across twins:"), N_("Since twin %s"),
    N_("each twin's diagram alone: the themes across the twins are in the problem's box above"),
    /* economy and repair */
    N_("Economy"), N_("what every man does: superfluous men and cook-stoppers marked on the board"),
    N_("Working out what every man does…"), N_("men besides the kings: %d"),
    N_("without it a new key or short solution appears"),
    N_("without it a variation or the threat gains a mate"),
    N_("without it every phase stays the same and no theme is lost"), N_("Repair"),
    N_("sound versions one edit away, with the intended key"), N_("for the key"), N_("pairs of edits"),
    N_("when no single edit mends it, pairs of edits (slower)"), N_("Looking for sound versions…"),
    N_("working… %d s"), N_("cancelled"), N_("cancelled: the diagram changed"),
    N_("nothing to mend: sound with this key and no duals"), N_("sound versions with %s: %d of %d tried"),
    N_("stopped by the time limit"), N_("none one edit away: try pairs of edits"), N_("the best %d shown"),
    N_("put this version on the board (Undo takes it back)"),
    /* for print */
    N_("Download diagram"), N_("the diagram as a magazine prints it, with its caption"), N_("Copy solution"),
    N_("the solution as a magazine prints it, to paste"), N_("solution copied"),
    /* the collection */
    N_("Previous"), N_("Next"), N_("Line"), N_("Verdict"), N_("Themes"), N_("problems: %d (%s), %d–%d shown"),
    N_("no problem in it"), N_("unreadable"), N_("problem %d: %s"), N_("no position to edit"),
    N_("Editing problem %d (line %d)"), N_("changed"), N_("Save back into %s"),
    N_("Save back and download %s"), N_("opened %s: edits are saved back as a download"),
    N_("problem %d saved into %s"), N_("Popeye and YAML files are not saved back into: copy the FEN"),
    N_("Reload %s"), N_("read the file again from disk, with the changes made there"),
    N_("%s read again from disk"), N_("Find"), N_("find problems in the collection"),
    N_("find problems: theme:grimshaw key:Qb2 status:sound men:5-9 author:NAME source:TEXT"),
    N_("%d of %d problems match"), N_("no problem matches"),
};
const size_t page_nwords = sizeof page_words / sizeof *page_words;

void api_messages(const ApiContext *cx, const Request *rq, Reply *out)
{
    (void)cx;
    Lang lang;
    if (api_lang_arg(rq, true, &lang, out) != 0)
        return;
    json_t *words = json_object();
    for (size_t i = 0; i < page_nwords; i++)
        json_object_set_new(words, page_words[i], json_string(tr(lang, page_words[i])));
    /* The roles of economy's men, by their JSON names, in the words of the
     * economy table. */
    for (int r = 0; r < ROLE_COUNT; r++)
        json_object_set_new(words, role_name((Role)r), json_string(role_words((Role)r, lang)));
    /* The punctuation the page writes between a label and its words, as the
     * report writes it (French: a no-break space before ':' and ';'). */
    json_object_set_new(words, ":", json_string(tr_colon(lang)));
    json_object_set_new(words, ";", json_string(tr_semicolon(lang)));
    /* The decimal sign of the page's numbers (i18n.js decimal()): "," in German. */
    json_object_set_new(words, ".", json_string(tr_decimal_sign(lang)));
    /* Every theme by SPEC's name (a chip's "names"), as `chiave themes` says it:
     * what the reader calls it, its definition and where that comes from. */
    json_t *themes = json_object();
    for (int id = 0; id < THEME_COUNT; id++) {
        const ThemeInfo *ti = theme_info((ThemeId)id);
        json_object_set_new(themes, ti->name, json_pack("{s:s, s:s, s:s}", "title", tr(lang, theme_title(ti->name)),
                                                        "definition", tr(lang, ti->definition), "source",
                                                        tr(lang, ti->source)));
    }
    json_t *o = json_object();
    json_object_set_new(o, "lang", json_string(request_arg(rq, "lang")));
    json_object_set_new(o, "messages", words);
    json_object_set_new(o, "themes", themes);
    reply_json(out, 200, o);
}
