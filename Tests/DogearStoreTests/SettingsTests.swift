import DogearCore
import Foundation
import Testing

@testable import DogearStore

@Suite("Settings and meta values")
struct SettingsTests {
  @Test("settings are the defaults until saved, then read back as saved")
  func roundTrip() throws {
    let library = try StoreTest.memoryLibrary()
    #expect(try library.settings() == Settings())
    let changed = Settings(hideProgressBar: true, hideSummary: true, readingWidth: 64)
    try library.saveSettings(changed)
    #expect(try library.settings() == changed)
    try library.saveSettings(Settings())
    #expect(try library.settings() == Settings())
  }

  @Test("the picture setting is stored as its word; a word this dogear does not know is auto")
  func pictureSetting() throws {
    let library = try StoreTest.memoryLibrary()
    try library.saveSettings(Settings(pictures: .fixed(.sixel)))
    #expect(try library.settings().pictures == .fixed(.sixel))
    let json = try library.connection.query("SELECT json FROM settings") { $0.text(0) }
    #expect(json.first?.contains(#""pictures":"sixel""#) == true)
    try library.connection.run(
      "UPDATE settings SET json = ?", [.text(#"{"version": 1, "pictures": "hologram"}"#)])
    #expect(try library.settings().pictures == .auto)
  }

  @Test("the mouse setting is stored and read back; settings from before it keep the mouse on")
  func mouseSetting() throws {
    let library = try StoreTest.memoryLibrary()
    #expect(try library.settings().mouseReporting)
    try library.saveSettings(Settings(mouseReporting: false))
    #expect(try library.settings().mouseReporting == false)
    let json = try library.connection.query("SELECT json FROM settings") { $0.text(0) }
    #expect(json.first?.contains(#""mouseReporting":false"#) == true)
    try library.connection.run(
      "UPDATE settings SET json = ?", [.text(#"{"version": 1, "hideSummary": true}"#)])
    #expect(try library.settings().mouseReporting)
  }

  @Test("settings from a newer dogear are refused with a message, not replaced")
  func newerSettings() throws {
    let library = try StoreTest.memoryLibrary()
    try library.connection.run(
      "INSERT INTO settings (id, json) VALUES (1, ?)", [.text(#"{"version": 9}"#)])
    #expect {
      try library.settings()
    } throws: { error in
      guard case LibraryError.unreadableSettings(_, let reason) = error else { return false }
      return reason.contains("newer dogear")
    }
  }

  @Test("meta values are set, replaced and removed")
  func meta() throws {
    let library = try StoreTest.memoryLibrary()
    #expect(try library.meta("last_sync") == nil)
    try library.setMeta("last_sync", "2026-11-29T10:00:00Z")
    try library.setMeta("last_sync", "2026-11-29T11:00:00Z")
    #expect(try library.meta("last_sync") == "2026-11-29T11:00:00Z")
    try library.setMeta("last_sync", nil)
    #expect(try library.meta("last_sync") == nil)
  }
}
