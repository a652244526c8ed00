import DogearCore
import DogearScreen

/// `l` in the list: pick a label to show only its bookmarks. The first line is "every
/// label" (no filter); typing narrows the labels to those containing the text, ignoring
/// case; each shows how many bookmarks have it.
public struct ListLabelPicker: Equatable, Sendable {
  public internal(set) var labels: [LabelCount] = []
  public internal(set) var typed = ""
  /// The selected line of `shown`.
  public internal(set) var selection = 0
  /// The store's labels have arrived.
  public internal(set) var hasLoaded = false

  public init() {}

  /// The lines: nil for "every label", then the labels that match what was typed.
  public var shown: [LabelCount?] {
    let needle = typed.lowercased()
    let matching = labels.filter { needle.isEmpty || $0.name.lowercased().contains(needle) }
    return (needle.isEmpty ? [nil] : []) + matching.map { Optional($0) }
  }

  mutating func move(by step: Int) {
    selection = min(max(0, selection + step), max(0, shown.count - 1))
  }
}

extension ListState {
  mutating func openLabelPicker() -> [ListEffect] {
    labelPicker = ListLabelPicker()
    return [.loadLabels]
  }

  mutating func acceptLabels(_ labels: [LabelCount]) -> [ListEffect] {
    labelEditor?.known = labels.map(\.name)
    guard labelPicker != nil else { return [] }
    labelPicker?.labels = labels
    labelPicker?.hasLoaded = true
    if let label, let index = labelPicker?.shown.firstIndex(where: { $0?.name == label }) {
      labelPicker?.selection = index
    }
    return []
  }

  /// Typing narrows, the arrows (and j/k before typing) move, Enter filters by the selected line, Esc cancels.
  mutating func editLabelPicker(with key: Key) -> [ListEffect] {
    guard var picker = labelPicker else { return [] }
    labelPicker = nil  // taken out, so typing into it does not copy it (a paste stays quick)
    switch key {
    // j and k move until something is typed (then they are letters of a label); Ctrl-N
    // and Ctrl-P always move.
    case .character("j") where picker.typed.isEmpty, .control("n"): picker.move(by: 1)
    case .character("k") where picker.typed.isEmpty, .control("p"): picker.move(by: -1)
    case .character(let character):
      picker.typed.append(TextFit.printable(character))
      picker.selection = 0
    case .backspace, .delete:
      if !picker.typed.isEmpty { picker.typed.removeLast() }
      picker.selection = 0
    case .down: picker.move(by: 1)
    case .up: picker.move(by: -1)
    case .pageDown: picker.move(by: max(1, bodyHeight - 1))
    case .pageUp: picker.move(by: -max(1, bodyHeight - 1))
    case .escape:
      labelPicker = nil
      return []
    case .enter:
      let shown = picker.shown
      guard shown.indices.contains(picker.selection) else {
        labelPicker = picker
        return []
      }
      return setLabel(shown[picker.selection]?.name)
    default: break
    }
    labelPicker = picker
    return []
  }

  /// A new label filter (nil: every label) and a first page for it.
  mutating func setLabel(_ newLabel: String?) -> [ListEffect] {
    guard newLabel != label else { return [] }
    label = newLabel
    return restartList()
  }
}
