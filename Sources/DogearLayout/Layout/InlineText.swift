/// Inline content cut into words, measured once per document so that wrapping at a new width
/// only adds up numbers.
///
/// A `Piece` is text of one style from one element, with no break opportunity inside; a `Word`
/// is a run of pieces the wrapper keeps together (unless it is wider than the line), preceded
/// by what separates it from the word before: a space, a bare break opportunity (after a
/// hyphen, between ideographs) or a forced line break (`<br>`).
///
/// The space before a word is read with `space(before:)`: most are the Character right after
/// the piece before the word or right before its own first piece, in that piece's element,
/// style and link, and are made from it when read; only the others are kept, in `spaces`
/// (issue 41: a piece a space was a third of a long article's prepared text, `SpaceKeeping`).
struct InlineText: Sendable {
  var pieces: [Piece] = []
  var words: [Word] = []
  /// The spaces between words that no neighbouring piece gives (`Word.Space.kept`), in word
  /// order.
  var spaces: [KeptSpace] = []
  /// Where words may break with a hyphen, in word order (`HyphenationRules`): only for
  /// paragraphs of an article prepared with a hyphenator or with soft hyphens.
  var hyphens: [HyphenPoint] = []

  var isEmpty: Bool { words.isEmpty }

  /// Columns when set on one line.
  var naturalWidth: Int {
    var total = 0
    var lineTotal = 0
    for word in words {
      if word.glue == .newline {
        total = max(total, lineTotal)
        lineTotal = 0
      } else if word.hasSpace {
        lineTotal += Int(space(before: word).width)
      }
      lineTotal += Int(word.width)
    }
    return max(total, lineTotal)
  }

  /// Columns of the widest word.
  var longestWord: Int { words.reduce(0) { max($0, Int($1.width)) } }

  /// The offset just past the last character this text holds from element `pathID`: an
  /// anchor there names no character, so decoration after the text (a heading's rule) can
  /// take it as an anchor of its own.
  func endOffset(of pathID: Int32) -> Int32 {
    var end: Int32 = 0
    for piece in pieces where piece.pathID == pathID {
      end = max(end, piece.offset + piece.characters)
    }
    for word in words where word.hasSpace {
      let space = space(before: word)
      if space.pathID == pathID { end = max(end, space.offset + space.characters) }
    }
    return end
  }

  /// The space before `word`, one of this text's words that has one (`Word.hasSpace`).
  @inline(__always)
  func space(before word: Word) -> Piece {
    Word.space(before: word, pieces: pieces, spaces: spaces)
  }
}

/// Text of one style from one element, with no break opportunity inside: a range of bytes in
/// the prepared article's `TextBytes`, so that pieces copy as plain numbers.
///
/// 32 bytes (issue 41): `isDecoration` sits in the two bytes after `style` that the next
/// `Int32` leaves free; last, it made a piece 33 bytes, 36 apart in an array, and a long
/// article holds one piece per word and one per space between words (`PieceSizeTests`).
struct Piece: Sendable {
  /// UTF-8 bytes `start..<end` of the article's text bytes.
  var start: Int32
  var end: Int32
  var width: Int32
  var characters: Int32
  var style: TextStyle
  /// True for text dogear adds (link numbers): never a line's anchor unless it starts a line.
  var isDecoration: Bool
  /// The link number, 0 for none.
  var link: Int32
  /// The element the text comes from (index in the `PathTable`), -1 for decoration.
  var pathID: Int32
  /// The Character offset of the first character within that element.
  var offset: Int32

  init(
    start: Int32, end: Int32, width: Int32, characters: Int32, style: TextStyle, link: Int32,
    pathID: Int32, offset: Int32, isDecoration: Bool = false
  ) {
    self.start = start
    self.end = end
    self.width = width
    self.characters = characters
    self.style = style
    self.isDecoration = isDecoration
    self.link = link
    self.pathID = pathID
    self.offset = offset
  }

  var isEmpty: Bool { start == end }

  /// A superscript or subscript mark ("^(", ")"): decoration from no element, which a word
  /// cut across lines drops, since alone on a line it would have no position of its own.
  var isScriptMark: Bool { isDecoration && pathID < 0 }

  /// Text of one-byte, one-column Characters only (plain ASCII), which can be cut by bytes.
  var isNarrowASCII: Bool { width == characters && end - start == characters }

  /// A tab in a code block: one Character drawn as spaces from the preamble.
  var isExpandedTab: Bool { characters == 1 && width > 1 && end <= TextBytes.spaces.upperBound }

  /// A space implied by a neighbouring piece is one column wide.
  static let impliedSpaceWidth: Int32 = 1

  /// A space of one column just after this piece: its next byte and Character, in its
  /// element, style and link (`Word.Space.afterPrevious`).
  var spaceAfter: Piece {
    // Made field by field: a copy of `self` changed after took 5% more instructions to set
    // a paragraph's lines (`LinePieces.write`).
    Piece(
      start: end, end: end &+ 1, width: Self.impliedSpaceWidth, characters: 1, style: style,
      link: link, pathID: pathID, offset: offset &+ characters)
  }

  /// A space of one column just before this piece: the byte and Character before its first,
  /// in its element, style and link (`Word.Space.beforeOwn`).
  var spaceBefore: Piece {
    Piece(
      start: start &- 1, end: start, width: Self.impliedSpaceWidth, characters: 1, style: style,
      link: link, pathID: pathID, offset: offset &- 1)
  }
}

extension Piece: Equatable {}

/// The bytes every prepared article's text starts with: spaces (tabs and table padding point
/// into them), the continuation mark and the stand-in for a character too wide for its line.
enum TextBytes {
  static let spaces: Range<Int32> = 0..<256
  static let continuationMark: Range<Int32> = 256..<259
  static let tooWide: Range<Int32> = 259..<260
  /// The hyphen drawn at the end of a line that breaks inside a word: at a soft hyphen, or at
  /// a hyphen point (issue 44).
  static let hyphen: Range<Int32> = 260..<261

  static func preamble() -> [UInt8] {
    Array(repeating: UInt8(ascii: " "), count: spaces.count) + Array("↪".utf8) + Array("?".utf8)
      + Array("-".utf8)
  }

  /// A piece of `count` spaces (at most 256) of decoration.
  static func spacePiece(_ count: Int) -> Piece {
    let count = Int32(min(max(0, count), spaces.count))
    return Piece(
      start: 0, end: count, width: count, characters: 0, style: [], link: 0, pathID: -1, offset: 0)
  }
}
