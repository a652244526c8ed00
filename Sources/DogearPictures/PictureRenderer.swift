import DogearCore
import DogearScreen
import FoundationEssentials

/// Image bytes in, a `Picture` out: the only door to the image libraries (gdk-pixbuf decodes,
/// chafa draws). Safe to call from any thread; the shell calls it off the UI thread.
public enum PictureRenderer {
  /// Colour counts the terminal may report.
  public static let colors256 = 256
  public static let trueColor = 16_777_216

  /// Why no picture can be drawn at all (a library is not installed), else nil. Opens the
  /// libraries on first use.
  public static var unavailable: PictureError? {
    do {
      _ = try PictureLibraries.load()
      return nil
    } catch {
      return error as? PictureError
    }
  }

  /// Decodes `data` (bounded: at most 2048 pixels a side, which a 250-column terminal cannot outgrow, and images too large to decode at a
  /// reduced size are refused) and renders it into at most `columns` x `rows` cells, keeping
  /// the aspect ratio (`PictureGeometry`). `colors` is the terminal's colour count: 256 gives
  /// indexed colours, `trueColor` RGB, fewer throws `tooFewColors`.
  ///
  /// Throws `PictureError` for empty, corrupt, truncated, zero-size, huge and unsupported
  /// (SVG) input; the caller shows the alt block instead.
  public static func render(
    _ data: Data, columns: Int, rows: Int, colors: Int, altText: String = ""
  ) throws -> Picture {
    try renderKeepingPixels(data, columns: columns, rows: rows, colors: colors, altText: altText)
      .picture
  }

  /// `render`, also handing back the decoded pixels (for pictures sent as pixels, issue 29).
  static func renderKeepingPixels(
    _ data: Data, columns: Int, rows: Int, colors: Int, altText: String = "", pixelKey: String = ""
  ) throws -> (picture: Picture, image: DecodedImage) {
    guard colors >= colors256 else { throw PictureError.tooFewColors(colors) }
    guard columns > 0, rows > 0 else { throw PictureError.noRoom(columns: columns, rows: rows) }
    let image = try ImageDecoder().decode(data)
    let size = PictureGeometry.fit(
      pixelWidth: image.width, pixelHeight: image.height, columns: columns, rows: rows)
    let cells = CellPainter.paint(
      image, columns: size.columns, rows: size.rows, truecolor: colors >= trueColor)
    let picture = Picture(
      columns: size.columns, rows: size.rows, cells: cells, altText: altText, pixelKey: pixelKey)
    return (picture, image)
  }
}
