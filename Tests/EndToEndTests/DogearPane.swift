import DogearTestSupport
import Foundation
import Testing

/// The real `dogear` binary in a tmux pane whose shell runs it, so one fresh DOGEAR_HOME
/// lives through several runs (quit, restart) and the shell can snapshot `stty -g` around
/// them. Each run goes through `sh -c 'echo $$ > pid; exec dogear ...'`, so the test knows
/// the pid it signals.
final class DogearPane {
  let session: TmuxSession
  private(set) var columns: Int
  private(set) var rows: Int
  private var runs = 0

  /// Everything a run left behind: its pid file and the marker its exit prints.
  struct Run {
    let pidFile: URL
    let endMarker: String
  }

  static var binary: String { TestSupport.dogearBinary.path }

  init(columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]) throws {
    try #require(DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt))
    session = try TmuxSession(
      command: "sh", columns: columns, rows: rows, environment: environment)
    self.columns = columns
    self.rows = rows
    try session.waitFor(timeout: 10) { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
  }

  var home: URL { session.home }

  func kill() { session.kill() }

  /// Starts `dogear arguments` from the shell (after `clear`), with `stty -g` written to
  /// `stty-before-N` and `stty-after-N` around it.
  @discardableResult
  func start(_ arguments: String, environment: String = "") throws -> Run {
    runs += 1
    let run = Run(
      pidFile: home.appendingPathComponent("dogear-\(runs).pid"), endMarker: "ended-\(runs)=")
    let stty = home.appendingPathComponent("stty").path
    let wrapper = TestSupport.shellQuoted("echo $$ > \"$0\"; exec \"$@\"")
    try session.type(
      "clear; stty -g > \(stty)-before-\(runs); \(environment) sh -c \(wrapper) "
        + "\(run.pidFile.path) \(TestSupport.shellQuoted(Self.binary)) \(arguments); "
        + "echo \"\(run.endMarker)$?\"; stty -g > \(stty)-after-\(runs)")
    try session.sendKeys("Enter")
    return run
  }

  /// The pid the wrapper wrote (dogear's, after the exec).
  func pid(of run: Run) throws -> pid_t {
    let pid = Poll.until(timeout: 10, interval: 0.02) { () -> pid_t? in
      let text = (try? String(contentsOf: run.pidFile, encoding: .utf8)) ?? ""
      return text.hasSuffix("\n") ? pid_t(text.dropLast()) : nil
    }
    guard let pid else { throw TmuxError.timedOut(lastScreen: "no pid file") }
    return pid
  }

  /// Waits for the run to end; returns its exit status as the shell saw it.
  func waitForEnd(of run: Run, timeout: Double = 10) throws -> Int {
    let screen = try session.waitFor(timeout: timeout) { $0.contains(run.endMarker) }
    let rest = screen.components(separatedBy: run.endMarker)[1]
    return Int(rest.prefix(while: \.isNumber)) ?? -1
  }

  /// The two `stty -g` snapshots of run number `index` (1-based), once both are written.
  func sttySnapshots(ofRun index: Int) throws -> (before: String, after: String) {
    let before = home.appendingPathComponent("stty-before-\(index)")
    let after = home.appendingPathComponent("stty-after-\(index)")
    try session.waitFor { _ in
      ((try? String(contentsOf: after, encoding: .utf8)) ?? "").hasSuffix("\n")
    }
    return (
      try String(contentsOf: before, encoding: .utf8),
      try String(contentsOf: after, encoding: .utf8)
    )
  }

  // MARK: Screen

  /// The pane's rows, always `rows` of them (tmux drops none, but trims trailing spaces).
  func lines(escapes: Bool = false) throws -> [String] {
    Self.split(try session.capturePane(escapes: escapes), rows: rows)
  }

  static func split(_ capture: String, rows: Int) -> [String] {
    var lines = capture.components(separatedBy: "\n")
    if lines.count < rows { lines += Array(repeating: "", count: rows - lines.count) }
    return lines
  }

  /// Polls until `predicate` holds on a settled screen (so a frame caught half painted under
  /// load is never what the test reads); returns those rows.
  @discardableResult
  func waitFor(timeout: Double = 10, escapes: Bool = false, _ predicate: ([String]) -> Bool)
    throws -> [String]
  {
    let rows = self.rows
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let left = max(0.1, deadline.timeIntervalSinceNow)
      try session.waitFor(timeout: left, escapes: escapes) { predicate(Self.split($0, rows: rows)) }
      let settled = try settled(escapes: escapes, timeout: left)
      if predicate(settled) { return settled }
      guard Date() < deadline else {
        throw TmuxError.timedOut(lastScreen: settled.joined(separator: "\n"))
      }
    }
  }

  @discardableResult
  func waitFor(text: String, timeout: Double = 10) throws -> [String] {
    try waitFor(timeout: timeout) { $0.joined(separator: "\n").contains(text) }
  }

  /// The rows once two captures 100 ms apart agree (a frame is never read half painted).
  func settled(escapes: Bool = false, timeout: Double = 10) throws -> [String] {
    var previous = try session.capturePane(escapes: true)
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      usleep(100_000)
      let current = try session.capturePane(escapes: true)
      if current == previous {
        return escapes ? Self.split(current, rows: rows) : try lines()
      }
      guard Date() < deadline else { throw TmuxError.timedOut(lastScreen: current) }
      previous = current
    }
  }

  /// Sends `key` and waits until the screen has changed; returns the new rows.
  @discardableResult
  func press(_ key: String) throws -> [String] {
    let before = try session.capturePane(escapes: true)
    try session.sendKeys(key)
    try session.waitFor(timeout: 10, escapes: true) { $0 != before }
    return try lines()
  }

  /// Resizes the window and waits for dogear to repaint at the new size (`painted` holds).
  @discardableResult
  func resize(columns: Int, rows: Int, painted: @escaping ([String]) -> Bool) throws -> [String] {
    self.columns = columns
    self.rows = rows
    try session.resize(columns: columns, rows: rows)
    return try waitFor { lines in lines.count == rows && painted(lines) }
  }

  // MARK: The command line

  /// Runs `dogear arguments` outside the pane, on the same DOGEAR_HOME.
  func command(_ arguments: [String], adding extra: [String: String] = [:]) throws -> (
    status: Int32, output: String, errors: String
  ) {
    try DogearPane.command(arguments, home: home, adding: extra)
  }

  static func command(_ arguments: [String], home: URL, adding extra: [String: String] = [:])
    throws -> (status: Int32, output: String, errors: String)
  {
    var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
    environment["DOGEAR_HOME"] = home.path
    environment["LANG"] = "C.UTF-8"
    let run = try DogearProcess.run(arguments, environment: environment)
    return (run.status, run.output, run.errors)
  }

  /// `dogear list --json`'s progress for `id`.
  func savedProgress(_ id: String) throws -> Int? {
    let (status, output, errors) = try command(["list", "--json"])
    #expect(status == 0, "\(errors)")
    let entries = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]]
    let entry = entries?.first { $0["id"] as? String == id }
    return entry?["progress"] as? Int
  }
}
