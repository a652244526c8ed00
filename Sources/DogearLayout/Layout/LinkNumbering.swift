import DogearCore

/// The numbers of an article's links, `[1]` for the first href met, `[2]` for the next new one,
/// a repeated href keeping its first number.
///
/// Numbers are given by one walk over the blocks (`assign`), before any text is measured, so
/// that an article prepared in pieces (`StreamingLayout`) numbers its links exactly as one
/// prepared whole: each piece only looks numbers up.
struct LinkNumbering: Sendable {
  /// `links[n - 1]` is the href of link `[n]`.
  private(set) var links: [String] = []
  private var numbers: [String: Int32] = [:]

  /// The number of `href`, 0 when it was never assigned.
  func number(of href: String) -> Int32 { numbers[href] ?? 0 }

  /// Numbers the links of `blocks` not numbered yet, in the order the preparer meets them.
  mutating func assign(_ blocks: [Block]) {
    LinkWalker.walk(blocks) { href in _ = numberAssigning(href) }
  }

  /// `assign(blocks)`, returning the numbers of `blocks`' links alone, found in the same walk:
  /// what `StreamingLayout` hands each batch (the whole table, copied per batch in flight,
  /// would grow with the article).
  mutating func assignReturningSubset(_ blocks: [Block]) -> LinkNumbering {
    var subset = LinkNumbering()
    LinkWalker.walk(blocks) { href in subset.numbers[href] = numberAssigning(href) }
    return subset
  }

  /// `href`'s number, given now (the next one) if it had none: one hash lookup either way.
  private mutating func numberAssigning(_ href: String) -> Int32 {
    let next = Int32(links.count + 1)
    let number = Self.settle(&numbers[href, default: 0], next: next)
    if number == next { links.append(href) }
    return number
  }

  private static func settle(_ slot: inout Int32, next: Int32) -> Int32 {
    if slot == 0 { slot = next }
    return slot
  }
}

/// Visits every link of some blocks in the order `BlockPreparer` prepares them: the order of
/// `Block.forEachTextRun` (a figure's content before its caption, a table's rows before its
/// caption, a summary before its body).
private enum LinkWalker {
  static func walk(_ blocks: [Block], _ visit: (String) -> Void) {
    Block.forEachTextRun(in: blocks) { run in
      for index in run.spans.indices {
        if let link = run.spans[index].link { visit(link) }
      }
    }
  }
}
