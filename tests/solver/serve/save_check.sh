#!/bin/sh
# save_check.sh BIN DATA - `chiave serve FILE` saving FILE back (issue 19,
# items 1-4), with curl against real servers: a file changed on disk since
# it was read is refused with 409 and left as it is, then read again (reload)
# and saved; two servers on one file, saving at once, never both succeed and
# never leave a broken file; a position whose fields are separated by
# newlines is saved on one line, what is no FEN refused with 400; a save
# through a symbolic link writes its target with its owner and mode; a link
# planted at the old fixed temporary name is not followed; a writer holding
# the directory's lock is waited for, the file checked again after it (409),
# or 503 past 5 s. Prints "N passed, N failed".
set -u
BIN=$1
DATA=$2
tmp=$(mktemp -d)
pids=
cleanup() {
    for p in $pids; do kill "$p" 2>/dev/null; done
    rm -rf "$tmp"
}
trap cleanup EXIT
CHECK=save_check
. "$(dirname "$0")/check_asserts.sh" # ok, bad, status_is, body_has

# start VAR FILE: a server on FILE, its address in $VAR (the first line it
# prints, read through a pipe as it comes), its process in ${VAR}_pid.
start() {
    out="$tmp/url.$1"
    mkfifo "$out"
    "$BIN" serve --port 0 --threads 2 "$2" > "$out" 2> "$out.err" &
    pids="$pids $!"
    eval "${1}_pid=\$!"
    url=
    read -r url < "$out" || true
    case $url in
    http://*) eval "$1=\$url" ;;
    *) echo "save_check: FAIL: no address printed: $(cat "$out.err")" >&2; exit 1 ;;
    esac
}
# post NAME URL PATH JSON: the status in $tmp/NAME.status, the body in $tmp/NAME.body.
post() {
    curl -s -o "$tmp/$1.body" -w '%{http_code}' -H 'Content-Type: application/json' \
        --data-binary "$4" "$2${3#/}" > "$tmp/$1.status" 2>/dev/null
}
same_file() { # same_file A B WHAT
    if cmp -s "$1" "$2"; then ok; else bad "$3: $(diff "$1" "$2" | head -5)"; fi
}
edit() { echo "{\"edits\": [{\"index\": $1, \"fen\": \"$2\"}]}"; }
NOKEY='1Q6/8/8/8/8/k3K3/8/8 w - -'
EMPTY='8/8/8/8/8/8/8/K1k5 w - -'

# ---- item 1: a file changed on disk since it was read
mkdir "$tmp/one"
f=$tmp/one/small.epd
cp "$DATA/batch/small.epd" "$f"
start A "$f"
echo "$EMPTY; id \"added\"" >> "$f"
cp "$f" "$tmp/appended"
post changed "$A" /api/collection/save "$(edit 0 "$NOKEY")"
status_is changed 409 "a line appended since the file was read"
body_has changed "small.epd: changed on disk since it was read; nothing saved" "409: the message"
same_file "$f" "$tmp/appended" "the appended line kept, the file untouched"
post reload "$A" '/api/collection/reload?count=1' '{}'
status_is reload 200 "the file read again"
body_has reload '"total":13' "the reloaded file has the appended problem"
post resave "$A" /api/collection/save "$(edit 0 "$NOKEY")"
status_is resave 200 "saved after reloading"
grep -qxF "$NOKEY; id \"polgar-307\"" "$f" && grep -qxF "$EMPTY; id \"added\"" "$f" && ok ||
    bad "after reload and save, the edit and the appended line: $(cat "$f")"
# The same size and time, one byte changed: only the bytes tell.
cp -p "$f" "$tmp/ref"
sed 's/polgar-311/polgar-312/' "$tmp/ref" > "$f"
touch -r "$tmp/ref" "$f"
cp -p "$f" "$tmp/samesize"
post samesize "$A" /api/collection/save "$(edit 1 "$EMPTY")"
status_is samesize 409 "one byte changed, size and time as they were"
same_file "$f" "$tmp/samesize" "the changed byte kept"
post reload2 "$A" /api/collection/reload '{}'
status_is reload2 200 "read again"
# An upload has no file to read again.
curl -s -o /dev/null -H 'Content-Type: application/octet-stream' --data-binary "$EMPTY" \
    "${A}api/collection/open?name=up.epd"
