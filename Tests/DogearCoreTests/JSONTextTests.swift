import DogearCore
import Testing

@Suite("JSON text for a terminal")
struct JSONTextTests {
  @Test(
    "controls, C1, line separators and bidi embeddings, overrides and isolates become \\u escapes",
    arguments: [
      ("\u{1B}[2J", "\"\\u001b[2J\""), ("a\u{0}b", "\"a\\u0000b\""), ("\u{7F}", "\"\\u007f\""),
      ("\u{9B}31m", "\"\\u009b31m\""), ("\u{2028}\u{2029}", "\"\\u2028\\u2029\""),
      ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", "\"\\u202a\\u202b\\u202c\\u202d\\u202e\""),
      ("\u{2066}\u{2067}\u{2068}\u{2069}", "\"\\u2066\\u2067\\u2068\\u2069\""),
      ("q\"b\\\n\r\t", "\"q\\\"b\\\\\\n\\r\\t\""),
    ])
  func escapes(text: String, literal: String) {
    #expect(JSONText.string(text) == literal)
  }

  @Test("right-to-left marks and Arabic and Hebrew text are written as they are")
  func keepsMarks() {
    let text = "\u{200F}مرحبا\u{200E} \u{061C}שלום"
    #expect(JSONText.string(text) == "\"" + text + "\"")
    #expect(JSONText.string(nil) == "null")
  }

  @Test("a stray control in a document is escaped and its line feeds are kept")
  func strayControls() {
    #expect(
      JSONText.escapingStrayControls("[\n\"a\u{1B}\u{202E}\"\n]") == "[\n\"a\\u001b\\u202e\"\n]")
    let clean = "[\n  \"\u{200F}שלום\"\n]\n"
    #expect(JSONText.escapingStrayControls(clean) == clean)
  }
}
