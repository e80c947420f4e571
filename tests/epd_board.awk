# epd_board.awk - an EPD line's board for the awk scripts that make problems
# of other problems (bench/big_collection.awk, solver/index/perturb.awk; read
# first: awk -f epd_board.awk -f SCRIPT). A board is an array of squares 0
# (a8) to 63 (h1), each "" or the FEN letter of the man on it.

# unpack(placement): the board of a FEN placement, in B.
function unpack(placement,   r, f, i, c, rows) {
    split(placement, rows, "/")
    for (r = 0; r < 8; r++) {
        f = 0
        for (i = 1; i <= length(rows[r + 1]); i++) {
            c = substr(rows[r + 1], i, 1)
            if (c ~ /[1-8]/) { while (c-- > 0) B[r * 8 + f++] = "" } else B[r * 8 + f++] = c
        }
    }
}
# pack(A): board A as a FEN placement.
function pack(A,   r, f, s, e, c) {
    s = ""
    for (r = 0; r < 8; r++) {
        e = 0
        for (f = 0; f < 8; f++) {
            c = A[r * 8 + f]
            if (c == "") { e++; continue }
            if (e) { s = s e; e = 0 }
            s = s c
        }
        if (e) s = s e
        if (r < 7) s = s "/"
    }
    return s
}
# epd_id(line, n): the id operation of EPD line number n, or "line<n>".
function epd_id(line, n,   id) {
    id = line
    if (!sub(/.*id "/, "", id)) return "line" n
    sub(/".*/, "", id)
    return id
}
