#!/bin/sh
# api_check.sh BIN DATA - the JSON API of `chiave serve` with curl: it starts
# `BIN serve --port 0` on a copy of DATA/batch/small.epd and checks the answers
# (solve, diff, the collection listed, opened and saved back), the refusals
# (foreign Host or Origin, no Host, a body too large, not JSON, a wrong
# Content-Type or method, unknown options), the bound on threads and time, and
# the command's own errors (a port in use, a FILE that is a directory or
# endless, standard output full).
# Expected solutions: polgar-307 (corpus, Popeye): 1.Kc3!; with the white king
# on e3 it has no key (Popeye agrees). Prints "N passed, N failed".
set -u
BIN=$1
DATA=$2
tmp=$(mktemp -d)
pid=
cleanup() {
    [ -n "$pid" ] && kill "$pid" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
CHECK=api_check
. "$(dirname "$0")/check_asserts.sh" # ok, bad, status_is, body_has

# req NAME METHOD PATH [curl options]: the status in $tmp/NAME.status, the
# body in $tmp/NAME.body, the headers in $tmp/NAME.head.
req() {
    name=$1 method=$2 path=$3
    shift 3
    curl -s --path-as-is -X "$method" -o "$tmp/$name.body" -D "$tmp/$name.head" \
        -w '%{http_code}' "$@" "$URL${path#/}" > "$tmp/$name.status" 2>/dev/null
}
post() { # post NAME PATH JSON [curl options]
    name=$1 path=$2 json=$3
    shift 3
    req "$name" POST "$path" -H 'Content-Type: application/json' --data-binary "$json" "$@"
}
head_has() {
    if grep -qiF -- "$2" "$tmp/$1.head"; then ok; else bad "$3: no header '$2'"; fi
}

cp "$DATA/batch/small.epd" "$tmp/small.epd"
"$BIN" serve --port 0 --threads 2 "$tmp/small.epd" > "$tmp/url" 2> "$tmp/err" &
pid=$!
i=0
while ! grep -q '^http://' "$tmp/url" 2>/dev/null; do
    i=$((i + 1))
    [ $i -le 100 ] || { echo "api_check: FAIL: no address printed: $(cat "$tmp/err")" >&2; exit 1; }
    sleep 0.1
done
URL=$(head -n 1 "$tmp/url")
PORT=$(echo "$URL" | sed 's|.*:\([0-9]*\)/$|\1|')
P307='1Q6/8/8/8/8/k2K4/8/8 w - -'
NOKEY='1Q6/8/8/8/8/k3K3/8/8 w - -'

# ---- the page and its assets
req page GET /
status_is page 200 "GET /"
head_has page 'Content-Type: text/html' "GET / type"
body_has page '<script type="module" src="/assets/app.js">' "GET / is the page"
head_has page "Content-Security-Policy: default-src 'self'" "GET / CSP"
req pagefen GET "/?fen=1Q6/8/8/8/8/k2K4/8/8%20w%20-%20-"
status_is pagefen 200 "GET /?fen="
req js GET /assets/app.js
status_is js 200 "GET app.js"
head_has js 'Content-Type: text/javascript' "app.js type"
req pieces GET /assets/pieces.svg
body_has pieces 'id="wk"' "the piece set"
req missing GET /assets/nothing.js
status_is missing 404 "a missing asset"
req escape GET /assets/../Makefile
status_is escape 404 "no path out of the assets"
req escape2 GET /../../etc/passwd
status_is escape2 404 "no file of the machine"

# ---- solve
post solve /api/solve "{\"fen\": \"$P307\"}"
status_is solve 200 "solve polgar-307"
head_has solve 'Content-Type: application/json' "solve type"
head_has solve 'Cache-Control: no-store' "solve not cached"
body_has solve '"status":"sound"' "polgar-307 is sound"
body_has solve '"keys":[{"move":"d3c3","san":"Kc3"' "its key"
# The motives (SPEC "Why") come before the SAN fields the API adds: 1...Ka4 steps out of every
# threat; 2.Qb4# on the square it took.
body_has solve '"defence":"a3a4","mates":["b8b4"],"motives":{"defence":[{"kind":"flight","men":["a4"],"squares":["a4"]}],"mates":{"b8b4":[{"kind":"flight-taken","men":["a4"],"squares":["a4"]}]}},"defence_san":"Ka4","mates_san":["Qb4#"]' "moves in SAN, motives"
body_has solve '"mates_san":["Qb4#"],"why":{"defence":"the king flees","mates":{"b8b4":"the king mated on a4"}}' "motives in words"
body_has solve '"threats_san":["Qa7#","Qa8#","Qb3#"]' "threats in SAN"
body_has solve '"refutations_san":["Ka2"]' "refutations in SAN"
# One key: the Analysis has no heading of its own (solver/report/README.md "The Analysis").
body_has solve '"analysis":"  threat problem: 1.Kc3! threatens 2.Qa7# 2.Qa8# 2.Qb3# (triple threat)\n  effective defences (2): 1...Ka2 1...Ka4 defeat every threat\n' "the Analysis"
post solve_it /api/solve "{\"fen\": \"$P307\", \"id\": \"p\", \"options\": {\"lang\": \"it\", \"refutations\": 2}}"
body_has solve_it '"id":"p"' "the id given"
body_has solve_it '"san":"Rc3"' "Italian letters"
post keys /api/solve "{\"fen\": \"$P307\", \"options\": {\"keys_only\": true}}"
body_has keys '"tries":[]' "keys only: no tries"
post nokey /api/solve "{\"fen\": \"$NOKEY\"}"
body_has nokey '"status":"no-solution"' "no key with the king on e3"
post badfen /api/solve '{"fen": "8/8/9/8/8/8/8/K1k5 w - -"}'
status_is badfen 200 "a bad FEN is an error record"
body_has badfen '"status":"illegal","error":"fen: field 1, rank 6: bad digit '\''9'\'' (1-8)"' "the FEN's error named"
post warn /api/solve '{"fen": "4k3/8/8/8/8/8/8/R3K3 w KQ -"}'
body_has warn '"warnings":["castling right K dropped: no king and rook at home"]' "dropped castling rights reported"
post legal /api/solve '{"fen": "k7/3p4/4K3/8/8/8/8/8 w - -", "options": {"lang": "it"}}'
body_has legal '"warnings":["il re bianco è sotto scacco da d7, che nessuna ultima mossa può dare"]' "a position no game reaches: warned, in the page's language"
post complete /api/solve '{"fen": "8/8/8/8/8/k2K4/7Q/8"}'
body_has complete '"fen":"8/8/8/8/8/k2K4/7Q/8 w - -"' "a board alone: completed"
body_has complete '"warnings":["the FEN stops after field 1: completed with' "a board alone: the note"
post notjson /api/solve '{"fen": '
status_is notjson 400 "not JSON"
body_has notjson 'request body: not JSON' "not JSON: the message"
post notobj /api/solve '[1]'
status_is notobj 400 "not an object"
post nofen /api/solve '{"id": "x"}'
body_has nofen 'fen: missing or not a string' "no fen"
post unknown /api/solve "{\"fen\": \"$P307\", \"pop\": \"x\"}"
status_is unknown 400 "an unknown field"
body_has unknown 'pop: unknown field' "unknown field named"
post both /api/solve "{\"fen\": \"$P307\", \"popeye\": \"x\"}"
status_is both 400 "fen and popeye"
body_has both 'fen, popeye: give one of them' "fen and popeye: one of them"
post popeye /api/solve '{"popeye": "begin stip #2 pieces white kd3 qb8 black ka3 twin move d3 c3 end"}'
status_is popeye 200 "Popeye input"
body_has popeye '"fen":"1Q6/8/8/8/8/k2K4/8/8 w - -"' "Popeye input: the diagram's record"
body_has popeye '"twins":[{"id":null,"fen":"1Q6/8/8/8/8/k1K5/8/8 w - -"' "Popeye input: the twin's record"
post badopt /api/solve "{\"fen\": \"$P307\", \"options\": {\"foo\": 1}}"
body_has badopt 'options.foo: unknown option' "unknown option named"
post badref /api/solve "{\"fen\": \"$P307\", \"options\": {\"refutations\": 0}}"
body_has badref 'options.refutations: not a number from 1 to 1000' "refutations out of range"
post badtime /api/solve "{\"fen\": \"$P307\", \"options\": {\"max_time\": -1}}"
status_is badtime 400 "a negative max_time"
post quick /api/solve "{\"fen\": \"$P307\", \"options\": {\"max_time\": 0.000001}}"
body_has quick '"status":"timeout"' "a request's max_time"
post dup /api/solve "{\"fen\": \"$P307\", \"fen\": \"$P307\"}"
status_is dup 400 "a field twice"

# ---- economy and repair (the records of `economy --json` and `repair --json`)
post economy /api/economy "{\"fen\": \"$P307\"}"
status_is economy 200 "economy polgar-307"
body_has economy '"men":[{"square":"b8","piece":"Q","roles":["mate","guard","try","theme"]' "the queen's roles (the themes go with it)"
body_has economy '"refutations":["a3a2","a3a4"]' "without the queen the key is refuted"
post economy_bad /api/economy '{"fen": "8/8/9/8/8/8/8/K1k5 w - -"}'
body_has economy_bad '"status":"illegal","error":"fen: field 1, rank 6' "economy: a bad FEN is an error record"
post repair /api/repair "{\"fen\": \"$P307\", \"key\": \"Kc2\", \"versions\": 1}"
status_is repair 200 "repair polgar-307 for 1.Kc2"
body_has repair '"key":"d3c2"' "the intended key, given in SAN"
body_has repair '"versions":[{"fen":"1Q6/8/8/8/8/k2K4/1N6/8 w - -","edits":["+Nb2"]' "the best version"
body_has repair '"summary":"kills 1.Kc3; makes 1.Kc2 the key; keeps the variation; loses 1 try"' "the version's summary, with what it loses"
post economy_words /api/economy '{"fen": "8/8/8/2p5/2K5/Q7/N7/1k6 w - -"}'
body_has economy_words '"details":["refutes 1.Kb3? 1...c4+! 1.Kd3? 1...c4+! 1.Nb4? 1...cxb4!","without it: cooked","  new cook: 1.Kb3","  new cook: 1.Kd3"' "a cook-stopper's details: its tries' refutations, then what changes without it"
post repair_key /api/repair "{\"fen\": \"$P307\", \"key\": \"Kh8\"}"
status_is repair_key 400 "repair: a key that is no move"
post repair_field /api/repair "{\"fen\": \"$P307\", \"deep\": 2}"
status_is repair_field 400 "repair: an unknown field"
# A problem with twins, as text: each twin's advice named by its twin, with
# the themes across the twins before it, the records of economy --json over
# the same file (the page's details, twin_text and the times aside).
# problems/twins-pseudo-le-grand.inp: without the knight a5, b) loses the
# pseudo Le Grand across a) and b).
TWINS='begin stip #2 pieces white ka8 ra2 rh2 se3 pe2 black ke1 sh5 option variation try setplay twin move h5 a5 end'
echo "$TWINS" > "$tmp/twins.inp"
post eco_twins /api/economy "{\"popeye\": \"$TWINS\", \"id\": \"plg\"}"
status_is eco_twins 200 "economy of a problem with twins"
body_has eco_twins '"status":"sound","error":null,"twin":"a","twin_of":"plg","twinning":"diagram"' "economy: the first twin named"
body_has eco_twins '"twins":[{"id":"plg","fen":"K7/8/8/n7/8/4N3/R3P2R/4k3 w - -","status":"sound","error":null,"twin":"b","twin_of":"plg","twinning":"move h5 a5"' "economy: twin b's record, named"
jq -c '[., .twins[]] | map(del(.twins, .twin_text, .stats, .id, .twin_of) | .men |= map(del(.details)))' \
    "$tmp/eco_twins.body" > "$tmp/eco_twins.api" 2>&1
"$BIN" economy --json "$tmp/twins.inp" 2>/dev/null | jq -sc 'map(del(.stats, .id, .twin_of))' > "$tmp/eco_twins.cli"
if [ -s "$tmp/eco_twins.cli" ] && cmp -s "$tmp/eco_twins.api" "$tmp/eco_twins.cli"; then ok; else
    bad "economy of twins: not the records of economy --json: $(head -c 300 "$tmp/eco_twins.api")"; fi
jq -e '.twins[0].men[] | select(.square == "a5") | .roles | index("theme")' "$tmp/eco_twins.body" > /dev/null 2>&1 && ok ||
    bad "economy: b)'s knight a5 keeps the pseudo Le Grand across the twins (role theme)"
post eco_text /api/economy "{\"text\": \"$TWINS\", \"options\": {\"lang\": \"it\"}}"
body_has eco_text '"twin_text":"b) Ch5→a5"' "economy: a twin's line in the page's language"
post rep_twins /api/repair "{\"text\": \"$TWINS\", \"key\": \"Ra6\", \"versions\": 1}"
status_is rep_twins 200 "repair of a problem with twins"
body_has rep_twins '"twin":"a","twin_of":"text:1","twinning":"diagram","key":"a2a6"' "repair: the key in twin a"
body_has rep_twins '"twins":[{"id":null,"fen":"K7/8/8/n7/8/4N3/R3P2R/4k3 w - -","status":"illegal","error":"key: not a legal move of the position (UCI or SAN)","twin":"b"' "repair: a key that is no move of twin b, its error record"
post aids_both /api/economy "{\"fen\": \"$P307\", \"popeye\": \"$TWINS\"}"
status_is aids_both 400 "economy: a FEN and a text"
body_has aids_both '"error":"fen, popeye: give one of them"' "economy: a FEN and a text, the message"
awk 'BEGIN { printf "{\"popeye\": \"begin stip #2 pieces white kd3 qb8 black ka3"; for (i = 1; i <= 256; i++) printf " twin move d3 c3"; printf " end\"}" }' > "$tmp/many.json"
post aids_many /api/repair "@$tmp/many.json"
status_is aids_many 413 "repair: 257 positions in one request"
body_has aids_many 'more than 256 positions (twins)' "repair: the bound named"

# ---- the page's words in four languages, from the catalogues (solver/report/po/)
req msg_it GET '/api/messages?lang=it'
status_is msg_it 200 "the page's words in Italian"
body_has msg_it '"lang":"it"' "messages: the language"
body_has msg_it '"Key":"Chiave"' "messages: a heading"
body_has msg_it '"Black to move":"il Nero muove"' "messages: a word of the report's catalogue"
req msg_de GET '/api/messages?lang=de'
body_has msg_de '"Undo":"Rückgängig"' "messages in German"
req msg_fr GET '/api/messages?lang=fr'
body_has msg_fr '"Tries":"Essais"' "messages in French"
req msg_en GET '/api/messages?lang=en'
body_has msg_en '"Key":"Key"' "messages in English"
req msg_xx GET '/api/messages?lang=xx'
status_is msg_xx 400 "messages: an unknown language"
body_has msg_xx 'lang: not one of it, de, fr, en' "messages: the unknown language named"
req msg_none GET '/api/messages'
status_is msg_none 400 "messages: no language"
body_has msg_none 'lang: missing' "messages: the missing language named"
req msg_bytes GET '/api/messages?lang=%ff%fe'
status_is msg_bytes 400 "messages: a language not UTF-8"
long=$(head -c 20000 /dev/zero | tr '\0' i)
req msg_long GET "/api/messages?lang=$long"
case $(cat "$tmp/msg_long.status") in 400|414|431) ok ;; *) bad "messages: a language of 20000 bytes: status $(cat "$tmp/msg_long.status")" ;; esac
req msg_post POST '/api/messages?lang=it' -H 'Content-Type: application/json' --data-binary '{}'
status_is msg_post 405 "messages: POST"
post solve_de /api/solve "{\"fen\": \"$P307\", \"options\": {\"lang\": \"de\"}}"
body_has solve_de '"name":"key-king-move","key":"d3c3","label":"Königsschlüssel"' "a theme's label in German"

