import DogearCore

/// A compact text form of a `Document` for readable test failures: one line per block, span,
/// item or cell, with paths and offsets.
enum DocumentOutline {
  static func of(_ document: Document) -> String {
    var lines: [String] = []
    if let title = document.title { lines.append("title \(title)") }
    if document.direction != .leftToRight { lines.append("direction \(document.direction)") }
    for block in document.blocks { append(block, depth: 0, to: &lines) }
    return lines.joined(separator: "\n")
  }

  private static func append(_ block: Block, depth: Int, to lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    let direction = block.direction.map { " \($0.rawValue)" } ?? ""
    func header(_ name: String) { lines.append("\(indent)\(name) @\(block.path)\(direction)") }
    switch block.kind {
    case .heading(let level, let spans):
      header("h\(level)")
      append(spans, depth: depth + 1, to: &lines)
    case .paragraph(let spans):
      header("p")
      append(spans, depth: depth + 1, to: &lines)
    case .preformatted(let spans):
      header("pre")
      append(spans, depth: depth + 1, to: &lines)
    case .list(let ordered, let start, let items):
      header(ordered ? "ol start=\(start)" : "ul")
      for item in items {
        lines.append("\(indent)  li @\(item.path)")
        for child in item.blocks { append(child, depth: depth + 2, to: &lines) }
      }
    case .definitionList(let items):
      header("dl")
      for item in items {
        lines.append("\(indent)  dt @\(item.termPath)")
        append(item.term, depth: depth + 2, to: &lines)
        for definition in item.definitions {
          lines.append("\(indent)  dd @\(definition.path)")
          for child in definition.blocks { append(child, depth: depth + 2, to: &lines) }
        }
      }
    case .blockquote(let blocks):
      header("blockquote")
      for child in blocks { append(child, depth: depth + 1, to: &lines) }
    case .figure(let content, let caption):
      header("figure")
      for child in content { append(child, depth: depth + 1, to: &lines) }
      lines.append("\(indent)  caption")
      append(caption, depth: depth + 2, to: &lines)
    case .image(let image):
      header("img \(image.source) alt=\(image.alt)")
    case .table(let table):
      header("table")
      if !table.caption.isEmpty {
        lines.append("\(indent)  caption")
        append(table.caption, depth: depth + 2, to: &lines)
      }
      for row in table.rows {
        lines.append("\(indent)  tr @\(row.path)")
        for cell in row.cells {
          lines.append("\(indent)    \(cell.isHeader ? "th" : "td") @\(cell.path)")
          append(cell.spans, depth: depth + 3, to: &lines)
        }
      }
    case .rule:
      header("hr")
    case .details(let summary, let body):
      header("details")
      lines.append("\(indent)  summary")
      append(summary, depth: depth + 2, to: &lines)
      for child in body { append(child, depth: depth + 1, to: &lines) }
    }
  }

  private static func append(_ spans: [Span], depth: Int, to lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    for span in spans {
      let place = "@\(span.path),\(span.offset)"
      let style = span.style.isEmpty ? "" : " style=\(span.style.rawValue)"
      let link = span.link.map { " href=\($0)" } ?? ""
      switch span.content {
      case .text(let text):
        lines.append("\(indent)\(text.debugDescription) \(place)\(style)\(link)")
      case .lineBreak:
        lines.append("\(indent)<br> \(place)")
      case .image(let image):
        lines.append("\(indent)<img \(image.source) alt=\(image.alt)> \(place)\(style)\(link)")
      case .quotationMark(let mark, let opening):
        lines.append("\(indent)<q \(opening ? "open" : "close")=\(mark)> \(place)")
      }
    }
  }
}
