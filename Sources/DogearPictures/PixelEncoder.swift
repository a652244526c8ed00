import CPictureLibraries
import DogearCore
import DogearScreen

/// Turns decoded pixels into the escape sequence of an image protocol (issue 29): chafa 1.12
/// writes sixel, kitty and iTerm2 output itself (`CHAFA_PIXEL_MODE_*`), so dogear only crops
/// and sizes. A picture takes `columns` x `totalRows` cells, the cells half blocks would
/// take; only the visible rows `rows` are cropped out and sent, so a picture half scrolled
/// off the top or bottom never spills over the text around it.
enum PixelEncoder {
  /// The sequence that draws rows `rows` of the picture at the cursor; "" when there is
  /// nothing to draw.
  static func encode(
    _ image: DecodedImage, kind: PictureProtocol, columns: Int, rows: Range<Int>,
    totalRows: Int, cell: CellPixels
  ) -> String {
    guard kind != .blocks, columns > 0, totalRows > 0, !rows.isEmpty, rows.lowerBound >= 0,
      rows.upperBound <= totalRows
    else { return "" }
    let part = crop(image, rows: rows, of: totalRows)
    guard part.height > 0, let lib = PictureLibraries.loaded,
      let config = lib.chafa_canvas_config_new()
    else { return "" }
    defer { lib.chafa_canvas_config_unref(config) }
    lib.chafa_canvas_config_set_geometry(config, gint(columns), gint(rows.count))
    lib.chafa_canvas_config_set_cell_geometry(config, gint(cell.width), gint(cell.height))
    lib.chafa_canvas_config_set_pixel_mode(config, pixelMode(kind))
    lib.chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
    guard let canvas = lib.chafa_canvas_new(config) else { return "" }
    defer { lib.chafa_canvas_unref(canvas) }
    part.pixels.withUnsafeBufferPointer { pixels in
      lib.chafa_canvas_draw_all_pixels(
        canvas, part.hasAlpha ? CHAFA_PIXEL_RGBA8_UNASSOCIATED : CHAFA_PIXEL_RGB8,
        pixels.baseAddress, gint(part.width), gint(part.height), gint(part.rowBytes))
    }
    return print(canvas, kind: kind, lib: lib)
  }

  /// The source rows under picture rows `rows` of `totalRows`: each cell row stands for an
  /// equal band of the image, so the visible part is cut where those bands meet.
  static func crop(_ image: DecodedImage, rows: Range<Int>, of totalRows: Int) -> DecodedImage {
    if rows == 0..<totalRows { return image }
    let top = rows.lowerBound * image.height / totalRows
    let bottom = max(top + 1, rows.upperBound * image.height / totalRows)
    let slice = image.pixels[(top * image.rowBytes)..<(min(bottom, image.height) * image.rowBytes)]
    return DecodedImage(
      width: image.width, height: min(bottom, image.height) - top, hasAlpha: image.hasAlpha,
      pixels: Array(slice))
  }

  private static func pixelMode(_ kind: PictureProtocol) -> ChafaPixelMode {
    switch kind {
    case .blocks: return CHAFA_PIXEL_MODE_SYMBOLS
    case .kitty: return CHAFA_PIXEL_MODE_KITTY
    case .sixel: return CHAFA_PIXEL_MODE_SIXELS
    case .iterm2: return CHAFA_PIXEL_MODE_ITERM2
    }
  }

  /// chafa prints through a terminal description; 1.12 finds one only from an environment,
  /// so each protocol gets the environment of a terminal known to speak it.
  private static func print(
    _ canvas: OpaquePointer, kind: PictureProtocol, lib: DogearPictureFunctions
  ) -> String {
    let variable: String
    switch kind {
    case .blocks: return ""
    case .kitty: variable = "TERM=xterm-kitty"
    case .sixel: variable = "TERM=foot"
    case .iterm2: variable = "TERM_PROGRAM=iTerm.app"
    }
    guard let database = lib.chafa_term_db_get_default() else { return "" }
    let info: OpaquePointer? = variable.withCString { text in
      var environment: [UnsafeMutablePointer<gchar>?] = [UnsafeMutablePointer(mutating: text), nil]
      return environment.withUnsafeMutableBufferPointer {
        lib.chafa_term_db_detect(database, $0.baseAddress)
      }
    }
    guard let info else { return "" }
    defer { lib.chafa_term_info_unref(info) }
    guard let output = lib.chafa_canvas_print(canvas, info) else { return "" }
    defer { _ = lib.g_string_free(output, 1) }
    let bytes = UnsafeRawBufferPointer(start: output.pointee.str, count: Int(output.pointee.len))
    return String(decoding: bytes, as: UTF8.self)
  }
}
