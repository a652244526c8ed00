#if canImport(Glibc)
  import Glibc
#endif

/// The one tag scanner on the bytes' way into libxml2: it keeps libxml2's work per tag
/// bounded where libxml2's own is not, and hands everything else on as written.
///
/// - **Attributes** (issue 30): libxml2 checks every attribute of a tag against each one
///   before it, so 100,000 attributes on one tag (1 MB) took 9 to 16 s. No page needs
///   hundreds: the first `attributeLimit` are kept as written, the rest of the tag's
///   attributes left out (its `/` and `>` stay).
/// - **Stray end tags** (issue 37): libxml2 looks for an end tag's name through its whole
///   stack of open elements, twice, before it drops an end tag nothing of that name is open
///   for: 200,000 nested `div`s and then 200,000 stray `</p>` took 69 to 119 s to dump. An end
///   tag is stray to libxml2 when no start tag of its name came before it that an end tag has
///   not used up yet (libxml2 opens only what is written, and closes more, never less; the
///   one element it implies that an article can end, `p`, only at the top of a page, where
///   the tree takes nothing from it). Such an end tag goes on as a comment, `<!--` `marker`
///   and its name `-->`, which libxml2 passes in bounded time; `SAXSession` hands it to the
///   browser's tree as the stray end tag libxml2 would have reported, so the tree is the
///   same. The first stray `</html>`, `</head>` and `</body>` pass as written: libxml2 reads
///   them for where the body is.
///
/// A small stream tokenizer: comments, declarations and the raw text of `script`, `style`,
/// `textarea`, `title`, `xmp` are not read as tags. It runs over pieces as they come, its
/// state carried from one piece to the next, and hands on unchanged runs (no copy); an end
/// tag is held back from its `<` to its `>` (at most `longest` bytes, else it passes).
struct TagGate {
  static let attributeLimit = 128
  /// What a stray end tag becomes: `<!--` marker name `-->`. A private-use character, so a
  /// page's own comment is never taken for one by chance (a page that writes one anyway
  /// gets what writing the end tag itself gives).
  static let marker = "\u{E000}stray-end "
  static let longest = 256

  enum State {
    case text, open, tagName, inTag, attributeName, afterName, beforeValue, unquoted
    case quoted(UInt8)
    case endName, endRest
    case comment(dashes: Int)
    case declaration
    case rawText(matched: Int)
  }

  var state = State.text
  var name = GateTagName()
  /// Attributes of the start tag being read.
  var attributes = 0
  /// Start tags not yet used up by an end tag, by name.
  var open: [GateTagName: Int] = [:]
  /// The end tag being read, from its `<`.
  var held: [UInt8] = []
  /// The end tag just read, as written or as its marker.
  var decided: [UInt8]?
  var rawElement: GateTagName?
  var documentEndsPassed: Set<GateTagName> = []
  /// How many end tags were handed on as markers: what libxml2 did not search its stack for.
  private(set) var markers = 0
  /// Whether `pass` jumps over the bytes that change nothing (`awaitedByte`); off, it steps
  /// over every byte: the simple way, which tests hold the fast one to.
  var skipsQuietBytes = true

  mutating func countMarker() { markers += 1 }

  /// Hands `piece` on to `emit`: each stray end tag as its marker, each start tag less its
  /// attributes past the limit.
  mutating func pass(
    _ piece: UnsafeBufferPointer<UInt8>, emit: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    guard let base = piece.baseAddress else { return }
    var runStart = 0
    var index = 0
    while index < piece.count {
      if skipsQuietBytes, let awaited = awaitedByte {
        // memchr to the one byte that can change anything: text is most of a page, and an
        // attribute's value (an address, a `srcset`) most of a tag.
        guard let found = memchr(base + index, Int32(awaited), piece.count - index) else {
          break
        }
        index = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
      }
      let byte = piece[index]
      let wasOpen = isOpen
      let wasHolding = isHolding
      if !step(byte) {
        // An attribute past the limit: left out.
        if runStart < index { emit(UnsafeBufferPointer(rebasing: piece[runStart..<index])) }
        runStart = index + 1
      } else if wasOpen, isOpen {
        // `<<`: the first is text.
        release(emit)
        hold(byte)
        runStart = index + 1
      } else if !wasHolding, isHolding {
        // A `<`: held until the next byte shows whether an end tag follows.
        if runStart < index { emit(UnsafeBufferPointer(rebasing: piece[runStart..<index])) }
        hold(byte)
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

  /// The input ended: an end tag cut off by its end goes on as written.
  mutating func finish(_ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
    decided = nil
    if !held.isEmpty { held.withUnsafeBufferPointer { emit($0) } }
    held = []
    state = .text
  }

  /// In a state where every byte but one is passed on and changes nothing, that byte:
  /// `pass` jumps to it with memchr instead of stepping over the others one at a time.
  private var awaitedByte: UInt8? {
    switch state {
    case .text: return UInt8(ascii: "<")
    case .quoted(let quote): return attributes <= Self.attributeLimit ? quote : nil
    case .comment(let dashes): return dashes == 0 ? UInt8(ascii: "-") : nil
    case .declaration: return UInt8(ascii: ">")
    case .rawText(let matched): return matched == 0 ? UInt8(ascii: "<") : nil
    case .open, .tagName, .inTag, .attributeName, .afterName, .beforeValue, .unquoted,
      .endName, .endRest:
      return nil
    }
  }

  private var isOpen: Bool {
    if case .open = state { return true }
    return false
  }

  private var isHolding: Bool {
    switch state {
    case .open, .endName, .endRest: return true
    case .text, .tagName, .inTag, .attributeName, .afterName, .beforeValue, .unquoted, .quoted,
      .comment, .declaration, .rawText:
      return false
    }
  }

  private mutating func release(_ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
    if let decided {
      if !decided.isEmpty { decided.withUnsafeBufferPointer { emit($0) } }
    } else if !held.isEmpty {
      held.withUnsafeBufferPointer { emit($0) }
    }
    decided = nil
    // Kept for the next tag: a page has a `<` every few dozen bytes.
    held.removeAll(keepingCapacity: true)
  }

  /// Starts holding back a tag from its `<`.
  private mutating func hold(_ byte: UInt8) {
    held.removeAll(keepingCapacity: true)
    held.append(byte)
  }

  /// Advances over one byte; false when the byte is left out.
  private mutating func step(_ byte: UInt8) -> Bool {
    switch state {
    case .text:
      if byte == UInt8(ascii: "<") { state = .open }
    case .open:
      openTag(byte)
    case .tagName:
      if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
        state = .inTag
      } else if byte == UInt8(ascii: ">") {
        closeStartTag()
      } else {
        name.append(Self.lower(byte))
      }
    case .inTag, .attributeName, .afterName, .beforeValue, .unquoted, .quoted:
      return attribute(byte)
    case .endName, .endRest:
      endTag(byte)
    case .comment(let dashes) where dashes < 0:
      // After `<!`: two dashes open a comment, anything else is a declaration (a doctype).
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
    return true
  }

  private mutating func openTag(_ byte: UInt8) {
    let lower = Self.lower(byte)
    if lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") {
      name.removeAll()
      name.append(lower)
      attributes = 0
      state = .tagName
    } else if byte == UInt8(ascii: "/") {
      name.removeAll()
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
        _ = open.useUp(element)
        state = .declaration  // the rest of the end tag, to its `>`
      }
    } else {
      state = .rawText(matched: byte == 0x3C ? 1 : 0)
    }
  }

  static func lower(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }
}
