/// The mouse setting (issue 25): the `,` panel's Mouse row.
extension ReaderState {
  /// Flips mouse reporting for every article and persists it; the shell applies the saved
  /// settings to the terminal at once. Nothing on the page moves.
  mutating func toggleMouseReporting() -> [ReaderEffect] {
    settings.mouseReporting.toggle()
    message =
      settings.mouseReporting
      ? "Mouse on: the wheel scrolls, a drag selects here; Shift-drag selects in the terminal"
      : "Mouse off: a drag selects in the terminal"
    return [.saveSettings(settings)]
  }
}
