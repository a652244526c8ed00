import FoundationEssentials

/// One browser of `$BROWSER`, as its convention defines the variable: a colon-separated
/// list of commands, tried in order; in each, `%s` stands for the address (`%%` for a
/// percent sign), and a command without `%s` gets the address as its last argument. The
/// words are split at spaces and never given to a shell, so an address stays one argument.
///
/// Whether a browser needs the terminal is decided here. A terminal browser (w3m, lynx...)
/// must have the screen: dogear gives the terminal up while it runs and takes it back after.
/// A graphical one must not block the reader. The decision: a program known to be a
/// terminal browser, or any browser when there is no display (neither `DISPLAY` nor
/// `WAYLAND_DISPLAY`): without a display only a text browser can show anything, and a
/// wrapper such as `xdg-open` or `sensible-browser` then starts one.
public struct BrowserCommand: Equatable, Sendable {
  /// The command's words as written, `%s` not yet replaced.
  public let words: [String]
  /// True when it runs in dogear's terminal, in the foreground.
  public let inTerminal: Bool

  /// Programs that draw in the terminal they are started from.
  static let terminalBrowsers: Set<String> = [
    "w3m", "lynx", "links", "links2", "elinks", "browsh", "carbonyl", "cha", "chawan",
    "www-browser", "edbrowse", "amfora", "bombadillo",
  ]

  /// The program: the first word.
  public var program: String { words.first ?? "" }

  /// The program's name without its folder, for the status line.
  public var name: String {
    program.split(separator: "/").last.map(String.init) ?? program
  }

  /// The browsers `$BROWSER` lists, in order; empty when it is unset or blank.
  public static func list(_ environment: [String: String]) -> [BrowserCommand] {
    let value = environment["BROWSER"] ?? ""
    let hasDisplay = ["DISPLAY", "WAYLAND_DISPLAY"].contains {
      !(environment[$0] ?? "").isEmpty
    }
    return value.split(separator: ":").compactMap { entry in
      let words = entry.split(separator: " ").map(String.init)
      guard let first = words.first else { return nil }
      let name = first.split(separator: "/").last.map(String.init) ?? first
      return BrowserCommand(
        words: words, inTerminal: !hasDisplay || terminalBrowsers.contains(name))
    }
  }

  /// The arguments after the program for `address`: every `%s` replaced, else the address
  /// appended as the last argument. The address's shell metacharacters are percent-encoded
  /// first (`shellSafe`): a `$BROWSER` of `sh -c %s` must not run a link's `;` or `$(...)`.
  public func arguments(for address: String) -> [String] {
    let address = Self.shellSafe(address)
    let rest = words.dropFirst()
    guard rest.contains(where: { $0.contains("%s") }) else {
      return rest.map(Self.unescapingPercent) + [address]
    }
    return rest.map { Self.substitute(address, in: $0) }
  }

  /// What the status line says once the browser ran (a terminal one has returned by then).
  public func report(for address: String) -> String {
    inTerminal ? "Back from \(name): \(address)" : "Opened in \(name): \(address)"
  }

  /// `address` with what a POSIX shell reads as syntax percent-encoded (issue 37): `;`, `$`,
  /// parentheses, backquotes, `|`, angle brackets, quotes, backslashes, braces, spaces and
  /// controls, all of which a browser reads the same encoded. `&`, `?`, `#`, `*`, `!`, `[`,
  /// `]` and `~` stay: they are an address's own syntax (a query's `&` encoded would join two
  /// parameters into one), so a shell as `$BROWSER` can still split an address at `&`.
  public static func shellSafe(_ address: String) -> String {
    var result = ""
    for scalar in address.unicodeScalars {
      if scalar.value < 0x21 || scalar.value == 0x7F || shellSyntax.contains(scalar) {
        for byte in String(scalar).utf8 { result += "%" + hex(byte) }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static let shellSyntax: Set<Unicode.Scalar> = [
    ";", "$", "(", ")", "`", "|", "<", ">", "'", "\"", "\\", "{", "}",
  ]

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }

  private static func substitute(_ address: String, in word: String) -> String {
    var result = ""
    var characters = word.makeIterator()
    while let character = characters.next() {
      guard character == "%" else {
        result.append(character)
        continue
      }
      switch characters.next() {
      case "s": result += address
      case "%": result.append("%")
      case let other?: result += "%" + String(other)
      case nil: result.append("%")
      }
    }
    return result
  }

  private static func unescapingPercent(_ word: String) -> String {
    word.replacing("%%", with: "%")
  }
}
