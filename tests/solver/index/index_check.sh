#!/bin/sh
# index_check.sh BIN SAMPLE - `chiave index` and `chiave find` on the command
# line: find gives what batch says for the same themes, keys and verdicts
# (SAMPLE: an EPD collection with ids); re-indexing a file replaces its
# problems; a run killed mid-way leaves a database find can read; bad problems
# become error rows; the exit statuses of both commands.
set -eu
BIN=$1
SAMPLE=$2
tmp=$(mktemp -d)
pid=
cleanup() {
    exec 3>&- 2>/dev/null || true
    [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null || true
    rm -rf "$tmp"
}
trap cleanup EXIT
fail() { echo "index_check: FAIL: $*" >&2; exit 1; }
status() { set +e; "$@" > "$tmp/out" 2> "$tmp/err"; rc=$?; set -e; }

# the first 400 problems of SAMPLE
head -n 400 "$SAMPLE" > "$tmp/sample.epd"
SAMPLE=$tmp/sample.epd
db=$tmp/c.db
"$BIN" index -o "$db" -j 2 --no-progress "$SAMPLE" 2> "$tmp/log" || fail "index exited $?"
"$BIN" batch -j 2 --no-progress "$SAMPLE" > "$tmp/records.jsonl" 2>/dev/null

# find = batch, theme by theme, on every theme name the sample shows
jq -r '.themes[].name' "$tmp/records.jsonl" | sort -u > "$tmp/themes"
[ "$(wc -l < "$tmp/themes")" -ge 10 ] || fail "the sample shows fewer than 10 themes"
while read -r t; do
    jq -r --arg t "$t" 'select([.themes[].name] | index($t)) | .id' "$tmp/records.jsonl" | sort > "$tmp/want"
    "$BIN" find "$db" --theme "$t" | sort > "$tmp/got"
    cmp -s "$tmp/want" "$tmp/got" || fail "find --theme $t differs from batch: $(diff "$tmp/want" "$tmp/got" | head -3)"
done < "$tmp/themes"
# two themes: both must hold
jq -r 'select(([.themes[].name] | index("threat")) and ([.themes[].name] | index("added-mates"))) | .id' \
    "$tmp/records.jsonl" | sort > "$tmp/want"
"$BIN" find "$db" --theme threat --theme added-mates | sort > "$tmp/got"
[ -s "$tmp/want" ] && cmp -s "$tmp/want" "$tmp/got" || fail "find --theme threat --theme added-mates differs from batch"
# keys, uci and SAN, of the first 20 problems
jq -r '.keys[] | "\(.move) \(.san)"' "$tmp/records.jsonl" | head -n 20 > "$tmp/keys"
while read -r uci san; do
    jq -r --arg m "$uci" 'select([.keys[].move] | index($m)) | .id' "$tmp/records.jsonl" | sort > "$tmp/want"
    "$BIN" find "$db" --key "$uci" | sort > "$tmp/got"
    cmp -s "$tmp/want" "$tmp/got" || fail "find --key $uci differs from batch"
    jq -r --arg m "${san%[+#]}" 'select([.keys[].san | sub("[+#]$"; "")] | index($m)) | .id' \
        "$tmp/records.jsonl" | sort > "$tmp/want"
    "$BIN" find "$db" --key "$san" | sort > "$tmp/got"
    cmp -s "$tmp/want" "$tmp/got" || fail "find --key $san differs from batch"
    "$BIN" find "$db" --key "1.$san!" | sort > "$tmp/got" # as a composer writes it
    cmp -s "$tmp/want" "$tmp/got" || fail "find --key 1.$san! differs from find --key $san"
done < "$tmp/keys"
# verdicts
for s in $(jq -r .status "$tmp/records.jsonl" | sort -u); do
    jq -r --arg s "$s" 'select(.status == $s) | .id' "$tmp/records.jsonl" | sort > "$tmp/want"
    "$BIN" find "$db" --status "$s" | sort > "$tmp/got"
    cmp -s "$tmp/want" "$tmp/got" || fail "find --status $s differs from batch"
done

# exit statuses of find
status "$BIN" find "$db" --status sound --limit 1
[ "$rc" = 0 ] && [ "$(wc -l < "$tmp/out")" = 1 ] || fail "find --limit 1: status $rc, $(wc -l < "$tmp/out") lines"
status "$BIN" find "$db" --status timeout
[ "$rc" = 1 ] && [ ! -s "$tmp/out" ] || fail "find with no match: status $rc, want 1"
# a word that is no verdict is a usage error (4aad8a5), not a query matching nothing
status "$BIN" find "$db" --status no-such-status
[ "$rc" = 2 ] && [ ! -s "$tmp/out" ] && grep -q "'no-such-status' is not a verdict" "$tmp/err" ||
    fail "find --status no-such-status: status $rc, want 2 and the verdicts named"
status "$BIN" find "$db" --theme no-such-theme
[ "$rc" = 2 ] && grep -q "'no-such-theme' is not a theme name; the names:" "$tmp/err" &&
    grep -q "^  .*grimshaw, novotny," "$tmp/err" ||
    fail "find --theme unknown: status $rc, $(cat "$tmp/err")"
status "$BIN" find "$tmp/nonexistent.db"
[ "$rc" = 2 ] || fail "find on a missing database: status $rc"
echo "not a database" > "$tmp/junk.db"
status "$BIN" find "$tmp/junk.db"
[ "$rc" = 2 ] && grep -q "junk.db" "$tmp/err" || fail "find on a file that is no database: status $rc"
status "$BIN" find "$db" --men 9-3
[ "$rc" = 2 ] && grep -q -- "--men" "$tmp/err" || fail "find --men 9-3: status $rc"
status "$BIN" find "$db" --men 3-4 --json
[ "$rc" -le 1 ] || fail "find --men --json: status $rc"
if [ -s "$tmp/out" ]; then
    jq -e 'has("id") and has("file") and has("line") and has("score") and has("why")' "$tmp/out" >/dev/null ||
        fail "find --json: a line without its fields"
fi

# exit statuses of index; bad problems become error rows, the rest indexed
status "$BIN" index "$SAMPLE"
[ "$rc" = 2 ] && grep -q -- "-o DB" "$tmp/err" || fail "index without -o: status $rc"
status "$BIN" index -o "$tmp/x.db"
[ "$rc" = 2 ] || fail "index without FILE: status $rc"
status "$BIN" index -o "$tmp/x.db" "$tmp/nonexistent.epd"
[ "$rc" = 2 ] || fail "index of a missing file: status $rc"
status "$BIN" index -o "$tmp/nodir/x.db" "$SAMPLE"
[ "$rc" = 2 ] || fail "index into a missing directory: status $rc"
printf '8/8/8/8/8/8/8/8 w - - ; id "nokings";\n1Q6/8/8/8/8/k2K4/8/8 w - - ; id "good";\n' > "$tmp/mixed.epd"
status "$BIN" index -o "$tmp/m.db" --no-progress "$tmp/mixed.epd"
[ "$rc" = 2 ] && grep -q 'mixed.epd:1: field 1' "$tmp/err" ||
    fail "index of a file with a bad problem (SPEC: 2 bad input, named): status $rc, $(cat "$tmp/err")"
[ "$("$BIN" find "$tmp/m.db" --status illegal)" = nokings ] || fail "the bad problem is not an error row"
[ "$("$BIN" find "$tmp/m.db" --status sound)" = good ] || fail "the good problem is not indexed"

# re-indexing a file replaces its problems; a problem without id is FILE:LINE
printf '1Q6/8/8/8/8/k2K4/8/8 w - -\n' > "$tmp/one.epd"
"$BIN" index -o "$tmp/m.db" --no-progress "$tmp/one.epd" 2>/dev/null
"$BIN" index -o "$tmp/m.db" --no-progress "$tmp/one.epd" 2>/dev/null
real=$(cd "$tmp" && pwd -P)/one.epd
[ "$("$BIN" find "$tmp/m.db" --men 3 | grep -v '^good$')" = "$real:1" ] ||
    fail "one.epd indexed twice: $("$BIN" find "$tmp/m.db" --men 3 | tr '\n' ' ')"
printf '2Q5/8/8/8/8/k2K4/8/8 w - -\n8/8/8/8/8/8/8/8 w - -\n' > "$tmp/one.epd"
status "$BIN" index -o "$tmp/m.db" --no-progress "$tmp/one.epd"
[ "$rc" = 2 ] || fail "re-indexing one.epd with an empty board: status $rc"
[ "$("$BIN" find "$tmp/m.db" --men 3 --json | jq -r 'select(.id == null) | "\(.line)"' | tr '\n' ' ')" = "1 " ] ||
    fail "re-indexed one.epd: the old problem stays"
[ "$("$BIN" find "$tmp/m.db" --status illegal | sort | tr '\n' ' ')" = "$real:2 nokings " ] ||
    fail "after re-indexing: $("$BIN" find "$tmp/m.db" --status illegal | tr '\n' ' ')"
[ "$("$BIN" find "$tmp/m.db" --status sound)" = good ] || fail "re-indexing one file touched another"

# a run killed (SIGKILL) mid-way leaves a database find reads, with every
# batch of problems committed before the kill
mkfifo "$tmp/fifo"
"$BIN" index -o "$tmp/k.db" -j 1 --no-progress - < "$tmp/fifo" 2>/dev/null &
pid=$!
exec 3> "$tmp/fifo"
head -n 300 "$SAMPLE" >&3
i=0
until "$BIN" find "$tmp/k.db" --men 2-64 2>/dev/null | grep -q .; do
    i=$((i + 1))
    [ "$i" -le 600 ] || fail "nothing committed after a minute"
    sleep 0.1
done
kill -9 "$pid"
wait "$pid" 2>/dev/null || true
pid=
exec 3>&-
n=$("$BIN" find "$tmp/k.db" --men 2-64 | wc -l)
[ "$n" -gt 0 ] && [ $((n % 256)) = 0 ] || fail "killed run: $n problems, want whole batches of 256"
"$BIN" index -o "$tmp/k.db" --no-progress "$SAMPLE" 2>/dev/null || fail "index after a kill"
# find --like: perturbed versions of 36 problems of the sample (a man added,
# removed or moved, the board shifted or mirrored: perturb.awk) each find their
# original among their 5 best; --json explains each hit
awk 'NR % 11 == 0' "$SAMPLE" | head -n 36 | awk -f "$(dirname "$0")/../../epd_board.awk" -f "$(dirname "$0")/perturb.awk" > "$tmp/perturbed.epd"
status "$BIN" find "$db" --like "$tmp/perturbed.epd" --limit 5 --json
[ "$rc" = 0 ] || fail "find --like: status $rc: $(cat "$tmp/err")"
[ "$(wc -l < "$tmp/out")" = 180 ] || fail "find --like --limit 5: $(wc -l < "$tmp/out") lines for 36 problems"
found=$(jq -r '[(.why | split(": ")[0] | sub("^p-"; "")), .id] | @tsv' "$tmp/out" | awk '$1 == $2' | sort -u | wc -l)
[ "$found" -ge 34 ] || fail "find --like: $found of 36 perturbed problems find their original in the top 5"
jq -e '(.score | type) == "number" and .score <= 1 and (.why | test("men on the same squares|same position"))' \
    "$tmp/out" > /dev/null || fail "find --like --json: a hit without its score or why"
grep -q 'mirrored a<->h' "$tmp/out" && grep -q 'mirrored 1<->8, colours exchanged' "$tmp/out" &&
    grep -q 'shifted one' "$tmp/out" || fail "find --like: a transformation never named"
head -n 1 "$SAMPLE" > "$tmp/one_like.epd"
[ "$("$BIN" find "$db" --like "$tmp/one_like.epd" --limit 1)" = "$(jq -r .id "$tmp/records.jsonl" | head -n 1)" ] ||
    fail "find --like: a problem of the index is not its own best match"
status "$BIN" find "$db" --like "$tmp/nonexistent.epd"
[ "$rc" = 2 ] || fail "find --like on a missing file: status $rc"
# find --like: a problem of FILE that cannot be read is named (file, line, field) and
# ranked against nothing, exit 2; an indexed problem that could not be read is no
# anticipation (both were ranked "same position" by the board of a FEN with a bad field)
printf '1Q6/8/8/8/8/k2K4/8/8 w - -\n1Q6/8/8/8/8/k2K4/8/8 x - -\n' > "$tmp/typo.epd"
"$BIN" index -o "$tmp/t.db" --no-progress "$tmp/typo.epd" 2>/dev/null || [ $? = 2 ]
status "$BIN" find "$tmp/t.db" --like "$tmp/typo.epd" --json
[ "$rc" = 2 ] || fail "find --like with an unreadable problem: status $rc"
grep -q 'typo.epd:2: field 2' "$tmp/err" || fail "find --like: the unreadable problem not named: $(cat "$tmp/err")"
[ "$(jq -r 'select(.line == 1 and (.why | test("typo.epd:1: same position"))) | .line' "$tmp/out")" = 1 ] &&
    [ "$(wc -l < "$tmp/out")" = 1 ] ||
    fail "find --like: hits of or for the unreadable problem: $(tr '\n' ' ' < "$tmp/out")"
echo "index_check: ok"
