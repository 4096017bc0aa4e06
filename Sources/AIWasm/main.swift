// The AI player's module for the page: `@_expose(wasm)` functions over TesseraAI.
//
// There is no `main`: the module is linked with `--no-entry`, and this file
// exists only because SwiftPM links an executable target into the `.wasm`
// (the exports are in AIExports.swift). The page runs it in a Web Worker,
// loaded the first time a player asks for a hint or autoplay.