# ---- a problem as text: Popeye input, YAML, any format
post text_yaml /api/solve '{"text": "algebraic:\n  white: [Kd3, Qb8]\n  black: [Ka3]\nstipulation: \"#2\"\ntwins:\n  b: Move d3 c3\n"}'
status_is text_yaml 200 "YAML as text"
body_has text_yaml '"fen":"1Q6/8/8/8/8/k2K4/8/8 w - -"' "YAML: the diagram"
body_has text_yaml '"twins":[{"id":null,"fen":"1Q6/8/8/8/8/k1K5/8/8 w - -"' "YAML: its twin"
post text_pop /api/solve '{"text": "begin stip #2 pieces white kd3 qb8 black ka3 twin move d3 c3 end"}'
body_has text_pop '"twinning":"move d3 c3"' "Popeye input as text"
post text_bad /api/solve '{"text": "begin stip #2 pieces white kd3 black ka3 cd5 end"}'
status_is text_bad 200 "text with a fairy piece: an error record"
body_has text_bad '"error":"text:1: ' "the error names the text and its line"
post text_num /api/solve '{"text": 3}'
status_is text_num 400 "text: not a string"
body_has text_num 'text: not a string' "text: not a string, said"
post text_both /api/solve "{\"text\": \"x\", \"fen\": \"$P307\"}"
body_has text_both 'fen, text: give one of them' "text and fen"
post text_json /api/solve '{"text": "begin'
status_is text_json 400 "text: not JSON"

