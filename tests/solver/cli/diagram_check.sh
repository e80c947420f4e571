#!/bin/sh
# diagram_check.sh CHIAVE OUTDIR - `chiave diagram` as a user runs it: SVG on
# standard output, a directory of files named by id, PNG (its header and size),
# PDF a page a problem (pdfinfo), LaTeX typeset with latex and the package
# chess-problem-diagrams, and the exit status 2 with a message for bad input
# and usage. The PNG and a PDF page (pdftoppm) stay in OUTDIR for a person to
# look at. Run from the top of the tree.
set -u
chiave=$1
shots=$2
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "diagram-check: $*"; exit 1; }
mkdir -p "$shots" || exit 1
small=tests/data/batch/small.epd

# One problem: SVG on standard output, exit 0.
"$chiave" diagram problems/polgar-307.fen > "$tmp/one.svg" || fail "svg of one problem: exit $?"
head -1 "$tmp/one.svg" | grep -q '^<?xml' || fail "svg does not start with <?xml"
grep -q '<g class="wQ" data-square="b8"' "$tmp/one.svg" || fail "no white queen on b8"
grep -q '>C+ (2+1)<' "$tmp/one.svg" || fail "no C+ (2+1)"

# Several without -o: refused, nothing written.
"$chiave" diagram "$small" > "$tmp/out" 2> "$tmp/err" && fail "several problems on standard output: exit 0"
[ $? -eq 2 ] || fail "several problems on standard output: not exit 2"
[ -s "$tmp/out" ] && fail "several problems: something written"
grep -q "holds .* problems: choose one with --id or --index" "$tmp/err" || fail "message: $(cat "$tmp/err")"

# -o DIR: one file a problem, by id, else by number; the bad line said, exit 2.
"$chiave" diagram -o "$tmp/dir" "$small" 2> "$tmp/err"
[ $? -eq 2 ] || fail "a collection with a bad line: not exit 2"
grep -q "small.epd:10: field 1, rank 8: unknown piece letter" "$tmp/err" || fail "the bad line not named: $(cat "$tmp/err")"
for f in polgar-307.svg polgar-311.svg 4.svg polgar-316.svg; do
    [ -s "$tmp/dir/$f" ] || fail "-o DIR: $f missing ($(ls "$tmp/dir" | tr '\n' ' '))"
done
ls "$tmp/dir" | grep -q 'bad-letter' && fail "a diagram of the bad line"
grep -q 'data-square="h4"' "$tmp/dir/polgar-311.svg" || fail "polgar-311: no man on h4"

# --id and --index choose one.
"$chiave" diagram --id polgar-312 "$small" | grep -q '<g class="wK" data-square="e8"' || fail "--id polgar-312"
"$chiave" diagram --index 4 "$small" | grep -q '<g class="wB" data-square="a2"' || fail "--index 4"

