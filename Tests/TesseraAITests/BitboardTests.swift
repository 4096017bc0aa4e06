import PropertyBased
import TesseraAI
import TesseraRules
import Testing

/// Sixteen ranks, one per cell.
private let rankLists = Gen.int(in: 0...15).array(of: 16)

@Suite("Bitboards: packing, ranks and conversions")
struct BitboardTests {
    @Test("a cell's rank is read back as written, and no other cell changes")
    func cellsAreIndependent() async {
        await propertyCheck(input: rankLists, Gen.int(in: 0...15), Gen.int(in: 0...15)) { ranks, cell, rank in
            var board = bitboard(ranks)
            board[cell] = rank
            for index in 0..<16 { #expect(board[index] == (index == cell ? rank : ranks[index])) }
        }
    }

    @Test("transposing moves the cell (r, c) to (c, r), and twice gives the board back")
    func transpose() async {
        await propertyCheck(input: rankLists) { ranks in
            let board = bitboard(ranks)
            let transposed = board.transposed
            for row in 0..<4 {
                for column in 0..<4 { #expect(transposed[column * 4 + row] == board[row * 4 + column]) }
            }
            #expect(transposed.transposed == board)
        }
    }

    @Test("empty cells, the largest rank and the distinct ranks agree with counting cell by cell")
    func counts() async {
        await propertyCheck(input: rankLists) { ranks in
            let board = bitboard(ranks)
            #expect(board.emptyCount == ranks.filter { $0 == 0 }.count)
            #expect(board.maxRank == ranks.max()!)
            #expect(board.distinctRankCount == Set(ranks.filter { $0 > 0 }).count)
        }
    }

    @Test("2048 rank r is the tile 2^r, up to 32768 at rank 15")
    func ranks2048() {
        for rank in 1...15 {
            #expect(Bitboard.value(ofRank: rank, kind: .twentyFortyEight) == 1 << rank)
            #expect(Bitboard.rank(ofValue: 1 << rank, kind: .twentyFortyEight) == rank)
        }
        for value in [0, 1, 3, 6, 12, 65536, 1 << 20] {
            #expect(Bitboard.rank(ofValue: value, kind: .twentyFortyEight) == nil)
        }
    }

    @Test("Triples ranks 1 and 2 are themselves and rank r ≥ 3 is 3·2^(r−3), up to 12288 at rank 15")
    func ranksTriples() {
        #expect(Bitboard.value(ofRank: 1, kind: .triples) == 1)
        #expect(Bitboard.value(ofRank: 2, kind: .triples) == 2)
        for rank in 3...15 {
            #expect(Bitboard.value(ofRank: rank, kind: .triples) == 3 << (rank - 3))
            #expect(Bitboard.rank(ofValue: 3 << (rank - 3), kind: .triples) == rank)
        }
        #expect(Bitboard.value(ofRank: 15, kind: .triples) == 12288)
        for value in [0, 4, 5, 9, 18, 24576] { #expect(Bitboard.rank(ofValue: value, kind: .triples) == nil) }
    }

    @Test("a reference board converts to a bitboard and back to the same face values")
    func roundTrip() async {
        await propertyCheck(input: rankLists, Gen.bool) { ranks, triples in
            let kind: TileKind = triples ? .triples : .twentyFortyEight
            let packed = bitboard(ranks)
            let reference = packed.board(kind: kind)
            #expect(reference.cells.map { $0?.value ?? 0 } == faceValues(packed, kind))
            #expect(Bitboard(reference, kind: kind) == packed)
        }
    }

    @Test("boards the ranks cannot hold have no bitboard: other sizes, tiles above rank 15")
    func unrepresentable() throws {
        #expect(Bitboard(try board("2,0,0/0,0,0/0,0,0"), kind: .twentyFortyEight) == nil)
        #expect(Bitboard(try board("65536,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0"), kind: .twentyFortyEight) == nil)
        #expect(Bitboard(try board("32768,0,0,0/0,0,0,0/0,0,0,0/0,0,0,2"), kind: .twentyFortyEight) != nil)
        #expect(Bitboard(try board("24576,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", .triples), kind: .triples) == nil)
        #expect(Bitboard(try board("12288,0,0,0/0,0,0,0/0,0,0,0/0,0,0,1", .triples), kind: .triples) != nil)
    }
}
