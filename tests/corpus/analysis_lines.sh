#!/bin/sh
# analysis_lines.sh - how many lines the Analysis sections of the text reports
# have over a collection (solver/report/README.md "The Analysis").
# Usage: analysis_lines.sh CHIAVE FILE
bin=$1; file=$2
[ -x "$bin" ] && [ -r "$file" ] || { echo "usage: analysis_lines.sh CHIAVE FILE" >&2; exit 2; }
"$bin" solve "$file" 2>/dev/null | awk '
    /^Analysis:$/ { in_a = 1; next }
    in_a && /^$/ { in_a = 0 }
    in_a { lines++ }
    / nodes, .* ms$/ { problems++ }
    END { printf "Analysis: %d lines over %d problems (%.1f a problem)\n", lines, problems, problems ? lines / problems : 0 }'