# ---- diff
"$BIN" solve --json /dev/stdin > "$tmp/old.json" 2>/dev/null <<EOF
$P307
EOF
"$BIN" solve --json /dev/stdin > "$tmp/new.json" 2>/dev/null <<EOF
$NOKEY
EOF
post diff /api/diff "{\"old\": $(cat "$tmp/old.json"), \"new\": $(cat "$tmp/new.json")}"
status_is diff 200 "diff"
body_has diff '{"kind":"lost key","keys":true,"text":"lost key: 1.Kc3"}' "the lost key"
body_has diff '"text":"lost try: 1.Kc4?"' "strict by default: the tries"
post diffsame /api/diff "{\"old\": $(cat "$tmp/old.json"), \"new\": $(cat "$tmp/old.json")}"
body_has diffsame '{"changes":[]}' "no change"
# The named themes across phases (issue 12) come through: problems/le-grand.fen, and
# a white pawn on f3 spoils it (problems/le-grand-miss.fen).
LG='8/8/1N6/B7/8/4p3/N1k5/Q3K3 w - -'
post lg /api/solve "{\"fen\": \"$LG\"}"
body_has lg '"name":"le-grand"' "the Le Grand entry"
body_has lg 'Le Grand: 1.Bc3? (2.Qd1#) 1...Kd3 2.Qb1#; 1.Nc3! (2.Qb1#) 1...Kd3 2.Qd1#' "the Le Grand in the Analysis"
echo "$LG" | "$BIN" solve --json - > "$tmp/lg.json" 2>/dev/null
echo '8/8/1N6/B7/8/4pP2/N1k5/Q3K3 w - -' | "$BIN" solve --json - > "$tmp/lgmiss.json" 2>/dev/null
post lgdiff /api/diff "{\"old\": $(cat "$tmp/lg.json"), \"new\": $(cat "$tmp/lgmiss.json")}"
body_has lgdiff '"text":"lost: Le Grand"' "a named theme lost"
post diffbad /api/diff '{"old": {"keys": 3}, "new": {"keys": []}}'
status_is diffbad 400 "a bad record"
body_has diffbad 'old.keys: not a list' "the bad field named"

