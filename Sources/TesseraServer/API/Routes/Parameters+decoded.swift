import Foundation
import Hummingbird

extension Parameters {
    /// A path parameter as the client meant it: percent-decoded (`ab%20c` is `ab c`), or as sent when it is not
    /// valid percent-encoding; throws a 400 when the route has no such parameter.
    func decoded(_ name: String) throws -> String {
        let sent = try require(name)
        return sent.removingPercentEncoding ?? sent
    }
}
