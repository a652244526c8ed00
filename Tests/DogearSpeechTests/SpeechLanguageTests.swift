import DogearCore
import Testing

@Suite("SpeechLanguage")
struct SpeechLanguageTests {
  @Test("the bookmark's language wins over the page's and the locale's")
  func bookmarkFirst() {
    let tag = SpeechLanguage.choose(bookmark: "fr", page: "de", environment: ["LANG": "it_IT"])
    #expect(tag == "fr")
  }

  @Test("the page's language when the bookmark names none, else the locale's")
  func pageThenLocale() {
    #expect(SpeechLanguage.choose(bookmark: "", page: "de-AT", environment: [:]) == "de-at")
    #expect(
      SpeechLanguage.choose(bookmark: nil, page: nil, environment: ["LANG": "pt_BR.UTF-8"])
        == "pt-br")
    #expect(SpeechLanguage.choose(bookmark: nil, page: nil, environment: ["LANG": "C"]) == "en")
  }

  @Test("a regional tag tries its region first, then the language alone")
  func candidates() {
    #expect(SpeechLanguage.candidates(for: "pt-BR") == ["pt-br", "pt"])
    #expect(SpeechLanguage.candidates(for: "zh-Hant-TW") == ["zh-hant", "zh"])
    #expect(SpeechLanguage.candidates(for: "<script>") == ["en"])
  }
}
