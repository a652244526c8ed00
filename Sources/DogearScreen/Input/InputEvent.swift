/// A key as the terminal layer reports it, independent of ncurses.
public enum Key: Hashable, Sendable {
  case character(Character)
  /// Ctrl plus a letter, lower-case: Ctrl-C is `.control("c")`.
  case control(Character)
  case up, down, left, right
  case pageUp, pageDown, home, end
  case enter, escape, backspace, tab, delete
  case function(Int)
}

/// Everything that reaches the program from the terminal.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  /// Mouse wheel: negative lines scroll up, positive down.
  case wheel(lines: Int)
  /// The first button pressed, dragged or let go (mouse reporting on).
  case pointer(PointerEvent)
  case resized(columns: Int, rows: Int)
  /// The terminal gained or lost the focus (xterm's focus reports, mode 1004): another
  /// window or tmux pane came in front, or this one came back.
  case focus(gained: Bool)
}
