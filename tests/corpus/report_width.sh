#!/bin/sh
# report_width.sh - no line of the text report wider than 100 characters, in
# any language, with and without the motives (--why), over a collection
# (solver/report/README.md "Lines").
# Usage: report_width.sh CHIAVE FILE
bin=$1; file=$2
[ -x "$bin" ] && [ -r "$file" ] || { echo "usage: report_width.sh CHIAVE FILE" >&2; exit 2; }
status=0
for why in "" --why; do
    for lang in en it de fr; do
        out=$("$bin" solve --board none --lang "$lang" $why "$file" 2>/dev/null)
        lines=$(printf '%s\n' "$out" | wc -l)
        [ "$lines" -gt 100 ] || { echo "report_width: $lang $why: only $lines lines of report" >&2; status=1; }
        wide=$(printf '%s\n' "$out" | LC_ALL=C.UTF-8 grep -c '^.\{101,\}')
        if [ "$wide" -ne 0 ]; then
            echo "report_width: $lang $why: $wide lines wider than 100 characters, the first:" >&2
            printf '%s\n' "$out" | LC_ALL=C.UTF-8 grep -m1 '^.\{101,\}' >&2
            status=1
        fi
    done
done
[ $status -eq 0 ] && echo "report_width: no line over 100 characters in en, it, de, fr, with and without --why"
exit $status
