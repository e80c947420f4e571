# perturb.awk - each EPD line of a collection made a little different, for
# the anticipation search (find --like) to find its original: by line number,
# a man added, a man removed, a man moved one square, the board shifted one
# file (or rank), mirrored a<->h, or mirrored 1<->8 with the colours exchanged.
# Writes "FEN w|b - - ; id "p-ORIGINAL";" (nothing else of the line). The
# choice of man and square is a fixed function of the line number. Reads the
# board with ../../epd_board.awk (awk -f epd_board.awk -f perturb.awk).
function nth_man(k,   n, sq, men) {  # the k-th man that is not a king (mod their count), or -1
    n = 0
    for (sq = 0; sq < 64; sq++) if (B[sq] != "" && B[sq] !~ /[Kk]/) men[n++] = sq
    return n ? men[k % n] : -1
}
function pawn_ok(c, sq) { return c !~ /[Pp]/ || (sq >= 8 && sq < 56) }
function copy(   sq) { for (sq = 0; sq < 64; sq++) C[sq] = B[sq] }
{
    id = epd_id($0, NR)
    unpack($1)
    side = "w"
    kind = (NR - 1) % 6
    k = NR * 7 + 3
    if (kind == 0) {            # a man added on an empty square
        for (t = 0; t < 64; t++) { sq = (k + t * 11) % 64; if (B[sq] == "") break }
        B[sq] = (NR % 2) ? "N" : "b"
    } else if (kind == 1) {     # a man removed
        sq = nth_man(k)
        if (sq >= 0) B[sq] = ""
    } else if (kind == 2) {     # a man moved to a square next to it
        sq = nth_man(k)
        for (t = 0; t < 8 && sq >= 0; t++) {
            d = (k + t) % 8
            df = (d == 0 || d == 3 || d == 5) ? -1 : (d == 1 || d == 6) ? 0 : 1
            dr = d < 3 ? -1 : d < 5 ? 0 : 1
            f = sq % 8 + df; r = int(sq / 8) + dr; to = r * 8 + f
            if (f >= 0 && f < 8 && r >= 0 && r < 8 && B[to] == "" && pawn_ok(B[sq], to)) {
                B[to] = B[sq]; B[sq] = ""; break
            }
        }
    } else if (kind == 3) {     # shifted one file towards h or a, else one rank
        hfree = afree = 1
        for (r = 0; r < 8; r++) { if (B[r * 8 + 7] != "") hfree = 0; if (B[r * 8] != "") afree = 0 }
        copy()
        if (hfree || afree) {
            for (sq = 0; sq < 64; sq++) B[sq] = ""
            for (sq = 0; sq < 64; sq++) if (C[sq] != "") B[sq + (hfree ? 1 : -1)] = C[sq]
        } else {
            ok = 1
            for (f = 0; f < 8; f++) if (C[f] != "" || C[48 + f] ~ /[Pp]/) ok = 0
            if (ok) {               # rank 8 empty, no pawn on rank 2: one rank up
                for (sq = 0; sq < 64; sq++) B[sq] = ""
                for (sq = 8; sq < 64; sq++) if (C[sq] != "") B[sq - 8] = C[sq]
            } else {                # else mirrored a<->h
                for (sq = 0; sq < 64; sq++) B[sq] = C[int(sq / 8) * 8 + 7 - sq % 8]
            }
        }
    } else if (kind == 4) {     # mirrored a<->h
        copy()
        for (sq = 0; sq < 64; sq++) B[sq] = C[int(sq / 8) * 8 + 7 - sq % 8]
    } else {                    # mirrored 1<->8, the colours exchanged: Black to move
        copy()
        for (sq = 0; sq < 64; sq++) {
            c = C[(7 - int(sq / 8)) * 8 + sq % 8]
            B[sq] = c ~ /[A-Z]/ ? tolower(c) : toupper(c)
        }
        side = "b"
    }
    printf "%s %s - - ; id \"p-%s\";\n", pack(B), side, id
}
