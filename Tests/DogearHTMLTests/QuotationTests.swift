import DogearCore
import DogearHTML
import Foundation
import Testing

/// `q` (issue 28): shown between the marks of its language, nested marks inside, and the
/// marks never counted as the page's text.
@Suite("Quotations")
struct QuotationTests {
  typealias E = Expect

  /// The paragraph's text with each mark in place, as the layout shows it.
  static func shown(_ html: String) -> String {
    guard case .paragraph(let spans)? = E.blocks(html).first?.kind else { return "" }
    return spans.map { span in
      switch span.content {
      case .text(let text): return text
      case .quotationMark(let mark, _): return mark
      case .lineBreak: return "\n"
      case .image: return "[image]"
      }
    }.joined()
  }

  @Test(
    "a q's marks come from its nearest lang, then the page's, nested marks inside",
    arguments: [
      ("<p>He said <q>hi <q>you</q></q>.</p>", "He said “hi ‘you’”."),
      ("<p lang=de>Er sagte <q>Hallo <q>du</q></q>.</p>", "Er sagte „Hallo ‚du‘“."),
      ("<p lang=fr-CA><q>Bonjour</q></p>", "«\u{202F}Bonjour\u{202F}»"),
      ("<p lang=es><q>Hola <q>tú</q></q></p>", "«Hola “tú”»"),
      ("<p lang=it><q>Ciao</q></p>", "«Ciao»"),
      ("<p lang=ru><q>Привет <q>мир</q></q></p>", "«Привет „мир“»"),
      ("<p lang=ja><q>はい<q>いいえ</q></q></p>", "「はい『いいえ』」"),
      ("<p lang=de><span lang=en><q>hi</q></span></p>", "“hi”"),
      ("<p lang=xx-unknown><q>a <q>b <q>c</q></q></q></p>", "“a ‘b “c”’”"),
      ("<html lang=de><body><p><q>Ja</q></p></body></html>", "„Ja“"),
      ("<html lang=en><body lang=ru><p><q>Да</q></p></body></html>", "«Да»"),
      ("<p><q></q>x</p>", "“”x"),
    ])
  func marks(html: String, expected: String) {
    #expect(Self.shown(html) == expected)
  }

  @Test("the marks count no Character: the text's spans and offsets are those without them")
  func offsetsUnchanged() {
    let quoted = E.blocks("<p>ab <q>cd <em>ef</em></q> gh</p>")
    let plain = E.blocks("<p>ab <span>cd <em>ef</em></span> gh</p>")
    guard case .paragraph(let spans)? = quoted.first?.kind,
      case .paragraph(let plainSpans)? = plain.first?.kind
    else {
      Issue.record("no paragraph")
      return
    }
    let texts = spans.filter { if case .text = $0.content { true } else { false } }
    #expect(texts.map(\.offset) == plainSpans.map(\.offset))
    #expect(texts.map(\.content) == plainSpans.map(\.content))
    #expect(
      spans.map(\.content).filter { if case .quotationMark = $0 { true } else { false } } == [
        .quotationMark("“", opening: true), .quotationMark("”", opening: false),
      ])
  }

  @Test("a fragment takes the article's language (a Readeck bookmark's lang) unless it names one")
  func articleLanguage() {
    func marks(_ html: String, _ language: String?) -> [Span.Content] {
      let document = HTMLDocumentParser.parse(Data(html.utf8), language: language)
      guard case .paragraph(let spans)? = document.blocks.first?.kind else { return [] }
      return spans.map(\.content).filter {
        if case .quotationMark = $0 { true } else { false }
      }
    }
    #expect(
      marks("<p><q>Oui</q></p>", "fr") == [
        .quotationMark("«\u{202F}", opening: true), .quotationMark("\u{202F}»", opening: false),
      ])
    #expect(marks("<p lang=en><q>Yes</q></p>", "fr").first == .quotationMark("“", opening: true))
    #expect(
      marks("<html lang=de><body><p><q>Ja</q></p></body></html>", "fr").first
        == .quotationMark("„", opening: true))
    #expect(marks("<p><q>Yes</q></p>", nil).first == .quotationMark("“", opening: true))
  }

  @Test("a trailing space inside a q at the end of a block is trimmed before the mark")
  func trailingSpace() {
    #expect(Self.shown("<p>said <q>hi </q></p>") == "said “hi”")
  }
}
