import DogearCore
import DogearStore
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A hidden helper for the durability test: with `DOGEAR_TEST_SAVE_PROGRESS="<id> <percent>"`,
/// `dogear list` saves that progress, prints "saved", and then waits to be killed. The test
/// sends SIGKILL the moment it reads "saved" and checks the progress is still there.
struct ProgressProbe {
  static let variable = "DOGEAR_TEST_SAVE_PROGRESS"

  var environment: [String: String]
  var id: String
  var percent: Int

  init?(environment: [String: String]) {
    let parts = environment[Self.variable]?.split(separator: " ") ?? []
    guard parts.count == 2, let percent = Int(parts[1]) else { return nil }
    self.environment = environment
    self.id = String(parts[0])
    self.percent = percent
  }

  func run() -> Int32 {
    do {
      let library = try Library.open(at: Library.defaultLocation(environment: environment))
      let progress = ReadingProgress(
        percent: percent, anchorPath: "p:nth-child(\(percent))", anchorOffset: percent,
        updatedAt: Date())
      try library.saveProgress(id: id, progress)
      PlainOutput.line("saved")
      while true { pause() }
    } catch {
      return Commands.fail(error.description)
    }
  }
}