post upreload "$A" /api/collection/reload '{}'
status_is upreload 409 "an upload: no file to read again"

# ---- items 1 and 4: two servers on one file
mkdir "$tmp/two"
g=$tmp/two/small.epd
cp "$DATA/batch/small.epd" "$g"
start B "$g"
start C "$g"
post b1 "$B" /api/collection/save "$(edit 0 "$NOKEY")"
status_is b1 200 "the first server saves"
cp "$g" "$tmp/byB"
post c1 "$C" /api/collection/save "$(edit 2 "$EMPTY")"
status_is c1 409 "the second server's copy is stale"
same_file "$g" "$tmp/byB" "the first server's save kept"
# Saving at once, round after round: one wins, the other is told; the file
# always holds the 12 problems.
round=0 both=0 broken=0
while [ $round -lt 8 ]; do
    post rb "$B" /api/collection/reload '{}'
    post rc "$C" /api/collection/reload '{}'
    post sb "$B" /api/collection/save "$(edit 3 "$EMPTY")" &
    sb=$!
    post sc "$C" /api/collection/save "$(edit 4 "$EMPTY")" &
    sc=$!
    wait $sb $sc
    s="$(cat "$tmp/sb.status") $(cat "$tmp/sc.status")"
    case $s in "200 409"|"409 200") ;; *) both=$((both + 1)); echo "save_check: round $round: $s" >&2 ;; esac
    [ "$(grep -cv '^#\|^$' "$g")" = 12 ] || broken=$((broken + 1))
    # the positions back for the next round
    post rb "$B" /api/collection/reload '{}'
    post back "$B" /api/collection/save "{\"edits\": [{\"index\": 3, \"fen\": \"$(sed -n 6p "$DATA/batch/small.epd")\"}, {\"index\": 4, \"fen\": \"$(sed -n 8p "$DATA/batch/small.epd" | cut -d';' -f1)\"}]}"
    round=$((round + 1))
done
[ $both = 0 ] && ok || bad "two servers saving at once: $both rounds of 8 not one 200 and one 409"
[ $broken = 0 ] && ok || bad "two servers saving at once: the file broken in $broken rounds"

# ---- item 2: the fields of a position on several lines
lines=$(wc -l < "$g")
post rb "$B" /api/collection/reload '{}'
post nl "$B" /api/collection/save '{"edits": [{"index": 0, "fen": "\n1Q6/8/8/8/8/k3K3/8/8\nw\r\n-\t-\n"}]}'
status_is nl 200 "a FEN with newlines, CR and tabs"
[ "$(wc -l < "$g")" = "$lines" ] && ok || bad "the save added lines: $(head -4 "$g")"
grep -qxF "$NOKEY; id \"polgar-307\"" "$g" && ok || bad "the FEN not saved on one line: $(sed -n 2p "$g")"
post rb2 "$B" /api/collection/reload '{}'
body_has rb2 '"total":12' "the file reads back as its 12 problems"
body_has rb2 "\"index\":0,\"line\":2,\"id\":\"polgar-307\",\"fen\":\"$NOKEY\",\"error\":null" "the edited problem read back"
cp "$g" "$tmp/beforebad"
post ops "$B" /api/collection/save "$(edit 0 "$EMPTY bm Kb2;")"
status_is ops 400 "EPD operations in an edit"
body_has ops 'edits[0].fen: a position only (FEN fields), no EPD operations' "400: the message"
post ctl "$B" /api/collection/save '{"edits": [{"index": 0, "fen": "8/8/8/8/8/8/8/K1k5\u0001w - -"}]}'
status_is ctl 400 "a control character in a FEN"
same_file "$g" "$tmp/beforebad" "refused edits leave the file"

