#!/bin/sh
# callgrind.sh BENCH COLLECTION N - `make bench-callgrind`: the instructions
# (valgrind's callgrind, Ir) of one pass over the first N problems of COLLECTION:
# the search alone (full), with the themes and motives (themes), and with the JSON record
# line (records); what the themes and the records add. Instruction counts do
# not depend on the machine's load, as times do. Reading the collection (a pass
# over no problem) is taken off each.
set -eu
bench=$1 coll=$2 n=$3
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
ir() {
    valgrind --tool=callgrind --callgrind-out-file="$out/$1.out" "$bench" --pass "$1" "$coll" "$n" \
        2>"$out/$1.log" || { cat "$out/$1.log" >&2; exit 1; }
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$out/$1.log"
}
n0=$n; n=0; load=$(ir full); n=$n0
full=$(ir full) themes=$(ir themes) records=$(ir records)
awk -v n="$n" -v l="$load" -v f="$full" -v t="$themes" -v r="$records" 'BEGIN {
    f -= l; t -= l; r -= l
    printf "callgrind  %d problems, instructions of one pass\n", n
    printf "full       %14.0f  the search\n", f
    printf "themes     %14.0f  +%.1f%% over the search\n", t, 100 * (t - f) / f
    printf "records    %14.0f  +%.1f%% over the themes; records add %.1f%% to the search\n", r,
           100 * (r - t) / t, 100 * (r - f) / f
}'
