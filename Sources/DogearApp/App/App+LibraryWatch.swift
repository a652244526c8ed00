import DogearList
import FoundationEssentials

/// How often the open program looks whether another process changed the library: an article
/// added with `dogear add`, a sync, another window's reading show in the list within a second
/// or two, without a key.
public enum LibraryWatch {
  public static let interval = 1.0
}

/// The library changed elsewhere (docs/DESIGN.md "Sync"): the list is asked each
/// `LibraryWatch.interval` for SQLite's `data_version` (one counter, no table read), and
/// reloads its page when it moved. A login or logout in another shell is picked up by the
/// next `S`, which reads the credentials again before it syncs.
extension AppState {
  /// The watch's timer: one look, and the next one scheduled.
  mutating func watchLibrary() -> [AppEffect] {
    guard isRunning, !openedDirectly else { return [] }
    return [.checkLibrary, .schedule(.libraryWatch, after: LibraryWatch.interval)]
  }

  mutating func libraryVersion(_ version: Int?) -> [AppEffect] {
    guard let version else { return [] }
    let before = libraryVersion
    libraryVersion = version
    guard let before, before != version else { return [] }
    return listUpdate(.libraryChanged)
  }

  /// `S`: the credentials as they are now, then the sync, or why there is none.
  mutating func reconnected(isConnected: Bool) -> [AppEffect] {
    let changed = environment.isConnected != isConnected
    environment.isConnected = isConnected
    var effects = changed ? listUpdate(.connectionChanged(isConnected)) : []
    guard isConnected else {
      return effects
        + listUpdate(
          .message("Not connected: run dogear login <server-url> to sync with Readeck"))
    }
    effects += startSync()
    return effects
  }
}
