#!/bin/sh
# install_check.sh - `make install` and `make uninstall` with DESTDIR and PREFIX,
# staged in a temporary directory: every file in its place, the installed
# program runs and reads its translations from PREFIX/share/locale, and
# nothing of it is left after uninstall. Run from the top of the tree.
set -u
dest=$(mktemp -d) || exit 1
trap 'rm -rf "$dest"' EXIT
prefix=/opt/chiave-test
root=$dest$prefix
fail() { echo "install-check: $*"; exit 1; }
files="bin/chiave share/man/man1/chiave.1 share/bash-completion/completions/chiave
       share/locale/it/LC_MESSAGES/chiave.mo share/locale/de/LC_MESSAGES/chiave.mo
       share/locale/fr/LC_MESSAGES/chiave.mo"

make -s --no-print-directory install DESTDIR="$dest" PREFIX="$prefix" >/dev/null || fail "make install failed"
for f in $files; do
    [ -f "$root/$f" ] || fail "$prefix/$f not installed"
done
[ -x "$root/bin/chiave" ] || fail "bin/chiave is not executable"
"$root/bin/chiave" --version | grep -q '^chiave [0-9]' || fail "the installed chiave --version"
groff -man -ww -z "$root/share/man/man1/chiave.1" 2>&1 | grep . && fail "the manual page has warnings"

# The installed program reads the catalogues installed beside it: one marked
# here shows in its report (whatever the environment).
sed 's/^msgstr "chiave di sacrificio"$/msgstr "chiave di sacrificio (installed)"/' \
    solver/report/po/it.po > "$dest/it.po" || fail "cannot copy it.po"
msgfmt -o "$root/share/locale/it/LC_MESSAGES/chiave.mo" "$dest/it.po" || fail "msgfmt"
env -i "$root/bin/chiave" solve --lang it problems/key-sacrifice.fen | grep -q 'chiave di sacrificio (installed): 1.Tb7! offre la torre bianca b7' ||
    fail "the installed chiave does not read PREFIX/share/locale"

make -s --no-print-directory uninstall DESTDIR="$dest" PREFIX="$prefix" >/dev/null || fail "make uninstall failed"
left=$(find "$root" -type f)
[ -z "$left" ] || fail "left after uninstall: $left"
echo "install-check: make install and uninstall under DESTDIR and PREFIX as expected"
