import DogearCore
import DogearHTML

/// Short constructors for expected documents.
enum Expect {
  /// `"p:1>a:2"` -> `p:nth-child(1)>a:nth-child(2)`; `""` is the root.
  static func path(_ short: String) -> ElementPath {
    guard !short.isEmpty else { return .root }
    return ElementPath(
      short.split(separator: ">").map { step in
        let parts = step.split(separator: ":")
        return ElementPath.Step(tag: String(parts[0]), index: Int(parts[1]) ?? 0)
      })
  }

  static func text(_ text: String, _ short: String, _ offset: Int = 0, _ style: InlineStyle = [])
    -> Span
  {
    .text(text, style: style, path: path(short), offset: offset)
  }

  static func paragraph(_ short: String, _ spans: Span...) -> Block {
    Block(.paragraph(spans), path: path(short))
  }

  static func blocks(_ html: String) -> [Block] {
    HTMLDocumentParser.parse(html: html).blocks
  }
}
