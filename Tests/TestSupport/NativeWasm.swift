import Foundation

/// Runs natively compiled wasm exports one caller at a time.
///
/// Every mode's module keeps its text buffers in the one shared `Exchange`, so two tests calling
/// exports at once (the tile and pentomino suites run in parallel) would overwrite each other's input.
public enum NativeWasm {
    private static let lock = NSLock()

    /// Runs `body` while no other test runs exports.
    public static func exclusive<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
