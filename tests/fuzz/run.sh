#!/bin/sh
# run.sh BUILD SECONDS TARGET... - runs each libFuzzer target for SECONDS, one
# after the other, on its seed corpus tests/fuzz/seeds/TARGET (read only) and
# a working corpus BUILD/corpus/TARGET that grows between runs. A crash leaves
# its input in BUILD/artifacts/; copy it to tests/fuzz/repro/TARGET/ once fixed,
# where `make check` replays it.
set -u
build=$1 seconds=$2
shift 2
status=0
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
# fontconfig (the diagrams' captions, fuzz_serve) keeps its configuration for good.
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$(pwd)/tests/lsan.supp:print_suppressions=0}
for t in "$@"; do
    bin=$build/fuzz/$t
    mkdir -p "$build/corpus/$t" "$build/artifacts"
    dict="" opts=""
    [ -f "tests/fuzz/$t.dict" ] && dict="-dict=tests/fuzz/$t.dict"
    # TARGET.options: more libFuzzer flags for one target (# comments).
    [ -f "tests/fuzz/$t.options" ] && opts=$(grep -v '^#' "tests/fuzz/$t.options")
    echo "== $t: $seconds s"
    start=$(date +%s)
    # -rss_limit_mb: a leak or a runaway allocation fails fast; -timeout: one
    # input may not take 30 s (solve gives up after 1 s itself).
    if "$bin" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$build/artifacts/$t-" $dict $opts "$build/corpus/$t" "tests/fuzz/seeds/$t" \
        >"$build/$t.log" 2>&1; then
        echo "$t: clean after $(( $(date +%s) - start )) s, $(grep -c . "$build/$t.log") log lines," \
             "$(ls "$build/corpus/$t" | wc -l) corpus inputs ($build/$t.log)"
    else
        status=1
        echo "$t: FAILED after $(( $(date +%s) - start )) s; see $build/$t.log" >&2
        grep -E "ERROR|SUMMARY|check failed|runtime error|Test unit written" "$build/$t.log" | head -20 >&2
    fi
done
exit $status
