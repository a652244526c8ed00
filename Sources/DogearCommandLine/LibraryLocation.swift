import DogearStore
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Where this process's library is, and opening it the way every command should: in the
/// folder `Library.defaultLocation` names, with the demo library seeded on first start.
public enum LibraryLocation {
  /// Opens the library, seeding the demo articles into a new, empty one and putting them away
  /// once the library has bookmarks of its own. A demo library that
  /// cannot be loaded is reported on stderr and skipped: the library itself still works.
  ///
  /// For the interactive program's first frame (issue 41): `syncingNewLater` leaves a library
  /// created now unsynced until `Library.syncCreation`, and `seedingDemo` false (an article
  /// of the command's own is opened) seeds no demo, which that article would put away at the
  /// next start anyway; a later start seeds it into a library still empty.
  public static func open(
    environment: [String: String], syncingNewLater: Bool = false, seedingDemo: Bool = true
  ) throws(LibraryError) -> Library {
    // With a file-size limit (`ulimit -f`) the kernel would kill us with SIGXFSZ mid-write;
    // ignored, the write fails with EFBIG and SQLite reports a full disk we can explain.
    signal(SIGXFSZ, SIG_IGN)
    let library = try Library.open(
      at: Library.defaultLocation(environment: environment), syncingNewLater: syncingNewLater)
    do {
      let fixtures = seedingDemo ? DemoLibrary.fixturesFolder(environment: environment) : nil
      if try !(seedingDemo && DemoLibrary.seedIfNew(library, fixtures: fixtures, now: Date())) {
        try DemoLibrary.putAwayIfOutgrown(library, now: Date())
      }
    } catch let error as LibraryError {
      throw error
    } catch {
      PlainOutput.error("demo library skipped: \(error)")
    }
    return library
  }

  /// Puts the demo away after a sync brought the server's bookmarks; a failure only means it
  /// goes at the next start.
  public static func settleDemo(_ library: Library) {
    _ = try? DemoLibrary.putAwayIfOutgrown(library, now: Date())
  }
}
