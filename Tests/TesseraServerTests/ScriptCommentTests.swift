import Foundation
import NIOCore
import TestSupport
import Testing

@testable import TesseraServer

@Suite("Scripts are served without their comment lines")
struct ScriptCommentTests {
    @Test("a line of comments goes with its line end; a comment beside code stays")
    func commentLinesGo() {
        let script = """
            // The module.
            /**
             * Adds.
             */
            export const add = (a, b) => a + b; // beside code
              /* alone */ // and another
            const x = 1; /* a
              b */ const y = 2;
            """
        #expect(
            ScriptComments.removed(from: script)
                == "export const add = (a, b) => a + b; // beside code\nconst x = 1; /* a\n  b */ const y = 2;")
    }

    @Test("comment markers inside strings, template literals and regular expressions are text")
    func textStays() {
        let script = #"""
            const url = 'http://example.com'; const path = "/* not */";
            const page = `
            // a line of the template, not a comment
            ${items.map((item) => `<li>${item /* inner */}</li>`).join('')}
            /* still the template */`;
            const slashes = /\/\/+/g.test(text) ? text.split(/[/*]/) : [];
            // gone
            const half = total / 2 / 1; // beside
            """#
        let expected = #"""
            const url = 'http://example.com'; const path = "/* not */";
            const page = `
            // a line of the template, not a comment
            ${items.map((item) => `<li>${item /* inner */}</li>`).join('')}
            /* still the template */`;
            const slashes = /\/\/+/g.test(text) ? text.split(/[/*]/) : [];
            const half = total / 2 / 1; // beside
            """#
        #expect(ScriptComments.removed(from: script) == expected)
    }

    @Test("a regular expression after return, or after a closing bracket a division")
    func regularExpressionOrDivision() {
        let script = """
            function f(s) {
              return /\\/\\//.test(s);
            }
            const r = (a) / (b) // the ratio
            // gone
            """
        #expect(
            ScriptComments.removed(from: script)
                == "function f(s) {\n  return /\\/\\//.test(s);\n}\nconst r = (a) / (b) // the ratio\n")
    }

    @Test("a comment over several lines beside code stays whole; `++`, a property named as a keyword, divide")
    func edges() {
        let script = """
            foo(); /* a
            b */
            /* c
            d */ bar();
            /* alone
               on its lines */
            const half = i++ / 2 + x.of / 3; const t = `
            // text`;
            """
        #expect(
            ScriptComments.removed(from: script)
                == "foo(); /* a\nb */\n/* c\nd */ bar();\nconst half = i++ / 2 + x.of / 3; const t = `\n// text`;")
    }

    @Test("every script the page serves still parses once its comment lines are gone")
    func servedScriptsParse() async throws {
        guard let node = ToolSupport.which("node") else {
            try #require(!ToolSupport.isCI, "node is needed to check the served scripts")
            print("skipped: node is not installed; the served scripts were not parsed")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-js-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let assets = try WebAssets.bundled()
        var scripts: [String] = []
        for (path, asset) in assets.files where path.hasSuffix(".js") {
            let file = folder.appendingPathComponent(String(path.dropFirst())).deletingPathExtension()
                .appendingPathExtension("mjs")
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(asset.body.readableBytesView).write(to: file)
            scripts.append(file.path)
        }
        #expect(scripts.count > 20)
        for script in scripts {
            let result = try await ToolSupport.run(node, ["--check", script])
            #expect(result.status == 0, "\(script): \(result.error)")
        }
    }
}
