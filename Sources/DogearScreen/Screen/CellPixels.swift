import DogearCore

/// A terminal cell's size in pixels (issue 29), which sets how many pixels a picture sent as
/// pixels has: from `TIOCGWINSZ` when the terminal fills in its pixel fields, else from its
/// answer to XTWINOPS 16 (`ESC [ 16 t`), else a guess.
public struct CellPixels: Hashable, Sendable {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
  }

  /// What most terminals use at their default font size, when the terminal does not say.
  public static let fallback = CellPixels(width: 10, height: 20)

  /// Asks for the cell size, then for the primary device attributes, which every terminal
  /// answers: their answer ends the wait early (`PictureDetection.answersComplete`).
  public static let query = "\u{1B}[16t" + "\u{1B}[c"

  /// The cell from `TIOCGWINSZ`'s fields; nil when the terminal left the pixels at zero.
  public init?(columns: Int, rows: Int, xPixels: Int, yPixels: Int) {
    guard columns > 0, rows > 0, xPixels >= columns, yPixels >= rows else { return nil }
    self.init(width: xPixels / columns, height: yPixels / rows)
  }

  /// The cell in an answer to `ESC [ 16 t`, `ESC [ 6 ; height ; width t`, among other
  /// answers; nil when there is none (or it says zero).
  public init?(answers: String) {
    // Read as bytes (`PictureDetection.holds`).
    let bytes = Array(answers.utf8)
    guard let start = ByteSearch.firstRange(of: Array("\u{1B}[6;".utf8), in: bytes[...]),
      let end = bytes[start.upperBound...].firstIndex(of: UInt8(ascii: "t"))
    else { return nil }
    let numbers = bytes[start.upperBound..<end].split(
      separator: UInt8(ascii: ";"), omittingEmptySubsequences: false
    ).map { Int(String(decoding: $0, as: UTF8.self)) }
    guard numbers.count == 2, let height = numbers[0], let width = numbers[1], height > 0,
      width > 0
    else { return nil }
    self.init(width: width, height: height)
  }

  /// The cell pictures are sized with: `TIOCGWINSZ`'s when it has pixels (it follows a font
  /// change), else the answer at the start, else the guess.
  public static func inUse(windowSize: CellPixels?, answered: CellPixels?) -> CellPixels {
    windowSize ?? answered ?? .fallback
  }

  /// What to ask the terminal before the first frame: the picture queries when the
  /// environment does not tell the protocol (they ask for the cell too), else the cell
  /// alone when `TIOCGWINSZ` has no pixels and pictures may be sent as pixels; nil: nothing.
  public static func startQuery(environment: [String: String], knowsCell: Bool) -> String? {
    if PictureDetection.needsQuery(environment: environment) { return PictureDetection.queries }
    let terminal = PictureDetection.terminal(environment: environment, answers: nil)
    let onlyBlocks = terminal.isForced && !terminal.detected.isPixels
    return knowsCell || onlyBlocks ? nil : query
  }
}
