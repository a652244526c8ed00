import DogearClients
import DogearCommandLine
import DogearCore
import DogearReadeck
import DogearStore
import DogearSync
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// `dogear sync`: one full sync with the server from the credentials file, with a progress
/// bar on stderr when it is a terminal and plain lines otherwise.
enum SyncCommand {
  static func run(environment: [String: String] = ProcessEnvironment.current) async
    -> Int32
  {
    CurlTransport.loadInBackground()
    do {
      let library = try LibraryLocation.open(environment: environment)
      guard let engine = try SyncEngine.saved(for: library, environment: environment) else {
        return Commands.fail(ReadeckError.notLoggedIn.description)
      }
      let bar = SyncProgressPrinter(isTerminal: isatty(STDERR_FILENO) == 1)
      let report = try await engine.sync { bar.show($0) }
      bar.finish()
      try SearchIndexer.catchUpShowingProgress(library)
      LibraryLocation.settleDemo(library)
      PlainOutput.line(report.summary.sentence)
      for problem in report.problems { PlainOutput.error("\(problem)") }
      guard !report.isIncomplete else {
        return Commands.fail(
          "sync incomplete: \(report.bookmarksMissing) bookmarks could not be fetched; "
            + "run `dogear sync` again")
      }
      return 0
    } catch {
      return Commands.fail(String(describing: error))
    }
  }
}

/// Draws sync progress: a bar rewritten in place on a terminal, a line per phase otherwise.
final class SyncProgressPrinter: @unchecked Sendable {
  private let isTerminal: Bool
  private let lock = PlainLock()
  private var lastLine = ""

  init(isTerminal: Bool) { self.isTerminal = isTerminal }

  func show(_ progress: SyncProgress) {
    lock.withLock {
      if isTerminal {
        PlainOutput.control(.lineStart, to: .standardError)
        PlainOutput.write(bar(progress), to: .standardError)
        PlainOutput.control(.eraseToLineEnd, to: .standardError)
      } else if progress.done == progress.total, progress.total > 0 {
        // A phase with nothing to do (no change waiting) is not worth a line.
        let line = "\(progress.phase.rawValue): \(progress.done)/\(progress.total)"
        if line != lastLine { PlainOutput.line(line, to: .standardError) }
        lastLine = line
      }
    }
  }

  func finish() {
    guard isTerminal else { return }
    lock.withLock {
      PlainOutput.control(.lineStart, to: .standardError)
      PlainOutput.control(.eraseToLineEnd, to: .standardError)
    }
  }

  private func bar(_ progress: SyncProgress) -> String {
    let width = 30
    let fraction = progress.total > 0 ? Double(progress.done) / Double(progress.total) : 1
    let filled = Int((fraction * Double(width)).rounded(.down))
    let cells =
      String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    return
      "\(progress.phase.rawValue.padded(toLength: 10)) \(cells) \(progress.done)/\(progress.total)"
  }
}
