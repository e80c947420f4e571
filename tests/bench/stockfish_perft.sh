#!/bin/sh
# Stockfish's `go perft` on the same positions, for comparison with chiave's perft line
# (skipped when Stockfish is not installed: `apt-get install stockfish`).  Its start-up
# (network loading) is measured by a run at depth 1 and subtracted.
sf=$(command -v stockfish || ls /usr/games/stockfish 2>/dev/null)
[ -n "$sf" ] || { echo "stockfish  not installed, comparison skipped"; exit 0; }
commands() { # $1 = depth override or empty
    grep -v '^#' "$2" | grep perft | while IFS=';' read -r fen rest; do
        depth=${1:-$(printf '%s' "$rest" | sed 's/.*perft\([0-9]*\).*/\1/')}
        printf 'position fen %s\ngo perft %s\n' "$fen" "$depth"
    done
    echo quit
}
tmp=$(mktemp -d)
commands 1 "$1" > "$tmp/base"; commands "" "$1" > "$tmp/full"
base=0; full=0
for run in 1 2 3 4 5; do
    a=$(date +%s%N); "$sf" < "$tmp/base" > /dev/null; b=$(date +%s%N)
    "$sf" < "$tmp/full" > "$tmp/out"; c=$(date +%s%N)
    { [ "$base" -eq 0 ] || [ $((b - a)) -lt "$base" ]; } && base=$((b - a))
    { [ "$full" -eq 0 ] || [ $((c - b)) -lt "$full" ]; } && full=$((c - b))
done
best=$((full - base))
nodes=$(sed -n 's/^Nodes searched: //p' "$tmp/out" | awk '{n += $1} END {print n}')
awk -v n="$nodes" -v ns="$best" 'BEGIN { printf "stockfish  %12d nodes  %8.3f s  %8.1f Mnodes/s (fastest of 5 runs less fastest start-up)\n", n, ns / 1e9, n / (ns / 1e3) }'
rm -rf "$tmp"
