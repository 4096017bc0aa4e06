/// The corner heuristic: how well every line keeps its tiles falling away from the top-left corner.
///
/// The idea is Xue Macro's (macroxue/2048-ai): a tile of rank r weighs w = r·2^r, and
/// a line read from the corner outward (a row from the left, a column from the top)
/// scores its first tile's weight, then for each neighbouring pair (a, b) their sum
/// when a ≥ b and twelve times the shortfall a − b (a penalty) when b is heavier, plus
/// a again when the two are equal and could merge. A board scores its four rows and
/// four columns. Unlike ``HeuristicTable`` it has one corner, which the formation
/// tables (``FormationTable``) need the big tiles to stay in.
struct CornerScore {
    /// The score of each 16-bit line, read from its lowest nibble (the corner) outward.
    let lines: [Int32]

    /// The weight of a rank: r·2^r, so that a tile outweighs the two of half its value that made it.
    static func weight(ofRank rank: Int) -> Int { rank == 0 ? 0 : rank << rank }

    /// What a shortfall costs against the corner, per unit of weight.
    static let shortfallPenalty = 12

    init() {
        var lines = [Int32](repeating: 0, count: 1 << 16)
        for line in 0..<(1 << 16) {
            lines[line] = Int32(Self.score(of: line))
        }
        self.lines = lines
    }

    /// The score of one line of four ranks, packed a nibble each with the corner's lowest.
    static func score(of line: Int) -> Int {
        var previous = weight(ofRank: line & 0xF)
        var score = previous
        for cell in 1..<4 {
            let next = weight(ofRank: (line >> (4 * cell)) & 0xF)
            score += previous >= next ? previous + next : shortfallPenalty * (previous - next)
            if previous == next { score += previous }
            previous = next
        }
        return score
    }

    /// The score of a board: its rows from the left plus its columns from the top.
    @inline(__always)
    func score(_ board: UInt64) -> Int {
        let columns = Bitboard.transpose(board)
        return lines.withUnsafeBufferPointer { lines in
            var total = 0
            for shift in stride(from: UInt64(0), to: 64, by: 16) {
                total += Int(lines[Int(truncatingIfNeeded: (board >> shift) & 0xFFFF)])
                total += Int(lines[Int(truncatingIfNeeded: (columns >> shift) & 0xFFFF)])
            }
            return total
        }
    }
}
