import DogearScreen

/// What the user asks of the whole program, on every screen.
public enum AppCommand: Hashable, Sendable {
  /// Clear the terminal and paint everything again (another program wrote over it).
  case redraw
}

/// The keys every screen shares, dispatched by `App.update` before the list or the reader see
/// them; the manual page lists them from here.
public enum AppKeyMap {
  public static let table = KeyMap<AppCommand>([
    KeyBinding([.control("l")], .redraw, "Redraw the screen")
  ])
}
