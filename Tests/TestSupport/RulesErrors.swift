import TesseraRules

/// The error thrown by `body`, or `nil` when it returns.
public func rulesError<T>(_ body: () throws(RulesError) -> T) -> RulesError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}
