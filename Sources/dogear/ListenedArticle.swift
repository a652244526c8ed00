import DogearCommandLine
import DogearCore
import DogearHTML
import DogearLayout
import DogearPosition
import DogearSpeech
import DogearStore
import FoundationEssentials

/// An article `dogear listen` reads: its text, what is said, and the voice's language.
struct ListenedArticle {
  let text: ArticleText
  let spoken: SpokenText
  let language: String

  /// Why an article cannot be listened to, in the words `open` and `dump` use.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func load(_ target: String, environment: [String: String]) -> Result<
    ListenedArticle, Failure
  > {
    var opened: Library?
    let library = { () throws(LibraryError) -> Library in
      if let opened { return opened }
      let library = try LibraryLocation.open(environment: environment)
      opened = library
      return library
    }
    let data: Data
    var lang: String?
    var settings = Settings()
    switch ArticleTarget.resolve(target, library: library) {
    case .failure(let failure):
      return .failure(Failure(description: failure.description))
    case .success(.file(_, let html)):
      data = html
    case .success(.bookmark(let id)):
      do {
        guard let article = try library().article(id: id) else {
          return .failure(
            Failure(description: "cannot read \(target): the bookmark has no article"))
        }
        data = article
        lang = try library().bookmark(id: id)?.lang
        settings = (try? library().settings()) ?? settings
      } catch {
        return .failure(Failure(description: error.description))
      }
    }
    let document = HTMLDocumentParser.parse(data, language: lang)
    return .success(
      ListenedArticle(
        text: ArticleText(document: document),
        spoken: SpokenText(document: document, speaksAltText: settings.speaksAltText),
        language: SpeechLanguage.choose(
          bookmark: lang, page: document.language, environment: environment)))
  }
}
