// The page's entry points: `@_expose(wasm)` functions over TesseraRules.
//
// There is no `main`: the module is linked with `--no-entry`, and this file
// holds the exports (see Exports.swift) only because SwiftPM links an
// executable target into the `.wasm`. Natively it builds to a program that
// does nothing.
