import DogearCore

/// An element as the builder sees it when it opens: its tag, what it means, the few attributes
/// the model reads, and the answers to the two questions that need the rest of the document
/// (whether a table is a layout table, whether an image stands alone in its parent).
struct ElementStart {
  /// Lower-case, as libxml2 gives it.
  var tag: String
  var role: ElementRole
  var direction: TextDirection?
  /// Raw values (entities decoded by the parser); nil when the attribute is absent.
  var href: String?
  var start: String?
  var image = ImageAttributes()
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
    TextDirection(rawValue: raw.lowercased().trimmingCharacters(in: .whitespaces))
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
