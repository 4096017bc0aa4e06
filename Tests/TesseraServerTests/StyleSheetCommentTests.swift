import Foundation
import NIOCore
import TestSupport
import Testing

@testable import TesseraServer

@Suite("Style sheets are served without their comments")
struct StyleSheetCommentTests {
    @Test("a comment goes, and a line it leaves blank goes with it")
    func commentsGo() {
        let sheet = """
            /* The page. */
            body { margin: 0; } /* no margin */
              /* indented, alone on its line */
            a { color: red; }
            """
        #expect(StyleSheetComments.removed(from: sheet) == "body { margin: 0; } \na { color: red; }")
    }

    @Test("a comment opener inside a quoted string is text, escaped quotes included")
    func stringsStay() {
        let sheet = #"a::before { content: "/* not a comment */"; } b::after { content: 'it\'s /*'; } /* gone */"#
        #expect(
            StyleSheetComments.removed(from: sheet)
                == #"a::before { content: "/* not a comment */"; } b::after { content: 'it\'s /*'; } "#)
    }

    @Test("a comment between two tokens leaves a space, as it parted them; one beside a space leaves none")
    func commentsPartTokens() {
        #expect(StyleSheetComments.removed(from: "a/**/b { margin:/* none */0 }") == "a b { margin: 0 }")
        #expect(StyleSheetComments.removed(from: "a /* x */ b") == "a  b")
    }

    @Test("a comment opener inside an unquoted url(…) is part of the address; a quoted one is a string")
    func urlsStay() {
        #expect(
            StyleSheetComments.removed(from: "a { background: URL(img/*.png) } /* gone */")
                == "a { background: URL(img/*.png) } ")
        #expect(
            StyleSheetComments.removed(from: #"a { background: url( "x/*y" ) }/**/"#)
                == #"a { background: url( "x/*y" ) }"#)
        #expect(StyleSheetComments.removed(from: "b { --my-url(/* c */x) }") == "b { --my-url( x) }")
    }

    @Test("a comment left open runs to the end, as in CSS")
    func openCommentRunsToTheEnd() {
        #expect(
            StyleSheetComments.removed(from: "a { color: red; }\n/* never closed\nb { color: blue; }")
                == "a { color: red; }\n")
    }

    @Test("every style sheet the server holds is its source without the comments")
    func servedSheets() throws {
        let folder = ToolSupport.packageRoot.appendingPathComponent("Sources/TesseraServer/Web")
        let sheets = TestServer.assets.files.filter { $0.key.hasSuffix(".css") }
        #expect(sheets.count >= 6)
        for (path, asset) in sheets {
            let served = String(buffer: asset.body)
            let source = try String(
                contentsOf: folder.appendingPathComponent(String(path.dropFirst())), encoding: .utf8)
            #expect(source.contains("/*") && !served.contains("/*"), "\(path)")
            #expect(served == StyleSheetComments.removed(from: source), "\(path)")
        }
    }
}
