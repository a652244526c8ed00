/// Where the mouse's first button went down in the text, until it is let go: the word a
/// drag selects from, and whether the pointer has left that word yet (a press and release
/// on one word is a click, which selects nothing).
struct PointerPress: Equatable, Sendable {
  let word: Int
  var dragged = false
}
