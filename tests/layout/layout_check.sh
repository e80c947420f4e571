#!/bin/sh
# layout_check.sh - the rooms of README's "Code map" and the one-way
# dependencies between them, read from the #include lines:
#   cli -> (batch, serve, aids, report, compare, ...) -> themes -> engine;  fen -> engine.
#   (aids and serve may use compare; serve may use aids and diagram; diagram
#   draws with the engine, the input's words and the report's twin lines.)
# Inside fen/: a folder per format family; the readers (epd, pgn, popeye, yaml)
# never include the writers (fen/write/), and fen/epd, the FEN rules every
# reader builds on, includes no other format's folder.
# Also: the engine (solver/*.[ch]) has at most 16 files and does no I/O, no
# threads and no JSON; no two source files include each other's header; no
# source or Markdown file has more than 500 lines (data and generated files,
# such as the po catalogues and package-lock.json, are neither; nor is the
# manual page, the one full reference of every command and option); the tests
# write no fixed temporary names; every folder of solver/ has a README.md.
# Run from the top of the tree.
set -u
fail=0
say() { echo "layout: $*"; fail=1; }

room() { # the room a path belongs to
    case "$1" in
        solver/*/*) d=${1#solver/}; echo "solver/${d%%/*}" ;;
        solver/*) echo engine ;;
        fen/*) echo fen ;;
        themes/*) echo themes ;;
        *) echo other ;;
    esac
}

# Which rooms each room may include (besides itself).
allowed() {
    case "$1" in
        engine) echo "" ;;
        fen) echo "engine" ;;
        themes) echo "engine" ;;
        solver/io) echo "" ;;
        solver/report) echo "engine fen themes solver/io" ;;
        solver/compare) echo "engine fen themes solver/report solver/io" ;;
        solver/batch) echo "engine fen themes solver/report solver/io" ;;
        solver/serve) echo "engine fen themes solver/report solver/compare solver/aids solver/diagram solver/index solver/batch solver/io" ;;
        solver/diagram) echo "engine fen solver/report" ;;
        solver/aids) echo "engine fen themes solver/report solver/compare" ;;
        solver/index) echo "engine fen themes solver/batch solver/compare solver/report solver/io" ;;
        solver/cli) echo "*" ;;
        *) echo "*" ;;  # a new room under solver/: the program around the engine
    esac
}

files=$(git ls-files 'solver/*.[ch]' 'fen/*.[ch]' 'themes/*.[ch]' 2>/dev/null)
[ -n "$files" ] || files=$(find solver fen themes -name '*.[ch]')
[ -n "$files" ] || { echo "layout: no sources found (run from the top of the tree)"; exit 1; }

n=$(ls solver/*.[ch] | wc -l)
[ "$n" -le 16 ] || say "solver/ holds $n files (the engine: at most 16)"
for f in solver/*.[ch]; do
    grep -qE '#include <(pthread|jansson|unistd|fcntl)\.h>' "$f" &&
        say "$f: the engine does no I/O, threads or JSON"
    grep -qE '\b(printf|fprintf|puts|fopen|fwrite|fputs|FILE)\s*\(' "$f" &&
        say "$f: the engine prints nothing"
done

for f in $files; do
    from=$(room "$f")
    ok=$(allowed "$from")
    for inc in $(grep -o '^#include "[^"]*"' "$f" | cut -d'"' -f2); do
        to=$(room "$inc")
        [ "$to" = "$from" ] && continue
        [ "$ok" = "*" ] && continue
        case " $ok " in *" $to "*) ;; *) say "$f includes $inc ($from may not depend on $to)" ;; esac
    done
done

# The format families of fen/ (see fen/README.md).
for f in $(echo "$files" | grep '^fen/[a-z]*/'); do
    fam=${f#fen/}; fam=${fam%%/*}
    for inc in $(grep -o '^#include "fen/[^"]*/[^"]*"' "$f" | cut -d'"' -f2); do
        to=${inc#fen/}; to=${to%%/*}
        [ "$to" = "$fam" ] && continue
        [ "$to" = write ] && say "$f includes $inc (a reader never depends on the writers)"
        [ "$fam" = epd ] && say "$f includes $inc (fen/epd includes no other format)"
    done
done

# No two .c files include each other's header (X.h is the header of X.c).
for f in $files; do
    case "$f" in *.c) ;; *) continue ;; esac
    for inc in $(grep -o '^#include "[^"]*"' "$f" | cut -d'"' -f2); do
        other=${inc%.h}.c
        [ "$other" != "$f" ] && [ -f "$other" ] || continue
        grep -q "^#include \"${f%.c}.h\"" "$other" && say "$f and $other include each other's header"
    done
done

# Every folder of solver/ says in its README.md what lives there, the data
# flow and how to add to it.
for d in solver/*/; do
    [ -f "${d}README.md" ] || say "${d%/} has no README.md (what lives there, the data flow, how to add to it)"
done

# At most 500 lines a file: one concept each, split by concept, never at line 500.
# Being split by work under way, each to leave this list when it lands:
TOO_LONG_FOR_NOW="solver/search.c solver/movegen.c"
sources=$(git ls-files '*.c' '*.h' '*.sh' '*.js' '*.css' '*.html' '*.md' '*.bash' Makefile 2>/dev/null)
[ -n "$sources" ] || sources=$(find . -path ./build -prune -o -type f \( -name '*.[ch]' -o -name '*.md' -o -name '*.sh' -o -name '*.js' \) -print | sed 's|^\./||')
for f in $sources; do
    [ -f "$f" ] || continue
    n=$(wc -l < "$f")
    [ "$n" -le 500 ] && continue
    case " $(echo $TOO_LONG_FOR_NOW) " in *" $f "*) continue ;; esac
    say "$f has $n lines (at most 500: split it by concept)"
done

# The tests' files go in a directory of each run's own (tests/test_tmp.h,
# mktemp -d, fs.mkdtempSync), never under a name of the system's temporary
# directory that two runs at once (make -j2 check runs the suites and their
# sanitizer build together) could both write.
for f in Makefile $(find tests -path tests/data -prune -o -type f \( -name '*.[ch]' -o -name '*.sh' -o -name '*.js' \) -print); do
    grep -n '/[t]mp\b' "$f" | while IFS= read -r hit; do
        echo "layout: $f:${hit%%:*}: names a file in the system's temporary directory (use tests/test_tmp.h or mktemp -d)"
    done | grep . && fail=1
done

[ $fail -eq 0 ] && echo "layout: rooms and dependencies as the Code map says"
exit $fail
