import CNCursesW
import DogearCore
import DogearScreen
import FoundationEssentials

extension Terminal {
  /// Waits up to `timeout` seconds (nil: forever) for one input event; nil on timeout or
  /// for input the program does not use. For simple callers; the `EventLoop` is the main path.
  public func nextEvent(timeout: Double?) -> InputEvent? {
    guard !hasEnded else { return nil }
    let milliseconds = timeout.map { Int32(max(0, ($0 * 1000).rounded(.up))) } ?? -1
    dogear_wtimeout(window, milliseconds)
    // Let the deferred signals in while waiting: a resize then ends the wait as KEY_RESIZE.
    var waitMask = SignalRelay.waitMask()
    var blockedMask = sigset_t()
    pthread_sigmask(SIG_SETMASK, &waitMask, &blockedMask)
    let event = readDecoded()
    pthread_sigmask(SIG_SETMASK, &blockedMask, nil)
    return event ?? nil
  }

  /// SIGINT, SIGTERM, SIGHUP and SIGQUIT caught since the last call (for callers that use
  /// `nextEvent` instead of the `EventLoop`, which reports them itself). Clears them.
  public func takePendingSignals() -> [Int32] {
    SignalRelay.takePending().filter { SignalRelay.leaving.contains($0) }
  }

  /// The next already available input event, without waiting; nil when the input is empty.
  /// Skips input the program does not use. curses polls before each read (a get_wch with no
  /// wait): a blocking first read after ppoll would spare that poll, but a lone byte of a
  /// character (a terminal's 8-bit Meta) would then wait for the next key and swallow it.
  func pendingEvent() -> InputEvent? {
    guard !hasEnded else { return nil }
    dogear_wtimeout(window, 0)
    while let event = readDecoded() {
      if let event { return event }
    }
    return nil
  }

  /// One get_wch: nil when nothing was read, .some(nil) when what was read is ignored.
  private func readDecoded() -> InputEvent?? {
    guard let (decoded, _) = readOnce() else { return nil }
    switch decoded {
    case .event(let event):
      return .some(event)
    case .ignored:
      return .some(nil)
    case .resize:
      return .some(resizeEvent())
    case .mouse:
      return .some(mouseEvent())
    case .escape:
      return .some(escapeOrAlt())
    }
  }

  /// The pending mouse report as an event. Moves count as drags only between a press and
  /// its release: any-motion tracking reports every move of the pointer.
  private func mouseEvent() -> InputEvent? {
    var buttons: mmask_t = 0
    var column: Int32 = 0
    var row: Int32 = 0
    guard dogear_mouse_event(&buttons, &column, &row) != 0 else { return nil }
    let event = KeyDecoder.mouse(
      buttons: UInt(buttons), column: Int(column), row: Int(row), masks: .curses,
      buttonHeld: pointerHeld)
    if case .pointer(let pointer) = event { pointerHeld = pointer.phase != .release }
    return event
  }

  /// ESC followed at once by a character is an Alt-sequence, ignored whole; ESC alone is
  /// Escape. A special key right after it (a resize, an arrow) is kept. ESC [ I and ESC [ O
  /// are focus reports (`FocusReports`); no terminfo entry names them, so curses hands them
  /// over a character at a time.
  private func escapeOrAlt() -> InputEvent? {
    dogear_wtimeout(window, 0)
    guard let (next, isKeyCode) = readOnce() else { return .key(.escape) }
    guard isKeyCode else {
      guard next == .event(.key(.character("["))), let (last, _) = readOnce() else { return nil }
      guard case .event(.key(.character(let final))) = last else { return nil }
      return KeyDecoder.focusReport(final: final)
    }
    switch next {
    case .event(let event): return event
    case .resize: return resizeEvent()
    case .escape, .mouse, .ignored: return nil
    }
  }

  /// The resize as the app sees it, with the size curses now has.
  func resizeEvent() -> InputEvent {
    let (columns, rows) = size
    return .resized(columns: columns, rows: rows)
  }

  /// One get_wch, decoded; also says whether it was a key code (KEY_*) or a character.
  private func readOnce() -> (DecodedInput, isKeyCode: Bool)? {
    var value: wint_t = 0
    let status = dogear_wget_wch(window, &value)
    if status == KEY_CODE_YES { return (KeyDecoder.decode(keyCode: Int32(value)), true) }
    if status == OK { return (KeyDecoder.decode(character: UInt32(value)), false) }
    return nil
  }
}
