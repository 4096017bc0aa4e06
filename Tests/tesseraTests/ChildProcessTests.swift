import Foundation
import TestSupport
import Testing

/// The test support's waits for child processes, under what tests run side by side do to them.
@Suite("Child processes")
struct ChildProcessTests {
    @Test("a child's output is all read once it ends, while another process still holds the pipe open")
    func outputReadWhileAnotherHoldsThePipe() async throws {
        let pipe = Pipe()
        // A process that inherited the pipe's writing end, as one spawned by another test at the wrong moment can.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/bin/sleep")
        holder.arguments = ["3600"]  // killed when the test ends
        holder.standardError = pipe.fileHandleForWriting
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "echo one; sleep 0.2; echo two"]
        writer.standardOutput = pipe.fileHandleForWriting
        try holder.run()
        defer { ChildProcess.kill(holder) }
        try writer.run()
        defer { ChildProcess.kill(writer) }
        try pipe.fileHandleForWriting.close()
        let drain = PipeDrain(pipe)
        #expect(try await ChildProcess.exit(of: writer, within: .seconds(30)) == 0)
        let text = drain.textOfEndedWriters()
        #expect(text == "one\ntwo\n")
        #expect(holder.isRunning, "the pipe was still open when its text was read")
    }
}