# ---- refusals
req host GET / -H 'Host: evil.example'
status_is host 403 "a foreign Host (DNS rebinding)"
req host2 GET / -H "Host: evil.example:$PORT"
status_is host2 403 "a foreign Host on our port"
req host3 GET / -H "Host: localhost:$PORT"
status_is host3 200 "localhost is ours"
req nohost GET / -H 'Host:' --http1.0
status_is nohost 400 "no Host"
post origin /api/solve "{\"fen\": \"$P307\"}" -H 'Origin: http://evil.example'
status_is origin 403 "a foreign Origin"
post origin2 /api/solve "{\"fen\": \"$P307\"}" -H "Origin: http://127.0.0.1:$PORT"
status_is origin2 200 "our own Origin"
post nullorigin /api/solve "{\"fen\": \"$P307\"}" -H 'Origin: null'
status_is nullorigin 403 "Origin null"
req plain POST /api/solve -H 'Content-Type: text/plain' --data-binary "{\"fen\": \"$P307\"}"
status_is plain 415 "text/plain (a form could send it)"
head -c 9000000 /dev/zero | tr '\0' ' ' > "$tmp/big"
req big POST /api/solve -H 'Content-Type: application/json' --data-binary "@$tmp/big"
status_is big 413 "a body over 8 MiB"
req chunked POST /api/solve -H 'Content-Type: application/json' -H 'Transfer-Encoding: chunked' --data-binary "@$tmp/big"
status_is chunked 413 "a chunked body over 8 MiB"
head -c 40000000 /dev/zero > "$tmp/huge"
req huge POST /api/solve -H 'Content-Type: application/json' -H 'Transfer-Encoding: chunked' --data-binary "@$tmp/huge"
case $(cat "$tmp/huge.status") in 413|000) ok ;; *) bad "a chunked body of 40 MB: status $(cat "$tmp/huge.status")" ;; esac
rm -f "$tmp/huge"
req method GET /api/solve
status_is method 405 "GET /api/solve"
head_has method 'Allow: POST' "the method to use"
req method2 DELETE /
status_is method2 405 "DELETE /"
req alive GET /
status_is alive 200 "still serving after the refusals"

