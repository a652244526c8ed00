/// A pattern dictionary's patterns by their letters, so that an article's own dictionary
/// (`PatternSubset`) is found from its words instead of by reading every pattern (issue 41:
/// reading English's 11,000 lines was a quarter of opening a short tagged article). Made once
/// per dictionary file and kept in the user's cache (`PatternIndexFile`).
///
/// Every prefix of every pattern's letters (a state of libhyphen's machine) has a slot: its
/// key (`KeySet.Key` of its bytes), a pattern it starts, and whether it is that pattern's
/// whole letters. A word's text is walked from each of its letters while what it has read is
/// a state; the patterns met are kept, and where a walk ends on a state that is no pattern,
/// that state is kept as a line without digits: exactly what `PatternSubset.filtered` keeps
/// (see there why that is the whole dictionary's answer for these words). A key found is
/// compared with its pattern's letters, so two texts with one key never mix.
///
/// Only a dictionary of one level is indexed: a compound one (NEXTLEVEL, German's, French's)
/// runs its patterns on parts of words and is filtered line by line; so is one that has two
/// patterns with the same letters.
struct PatternIndex {
  /// One slot of the table: `line` is a pattern whose letters start with (or, `whole`, are)
  /// the key's bytes; key 0 is an empty slot (a key of 0 is stored as 1, as in `KeySet`).
  struct Slot {
    var key: UInt64
    var line: UInt32
    var whole: UInt32
  }

  /// The table (a power of two long), each line's first byte in `file` (and one past the
  /// last line), the lines every subset keeps (settings, comments), and the dictionary.
  let slots: UnsafeBufferPointer<Slot>
  let lineStarts: UnsafeBufferPointer<UInt32>
  let keptLines: UnsafeBufferPointer<UInt32>
  let file: UnsafeBufferPointer<UInt8>

  /// The bytes of line `number`, without its line feed. Every number read from the table is
  /// kept inside it, so a damaged file gives wrong lines, never a read past its end.
  func line(_ number: Int) -> UnsafeBufferPointer<UInt8> {
    guard number >= 0, number + 1 < lineStarts.count else {
      return UnsafeBufferPointer(rebasing: file[0..<0])
    }
    let start = min(Int(lineStarts[number]), file.count)
    let end = min(max(start, Int(lineStarts[number + 1]) - 1), file.count)
    return UnsafeBufferPointer(rebasing: file[start..<end])
  }

  /// The number of lines.
  var lineCount: Int { max(0, lineStarts.count - 1) }

  /// The slot of `key`, nil when no pattern starts with text of that key.
  @inline(__always)
  func slot(of key: UInt64) -> Slot? {
    let key = key == 0 ? 1 : key
    let mask = slots.count - 1
    var index = KeySet.home(of: key, mask: mask)
    // At most every slot once: a damaged table with no empty slot ends too.
    for _ in 0..<slots.count {
      guard slots[index].key != 0 else { return nil }
      if slots[index].key == key { return slots[index] }
      index = (index + 1) & mask
    }
    return nil
  }

  /// Whether line `number`'s letters (its digits left out) start with `text`.
  func letters(ofLine number: Int, startWith text: UnsafeBufferPointer<UInt8>) -> Bool {
    Self.letters(of: line(number), startWith: text)
  }

  /// Whether `line`'s letters (its digits left out) start with `text`.
  static func letters(
    of line: UnsafeBufferPointer<UInt8>, startWith text: some Sequence<UInt8>
  ) -> Bool {
    var wanted = text.makeIterator()
    var next = wanted.next()
    for byte in line where !PatternSubset.isDigit(byte) {
      guard let expected = next else { return true }
      guard byte == expected else { return false }
      next = wanted.next()
    }
    return next == nil
  }

  /// The dictionary text for `words` (each as libhyphen reads it: lowercase, in the
  /// dictionary's encoding, a dot at each end): the first line, the states the walks ended
  /// on, then every line kept in the file's order.
  func subset(for words: [[UInt8]]) -> [UInt8] {
    var kept = [Bool](repeating: false, count: lineCount)
    for line in keptLines where line < kept.count { kept[Int(line)] = true }
    // A state once: by its key, which in an index names one text (`parts(of:)` indexes no
    // dictionary where two prefixes share a key) and the walk's states are checked.
    var seen = KeySet(capacity: 1024)
    var states: [[UInt8]] = []
    for word in words {
      word.withUnsafeBufferPointer { word in
        for start in word.indices {
          if let state = walk(word, from: start, keeping: &kept, checkingEach: false),
            seen.insert(state.key)
          {
            states.append(Array(word[start..<state.end]))
          }
        }
      }
    }
    var text: [UInt8] = []
    text.reserveCapacity(4096)
    text += line(0)
    text.append(0x0A)
    for state in states {
      text += state
      text.append(0x0A)
    }
    for number in 1..<max(1, kept.count) where kept[number] {
      text += line(number)
      text.append(0x0A)
    }
    return text
  }

