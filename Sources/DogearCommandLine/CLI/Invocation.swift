import DogearCore

/// What the user asked for on the command line (DESIGN.md "Command line").
public enum Invocation: Equatable, Sendable {
  case list
  case open(target: String)
  /// `dogear list [--json] [--label L]`: `label` keeps the bookmarks that have it, exactly.
  case printList(json: Bool, label: String? = nil)
  /// `hyphenate` and `justify` follow the settings' defaults unless a flag says otherwise.
  case dump(target: String, width: Int?, hyphenate: Bool = true, justify: Bool = false)
  /// `dogear listen ID [--from N%] [--wav FILE] [--seconds S]` (issue 42).
  case listen(ListenRequest)
  case add(file: String)
  /// `dogear add URL [--label L]...`: save a web address to Readeck.
  case save(url: String, labels: [String])
  /// `dogear search WORDS [--json]`: the words joined by spaces, as typed into the list's `s`.
  case search(query: String, json: Bool)
  /// `dogear highlights [ID] [--json|--markdown]`: one article's highlights, or all of them.
  case highlights(id: String?, format: HighlightExport.Format)
  /// `dogear stats [--json|--csv] | --clear`: the record of reading, or forget it.
  case stats(format: RecordExport.Format, clear: Bool)
  case login(server: String, tokenFromStdin: Bool, allowHTTP: Bool)
  case logout
  case sync
  /// `dogear demo`: bring the demo articles back.
  case demo
  case help
  case version
  /// Hidden (`--manual`): the manual page `dogear(1)` in roff, for `make release`.
  case manual

  public static let versionNumber = "0.1.0"

  public static let usage = usageLines.joined(separator: "\n")

  public static let helpText = """
    dogear \(versionNumber): a terminal reader for bookmarked articles that always
    knows where you stopped.

    \(usage)

    environment:
    \(environmentLines.joined(separator: "\n"))

    In the list: j/k move, Enter reads, a archive, f favourite, r read/unread,
    / filter, s search every article's text, + save a web page, D delete
    (u undoes), S sync, ? help, q quit. In the reader: Space/b page, g/G top and
    bottom, J jump back to where you stopped, p w i s hide the bar, word count,
    hero image, summary, `,` settings, ? help. Every key, file and variable:
    man dogear.
    """

