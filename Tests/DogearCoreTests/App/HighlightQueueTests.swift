import DogearApp
import DogearCore
import DogearHTML
import Foundation
import Testing

/// A highlight saved with Enter is stored, then queued and sent like every change (issue 25);
/// the server's refusal is said on the status line and shown on the highlight.
@Suite("Highlights through the queue")
struct HighlightQueueTests {
  static func selectingRig() -> AppRig {
    let rig = AppRig(connected: true)
    rig.addArticle(
      "rivers", source: .readeck, document: HTMLDocumentParser.parse(html: SelectionModeTests.html))
    rig.startOnList()
    rig.press(.enter)
    rig.expect(.fetchServerProgress(id: "rivers"))
    rig.press(.character("v"))
    // The server's own text, which the highlight's range counts on.
    rig.expect(.loadSourceText(id: "rivers"))
    rig.send(
      .sourceTextLoaded(
        id: "rivers", HTMLDocumentParser.sourceText(html: SelectionModeTests.html)))
    return rig
  }

  @Test("Enter stores the highlight, then queues it, then flushes that bookmark, in that order")
  func storedQueuedSent() throws {
    let rig = Self.selectingRig()
    let before = rig.log.count
    rig.press(.character("w"), .enter)
    let effects = Array(rig.log[before...])
    guard case .saveHighlight(let id, let highlight) = try #require(effects.first) else {
      Issue.record("no save first: \(effects)")
      return
    }
    #expect(id == "rivers")
    #expect(highlight.state == .new)
    #expect(
      effects.dropFirst().first
        == .enqueue(
          ServerChange(bookmarkID: "rivers", kind: .highlights, created: rig.now)))
    #expect(effects.dropFirst(2).first == .flush(id: "rivers"))
    rig.expect(.saveHighlight(id: "rivers", highlight))
    rig.expect(.flush(id: "rivers"))
  }

  @Test("a refusal is said on the status line, and the reader reads its highlights again")
  func refusalSaid() {
    let rig = Self.selectingRig()
    rig.press(.escape)
    let reason = "Readeck refused it: it overlaps a highlight made elsewhere"
    rig.send(.highlightsSent(id: "rivers", refusals: [reason]))
    rig.expect(.loadHighlights(id: "rivers"))
    #expect(rig.state.reader?.message == "Highlight kept here, not on the server: \(reason)")

    var refused = Highlight(
      id: "local-1", start: TextPosition(selector: "section[1]/p[2]", offset: 0),
      end: TextPosition(selector: "section[1]/p[2]", offset: 5), color: "blue", text: "Hello")
    refused.localStart = refused.start
    refused.localEnd = refused.end
    refused.state = .refused(reason)
    var deleted = refused
    deleted.id = "gone"
    deleted.state = .deleted
    rig.send(.highlightsLoaded(id: "rivers", [refused, deleted]))
    #expect(rig.state.reader?.highlights.map(\.id) == ["local-1"])
    #expect(rig.state.reader?.highlights.first?.refusal == reason)
  }

  @Test("the refusal's words: the stale rule first, then the server's reasons")
  func refusalWords() {
    let stale = HighlightRefusal.reason(
      message: "element \"section[1]/p[30]\" not found", serverHighlights: 2,
      articleShowsThem: false)
    #expect(stale.hasPrefix("One of this article's highlights no longer fits its text"))
    #expect(
      HighlightRefusal.reason(
        message: "overlapping annotation", serverHighlights: 1, articleShowsThem: true)
        == "Readeck refused it: it overlaps a highlight made elsewhere")
    #expect(
      HighlightRefusal.reason(
        message: "index \"80\" is out of range", serverHighlights: 0, articleShowsThem: true
      )
      .contains("the article changed on the server"))
    #expect(
      HighlightRefusal.reason(
        message: "note: too long", serverHighlights: 0, articleShowsThem: true)
        == "Readeck refused it: note: too long")
  }
}
