import DogearCore
import DogearScreen

/// What the user asks the list to do.
public enum ListCommand: Equatable, Sendable {
  case moveDown, moveUp, pageDown, pageUp, halfPageDown, halfPageUp, top, bottom
  case open, toggleArchived, toggleFavourite, toggleRead, undo, redo
  case search, searchText, labels, editLabels, sync, cycleOrder, openAddress, archiveFinished
  case delete, saveAddress, rename, record
  case filter(ListFilter)
  case nextFilter
  case help, quit
}

/// One line of the key map: the keys, how the help shows them, the command and its help.
public struct ListKeyBinding: Sendable {
  public var keys: [Key]
  /// The keys as the help screen shows them, in UTF-8 and in ASCII.
  public var label: String
  public var asciiLabel: String
  public var command: ListCommand
  public var help: String
  /// A short hint for the status line, for the few commands worth one.
  public var hint: String?

  public init(
    _ keys: [Key], _ label: String, ascii: String? = nil, _ command: ListCommand, _ help: String,
    hint: String? = nil
  ) {
    self.keys = keys
    self.label = label
    self.asciiLabel = ascii ?? label
    self.command = command
    self.help = help
    self.hint = hint
  }
}

/// The list's one key map: `update` dispatches with it and the help screen is drawn from it,
/// so the two cannot disagree.
public enum ListKeyMap {
  public static let bindings: [ListKeyBinding] = [
    ListKeyBinding([.character("j"), .down], "j ↓", ascii: "j Dn", .moveDown, "down"),
    ListKeyBinding([.character("k"), .up], "k ↑", ascii: "k Up", .moveUp, "up", hint: "j/k move"),
    ListKeyBinding([.pageDown, .character(" "), .control("f")], "PgDn", .pageDown, "page down ^F"),
    ListKeyBinding([.pageUp, .character("b"), .control("b")], "PgUp", .pageUp, "page up ^B"),
    ListKeyBinding([.control("d")], "^D", .halfPageDown, "half down"),
    ListKeyBinding([.control("u")], "^U", .halfPageUp, "half up"),
    ListKeyBinding([.character("g"), .home], "g", .top, "top, Home"),
    ListKeyBinding([.character("G"), .end], "G", .bottom, "bottom, End"),
    ListKeyBinding([.enter], "Enter", .open, "open", hint: "Enter open"),
    ListKeyBinding([.character("/")], "/", .search, "search", hint: "/ search"),
    ListKeyBinding([.character("s")], "s", .searchText, "text search"),
    ListKeyBinding([.character("l")], "l", .labels, "label"),
    ListKeyBinding([.character("L")], "L", .editLabels, "edit labels"),
    ListKeyBinding([.character("a")], "a", .toggleArchived, "archive"),
    ListKeyBinding([.character("A")], "A", .archiveFinished, "archive finished"),
    ListKeyBinding([.character("f")], "f", .toggleFavourite, "favourite"),
    ListKeyBinding([.character("r")], "r", .toggleRead, "read/unread"),
    ListKeyBinding([.character("u")], "u", .undo, "undo"),
    ListKeyBinding([.control("r")], "^R", .redo, "redo"),
    ListKeyBinding([.character("D")], "D", .delete, "delete (u undoes)"),
    ListKeyBinding([.character("+")], "+", .saveAddress, "save a web page"),
    ListKeyBinding([.character("R")], "R", .rename, "rename"),
    ListKeyBinding([.character("S")], "S", .sync, "sync"),
    ListKeyBinding([.character("t")], "t", .record, "reading record"),
    ListKeyBinding([.character("1")], "1", .filter(.all), "all", hint: "1-6 filter"),
    ListKeyBinding([.character("2")], "2", .filter(.unread), "unread"),
    ListKeyBinding([.character("3")], "3", .filter(.reading), "reading"),
    ListKeyBinding([.character("4")], "4", .filter(.read), "read"),
    ListKeyBinding([.character("5")], "5", .filter(.archived), "archived"),
    ListKeyBinding([.character("6")], "6", .filter(.favourites), "favourites"),
    ListKeyBinding([.tab], "Tab", .nextFilter, "next filter"),
    ListKeyBinding([.character("o")], "o", .cycleOrder, "order"),
    ListKeyBinding([.character("O")], "O", .openAddress, "open in browser"),
    ListKeyBinding([.character("?")], "?", .help, "this help"),
    ListKeyBinding([.character("q"), .control("c")], "q", .quit, "quit", hint: "q quit"),
  ]

  /// The command bound to `key`, if any.
  public static func command(for key: Key) -> ListCommand? {
    bindings.first { $0.keys.contains(key) }?.command
  }
}