# ---- item 3: a symbolic link, an owner and a mode
mkdir "$tmp/data" "$tmp/links"
cp "$DATA/batch/small.epd" "$tmp/data/real.epd"
chmod 600 "$tmp/data/real.epd"
[ "$(id -u)" = 0 ] && chown 4321:8765 "$tmp/data/real.epd"
before=$(stat -c '%a %u %g' "$tmp/data/real.epd")
ln -s ../data/real.epd "$tmp/links/link.epd"
start D "$tmp/links/link.epd"
post link "$D" /api/collection/save "$(edit 0 "$NOKEY")"
status_is link 200 "saved through a link"
[ -L "$tmp/links/link.epd" ] && [ "$(readlink "$tmp/links/link.epd")" = ../data/real.epd ] && ok ||
    bad "the link was replaced: $(ls -l "$tmp/links")"
grep -qxF "$NOKEY; id \"polgar-307\"" "$tmp/data/real.epd" && ok || bad "the link's target not written"
after=$(stat -c '%a %u %g' "$tmp/data/real.epd")
[ "$after" = "$before" ] && ok || bad "mode and owner: $after, were $before"
[ "$(ls "$tmp/data" "$tmp/links" | grep -c chiave-save)" = 0 ] && ok || bad "a temporary file left: $(ls "$tmp/data")"

# ---- item 4: a planted link, the lock
mkdir "$tmp/four"
h=$tmp/four/small.epd
cp "$DATA/batch/small.epd" "$h"
echo precious > "$tmp/victim"
ln -s ../victim "$h.chiave-save"
start E "$h"
post planted "$E" /api/collection/save "$(edit 0 "$NOKEY")"
status_is planted 200 "saved beside a planted link"
[ "$(cat "$tmp/victim")" = precious ] && ok || bad "the planted link was followed: the victim holds $(head -c 100 "$tmp/victim")"
[ -f "$h" ] && [ ! -L "$h" ] && grep -qxF "$NOKEY; id \"polgar-307\"" "$h" && ok || bad "the file after the save: $(ls -l "$h")"
# Another writer holds the directory's lock until told to let go (release),
# then appends LINE; hold returns once it holds the lock. Each step is told
# through a pipe, not given a time.
hold() { # hold [LINE]
    rm -f "$tmp/locked" "$tmp/release"
    mkfifo "$tmp/locked" "$tmp/release"
    flock "$tmp/four" sh -c "echo held > '$tmp/locked'; read go < '$tmp/release'
        [ -z '$1' ] || echo '$1' >> '$h'" &
    holder=$!
    read -r held < "$tmp/locked"
}
release() { echo go > "$tmp/release"; }
# Whether process $1 has directory $2 open: a save opens the file's directory
# to lock it (solver/io/save_file.c) and, the lock held by another, waits.
dir_open() {
    for fd in /proc/"$1"/fd/*; do [ "$fd" -ef "$2" ] && return 0; done
    return 1
}
hold "$EMPTY; id \"other\""
post locked "$E" /api/collection/save "$(edit 1 "$EMPTY")" &
saving=$!
until dir_open "$E_pid" "$tmp/four" || ! kill -0 "$saving" 2>/dev/null; do sleep 0.01; done # poll, not spin: the server needs the cores
dir_open "$E_pid" "$tmp/four" && ok || bad "the save did not wait for the lock: $(cat "$tmp/locked.status")"
release
wait $holder $saving
status_is locked 409 "a save waits for the lock, then sees the change"
grep -qxF "$EMPTY; id \"other\"" "$h" && ok || bad "the other writer's line lost"
post rel "$E" /api/collection/reload '{}'
hold ""
post busy "$E" /api/collection/save "$(edit 1 "$EMPTY")"
release
wait $holder
status_is busy 503 "the lock held past 5 s"
body_has busy 'another program is saving it' "503: the message"

echo "save_check: $passed passed, $failed failed"
[ $failed = 0 ]
