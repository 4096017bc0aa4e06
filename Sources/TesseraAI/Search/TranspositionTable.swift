/// A fixed-size open-addressed table from chance-node boards to their values, reused across searches.
///
/// Entries carry the search generation they were stored in, so starting a new
/// search forgets the old ones without clearing memory, and the depth they were
/// searched to, so that a lookup can refuse a shallower result for a deeper
/// question (``SearchSettings/TableUse/deepEnough``) or take any (``SearchSettings/TableUse/firstMoves(_:)``).
final class TranspositionTable {
    /// One slot: the board, its value and `generation << 8 | remaining depth`.
    struct Entry {
        var key: UInt64
        var value: Float
        var stamp: UInt32
    }

    /// The slots; `mask + 1` of them.
    let entries: UnsafeMutablePointer<Entry>
    /// The slot count minus one (a power of two minus one).
    let mask: Int
    /// The right shift that turns a 64-bit hash into a slot index.
    let shift: UInt64
    /// The current search's generation, from 1; 0 marks a never-used slot.
    private(set) var generation: UInt32 = 0

    /// Slots a lookup or store probes: the four of a board's bucket (one cache line).
    static let probes = 4
    /// The largest generation before the table is cleared and counting starts again.
    static let lastGeneration: UInt32 = (1 << 24) - 1

    /// The most slot bits a table takes: 28, or 26 where an `Int` has 32 bits (wasm32), whose byte count 2^30 still fits.
    static let largestBits = Int.bitWidth == 32 ? 26 : 28

    /// A table of 2^`bits` slots (16 bytes each); `bits` is clamped to 10…``largestBits``.
    init(bits: Int) {
        let bits = min(Self.largestBits, max(10, bits))
        let count = 1 << bits
        // Buckets of four slots on one 64-byte cache line: a probe reads one line.
        entries = UnsafeMutableRawPointer.allocate(byteCount: count * MemoryLayout<Entry>.stride, alignment: 64)
            .bindMemory(to: Entry.self, capacity: count)
        entries.initialize(repeating: Entry(key: 0, value: 0, stamp: 0), count: count)
        mask = count - 1
        shift = UInt64(64 - bits)
    }

    deinit {
        entries.deallocate()
    }

    /// Starts a search: every entry stored before is forgotten.
    func beginSearch() {
        if generation == Self.lastGeneration {
            entries.update(repeating: Entry(key: 0, value: 0, stamp: 0), count: mask + 1)
            generation = 0
        }
        generation += 1
    }

    /// A view of the table the search's hot loop works on.
    var cursor: Cursor { Cursor(entries: entries, mask: mask, shift: shift, generation: generation) }

    /// The table's slots and generation, as plain values for the search's recursion.
    struct Cursor {
        let entries: UnsafeMutablePointer<Entry>
        let mask: Int
        let shift: UInt64
        let generation: UInt32

        /// The first slot of the bucket of `key`.
        @inline(__always)
        func home(_ key: UInt64) -> Int {
            Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift) & ~(TranspositionTable.probes - 1)
        }

        /// The value stored for `key` in this search at a depth of at least `remaining`, or `nil`.
        @inline(__always)
        func lookup(_ key: UInt64, remaining: Int) -> Float? {
            var slot = home(key)
            for _ in 0..<TranspositionTable.probes {
                let entry = entries[slot]
                guard entry.stamp >> 8 == generation else { return nil }
                if entry.key == key {
                    return Int(entry.stamp & 0xFF) >= remaining ? entry.value : nil
                }
                slot += 1
            }
            return nil
        }

        /// Stores the value of `key` searched to `remaining`.
        ///
        /// It goes in its own slot, a free one, or over the shallowest entry of its bucket.
        @inline(__always)
        func store(_ key: UInt64, remaining: Int, value: Float) {
            let stamp = generation << 8 | UInt32(truncatingIfNeeded: min(remaining, 255))
            var slot = home(key)
            var victim = slot
            var victimDepth = UInt32.max
            for _ in 0..<TranspositionTable.probes {
                let entry = entries[slot]
                if entry.stamp >> 8 != generation || entry.key == key {
                    victim = slot
                    break
                }
                if entry.stamp & 0xFF < victimDepth {
                    victimDepth = entry.stamp & 0xFF
                    victim = slot
                }
                slot += 1
            }
            entries[victim] = Entry(key: key, value: value, stamp: stamp)
        }
    }
}
