/// One row of a key map: the keys that run a command and the sentence the help screen shows.
public struct KeyBinding<Command: Hashable & Sendable>: Sendable {
  public var keys: [Key]
  public var command: Command
  public var help: String

  public init(_ keys: [Key], _ command: Command, _ help: String) {
    self.keys = keys
    self.command = command
    self.help = help
  }
}

/// A screen's key map: the one table that both dispatches keys and generates the help screen,
/// so the two can never disagree (STYLE.md 3).
public struct KeyMap<Command: Hashable & Sendable>: Sendable {
  public let bindings: [KeyBinding<Command>]
  private let commands: [Key: Command]

  /// The first binding of a key wins; later duplicates are ignored.
  public init(_ bindings: [KeyBinding<Command>]) {
    self.bindings = bindings
    var commands: [Key: Command] = [:]
    for binding in bindings {
      for key in binding.keys where commands[key] == nil { commands[key] = binding.command }
    }
    self.commands = commands
  }

  public func command(for key: Key) -> Command? { commands[key] }

  /// The keys bound to `command`, in table order.
  public func keys(for command: Command) -> [Key] {
    bindings.filter { $0.command == command }.flatMap(\.keys)
  }

  /// One help row per binding: its keys as the user types them, and its help text.
  public func helpRows(unicode: Bool) -> [(keys: String, help: String)] {
    bindings.map { binding in
      (binding.keys.map { $0.label(unicode: unicode) }.joined(separator: " "), binding.help)
    }
  }
}

extension Key {
  /// How the help screen names the key: `j`, `Space`, `PgDn`, `Ctrl-L`, `↓` (or `Down`).
  public func label(unicode: Bool) -> String {
    switch self {
    case .character(" "): return "Space"
    case .character(let character): return String(character)
    case .control(let character): return "Ctrl-" + String(character).uppercased()
    case .up: return unicode ? "↑" : "Up"
    case .down: return unicode ? "↓" : "Down"
    case .left: return unicode ? "←" : "Left"
    case .right: return unicode ? "→" : "Right"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .home: return "Home"
    case .end: return "End"
    case .enter: return "Enter"
    case .escape: return "Esc"
    case .backspace: return "Backspace"
    case .tab: return "Tab"
    case .delete: return "Delete"
    case .function(let number): return "F\(number)"
    }
  }
}
