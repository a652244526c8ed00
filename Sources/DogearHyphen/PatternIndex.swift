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
    var index = Self.home(of: key, mask: mask)
    // At most every slot once: a damaged table with no empty slot ends too.
    for _ in 0..<slots.count {
      guard slots[index].key != 0 else { return nil }
      if slots[index].key == key { return slots[index] }
      index = (index + 1) & mask
    }
    return nil
  }

  static func home(of key: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9e37_79b9_7f4a_7c15) >> 32) & mask
  }

  /// Whether line `number`'s letters (its digits left out) start with `text`.
  func letters(ofLine number: Int, startWith text: UnsafeBufferPointer<UInt8>) -> Bool {
    var next = 0
    for byte in line(number) where !PatternSubset.isDigit(byte) {
      guard next < text.count else { return true }
      guard byte == text[next] else { return false }
      next += 1
    }
    return next == text.count
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
    var entries: [UInt64: (line: UInt32, whole: Bool, length: Int)] = [:]
    var lineStarts: [UInt32] = []
    var keptLines: [UInt32] = []
    var wholeKeys = Set<[UInt8]>()
    var duplicate = false
    file.withUnsafeBufferPointer { bytes in
      PatternSubset.forEachLine(of: bytes) { line in
        let number = UInt32(lineStarts.count)
        let start = line.baseAddress.map { bytes.baseAddress!.distance(to: $0) } ?? 0
        lineStarts.append(UInt32(start))
        guard number > 0 else { return }
        // A line that is not a plain pattern (a setting, a comment) is in every subset.
        guard PatternSubset.occurrence(of: line, present: KeySet(), ignoringDots: false) != .whole
        else {
          keptLines.append(number)
          return
        }
        let letters = line.filter { !PatternSubset.isDigit($0) }
        if !wholeKeys.insert(letters).inserted { duplicate = true }
        var key = KeySet.Key()
        for (index, byte) in letters.enumerated() {
          key.append(byte)
          let whole = index == letters.count - 1
          let value = key.value == 0 ? 1 : key.value
          if let entry = entries[value] {
            // The same key for other text: not indexed rather than mixed.
            let other = bytes[Int(lineStarts[Int(entry.line)])...].lazy
              .filter { !PatternSubset.isDigit($0) }.prefix(entry.length)
            if entry.length != index + 1 || !other.elementsEqual(letters[...index]) {
              duplicate = true
            }
            if whole { entries[value] = (number, true, index + 1) }
          } else {
            entries[value] = (number, whole, index + 1)
          }
        }
      }
    }
    guard !duplicate else { return nil }
    // Line starts are byte offsets; the last entry is one past the end, as if the file ended
    // with a line feed.
    lineStarts.append(UInt32(file.count + (file.last == 0x0A ? 0 : 1)))
    var size = 16
    while size < entries.count * 2 { size *= 2 }
    var slots = [Slot](repeating: Slot(key: 0, line: 0, whole: 0), count: size)
    // In key order, so that one dictionary always makes the same file.
    for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
      var index = home(of: key, mask: size - 1)
      while slots[index].key != 0 { index = (index + 1) & (size - 1) }
      slots[index] = Slot(key: key, line: entry.line, whole: entry.whole ? 1 : 0)
    }
    return Parts(slots: slots, lineStarts: lineStarts, keptLines: keptLines)
  }
}
