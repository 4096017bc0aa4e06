import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
    private let sendFlags = Int32(MSG_NOSIGNAL)
#else
    import Darwin
    private let streamSocket = SOCK_STREAM
    private let sendFlags: Int32 = 0
#endif

/// An HTTP client that writes its whole request, with `Connection: close`, before it reads a byte of the answer,
/// as Python's `urllib` and many simple clients do.
///
/// Blocking sockets with a timeout on every send and receive: when the server stops reading
/// before the body is sent, the call throws ``WholeBodyClient/Failure`` instead of hanging.
struct WholeBodyClient {
    let port: Int
    /// Generous: a debug server on a loaded 2-core machine may pause for seconds while it reads
    /// 30 MB, and a server that never answers still fails the call.
    var timeoutSeconds = 60

    /// A socket call that failed, or timed out, and the errno it left.
    struct Failure: Error, CustomStringConvertible {
        let step: String
        let code: Int32
        var description: String { "\(step) failed: \(String(cString: strerror(code)))" }
    }

    /// Sends the request to the server on localhost and reads the answer to its end: the status code and the body.
    /// `declaring` is the `Content-Length` sent when it is not the body's own (a client that promises more).
    ///
    /// The blocking calls run on a thread of their own, never one the server's tasks need.
    func call(
        _ method: String, _ path: String, token: String? = nil, body: [UInt8], declaring declared: Int? = nil
    ) async throws -> (status: Int, body: String) {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        if let token { head += "Authorization: Bearer \(token)\r\n" }
        head += "Content-Length: \(declared ?? body.count)\r\nConnection: close\r\n\r\n"
        return try await call(raw: Array(head.utf8) + body)
    }

    /// Sends `request` byte for byte (a malformed one included) and reads the answer to its end: the status code
    /// and the body.
    func call(raw request: [UInt8]) async throws -> (status: Int, body: String) {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try exchange(request) })
            }
        }
    }

    /// Connects and sends nothing; returns how many seconds pass before the server closes the connection.
    func secondsUntilClosedWhenIdle() async throws -> TimeInterval {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        // The clock starts before the connection, so a pause of this thread cannot shorten the time.
                        let start = Date()
                        let descriptor = try connected()
                        defer { close(descriptor) }
                        var byte: UInt8 = 0
                        guard recv(descriptor, &byte, 1, 0) == 0 else { throw Failure(step: "waiting", code: errno) }
                        return Date().timeIntervalSince(start)
                    })
            }
        }
    }

    /// A socket connected to the server, with the timeouts set.
    private func connected() throws -> Int32 {
        let descriptor = socket(AF_INET, streamSocket, 0)
        guard descriptor >= 0 else { throw Failure(step: "socket", code: errno) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        for option in [SO_SNDTIMEO, SO_RCVTIMEO] {
            setsockopt(descriptor, SOL_SOCKET, option, &timeout, socklen_t(MemoryLayout<timeval>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(step: "connect", code: errno)
        }
        return descriptor
    }

    private func exchange(_ request: [UInt8]) throws -> (status: Int, body: String) {
        let descriptor = try connected()
        defer { close(descriptor) }

        var sent = 0
        while sent < request.count {
            let count = request.withUnsafeBytes { bytes in
                send(descriptor, bytes.baseAddress! + sent, bytes.count - sent, sendFlags)
            }
            guard count > 0 else { throw Failure(step: "sending byte \(sent) of \(request.count)", code: errno) }
            sent += count
        }

        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &chunk, chunk.count, 0)
            guard count >= 0 else { throw Failure(step: "receiving", code: errno) }
            if count == 0 { break }
            answer += chunk[0..<count]
        }
        let text = String(decoding: answer, as: UTF8.self)
        let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
        let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        return (status, body)
    }
}
