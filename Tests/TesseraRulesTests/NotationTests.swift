import TesseraRules
import TestSupport
import Testing

@Suite("Board text notation")
struct NotationTests {
    @Test("a board prints back as the notation it was read from")
    func roundTrip() throws {
        let text = "0,2,2,2/4,2,4,4/0,8,2,4/0,0,4,4"
        #expect(notation(try board(text)) == text)
    }

    @Test("spaces are ignored")
    func spacesAreIgnored() throws {
        #expect(notation(try board(" 0, 2 ,2,2 / 4,2,4,4/0,8,2,4/0,0,4, 4 ")) == "0,2,2,2/4,2,4,4/0,8,2,4/0,0,4,4")
    }

    @Test("tiles get ids 1, 2, … row by row")
    func idsRowByRow() throws {
        let tiles = try board("2,0,4/0,0,0/8,0,2")
        #expect(tiles.cells.compactMap { $0?.id } == [1, 2, 3, 4])
    }

    @Test("tiles written with @id keep their ids")
    func explicitIDs() throws {
        let tiles = try board("2@7,0,4@3/0,0,0/0,0,0")
        #expect(tiles.cells.compactMap { $0?.id } == [7, 3])
        var ids: [UInt8] = []
        BoardNotation.write(tiles, ids: true, into: &ids)
        #expect(String(decoding: ids, as: UTF8.self) == "2@7,0,4@3/0,0,0/0,0,0")
    }

    @Test(
        "a board that is not square is an error naming the row and the cell, or saying how rows are written when there is one",
        arguments: [
            ("2,2,2,2/2,2,2/2,2,2,2/2,2,2,2", "row 2 has 3 cells, but the board has 4 rows: cell 4 is missing"),
            ("2,2,2/2,2,2", "row 1 has 3 cells, but the board has 2 rows: cell 3 is one too many"),
            ("2,2,2/2,2,2,2,2/2,2,2", "row 2 has 5 cells, but the board has 3 rows: cells 4–5 are too many"),
            ("2,0,0,2", "the board has one row; separate rows with /"),
        ])
    func notSquare(text: String, message: String) {
        let error = rulesError { () throws(RulesError) in try board(text) }
        #expect(error?.kind == .notation)
        #expect(error?.message.contains(message) == true)
    }

    @Test("2048 sizes outside 3…8 and Triples sizes other than 4 are errors")
    func sizeOutOfRange() {
        let small = rulesError { () throws(RulesError) in try board("2,2/2,2") }
        #expect(small?.message.contains("this one is 2×2") == true)
        let nine = Array(repeating: Array(repeating: "0", count: 9).joined(separator: ","), count: 9).joined(
            separator: "/")
        #expect(rulesError { () throws(RulesError) in try board(nine) }?.kind == .notation)
        let triples = rulesError { () throws(RulesError) in try board("1,2,3/0,0,0/0,0,0", .triples) }
        #expect(triples?.message.contains("a Triples board is 4×4") == true)
    }

    @Test(
        "a cell that is not a tile of the game names its row and cell",
        arguments: [
            ("0,2,2,2/4,2,4,4/0,8,3,4/0,0,4,4", TileKind.twentyFortyEight, "row 3, cell 3: 3 is not a 2048 tile"),
            ("0,2,2,2/4,2,4,4/0,8,2,4/0,0,4,1", TileKind.twentyFortyEight, "row 4, cell 4: 1 is not a 2048 tile"),
            ("0,2,x,2/4,2,4,4/0,8,2,4/0,0,4,4", TileKind.twentyFortyEight, "row 1, cell 3: 'x' is not a number"),
            ("0,2,,2/4,2,4,4/0,8,2,4/0,0,4,4", TileKind.twentyFortyEight, "row 1, cell 3 is empty"),
            ("0,-2,2,2/4,2,4,4/0,8,2,4/0,0,4,4", TileKind.twentyFortyEight, "row 1, cell 2: '-2' is not a number"),
            ("1,2,3,4/0,0,0,0/0,0,0,0/0,0,0,0", TileKind.triples, "row 1, cell 4: 4 is not a Triples tile"),
            ("1,2,3,9/0,0,0,0/0,0,0,0/0,0,0,0", TileKind.triples, "row 1, cell 4: 9 is not a Triples tile"),
            ("1,2,99999999999999999999,0/0,0,0,0/0,0,0,0/0,0,0,0", TileKind.triples, "is too large for a tile"),
            ("", TileKind.twentyFortyEight, "the board is empty"),
            (
                "02,2,0,0/0,0,0,0/0,0,0,0/0,0,0,0", TileKind.twentyFortyEight,
                "row 1, cell 1: '02' has a leading zero; write 2"
            ),
            (
                "2,2,0,00/0,0,0,0/0,0,0,0/0,0,0,0", TileKind.twentyFortyEight,
                "row 1, cell 4: '00' has a leading zero; write 0"
            ),
            ("2@01,2@2,0/0,0,0/0,0,0", TileKind.twentyFortyEight, "row 1, cell 1: '01' has a leading zero; write 1"),
        ])
    func badCell(text: String, kind: TileKind, message: String) {
        let error = rulesError { () throws(RulesError) in try board(text, kind) }
        #expect(error?.kind == .notation)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test("Triples accepts 1, 2 and 3·2^k")
    func triplesTiles() throws {
        #expect(
            notation(try board("1,2,3,6/12,24,48,96/192,384,768,1536/3072,6144,0,0", .triples))
                == "1,2,3,6/12,24,48,96/192,384,768,1536/3072,6144,0,0")
    }

    @Test("a repeated tile id is an error")
    func repeatedID() {
        let error = rulesError { () throws(RulesError) in try board("2@1,2@1,0/0,0,0/0,0,0") }
        #expect(error?.message.contains("tile id 1 is used twice") == true)
    }
}

@Suite("Direction names")
struct DirectionNameTests {
    @Test("a direction is its name or its letter, in any case")
    func directionNames() {
        for (text, direction) in [
            ("left", Direction.left), ("L", .left), ("l", .left), ("RIGHT", .right), ("r", .right),
            ("Up", .up), ("u", .up), ("down", .down), ("D", .down),
        ] {
            #expect(Direction(name: Array(text.utf8)) == direction)
        }
        for text in ["", "x", "lft", "left ", "LL", "ü"] {
            #expect(Direction(name: Array(text.utf8)) == nil)
        }
    }

    @Test("move letters are upper case only")
    func moveLetters() {
        #expect(Direction(letter: UInt8(ascii: "L")) == .left)
        #expect(Direction(letter: UInt8(ascii: "l")) == nil)
        for direction in Direction.allCases { #expect(Direction(letter: direction.letter) == direction) }
    }
}
