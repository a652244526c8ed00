#if canImport(Glibc)
  import Glibc
#endif

/// Keeps libxml2's work per end tag bounded (issue 37), on the bytes' way into libxml2 after
/// `AttributeBound`. libxml2 looks for an end tag's name through its whole stack of open
/// elements, twice, before it drops an end tag nothing of that name is open for: 200,000
/// nested `div`s followed by 200,000 stray `</p>` took 69 to 119 s to dump.
///
/// An end tag is stray to libxml2 when no start tag of its name came before it that an end
/// tag has not used up yet (libxml2 opens only what is written, and closes more, never less;
/// the one element it implies that an article can end, `p`, only at the top of a page, where
/// the tree takes nothing from it). Such an end tag is handed on as `marker` and its name, a
/// comment libxml2 passes in bounded time; `SAXSession` hands it to the browser's tree as the
/// stray end tag libxml2 would have reported, so the tree is the same. Every other end tag,
/// and everything in comments, declarations and the raw text of `script`, `style`,
/// `textarea`, `title` and `xmp`, passes as written; so does the first stray `</html>`,
/// `</head>` and `</body>`, which libxml2 reads for where the body is.
///
/// A small stream tokenizer, as `AttributeBound`: state carries from one piece to the next;
/// an end tag is held back from its `<` to its `>` (at most `longest` bytes, else it passes).
struct StrayEndTags {
  /// What a stray end tag becomes: `<!--` marker name `-->`. A private-use character, so a
  /// page's own comment is never taken for one by chance (a page that writes one anyway
  /// gets what writing the end tag itself gives).
  static let marker = "\u{E000}stray-end "
  static let longest = 256

  private enum State {
    case text, open, startName, inTag, beforeValue, unquoted
    case quoted(UInt8)
    case endName, endRest
    case comment(dashes: Int)
    case declaration
    case rawText(matched: Int)
  }

  private var state = State.text
  private var name: [UInt8] = []
  /// Start tags not yet used up by an end tag, by name.
  private var open: [[UInt8]: Int] = [:]
  /// The end tag being read, from its `<`.
  private var held: [UInt8] = []
  private var rawElement: [UInt8]?
  /// How many end tags were handed on as markers: what libxml2 did not search its stack for.
  private(set) var markers = 0

  private var documentEndsPassed: Set<[UInt8]> = []
  private static let documentElements: Set<[UInt8]> = Set(
    ["html", "head", "body"].map { Array($0.utf8) })

  private static let rawTextElements = ["script", "style", "textarea", "title", "xmp"]
    .map { Array($0.utf8) }

  /// Hands `piece` on to `emit`, each stray end tag as its marker.
  mutating func pass(
    _ piece: UnsafeBufferPointer<UInt8>, emit: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var runStart = 0
    var index = 0
    while index < piece.count {
      if case .text = state {
        // memchr: text is most of a page, and this scan is all it costs.
        guard let base = piece.baseAddress,
          let found = memchr(base + index, 0x3C, piece.count - index)
        else { break }
        index = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
      } else if case .quoted(let quote) = state {
        // An attribute's value (an address, a `srcset`) is most of a tag: to its quote.
        guard let base = piece.baseAddress,
          let found = memchr(base + index, Int32(quote), piece.count - index)
        else { break }
        index = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
      }
      let byte = piece[index]
      let wasOpen = isOpen
      let wasHolding = isHolding
      step(byte)
      if wasOpen, isOpen {
        // `<<`: the first is text.
        release(emit)
        held = [byte]
        runStart = index + 1
      } else if !wasHolding, isHolding {
        // A `<`: held until the next byte shows whether an end tag follows.
        if runStart < index { emit(UnsafeBufferPointer(rebasing: piece[runStart..<index])) }
        held = [byte]
        runStart = index + 1
      } else if wasHolding, isHolding {
        runStart = index + 1
      } else if wasOpen {
        // Not an end tag: the `<` goes on, and this byte with the run.
        release(emit)
        runStart = index
      } else if wasHolding {
        release(emit)
        runStart = index + 1
      }
      index += 1
    }
    if !isHolding, runStart < piece.count {
      emit(UnsafeBufferPointer(rebasing: piece[runStart...]))
    }
  }

  private var isOpen: Bool {
    if case .open = state { return true }
    return false
  }

  private var isHolding: Bool {
    switch state {
    case .open, .endName, .endRest: return true
    default: return false
    }
  }

  /// The end tag just read, as written or as its marker.
  private var decided: [UInt8]?

  private mutating func release(_ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
    let bytes = decided ?? held
    decided = nil
    held = []
    if !bytes.isEmpty { bytes.withUnsafeBufferPointer { emit($0) } }
  }

