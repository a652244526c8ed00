/// A position in the article that survives re-wrapping: the element and the `Character`
/// offset inside that element's collapsed text (see `Span.offset`).
public struct Anchor: Hashable, Sendable {
  public var path: ElementPath
  public var offset: Int

  public init(path: ElementPath, offset: Int) {
    self.path = path
    self.offset = offset
  }
}
