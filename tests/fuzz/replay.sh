#!/bin/sh
# replay.sh BUILD TARGET... - runs each libFuzzer target BUILD/fuzz/TARGET
# (clang, ASan and UBSan, no recovery) once on every file of its seeds
# (tests/fuzz/seeds/TARGET) and crash reproducers (tests/fuzz/repro/TARGET):
# part of `make check`, so that a harness that no longer builds with clang, or
# stops at once on its seeds as `make fuzz` would, fails there.
set -u
build=$1
shift
status=0
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
# fontconfig (the diagrams' captions, fuzz_serve) keeps its configuration for good.
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$(pwd)/tests/lsan.supp:print_suppressions=0}
for t in "$@"; do
    bin=$build/fuzz/$t
    files=$(find "tests/fuzz/seeds/$t" "tests/fuzz/repro/$t" -type f 2>/dev/null | sort)
    if [ -z "$files" ]; then
        echo "$t: no seeds in tests/fuzz/seeds/$t" >&2
        status=1
        continue
    fi
    log=$build/$t.replay.log
    # Files as arguments: libFuzzer runs each once and stops at the first failure.
    # shellcheck disable=SC2086
    if "$bin" -timeout=30 -rss_limit_mb=2048 $files >"$log" 2>&1; then
        echo "$t: $(echo "$files" | wc -l) seeds and reproducers replayed"
    else
        status=1
        echo "$t: FAILED; see $log" >&2
        grep -E "ERROR|SUMMARY|runtime error|Running:" "$log" | tail -20 >&2
    fi
done
exit $status