  /// Walks `word` from `start` while what it has read is a state, marks in `kept` the
  /// patterns met, and gives the state it ends on (its key, and where its text ends in
  /// `word`) unless that is a pattern. Only where it ends must be what its key says (the
  /// states are prefixes of each other, and a pattern kept for a key of other text is a
  /// pattern of the file, which changes nothing where its letters do not occur): that is
  /// compared with its pattern's letters, and should that fail, the walk is made again
  /// comparing every key.
  private func walk(
    _ word: UnsafeBufferPointer<UInt8>, from start: Int, keeping kept: inout [Bool],
    checkingEach: Bool
  ) -> (key: UInt64, end: Int)? {
    var key = KeySet.Key()
    var last: (end: Int, slot: Slot)?
    for end in start..<word.count {
      key.append(word[end])
      guard let slot = slot(of: key.value), Int(slot.line) < kept.count,
        !checkingEach
          || letters(
            ofLine: Int(slot.line), startWith: UnsafeBufferPointer(rebasing: word[start...end]))
      else { break }
      if slot.whole != 0 { kept[Int(slot.line)] = true }
      last = (end, slot)
    }
    guard let last else { return nil }
    let text = UnsafeBufferPointer(rebasing: word[start...last.end])
    guard checkingEach || letters(ofLine: Int(last.slot.line), startWith: text) else {
      return walk(word, from: start, keeping: &kept, checkingEach: true)
    }
    return last.slot.whole != 0 ? nil : (last.slot.key, last.end + 1)
  }
}

extension PatternIndex {
  /// What an index is made of before it is written (`PatternIndexFile`), nil for a
  /// dictionary that is not indexed (see the type).
  struct Parts {
    var slots: [Slot]
    var lineStarts: [UInt32]
    var keptLines: [UInt32]
  }

  static func parts(of file: [UInt8]) -> Parts? {
    guard !PatternSubset.hasNextLevel(file), file.count < Int(UInt32.max) else { return nil }
    return file.withUnsafeBufferPointer { bytes -> Parts? in
      var table = TableBuilder(file: bytes)
      var keptLines: [UInt32] = []
      var indexed = true
      let nothing = KeySet()
      PatternSubset.forEachLine(of: bytes) { line in
        guard indexed, let base = bytes.baseAddress else { return }
        let number = table.lineStarts.count
        table.lineStarts.append(UInt32(line.baseAddress.map { base.distance(to: $0) } ?? 0))
        guard number > 0 else { return }
        // A line that is not a plain pattern (a setting, a comment) is in every subset.
        guard PatternSubset.occurrence(of: line, present: nothing, ignoringDots: false) != .whole
        else {
          keptLines.append(UInt32(number))
          return
        }
        indexed = table.add(line, number: number)
      }
      guard indexed else { return nil }
      // Line starts are byte offsets; the last entry is one past the end, as if the file
      // ended with a line feed.
      table.lineStarts.append(UInt32(file.count + (file.last == 0x0A ? 0 : 1)))
      return Parts(slots: table.slots, lineStarts: table.lineStarts, keptLines: keptLines)
    }
  }

  /// The table as it is made, line by line in the file's order (so one dictionary always
  /// makes the same file), growing as `KeySet` does.
  struct TableBuilder {
    let file: UnsafeBufferPointer<UInt8>
    var lineStarts: [UInt32] = []
    var slots = [Slot](repeating: Slot(key: 0, line: 0, whole: 0), count: 1 << 14)
    /// The length of each slot's text, to tell two texts of one key apart.
    var lengths = [UInt8](repeating: 0, count: 1 << 14)
    var count = 0

    init(file: UnsafeBufferPointer<UInt8>) { self.file = file }

    /// Adds the prefixes of pattern `line`'s letters; false when a prefix's key is another
    /// text's, or the pattern's letters are another pattern's (such a file is not indexed).
    mutating func add(_ line: UnsafeBufferPointer<UInt8>, number: Int) -> Bool {
      let letters = line.filter { !PatternSubset.isDigit($0) }
      guard letters.count < Int(UInt8.max) else { return false }
      var key = KeySet.Key()
      for (index, byte) in letters.enumerated() {
        key.append(byte)
        guard
          place(
            key.value, letters: letters[...index], of: line, number: number,
            whole: index == letters.count - 1)
        else { return false }
      }
      return true
    }

    private mutating func place(
      _ key: UInt64, letters: ArraySlice<UInt8>, of text: UnsafeBufferPointer<UInt8>,
      number line: Int, whole: Bool
    ) -> Bool {
      let key = key == 0 ? 1 : key
      let mask = slots.count - 1
      var index = KeySet.home(of: key, mask: mask)
      while slots[index].key != 0 {
        if slots[index].key == key {
          guard Int(lengths[index]) == letters.count,
            PatternIndex.letters(
              of: Int(slots[index].line) == line ? text : lineText(Int(slots[index].line)),
              startWith: letters)
          else { return false }
          guard whole else { return true }
          guard slots[index].whole == 0 else { return false }
          slots[index] = Slot(key: key, line: UInt32(line), whole: 1)
          return true
        }
        index = (index + 1) & mask
      }
      slots[index] = Slot(key: key, line: UInt32(line), whole: whole ? 1 : 0)
      lengths[index] = UInt8(letters.count)
      count += 1
      if count * 2 > slots.count { grow() }
      return true
    }

    /// A line before the one being added: the next line's start is known.
    private func lineText(_ number: Int) -> UnsafeBufferPointer<UInt8> {
      let start = Int(lineStarts[number])
      let end = max(start, Int(lineStarts[number + 1]) - 1)
      return UnsafeBufferPointer(rebasing: file[start..<end])
    }

    private mutating func grow() {
      let old = (slots, lengths)
      slots = [Slot](repeating: Slot(key: 0, line: 0, whole: 0), count: old.0.count * 2)
      lengths = [UInt8](repeating: 0, count: old.0.count * 2)
      let mask = slots.count - 1
      for (slot, length) in zip(old.0, old.1) where slot.key != 0 {
        var index = KeySet.home(of: slot.key, mask: mask)
        while slots[index].key != 0 { index = (index + 1) & mask }
        slots[index] = slot
        lengths[index] = length
      }
    }
  }
}