  public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { "dogear: \(message)\n\(Invocation.usage)" }
  }

  /// Parses the arguments after the program name.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    guard let command = arguments.first else { return .list }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h", "help": return try noMore(rest, .help)
    case "--version", "-V": return try noMore(rest, .version)
    case "--manual": return try noMore(rest, .manual)
    case "open": return .open(target: try single(rest, what: "an id or a file"))
    case "list": return try parseList(rest)
    case "dump": return try parseDump(rest)
    case "listen": return try parseListen(rest)
    case "add": return try parseAdd(rest)
    case "search": return try parseSearch(rest)
    case "highlights": return try parseHighlights(rest)
    case "stats": return try parseStats(rest)
    case "login": return try parseLogin(rest)
    case "logout": return try noMore(rest, .logout)
    case "sync": return try noMore(rest, .sync)
    case "demo": return try noMore(rest, .demo)
    default: throw UsageError(message: "unknown command '\(command)'")
    }
  }

  private static func noMore(_ rest: [String], _ result: Invocation) throws(UsageError)
    -> Invocation
  {
    guard rest.isEmpty else { throw UsageError(message: "unexpected argument '\(rest[0])'") }
    return result
  }

  private static func single(_ rest: [String], what: String) throws(UsageError) -> String {
    guard rest.count == 1, !rest[0].hasPrefix("-") || rest[0] == "-" else {
      throw UsageError(message: rest.isEmpty ? "missing \(what)" : "expected \(what)")
    }
    return rest[0]
  }

  private static func parseDump(_ rest: [String]) throws(UsageError) -> Invocation {
    var target: String?
    var width: Int?
    // Without a flag, as a reader with the settings' defaults sets its paragraphs.
    var hyphenate = Settings().hyphenate
    var justify = Settings().justify
    var index = 0
    while index < rest.count {
      let argument = rest[index]
      if argument == "--hyphenate" || argument == "--no-hyphenate" {
        hyphenate = argument == "--hyphenate"
      } else if argument == "--justify" {
        justify = true
      } else if let value = try optionValue("--width", needs: "a number", in: rest, at: &index) {
        guard let number = Int(value), number >= 1, number <= 10_000 else {
          throw UsageError(message: "--width takes a number from 1 to 10000")
        }
        width = number
      } else if argument.hasPrefix("-") {
        throw UsageError(message: "unknown option '\(argument)' for dump")
      } else if target == nil {
        target = argument
      } else {
        throw UsageError(message: "unexpected argument '\(argument)'")
      }
      index += 1
    }
    guard let target else { throw UsageError(message: "missing an id or a file") }
    return .dump(target: target, width: width, hyphenate: hyphenate, justify: justify)
  }

  /// `--json` and `--label L` (or `--label=L`), in any order; a label is never empty.
  private static func parseList(_ rest: [String]) throws(UsageError) -> Invocation {
    var json = false
    var label: String?
    var index = 0
    while index < rest.count {
      let argument = rest[index]
      if argument == "--json" {
        json = true
      } else if let value = try optionValue("--label", needs: "a label", in: rest, at: &index) {
        label = try labelValue(value)
      } else {
        throw UsageError(message: "unexpected argument '\(argument)' for list")
      }
      index += 1
    }
    return .printList(json: json, label: label)
  }

  /// One of `--json`, `--csv`, `--clear`, or nothing.
  private static func parseStats(_ rest: [String]) throws(UsageError) -> Invocation {
    switch rest {
    case []: return .stats(format: .text, clear: false)
    case ["--json"]: return .stats(format: .json, clear: false)
    case ["--csv"]: return .stats(format: .csv, clear: false)
    case ["--clear"]: return .stats(format: .text, clear: true)
    default:
      let wrong = rest.first { !["--json", "--csv", "--clear"].contains($0) }
      throw UsageError(
        message: wrong.map { "unknown argument '\($0)' for stats" }
          ?? "one of --json, --csv or --clear")
    }
  }

  /// An optional id and one of `--json`, `--markdown`.
  private static func parseHighlights(_ rest: [String]) throws(UsageError) -> Invocation {
    var id: String?
    var format = HighlightExport.Format.plain
    for argument in rest {
      switch argument {
      case "--json", "--markdown":
        guard format == .plain else { throw UsageError(message: "--json or --markdown, not both") }
        format = argument == "--json" ? .json : .markdown
      case _ where argument.hasPrefix("-"):
        throw UsageError(message: "unknown option '\(argument)' for highlights")
      default:
        guard id == nil else { throw UsageError(message: "unexpected argument '\(argument)'") }
        id = argument
      }
    }
    return .highlights(id: id, format: format)
  }

  /// Words and `--json`; after `--` every argument is a word (`-paywall` too).
  private static func parseSearch(_ rest: [String]) throws(UsageError) -> Invocation {
    var words: [String] = []
    var json = false
    var optionsEnded = false
    for argument in rest {
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        words.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument == "--json" {
        json = true
      } else {
        throw UsageError(
          message: "unknown option '\(argument)' for search (words that start with - go after --)")
      }
    }
    let query = words.joined(separator: " ")
    guard !query.allSatisfy(\.isWhitespace) else {
      throw UsageError(message: "missing the words to search for")
    }
    return .search(query: query, json: json)
  }

  private static func parseLogin(_ rest: [String]) throws(UsageError) -> Invocation {
    var server: String?
    var tokenFromStdin = false
    var allowHTTP = false
    for argument in rest {
      switch argument {
      case "--token-stdin": tokenFromStdin = true
      case "--allow-http": allowHTTP = true
      default:
        if argument.hasPrefix("-") { throw UsageError(message: "unknown option '\(argument)'") }
        guard server == nil else { throw UsageError(message: "unexpected argument '\(argument)'") }
        server = argument
      }
    }
    guard let server else { throw UsageError(message: "missing the server's address") }
    return .login(server: server, tokenFromStdin: tokenFromStdin, allowHTTP: allowHTTP)
  }
}
