// swift-tools-version: 6.1
import PackageDescription

import class Foundation.ProcessInfo

let package = Package(
    name: "Tessera",
    products: [
        .executable(name: "tessera", targets: ["tessera"]),
        .library(name: "TesseraRules", targets: ["TesseraRules"]),
        .executable(name: "TilesWasm", targets: ["TilesWasm"]),
        .executable(name: "PentominoWasm", targets: ["PentominoWasm"]),
        .executable(name: "SketchWasm", targets: ["SketchWasm"]),
        .executable(name: "AIWasm", targets: ["AIWasm"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/vapor/sql-kit.git", from: "3.36.0"),
        .package(url: "https://github.com/vapor/sqlite-kit.git", from: "4.5.2"),
        .package(url: "https://github.com/vapor/postgres-kit.git", from: "2.17.0"),
    ],
    targets: [
        // The rules core: a leaf with no dependencies, built natively and for wasm32;
        // a folder per mode (Tiles/) beside what the modes share (Shared/).
        .target(name: "TesseraRules"),
        // Pentominoes: pieces, boards, the notation and the exact-cover solver; a leaf beside the
        // rules core, so the tile games' module never carries it.
        .target(name: "TesseraPentomino", dependencies: ["TesseraRules"]),
        // The AI player: bitboards of the 4×4 games, expectimax and its heuristic; a leaf beside the
        // rules core (no Foundation), so it can be built for wasm.
        .target(
            name: "TesseraAI", dependencies: ["TesseraRules"],
            // Square roots come from libm natively (wasm has an instruction for them).
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The AI's batch play for the command line: games on threads, each printed as it ends, and their summary.
        .target(name: "TesseraAIBatch", dependencies: ["TesseraAI", "TesseraRules"]),
        // The Sketchpad: drawings, their wire form and SVG, live strokes, the eraser and the history;
        // a leaf beside the rules core.
        .target(
            name: "TesseraSketch", dependencies: ["TesseraRules"],
            // Square roots come from libm natively (wasm has an instruction for them).
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // libc symbols the embedded wasm build needs; empty on every other platform.
        .target(name: "WasmSupport"),
        // The page's modules, one per mode: a thin exported layer over TesseraRules.
        // Scripts/build-wasm builds each into Web/wasm/<mode>.wasm.
        .executableTarget(
            name: "TilesWasm",
            dependencies: ["TesseraRules", "WasmExchange", "WasmSupport"]
        ),
        .executableTarget(
            name: "PentominoWasm",
            dependencies: ["TesseraPentomino", "TesseraRules", "WasmExchange", "WasmSupport"]
        ),
        .executableTarget(
            name: "SketchWasm",
            dependencies: ["TesseraSketch", "TesseraRules", "WasmExchange", "WasmSupport"]
        ),
        // The AI player for the page's hints and autoplay, run in a Web Worker; loaded when first asked for.
        .executableTarget(
            name: "AIWasm",
            dependencies: ["TesseraAI", "TesseraRules", "WasmExchange", "WasmSupport"]
        ),
        // The text buffers every mode's module exchanges with JavaScript.
        .target(name: "WasmExchange", dependencies: ["TesseraRules"]),
        // The terminal game: keys, rendering, raw mode, saves and best scores.
        .target(name: "TesseraTerminal", dependencies: ["TesseraRules", "TesseraPentomino", "TesseraAI"]),
        // The leaderboard's and the saved drawings' storage: one set of SQL over SQLite (the default) and PostgreSQL.
        .target(
            name: "TesseraStore",
            dependencies: [
                "TesseraRules",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The web server: the page, its assets, the rules as WebAssembly, the ranked-play API and saved drawings.
        .target(
            name: "TesseraServer",
            dependencies: [
                "TesseraRules",
                "TesseraSketch",
                "TesseraStore",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            resources: [.copy("Web")]
        ),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "TesseraRules",
                "TesseraAI",
                "TesseraAIBatch",
                "TesseraPentomino",
                "TesseraTerminal",
                "TesseraServer",
                "TesseraStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TesseraPentominoTests",
            dependencies: [
                "TesseraPentomino",
                "TesseraRules",
                "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TesseraSketchTests",
            dependencies: [
                "TesseraSketch",
                "TesseraRules",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TesseraAITests",
            dependencies: [
                "TesseraAI",
                "TesseraRules",
                "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TesseraAIBatchTests", dependencies: ["TesseraAIBatch", "TesseraAI", "TesseraRules"]
        ),
        .testTarget(
            name: "TesseraRulesTests",
            dependencies: [
                "TesseraRules",
                "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // Helpers shared by the test targets: running programs (node, the wasm build, tessera), CPU-bound work
        // off the cooperative pool, databases, and the error a rules call throws.
        .target(
            name: "TestSupport",
            dependencies: [
                "TesseraRules", "TesseraStore", "WasmExchange", .product(name: "PostgresKit", package: "postgres-kit"),
            ],
            path: "Tests/TestSupport",
            exclude: ["wasm-driver.mjs"]
        ),
        .testTarget(name: "WasmExchangeTests", dependencies: ["WasmExchange", "TesseraRules", "TestSupport"]),
        .testTarget(name: "TilesWasmTests", dependencies: ["TilesWasm", "TesseraRules", "TestSupport"]),
        .testTarget(
            name: "PentominoWasmTests",
            dependencies: ["PentominoWasm", "TesseraPentomino", "TesseraRules", "TestSupport"]
        ),
        .testTarget(name: "AIWasmTests", dependencies: ["AIWasm", "TesseraAI", "TesseraRules", "TestSupport"]),
        .testTarget(
            name: "SketchWasmTests", dependencies: ["SketchWasm", "TesseraSketch", "TesseraRules", "TestSupport"]),
        .testTarget(
            name: "TesseraServerTests",
            dependencies: [
                "TesseraServer",
                "TesseraSketch",
                "TesseraStore",
                "TesseraRules",
                "TestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
        .testTarget(
            name: "TesseraStoreTests",
            dependencies: ["TesseraStore", "TesseraRules", "TestSupport"]
        ),
        .testTarget(
            name: "TesseraTerminalTests",
            dependencies: ["TesseraTerminal", "TesseraRules", "TesseraPentomino", "TesseraAI"]
        ),
        .testTarget(name: "tesseraTests", dependencies: ["tessera", "TesseraRules", "TestSupport"]),
    ]
)

// The benchmarks (ordo-one/benchmark) join the package only when asked for, so the test
// command never resolves or builds them: `TESSERA_BENCHMARKS=1 swift package benchmark`.
if ProcessInfo.processInfo.environment["TESSERA_BENCHMARKS"] != nil {
    package.dependencies.append(
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]))
    package.targets.append(
        .executableTarget(
            name: "RulesBenchmarks",
            dependencies: ["TesseraRules", "TesseraSketch", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/RulesBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ))
    // Prepares the server load test (Scripts/load-test): ranked games played by a bot.
    package.targets.append(
        .executableTarget(name: "LoadPrep", dependencies: ["TesseraRules"], path: "Benchmarks/LoadPrep"))
}
