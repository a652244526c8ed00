#if canImport(Glibc)
  import Glibc
#endif

/// What `posix_spawn` starts a child with: every signal unblocked and at its default. The
/// starting thread may block or catch signals the child must get (curses' handlers here; the
/// test runner blocks SIGTERM and SIGHUP, and a pane or an Xvfb that inherited that never
/// ended). Used by the browser run in the foreground and by the programs the tests run.
public enum SpawnAttributes {
  /// Calls `body` with the attributes; `newProcessGroup` makes the child lead a group of its
  /// own (so that one `kill` of the group reaches its children too).
  public static func withDefaultSignals<Result>(
    newProcessGroup: Bool = false,
    _ body: (UnsafePointer<posix_spawnattr_t>) throws -> Result
  ) rethrows -> Result {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var emptyMask = sigset_t()
    sigemptyset(&emptyMask)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &emptyMask)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    if newProcessGroup {
      posix_spawnattr_setpgroup(&attributes, 0)
      flags |= POSIX_SPAWN_SETPGROUP
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))
    return try withUnsafePointer(to: &attributes) { try body($0) }
  }
}
