import Foundation
import Testing

@testable import DogearHTML

/// A local file is HTML when it has at least a tag in its first megabyte (`LocalHTML.utf8`).
@Suite("Local files: what counts as HTML")
struct LocalHTMLTests {
  @Test(
    "a tag is a < followed by a letter or !",
    arguments: [
      ("<p>text</p>", true), ("<!doctype html>", true), ("plain <B>bold", true),
      ("x <z", true), ("1 < 2 and 3 <= 4", false), ("<>", false), ("<1>", false),
      ("a <@b", false), ("<[cdata", false), ("<{x", false), ("", false), ("<", false),
      ("no tags at all", false),
    ])
  func tags(_ text: String, isHTML: Bool) {
    #expect(LocalHTML.hasTag(Data(text.utf8)) == isHTML)
    #expect((LocalHTML.utf8(Data(text.utf8)) != nil) == isHTML)
  }

  @Test("a tag after the first megabyte does not count")
  func firstMegabyte() {
    let late = Data(repeating: UInt8(ascii: "a"), count: 1 << 20) + Data("<p>".utf8)
    #expect(LocalHTML.utf8(late) == nil)
    let early = Data("<p>".utf8) + Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
    #expect(LocalHTML.utf8(early) == early)
  }
}
