import DogearCore
import DogearStore
import Testing

@Suite("Local highlights")
struct LocalHighlightTests {
  static func made(_ id: String) -> Highlight {
    var highlight = Highlight(
      id: id, start: TextPosition(selector: "section[1]/p[1]", offset: 0),
      end: TextPosition(selector: "section[1]/p[1]", offset: 15), color: "red",
      text: "Hello brave new", note: "check this")
    highlight.localStart = TextPosition(selector: "section[1]/p[1]", offset: 0)
    highlight.localEnd = TextPosition(selector: "section[1]/p[1]", offset: 15)
    highlight.state = .new
    return highlight
  }

  @Test("a highlight made here is stored in both forms and survives the server's replace")
  func storedAndKept() throws {
    let library = try StoreTest.memoryLibrary()
    try library.upsert([StoreTest.bookmark("b1", source: .readeck)])
    try library.addHighlight(id: "b1", Self.made("local-1"))
    var server = Self.made("srv-1")
    server.localStart = nil
    server.localEnd = nil
    server.state = .synced
    try library.replaceHighlights(id: "b1", [server])
    let stored = try library.highlights(id: "b1")
    #expect(stored.map(\.id).sorted() == ["local-1", "srv-1"])
    #expect(stored.first { $0.id == "local-1" } == Self.made("local-1"))
    try library.replaceHighlights(id: "b1", [])
    #expect(try library.highlights(id: "b1").map(\.id) == ["local-1"])
  }
}