# ---- a bounded pool: 16 requests at once are served by the 2 solving threads of --threads 2
j=0 many=
while [ $j -lt 16 ]; do
    post "many$j" /api/solve "{\"fen\": \"$P307\"}" &
    many="$many $!"
    j=$((j + 1))
done
wait $many
j=0 all=0
while [ $j -lt 16 ]; do [ "$(cat "$tmp/many$j.status")" = 200 ] || all=1; j=$((j + 1)); done
[ $all = 0 ] && ok || bad "16 requests at once: not all answered"
threads=$(ls "/proc/$pid/task" | wc -l)
[ "$threads" = 5 ] && ok || bad "threads of --threads 2: $threads, want 5 (the main one, the reader, the watcher and the 2 solvers)"

# ---- the collection
req list GET '/api/collection?from=0&count=3'
status_is list 200 "the collection"
body_has list '"format":"fen","file":true,"total":12,"from":0' "12 problems, a file"
body_has list '"index":0,"line":2,"id":"polgar-307","fen":"1Q6/8/8/8/8/k2K4/8/8 w - -","error":null' "problem 1"
body_has list '"index":2' "three listed"
req page2 GET '/api/collection?from=6&count=1'
body_has page2 '"index":6,"line":10,"id":"bad-letter"' "an unreadable problem listed"
body_has page2 "field 1, rank 8: unknown piece letter 'x'" "with its error"
req badfrom GET '/api/collection?from=x'
status_is badfrom 400 "from is not a number"
cp "$tmp/small.epd" "$tmp/before.epd"
post save /api/collection/save "{\"edits\": [{\"index\": 0, \"fen\": \"$NOKEY\"}]}"
status_is save 200 "saved back"
if diff "$tmp/before.epd" "$tmp/small.epd" > "$tmp/diff.txt"; then
    bad "the file did not change"
