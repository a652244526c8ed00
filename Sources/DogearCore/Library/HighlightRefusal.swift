/// Why the server refused a highlight made here, in the words the user reads beside it
/// (readeck-api-2.md §1.2 for the server's texts, §8.6 for the stale rule).
public enum HighlightRefusal {
  /// `message`: the server's own text (400 or 422). `serverHighlights`: how many highlights
  /// the server holds for the article; `articleShowsThem`: whether its `/article` wraps any.
  /// Holding some and showing none means one no longer fits the article (it changed on the
  /// server): Readeck then shows none and refuses every new one, whatever its range.
  public static func reason(message: String, serverHighlights: Int, articleShowsThem: Bool)
    -> String
  {
    if serverHighlights > 0, !articleShowsThem {
      return "One of this article's highlights no longer fits its text (the article changed "
        + "on the server), so Readeck shows none and refuses new ones until it is deleted "
        + "on the web"
    }
    if message.contains("overlapping annotation") {
      return "Readeck refused it: it overlaps a highlight made elsewhere"
    }
    if message.contains("not found") || message.contains("out of range") {
      return "Readeck refused it: the article changed on the server and this text is no "
        + "longer where it was"
    }
    return "Readeck refused it: \(message)"
  }
}
