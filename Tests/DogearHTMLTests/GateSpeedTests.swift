import CLibXML2
import DogearTestSupport
import Testing

@testable import DogearHTML

/// The faster ways on the bytes' way into libxml2 (issue 37, `dump` of 20 MB at 2x w3m), each
/// held to the simple way beside it: the gate's jumps over bytes that change nothing, the
/// gathering of pieces before a push, the tag table's lookup by address, and the packed tag
/// names the gate counts.
@Suite("The input's faster ways hand libxml2 exactly what the simple ways do")
struct GateSpeedTests {
  /// Soup the gate reads closely: comments (dashes, `<!-->`), declarations, raw text with
  /// near-miss end tags, quoted and unquoted values, long names, stray end tags.
  static func gateSoup(seed: UInt64, length: Int) -> String {
    var random = SeededGenerator(seed: seed)
    let pieces = [
      "<p>", "</p>", "<div class=\"a>b\">", "</div>", "<b title='</b>'>", "</b>", "</i>",
      "<!-- x -- y -->", "<!---->", "<!-->", "<!- not ->", "<!doctype html>", "<?xml x?>",
      "<script>if (a</scr) { '<p>' }</script>", "<style>p{}</STYLE >", "<title>a</b></title>",
      "<textarea></textarea x>", "<xmp><p></xmp>", "<blockquotes>", "</blockquotes>",
      "<figcaption x=1 y z='2'>", "</figcaption>", "<a href=x/y>", "</a>", "< p>", "<<p>",
      "</ p>", "</>", "</3>", "text ", "more-text ", "é€ ", "-", "--", ">", "<", "/", "'", "\"",
      "\n", "</html>", "</body>", "</head>", "<img src=a.png/>", "<br/>",
    ]
    var html = ""
    for _ in 0..<length { html += pieces[random.next(below: pieces.count)] }
    return html
  }

  /// What the gate hands on, fed in pieces of the given sizes (cycled).
  static func gated(_ html: String, skipping: Bool, sizes: [Int]) -> ([UInt8], Int) {
    var gate = TagGate()
    gate.skipsQuietBytes = skipping
    var output: [UInt8] = []
    let bytes = Array(html.utf8)
    bytes.withUnsafeBufferPointer { all in
      var start = 0
      var turn = 0
      while start < all.count {
        let end = min(all.count, start + sizes[turn % sizes.count])
        gate.pass(UnsafeBufferPointer(rebasing: all[start..<end])) { output += $0 }
        start = end
        turn += 1
      }
    }
    gate.finish { output += $0 }
    return (output, gate.markers)
  }

  @Test("the gate's jumps give the bytes and markers of stepping over every byte, in any pieces")
  func jumpsMatchSteps() {
    for seed in UInt64(1)...300 {
      let html = Self.gateSoup(seed: seed, length: 40 + Int(seed % 60))
      var random = SeededGenerator(seed: seed &* 31)
      let sizes = (0..<4).map { _ in 1 + random.next(below: 40) }
      let simple = Self.gated(html, skipping: false, sizes: [Int.max])
      #expect(Self.gated(html, skipping: true, sizes: [Int.max]) == simple, "seed \(seed)")
      #expect(Self.gated(html, skipping: true, sizes: sizes) == simple, "seed \(seed) \(sizes)")
    }
  }

  @Test("gathered pieces are the same bytes in the same order, large pieces included")
  func gatheringKeepsTheBytes() {
    var random = SeededGenerator(seed: 37)
    for size in [0, 1, 7, 64, 1_000] {
      var gatherer = PieceGatherer(size: size)
      var expected: [UInt8] = []
      var pushed: [[UInt8]] = []
      for _ in 0..<500 {
        let length = random.next(below: 3) == 0 ? random.next(below: 2_500) : random.next(below: 40)
        let piece = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        expected += piece
        piece.withUnsafeBufferPointer { gatherer.add($0) { pushed.append(Array($0)) } }
      }
      gatherer.flush { pushed.append(Array($0)) }
      #expect(pushed.joined().elementsEqual(expected), "size \(size)")
      #expect(!pushed.contains { $0.isEmpty }, "size \(size)")
      if size > 1 {
        // Every push but those of a large piece is at most `size` bytes.
        #expect(pushed.allSatisfy { $0.count <= max(size, 2_500) })
        #expect(pushed.count < 500, "size \(size): gathered, not one push a piece")
      }
    }
  }

  @Test(
    "the tag table answers by address only for the same bytes: a reused address is looked up again")
  func tagTableChecksTheBytes() throws {
    // A prefixed name is split by libxml2, opened on first use: by a parse in the program, by
    // whichever test ran first here, unless this one does.
    try #require(HTMLLibrary.problem == nil)
    var table = TagTable()
    var simple = TagTable()
    let buffer = UnsafeMutablePointer<xmlChar>.allocate(capacity: 16)
    defer { buffer.deallocate() }
    var random = SeededGenerator(seed: 11)
    let names = ["p", "div", "td", "table", "img", "span", "svg:rect", "tbody", "title", "x-y"]
    for _ in 0..<2_000 {
      let name = names[random.next(below: names.count)]
      let bytes = Array(name.utf8) + [0]
      for (index, byte) in bytes.enumerated() { buffer[index] = byte }
      let fast = table.info(UnsafePointer(buffer))
      let plain = simple.byName(UnsafePointer(buffer))
      #expect(fast.tag == plain.tag && fast.shape == plain.shape && fast.role == plain.role)
    }
  }

  @Test("packed tag names keep their bytes and compare and hash as the bytes do, at every length")
  func packedNames() {
    var random = SeededGenerator(seed: 5)
    var seen: [[UInt8]: GateTagName] = [:]
    for _ in 0..<3_000 {
      let length = random.next(below: 20)
      let bytes = (0..<length).map { _ in UInt8(0x61 + random.next(below: 3)) }
      var name = GateTagName()
      for byte in bytes { name.append(byte) }
      #expect(name.bytes == bytes && name.count == length)
      #expect(name.first == bytes.first)
      if let earlier = seen[bytes] {
        #expect(earlier == name && earlier.hashValue == name.hashValue)
      }
      seen[bytes] = name
    }
    let names = Array(seen.values)
    #expect(Set(names).count == seen.count, "different bytes, different names")
    var reused = GateTagName("blockquotes")
    reused.removeAll()
    reused.append(0x70)
    #expect(reused == GateTagName("p"))
  }
}
