// Pentominoes' module for the page: `@_expose(wasm)` functions over TesseraPentomino.
//
// There is no `main`: the module is linked with `--no-entry`, and this file exists only
// because SwiftPM links an executable target into the `.wasm` (the exports are in
// PentominoExports.swift). It is built for speed, not size (the solver runs in it), and the
// page loads it only when the Pentomino tab opens.
