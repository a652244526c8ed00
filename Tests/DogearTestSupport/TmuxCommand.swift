import Foundation

/// Runs the tmux client once and returns what it printed.
///
/// Through `ChildProcess`, not Foundation's Process: the tmux server that `new-session` forks
/// inherits the descriptors Process watches for the child's exit, so `waitUntilExit` would
/// wait for the server to die; and the panes must start with default signal handling.
enum TmuxCommand {
  /// tmux's path on PATH, nil when it is not installed.
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/tmux"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  static func run(_ arguments: [String], environment: [String: String]?) throws -> String {
    guard let executable else { throw TmuxError.notInstalled }
    var environment = environment ?? ProcessInfo.processInfo.environment
    environment["TMUX"] = nil  // tests started inside tmux must not talk to the user's server
    let run = try ChildProcess.run(
      executable, arguments, environment: environment, errorsIntoOutput: true, timeout: 120)
    let text = run.outputText
    guard run.status == 0 else {
      throw TmuxError.failed(command: arguments, status: run.status, output: text)
    }
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }
}
