/// One hero picture the reader needs: which bookmark, at what size, in how many colours. A
/// new one is asked for whenever the reader opens or its hero slot changes size; a rendered
/// picture is shown only while it still equals the current request (a resize may have
/// overtaken it).
public struct HeroRequest: Hashable, Sendable {
  public var bookmarkID: String
  public var altText: String
  public var columns: Int
  public var rows: Int
  public var colors: Int

  public init(bookmarkID: String, altText: String, columns: Int, rows: Int, colors: Int) {
    self.bookmarkID = bookmarkID
    self.altText = altText
    self.columns = columns
    self.rows = rows
    self.colors = colors
  }
}
