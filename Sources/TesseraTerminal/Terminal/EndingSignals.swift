#if canImport(Glibc)
    import Glibc
#endif

/// The actions the signals that end the game had before raw mode, by signal number: fixed storage, which
/// the handler reads without allocating or taking a lock.
nonisolated(unsafe) private let earlierActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

/// The signals that end a game in raw mode, which give the terminal back first: a stop asked for (SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT) and a crash (a trap, an abort, a bad access).
///
/// Each then goes on as it would have: to the action it had before (the Swift runtime's crash report, with
/// the fault's own details), or the default. A signal ignored before (`nohup`) stays ignored.
enum EndingSignals {
    private static let numbers = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Installs the handlers; returns the signals handled, for ``restore(_:)``.
    static func install() -> [Int32] {
        var installed: [Int32] = []
        for number in numbers {
            var earlier = sigaction()
            guard sigaction(number, nil, &earlier) == 0, !isIgnored(earlier) else { continue }
            earlierActions[Int(number)] = earlier
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { number, info, _ in EndingSignals.leave(number, info) }
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            if sigaction(number, &action, nil) == 0 { installed.append(number) }
        }
        return installed
    }

    /// Puts back the actions `installed` replaced.
    static func restore(_ installed: [Int32]) {
        for number in installed { sigaction(number, earlierActions + Int(number), nil) }
    }

    /// Gives the terminal back, then lets the signal take its course: a fault the kernel raised comes again
    /// as the handler returns (the instruction runs again), now to the earlier action with its own details;
    /// any other signal is raised again, and arrives there once the handler returns.
    private static func leave(_ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) {
        RawTerminal.undoRawMode()
        sigaction(number, earlierActions + Int(number), nil)
        // A breakpoint trap (SIGTRAP) may have moved past its instruction: it is raised again.
        let fault = number == SIGILL || number == SIGSEGV || number == SIGBUS || number == SIGFPE
        if fault && (info?.pointee.si_code ?? 0) > 0 { return }
        raise(number)
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
