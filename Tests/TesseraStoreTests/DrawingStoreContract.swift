import Foundation
import TesseraStore
import TestSupport
import Testing

/// The rules every ``DrawingStore`` keeps, written once and run against each engine.
enum DrawingStoreContract: String, CaseIterable, CustomTestStringConvertible {
    case aDrawingIsFoundByItsOwnerOnly
    case theOwnersListIsTheirOwnNewestFirst
    case aReplaceChangesTheContentAndUpdateTimeOnly
    case removingADrawingEndsItsShareLink
    case aShareKeyOpensTheDrawingUntilItIsTakenAway
    case aShareKeyBelongsToOneDrawing
    case anOwnerHoldsAtMostTheLimitAndAFreedPlaceIsReused
    case addsAtOnceNeverPassTheLimit
    case theWireTextComesBackAsGiven
    case drawingsSurviveReopening
    case anOwnersBytesAreTheUTF8OfTheirWireFormsOneLeftOutOnAsking

    var testDescription: String { rawValue }

    static let t0 = Date(timeIntervalSince1970: 1_795_000_000)

    /// Runs this rule's check against a fresh store at `location`.
    func check(_ location: StoreLocation) async throws {
        try await withServerStore(location, logger: TestDatabases.logger) { store in
            try await check(store, reopen: { try await openServerStore(location, logger: TestDatabases.logger) })
        }
    }

    private func check(_ store: any ServerStore, reopen: () async throws -> any ServerStore) async throws {
        let t0 = Self.t0
        let ada = try await addPlayer("Ada", to: store)
        let bob = try await addPlayer("Bob", to: store)
        switch self {
        case .aDrawingIsFoundByItsOwnerOnly:
            let cat = Self.content("Cat")
            #expect(try await store.addDrawing(id: "d1", ownerID: ada, cat, at: t0, limit: 9))
            let found = try await store.drawing(id: "d1", ownerID: ada)
            #expect(
                found
                    == StoredDrawing(id: "d1", ownerID: ada, content: cat, createdAt: t0, updatedAt: t0, shareKey: nil))
            #expect(try await store.drawing(id: "d1", ownerID: bob) == nil, "another player's is not found")
            #expect(try await store.drawing(id: "d2", ownerID: ada) == nil)

        case .theOwnersListIsTheirOwnNewestFirst:
            for (index, name) in ["Cat", "Dog", "Owl"].enumerated() {
                let time = t0.addingTimeInterval(Double(index))
                #expect(try await store.addDrawing(id: name, ownerID: ada, Self.content(name), at: time, limit: 9))
            }
            #expect(try await store.addDrawing(id: "Bob's", ownerID: bob, Self.content("Mine"), at: t0, limit: 9))
            let later = t0.addingTimeInterval(60)
            #expect(try await store.replaceDrawing(id: "Cat", ownerID: ada, with: Self.content("Cat 2", 7), at: later))
            let list = try await store.drawings(ofOwner: ada)
            #expect(list.map(\.id) == ["Cat", "Owl", "Dog"])
            #expect(list.first == DrawingSummary(id: "Cat", name: "Cat 2", strokeCount: 7, updatedAt: later))
            #expect(try await store.drawings(ofOwner: bob).map(\.name) == ["Mine"])
            #expect(try await store.drawings(ofOwner: "nobody").isEmpty)

        case .aReplaceChangesTheContentAndUpdateTimeOnly:
            #expect(try await store.addDrawing(id: "d1", ownerID: ada, Self.content("Cat"), at: t0, limit: 9))
            let key = try await store.shareDrawing(id: "d1", ownerID: ada, proposing: "k1")
            let later = t0.addingTimeInterval(5)
            let dog = Self.content("Dog", 2)
            #expect(try await store.replaceDrawing(id: "d1", ownerID: bob, with: dog, at: later) == false)
            #expect(try await store.drawing(id: "d1", ownerID: ada)?.content.name == "Cat", "Bob changed nothing")
            #expect(try await store.replaceDrawing(id: "d1", ownerID: ada, with: dog, at: later))
            #expect(
                try await store.drawing(id: "d1", ownerID: ada)
                    == StoredDrawing(
                        id: "d1", ownerID: ada, content: dog, createdAt: t0, updatedAt: later, shareKey: key))
            #expect(try await store.sharedDrawing(key: "k1")?.content == dog, "the link shows the new version")
            #expect(try await store.replaceDrawing(id: "d2", ownerID: ada, with: dog, at: later) == false)

