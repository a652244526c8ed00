import DogearCore
import DogearList
import DogearScreen
import Testing

/// A long paste into the list's prompts (issue 38: 100 KB into a prompt answered within a
/// second, and text over a limit said, not cut silently). A paste arrives as characters, one
/// key each: every prompt keeps what it holds and says when it took no more.
@Suite("List prompts, pasted into")
struct ListPasteTests {
  /// Words long enough to pass every limit, with no newline (a paste into a one-line field).
  static let pasted = String(
    repeating: "slow rivers carry silt along the bends where herons wait ", count: 40)

  @Test(
    "the / search keeps its first 1,024 bytes, says the rest was left out, and asks nothing more")
  func searchField() {
    var list = ListHarness(ListFixtures.many(30))
    list.press(.character("/"))
    var loadsAsked = 0
    var lastMessage: String?
    for character in Self.pasted {
      list.press(.character(character))
      loadsAsked += list.loads.count
      lastMessage = list.state.message ?? lastMessage
    }
    #expect(list.state.search.utf8.count == 1024)
    #expect(list.state.search == String(Self.pasted.prefix(1024)))
    // One page a character while the searched part (the first 256) changes, none after.
    #expect(loadsAsked <= SearchTerms.maximumQueryLength)
    #expect(lastMessage?.contains("the rest left out") == true)
    let footer = list.screen.text.split(separator: "\n").last.map(String.init) ?? ""
    #expect(footer.contains("left out"), "\(footer)")
    list.press(.backspace)
    #expect(list.state.message == nil)
    #expect(list.state.search.utf8.count == 1023)
  }

  @Test("the s text search takes no more than 1,024 bytes either, and says so")
  func textSearchField() {
    var list = ListHarness(ListFixtures.many(5))
    list.press(.character("s"))
    var asked = 0
    for character in Self.pasted {
      list.press(.character(character))
      asked += list.effects.filter { if case .searchText = $0 { true } else { false } }.count
    }
    #expect(list.state.textSearch?.query.utf8.count == 1024)
    #expect(asked <= SearchTerms.maximumQueryLength)
    #expect(list.state.message?.contains("left out") == true)
    #expect(list.screen.text.contains("left out"))
  }

  @Test("rename and the label editor keep the whole paste, to be judged on Enter")
  func renameAndLabels() {
    var list = ListHarness(ListFixtures.many(5))
    list.press(.character("R"))
    let before = list.state.rename?.typed ?? ""
    list.type(Self.pasted)
    #expect(list.state.rename?.typed == before + Self.pasted)
    list.press(.enter)
    #expect(list.state.rename != nil, "a title too long is refused and the prompt stays")
    #expect(list.state.message != nil)
    list.press(.escape)
    list.press(.character("L"))
    list.type(Self.pasted)
    #expect(list.state.labelEditor?.typed == Self.pasted)
  }
}
