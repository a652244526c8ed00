import DogearCore
import DogearList
import FoundationEssentials

/// The commands that need neither curses nor the network: `--help`, `--version`, `add`,
/// `list`, `dump`, `search`, `highlights` and `demo`. They start in a few milliseconds because
/// no networking or picture library is loaded until a picture is drawn or a request sent
/// (see Sources/DogearCommandLine/NOTES.md, "One executable"); the rest run in `AppCommands`.
public enum Commands {
  /// Runs `invocation` when it is one of these commands and returns its exit status (0 ok,
  /// 1 failure); nil for the others.
  public static func runLocal(_ invocation: Invocation) -> Int32? {
    let environment = ProcessEnvironment.current
    switch invocation {
    case .help:
      PlainOutput.line(Invocation.helpText)
      return 0
    case .version:
      PlainOutput.line("dogear \(Invocation.versionNumber)")
      return 0
    case .manual:
      PlainOutput.write(ManualPage.text)
      return 0
    case .add(let file):
      return AddCommand.run(file: file, environment: environment)
    case .printList(let json, let label):
      return ListCommand.run(json: json, label: label, environment: environment)
    case .dump(let target, let width, let hyphenate, let justify):
      return DumpCommand.run(
        target: target, width: width,
        settings: Settings(hyphenate: hyphenate, justify: justify), environment: environment)
    case .search(let query, let json):
      return SearchCommand.run(query: query, json: json, environment: environment)
    case .demo:
      return DemoCommand.run(environment: environment)
    case .highlights(let id, let format):
      return HighlightsCommand.run(id: id, format: format, environment: environment)
    case .stats(let format, let clear):
      return StatsCommand.run(format: format, clear: clear, environment: environment)
    case .list, .open, .login, .logout, .sync, .save, .listen:
      return nil
    }
  }

  /// Prints a one-line message to stderr and returns the failure status.
  public static func fail(_ message: String) -> Int32 {
    PlainOutput.error(message)
    return 1
  }

  /// Parses the process's arguments: the invocation, or the exit status of a usage error
  /// (printed with the usage).
  public static func parseArguments() -> Result<Invocation, Invocation.UsageError> {
    do {
      return .success(try Invocation.parse(Array(CommandLine.arguments.dropFirst())))
    } catch {
      PlainOutput.line(error.description, to: .standardError)
      return .failure(error)
    }
  }
}
