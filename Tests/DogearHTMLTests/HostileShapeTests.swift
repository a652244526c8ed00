import DogearCore
import DogearHTML
import DogearLayout
import DogearTestSupport
import Foundation
import Testing

/// Issue 30: `dump`'s work (parse and layout) grows linearly with the input on hostile shapes:
/// attributes on one tag (libxml2 compares each with every one before it), deep nesting,
/// and seeded tag soup of both. Compared as ratios, not absolute times: a page four times
/// larger must cost less than ten times as much (linear is 4, quadratic 16).
@Suite("Hostile shapes in linear time", .serialized)
struct HostileShapeTests {
  /// SplitMix64: the same pages on every run.
  struct Seeded {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
    }
  }

  /// The shapes, each a page of about `size` units made from a seed.
  static let shapes: [(String, @Sendable (Int, inout Seeded) -> String)] = [
    (
      "attributes on one tag",
      { size, random in
        var page = "<p id=start>start</p><div"
        for _ in 0..<size { page += " a\(random.next(size))=\"v\"" }
        return page + ">inside</div><p>end</p>"
      }
    ),
    (
      "deep nesting",
      { size, random in
        let tags = ["div", "span", "section", "b"]
        var open: [String] = []
        var page = "<p>start</p>"
        for _ in 0..<size {
          let tag = tags[random.next(tags.count)]
          open.append(tag)
          page += "<\(tag) class=c\(random.next(9))>w "
        }
        return page + open.reversed().map { "</\($0)>" }.joined() + "<p>end</p>"
      }
    ),
    (
      "soup of wide tags, some deep",
      { size, random in
        var page = ""
        for index in 0..<(size / 64) {
          page += "<div"
          for _ in 0..<(64 + random.next(400)) { page += " x\(random.next(50))=1" }
          page += ">text \(index) "
          if random.next(4) == 0 { page += String(repeating: "<span>", count: 600) }
        }
        return page
      }
    ),
  ]

  /// The time of one run of what `dump` does in process.
  static func work(_ html: String) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let document = HTMLDocumentParser.parse(html: html)
    let layout = ArticleLayout(document: document, width: 80, cellWidth: TestSupport.cellWidth)
    _ = layout.lines.count
    return Double(DispatchTime.now().uptimeNanoseconds - start)
  }

  /// The large page's least time over the small one's, measured in turns until it is under
  /// `bound` (after three) or `turns` have been run. A least time only falls as turns are added, towards
  /// what the work costs: a busy machine's pauses (one made a linear shape read 11.4 in a
  /// full run beside a tmux session) go, while a quadratic shape's 16 stays above any bound
  /// under it.
  static func ratio(_ large: String, _ small: String, bound: Double, turns: Int = 9) -> Double {
    var leastLarge = Double.infinity
    var leastSmall = Double.infinity
    for turn in 0..<turns {
      leastSmall = min(leastSmall, work(small))
      leastLarge = min(leastLarge, work(large))
      // Three turns at least, as before, so that one pause in the small page's run does not
      // pass a quadratic shape.
      if turn >= 2 && leastLarge / leastSmall < bound { break }
    }
    return leastLarge / leastSmall
  }

  @Test("four times the input costs under ten times the work, on every shape and seed")
  func linear() {
    for (name, make) in Self.shapes {
      for seed in [1, 2] as [UInt64] {
        var small = Seeded(state: seed)
        var large = Seeded(state: seed)
        let smallPage = make(4_000, &small)
        let largePage = make(16_000, &large)
        let ratio = Self.ratio(largePage, smallPage, bound: 10)
        #expect(ratio < 10, "\(name), seed \(seed): \(ratio) times the work")
      }
    }
  }

  @Test("a tag keeps its first 128 attributes; its text and the rest of the page stay")
  func attributeBound() {
    var attributes = (0..<5_000).map { " data-x\($0)=\"1\"" }.joined()
    attributes = " title=\"kept\"" + attributes + " alt=\"left out\""
    let html = "<p>before</p><img src=\"a.png\"\(attributes)><p>after <b>bold</b></p>"
    let document = HTMLDocumentParser.parse(html: html)
    let text = ArticleLayout(document: document, width: 80, cellWidth: TestSupport.cellWidth)
      .lines.map(\.text).joined(separator: "\n")
    #expect(text.contains("[image: kept]"), "\(text)")
    #expect(!text.contains("left out"))
    #expect(text.contains("after bold"))
  }

  @Test("nesting past 512 levels keeps its text in the deepest element shown")
  func nestingCap() {
    let depth = 20_000
    let html =
      "<p>start</p>" + String(repeating: "<div>", count: depth) + "deep <i>words</i>"
      + String(repeating: "</div>", count: depth) + "<p>end</p>"
    let document = HTMLDocumentParser.parse(html: html)
    let text = ArticleLayout(document: document, width: 80, cellWidth: TestSupport.cellWidth)
      .lines.map(\.text).joined(separator: " ")
    #expect(text.contains("start") && text.contains("deep words") && text.contains("end"))
  }
}