elif [ "$(grep -c '^[<>]' "$tmp/diff.txt")" = 2 ] && grep -qxF "> $NOKEY; id \"polgar-307\"" "$tmp/diff.txt"; then
    ok
else
    bad "the save changed more than line 2: $(cat "$tmp/diff.txt")"
fi
req list2 GET '/api/collection?count=1'
body_has list2 "\"fen\":\"$NOKEY\"" "the listing follows the save"
post savebad /api/collection/save '{"edits": [{"index": 99, "fen": "8/8/8/8/8/8/8/K1k5 w - -"}]}'
status_is savebad 400 "an index beyond the collection"
post savebad2 /api/collection/save '{"edits": [{"index": 1, "fen": "8/8/8"}]}'
body_has savebad2 'edits[0].fen: ' "a bad position not saved"
post savebad3 /api/collection/save '{"edits": [{"index": 6, "fen": "8/8/8/8/8/8/8/K1k5 w - -"}, {"index": 6, "fen": "8/8/8/8/8/8/8/K1k5 w - -"}]}'
body_has savebad3 'line 10: edited twice' "one problem edited twice"
cmp -s "$tmp/small.epd" "$tmp/before.epd" && bad "the file is unchanged after the good save" || ok
req open_inp POST '/api/collection/open?name=twins.inp' -H 'Content-Type: application/octet-stream' --data-binary "@$DATA/popeye/twins-en.inp"
body_has open_inp '"format":"popeye"' "a Popeye file opened"
body_has open_inp '"twin":"b","twin_of":"twins.inp:1","twinning":"move e2 e1","twin_text":"b) Qe2→e1"' "its twins labelled, with their problem"
req list_fr GET '/api/collection?count=2&lang=fr'
body_has list_fr '"twin_text":"b) De2→e1"' "a twin's line in French"
req list_xx GET '/api/collection?lang=xx'
status_is list_xx 400 "the collection in an unknown language"
req open POST '/api/collection/open?name=problems.pgn' -H 'Content-Type: application/octet-stream' --data-binary "@$DATA/batch/problems.pgn"
status_is open 200 "a PGN opened from the page"
body_has open '"name":"problems.pgn","format":"pgn","file":false' "an upload, PGN"
post saveup /api/collection/save '{"edits": [{"index": 0, "fen": "8/8/8/8/8/8/8/K1k5 w - -"}]}'
status_is saveup 200 "an upload saved"
req text GET /api/collection/text
body_has text '[FEN "8/8/8/8/8/8/8/K1k5 w - -' "the upload's new text"
cmp -s "$DATA/batch/problems.pgn" "$tmp/text.body" && bad "the upload's text is unchanged" || ok
req noname POST '/api/collection/open?name=a/b.epd' -H 'Content-Type: application/octet-stream' --data-binary 'x'
status_is noname 400 "a path is not a file name"

