import DogearCore
import DogearReader

/// The library as the place a reader reads its article's document again (issue 41): the
/// article parsed as `loadArticle` parses it.
public struct StoredDocuments: DocumentRereading {
  let store: any AppStore

  public init(store: any AppStore) { self.store = store }

  public func document(ofArticle id: String) -> Document? {
    guard let load = try? store.loadArticle(id: id), load.canReadAgain else { return nil }
    return load.document
  }
}
