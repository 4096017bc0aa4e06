import TesseraRules
import TestSupport
import Testing

@testable import TesseraAI

@Suite("What the transposition table keeps and which of its values answer")
struct TableUseTests {
    /// nneonneo's expectimax over 2048 bitboards, its table a dictionary that never forgets.
    ///
    /// It counts depth as nneonneo's engine does: the chance node after the move being scored is
    /// at depth 0, and the heuristic scores a chance node at `depthLimit`. With `keptBelow` it keeps
    /// the chance nodes above that depth and answers any of them with whatever was stored (its
    /// engine of 2014); with `nil` it keeps every node and answers one only with a value stored no
    /// deeper (its engine since 2015).
    private final class Model {
        let player: AIPlayer
        let depthLimit: Int
        let keptBelow: Int?
        let cutoff: Float
        var table: [UInt64: (value: Float, depth: Int)] = [:]

        init(player: AIPlayer, depthLimit: Int, keptBelow: Int?, cutoff: Float) {
            self.player = player
            self.depthLimit = depthLimit
            self.keptBelow = keptBelow
            self.cutoff = cutoff
        }

        /// The value of each direction that changes `board`, each searched with a fresh table.
        func values(_ board: UInt64) -> DirectionValues {
            var values = DirectionValues()
            for direction in DirectionValues.searchOrder {
                let after = player.moves.slide(board, direction)
                guard after != board else { continue }
                table = [:]
                values[direction] = chance(after, depth: 0, probability: 1)
            }
            return values
        }

        private func move(_ board: UInt64, depth: Int, probability: Float) -> Float {
            var best: Float = 0
            for direction in DirectionValues.searchOrder {
                let after = player.moves.slide(board, direction)
                if after != board { best = max(best, chance(after, depth: depth + 1, probability: probability)) }
            }
            return best
        }

        private func chance(_ board: UInt64, depth: Int, probability: Float) -> Float {
            if probability < cutoff || depth >= depthLimit {
                return HeuristicTable.score(board, player.heuristic.scores)
            }
            let kept = keptBelow.map { depth < $0 } ?? true
            if kept, let entry = table[board], keptBelow != nil || entry.depth <= depth { return entry.value }
            let empty = (0..<16).filter { Bitboard(raw: board)[$0] == 0 }
            var sum: Float = 0
            for cell in empty {
                let line = probability / Float(empty.count)
                sum += move(board | 1 << (4 * cell), depth: depth, probability: line * 0.9) * 0.9
                sum += move(board | 2 << (4 * cell), depth: depth, probability: line * 0.1) * 0.1
            }
            let value = sum / Float(empty.count)
            if kept { table[board] = (value, depth) }
            return value
        }
    }

    /// A cut-off that ends the lines through a 4 early, so that a chance node's value depends on the line that reached it.
    private let cutoff: Float = 0.001

    /// Crowded 2048 boards (at most `empty` empty cells), whose searches meet the same chance nodes on many lines.
    private func crowdedBoards(count: Int, empty: Int) -> [Bitboard] {
        var positions = PositionSource(seed: 31)
        var boards: [Bitboard] = []
        while boards.count < count {
            let board = positions.next(largest: 9)
            if (1...empty).contains(Bitboard.emptyCells(board.raw).nonzeroBitCount) { boards.append(board) }
        }
        return boards
    }

    @Test(
        "the search's values are nneonneo's to the bit under each table rule",
        arguments: [
            (SearchSettings.TableUse.deepEnough, 5), (.firstMoves(1), 5), (.firstMoves(2), 5), (.firstMoves(3), 5),
            (.firstMoves(4), 5), (.firstMoves(6), 5),
        ])
    func valuesFollowTheRule(use: SearchSettings.TableUse, depth: Int) async {
        await onOwnThread {
            let player = AIPlayer(variant: .classic2048, tableBits: 22)
            let keptBelow: Int? =
                switch use {
                case .deepEnough: nil
                case .firstMoves(let moves): moves
                }
            for board in crowdedBoards(count: 6, empty: 3) {
                let found = player.bestMove(
                    for: board, settings: SearchSettings(depth: depth, probabilityCutoff: cutoff, tableUse: use)
                )
                .values
                let expected = Model(player: player, depthLimit: depth - 1, keptBelow: keptBelow, cutoff: cutoff)
                    .values(board.raw)
                for direction in Direction.allCases {
                    #expect(found[direction] == expected[direction], "\(direction) on \(board.raw) with \(use)")
                }
            }
        }
    }

    @Test("the rules differ: a value kept from another depth answers under the 2014 rule and not under today's")
    func rulesDiffer() {
        let player = AIPlayer(variant: .classic2048, tableBits: 22)
        var differing = 0
        for board in crowdedBoards(count: 4, empty: 5) {
            let today = player.bestMove(
                for: board, settings: SearchSettings(depth: 4, probabilityCutoff: 0.005, tableUse: .deepEnough)
            ).values
            let old = player.bestMove(
                for: board, settings: SearchSettings(depth: 4, probabilityCutoff: 0.005, tableUse: .firstMoves(6))
            ).values
            if Direction.allCases.contains(where: { today[$0] != old[$0] }) { differing += 1 }
        }
        #expect(differing > 0)
    }

    @Test("a chance node is kept when the search's first moves reach it, counted from the move being scored")
    func fewestRemainingKept() {
        #expect(SearchSettings.TableUse.deepEnough.fewestRemainingKept(depth: 9) == 0)
        // In a search 9 moves deep the node after the first move has 8 left, the one after the sixth 3.
        #expect(SearchSettings.TableUse.firstMoves(6).fewestRemainingKept(depth: 9) == 3)
        #expect(SearchSettings.TableUse.firstMoves(6).fewestRemainingKept(depth: 4) < 1)
        #expect(SearchSettings.TableUse.firstMoves(6).checksDepth == false)
        #expect(SearchSettings.TableUse.deepEnough.checksDepth)
    }
}
