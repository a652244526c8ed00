import DogearCore

/// How far one reading got, as the furthest-wins rule compares it (docs/DESIGN.md "Furthest
/// wins, acts win too"): finished or not, the percent, and where in the text when that is
/// known. The reader, the saves that wait, the store and the sync's merge all ask
/// `isFurther` and nothing else.
public struct ProgressReach: Equatable, Sendable {
  public var isFinished: Bool
  public var percent: Int
  /// Characters of the text before the position, and in the whole text: two offsets are
  /// compared only within one text (the same length), never across a re-extraction.
  public var offset: Int?
  public var textLength: Int?

  public init(isFinished: Bool = false, percent: Int, offset: Int? = nil, textLength: Int? = nil) {
    self.isFinished = isFinished || percent >= 100
    self.percent = percent
    self.offset = offset
    self.textLength = textLength
  }

  /// Furthest wins: a finished reading is never passed and finishing passes everything;
  /// two places in one text compare in document order; otherwise the percent does, and
  /// against nothing (or a 0 with no place) any step into the text is further.
  ///
  /// `trustingPlace`: the caller cannot place `saved` in the text (a record from the server
  /// or from before positions) but whoever made this placed one could, and compared the two
  /// in the article: the reader's conversion of an old record, or its reading past a
  /// server's anchor. The store asks so; the reader, which does the placing, does not.
  public func isFurther(than saved: ProgressReach?, trustingPlace: Bool = false) -> Bool {
    guard let saved else { return isPastTheStart }
    if saved.isFinished { return false }
    if isFinished { return true }
    if let offset, let savedOffset = saved.offset, textLength == saved.textLength {
      return offset > savedOffset
    }
    if trustingPlace, offset != nil, saved.offset == nil { return true }
    if saved.percent > 0 { return percent > saved.percent }
    return isPastTheStart
  }

  private var isPastTheStart: Bool { isFinished || percent > 0 || (offset ?? 0) > 0 }
}

extension ReadingProgress {
  /// This record's reach: its position's offset counts only with the text's length.
  public var reach: ProgressReach {
    ProgressReach(
      isFinished: isFinished, percent: percent, offset: textLength == nil ? nil : textOffset,
      textLength: textOffset == nil ? nil : textLength)
  }
}
