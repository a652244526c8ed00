import CNCursesW
import DogearCore
import DogearScreen
import DogearWidth
import FoundationEssentials

/// The terminal while dogear owns it: ncurses set up for reading (cbreak, so Ctrl-Z still
/// suspends), the Screen painter, key input and the way back (`end`).
///
/// Only one thread may use it: the one that created it and runs the `EventLoop`. Create it
/// before starting other threads: SIGWINCH, SIGTSTP and the relayed signals are blocked from
/// `init` on (threads started later inherit that) and let through only where this thread
/// waits for input. Nothing may be printed to stdout or stderr between `init` and `end()`:
/// queue it with `printAfterEnd`.
public final class Terminal {
  /// Colours the terminal can show (`COLORS`); 0 when it has none or `NO_COLOR` is set.
  public let colorCount: Int
  /// True when styles may use colour; false means attributes only (bold, reverse, ...).
  public var supportsColor: Bool { colorCount >= 8 }
  /// True when LC_CTYPE is UTF-8, so non-ASCII text can be drawn.
  public let isUTF8: Bool
  /// True when the user's own locale (LC_ALL, LC_CTYPE, LANG) is UTF-8. Text is measured and
  /// drawn under C.UTF-8 even when it is not (`isUTF8`), but decorations (rings, bars,
  /// boxes) then fall back to ASCII: the user asked for a plain terminal.
  public let localeIsUTF8: Bool
  /// Rings, stars and bar edges in Unicode (`unicodeDecorations(localeIsUTF8:term:)`).
  public let unicodeDecorations: Bool
  /// glibc `wcwidth` under the locale set here: what the layout must measure with.
  public let cellWidth: CellWidth

  let screen: OpaquePointer
  let window: UnsafeMutablePointer<WINDOW>
  let wakePipe: WakePipe
  let restorer: TerminalRestorer
  let colorMapper: ColorMapper
  /// Whether the first button is down (between a press and its release).
  var pointerHeld = false
  var pairs: ColorPairCache
  /// Curses' attributes and pair of each style drawn, by `CellStyle.bits`.
  var styleCache: [UInt64: (attributes: attr_t, pair: Int32)] = [:]
  /// Neighbouring cells mostly share a style: this skips hashing it again.
  var lastStyle: (bits: UInt64, curses: (attributes: attr_t, pair: Int32))?
  var cursorVisible = false
  /// The plain cells of the row being painted (`CellBatch`).
  var cellBatch = CellBatch()
  let glyphs: CellGlyphs
  /// Pictures on screen as pixels (issue 29) and the sequence that removes kitty's.
  var shownImages: [TerminalImage] = []
  /// The struck runs the last paint wrote over curses' cells (`Terminal+Struck.swift`).
  var shownStruck: [StruckCells] = []
  /// The frame last drawn into curses' window and the window's size then: the next frame
  /// hands curses only the rows that differ from it (nil: draw every row).
  var painted: (screen: Screen, window: (columns: Int, rows: Int))?
  /// `painted`'s `rowSignatures` when the plan that painted it made them, for finding the
  /// rows the next frame shows shifted (nil: made from `painted` if a plan needs them).
  var paintedSignatures: [UInt64]?
  /// terminfo has `smxx` and `rmxx`: struck-through text is drawn struck (issue 28).
  public private(set) var drawsStrikethrough = false
  /// The terminal scrolls a region as `dogear_scroll_terminal_rows` asks (csr, ind, ri):
  /// a frame of shifted rows has it scroll them itself (`Terminal+Paint.swift`).
  var scrollsRegions = false
  var imageEraser = ""

  /// A UTF-8 locale, and not the Linux console: its font has letters, quotes and blocks, but
  /// no ◔, ★ or ▏ (issue 28), so there the decorations are ASCII as under `LANG=C`.
  public static func unicodeDecorations(localeIsUTF8: Bool, term: String) -> Bool {
    localeIsUTF8 && term != "linux" && !term.hasPrefix("linux-")
  }

