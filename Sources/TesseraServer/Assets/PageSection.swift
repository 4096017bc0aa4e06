import Foundation

/// One tab of the page, as `Web/sections.json` lists it: the one list of the page's paths,
/// its nav and the controller module each tab loads.
///
/// The server serves the page at every ``path``, writes the nav into `index.html` and
/// gives the service worker the paths; the page's shell reads the nav it gets.
public struct PageSection: Decodable, Equatable, Sendable {
    /// The tab's name, which is also the id of its `<section>` (`play`, `scores`, `about`).
    public let tab: String
    /// The URL path that shows the tab.
    public let path: String
    /// The tab's label in the nav.
    public let title: String
    /// The URL of the tab's controller module.
    public let controller: String

    /// The sections in a `sections.json` file's bytes; throws naming what is wrong.
    static func list(from bytes: [UInt8]?) throws -> [PageSection] {
        guard let bytes else { throw AssetError("the page's sections.json is missing") }
        let sections: [PageSection]
        do {
            sections = try JSONDecoder().decode([PageSection].self, from: Data(bytes))
        } catch {
            throw AssetError("sections.json is not a list of {tab, path, title, controller}: \(error)")
        }
        guard !sections.isEmpty, Set(sections.map(\.path)).count == sections.count,
            sections.allSatisfy({ $0.path.hasPrefix("/") && !$0.path.hasPrefix("/api") })
        else {
            throw AssetError("sections.json must list at least one section, each with its own path outside /api")
        }
        return sections
    }

    /// The section's link in the nav.
    var navLink: String {
        "<a href=\"\(path.htmlEscaped)\" data-tab=\"\(tab.htmlEscaped)\" data-controller=\"\(controller.htmlEscaped)\">\(title.htmlEscaped)</a>"
    }
}

/// A page asset that cannot be served as it is.
struct AssetError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension String {
    /// The text with `&`, `<`, `>` and `"` escaped for HTML.
    var htmlEscaped: String {
        var escaped = ""
        for character in self {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
