#!/bin/sh
# theme_counts.sh - how many problems of a collection show each theme, in how
# many entries, and their variants, from chiave's own records; every theme of
# `chiave themes`, in its order, those with none too. The theme notes
# (themes/README.md, KEY.md, PHASES.md) point here rather than keep counts by
# hand that each change of a detector would leave stale.
# Usage: theme_counts.sh CHIAVE FILE
bin=$1; file=$2
[ -x "$bin" ] && [ -r "$file" ] || { echo "usage: theme_counts.sh CHIAVE FILE" >&2; exit 2; }
command -v jq > /dev/null || { echo "theme_counts: jq is needed" >&2; exit 2; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
"$bin" themes --lang en > "$tmp/themes" && "$bin" batch "$file" > "$tmp/records" 2> "$tmp/err" ||
    { cat "$tmp/err" >&2; exit 2; }
awk '/^[a-z]/ { print $1 }' "$tmp/themes" > "$tmp/names"
jq -r '.id as $id | (.themes // [])[] | [.name, $id, (.variant // "")] | @tsv' "$tmp/records" > "$tmp/entries" ||
    exit 2
printf 'over %s: %d problems\n' "$file" "$(grep -c . "$tmp/records")"
awk -F '\t' '
    NR == FNR { order[++n] = $1; next }
    { entries[$1]++
      if (!(($1, $2) in seen)) { seen[$1, $2] = 1; problems[$1]++ }
      if ($3 != "" && !(($1, $3) in variant)) { variant[$1, $3] = 0; vars[$1] = vars[$1] " " $3 }
      if ($3 != "") variant[$1, $3]++ }
    END {
        printf "%-22s %8s %8s  %s\n", "theme", "problems", "entries", "variants"
        for (i = 1; i <= n; i++) {
            t = order[i]; v = ""
            k = split(vars[t], names, " ")
            for (j = 1; j <= k; j++) v = v (j > 1 ? ", " : "") names[j] " " variant[t, names[j]]
            printf "%-22s %8d %8d  %s\n", t, problems[t], entries[t], v
            listed[t] = 1
        }
        for (t in entries) if (!(t in listed)) { print "theme_counts: " t " is no theme of chiave themes" > "/dev/stderr"; bad = 1 }
        exit bad
    }' "$tmp/names" "$tmp/entries"
