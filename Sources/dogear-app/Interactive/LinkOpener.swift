import DogearCore
import Foundation

/// Opens links with `$BROWSER`: only the addresses `LinkTarget` allows, passed as one
/// argument, never through a shell; the browser's output goes nowhere (curses owns the
/// screen).
enum LinkOpener {
  /// The browser command's words, or nil when `$BROWSER` is unset or blank.
  static func browser(_ environment: [String: String]) -> [String]? {
    guard let value = environment["BROWSER"] else { return nil }
    // BROWSER may list several commands separated by ':'; the first is used.
    let first = value.split(separator: ":").first.map(String.init) ?? ""
    let words = first.split(separator: " ").map(String.init)
    return words.isEmpty ? nil : words
  }

  /// Opens the link `href` of the article whose address is `articleAddress`, when
  /// `LinkTarget` lets it go to the browser; returns a message for the status line when it
  /// does not or the browser cannot start.
  static func open(_ href: String, in articleAddress: String?, environment: [String: String])
    -> String?
  {
    switch LinkTarget.of(href: href, articleAddress: articleAddress) {
    case .browser(let url): return start(url, environment: environment)
    case .fragment(let name):
      return "This link points inside the article (#\(name)): it is not followed yet"
    case .refused(let reason): return reason
    }
  }

  /// Starts the browser on `url`, an absolute address, as the one argument after the
  /// browser's own words; returns a message for the status line when that fails.
  private static func start(_ url: String, environment: [String: String]) -> String? {
    guard let words = browser(environment), let program = words.first else {
      return url
    }
    // LinkTarget only hands out addresses that start with their scheme; checked again here
    // because a browser would take anything else starting with "-" as an option.
    guard !url.hasPrefix("-") else { return "This link cannot be opened: \(url)" }
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
