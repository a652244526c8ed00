import CLibXML2
import Foundation

/// The words of an HTML page's visible text, extracted independently of DogearHTML: libxml2's
/// text nodes, minus what a browser never draws (script, style, noscript, template, iframe,
/// svg, `hidden`, inline `display: none`). Block elements and `<br>` separate words; inline
/// elements do not (`foo<em>bar</em>` is one word). The words of each outermost table form a
/// group of their own: columns side by side show them out of order.
enum VisibleText {
  struct Group {
    var words: [String]
    var isTable: Bool
  }

  static let hidden: Set<String> = [
    "script", "style", "noscript", "template", "iframe", "svg", "head",
  ]
  static let inline: Set<String> = [
    "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "font", "i", "kbd",
    "mark", "q", "rp", "rt", "ruby", "s", "samp", "small", "span", "strike", "strong", "sub",
    "sup", "time", "tt", "u", "var", "del", "ins", "big", "label", "nobr", "wbr",
  ]

  static func groups(of data: Data) -> [Group] {
    let options: [UInt32] = [
      HTML_PARSE_RECOVER.rawValue, HTML_PARSE_NOERROR.rawValue, HTML_PARSE_NOWARNING.rawValue,
      HTML_PARSE_NONET.rawValue, XML_PARSE_HUGE.rawValue,
    ]
    dogear_libxml2_silence()
    let document = data.withUnsafeBytes { bytes in
      htmlReadMemory(
        bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil, "UTF-8",
        Int32(bitPattern: options.reduce(0, |)))
    }
    guard let document else { return [] }
    defer { xmlFreeDoc(document) }
    var collector = Collector()
    collector.collect(xmlDocGetRootElement(document))
    collector.close(isTable: false)
    return collector.groups
  }

  private struct Collector {
    var groups: [Group] = []
    var text = ""
    var tableDepth = 0

    mutating func close(isTable: Bool) {
      // Footnote marks look like dogear's link numbers, which the comparison drops.
      let words = WordAtoms.atoms(
        of: text.replacingOccurrences(of: "\\[[0-9]+\\]", with: "", options: .regularExpression))
      if !words.isEmpty { groups.append(Group(words: words, isTable: isTable)) }
      text = ""
    }

    mutating func collect(_ node: xmlNodePtr?) {
      var current = node
      while let node = current {
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
          if let content = node.pointee.content { text += String(cString: content) }
        case XML_ELEMENT_NODE:
          element(node)
        default:
          break
        }
        current = node.pointee.next
      }
    }

    private mutating func element(_ node: xmlNodePtr) {
      let name = node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
      guard !hidden.contains(name), !VisibleText.isHiddenByAttributes(node) else { return }
      let outermostTable = name == "table" && tableDepth == 0
      if outermostTable { close(isTable: false) }
      tableDepth += name == "table" ? 1 : 0
      let separates = !inline.contains(name)
      if separates { text += " " }
      collect(node.pointee.children)
      if separates { text += " " }
      tableDepth -= name == "table" ? 1 : 0
      if outermostTable { close(isTable: true) }
    }
  }

  /// `hidden`, or an inline `display: none`: what a browser does not draw.
  static func isHiddenByAttributes(_ node: xmlNodePtr) -> Bool {
    if xmlHasProp(node, "hidden") != nil { return true }
    guard let value = xmlGetProp(node, "style") else { return false }
    defer { dogear_libxml2_free(value) }
    let style = String(cString: value).lowercased().replacingOccurrences(of: " ", with: "")
    return style.contains("display:none")
  }
}

/// Text as comparable word atoms: runs of letters and digits (punctuation, spaces and line
/// breaks all separate them, so a word hyphenated across lines or glued to a link number
/// still compares equal), and each ideograph or kana on its own (lines break between them).
/// Superscript and subscript forms count as the plain characters they raise or lower: the
/// layout prints "10<sup>3</sup>" as "10³", which is the source's "103".
enum WordAtoms {
  static func atoms(of text: String) -> [String] {
    var atoms: [String] = []
    var current = ""
    for raised in text {
      let character = plainForms[raised] ?? raised
      guard let first = character.unicodeScalars.first else { continue }
      if first.value >= 0x2E80 && first.value < 0xFB00 || first.value >= 0x20000 {
        if !current.isEmpty { atoms.append(current) }
        current = ""
        if character.isLetter || character.isNumber { atoms.append(String(character)) }
      } else if character.isLetter || character.isNumber {
        for scalar in character.unicodeScalars where scalar.properties.generalCategory != .format {
          current.unicodeScalars.append(scalar)
        }
      } else if first.properties.generalCategory == .format
        || first.properties.isDefaultIgnorableCodePoint
      {
        continue
      } else {
        if !current.isEmpty { atoms.append(current) }
        current = ""
      }
    }
    if !current.isEmpty { atoms.append(current) }
    return atoms
  }

  /// Unicode superscript and subscript digits, signs, brackets, n and i, as plain ASCII.
  static let plainForms: [Character: Character] = {
    var forms: [Character: Character] = [:]
    let raised = "\u{2070}\u{00B9}\u{00B2}\u{00B3}\u{2074}\u{2075}\u{2076}\u{2077}\u{2078}\u{2079}"
    let lowered = "\u{2080}\u{2081}\u{2082}\u{2083}\u{2084}\u{2085}\u{2086}\u{2087}\u{2088}\u{2089}"
    for (plain, (up, down)) in zip("0123456789", zip(raised, lowered)) {
      forms[up] = plain
      forms[down] = plain
    }
    for (plain, (up, down)) in zip(
      "+-=()",
      zip("\u{207A}\u{207B}\u{207C}\u{207D}\u{207E}", "\u{208A}\u{208B}\u{208C}\u{208D}\u{208E}"))
    {
      forms[up] = plain
      forms[down] = plain
    }
    forms["\u{207F}"] = "n"
    forms["\u{2071}"] = "i"
    return forms
  }()
}
