import DogearTerminal
import Foundation

/// Runs a program to its end for a test, with a deadline.
///
/// A child that never ends must fail its test, not stall the whole run: at the deadline
/// the child's process group is killed and `TimedOut` names the command with the end of
/// what it wrote. Through posix_spawn rather than Foundation's Process:
/// - Output goes into files, never pipes, so a grandchild that keeps a pipe open (a
///   browser's helper, a forked server) cannot hold the reader forever.
/// - Process watches descriptors the child inherits, so its `waitUntilExit` waits for
///   every process that inherited them; `waitpid` waits for the child alone.
/// - The signal mask and dispositions are reset: the test runner's threads have changed
///   them (a blocked SIGTERM would never reach the child).
/// - The child leads a process group of its own, so the deadline kills its helpers too.
/// - The child gets no descriptor but its three: Foundation's pipes are not close-on-exec,
///   and a tmux server started while another test held one kept it for its whole life, so
///   that test's child never saw its input end (a `LibraryLock` never released).
public enum ChildProcess {
  public struct Result: Sendable {
    public var status: Int32
    public var output: Data
    public var errors: Data
    public var outputText: String { String(decoding: output, as: UTF8.self) }
    public var errorText: String { String(decoding: errors, as: UTF8.self) }
  }

  public struct TimedOut: Error, CustomStringConvertible {
    public var command: [String]
    public var seconds: TimeInterval
    public var errorsTail: String
    public var description: String {
      "\(command.joined(separator: " ")) was still running after \(Int(seconds)) s and was"
        + " killed; it had written: \(errorsTail)"
    }
  }

  public struct CannotStart: Error, CustomStringConvertible {
    public var command: [String]
    public var reason: String
    public var description: String { "cannot start \(command.joined(separator: " ")): \(reason)" }
  }

  /// Runs `program` (a path, or a name looked up on this process's PATH) with `arguments`.
  /// - `environment`: the child's whole environment; nil passes this process's on.
  /// - `input`: what the child reads on stdin (nothing: /dev/null).
  /// - `directory`: the child's working directory (nil: this process's).
  /// - `outputPath`: a file stdout goes to instead of being collected (`/dev/full`).
  /// - `errorsIntoOutput`: stderr written into the same file as stdout.
  public static func run(
    _ program: String, _ arguments: [String], environment: [String: String]? = nil,
    input: Data? = nil, directory: URL? = nil, outputPath: String? = nil,
    errorsIntoOutput: Bool = false, timeout: TimeInterval = 600
  ) throws -> Result {
    let command = [program] + arguments
    let folder = try TestSupport.freshFolder("dogear-child")
    defer { try? FileManager.default.removeItem(at: folder) }
    let inputPath = folder.appendingPathComponent("in").path
    let collectedOutput = folder.appendingPathComponent("out").path
    let errorsPath = errorsIntoOutput ? nil : folder.appendingPathComponent("err").path
    if let input { try input.write(to: URL(fileURLWithPath: inputPath)) }
    let pid = try start(
      program, arguments, environment: environment,
      inputPath: input == nil ? "/dev/null" : inputPath,
      outputPath: outputPath ?? collectedOutput, errorsPath: errorsPath, directory: directory)
    let read = { (path: String) in (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data() }
    guard let status = wait(for: pid, timeout: timeout) else {
      kill(-pid, SIGKILL)
      _ = wait(for: pid, timeout: .infinity)
      throw TimedOut(
        command: command, seconds: timeout,
        errorsTail: String(
          decoding: read(errorsPath ?? collectedOutput).suffix(2000), as: UTF8.self))
    }
    return Result(
      status: status, output: outputPath == nil ? read(collectedOutput) : Data(),
      errors: errorsPath.map(read) ?? Data())
  }

  /// Starts `program` as the leader of a new process group, stdin read from `inputPath`,
  /// stdout written to `outputPath` (truncated unless it is a device) and stderr to
  /// `errorsPath` (nil: with stdout); returns its process id, for `waitpid`.
  public static func start(
    _ program: String, _ arguments: [String], environment: [String: String]? = nil,
    inputPath: String = "/dev/null", outputPath: String = "/dev/null", errorsPath: String? = nil,
    directory: URL? = nil
  ) throws -> pid_t {
    let command = [program] + arguments
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let device = outputPath.hasPrefix("/dev/")
    let write = O_WRONLY | (device ? 0 : O_CREAT | O_TRUNC)
    posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, write, 0o600)
    if let errorsPath {
      let write = O_WRONLY | (errorsPath.hasPrefix("/dev/") ? 0 : O_CREAT | O_TRUNC)
      posix_spawn_file_actions_addopen(&actions, 2, errorsPath, write, 0o600)
    } else {
      posix_spawn_file_actions_adddup2(&actions, 1, 2)
    }
    _ = addCloseFrom?(&actions, 3)
    if let directory {
      guard let addChangeDirectory else {
        throw CannotStart(command: command, reason: "this C library cannot start in a folder")
      }
      _ = addChangeDirectory(&actions, directory.path)
    }

    let pairs = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    var cArguments = command.map { strdup($0) } + [nil]
    var cEnvironment = pairs.map { strdup($0) } + [nil]
    defer {
      for pointer in cArguments + cEnvironment { free(pointer) }
    }
    var pid = pid_t()
    let spawned = SpawnAttributes.withDefaultSignals(newProcessGroup: true) {
      posix_spawnp(&pid, program, &actions, $0, &cArguments, &cEnvironment)
    }
    guard spawned == 0 else {
      throw CannotStart(command: command, reason: String(cString: strerror(spawned)))
    }
    return pid
  }

  // glibc's (2.34, 2.29) file actions the Glibc module does not declare, found at run time.
  private typealias CloseFrom =
    @convention(c) (
      UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32
    ) -> Int32
  private typealias ChangeDirectory =
    @convention(c) (
      UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
    ) -> Int32
  private static let addCloseFrom = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map {
    unsafeBitCast($0, to: CloseFrom.self)
  }
  private static let addChangeDirectory = dlsym(nil, "posix_spawn_file_actions_addchdir_np").map {
    unsafeBitCast($0, to: ChangeDirectory.self)
  }

  /// The exit status of `pid` (128 + the signal that ended it), or nil when it is still
  /// running after `timeout` seconds. Polls with a growing pause: the state waited for is
  /// the child's end, and a test waits at most a few milliseconds past it.
  public static func wait(for pid: pid_t, timeout: TimeInterval) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    var pause: useconds_t = 1_000
    var status: Int32 = 0
    while true {
      let answer = waitpid(pid, &status, WNOHANG)
      if answer == pid { break }
      if answer == -1 && errno != EINTR { return -1 }
      if Date() > deadline { return nil }
      usleep(pause)
      pause = min(pause * 2, 20_000)
    }
    // WIFEXITED / WEXITSTATUS are macros: decode by hand.
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }
}
