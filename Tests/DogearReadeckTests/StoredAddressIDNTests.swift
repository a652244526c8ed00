import Testing

@testable import DogearReadeck

/// Readeck stores a bookmark's host in Unicode (`pkg/extract/drop.go`: `idna.ToUnicode`) and
/// without the default port, so an address typed as `xn--…` is compared in Unicode (issue 36).
@Suite("Addresses compared as Readeck stores them")
struct StoredAddressIDNTests {
  @Test("Punycode labels decode as RFC 3492 says")
  func punycode() {
    #expect(Punycode.decode("bcher-kva") == "bücher")
    #expect(Punycode.decode("mnchen-3ya") == "münchen")
    #expect(Punycode.decode("zckzah") == "テスト")
    #expect(Punycode.unicodeHost("www.xn--bcher-kva.example") == "www.bücher.example")
    #expect(Punycode.unicodeHost("plain.example") == "plain.example")
    #expect(Punycode.decode("!!") == nil)
  }

  @Test("an xn-- host and a default port compare equal to the address the server stores")
  func comparable() {
    #expect(
      StoredAddress.comparable("https://xn--bcher-kva.example:443/a%20b#top")
        == StoredAddress.comparable("https://bücher.example/a b"))
  }
}
