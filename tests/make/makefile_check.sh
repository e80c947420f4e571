#!/bin/sh
# makefile_check.sh - what the Makefile promises, from dry runs: the Debian
# packages it asks for (a plain build the build's alone, once; a test target
# adds the test tools; without root or apt the missing ones are named and make
# stops before compiling anything), and which builds keep the engine's
# assertions (DEBUG=1 and the sanitizer build of `make check`, not the release).
# Run from the top of the tree: tests/make/makefile_check.sh SHARED
set -u
shared=${1:-../shared}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "makefile-check: $*"; fail=1; }

# A stand-in for tests/ensure-deps.sh that notes what it is asked.
cat > "$tmp/ensure" <<STUB
#!/bin/sh
echo "\$*" >> "$tmp/asked"
STUB
chmod +x "$tmp/ensure"

asked() { # GOAL...: the lines make's package check wrote for these goals (dry run)
    rm -f "$tmp/asked"
    make -n --no-print-directory ENSURE_DEPS="$tmp/ensure" BUILD="$tmp/build" BIN="$tmp/chiave" \
        SHARED="$shared" "$@" > /dev/null 2>&1 || { bad "make -n $* failed"; return; }
    cat "$tmp/asked" 2>/dev/null
}

for goal in "" run all; do
    out=$(asked $goal)
    [ "$(printf '%s\n' "$out" | grep -c .)" = 1 ] || bad "make $goal: asked $(printf '%s\n' "$out" | grep -c .) times, not once"
    for p in libjansson-dev libyaml-dev libmicrohttpd-dev gettext pkg-config librsvg2-dev libcairo2-dev; do
        case " $out " in *" $p "*) ;; *) bad "make $goal: does not ask for $p" ;; esac
    done
    for p in check chromium strace clang-14 npm texlive-games poppler-utils; do
        case " $out " in *" $p "*) bad "make $goal: asks for the test tool $p" ;; esac
    done
done

out=$(asked check)
[ "$(printf '%s\n' "$out" | grep -c .)" = 1 ] || bad "make check: asked more than once (sub-makes too?)"
for p in libjansson-dev check chromium strace clang-14 libclang-rt-14-dev texlive-games texlive-pstricks poppler-utils; do
    case " $out " in *" $p "*) ;; *) bad "make check: does not ask for $p" ;; esac
done
[ -z "$(asked clean)" ] || bad "make clean asks for packages"

# No root and no apt-get: the real script names the packages; make stops at once.
mkdir -p "$tmp/bin"
printf '#!/bin/sh\nexit 1\n' > "$tmp/bin/dpkg-query"
printf '#!/bin/sh\necho 1000\n' > "$tmp/bin/id"
chmod +x "$tmp/bin/dpkg-query" "$tmp/bin/id"
PATH="$tmp/bin:$PATH" make --no-print-directory BUILD="$tmp/build" BIN="$tmp/chiave" > "$tmp/out" 2> "$tmp/err"
rc=$?
[ $rc = 2 ] || bad "make without the packages: exit $rc, not 2"
grep -q "missing Debian packages: libjansson-dev libyaml-dev libmicrohttpd-dev gettext pkg-config" "$tmp/err" ||
    bad "make without the packages does not name them: $(cat "$tmp/err")"
grep -q "sudo apt-get install libjansson-dev" "$tmp/err" || bad "no apt-get line"
[ ! -e "$tmp/build" ] && [ ! -e "$tmp/chiave" ] || bad "make without the packages built something"

# The release build compiles with -DNDEBUG; DEBUG=1 and check-asan without.
compiles() { # GOAL VAR=VALUE...: the compiler lines of a dry run from an empty build dir
    make -n --no-print-directory ENSURE_DEPS=true SHARED="$shared" BUILD="$tmp/b" BIN="$tmp/b/chiave" "$@" 2>/dev/null |
        grep -E -- ' -c -o [^ ]*solver/board\.o '
}
compiles "$tmp/b/chiave" | grep -q -- '-DNDEBUG' || bad "the release build keeps assertions"
[ -n "$(compiles "$tmp/b/chiave" DEBUG=1)" ] || bad "make DEBUG=1 compiles no board.o"
compiles "$tmp/b/chiave" DEBUG=1 | grep -q -- '-DNDEBUG' && bad "make DEBUG=1 turns assertions off"
out=$(make -n --no-print-directory ENSURE_DEPS=true SHARED="$shared" ASAN_BUILD="$tmp/asan" check-asan 2>/dev/null |
      grep -E -- ' -c -o [^ ]*asan/solver/board\.o ')
[ -n "$out" ] || bad "check-asan compiles no board.o"
case "$out" in *-DNDEBUG*) bad "check-asan turns assertions off" ;; esac

[ $fail = 0 ] && echo "makefile-check: packages asked once, test tools only for tests, missing ones named; assertions off in release only"
exit $fail
