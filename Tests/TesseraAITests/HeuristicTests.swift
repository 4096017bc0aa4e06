import PropertyBased
import TesseraRules
import Testing

@testable import TesseraAI

@Suite("Heuristic")
struct HeuristicTests {
    @Test("the libm-free power matches multiplication and square roots")
    func powerWithoutLibm() {
        #expect(power(3, 0) == 1)
        #expect(power(0, 2) == 0)
        #expect(power(5, 4) == 625)
        #expect(abs(power(3, 3.5) - 27 * 3.0.squareRoot()) < 1e-9)
        #expect(abs(power(10, 0.25) - 10.0.squareRoot().squareRoot()) < 1e-9)
        #expect(abs(power(2, 1.1) - 2.1435469250725863) < 1e-5)
    }

    @Test("a line scores the same read forward or backward")
    func linesAreSymmetric() async {
        let tables = TileKind.allCases.map {
            HeuristicTable(kind: $0, weights: $0 == .triples ? .triples : .twentyFortyEight)
        }
        await propertyCheck(count: 500, input: Gen.int(in: 0...0xFFFF), Gen.bool) { line, triples in
            let table = tables[triples ? 1 : 0]
            let row = UInt16(line)
            #expect(table.scores[Int(row)] == table.scores[Int(Bitboard.reverseRow(row))])
        }
    }

    @Test("a board scores its rows plus its columns")
    func boardIsRowsAndColumns() async {
        let table = HeuristicTable(kind: .twentyFortyEight, weights: .twentyFortyEight)
        await propertyCheck(count: 200, input: Gen.uint64()) { raw in
            let transposed = Bitboard(raw: raw).transposed.raw
            var expected = 0.0
            var magnitude = 0.0
            for line in 0..<4 {
                for lines in [raw, transposed] {
                    let score = Double(table.scores[Int((lines >> UInt64(16 * line)) & 0xFFFF)])
                    expected += score
                    magnitude += abs(score)
                }
            }
            // The lines are summed in Float, in another order: allow its rounding.
            #expect(abs(Double(table.score(raw)) - expected) <= magnitude * 1e-6)
        }
    }

    @Test("empty cells and possible merges raise a line's score; Triples counts 1 beside 2, not 1 beside 1")
    func featuresPointTheRightWay() {
        let table2048 = HeuristicTable(kind: .twentyFortyEight, weights: .twentyFortyEight)
        let tableTriples = HeuristicTable(kind: .triples, weights: .triples)
        // Lines are written with their first cell in the lowest four bits.
        #expect(table2048.scores[0x2211] > table2048.scores[0x2121])  // 2,2,4,4 has merges; 2,4,2,4 none
        #expect(tableTriples.scores[0x0021] > tableTriples.scores[0x0011])  // 1,2 combines; 1,1 does not
        #expect(table2048.scores[0x0001] > table2048.scores[0x0201])  // 2 alone beats 2,_,4: a cell more
    }

    @Test("weights read and written by index are the named fields")
    func weightsByIndex() {
        var weights = HeuristicWeights.twentyFortyEight
        for index in 0..<HeuristicWeights.count { weights[index] = Float(index + 1) }
        #expect(
            weights
                == HeuristicWeights(
                    lostPenalty: 1, emptyWeight: 2, mergesWeight: 3, monotonicityPower: 4, monotonicityWeight: 5,
                    sumPower: 6, sumWeight: 7))
        #expect(HeuristicWeights.names.count == HeuristicWeights.count)
    }
}
