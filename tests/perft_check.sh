#!/bin/sh
# Runs `chiave perft` on every "FEN; perftN COUNT" line of the given files and compares
# the last number of its last line with COUNT.  Usage: perft_check.sh CHIAVE FILE...
bin=$1; shift
passed=0; failed=0
for file in "$@"; do
    if [ ! -r "$file" ]; then
        echo "perft_check: cannot read $file"
        failed=$((failed + 1))
        continue
    fi
    while IFS= read -r line; do
        case "$line" in ''|'#'*) continue ;; esac
        fen=${line%%;*}
        spec=$(printf '%s\n' "${line#*;}" | grep -o 'perft[0-9]* [0-9]*')
        [ -n "$spec" ] || continue
        depth=$(printf '%s' "$spec" | sed 's/perft\([0-9]*\) .*/\1/')
        want=${spec#* }
        got=$("$bin" perft "$depth" "$fen" | tail -n 1 | grep -o '[0-9]*$')
        if [ "$got" = "$want" ]; then
            passed=$((passed + 1))
        else
            failed=$((failed + 1))
            echo "MISMATCH perft $depth \"$fen\": expected $want, got ${got:-nothing}"
        fi
    done < "$file"
done
echo "perft: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
