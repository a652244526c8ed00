import Foundation

/// A program running in a detached tmux window of a chosen size, for end-to-end tests.
///
/// Each session has its own tmux server (its own socket, in `home`), its own fresh `DOGEAR_HOME`,
/// `LANG=C.UTF-8` and a 256-colour TERM; `kill()` (also run by deinit) stops the server and
/// removes the folder. The pane stays after the program exits (`remain-on-exit`), so its exit
/// status can be read. Polls with a deadline, never a fixed sleep.
public final class TmuxSession {
  /// The fresh state folder, passed to the program as DOGEAR_HOME.
  public let home: URL
  /// The server's socket, inside `home`: removing the folder removes it (a `-L` socket in
  /// the system's tmux folder outlives its server).
  public let socketPath: String
  private let target = "dogear-test"
  private var killed = false

  /// True when tmux can be found on PATH; the end-to-end suites skip with a message otherwise.
  public static var isAvailable: Bool { TmuxCommand.executable != nil }

  /// The TERM the pane gets: tmux-256color when terminfo has it, else screen-256color.
  public static var terminalType: String {
    let folders = ["/usr/share/terminfo/t", "/lib/terminfo/t", "/etc/terminfo/t"]
    let found = folders.contains {
      FileManager.default.fileExists(atPath: $0 + "/tmux-256color")
    }
    return found ? "tmux-256color" : "screen-256color"
  }