        case .removingADrawingEndsItsShareLink:
            #expect(try await store.addDrawing(id: "d1", ownerID: ada, Self.content("Cat"), at: t0, limit: 9))
            #expect(try await store.shareDrawing(id: "d1", ownerID: ada, proposing: "k1") == "k1")
            #expect(try await store.removeDrawing(id: "d1", ownerID: bob) == false)
            #expect(try await store.sharedDrawing(key: "k1") != nil, "Bob removed nothing")
            #expect(try await store.removeDrawing(id: "d1", ownerID: ada))
            #expect(try await store.removeDrawing(id: "d1", ownerID: ada) == false, "already removed")
            #expect(try await store.drawing(id: "d1", ownerID: ada) == nil)
            #expect(try await store.sharedDrawing(key: "k1") == nil)
            #expect(try await store.drawings(ofOwner: ada).isEmpty)

        case .aShareKeyOpensTheDrawingUntilItIsTakenAway:
            #expect(try await store.addDrawing(id: "d1", ownerID: ada, Self.content("Cat"), at: t0, limit: 9))
            #expect(try await store.sharedDrawing(key: "k1") == nil)
            #expect(try await store.shareDrawing(id: "d1", ownerID: bob, proposing: "k1") == nil, "not Bob's to share")
            #expect(try await store.shareDrawing(id: "d1", ownerID: ada, proposing: "k1") == "k1")
            #expect(try await store.shareDrawing(id: "d1", ownerID: ada, proposing: "k2") == "k1", "shared already")
            let shared = try await store.sharedDrawing(key: "k1")
            #expect(shared?.id == "d1" && shared?.ownerID == ada && shared?.shareKey == "k1")
            #expect(try await store.unshareDrawing(id: "d1", ownerID: bob) == false)
            #expect(try await store.unshareDrawing(id: "d1", ownerID: ada))
            #expect(try await store.sharedDrawing(key: "k1") == nil, "the link stops working")
            #expect(try await store.drawing(id: "d1", ownerID: ada)?.shareKey == nil)
            #expect(try await store.shareDrawing(id: "d1", ownerID: ada, proposing: "k3") == "k3", "a new link")
            #expect(try await store.sharedDrawing(key: "k1") == nil, "the old link stays dead")
            #expect(try await store.unshareDrawing(id: "d9", ownerID: ada) == false)