# ---- stopping, and the command's own errors
"$BIN" serve --port "$PORT" > /dev/null 2> "$tmp/e0"
[ $? = 2 ] && grep -q "cannot listen on 127.0.0.1 port $PORT" "$tmp/e0" && ok || bad "a port in use: $(cat "$tmp/e0")"
kill -TERM "$pid"
wait "$pid"
rc=$?
pid=
[ $rc = 0 ] && ok || bad "SIGTERM: exit $rc, want 0"
"$BIN" serve --port 70000 > /dev/null 2> "$tmp/e1"
[ $? = 2 ] && grep -q 'not a port' "$tmp/e1" && ok || bad "--port 70000: $(cat "$tmp/e1")"
"$BIN" serve --listen 0.0.0.0 > /dev/null 2> "$tmp/e2"
[ $? = 2 ] && grep -q 'not a loopback address' "$tmp/e2" && ok || bad "--listen 0.0.0.0: $(cat "$tmp/e2")"
"$BIN" serve --port 0 "$tmp/absent.epd" > /dev/null 2> "$tmp/e3"
[ $? = 2 ] && grep -q 'absent.epd: No such file' "$tmp/e3" && ok || bad "a missing FILE: $(cat "$tmp/e3")"
# The server's --max-time bounds every request.
"$BIN" serve --port 0 --max-time 0.000001 > "$tmp/url2" 2> /dev/null &
pid=$!
i=0
until grep -q '^http://' "$tmp/url2" 2>/dev/null || [ $i -ge 100 ]; do i=$((i + 1)); sleep 0.1; done
URL=$(head -n 1 "$tmp/url2")
post capped /api/solve "{\"fen\": \"$P307\", \"options\": {\"max_time\": 60}}"
body_has capped '"status":"timeout"' "--max-time caps a request"
kill -TERM "$pid"
wait "$pid"
pid=
# A repair whose page gives up (the client closes the connection) stops.
# The client leaves once the repair is being solved (the server's processor
# time grows), not after a time; then a quick solve, which the server's one
# solving thread takes only once the repair has let it go: till its answer the
# server spends under 0.2 s of processor, where the rest of the repair
# (Popeye's example r1bq3r/..., intended key 1.Ng6+, about 1 s of processor at
# --depth 2) would run first were it to go on.
"$BIN" serve --port 0 --threads 1 --max-time 100 > "$tmp/url3" 2> /dev/null &
pid=$!
i=0
until grep -q '^http://' "$tmp/url3" 2>/dev/null || [ $i -ge 600 ]; do i=$((i + 1)); sleep 0.1; done
URL=$(head -n 1 "$tmp/url3")
cpu() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
hz=$(getconf CLK_TCK)
c0=$(cpu)
curl -s -H 'Content-Type: application/json' -o /dev/null "${URL}api/repair" \
    --data-binary '{"fen": "r1bq3r/pp1nk2p/n1pNpp2/3pP1p1/3P1N1Q/3B4/PPP2PPP/R3K2R w - -", "key": "Ng6+", "depth": 2}' &
