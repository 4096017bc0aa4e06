import Foundation
import Hummingbird

extension Parameters {
    /// A path parameter as the client meant it: percent-decoded (`ab%20c` is `ab c`).
    ///
    /// It stays as sent when it is not valid percent-encoding, or when decoding would make a control
    /// character (`%00` is NUL, which PostgreSQL refuses in text): no id holds one, so it is looked up as
    /// sent and not found. Throws a 400 when the route has no such parameter.
    func decoded(_ name: String) throws -> String {
        let sent = try require(name)
        guard let decoded = sent.removingPercentEncoding,
            !decoded.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return sent }
        return decoded
    }
}
