import DogearClients
import DogearCommandLine
import DogearCore
import DogearReadeck
import DogearStore
import DogearSync
import FoundationEssentials

/// `dogear add URL [--label L]...`: queues the address, tries to send it now, and says what
/// happened. Exit 0 when the server has it or it waits to be sent (offline); 1 when the
/// address is bad, no server is configured, the server refused it, or the token may not
/// change bookmarks (it waits, but only a new login sends it).
enum SaveCommand {
  static func run(
    url: String, labels: [String],
    environment: [String: String] = ProcessEnvironment.current
  ) async -> Int32 {
    let address: String
    switch WebAddress.check(url) {
    case .success(let checked): address = checked
    case .failure(let problem): return Commands.fail(problem.description)
    }
    do {
      let library = try LibraryLocation.open(environment: environment)
      guard let engine = try SyncEngine.saved(for: library, environment: environment) else {
        return Commands.fail(noServerMessage)
      }
      let outcome = try await engine.save(SaveRequest(url: address, labels: labels))
      return report(outcome, address: PlainOutput.oneLine(address))
    } catch {
      return Commands.fail(String(describing: error))
    }
  }

  static let noServerMessage = """
    saving a web address needs a Readeck server: connect one with `dogear login <server-url>`. \
    To read a page without a server, save it as an HTML file in your browser and add that \
    with `dogear add page.html`.
    """

  private static func report(_ outcome: SaveOutcome, address: String) -> Int32 {
    switch outcome {
    case .saved(let id, let extracted):
      let note = extracted ? "" : " (Readeck is fetching the page; it downloads at the next sync)"
      PlainOutput.line("Saved \(address) as \(id)\(note)")
      return 0
    case .queued(let reason?) where reason.isReadOnlyToken:
      PlainOutput.line("Queued \(address)")
      return Commands.fail(
        "this token cannot change bookmarks: the address waits here until you log in again with a token that may write"
      )
    case .queued(let reason):
      let why = reason.map { " (\($0))" } ?? ""
      PlainOutput.line("Queued \(address)\(why): it is sent at the next sync")
      return 0
    case .refused(let reason):
      let why = reason.map { ": \($0)" } ?? ""
      return Commands.fail("the server refused \(address)\(why)")
    }
  }
}
