import DogearCore
import DogearScreen

/// Typing a highlight's note, a key or a paste at a time: kept up to Readeck's limit
/// (`TextSelection.longestNote`, counted as the server counts, `ServerLength`), and past it
/// nothing kept but everything counted, so the field and the message after say how much
/// was left out (issue 38: a longer note was cut without a word, and a 100 KB paste into the
/// note took 42 s).
enum NoteTyping {
  /// `character` typed into `draft`. Below the limit it costs one look at the draft (at most
  /// `longestNote` code points); once a character did not fit, none: `cut` counts it and
  /// the draft is neither copied nor read, so the rest of a paste costs each key O(1).
  /// Returns whether the draft was read (what a test counts as work).
  @discardableResult
  static func type(_ character: Character, into draft: inout String, cut: inout Int) -> Bool {
    guard cut == 0 else {
      cut += 1
      return false
    }
    let end = draft.endIndex
    draft.append(character)
    if !ServerLength.fits(draft, within: TextSelection.longestNote) {
      draft.removeSubrange(end...)
      cut = 1
    }
    return true
  }

  /// What a key did to a note being typed.
  enum Edit: Equatable {
    case typing
    /// Enter: the note to keep, and the message to show when characters were left out.
    case kept(note: String, message: String?)
    /// Esc: the changes dropped.
    case dropped
  }

  /// `key` in the note field whose text is `draft` (nil: not typing) and whose characters
  /// past the limit number `cut`. Enter and Esc end the typing (the draft goes).
  static func edit(_ key: Key, draft: inout String?, cut: inout Int) -> Edit {
    var text = draft ?? ""
    switch key {
    case .character(let character):
      // Taken out first so that appending does not copy the draft (a paste stays quick).
      draft = nil
      type(character, into: &text, cut: &cut)
      draft = text
      return .typing
    case .backspace, .delete:
      draft = String(text.dropLast())
      cut = 0
      return .typing
    case .enter:
      let message = keptMessage(cut: cut)
      draft = nil
      cut = 0
      return .kept(note: text.trimmingWhitespaceAndNewlines(), message: message)
    case .escape:
      draft = nil
      cut = 0
      return .dropped
    case .control, .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .tab, .function:
      return .typing
    }
  }

  /// The message once a note that lost characters is kept.
  static func keptMessage(cut: Int) -> String? {
    guard cut > 0 else { return nil }
    return "Note kept at Readeck's \(TextSelection.longestNote) characters: "
      + "\(cut) more were not kept"
  }
}
