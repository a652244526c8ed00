import DogearScreen

/// The status line after `m` or `'`: what the next letter does, and which letters are set.
extension ReaderRenderer {
  func drawMarkLetterStatus(_ intent: MarkIntent, into screen: inout Screen, row: Int) {
    let letters = state.marks.map { String($0.letter) }.joined(separator: " ")
    let label: String
    switch intent {
    case .set: label = "Mark the reading line: a-z"
    case .go: label = letters.isEmpty ? "Go to mark: none set" : "Go to mark: " + letters
    }
    drawHint(into: &screen, row: row, left: (label, theme.prompt), right: "Esc cancels")
  }
}
