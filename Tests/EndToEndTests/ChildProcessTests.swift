import DogearTestSupport
import Foundation
import Testing

/// The tests' own runner of outside programs (`ChildProcess`): a child that never ends
/// fails its test at the deadline instead of holding the whole run, and a grandchild that
/// keeps the output open holds nothing.
@Suite("Programs the tests run end, or fail at their deadline")
struct ChildProcessTests {
  /// A process id the shell printed on a line of its own.
  static func pid(in text: String) -> pid_t? {
    text.split(separator: "\n").compactMap { pid_t($0) }.first
  }

  /// True when `pid` no longer runs: gone, or a zombie no one has reaped yet.
  static func ended(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    return stat[stat.index(after: close)...].hasPrefix(" Z")
  }

  @Test("status, output, errors and input come back as the child left them")
  func plainRun() throws {
    let run = try ChildProcess.run(
      "/bin/sh", ["-c", "read line; echo \"out $line\"; echo err >&2; exit 3"],
      input: Data("words\n".utf8))
    #expect(run.status == 3)
    #expect(run.outputText == "out words\n")
    #expect(run.errorText == "err\n")
  }

  @Test("a child that never ends is killed at the deadline with its group, and named")
  func hangFails() throws {
    var thrown: ChildProcess.TimedOut?
    do {
      _ = try ChildProcess.run(
        "/bin/sh", ["-c", "sleep 600 & echo $! >&2; echo waiting >&2; wait"], timeout: 1)
    } catch let error as ChildProcess.TimedOut {
      thrown = error
    }
    let error = try #require(thrown, "the run returned although its child never ends")
    #expect(error.command.first == "/bin/sh")
    #expect(error.errorsTail.contains("waiting"))
    let sleeper = try #require(Self.pid(in: error.errorsTail))
    let gone = Poll.until(timeout: 30) { Self.ended(sleeper) ? true : nil }
    #expect(gone == true, "the grandchild \(sleeper) outlived the deadline")
  }

  @Test("a grandchild that keeps stdout and stderr open does not hold the run")
  func grandchildHoldsNothing() throws {
    let run = try ChildProcess.run(
      "/bin/sh", ["-c", "sleep 600 & echo $!; echo done"], timeout: 300)
    #expect(run.status == 0)
    #expect(run.outputText.hasSuffix("done\n"))
    let sleeper = try #require(Self.pid(in: run.outputText))
    #expect(!Self.ended(sleeper), "the grandchild should still be running")
    kill(sleeper, SIGKILL)
  }
}
