/// One label of the library and how many bookmarks have it: a line of the `l` picker.
public struct LabelCount: Equatable, Sendable {
  public var name: String
  public var count: Int

  public init(name: String, count: Int) {
    self.name = name
    self.count = count
  }
}
