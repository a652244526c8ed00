import DogearCore
import FoundationEssentials

extension Library {
  /// The id of the bookmark saved from `url`, if any (the newest when there are several).
  public func bookmarkID(url: String) throws(LibraryError) -> String? {
    try read { () throws(LibraryError) in
      try connection.query(
        "SELECT id FROM bookmarks WHERE url = ? ORDER BY created DESC LIMIT 1", [.text(url)]
      ) { row in row.text(0) }.first
    }
  }

  /// Every bookmark added from this address, newest first.
  public func bookmarkIDs(url: String) throws(LibraryError) -> [String] {
    try read { () throws(LibraryError) in
      try connection.query(
        "SELECT id FROM bookmarks WHERE url = ? ORDER BY created DESC, rowid DESC",
        [.text(url)]
      ) { row in row.text(0) }
    }
  }
}