  /// Starts `command` (a shell command line) in a `columns` x `rows` window.
  /// `environment` adds to (or, with an empty value, removes from) the base environment.
  public init(
    command: String, columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]
  ) throws {
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-tmux-\(UUID().uuidString)")
    socketPath = home.appendingPathComponent("tmux.socket").path
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let config = home.appendingPathComponent("tmux.conf")
    try Self.configuration.write(to: config, atomically: true, encoding: .utf8)
    do {
      try tmux(
        [
          "-f", config.path, "new-session", "-d", "-s", target, "-x", "\(columns)", "-y", "\(rows)",
          command,
        ],
        environment: Self.environment(home: home, adding: environment))
      // Only now: tmux 3.3a's server dies when the config sets this before any session.
      try tmux(["set-option", "-g", "window-size", "manual"])
    } catch {
      kill()
      throw error
    }
  }

  deinit {
    kill()
  }

  /// Named keys (`Enter`, `Escape`, `PageDown`, `C-c`, `F5`) or single characters, in order.
  public func sendKeys(_ keys: String...) throws {
    try tmux(["send-keys", "-t", target] + keys)
  }

  /// Any tmux command on this session's server (`set-option`, `new-window`, ...); its output.
  @discardableResult
  public func command(_ arguments: [String]) throws -> String {
    try tmux(arguments)
  }

  /// The session's name, for commands that take a target.
  public var sessionName: String { target }

  /// Types `text` literally (no key-name lookup).
  public func type(_ text: String) throws {
    try tmux(["send-keys", "-t", target, "-l", text])
  }

  /// The pane's text, one line per row (tmux trims trailing spaces). With `escapes`, the
  /// SGR sequences of colours and attributes are kept (`capture-pane -e`). With `history`,
  /// the lines scrolled off the top come first: once the program has exited, tmux's
  /// "Pane is dead" line scrolls its last output up there.
  public func capturePane(escapes: Bool = false, history: Bool = false) throws -> String {
    try tmux(
      ["capture-pane", "-p", "-t", target] + (escapes ? ["-e"] : []) + (history ? ["-S", "-"] : []))
  }

  /// The pane's terminal device, for writing to the screen behind the program's back (as
  /// another program's stray output would).
  public func paneTTY() throws -> String {
    try tmux(["display-message", "-p", "-t", target, "#{pane_tty}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Lets programs in the pane set tmux's paste buffer with OSC 52 (`set-clipboard on`).
  public func acceptClipboard() throws {
    try tmux(["set-option", "-g", "set-clipboard", "on"])
  }

  /// The newest paste buffer's text (what OSC 52 put there), nil when there is none.
  public func pasteBuffer() -> String? {
    try? tmux(["show-buffer"])
  }

  /// Resizes the window (window-size is manual, so the size sticks).
  public func resize(columns: Int, rows: Int) throws {
    try tmux(["resize-window", "-t", target, "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// Polls the pane every 50 ms until `predicate` holds; returns that capture. Throws
  /// `TmuxError.timedOut` with the last capture when the deadline passes.
  @discardableResult
  public func waitFor(
    timeout: Double = 5, escapes: Bool = false, _ predicate: (String) -> Bool
  ) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let screen = try capturePane(escapes: escapes)
      if predicate(screen) { return screen }
      guard Date() < deadline else { throw TmuxError.timedOut(lastScreen: screen) }
      usleep(50_000)
    }
  }

  /// Polls until the pane shows `text`.
  @discardableResult
  public func waitFor(text: String, timeout: Double = 5) throws -> String {
    try waitFor(timeout: timeout) { $0.contains(text) }
  }

  /// Sends `keys` until `shown` holds, for keys a program still setting up its terminal may
  /// not read. Each press is given `patience` seconds to show before the next: a key that
  /// toggles (H opens and closes the highlights, a prompt's key is typed into its prompt)
  /// must not go twice because a busy machine was slow to paint the first.
  @discardableResult
  public func press(
    _ keys: String..., until shown: (String) -> Bool, tries: Int = 4, patience: Double = 5
  ) throws -> String {
    for _ in 1..<max(1, tries) {
      try tmux(["send-keys", "-t", target] + keys)
      if let screen = try? waitFor(timeout: patience, shown) { return screen }
    }
    try tmux(["send-keys", "-t", target] + keys)
    return try waitFor(timeout: patience, shown)
  }

  /// The program's exit status once it has exited, nil while it runs.
  public func exitStatus() throws -> Int32? {
    let answer = try tmux([
      "display-message", "-p", "-t", target, "#{pane_dead} #{pane_dead_status}",
    ])
    let fields = answer.split(separator: " ").map(String.init)
    guard fields.first == "1", fields.count > 1 else { return nil }
    return Int32(fields[1])
  }

  /// Polls until the program exits; returns its status.
  ///
  /// tmux can miss the SIGCHLD of a pane that exits quickly and leave it a zombie, never
  /// "dead" (https://github.com/tmux/tmux/issues/2679, /issues/311): each poll therefore
  /// sends the server a SIGCHLD, which makes it reap whatever has exited.
  public func waitForExit(timeout: Double = 5) throws -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    let serverPid = pid_t(try tmux(["display-message", "-p", "#{pid}"])) ?? 0
    while true {
      if let status = try exitStatus() { return status }
      guard Date() < deadline else { throw TmuxError.timedOut(lastScreen: try capturePane()) }
      if serverPid > 0 { Foundation.kill(serverPid, SIGCHLD) }
      usleep(50_000)
    }
  }

  /// Stops the tmux server and removes the home folder. Safe to call twice.
  public func kill() {
    guard !killed else { return }
    killed = true
    _ = try? tmux(["kill-server"])
    try? FileManager.default.removeItem(at: home)
  }

  @discardableResult
  private func tmux(_ arguments: [String], environment: [String: String]? = nil) throws -> String {
    try TmuxCommand.run(["-u", "-S", socketPath] + arguments, environment: environment)
  }

  private static let configuration = """
    set -g remain-on-exit on
    set -g default-terminal \(terminalType)
    set -g status off
    set -g escape-time 0

    """

  private static func environment(home: URL, adding extra: [String: String]) -> [String: String] {
    let inherited = ProcessInfo.processInfo.environment
    var environment: [String: String] = [
      "PATH": inherited["PATH"] ?? "/usr/bin:/bin",
      "HOME": inherited["HOME"] ?? home.path,
      "LANG": "C.UTF-8",
      "DOGEAR_HOME": home.path,
      "PS1": "$ ",
    ]
    for (name, value) in extra {
      environment[name] = value.isEmpty ? nil : value
    }
    return environment
  }
}

/// Why a tmux step failed.
public enum TmuxError: Error, CustomStringConvertible {
  case notInstalled
  case failed(command: [String], status: Int32, output: String)
  case timedOut(lastScreen: String)

  public var description: String {
    switch self {
    case .notInstalled:
      return "tmux is not installed"
    case .failed(let command, let status, let output):
      return "tmux \(command.joined(separator: " ")) exited \(status): \(output)"
    case .timedOut(let screen):
      return "timed out; the pane showed:\n\(screen)"
    }
  }
}
