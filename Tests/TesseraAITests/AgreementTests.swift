import Foundation
import PropertyBased
import TesseraRules
import TestSupport
import Testing

@testable import TesseraAI

/// How many random positions each differential test moves in all four directions:
/// 1,000,000 (4 million moves a game, about 20 seconds in a debug build), or the number in
/// `TESSERA_AI_AGREEMENT_POSITIONS`.
private let positionCount =
    ProcessInfo.processInfo.environment["TESSERA_AI_AGREEMENT_POSITIONS"].flatMap { Int($0) } ?? 1_000_000

@Suite("Bitboard moves agree with the reference rules")
struct AgreementTests {
    @Test("2048: board, movement and points agree with Game2048.slide on random positions, in all directions")
    func agree2048() async {
        await onOwnThread {
            checkAgreement(.twentyFortyEight, seed: 2048, largest: 14)
        }
    }

    @Test("Triples: board, movement and points agree with Triples.slide on random positions, in all directions")
    func agreeTriples() async {
        await onOwnThread {
            checkAgreement(.triples, seed: 3, largest: 14)
        }
    }

    @Test("a merge beyond rank 15 is refused exactly when the reference rules make a tile above the ranks")
    func overflowIsDetected() {
        for kind in TileKind.allCases {
            var source = PositionSource(seed: 15)
            var refused = 0
            for _ in 0..<20_000 {
                // High ranks only, so that rank-15 pairs are common.
                var board = source.next(largest: 4)
                for cell in 0..<16 where board[cell] > 0 { board[cell] += 11 }
                for direction in Direction.allCases {
                    let reference = referenceSlide(board, kind, direction)
                    let largest = Bitboard.value(ofRank: Bitboard.largestRank, kind: kind)
                    if let move = MoveTables.of(kind).move(board, toward: direction) {
                        #expect(reference.values.max()! <= largest)
                        #expect(faceValues(move.board, kind) == reference.values)
                        #expect(move.points == reference.points)
                    } else {
                        refused += 1
                        #expect(reference.values.max()! > largest)
                    }
                }
            }
            #expect(refused > 1000)
        }
    }

    @Test("some direction moves a bitboard exactly when the reference rules say the game goes on")
    func canMoveAgrees() {
        var source = PositionSource(seed: 7)
        for kind in TileKind.allCases {
            for _ in 0..<20_000 {
                // Full boards of small ranks: often stuck, often not.
                var board = source.next(largest: 6)
                for cell in 0..<16 where board[cell] == 0 { board[cell] = 1 + cell % 3 }
                let reference = board.board(kind: kind)
                let goesOn = kind == .triples ? Triples.canSlide(reference) : Game2048.canSlide(reference)
                #expect(MoveTables.of(kind).canMove(board) == goesOn)
            }
        }
    }

    @Test("Triples: the course conformance board moves as the course says")
    func triplesConformance() throws {
        let start = try Bitboard(board("0,3,3,3/1,2,3,3/0,2,1,3/3,3,6,6", .triples), kind: .triples)!
        let expected: [(Direction, String)] = [
            (.left, "3,3,3,0/3,3,3,0/2,1,3,0/6,6,6,0"), (.right, "0,0,3,6/0,1,2,6/0,0,3,3/0,3,3,12"),
            (.down, "0,3,0,0/0,2,6,3/1,2,1,6/3,3,6,6"), (.up, "1,3,6,6/0,2,1,3/3,2,6,6/0,3,0,0"),
        ]
        for (direction, notation) in expected {
            let moved = MoveTables.triples.move(start, toward: direction)!
            #expect(moved.board == (try Bitboard(board(notation, .triples), kind: .triples)))
        }
    }

