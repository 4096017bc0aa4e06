// The tile games' module for the page: `@_expose(wasm)` functions over TesseraRules.
//
// There is no `main`: the module is linked with `--no-entry`, and this file
// exists only because SwiftPM links an executable target into the `.wasm`
// (the exports are in TileExports.swift). Natively it builds to a program that
// does nothing. Each mode of the page has a module like this one, loaded when
// its tab needs it.
