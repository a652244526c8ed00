import DogearLayout

/// One row of article text on screen: where the renderer draws over words by their points
/// (highlights, the selection, search matches, the word heard).
struct ReaderTextRow {
  /// The screen row.
  let row: Int
  /// The points the line shows: from its first character to where the next line starts.
  let points: Range<Int>
  let line: LayoutLine
  /// Where the line goes across the screen (a wide table's row is placed apart, issue 44).
  let placement: LinePlacement
}
