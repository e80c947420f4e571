#!/bin/sh
# Stockfish's `go perft` on the same positions, for comparison (skipped when not installed:
# `apt-get install stockfish`).
sf=$(command -v stockfish || ls /usr/games/stockfish 2>/dev/null)
[ -n "$sf" ] || { echo "stockfish perft: not installed, skipped"; exit 0; }
grep -v '^#' "$1" | grep perft | {
    total=0; ms=0
    while IFS=';' read -r fen rest; do
        depth=$(printf '%s' "$rest" | sed 's/.*perft\([0-9]*\).*/\1/')
        start=$(date +%s%N)
        n=$( (printf 'position fen %s\ngo perft %s\n' "$fen" "$depth"; sleep 0.05; while ! [ -e /nonexistent ]; do sleep 0.05; break; done; echo quit) |
            "$sf" 2>/dev/null | sed -n 's/^Nodes searched: //p')
        end=$(date +%s%N)
        total=$((total + n)); ms=$((ms + (end - start) / 1000000))
    done
    echo "stockfish  $total nodes in $ms ms (wall, includes start-up)"
}
