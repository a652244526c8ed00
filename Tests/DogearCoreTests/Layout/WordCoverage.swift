/// How many of an article's words a layout shows, in order.
///
/// Both sides are cut into `WordAtoms`. The layout's link numbers ("[3]"), image labels and
/// the "Links" list at the end are dropped first: they are dogear's additions. Each source
/// word is looked for ahead of the previous match; a match more than a couple of words ahead
/// counts only when the next two words follow it too, so a common word further on never drags
/// the comparison past text it has not matched; when nothing matches nearby, the comparison
/// picks up where three words in a row match again. Table groups are checked as a bag (columns
/// side by side interleave their lines): each word must be among the layout's words.
struct WordCoverage {
  var found = 0
  var missing: [String] = []
  var share: Double {
    found + missing.count == 0 ? 1 : Double(found) / Double(found + missing.count)
  }

  static let window = 200

  init(groups: [VisibleText.Group], layoutText: String) {
    let layout = WordAtoms.atoms(of: Self.withoutAdditions(layoutText))
    var bag: [String: Int] = [:]
    for atom in layout { bag[atom, default: 0] += 1 }
    var position = 0
    for group in groups {
      if group.isTable {
        for word in group.words {
          if let count = bag[word], count > 0 {
            bag[word] = count - 1
            found += 1
          } else {
            missing.append(word)
          }
        }
        continue
      }
      for (index, word) in group.words.enumerated() {
        let following = group.words[(index + 1)...].prefix(2)
        if let after = match(word, following: following, in: layout, from: position)
          ?? resynchronise(group.words[index...].prefix(3), in: layout, from: position)
        {
          found += 1
          position = after
        } else {
          missing.append(word)
        }
      }
    }
  }

  /// The index after the match of `word` at or after `position`, or nil.
  private func match(
    _ word: String, following: ArraySlice<String>, in layout: [String], from position: Int
  ) -> Int? {
    var index = position
    let end = min(layout.count, position + Self.window)
    while index < end {
      if let after = Self.matchEnd(word, in: layout, at: index) {
        let next = layout[after...].prefix(following.count)
        if index - position <= 2 || next.elementsEqual(following) { return after }
      }
      index += 1
    }
    return nil
  }

  /// Where a match of `word` starting at `index` ends: one atom, or up to four atoms that a
  /// word too wide for its line was cut into.
  static func matchEnd(_ word: String, in layout: [String], at index: Int) -> Int? {
    guard word.hasPrefix(layout[index]) else { return nil }
    var joined = layout[index]
    var next = index + 1
    while joined.count < word.count, next < layout.count, next - index < 4 {
      joined += layout[next]
      next += 1
    }
    return joined == word ? next : nil
  }

  /// After a stretch the window cannot cross (a long table laid out before the text that
  /// follows it), the next place where three words in a row match again.
  private func resynchronise(_ words: ArraySlice<String>, in layout: [String], from position: Int)
    -> Int?
  {
    guard words.count == 3, position < layout.count else { return nil }
    let needle = Array(words)
    var index = position
    while index + 2 < layout.count {
      if layout[index] == needle[0] && layout[index + 1] == needle[1]
        && layout[index + 2] == needle[2]
      {
        return index + 1
      }
      index += 1
    }
    return nil
  }

  /// The layout's text without what dogear adds: link numbers, image labels, the link list,
  /// code continuation marks.
  static func withoutAdditions(_ text: String) -> String {
    var body = text
    if let links = body.range(of: "\nLinks\n[1] ", options: .backwards) {
      body = String(body[..<links.lowerBound])
    }
    // A code line cut by the wrapper continues after "↪" on the next line: join them.
    body = body.replacingOccurrences(of: "\n[^\n↪]*↪", with: "", options: .regularExpression)
    body = body.replacingOccurrences(of: "\\[[0-9]+\\]", with: "", options: .regularExpression)
    return withoutImageLabels(body)
  }

  /// Drops every "[image: alt]", counting brackets (alt text of formulas has its own).
  static func withoutImageLabels(_ text: String) -> String {
    var result = ""
    var rest = text[...]
    while let start = rest.range(of: "[image") {
      result += rest[..<start.lowerBound]
      var depth = 0
      var index = start.lowerBound
      while index < rest.endIndex {
        if rest[index] == "[" { depth += 1 }
        if rest[index] == "]" { depth -= 1 }
        index = rest.index(after: index)
        if depth == 0 { break }
      }
      result += " "
      rest = rest[index...]
    }
    return result + rest
  }
}
