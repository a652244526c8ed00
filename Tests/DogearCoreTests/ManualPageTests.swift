import Testing

@testable import DogearApp
@testable import DogearCommandLine
@testable import DogearCore
@testable import DogearList
@testable import DogearReader

/// `dogear(1)` and `--help` come from the same tables as the key maps behind `?`.
@Suite("The manual page")
struct ManualPageTests {
  /// The page's text with roff's escapes undone (`\&`, the zero-width guard before a `'`
  /// key, included), as a reader sees the words.
  static var plain: String {
    ManualPage.text.replacingOccurrences(of: "\\-", with: "-")
      .replacingOccurrences(of: "\\&", with: "")
      .replacingOccurrences(of: "\\e", with: "\\")
  }

  @Test("every key of the list, the reader and every screen is in it, with its help")
  func everyKey() {
    let page = Self.plain
    for binding in ListKeyMap.bindings {
      #expect(page.contains(".B \(binding.asciiLabel)\n\(binding.help)"), "\(binding.asciiLabel)")
    }
    for table in [
      ReaderKeyMap.table.helpRows(unicode: false), AppKeyMap.table.helpRows(unicode: false),
    ] {
      for row in table {
        #expect(page.contains(".B \(row.keys)\n\(row.help)"), "\(row.keys)")
      }
    }
    #expect(page.contains(".B Ctrl-L\nRedraw the screen"))
  }

  @Test("every command and variable of --help is in it, and --help is made from the same table")
  func everyCommand() {
    let page = Self.plain
    for command in Invocation.commandTable {
      #expect(page.contains(".B \(command.synopsis)"), "\(command.synopsis)")
      #expect(Invocation.helpText.contains(command.synopsis), "\(command.synopsis)")
    }
    for variable in Invocation.environmentTable {
      #expect(page.contains(".B \(variable.name)\n\(variable.meaning)"))
      #expect(Invocation.helpText.contains(variable.name))
    }
    #expect(
      Invocation.usage.hasPrefix(
        "usage: dogear                                 the bookmark list\n"))
  }

  @Test("text that would read as a roff request or escape is written literally")
  func escaping() {
    #expect(ManualPage.escape(".hidden") == "\\&.hidden")
    #expect(ManualPage.escape("'quote") == "\\&'quote")
    #expect(ManualPage.escape("a\\b-c") == "a\\eb\\-c")
    #expect(ManualPage.text.hasPrefix(".TH DOGEAR 1 "))
    #expect((try? Invocation.parse(["--manual"])) == .manual)
    let nonASCII = ManualPage.text.unicodeScalars.filter { !$0.isASCII }
    #expect(nonASCII.isEmpty, "roff reads ASCII")
  }
}
