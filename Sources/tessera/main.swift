import TesseraRules
let setup = try GameSetup(kind: .triples, seed: .deterministic)
let g = setup.newGame()
print(g.isShowingWin, g.hasWon, g.kind)
