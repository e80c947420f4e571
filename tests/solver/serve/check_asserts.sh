# check_asserts.sh - the tally and the assertions on an answer that the
# workbench's shell checks share (api_check.sh, save_check.sh,
# attack_check.sh), sourced once they have set CHECK (their name, which
# begins a failure's line) and tmp (the folder where an answer NAME is kept:
# its HTTP status in NAME.status, its body in NAME.body).
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "$CHECK: FAIL: $*" >&2; }
# status_is NAME CODE WHAT: answer NAME has status CODE.
status_is() {
    if [ "$(cat "$tmp/$1.status")" = "$2" ]; then ok; else bad "$3: status $(cat "$tmp/$1.status"), want $2: $(head -c 300 "$tmp/$1.body")"; fi
}
# body_has NAME TEXT WHAT: answer NAME's body holds TEXT.
body_has() {
    if grep -qF -- "$2" "$tmp/$1.body"; then ok; else bad "$3: no '$2' in $(head -c 400 "$tmp/$1.body")"; fi
}
