import DogearCore
import DogearScreen

/// An element as the builder sees it when it opens: its tag, what it means, the few attributes
/// the model reads, and the answers to the two questions that need the rest of the document
/// (whether a table is a layout table, whether an image stands alone in its parent).
struct ElementStart {
  /// Lower-case, as libxml2 gives it.
  var tag: String
  var role: ElementRole
  var direction: TextDirection?
  /// `lang` as written; nil when absent ("" says "unknown", as in HTML).
  var language: String?
  /// Raw values (entities decoded by the parser); nil when the attribute is absent.
  var href: String?
  /// `id`, and `name` on an `a`: what an in-article link (`#name`) may name.
  var id: String?
  var name: String?
  var start: String?
  /// Set only for lists: `type` as written, and whether `reversed` is present.
  var listType: String?
  var reversed = false
  var image = ImageAttributes()
  /// Set only for `td` and `th` elements.
  var cell = CellAttributes()
  /// Set only for `table` elements (see `TableShape` in the tests for the tree form).
  var isLayoutTable = false
  /// Set only for `img` elements: the parent holds at most 64 nodes and no text but
  /// whitespace.
  var standsAlone = false

  init(tag: String, role: ElementRole) {
    self.tag = tag
    self.role = role
  }

  /// `dir="rtl"` or `"ltr"`, in any case, with surrounding spaces; nil for anything else.
  static func direction(from raw: String) -> TextDirection? {
    TextDirection(rawValue: raw.lowercased().trimmingWhitespace())
  }
}

/// The raw attributes of an `img` that `ImageReference` is made from.
struct ImageAttributes {
  var source: String?
  var dataSource: String?
  var alt: String?
  var title: String?
  var width: String?
  var height: String?
}

/// A table cell's spans and scope, read as browsers read them: `colspan` 1 to 1000 (0 and
/// nonsense are 1), `rowspan` 0 to 65534 (0 runs to the end of the row group; nonsense is 1).
struct CellAttributes: Equatable {
  var rowSpan = 1
  var columnSpan = 1
  var scope: HeaderScope?

  init() {}

  init(rowSpan: String?, columnSpan: String?, scope: String?) {
    self.rowSpan = rowSpan.flatMap(Self.nonNegativeInteger).map { min($0, 65534) } ?? 1
    let columns = columnSpan.flatMap(Self.nonNegativeInteger) ?? 1
    self.columnSpan = columns == 0 ? 1 : min(columns, 1000)
    self.scope = scope.flatMap {
      HeaderScope(rawValue: $0.lowercased().trimmingWhitespace())
    }
  }

  /// HTML's rules for parsing a non-negative integer: leading whitespace and a "+" skipped,
  /// then the digits up to the first other character ("3px" is 3); nil without digits.
  static func nonNegativeInteger(_ raw: String) -> Int? {
    var digits = raw.utf8.drop {
      $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D
    }
    if digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
    var value = 0
    var seen = false
    for byte in digits {
      guard byte >= 0x30 && byte <= 0x39 else { break }
      seen = true
      value = min(value * 10 + Int(byte - 0x30), 1_000_000)
    }
    return seen ? value : nil
  }
}
