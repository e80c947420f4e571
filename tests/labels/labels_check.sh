#!/bin/sh
# labels_check.sh - the comparer of `make themes-labels` counts right and the
# collection holds: (1) on a hand-made input (tests/data/labels/tiny.*, the
# counts worked out by hand in tiny.expected) it prints those counts and exits 1
# for the three problems whose key is not confirmed (one of them in its twin b; a
# problem's twins are scored together); (2) bad labels are refused
# with the file, line and name, exit 2; (3) chiave confirms the published key of
# every problem of the collection (no gate on recall or precision: those move
# as detectors land). Run from the top of the tree:
#   tests/labels/labels_check.sh CHIAVE THEMES_LABELS COLLECTION
set -u
chiave=$1 cmp=$2 labels=$3
data=tests/data/labels
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "labels-check: $*"; fail=1; }

"$cmp" -v $data/tiny.yaml $data/tiny.jsonl > "$tmp/out" 2>&1
rc=$?
[ $rc = 1 ] || bad "tiny: exit $rc, not 1 (three keys not confirmed)"
diff -u $data/tiny.expected "$tmp/out" || bad "tiny: the counts differ from those worked out by hand"

refused() { # WHAT MESSAGE YAML: the comparer refuses this label file with MESSAGE, exit 2
    printf '%s\n' "$3" > "$tmp/bad.yaml"
    "$cmp" "$tmp/bad.yaml" $data/tiny.jsonl > "$tmp/out" 2> "$tmp/err"
    rc=$?
    [ $rc = 2 ] || bad "$1: exit $rc, not 2"
    grep -qF "$tmp/bad.yaml:$2" "$tmp/err" || bad "$1: no message '$2': $(cat "$tmp/err")"
}
refused "unknown name" "3: problem 'x': 'grimshw' is not a theme name of SPEC" \
    "---
id: x
themes: [grimshw]"
refused "id twice" "5: id 'x' twice (first at line 2)" \
    "---
id: x
themes: [grimshaw]
---
id: x
themes: [novotny]"
refused "no themes" "2: problem 'x': no themes" \
    "---
id: x
themes: []"
refused "no id" "2: a problem without id" \
    "---
themes: [grimshaw]"
refused "not YAML" "4: not YAML" \
    "---
id: x
themes: [grimshaw"

# More twins than the comparer holds (64): refused, not scored on the first 64
# (the 65th twin's key here is not the published one).
printf '%s\n' "---" "id: x" "themes: [grimshaw]" > "$tmp/many.yaml"
: > "$tmp/many.jsonl"
for i in $(seq 64); do
    echo '{"id": "x", "status": "sound", "stated": {"agrees": true}, "themes": [{"name": "grimshaw"}]}' >> "$tmp/many.jsonl"
done
echo '{"id": "x", "status": "sound", "stated": {"agrees": false}, "themes": []}' >> "$tmp/many.jsonl"
"$cmp" "$tmp/many.yaml" "$tmp/many.jsonl" > "$tmp/out" 2>&1
rc=$?
[ $rc = 1 ] || bad "65 twins: exit $rc, not 1"
grep -qF "NOT CONFIRMED x (line 2): too many twins" "$tmp/out" || bad "65 twins: $(head -3 "$tmp/out")"

# The collection: every published key confirmed by chiave.
"$chiave" batch "$labels" > "$tmp/records.jsonl" 2> "$tmp/batch.err" || bad "chiave batch $labels failed: $(cat "$tmp/batch.err")"
"$cmp" "$labels" "$tmp/records.jsonl" > "$tmp/out" 2>&1
rc=$?
[ $rc = 0 ] || bad "$labels: exit $rc: $(grep -v '^ ' "$tmp/out" | head -20)"
grep -q ' 0 not confirmed$' "$tmp/out" || bad "$labels: $(head -1 "$tmp/out")"

[ $fail = 0 ] && echo "labels-check: passed ($(head -1 "$tmp/out" | sed 's/^themes-labels: //'))"
exit $fail