        case .aShareKeyBelongsToOneDrawing:
            #expect(try await store.addDrawing(id: "d1", ownerID: ada, Self.content("Cat"), at: t0, limit: 9))
            #expect(try await store.addDrawing(id: "d2", ownerID: bob, Self.content("Dog"), at: t0, limit: 9))
            #expect(try await store.shareDrawing(id: "d1", ownerID: ada, proposing: "k1") == "k1")
            await #expect(throws: (any Error).self) {
                try await store.shareDrawing(id: "d2", ownerID: bob, proposing: "k1")
            }
            #expect(try await store.sharedDrawing(key: "k1")?.id == "d1")

        case .anOwnerHoldsAtMostTheLimitAndAFreedPlaceIsReused:
            for id in ["d1", "d2", "d3"] {
                #expect(try await store.addDrawing(id: id, ownerID: ada, Self.content(id), at: t0, limit: 3))
            }
            #expect(try await store.addDrawing(id: "d4", ownerID: ada, Self.content("d4"), at: t0, limit: 3) == false)
            #expect(try await store.drawing(id: "d4", ownerID: ada) == nil, "a refused add writes nothing")
            #expect(
                try await store.addDrawing(id: "b1", ownerID: bob, Self.content("b1"), at: t0, limit: 3), "per owner")
            #expect(try await store.removeDrawing(id: "d2", ownerID: ada))
            #expect(try await store.addDrawing(id: "d5", ownerID: ada, Self.content("d5"), at: t0, limit: 3))
            #expect(try await store.addDrawing(id: "d6", ownerID: ada, Self.content("d6"), at: t0, limit: 3) == false)
            #expect(Set(try await store.drawings(ofOwner: ada).map(\.id)) == ["d1", "d3", "d5"])

        case .addsAtOnceNeverPassTheLimit:
            #expect(try await store.addDrawing(id: "first", ownerID: ada, Self.content("first"), at: t0, limit: 5))
            let added = try await withThrowingTaskGroup(of: Bool.self) { group in
                for index in 0..<12 {
                    group.addTask {
                        try await store.addDrawing(
                            id: "d\(index)", ownerID: ada, Self.content("d\(index)"), at: t0, limit: 5)
                    }
                }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(added == 4)
            #expect(try await store.drawings(ofOwner: ada).count == 5)

        case .theWireTextComesBackAsGiven:
            let strokes = Array(repeating: ##"{"color":"#1f2937","points":[1.25,2.5],"width":6}"##, count: 40_000)
            let wire = #"{"name":"Chat noir ✏️","strokes":["# + strokes.joined(separator: ",") + "]}"
            let big = DrawingContent(name: "Chat noir ✏️", strokeCount: 40_000, wire: wire)
            #expect(wire.utf8.count > 2_000_000)
            #expect(try await store.addDrawing(id: "d1", ownerID: ada, big, at: t0, limit: 9))
            #expect(try await store.drawing(id: "d1", ownerID: ada)?.content == big)

        case .anOwnersBytesAreTheUTF8OfTheirWireFormsOneLeftOutOnAsking:
            #expect(try await store.drawingBytes(ofOwner: ada, excluding: nil) == 0)
            let cat = Self.content("Chat noir ✏️")
            let dog = Self.content("Dog", 3)
            #expect(cat.bytes > cat.wire.count, "bytes of UTF-8, not characters")
            #expect(try await store.addDrawing(id: "d1", ownerID: ada, cat, at: t0, limit: 9))
            #expect(try await store.addDrawing(id: "d2", ownerID: ada, dog, at: t0, limit: 9))
            #expect(try await store.addDrawing(id: "b1", ownerID: bob, dog, at: t0, limit: 9))
            #expect(try await store.drawingBytes(ofOwner: ada, excluding: nil) == cat.bytes + dog.bytes)
            #expect(try await store.drawingBytes(ofOwner: ada, excluding: "d1") == dog.bytes)
            let bigger = Self.content("Chat noir ✏️", 40)
            #expect(try await store.replaceDrawing(id: "d1", ownerID: ada, with: bigger, at: t0))
            #expect(try await store.drawingBytes(ofOwner: ada, excluding: nil) == bigger.bytes + dog.bytes)
            #expect(try await store.removeDrawing(id: "d2", ownerID: ada))
            #expect(try await store.drawingBytes(ofOwner: ada, excluding: nil) == bigger.bytes)
            #expect(try await store.drawingBytes(ofOwner: bob, excluding: nil) == dog.bytes)

        case .drawingsSurviveReopening:
            #expect(try await store.addDrawing(id: "d1", ownerID: ada, Self.content("Cat"), at: t0, limit: 9))
            #expect(try await store.shareDrawing(id: "d1", ownerID: ada, proposing: "k1") == "k1")
            let again = try await reopen()
            let found = try await again.sharedDrawing(key: "k1")
            try await again.close()
            #expect(found?.content == Self.content("Cat"))
        }
    }

    // MARK: Fixtures

    /// A drawing's content: a small wire form named `name` with `strokes` strokes.
    private static func content(_ name: String, _ strokes: Int = 1) -> DrawingContent {
        let stroke = ##"{"color":"#000000","points":[1,2],"width":6}"##
        let wire =
            ##"{"background":"#ffffff","height":800,"name":"\##(name)","strokes":["##
            + Array(repeating: stroke, count: strokes).joined(separator: ",") + #"],"version":1,"width":1200}"#
        return DrawingContent(name: name, strokeCount: strokes, wire: wire)
    }

    /// Adds a player (drawings belong to players); their id.
    private func addPlayer(_ name: String, to store: any ServerStore) async throws -> String {
        try await store.addPlayer(Player(id: "p-\(name)", name: name, createdAt: Self.t0), tokenHash: "hash-\(name)")
        return "p-\(name)"
    }
}
