import DogearScreen
import DogearTestSupport
import Testing

@testable import DogearCore
@testable import DogearLayout

@Suite("Preparation internals: the screen boundary and link numbers")
struct PrepareTextTests {
  /// The screen's row 0 as text, without the blank cells after it.
  static func shown(_ screen: Screen) -> String {
    var text = screen.cells.prefix(screen.columns).map(\.text).joined()
    while text.last == " " { text.removeLast() }
    return text
  }

  @Test("the screen buffer leaves out controls, whole escape sequences and invisible characters")
  func screenBoundary() {
    // Issue 37: one boundary, where text enters the screen buffer (`Screen.drawable`).
    let removed = [
      "\u{7F}", "\u{85}", "\u{9F}payload\u{1B}\\", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}",
      "\u{AD}",
      "\u{200E}", "\u{200F}", "\u{61C}", "\u{FEFF}", "\u{200B}", "\u{1}", "\u{1B}[2J",
      "\u{1B}]52;c;aGVsbG8=\u{7}", "\u{9B}31m", "\u{1B}]8;;http://x.example\u{1B}\\",
    ]
    let kept = ["\u{A0}", "\u{2019}", "é"]
    let clean = "Plain words, “quoted” — ’tis é."
    for extra in removed + kept {
      for position in [0, 5, clean.count] {
        var text = clean
        text.insert(contentsOf: extra, at: text.index(text.startIndex, offsetBy: position))
        var screen = Screen(columns: 60, rows: 1)
        screen.put(text, row: 0, column: 0, width: .ascii)
        let expected = kept.contains(extra) ? text : clean
        #expect(Self.shown(screen) == expected, "\(extra.debugDescription) at \(position)")
        #expect(
          !screen.cells.contains {
            $0.text.unicodeScalars.contains {
              $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || InvisibleText.isInvisible($0)
            }
          })
      }
    }
  }

  @Test("numbering a batch returns the numbers of its links alone, as a subset would")
  func batchNumbers() {
    let path = ElementPath([ElementPath.Step(tag: "p", index: 1)])
    func paragraph(_ hrefs: String...) -> Block {
      Block(.paragraph(hrefs.map { Span.text("x", link: $0, path: path) }), path: path)
    }
    var whole = LinkNumbering()
    var streamed = LinkNumbering()
    let batches = [
      [paragraph("a", "b"), paragraph("a", "a")], [paragraph("c", "b", "b")], [],
      [paragraph("d", "a")],
    ]
    for batch in batches {
      whole.assign(batch)
      let subset = streamed.assignReturningSubset(batch)
      for href in ["a", "b", "c", "d", "e"] {
        let inBatch = batch.contains { block in
          if case .paragraph(let spans) = block.kind { return spans.contains { $0.link == href } }
          return false
        }
        #expect(subset.number(of: href) == (inBatch ? whole.number(of: href) : 0))
      }
    }
    #expect(whole.links == ["a", "b", "c", "d"])
    #expect(streamed.links == whole.links)
    #expect(streamed.number(of: "c") == 3)
  }
}
