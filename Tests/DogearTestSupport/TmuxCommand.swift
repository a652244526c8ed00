import Foundation

/// Runs the tmux client once and returns what it printed.
///
/// Through posix_spawn, not Foundation's Process: the tmux server that `new-session` forks
/// inherits the descriptors Process watches for the child's exit, so `waitUntilExit` would
/// wait for the server to die. posix_spawn also resets the signal mask and dispositions,
/// which the test runner's threads have changed (a blocked SIGTERM would reach the panes).
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
    let outputPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-tmux-output-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    let status = try spawnAndWait(
      [executable] + arguments, environment: environment.map { "\($0.key)=\($0.value)" },
      outputPath: outputPath)
    let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    guard status == 0 else {
      throw TmuxError.failed(command: arguments, status: status, output: text)
    }
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  /// Starts `argv` with stdin from /dev/null and stdout+stderr into `outputPath`; returns
  /// its exit status.
  private static func spawnAndWait(
    _ argv: [String], environment: [String], outputPath: String
  ) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var emptyMask = sigset_t()
    sigemptyset(&emptyMask)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &emptyMask)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var cArguments = argv.map { strdup($0) } + [nil]
    var cEnvironment = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in cArguments + cEnvironment { free(pointer) }
    }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, argv[0], &actions, &attributes, &cArguments, &cEnvironment)
    guard spawned == 0 else {
      throw TmuxError.failed(command: argv, status: -1, output: String(cString: strerror(spawned)))
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS are macros: decode by hand.
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }
}
