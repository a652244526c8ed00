import DogearCore
import Testing

@Suite("Element paths")
struct ElementPathTests {
  @Test("the CSS form round-trips")
  func roundTrip() {
    let path = ElementPath.root.appending(tag: "section", index: 1).appending(tag: "P", index: 14)
    #expect(path.css == "section:nth-child(1)>p:nth-child(14)")
    #expect(ElementPath(css: path.css) == path)
    #expect(ElementPath(css: " div:nth-child(2) > a:nth-child(1) ")?.steps.count == 2)
  }

  @Test("selectors Readeck never writes are rejected")
  func rejects() {
    for css in [
      "", "p", "p:nth-child(0)", "p:nth-child(x)", "div p:nth-child(1)", ">p:nth-child(1)",
    ] {
      #expect(ElementPath(css: css) == nil, "\(css)")
    }
  }
}
