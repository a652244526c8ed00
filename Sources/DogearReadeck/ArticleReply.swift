/// Tells an article fragment from a whole page. Readeck serves `/article` as a fragment that
/// opens with its first block (`<section>`, `<p>`, …); a reverse proxy or a captive portal
/// answering in its place sends a document of its own (`<!DOCTYPE html>`, `<html>`, `<head>`).
public enum ArticleReply {
  /// True when `html`, past leading whitespace and comments, opens as a whole document.
  public static func isWholePage(_ html: String) -> Bool {
    var rest = Substring(html)
    while true {
      rest = rest.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
      guard rest.hasPrefix("<!--"), let end = rest.firstRange(of: "-->") else { break }
      rest = rest[end.upperBound...]
    }
    let opening = rest.prefix(16).lowercased()
    return ["<!doctype", "<html", "<head"].contains { opening.hasPrefix($0) }
  }
}