  /// Takes over the terminal on stdin/stdout. Throws `TerminalError` when there is none.
  ///
  /// `environment` decides `NO_COLOR` (any non-empty value: no colour at all) and is read
  /// for TERM only to word the error message (ncurses reads TERM itself).
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      throw TerminalError.notATerminal
    }
    // Only the character type is the user's: it is all ncursesw and wcwidth read. The
    // other categories stay "C" (numbers, messages), and are not each read from a file at
    // every start (C.UTF-8 has no locale-archive here: 12 files, some 40 system calls).
    setlocale(LC_CTYPE, "")
    localeIsUTF8 = SystemCellWidth.ctypeIsUTF8()
    isUTF8 = SystemCellWidth.ensureUTF8CType()
    cellWidth = SystemCellWidth.make()
    glyphs = CellGlyphs(width: cellWidth, isUTF8: isUTF8, plainPunctuation: !localeIsUTF8)
    let termName = environment["TERM"] ?? ""
    unicodeDecorations = Self.unicodeDecorations(localeIsUTF8: localeIsUTF8, term: termName)
    guard dogear_curses_load() else { throw TerminalError.libraryMissing("libncursesw.so.6") }
    guard dogear_terminal_is_usable() != 0 else {
      throw TerminalError.unusableTerminalType(termName)
    }
    guard let pipe = WakePipe() else { throw TerminalError.systemResource("no pipe for wake-ups") }
    wakePipe = pipe
    // Our handlers go in first: ncurses then leaves SIGINT and SIGTERM alone.
    let previousSignals = SignalRelay.install(wakingDescriptor: pipe.writeDescriptor)
    guard let screen = dogear_newterm(), let window = dogear_stdscr() else {
      SignalRelay.restore(previousSignals)
      throw TerminalError.unusableTerminalType(termName)
    }
    self.screen = screen
    self.window = window
    // From here on the signals ncurses and the relay handle arrive only where this thread
    // waits (EventLoop's ppoll, nextEvent), never in the middle of a paint; threads started
    // later inherit the block, so they never run ncurses' handlers either.
    let previousMask = SignalRelay.blockDeferred()
    restorer = TerminalRestorer(previousSignals: previousSignals, previousMask: previousMask)
    Self.configureInput(window)
    FocusReports.start()
    let colors = Self.startColors(noColor: !(environment["NO_COLOR"] ?? "").isEmpty)
    colorCount = colors.count
    colorMapper = ColorMapper(colorCount: colors.count, hasDefaultColors: colors.hasDefaults)
    pairs = ColorPairCache(capacity: colorCount > 0 ? Int(dogear_color_pairs()) : 0)
    drawsStrikethrough =
      dogear_string_capability("smxx") != nil && dogear_string_capability("rmxx") != nil
    scrollsRegions = dogear_terminal_scrolls_regions(colors.count > 0 && !colors.hasDefaults) != 0
    Self.leaveFirstRun()
  }

  deinit {
    end()
  }

  /// The window's size now, in cells.
  public var size: (columns: Int, rows: Int) {
    (Int(dogear_columns(window)), Int(dogear_rows(window)))
  }

  /// Gives the terminal back: endwin exactly once (later calls do nothing), the original
  /// signal handlers restored, then the queued messages printed. Also runs at exit.
  public func end() {
    if !hasEnded { forgetImages() }
    restorer.restore()
  }

  /// True once `end()` ran (or the process began exiting).
  public var hasEnded: Bool { restorer.hasEnded }

  /// Prints `text` (a newline is added) right after the terminal is given back, or at once
  /// when it already was. The way to report errors while curses owns the screen.
  public func printAfterEnd(_ text: String, toStandardError: Bool = true) {
    restorer.queue(text, to: toStandardError ? .standardError : .standardOutput)
  }

  /// Turns the terminal's mouse reports (the wheel, a drag selecting in dogear) on or off;
  /// off, a plain drag selects text in the terminal itself. Applies at once.
  public func setMouseReporting(_ on: Bool) {
    dogear_mousemask(on ? mmask_t(MouseMasks.curses.reported) : 0, nil)
  }

  /// Input modes: keys one at a time without echo, signals kept (Ctrl-C, Ctrl-Z), a short
  /// ESC delay, the wheel reported.
  private static func configureInput(_ window: UnsafeMutablePointer<WINDOW>) {
    dogear_cbreak()
    dogear_noecho()
    dogear_nonl()
    dogear_keypad(window, true)
    dogear_intrflush(window, false)
    // Every frame is drawn whole: the loop has read the keys already typed before it paints.
    dogear_typeahead(-1)
    dogear_curs_set(0)
    dogear_set_escdelay(25)
    dogear_mouseinterval(0)
    dogear_mousemask(mmask_t(MouseMasks.curses.reported), nil)
    disableFlowControl()
  }

  /// ncurses 6.4 flushes its output at every cursor move until curses has been suspended once
  /// (lib_mvcur.c, `_nc_mvcur`: while `_endwin` is still `ewInitial`, for programs that use
  /// terminfo without ever refreshing): a frame went out as one write(2) a row, a page as 20
  /// (issue 41). One endwin and doupdate before the first frame leave that state; the
  /// alternate screen is left and entered again while still blank, in one burst.
  private static func leaveFirstRun() {
    dogear_endwin()
    dogear_force_full_redraw()
    dogear_doupdate()
  }

  /// Ctrl-S would otherwise stop all output until Ctrl-Q (IXON, which cbreak keeps), and a
  /// reader who pressed it by mistake would see a frozen screen. The mode is saved as
  /// curses' program mode, so a resume after Ctrl-Z sets it again; `end` gives the shell back
  /// the modes it had.
  private static func disableFlowControl() {
    var modes = termios()
    guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return }
    modes.c_iflag &= ~tcflag_t(IXON)
    guard tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0 else { return }
    dogear_def_prog_mode()
  }

  /// Starts colour unless NO_COLOR or the terminal has none; returns COLORS (0: none) and
  /// whether the terminal's own default colours (-1) can be used in pairs.
  private static func startColors(noColor: Bool) -> (count: Int, hasDefaults: Bool) {
    guard !noColor, dogear_has_colors() else { return (0, false) }
    dogear_start_color()
    let hasDefaults = dogear_use_default_colors() == OK
    return (Int(dogear_colors()), hasDefaults)
  }
}
