import DogearTestSupport
import Testing

@testable import DogearCore
@testable import DogearLayout

@Suite("Preparation internals: the last sanitiser and link numbers")
struct PrepareTextTests {
  /// What `Sanitizer.clean` must do, scalar by scalar, written the slow way.
  static func slowClean(_ text: String, keepingLayoutControls: Bool) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let harmful =
        value <= 0x1F || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
      let layout = keepingLayoutControls && [0x09, 0x0A, 0x0D, 0x0C].contains(value)
      scalars.append(harmful && !layout ? "\u{FFFD}" : scalar)
    }
    return String(scalars)
  }

  @Test("the sanitiser finds a harmful scalar at any position of a long clean text")
  func sanitizerPositions() {
    // Harmful scalars, and harmless ones sharing their first UTF-8 byte.
    let insertions = [
      "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}",
      "\u{A0}", "\u{C2}", "\u{2019}", "\u{20AC}", "\u{2029}", "\u{2065}",
    ]
    let clean = "All plain words here, “quoted” — and ’tis é. "
    for extra in insertions {
      for position in 0...clean.count {
        var text = clean
        text.insert(contentsOf: extra, at: text.index(text.startIndex, offsetBy: position))
        #expect(
          Sanitizer.clean(text) == Self.slowClean(text, keepingLayoutControls: true),
          "\(extra.unicodeScalars.map(\.value)) at \(position)")
      }
    }
    for keeping in [true, false] {
      for text in ["tab\tnew\nline and more", "\r\n\u{0C}", "a long clean line\u{1}", "x\n\u{85}"] {
        #expect(
          Sanitizer.clean(text, keepingLayoutControls: keeping)
            == Self.slowClean(text, keepingLayoutControls: keeping))
      }
    }
    #expect(Sanitizer.clean("tab\tnew\nline") == "tab\tnew\nline")
    #expect(Sanitizer.clean("tab\t", keepingLayoutControls: false) == "tab\u{FFFD}")
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
