import FoundationEssentials

/// Everything that can go wrong in the library, each with a message a person can act on.
///
/// The executable prints `description` as its one-line error; the list and reader show it in
/// the status line. No case ever means data was thrown away: a damaged or newer file is left
/// exactly as it was.
public enum LibraryError: Error, Equatable, CustomStringConvertible {
  /// The file exists but is not an SQLite database, or SQLite found it damaged.
  case corrupt(path: String)
  /// A valid SQLite database of another program (not marked with dogear's application id,
  /// and without dogear's tables).
  case foreignDatabase(path: String)
  /// Written by a newer dogear (its schema version is higher than this one knows).
  case newerVersion(path: String, found: Int, known: Int)
  /// The folder or the file cannot be created, opened or written (permissions, not a folder).
  case cannotOpen(path: String, reason: String)
  /// The disk (or the file-size limit) is full; the change was not saved.
  case diskFull(path: String)
  /// Writing failed below SQLite (an I/O error): most often a disk or file-size limit that
  /// was reached exactly at a write's start, sometimes a failing disk. Nothing was saved.
  case writeFailed(path: String)
  /// Another process held the library locked for longer than the busy timeout.
  case busy(path: String)
  /// The library was opened for reading only (a read-only mount, no write permission):
  /// reading works, nothing can be saved there.
  case readOnly(path: String)
  /// No bookmark has this id (progress and articles belong to a bookmark).
  case unknownBookmark(id: String)
  /// The stored settings could not be read (for example written by a newer dogear).
  case unreadableSettings(path: String, reason: String)
  /// A value in the database does not have the shape this dogear expects.
  case invalidRow(table: String, reason: String)
  /// Any other SQLite failure, with SQLite's own words.
  case sqlite(path: String, code: Int32, message: String)

  public var description: String {
    switch self {
    case .corrupt(let path):
      return "the library \(path) is damaged or is not a dogear library; "
        + "move it aside (mv '\(path)' '\(path).broken') and start dogear again for a new one"
    case .foreignDatabase(let path):
      return "\(path) is another program's database, not a dogear library; it was left "
        + "untouched: move it, or set DOGEAR_HOME to another folder"
    case .newerVersion(let path, let found, let known):
      return "the library \(path) was written by a newer dogear (schema \(found), this dogear "
        + "knows \(known)); upgrade dogear, the file was left untouched"
    case .cannotOpen(let path, let reason):
      return "cannot open the library at \(path): \(reason)"
    case .diskFull(let path):
      return "the disk is full: could not save to \(path); free some space and try again"
    case .writeFailed(let path):
      return "could not write to \(path): the disk may be full (or failing); "
        + "free some space and try again"
    case .busy(let path):
      return "another dogear is busy with \(path); try again in a moment"
    case .readOnly(let path):
      return "the library \(path) is read-only: it can be read, but nothing can be saved there"
    case .unknownBookmark(let id):
      return "no bookmark with the id '\(id)' in the library"
    case .unreadableSettings(let path, let reason):
      return "cannot read the settings in \(path): \(reason)"
    case .invalidRow(let table, let reason):
      return "unexpected data in the library's \(table) table: \(reason)"
    case .sqlite(let path, let code, let message):
      return "library error in \(path) (SQLite \(code)): \(message)"
    }
  }
}
