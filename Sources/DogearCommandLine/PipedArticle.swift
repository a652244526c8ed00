import DogearHTML
import FoundationEssentials

/// A pipe a program writes an article to (`dogear open <(curl …)`, a FIFO), opened and not
/// yet read: `read()` reads it to its end (bounded as a file is, `FileReader.maximumBytes`)
/// and checks it as `ArticleTarget.resolve` checks a file. It may wait as long as the writer
/// takes, so `open` calls it on the article queue, never on the loop's thread (issue 37).
public struct PipedArticle: Sendable {
  let reading: Reading
  let pipe: PipeReader
  let refusesStart: @Sendable (Data) -> String?

  public var url: URL { reading.url }

  /// The article's HTML, as `ArticleTarget.file` would hold it.
  public func read() -> Result<Data, ArticleTarget.Failure> {
    switch pipe.readToEnd(refusesStart: refusesStart) {
    case .failure(let reason): return .failure(reading.failure(reason))
    case .success(let data): return reading.article(data)
    }
  }

  /// How the bytes of `name` become a target, for a file and a pipe alike.
  struct Reading: Sendable {
    let name: String
    let url: URL
    let requireHTML: Bool

    var notHTML: String { "\(name) is not an HTML file" }

    func failure(_ reason: ArticleTarget.Failure) -> ArticleTarget.Failure {
      reason.description == notHTML
        ? reason : ArticleTarget.Failure(description: "cannot read \(name): \(reason.description)")
    }

    /// Plain text becomes a page of paragraphs (`PlainTextArticle`); HTML is read in its
    /// declared charset and handed on as UTF-8 (`LocalHTML`).
    func article(_ data: Data) -> Result<Data, ArticleTarget.Failure> {
      guard requireHTML else { return .success(data) }
      let textFile =
        PlainTextArticle.hasTextExtension(name) && !data.isEmpty && !data.prefix(8192).contains(0)
      if textFile || LocalHTML.isPlainText(data) {
        return .success(PlainTextArticle.html(data))
      }
      guard let html = LocalHTML.utf8(data) else {
        return .failure(ArticleTarget.Failure(description: notHTML))
      }
      return .success(html)
    }
  }
}
