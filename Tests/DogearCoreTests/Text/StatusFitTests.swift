import DogearCore
import DogearReader
import DogearScreen
import DogearTestSupport
import Testing

/// A status line that does not fit keeps its end, which says how things stand (issue 38:
/// "…is the server running?): t…" and "1 change wait…" were cut where the news was).
@Suite("Status messages keep their end")
struct StatusFitTests {
  static var fit: TextFit { TextFit(cellWidth: TestSupport.cellWidth, ellipsis: "…") }

  @Test("a message that fits is shown whole")
  func fits() {
    #expect(Self.fit.endKept("Synced: 1 change waiting", to: 40) == "Synced: 1 change waiting")
  }

  @Test("too long, a short last clause is kept whole after the head cut to the room left")
  func headAndEnd() {
    let message = "Sync failed: could not connect to rivers.example, 3 tries: 1 change waiting"
    let shown = Self.fit.endKept(message, to: 40)
    #expect(shown == "Sync failed: could no…: 1 change waiting")
    #expect(TestSupport.cellWidth.of(shown) <= 40)
    let offline =
      "Sync failed (offline: cannot connect to 127.0.0.1: is the server running?): "
      + "the library is as it was"
    #expect(
      Self.fit.endKept(offline, to: 80)
        == "Sync failed (offline: cannot connect to 127.0.0.1: is…: the library is as it was")
  }

  @Test("a long last clause: the head to the first colon, the ellipsis, then its end")
  func longClause() {
    let summary = "synced: 3 bookmarks updated, 1 article fetched, 2 changes sent, 1 change waiting"
    #expect(
      Self.fit.endKept(summary, to: 50) == "synced: …fetched, 2 changes sent, 1 change waiting")
  }

  @Test("a long head is dropped: the ellipsis and the end alone")
  func longHead() {
    let message = "The server at rivers.example did not answer in time: 1 change waiting"
    #expect(Self.fit.endKept(message, to: 30) == "…wer in time: 1 change waiting")
  }

  @Test("a message without a colon keeps its start, as before: \"Progress bar shown\"")
  func noColon() {
    #expect(Self.fit.endKept("Progress bar shown", to: 10) == "Progress…")
  }

  @Test("the reader's status line shows a long message's end at 40 columns")
  func readerStatus() {
    var state = ReaderFixtures.state(columns: 40, rows: 12)
    _ = Reader.update(
      &state, .showMessage("Sync failed (offline: is the server running?): 1 change waiting"))
    let status = Reader.render(state).text.split(separator: "\n").last.map(String.init) ?? ""
    #expect(status.hasSuffix("1 change waiting"), "\(status)")
  }
}
