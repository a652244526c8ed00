import CHyphen
import Dispatch
import DogearLayout
import FoundationEssentials

/// A long new page's dictionary, opened while the page is parsed (issue 41): the main thread
/// reads it and asks it the page's words; the page's reader takes their answers.
extension HyphenDictionaries {
  /// Opens now the dictionary for `tag` and asks it the words `page` likely shows
  /// (`PageWords`), while the page is parsed on the article queue (issue 41: the 484 KB page
  /// naming English, opened new, read the whole dictionary, 37 M instructions, and asked
  /// libhyphen its 4,123 words, 30 M more, after its parse and before its first frame, on one
  /// core while the other waited). The whole dictionary: one made of the patterns the words
  /// use (`PatternSubset`) took longer to make, 50 M instructions, than the parse gave.
  /// Once every word is asked, their answers are kept and the dictionary is let go
  /// (`AskedAheadHyphenator`), so that it is not held while the page is measured. A reader
  /// that comes sooner waits while the dictionary is made, then takes it (`takeOpenedAhead`);
  /// no more words are asked here then.
  public func openAhead(forLanguage tag: String, page: Data) {
    guard let path = dictionaryPath(forLanguage: tag), dogear_hyphen_load() else { return }
    let opening = DispatchGroup()
    opening.enter()
    lock.withLock { openingAhead[path] = opening }
    let stillAhead = { [self] in lock.withLock { openingAhead[path] === opening } }
    let words = PageWords.likely(in: page)
    let made = wholeDictionary(path: path)
    lock.withLock {
      if let made, openingAhead[path] === opening { heldAhead[path] = made }
    }
    opening.leave()
    guard let made else { return }
    made.givesBackMemoryWhenFreed()
    for (index, word) in words.enumerated() {
      if index % 64 == 0, !stillAhead() { return }
      made.askAhead(word)
    }
    lock.withLock {
      guard openingAhead[path] === opening, heldAhead[path] as? DictionaryHyphenator === made
      else { return }
      heldAhead[path] = AskedAheadHyphenator(
        answers: made.takeKnown(), whole: { [self] in wholeDictionary(path: path) })
    }
  }

  /// The dictionary opened ahead for `path` (or its answers, `openAhead`), waiting while it
  /// is made; nil when none was. The first hyphenator asked for ends every ahead.
  func takeOpenedAhead(path: String) -> (any WordHyphenator)? {
    guard let opening = lock.withLock({ openingAhead[path] }) else { return nil }
    opening.wait()
    return lock.withLock {
      defer { (openingAhead, heldAhead) = ([:], [:]) }
      return heldAhead[path]
    }
  }
}
