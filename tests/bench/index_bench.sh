#!/bin/sh
# index_bench.sh BIN CORPUS DIR - times `chiave index` (problems/s on one
# thread, over the first 5000 problems, and on every core over the whole) and
# `chiave find` (--theme, --like) on a collection of over 100,000 problems made
# from CORPUS (big_collection.awk: shifted and mirrored copies, and twins with a
# man less), kept in DIR between runs. Goals: --theme under 50 ms, --like under
# a second.
set -eu
BIN=$1
CORPUS=$2
DIR=$3
here=$(dirname "$0")
mkdir -p "$DIR"
big=$DIR/big.epd
board=$here/../epd_board.awk # unpack, pack and epd_id of the two awk scripts
if [ ! -s "$big" ] || [ "$big" -ot "$CORPUS" ] || [ "$big" -ot "$here/big_collection.awk" ] || [ "$big" -ot "$board" ]; then
    for t in 0 1 2; do awk -v COPIES=40 -v TWIN=$t -f "$board" -f "$here/big_collection.awk" "$CORPUS"; done > "$big.tmp"
    mv "$big.tmp" "$big"
fi
n=$(wc -l < "$big")
cores=$(nproc)
now() { date +%s.%N; }
rate() { awk -v n="$1" -v a="$2" -v b="$3" 'BEGIN { printf "%.0f", n / (b - a) }'; }
ms() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (b - a) * 1000 }'; }

head -n 5000 "$big" > "$DIR/5000.epd"
rm -f "$DIR/one.db"
# (status 2 when a problem cannot be read: it is stored with its error, the rest indexed)
t0=$(now); "$BIN" index -o "$DIR/one.db" -j 1 --no-progress "$DIR/5000.epd" 2>/dev/null || [ $? = 2 ]; t1=$(now)
echo "index -j 1: 5000 problems, $(rate 5000 "$t0" "$t1") problems/s"
rm -f "$DIR/big.db"
t0=$(now); "$BIN" index -o "$DIR/big.db" -j "$cores" --no-progress "$big" 2>/dev/null || [ $? = 2 ]; t1=$(now)
echo "index -j $cores: $n problems, $(rate "$n" "$t0" "$t1") problems/s"

best() { # best of 5 runs of the command, in ms
    b=
    for i in 1 2 3 4 5; do
        t0=$(now); "$@" > "$DIR/hits" || [ $? = 1 ]; t1=$(now)
        m=$(ms "$t0" "$t1")
        b=$(awk -v a="${b:-$m}" -v m="$m" 'BEGIN { print (m < a ? m : a) }')
    done
    echo "$b"
}
m=$(best "$BIN" find "$DIR/big.db" --theme fleck)
echo "find --theme fleck: $(wc -l < "$DIR/hits") hits of $n, $m ms (goal: under 50)"
m=$(best "$BIN" find "$DIR/big.db" --theme grimshaw --theme threat --key e2e4)
echo "find --theme grimshaw --theme threat --key e2e4: $(wc -l < "$DIR/hits") hits, $m ms"
sed -n '777p' "$CORPUS" | awk -f "$board" -f "$here/../solver/index/perturb.awk" > "$DIR/query.epd"
m=$(best "$BIN" find "$DIR/big.db" --like "$DIR/query.epd")
echo "find --like (one problem, solved first): $m ms over $n (goal: under 1000)"
