import DogearCore
import DogearStore
import FoundationEssentials

/// `dogear stats [--json|--csv] | --clear`: the record of reading kept in the library
/// (`RecordExport` decides the text), or forgetting it.
enum StatsCommand {
  static func run(format: RecordExport.Format, clear: Bool, environment: [String: String])
    -> Int32
  {
    do {
      let library = try LibraryLocation.open(environment: environment)
      if clear {
        let count = try library.clearSessions()
        PlainOutput.line(
          count == 1 ? "Forgot 1 reading session." : "Forgot \(count) reading sessions.")
        return 0
      }
      let sessions = try library.sessions()
      let record = ReadingRecord(
        sessions: sessions, speed: try library.readingSpeed(),
        queueWords: try library.queueWords(), now: ShellClock.make(environment: environment)(),
        calendar: .current)
      PlainOutput.write(
        RecordExport.text(record, sessions: sessions, as: format, calendar: .current))
      return 0
    } catch {
      return Commands.fail(error.description)
    }
  }
}
