#!/bin/sh
# analysis_lines.sh - how many lines the Analysis sections of the text reports
# have over a collection (README "The Analysis").
# Usage: analysis_lines.sh CHIAVE FILE
bin=$1; file=$2
[ -x "$bin" ] && [ -r "$file" ] || { echo "usage: analysis_lines.sh CHIAVE FILE" >&2; exit 2; }
tmp=$(mktemp) || exit 2
trap 'rm -f "$tmp"' EXIT
while IFS= read -r line; do
    case "$line" in ''|'#'*) continue ;; esac
    printf '%s\n' "$line" > "$tmp"
    "$bin" solve "$tmp" 2>/dev/null
done < "$file" | awk -v n="$(grep -cv '^\(#.*\)\?$' "$file")" '
    /^Analysis:$/ { in_a = 1; next }
    in_a && /^$/ { in_a = 0 }
    in_a { lines++ }
    END { printf "Analysis: %d lines over %d problems (%.1f a problem)\n", lines, n, n ? lines / n : 0 }'
