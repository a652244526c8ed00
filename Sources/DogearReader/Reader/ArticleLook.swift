import DogearLayout
import DogearPosition
import DogearScreen

/// Everything the reader draws its article rows from but `top` (issue 41): two frames of the
/// same look show content line `n` in the same cells on whichever row it stands, so a frame
/// may take the rows a scroll keeps from the frame before it (`ReaderDrawing`).
///
/// The rows are the content lines (`lead`, the layout's `lines` with the `inline` picture
/// rows), placed by the frame and the grids' shifts, styled by the colours, pictures drawn
/// over them (`inline`, `heroPicture`, `pictureOutput`), then the highlights (their points by
/// `lineStarts`, their note marks by `unicode`'s glyph) and the search's matches over them.
/// Nothing else reaches them in plain reading: link hints, a selection, the word heard and
/// the panels come with other modes, where `of` says nil, and the bar, the toolbar and the
/// status line are drawn again every frame. When in doubt, it is not the same look: a frame
/// drawn whole costs a few rows, a stale row would be a bug.
///
/// The arrays and dictionaries are compared by `==`, which is cheap while they are the same
/// storage (the reader keeps its layout, highlights and search between keys) and right when
/// they are not. Only what the rows are drawn from is kept (the layout's lines, not its
/// index; two flags of the environment, not its closures): each is retained and released
/// with every frame.
struct ArticleLook: Equatable, Sendable {
  let frame: ReaderFrame
  /// The environment's: the cell width is one table for the whole program.
  let colors: Bool
  let unicode: Bool
  let bookmarkID: String
  let lines: [LayoutLine]
  let lead: ReaderLead
  let lineStarts: LineStarts
  let gridShifts: [Int: Int]
  let inline: InlinePictures
  let heroPicture: Picture?
  let pictureOutput: PictureOutput
  let highlights: [ShownHighlight]
  let search: ReaderSearch?

  /// The look of `state`'s article rows, or nil when something beside it draws over them
  /// (any mode but plain reading).
  static func of(_ state: ReaderState) -> ArticleLook? {
    guard case .reading = state.mode else { return nil }
    return ArticleLook(
      frame: state.frame, colors: state.environment.colors, unicode: state.environment.unicode,
      bookmarkID: state.bookmark.id, lines: state.layout.lines, lead: state.lead,
      lineStarts: state.lineStarts,
      gridShifts: state.gridShifts, inline: state.inline, heroPicture: state.heroPicture,
      pictureOutput: state.pictureOutput, highlights: state.highlights, search: state.search)
  }
}
