#!/bin/sh
# batch_kill.sh BIN INPUT - kills `BIN batch --resume OUT` mid-way and checks
# that no finished record is lost: the run reads INPUT's first 40 lines from a
# pipe that stays open (so it cannot end by itself), gets SIGINT once OUT holds
# 40 records, and must exit 130 with OUT = the first 40 records of a full run,
# whole, and the summary "interrupted: 40 problems solved, 40 written". A
# second run with --resume must then complete OUT to the full run. Records are
# compared without their "stats" (timings). INPUT: one problem a line, >= 41.
set -eu
BIN=$1
IN=$2
tmp=$(mktemp -d)
pid=
cleanup() {
    exec 3>&- 2>/dev/null || true
    [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
    rm -rf "$tmp"
}
trap cleanup EXIT
fail() { echo "batch_kill: FAIL: $*" >&2; exit 1; }
nostats() { sed 's/,"stats":{[^}]*}}$/}/' "$1"; }

"$BIN" batch -j 1 --no-progress "$IN" > "$tmp/full.jsonl" 2>/dev/null
nostats "$tmp/full.jsonl" > "$tmp/full.txt"
n=$(wc -l < "$tmp/full.txt")
[ "$n" -gt 40 ] || fail "$IN gave $n records, want more than 40"

mkfifo "$tmp/fifo"
"$BIN" batch -j 2 --no-progress --resume "$tmp/out.jsonl" - < "$tmp/fifo" 2> "$tmp/err" &
pid=$!
exec 3> "$tmp/fifo"
head -n 40 "$IN" >&3
i=0
while [ "$(cat "$tmp/out.jsonl" 2>/dev/null | wc -l)" -lt 40 ]; do
    i=$((i + 1))
    [ "$i" -le 600 ] || fail "no 40 records after a minute"
    sleep 0.1
done
kill -INT "$pid"
rc=0
wait "$pid" || rc=$?
pid=
exec 3>&-
[ "$rc" -eq 130 ] || fail "exit status $rc after SIGINT, want 130"
grep -q "interrupted: 40 problems solved, 40 written" "$tmp/err" || fail "summary: $(cat "$tmp/err")"
[ "$(tail -c 1 "$tmp/out.jsonl" | od -An -c | tr -d ' ')" = '\n' ] || fail "last record not whole"
nostats "$tmp/out.jsonl" > "$tmp/out.txt"
head -n 40 "$tmp/full.txt" | cmp -s - "$tmp/out.txt" || fail "OUT is not the first 40 records"

"$BIN" batch -j 2 --no-progress --resume "$tmp/out.jsonl" "$IN" 2> "$tmp/err2" ||
    fail "resume: exit status $?: $(cat "$tmp/err2")"
nostats "$tmp/out.jsonl" | cmp -s - "$tmp/full.txt" || fail "resumed OUT differs from the full run"
echo "batch_kill: interrupted at 40 of $n records, none lost; resume completed the run"