# PNG: its header and the size of the SVG twice over.
"$chiave" diagram --format png -o "$shots/polgar-307.png" problems/polgar-307.fen || fail "png: exit $?"
[ "$(head -c 8 "$shots/polgar-307.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "not a PNG"
w=$(od -An -tu1 -j16 -N4 "$shots/polgar-307.png" | awk '{print $1*16777216+$2*65536+$3*256+$4}')
[ "$w" -eq 704 ] || fail "png width $w, not 704"

# PDF: a page a problem of the collection (the 10 readable of 12).
"$chiave" diagram --format pdf -o "$tmp/all.pdf" "$small" 2>/dev/null
[ $? -eq 2 ] || fail "pdf of a collection with a bad line: not exit 2"
pages=$(pdfinfo "$tmp/all.pdf" | awk '/^Pages:/ {print $2}')
[ "$pages" = 10 ] || fail "pdf: $pages pages, not 10"
pdftoppm -f 2 -l 2 -r 72 -png "$tmp/all.pdf" "$shots/page" || fail "pdftoppm"
"$chiave" diagram --format pdf problems/polgar-307.fen > "$tmp/one.pdf" || fail "pdf on standard output"
[ "$(pdfinfo "$tmp/one.pdf" | awk '/^Pages:/ {print $2}')" = 1 ] || fail "pdf of one problem"

# LaTeX: typeset by latex with chess-problem-diagrams, twins and all.
"$chiave" diagram --format tex --lang de --index 1 -o "$tmp/twins.tex" tests/data/popeye/twins-de.inp 2>/dev/null
grep -q '\\pieces\[' "$tmp/twins.tex" || fail "tex: no \\pieces"
"$chiave" diagram --format tex -o "$tmp/p307.tex" problems/polgar-307.fen || fail "tex: exit $?"
grep -q '\\pieces\[2+1\]{wKd3, wDb8, sKa3}' "$tmp/p307.tex" || fail "tex: the men in German letters"
for t in twins p307; do
    (cd "$tmp" && latex -interaction=nonstopmode -halt-on-error "$t.tex" > "$t.out" 2>&1) ||
        fail "latex $t.tex: $(grep -A3 '^!' "$tmp/$t.log" | head -5)"
    [ -s "$tmp/$t.dvi" ] || fail "latex $t.tex: no dvi"
done

# Bad input and usage: exit 2 and a message naming what is wrong.
expect2() { # expect2 PATTERN ARGS...: exit 2, PATTERN on stderr
    pat=$1
    shift
    "$chiave" diagram "$@" > /dev/null 2> "$tmp/err"
    rc=$?
    [ $rc -eq 2 ] || fail "diagram $*: exit $rc, not 2"
    grep -q -- "$pat" "$tmp/err" || fail "diagram $*: '$pat' not in: $(cat "$tmp/err")"
}
printf '8/8/8/8/8/8/8/9 w - -\n' > "$tmp/bad.fen"
expect2 "bad.fen:1: field 1" "$tmp/bad.fen"
expect2 "nope.fen: No such file" "$tmp/nope.fen"
expect2 "--format: 'gif' is not one of svg, png, pdf, tex" --format gif problems/polgar-307.fen
expect2 "unknown option '--colour'" --colour problems/polgar-307.fen
expect2 "expected one FILE" problems/polgar-307.fen "$small"
expect2 "no problem with id 'nope'" --id nope "$small"
expect2 "no problem 99 (the file holds 12)" --index 99 "$small"
expect2 "--index: '0' is not a number" --index 0 "$small"
expect2 "$tmp/no/such/dir/x.svg" -o "$tmp/no/such/dir/x.svg" problems/polgar-307.fen
# -o through a link: the file it names is replaced, the link stays; a link to
# a device (/dev/null, /dev/stdout) is written into, never replaced by a file
# (a rename onto -o /dev/null as root put a regular file there).
echo old > "$tmp/target.svg"
ln -s "$tmp/target.svg" "$tmp/link.svg"
"$chiave" diagram -o "$tmp/link.svg" problems/polgar-307.fen || fail "-o a link: exit $?"
[ -L "$tmp/link.svg" ] || fail "-o a link: the link was replaced"
grep -q '<g class="wQ" data-square="b8"' "$tmp/target.svg" || fail "-o a link: the file it names not written"
# A link to a file not there yet: the file is made where it points (relative
# to the link's directory), the link stays.
mkdir -p "$tmp/made"
ln -s made/new.svg "$tmp/dangling.svg"
"$chiave" diagram -o "$tmp/dangling.svg" problems/polgar-307.fen || fail "-o a dangling link: exit $?"
[ -L "$tmp/dangling.svg" ] || fail "-o a dangling link: the link was replaced"
grep -q '<g class="wQ" data-square="b8"' "$tmp/made/new.svg" || fail "-o a dangling link: the file it names not made"
# A name too long to take the temporary file's suffix is written all the same.
long=$(printf 'l%.0s' $(seq 1 250)).svg
"$chiave" diagram -o "$tmp/$long" problems/polgar-307.fen || fail "-o a name of 254 characters: exit $?"
[ -s "$tmp/$long" ] || fail "-o a name of 254 characters: not written"
# A file replaced keeps its permissions: a private diagram stays private.
echo old > "$tmp/private.svg"
chmod 600 "$tmp/private.svg"
"$chiave" diagram -o "$tmp/private.svg" problems/polgar-307.fen || fail "-o a 0600 file: exit $?"
[ "$(stat -c %a "$tmp/private.svg")" = 600 ] || fail "-o a 0600 file: now $(stat -c %a "$tmp/private.svg")"
ln -s /dev/null "$tmp/null.svg"
"$chiave" diagram -o "$tmp/null.svg" problems/polgar-307.fen || fail "-o a link to /dev/null: exit $?"
[ -L "$tmp/null.svg" ] || fail "-o a link to /dev/null: the link was replaced by a file"
[ -c /dev/null ] || fail "/dev/null is no longer a device"
"$chiave" diagram --help | grep -q '^usage: chiave diagram' || fail "--help"
echo "diagram-check: svg, png, pdf and tex as expected; bad input refused with exit 2"
