import Foundation
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
        // A whole base to a whole or half power is exact, or correctly rounded: the heuristic table needs it.
        #expect(power(15, 4) == 50_625)
        #expect(power(3, 3.5) == 2_187.0.squareRoot())
        #expect(power(15, 3.5) == 170_859_375.0.squareRoot())
    }

    @Test("a line scores the same read forward or backward, but for the rounding of its Float running sum")
    func linesAreSymmetric() {
        for kind in TileKind.allCases {
            let weights: HeuristicWeights = kind == .triples ? .triples : .twentyFortyEight
            var noSum = weights
            noSum.sumWeight = 0
            let (table, exact) = (
                HeuristicTable(kind: kind, weights: weights), HeuristicTable(kind: kind, weights: noSum)
            )
            for line in 0...0xFFFF {
                let row = UInt16(line)
                let backward = Int(Bitboard.reverseRow(row))
                // Without the sum term the order changes nothing: rises and falls are whole numbers, exact in Float.
                #expect(exact.scores[line] == exact.scores[backward], "\(kind) \(line)")
                // The sum rounds in reading order, as nneonneo's engine's does: a few ulps of its term.
                let (forward, reversed) = (table.scores[line], table.scores[backward])
                #expect(abs(forward - reversed) <= 8 * max(abs(forward), abs(reversed), 200_000).ulp, "\(kind) \(line)")
            }
        }
    }

    @Test("a board scores its rows' sum plus its columns' sum, added in nneonneo's engine's order")
    func boardIsRowsAndColumns() async {
        let table = HeuristicTable(kind: .twentyFortyEight, weights: .twentyFortyEight)
        await propertyCheck(count: 200, input: Gen.uint64()) { raw in
            let transposed = Bitboard(raw: raw).transposed.raw
            var sums: [Float] = []
            for lines in [raw, transposed] {
                let scores = (0..<4).map { table.scores[Int((lines >> UInt64(16 * $0)) & 0xFFFF)] }
                sums.append(scores[0] + scores[1] + scores[2] + scores[3])
            }
            #expect(table.score(raw) == sums[0] + sums[1])
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

    @Test("the committed 2048 weights score every line as nneonneo/2048-ai's heuristic does, a run of k merges as k")
    func nneonneoHeuristicExactly() {
        let table = HeuristicTable(kind: .twentyFortyEight, weights: .twentyFortyEight)
        // Hand-worked: 2,2,_,2 is one run of three (3 merges), one empty, unevenness 1, sum 3.
        #expect(abs(Double(table.scores[0x1011]) - (200_000 + 270 + 700 * 3 - 47 - 11 * 3)) < 0.01)
        // 2,2,4,4 is two runs of two (4 merges), rising only, sum 2 + 2·2^3.5.
        let sum: Double = 2 + 2 * pow(2, 3.5)
        #expect(abs(Double(table.scores[0x2211]) - (200_000 + 700 * 4 - 11 * sum)) < 0.01)
        // Every line, to the bit.
        let differing = (0..<(1 << 16)).filter { line in
            table.scores[line] != Self.nneonneoScore((0..<4).map { (line >> (4 * $0)) & 0xF })
        }
        let first = differing.prefix(5).map { String($0, radix: 16) }
        #expect(differing.count == 0, "lines scored otherwise, the first: \(first)")
    }

    /// nneonneo/2048-ai's score of one line, transcribed on its own from its source, roundings and all.
    ///
    /// Equal ranks are counted by a counter that each run of k equal tiles turns into k merges,
    /// empties skipped. As in its C++, powers are libm's in Double (Foundation's `pow`, not the
    /// module's), each added to a Float total in Double and rounded, and the weights are Float.
    static func nneonneoScore(_ line: [Int]) -> Float {
        var sum: Float = 0
        var empty = 0
        var merges = 0
        var previous = 0
        var counter = 0
        for rank in line {
            sum = Float(Double(sum) + pow(Double(rank), 3.5))
            if rank == 0 {
                empty += 1
                continue
            }
            if previous == rank {
                counter += 1
            } else if counter > 0 {
                merges += 1 + counter
                counter = 0
            }
            previous = rank
        }
        if counter > 0 { merges += 1 + counter }
        var left: Float = 0
        var right: Float = 0
        for index in 1..<4 {
            let (a, b) = (pow(Double(line[index - 1]), 4), pow(Double(line[index]), 4))
            if line[index - 1] > line[index] {
                left = Float(Double(left) + (a - b))
            } else {
                right = Float(Double(right) + (b - a))
            }
        }
        let rewards = Float(200_000) + Float(270) * Float(empty) + Float(700) * Float(merges)
        return rewards - Float(47) * min(left, right) - Float(11) * sum
    }

    @Test("weights read and written by index are the named fields")
    func weightsByIndex() {
        var weights = HeuristicWeights.twentyFortyEight
        for index in 0..<HeuristicWeights.count { weights[index] = Float(index + 1) }
        #expect(
            weights
                == HeuristicWeights(
                    lostPenalty: 1, emptyWeight: 2, mergesWeight: 3, mergeRunsWeight: 4, monotonicityPower: 5,
                    monotonicityWeight: 6, sumPower: 7, sumWeight: 8))
        #expect(HeuristicWeights.names.count == HeuristicWeights.count)
    }
}
