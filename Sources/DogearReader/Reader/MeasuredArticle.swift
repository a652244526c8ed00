import DogearCore
import DogearLayout

/// The reader's article measured once on open (`PreparedArticle`: words cut and their widths
/// known), so that a resize or a new reading width only re-wraps instead of measuring the
/// whole text again.
///
/// It is derived from the state's `document`, cell width and link numbers setting, which `ReaderState` already
/// compares, so it never makes two states differ: `==` is always true.
struct MeasuredArticle: Equatable, Sendable {
  let prepared: PreparedArticle

  init(document: Document, cellWidth: CellWidth, numbersInText: Bool, marksStruckText: Bool) {
    prepared = PreparedArticle(
      document: document, cellWidth: cellWidth, numbersInText: numbersInText,
      marksStruckText: marksStruckText)
  }

  static func == (lhs: MeasuredArticle, rhs: MeasuredArticle) -> Bool {
    true
  }
}
