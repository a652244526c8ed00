extension InlineTokenizer {
  /// One span being scanned: where it is, and what the piece in progress has gathered.
  struct Scan {
    let base: Int
    let end: Int
    let style: TextStyle
    let link: Int32
    let pathID: Int32
    var index: Int
    var offset: Int32
    var pieceStart: Int
    var pieceWidth: Int32 = 0
    var pieceCharacters: Int32 = 0

    init(base: Int, end: Int, style: TextStyle, link: Int32, pathID: Int32, offset: Int32) {
      (self.base, self.end, self.style, self.link, self.pathID) = (base, end, style, link, pathID)
      (index, pieceStart, self.offset) = (base, base, offset)
    }
  }
}
