# big_collection.awk - a large collection for `make bench` (index and find)
# made from a smaller one: each EPD line, then up to COPIES-1 copies of it
# shifted by files and ranks, mirrored a<->h, or mirrored 1<->8 with the
# colours exchanged (Black to move), as long as every man stays on the board
# and no pawn reaches rank 1 or 8. Ids get "-N". Set COPIES with -v; with
# -v TWIN=K each problem first loses its K-th man that is not a king (a twin:
# "-K" in the id, "-tK-N" for its copies). Reads the board with
# ../epd_board.awk (awk -f epd_board.awk -f big_collection.awk).
# T = B mirrored (mf, mr) then shifted (dx files, dy rows down); 0 if a man falls off
function place(mf, mr, dx, dy,   sq, r, f, c) {
    for (sq = 0; sq < 64; sq++) T[sq] = ""
    for (sq = 0; sq < 64; sq++) {
        c = B[sq]
        if (c == "") continue
        r = int(sq / 8); f = sq % 8
        if (mf) f = 7 - f
        if (mr) { r = 7 - r; c = c ~ /[A-Z]/ ? tolower(c) : toupper(c) }
        f += dx; r += dy
        if (f < 0 || f > 7 || r < 0 || r > 7) return 0
        if (c ~ /[Pp]/ && (r == 0 || r == 7)) return 0
        T[r * 8 + f] = c
    }
    return 1
}
{
    id = epd_id($0, NR)
    unpack($1)
    if (TWIN > 0) {
        k = 0
        for (sq = 0; sq < 64; sq++)
            if (B[sq] != "" && B[sq] !~ /[Kk]/ && ++k == TWIN) B[sq] = ""
        id = id "-t" TWIN
    }
    place(0, 0, 0, 0)
    printf "%s w - - ; id \"%s\";\n", pack(T), id
    n = 1
    for (o = 0; o < 4 && n < COPIES; o++)
        for (dy = -7; dy <= 7 && n < COPIES; dy++)
            for (dx = -7; dx <= 7 && n < COPIES; dx++) {
                if (o == 0 && dx == 0 && dy == 0) continue
                if (!place(o % 2, int(o / 2), dx, dy)) continue
                printf "%s %s - - ; id \"%s-%d\";\n", pack(T), (o >= 2 ? "b" : "w"), id, n++
            }
}
