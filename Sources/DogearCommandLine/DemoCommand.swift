import DogearStore
import FoundationEssentials

/// `dogear demo`: brings the demo articles back after dogear put them away.
enum DemoCommand {
  static func run(environment: [String: String]) -> Int32 {
    do {
      let library = try Library.open(at: Library.defaultLocation(environment: environment))
      let fixtures = DemoLibrary.fixturesFolder(environment: environment)
      guard try DemoLibrary.bringBack(library, fixtures: fixtures, now: Date()) else {
        return Commands.fail("no demo library is installed")
      }
      PlainOutput.line("the demo articles are back; `dogear` lists them")
      return 0
    } catch {
      return Commands.fail(String(describing: error))
    }
  }
}
