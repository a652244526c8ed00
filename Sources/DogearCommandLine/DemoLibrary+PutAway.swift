import DogearStore
import FoundationEssentials

/// The demo is for the first run: once the library has a bookmark of its own (a local file
/// added, a server's bookmarks synced), the demo bookmarks are removed, and `dogear demo`
/// brings them back, to stay until the user deletes them.
extension DemoLibrary {
  static let putAwayState = "put away"
  static let broughtBackState = "brought back"

  /// Removes the demo bookmarks when others sit beside them; returns whether it did. Costs
  /// one read of the library's meta table when the demo is gone or was brought back.
  @discardableResult
  static func putAwayIfOutgrown(_ library: Library, now: Date) throws(LibraryError) -> Bool {
    guard let state = try library.meta(seededKey), isSeededDate(state) else { return false }
    // A library seeded before the ids were kept: its demo stays, as it did then.
    guard let joined = try library.meta(idsKey) else { return false }
    let ids = joined.split(separator: ",").map(String.init)
    var present: [String] = []
    for id in ids where try library.bookmark(id: id) != nil { present.append(id) }
    guard try library.count(filter: .all, search: "") > present.count else { return false }
    try library.transaction { () throws(LibraryError) in
      try library.deleteBookmarks(ids: present)
      try library.setMeta(seededKey, "\(putAwayState) \(now.formatted(.iso8601))")
    }
    return true
  }

  /// `dogear demo`: the demo articles back in the library, fresh (their sample positions
  /// too), kept from then on. Fails when no demo is installed.
  static func bringBack(_ library: Library, fixtures: URL?, now: Date) throws -> Bool {
    guard let demo = try read(fixtures) else { return false }
    try library.transaction { () throws(LibraryError) in
      try library.deleteBookmarks(ids: demo.entries.map(\.id))
      let state = "\(broughtBackState) \(now.formatted(.iso8601))"
      try insert(demo, into: library, state: state)
    }
    return true
  }

  /// Whether the state is the date of a seeding nothing has changed since.
  private static func isSeededDate(_ state: String) -> Bool {
    state.first?.isNumber == true
  }
}
