import Foundation
import Testing

@testable import DogearHTML

/// The charset a local page declares, found by a byte scan (`LocalHTML.declaredCharset`) as
/// browsers find it in the first 1024 bytes.
@Suite("A local page's declared charset")
struct DeclaredCharsetTests {
  @Test(
    "found in meta charset and http-equiv content, in any case and spacing; else nil",
    arguments: [
      ("<meta charset=\"ISO-8859-2\">", "iso-8859-2"),
      ("<META CHARSET = 'Shift_JIS' >", "shift_jis"),
      (
        "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1251\">",
        "windows-1251"
      ),
      ("<meta content='text/html;charset= \"cp1252\"' http-equiv=content-type>", "cp1252"),
      ("<meta name=\"viewport\"><meta charset=utf-8>", "utf-8"),
      ("<meta charset><meta charset=latin1>", "latin1"),
      ("<meta data-charset-x charset=koi8-r>", "koi8-r"),
      ("<p>charset=latin2</p>", nil),
      ("<meta charset=\"\">", nil),
      ("<meta name=\"description\" content=\"caf\u{E9} charset\">", nil),
      ("", nil),
    ] as [(String, String?)])
  func declared(head: String, expected: String?) {
    #expect(LocalHTML.declaredCharset(Data(head.utf8)) == expected, "\(head)")
  }

  @Test("a declaration after the first 1024 bytes is not read")
  func onlyTheStart() {
    let late = String(repeating: " ", count: 1020) + "<meta charset=latin2>"
    #expect(LocalHTML.declaredCharset(Data(late.utf8)) == nil)
    let early = String(repeating: " ", count: 990) + "<meta charset=latin2>"
    #expect(LocalHTML.declaredCharset(Data(early.utf8)) == "latin2")
  }
}
