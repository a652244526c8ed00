import DogearScreen

/// A row's labels after its title: as many as fit in the room given, in order, then how many
/// did not ("rust  to read +2"), or only the count when not one fits ("+3").
enum ListRowLabels {
  static func text(_ labels: [String], width: Int, fit: TextFit) -> String {
    guard !labels.isEmpty, width > 0 else { return "" }
    let names = labels.map { label in String(label.map(TextFit.printable)) }
    var shown: [String] = []
    for (index, name) in names.enumerated() {
      let left = names.count - index - 1
      let candidate = (shown + [name]).joined(separator: "  ") + (left > 0 ? " +\(left)" : "")
      guard fit.width(candidate) <= width else { break }
      shown.append(name)
    }
    let left = names.count - shown.count
    let text = shown.joined(separator: "  ")
    guard left > 0 else { return text }
    let count = (text.isEmpty ? "" : text + " ") + "+\(left)"
    return fit.width(count) <= width ? count : ""
  }
}
