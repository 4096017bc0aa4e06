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
    /// How many raw terminals are live: the handlers are installed for the first and put back after the last.
    nonisolated(unsafe) private static var users = 0
    /// The signals whose handlers are installed.
    nonisolated(unsafe) private static var installed: [Int32] = []

    /// Installs the handlers, unless a raw terminal already has; each call is matched by one of ``restore()``.
    static func install() {
        users += 1
        guard users == 1 else { return }
        installed = []
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
    }

    /// Puts back the actions the handlers replaced, once the last raw terminal is done.
    static func restore() {
        users -= 1
        guard users == 0 else { return }
        for number in installed { sigaction(number, earlierActions + Int(number), nil) }
    }

    /// Gives the terminal back, then lets the signal take its course: a fault the kernel raised comes again
    /// as the handler returns (the instruction runs again), now to the earlier action with its own details;
    /// any other signal is raised again, and arrives there once the handler returns.
    private static func leave(_ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) {
        RawTerminal.undoRawMode()
        sigaction(number, earlierActions + Int(number), nil)
        // Swift's traps: SIGILL on x86_64 (ud2), SIGTRAP on arm64 (brk, which leaves the program counter on
        // itself); x86_64's int3 moves past its instruction, so a SIGTRAP there is raised again.
        var fault = number == SIGILL || number == SIGSEGV || number == SIGBUS || number == SIGFPE
        #if arch(arm64)
            fault = fault || number == SIGTRAP
        #endif
        if fault && (info?.pointee.si_code ?? 0) > 0 { return }
        raise(number)
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
