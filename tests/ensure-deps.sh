#!/bin/sh
# Installs the Debian packages named as arguments when they are missing.
# As root with apt-get it installs them; otherwise it names them, says how to
# install them and fails. Output goes to stderr (the Makefile reads none).
missing=""
for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "chiave: installing Debian packages:$missing" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq $missing >/dev/null 2>&1 ||
        { apt-get update -qq && apt-get install -y -qq $missing; } >&2 || exit 1
else
    echo "chiave: missing Debian packages:$missing" >&2
    echo "install them with: sudo apt-get install$missing" >&2
    exit 1
fi
