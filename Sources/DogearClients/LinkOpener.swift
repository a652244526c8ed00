import Dispatch
import DogearApp
import DogearCore
import DogearTerminal
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Opens links with `$BROWSER` (`BrowserCommand`: the list, `%s`, terminal or not): only the
/// addresses `LinkTarget` allowed (the core decided), passed as one argument, never through a
/// shell; what happened goes back as a `LinkLaunch` (the core says it). A terminal
/// browser gets the terminal until it exits; a graphical one starts in the background, its
/// output going nowhere (curses owns the screen).
public enum LinkOpener {
  /// True when `$BROWSER` names at least one browser.
  public static func hasBrowser(_ environment: [String: String]) -> Bool {
    !BrowserCommand.list(environment).isEmpty
  }

  /// Starts the first browser of the list that is installed on `url`, an absolute address
  /// `LinkTarget` let through.
  /// `runInForeground` runs a terminal browser on the terminal until it exits (curses
  /// suspended); false when it could not start.
  public static func open(
    _ url: String, environment: [String: String],
    runInForeground: (_ path: String, _ arguments: [String]) -> Bool
  ) -> LinkLaunch {
    // LinkTarget only hands out addresses that start with their scheme; checked again here
    // because a browser would take anything else starting with "-" as an option.
    guard !url.hasPrefix("-") else { return .refused }
    let browsers = BrowserCommand.list(environment)
    guard !browsers.isEmpty else { return .noBrowser }
    for browser in browsers {
      guard let path = resolve(browser.program, environment) else { continue }
      let arguments = browser.arguments(for: url)
      if browser.inTerminal {
        guard runInForeground(path, arguments) else { continue }
        return .started(browser)
      }
      if startInBackground(path, arguments: arguments) { return .started(browser) }
    }
    return .cannotStart(browsers)
  }

  private static func startInBackground(_ path: String, arguments: [String]) -> Bool {
    // Standard input, output and error on /dev/null, as `Process` with `nullDevice` had them.
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(
        &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    var cArguments = ([path] + arguments).map { strdup($0) } + [nil]
    defer {
      for pointer in cArguments { free(pointer) }
    }
    var pid = pid_t()
    let spawned = ChildEnvironment.withChildEnvironment {
      posix_spawn(&pid, path, &actions, nil, &cArguments, $0)
    }
    guard spawned == 0 else { return false }
    // Reaped when it exits, on a Dispatch thread (not one of Swift's cooperative threads).
    let child = pid
    DispatchQueue.global().async { _ = waitpid(child, nil, 0) }
    return true
  }

  /// The program's executable: a path as given, a bare name looked up in `$PATH`.
  private static func resolve(_ program: String, _ environment: [String: String]) -> String? {
    if program.contains("/") {
      return FileManager.default.isExecutableFile(atPath: program) ? program : nil
    }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for folder in folders {
      let candidate = "\(folder)/\(program)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
