import DogearCore
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The one way dogear's commands write to stdout and stderr.
///
/// What a command prints mixes its own words with titles, site names, file names, arguments
/// and server messages, any of which may carry an escape sequence, a C1 control or a bidi
/// override that would act on the terminal. So text goes through `TextSanitizer`, the same
/// sanitiser the screen uses (line feeds kept); JSON goes through `JSONText`, which
/// escapes instead of removing; the program's own cursor moves are named `Control`s, never
/// text. Commands never call `print` or `FileHandle.standardOutput` (a test checks the
/// sources), so a command added later cannot forget this.
///
/// Writes are unbuffered `write(2)` calls repeated until every byte is taken, so messages on
/// the two streams come out in the order they were made.
public enum PlainOutput {
  public enum Stream: Sendable {
    case standardOutput, standardError

    var descriptor: Int32 { self == .standardOutput ? STDOUT_FILENO : STDERR_FILENO }
  }

  /// The terminal controls dogear itself sends to plain output: the sync progress bar's.
  public enum Control: String, Sendable {
    /// Carriage return: the bar is drawn again over itself.
    case lineStart = "\r"
    /// EL (erase in line): what is left of a longer earlier bar goes.
    case eraseToLineEnd = "\u{1B}[K"
  }

  /// The whitespace plain output keeps: line feeds. A tab (in a title) becomes a space, so a
  /// row of `dogear list` keeps its shape; nothing dogear writes itself holds one.
  static let keptWhitespace: TextSanitizer.Whitespace = [.lineFeed]

  /// Writes `text`, sanitised; the `errno` of a failed write, else nil.
  @discardableResult
  public static func write(_ text: String, to stream: Stream = .standardOutput) -> Int32? {
    var clean = TextSanitizer.sanitize(text, preserving: keptWhitespace)
    return clean.withUTF8 { writeAll($0, to: stream.descriptor) }
  }

  /// `text` on one line: a field of a row (a title, an id, a note in `list`, `search` or
  /// `highlights`) keeps its row whole, so every line break and tab becomes a space. Not a
  /// sanitiser: what a terminal must not receive is removed by `write`, the one boundary.
  public static func oneLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isLineBreakOrTab) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(isLineBreakOrTab(scalar) ? " " : scalar)
    }
    return String(scalars)
  }

  private static func isLineBreakOrTab(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// Writes `text` and a line feed.
  @discardableResult
  public static func line(_ text: String, to stream: Stream = .standardOutput) -> Int32? {
    write(text + "\n", to: stream)
  }

  /// The one-line message every failure ends with: "dogear: …" on stderr.
  public static func error(_ message: String) {
    line("dogear: " + message, to: .standardError)
  }

  /// Writes a JSON document built with `JSONText.string`; a raw control left in it by mistake
  /// is escaped, not written.
  @discardableResult
  public static func json(_ document: String) -> Int32? {
    var escaped = JSONText.escapingStrayControls(document)
    return escaped.withUTF8 { writeAll($0, to: STDOUT_FILENO) }
  }

  /// Sends one of dogear's own terminal controls.
  public static func control(_ control: Control, to stream: Stream) {
    var code = control.rawValue
    _ = code.withUTF8 { writeAll($0, to: stream.descriptor) }
  }

  /// Writes UTF-8 text as `write` does, without making a String of it first: `dogear dump`'s
  /// laid-out article, which is clean already, so the cost is one scan.
  public static func write(utf8 bytes: UnsafeBufferPointer<UInt8>, to stream: Stream) -> Int32? {
    guard TextSanitizer.needsSanitizing(bytes, preserving: keptWhitespace) else {
      return writeAll(bytes, to: stream.descriptor)
    }
    var clean: [UInt8] = []
    TextSanitizer.sanitize(bytes, preserving: keptWhitespace, into: &clean)
    return clean.withUnsafeBufferPointer { writeAll($0, to: stream.descriptor) }
  }

  /// All of `bytes`, repeating only when the kernel takes less; the failing `errno`, if any.
  private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32)
    -> Int32?
  {
    guard let start = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
      let count = Glibc.write(descriptor, start + offset, bytes.count - offset)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return count < 0 ? errno : EIO }
      offset += count
    }
    return nil
  }
}
