import DogearCore
import DogearReader
import DogearScreen
import DogearTestSupport
import Testing

/// The reader's reducer driven through the exhaustive `TestStore`: every effect a step returns
/// must be named, in order, or the test fails. A decision that starts asking the shell for one
/// more thing (a save, a push, a timer) breaks these flows. The article is `ReaderFixtures`'
/// forty paragraphs at 80x24; the numbers are its own (11,787 characters).
@Suite("The reader, every effect named")
struct ReaderExhaustiveTests {
  static func store(saved: ReadingProgress? = nil) -> TestStore<
    ReaderState, ReaderAction, ReaderEffect
  > {
    TestStore(initialState: ReaderFixtures.state(saved: saved), reducer: Reader.update)
  }

  static func key(_ character: Character, at seconds: Double) -> ReaderAction {
    .input(.key(.character(character)), now: ReaderFixtures.time(seconds))
  }

  /// Where two pages of reading put the place: paragraph 6's first character.
  static func tenPercent(at seconds: Double) -> ReadingProgress {
    ReadingProgress(
      percent: 10, anchorPath: "p:nth-child(9)",
      position: TextPosition(selector: "p[7]", offset: 0),
      textOffset: 1216, textLength: 11787,
      fingerprint: "Para6 silt silt night night willow mud carries m",
      updatedAt: ReaderFixtures.time(seconds))
  }

  @Test("q at once: nothing was read, so nothing is saved or sent; the reader closes")
  func quitAtOnce() {
    let store = Self.store()
    store.send(Self.key("q", at: 1))
    store.expect(.close)
    store.finish()
  }

  @Test("reading two pages saves the place and asks for the push's timer; the timer pushes it")
  func readSaveAndPush() {
    let store = Self.store()
    store.send(Self.key(" ", at: 5))
    store.send(Self.key(" ", at: 10))
    store.expect(.saveProgress(bookmarkID: "b1", Self.tenPercent(at: 10)))
    store.expect(.scheduleTimer(tag: 1, after: 1.0))
    store.send(.timerFired(tag: 1, now: ReaderFixtures.time(20)))
    store.expect(.pushProgress(bookmarkID: "b1", Self.tenPercent(at: 10)))
    store.send(.timerFired(tag: 2, now: ReaderFixtures.time(20)))
    store.send(Self.key("q", at: 30))
    store.expect(.close)
    store.finish()
  }

  @Test("m then a keeps a mark on the top line's first character, and only that")
  func mark() {
    let store = Self.store()
    store.send(Self.key("m", at: 5))
    store.send(Self.key("a", at: 5))
    store.expect(
      .saveMark(
        bookmarkID: "b1", Mark(letter: "a", position: TextPosition(selector: "p[2]", offset: 72))))
    store.send(Self.key("j", at: 6))
    store.finish()
  }

  @Test("Enter on the offer jumps to a bare percent's place and saves it converted, date kept")
  func jump() {
    let saved = ReadingProgress(percent: 40, updatedAt: ReaderFixtures.start)
    let store = Self.store(saved: saved)
    store.send(.input(.key(.enter), now: ReaderFixtures.time(3)))
    store.expect(
      .saveProgress(
        bookmarkID: "b1",
        ReadingProgress(
          percent: 40, anchorPath: "p:nth-child(21)",
          position: TextPosition(selector: "p[18]", offset: 161), textOffset: 4715,
          textLength: 11787, fingerprint: "ks along meander water silt banks banks delta ti",
          updatedAt: ReaderFixtures.start)))
    store.finish()
  }
}