  private mutating func step(_ byte: UInt8) {
    switch state {
    case .text:
      if byte == UInt8(ascii: "<") { state = .open }
    case .open:
      openTag(byte)
    case .startName:
      if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
        state = .inTag
      } else if byte == UInt8(ascii: ">") {
        closeStartTag()
      } else {
        name.append(Self.lower(byte))
      }
    case .inTag:
      if byte == UInt8(ascii: ">") {
        closeStartTag()
      } else if byte == UInt8(ascii: "=") {
        state = .beforeValue
      }
    case .beforeValue:
      if byte == UInt8(ascii: ">") {
        closeStartTag()
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        state = .quoted(byte)
      } else if !Self.isSpace(byte) {
        state = .unquoted
      }
    case .unquoted:
      if byte == UInt8(ascii: ">") {
        closeStartTag()
      } else if Self.isSpace(byte) {
        state = .inTag
      }
    case .quoted(let quote):
      if byte == quote { state = .inTag }
    case .endName, .endRest:
      endTag(byte)
    case .comment(let dashes) where dashes < 0:
      if byte == UInt8(ascii: "-") {
        state = .comment(dashes: dashes + 1)
      } else {
        state = byte == UInt8(ascii: ">") ? .text : .declaration
      }
    case .comment(let dashes):
      if byte == UInt8(ascii: ">"), dashes >= 2 {
        state = .text
      } else {
        state = .comment(dashes: byte == UInt8(ascii: "-") ? dashes + 1 : 0)
      }
    case .declaration:
      if byte == UInt8(ascii: ">") { state = .text }
    case .rawText(let matched):
      rawText(byte, matched: matched)
    }
  }

  private mutating func openTag(_ byte: UInt8) {
    let lower = Self.lower(byte)
    if lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") {
      name = [lower]
      state = .startName
    } else if byte == UInt8(ascii: "/") {
      name = []
      held.append(byte)
      state = .endName
    } else if byte == UInt8(ascii: "!") {
      state = .comment(dashes: -2)
    } else if byte == UInt8(ascii: "?") {
      state = .declaration
    } else {
      state = byte == UInt8(ascii: "<") ? .open : .text
    }
  }

  private mutating func closeStartTag() {
    open[name, default: 0] += 1
    if Self.rawTextElements.contains(name) {
      rawElement = name
      state = .rawText(matched: 0)
    } else {
      state = .text
    }
  }

  /// A byte of an end tag, held back until its `>` decides what is handed on.
  private mutating func endTag(_ byte: UInt8) {
    held.append(byte)
    if byte == UInt8(ascii: ">") {
      state = .text
      decide()
      return
    }
    if held.count > Self.longest {
      state = .declaration  // passes as written; the rest of it, to its `>`, unread
      return
    }
    guard case .endName = state else { return }
    if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
      state = .endRest
    } else {
      name.append(Self.lower(byte))
    }
  }

  private mutating func decide() {
    guard let first = name.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else {
      return  // `</>` or `</3`: libxml2's own business, bounded
    }
    if let count = open[name], count > 0 {
      open[name] = count - 1
      return
    }
    // libxml2 reads `</html>`, `</head>`, `</body>` for where the body is (a frameset page
    // has none): the first of each passes as written, the rest go by.
    if Self.documentElements.contains(name), documentEndsPassed.insert(name).inserted { return }
    markers += 1
    decided = Array("<!--\(Self.marker)".utf8) + name + Array("-->".utf8)
  }

  /// Raw text ends at `</` and the element's name; that end tag passes as written.
  private mutating func rawText(_ byte: UInt8, matched: Int) {
    guard let element = rawElement else {
      state = .text
      return
    }
    let expected: UInt8? =
      matched == 0 ? UInt8(ascii: "<") : matched == 1 ? UInt8(ascii: "/") : nil
    if let expected {
      state = .rawText(matched: byte == expected ? matched + 1 : (byte == 0x3C ? 1 : 0))
    } else if matched - 2 < element.count, Self.lower(byte) == element[matched - 2] {
      state = .rawText(matched: matched + 1)
      if matched - 1 == element.count {
        if let count = open[element], count > 0 { open[element] = count - 1 }
        state = .declaration
      }
    } else {
      state = .rawText(matched: byte == 0x3C ? 1 : 0)
    }
  }

  private static func lower(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }
}

extension StrayEndTags {
  /// The input ended: an end tag cut off by its end goes on as written.
  mutating func finish(_ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
    decided = nil
    if !held.isEmpty { held.withUnsafeBufferPointer { emit($0) } }
    held = []
    state = .text
  }
}

extension StrayEndTags {
  private static let markerBytes = Array(marker.utf8)

  /// The end tag's name when `comment` (a comment's text, from libxml2) is a marker.
  static func name(inMarker comment: UnsafePointer<UInt8>?) -> String? {
    guard let comment, comment.pointee == markerBytes[0] else { return nil }
    for (offset, byte) in markerBytes.enumerated() where comment[offset] != byte {
      return nil
    }
    return String(cString: comment + markerBytes.count)
  }
}
