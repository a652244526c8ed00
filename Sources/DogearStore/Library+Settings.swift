import DogearCore
import FoundationEssentials

extension Library {
  /// The saved settings, or the defaults when none were saved.
  public func settings() throws(LibraryError) -> Settings {
    let json = try read { () throws(LibraryError) in
      try connection.query("SELECT json FROM settings WHERE id = 1") { row in row.text(0) }.first
    }
    guard let json else { return Settings() }
    do {
      return try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
    } catch let problem as Settings.DecodingProblem {
      throw .unreadableSettings(path: path, reason: problem.description)
    } catch {
      throw .unreadableSettings(path: path, reason: "they are not valid settings JSON")
    }
  }

  public func saveSettings(_ settings: Settings) throws(LibraryError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    guard let data = try? encoder.encode(settings) else {
      throw .unreadableSettings(path: path, reason: "they cannot be written as JSON")
    }
    try transaction { () throws(LibraryError) in
      try connection.run(
        """
        INSERT INTO settings (id, json) VALUES (1, ?)
        ON CONFLICT(id) DO UPDATE SET json = excluded.json
        """, [.text(String(decoding: data, as: UTF8.self))])
    }
  }

  /// A small named value kept with the library (the last sync time, the demo flag).
  public func meta(_ key: String) throws(LibraryError) -> String? {
    try read { () throws(LibraryError) in
      try connection.query("SELECT value FROM meta WHERE key = ?", [.text(key)]) { row in
        row.text(0)
      }.first
    }
  }

  /// Sets a named value; nil removes it. The same value again writes nothing (issue 41: a
  /// sync with nothing to do records the same server and account, and commits nothing).
  public func setMeta(_ key: String, _ value: String?) throws(LibraryError) {
    try transaction { () throws(LibraryError) in
      if let value {
        try connection.run(
          """
          INSERT INTO meta (key, value) VALUES (?, ?)
          ON CONFLICT(key) DO UPDATE SET value = excluded.value
          WHERE value IS NOT excluded.value
          """, [.text(key), .text(value)])
      } else {
        try connection.run("DELETE FROM meta WHERE key = ?", [.text(key)])
      }
    }
  }
}
