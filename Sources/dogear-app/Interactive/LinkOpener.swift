import Foundation

/// Opens links with `$BROWSER`: the URL is passed as one argument, never through a shell, and
/// the browser's output goes nowhere (curses owns the screen).
enum LinkOpener {
  /// The browser command's words, or nil when `$BROWSER` is unset or blank.
  static func browser(_ environment: [String: String]) -> [String]? {
    guard let value = environment["BROWSER"] else { return nil }
    // BROWSER may list several commands separated by ':'; the first is used.
    let first = value.split(separator: ":").first.map(String.init) ?? ""
    let words = first.split(separator: " ").map(String.init)
    return words.isEmpty ? nil : words
  }

  /// Starts the browser on `url`; returns a message for the status line when that fails.
  static func open(_ url: String, environment: [String: String]) -> String? {
    guard let words = browser(environment), let program = words.first else {
      return url
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: resolve(program, environment))
    process.arguments = Array(words.dropFirst()) + [url]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      return nil
    } catch {
      return "Cannot start \(program): \(url)"
    }
  }

  /// A bare program name looked up in `$PATH`.
  private static func resolve(_ program: String, _ environment: [String: String]) -> String {
    if program.contains("/") { return program }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for folder in folders {
      let candidate = "\(folder)/\(program)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return program
  }
}
