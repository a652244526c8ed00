#if canImport(Glibc)
  import Glibc
#endif

/// The speakers, through a player program that reads raw samples on its standard input
/// (aplay, else pacat): the sound libraries are loaded by that child, never by dogear, its
/// output goes to /dev/null and its errors to a pipe only dogear reads (so nothing ever writes
/// to the terminal the reader draws on), and killing it silences the speakers at once.
///
/// A player that cannot play (no sound device, a server that refuses) exits: the next write
/// fails, and `failure` says why in the player's own words.
public final class SoundPlayer: @unchecked Sendable {
  private let process: pid_t
  private var input: Int32
  private let errors: Int32
  /// The program's name, as the message says it ("aplay").
  public let program: String
  private var exited = false
  private let lock = PlainMutex()

  /// The programs tried, in order, with their arguments for mono 16-bit samples at `rate`.
  static func commands(rate: Int) -> [[String]] {
    [
      ["aplay", "-q", "-t", "raw", "-f", "S16_LE", "-c", "1", "-r", String(rate), "-"],
      ["pacat", "--playback", "--raw", "--format=s16le", "--channels=1", "--rate=\(rate)"],
    ]
  }

  /// Starts the first player found on `PATH` (`environment` is what it runs with).
  public init(rate: Int, environment: [String: String]) throws(SpeechProblem) {
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    for command in Self.commands(rate: rate) {
      guard let program = Self.find(command[0], in: path),
        let started = Self.spawn(program, command, environment: environment)
      else { continue }
      process = started.process
      input = started.input
      errors = started.errors
      self.program = command[0]
      return
    }
    throw .noPlayer
  }

  deinit {
    stop()
    close(errors)
  }

  /// Hands samples to the player, waiting while its buffer is full; false once it is gone.
  public func write(_ audio: UnsafeBufferPointer<Int16>) -> Bool {
    guard var base = audio.baseAddress.map(UnsafeRawPointer.init) else { return true }
    var left = audio.count * 2
    while left > 0 {
      let fd = lock.locked { input }
      guard fd >= 0 else { return false }
      let written = Glibc.write(fd, base, left)
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      left -= written
      base += written
    }
    return true
  }

  /// Closes its input and waits for it to play what it holds.
  public func finish() {
    let fd = lock.locked { () -> Int32 in
      let fd = input
      input = -1
      return fd
    }
    guard fd >= 0 else { return }
    close(fd)
    reap()
  }

  /// Silences it at once.
  public func stop() {
    let fd = lock.locked { () -> Int32 in
      let fd = input
      input = -1
      return fd
    }
    guard fd >= 0 else { return }
    kill(process, SIGKILL)
    close(fd)
    reap()
  }

  /// Why the player stopped taking audio, once a write failed: the last line it wrote to its
  /// errors ("aplay: main:850: audio open error: No such file or directory"), else its name.
  public func failure() -> String {
    stop()
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < 16_384 {
      let count = read(errors, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
    let last = lines.last { !$0.allSatisfy(\.isWhitespace) }
    guard let last else { return "\(program) stopped" }
    let said = String(last.drop { $0.isWhitespace })
    return said.hasPrefix(program) ? said : "\(program): \(said)"
  }

  /// Waits for the child once (it was told to end, or ended by itself).
  private func reap() {
    let already = lock.locked { () -> Bool in
      defer { exited = true }
      return exited
    }
    guard !already else { return }
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0, errno == EINTR {}
  }

  static func find(_ name: String, in path: String) -> String? {
    for folder in path.split(separator: ":") {
      let candidate = String(folder) + "/" + name
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// Runs `program` with a pipe for its standard input, /dev/null for its output and a pipe
  /// for its errors, in a process group of its own (a key the terminal turns into a signal
  /// reaches dogear only).
  static func spawn(_ program: String, _ arguments: [String], environment: [String: String])
    -> (process: pid_t, input: Int32, errors: Int32)?
  {
    var fds: [Int32] = [0, 0]
    var errorFds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    guard pipe(&errorFds) == 0 else {
      close(fds[0])
      close(fds[1])
      return nil
    }
    // No end goes to another child; dogear keeps the write end of the input and the read end
    // of the errors, the others are dup2'd. Errors are read only once the player is gone, so
    // a talkative player loses what overflows the pipe rather than waiting on it.
    for fd in fds + errorFds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(errorFds[1], F_SETFL, fcntl(errorFds[1], F_GETFL) | O_NONBLOCK)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, errorFds[1], 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var process: pid_t = 0
    let result = posix_spawn(&process, program, &actions, &attributes, argv, envp)
    close(fds[0])
    close(errorFds[1])
    guard result == 0 else {
      close(fds[1])
      close(errorFds[0])
      return nil
    }
    return (process, fds[1], errorFds[0])
  }
}