client=$!
i=0
until [ $(($(cpu) - c0)) -ge $((hz / 10)) ] || [ $i -ge 1200 ]; do i=$((i + 1)); sleep 0.05; done
kill "$client"
wait "$client" 2>/dev/null
c1=$(cpu)
post after_gone /api/solve "{\"fen\": \"$P307\"}" --max-time 60
c2=$(cpu)
status_is after_gone 200 "the one thread free again"
[ $((c2 - c1)) -lt $((hz / 5)) ] && ok ||
    bad "a repair whose client left goes on: $((c2 - c1)) ticks of processor (HZ $hz) before the next request was solved"
kill -TERM "$pid"
wait "$pid"
pid=
"$BIN" serve --port 0 "$tmp" > /dev/null 2> "$tmp/e5"
[ $? = 2 ] && grep -q 'Is a directory' "$tmp/e5" && ok || bad "a directory as FILE: $(cat "$tmp/e5")"
"$BIN" serve --port 0 /dev/zero > /dev/null 2> "$tmp/e6"
[ $? = 2 ] && grep -q '/dev/zero: larger than 256 MiB' "$tmp/e6" && ok || bad "/dev/zero as FILE: $(cat "$tmp/e6")"
"$BIN" serve --help > /dev/full 2> "$tmp/e7"
[ $? = 2 ] && grep -q 'standard output: No space left on device' "$tmp/e7" && ok || bad "--help on /dev/full: $(cat "$tmp/e7")"
"$BIN" serve --bogus > /dev/null 2> "$tmp/e4"
[ $? = 2 ] && grep -q "unknown option '--bogus'" "$tmp/e4" && ok || bad "--bogus: $(cat "$tmp/e4")"

echo "api_check: $passed passed, $failed failed"
[ $failed = 0 ]
