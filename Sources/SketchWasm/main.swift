// The Sketchpad's module for the page: `@_expose(wasm)` functions over TesseraSketch.
//
// There is no `main`: the module is linked with `--no-entry`, and this file exists only
// because SwiftPM links an executable target into the `.wasm` (the exports are in
// SketchExports.swift). It is built for speed (the page calls it for every pointer sample),
// and the page loads it only when the Sketch tab opens.