    @Test("2048: a tile merges once per move, from the destination edge")
    func mergeOnce2048() throws {
        let cases: [(String, Direction, String, Int)] = [
            ("2,2,2,0/0,0,0,0/0,0,0,0/0,0,0,0", .left, "4,2,0,0/0,0,0,0/0,0,0,0/0,0,0,0", 4),
            ("2,2,2,2/0,0,0,0/0,0,0,0/0,0,0,0", .left, "4,4,0,0/0,0,0,0/0,0,0,0/0,0,0,0", 8),
            ("2,2,2,0/0,0,0,0/0,0,0,0/0,0,0,0", .right, "0,0,2,4/0,0,0,0/0,0,0,0/0,0,0,0", 4),
            ("2,0,0,0/2,0,0,0/2,0,0,0/0,0,0,0", .down, "0,0,0,0/0,0,0,0/2,0,0,0/4,0,0,0", 4),
        ]
        for (start, direction, end, points) in cases {
            let moved = MoveTables.twentyFortyEight.move(
                try Bitboard(board(start), kind: .twentyFortyEight)!, toward: direction)!
            #expect(moved.board == (try Bitboard(board(end), kind: .twentyFortyEight)))
            #expect(moved.points == points)
        }
    }

    @Test("right is left mirrored, and up is left on the transposed board")
    func directionsAreSymmetric() async {
        let ranks = Gen.int(in: 0...14).array(of: 16)
        await propertyCheck(count: 300, input: ranks, Gen.bool) { ranks, triples in
            let moves = MoveTables.of(triples ? .triples : .twentyFortyEight)
            var board = Bitboard(raw: 0)
            var mirrored = Bitboard(raw: 0)
            for (cell, rank) in ranks.enumerated() {
                board[cell] = rank
                mirrored[cell - cell % 4 + 3 - cell % 4] = rank
            }
            let right = moves.move(board, toward: .right)!
            let leftOfMirror = moves.move(mirrored, toward: .left)!
            var mirroredBack = Bitboard(raw: 0)
            for cell in 0..<16 { mirroredBack[cell - cell % 4 + 3 - cell % 4] = leftOfMirror.board[cell] }
            #expect(right.board == mirroredBack)
            #expect(right.points == leftOfMirror.points)
            let up = moves.move(board, toward: .up)!
            let leftOfTranspose = moves.move(board.transposed, toward: .left)!
            #expect(up.board == leftOfTranspose.board.transposed)
            #expect(up.points == leftOfTranspose.points)
        }
    }

    @Test("a 2048 move keeps the tile total, and a Triples move too")
    func movesKeepTheTotal() async {
        let ranks = Gen.int(in: 0...13).array(of: 16)
        await propertyCheck(count: 300, input: ranks, Gen<Direction>.case, Gen.bool) { ranks, direction, triples in
            let kind: TileKind = triples ? .triples : .twentyFortyEight
            var board = Bitboard(raw: 0)
            for (cell, rank) in ranks.enumerated() { board[cell] = rank }
            let moved = MoveTables.of(kind).move(board, toward: direction)!
            #expect(faceValues(moved.board, kind).reduce(0, +) == faceValues(board, kind).reduce(0, +))
            #expect(moved.moved == (moved.board != board))
        }
    }

    /// Moves `positionCount` random boards of `kind` in every direction by both engines and compares.
    private func checkAgreement(_ kind: TileKind, seed: UInt64, largest: Int) {
        var source = PositionSource(seed: seed)
        let moves = MoveTables.of(kind)
        var moved = 0
        var scored = 0
        for _ in 0..<positionCount {
            let board = source.next(largest: largest)
            for direction in Direction.allCases {
                let reference = referenceSlide(board, kind, direction)
                guard let move = moves.move(board, toward: direction) else {
                    Issue.record("a board of ranks up to \(largest) overflowed")
                    return
                }
                if faceValues(move.board, kind) != reference.values || move.moved != reference.moved
                    || move.points != reference.points
                {
                    Issue.record("\(BoardNotation.text(of: board.board(kind: kind))) \(direction.name) disagrees")
                    return
                }
                if move.moved { moved += 1 }
                if move.points > 0 { scored += 1 }
            }
        }
        // The positions exercise both outcomes.
        #expect(moved > positionCount)
        #expect(scored > positionCount / 2)
    }
}
