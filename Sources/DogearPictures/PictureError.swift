/// Why an image could not become a picture. Each one is expected (the web is full of broken
/// and odd images): the reader shows the framed alt block instead and goes on.
public enum PictureError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No bytes at all.
  case empty
  /// Bytes that are not PNG, JPEG, GIF or WebP; the name says what they look like ("SVG").
  case unsupportedFormat(String)
  /// The header declares a width or height of zero.
  case zeroSize
  /// Larger than can be decoded in bounded memory (the format cannot be scaled while decoding).
  case tooLarge(width: Int, height: Int)
  /// The decoder rejected the bytes.
  case corrupt(String)
  /// The bytes stop before the image ends.
  case truncated(String)
  /// No cells to draw into.
  case noRoom(columns: Int, rows: Int)
  /// The terminal shows fewer than 256 colours: the alt block reads better than a smear.
  case tooFewColors(Int)
  /// chafa, gdk-pixbuf or GLib (opened on first use, not linked) is not installed; the file
  /// or function not found.
  case librariesMissing(String)

  public var description: String {
    switch self {
    case .empty: return "the image is empty"
    case .unsupportedFormat(let name): return "\(name) images are not shown"
    case .zeroSize: return "the image has no pixels"
    case .tooLarge(let width, let height): return "the image is too large (\(width) x \(height))"
    case .corrupt(let reason): return "the image is damaged: \(reason)"
    case .truncated(let reason): return "the image is cut short: \(reason)"
    case .noRoom(let columns, let rows): return "no room for a picture (\(columns) x \(rows) cells)"
    case .tooFewColors(let colors): return "the terminal shows \(colors) colours, pictures need 256"
    case .librariesMissing(let file):
      return "pictures need libchafa and gdk-pixbuf (\(file) is missing)"
    }
  }
}
