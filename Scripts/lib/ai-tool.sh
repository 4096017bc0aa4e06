# Builds a one-file Swift tool on TesseraAI and TesseraRules in release, in a scratch package of its own
# (beside, not in, the package's .build), for the AI's offline scripts (bench-ai, tune-ai, triples-endings).
#
# Usage (sourced): path=$(ai_tool NAME < main.swift)   prints the path of the built executable NAME.
# The scratch package is ${TESSERA_AI_BUILD:-$TMPDIR}/tessera-ai-NAME-<checkout>; its build log is kept there.
ai_tool() {
    local name=$1 repo work
    repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
    work=${TESSERA_AI_BUILD:-${TMPDIR:-/tmp}}/tessera-ai-$name-$(printf %s "$repo" | cksum | cut -d' ' -f1)
    mkdir -p "$work/Sources/$name"
    ln -sfn "$repo/Sources/TesseraRules" "$work/Sources/TesseraRules"
    ln -sfn "$repo/Sources/TesseraAI" "$work/Sources/TesseraAI"
    cat >"$work/Package.swift" <<PACKAGE
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "$name",
    targets: [
        .target(name: "TesseraRules"),
        .target(name: "TesseraAI", dependencies: ["TesseraRules"]),
        .executableTarget(name: "$name", dependencies: ["TesseraAI", "TesseraRules"]),
    ]
)
PACKAGE
    cat >"$work/Sources/$name/main.swift"
    echo "building TesseraAI (release) in $work" >&2
    (cd "$work" && swift build -c release --product "$name" >"$work/build.log" 2>&1) || {
        cat "$work/build.log" >&2
        return 1
    }
    echo "$(cd "$work" && swift build -c release --product "$name" --show-bin-path)/$name"
}
