import CPictureLibraries
import DogearCore
import DogearScreen

/// Turns decoded pixels into cells with chafa: it picks, for each cell, the block symbol and
/// the two colours that best match the pixels under it.
///
/// Only one-column symbols are used (blocks, halves, quadrants, eighths and space), so every
/// cell is exactly one terminal column whatever the font. 256-colour terminals get the 240
/// fixed colours (16...255): the first 16 change with the user's theme and would tint the
/// picture. Transparent parts keep the terminal's default background.
enum CellPainter {
  /// No cells when the libraries are missing (the decoder has said so already).
  static func paint(_ image: DecodedImage, columns: Int, rows: Int, truecolor: Bool) -> [Cell] {
    guard let lib = PictureLibraries.loaded, let config = lib.chafa_canvas_config_new() else {
      return []
    }
    defer { lib.chafa_canvas_config_unref(config) }
    lib.chafa_canvas_config_set_geometry(config, gint(columns), gint(rows))
    lib.chafa_canvas_config_set_canvas_mode(
      config, truecolor ? CHAFA_CANVAS_MODE_TRUECOLOR : CHAFA_CANVAS_MODE_INDEXED_240)
    // Ordered dithering was tried for 256 colours: at hero sizes (a few dozen cells) its
    // checkerboards look like noise, while plain nearest colours read as a picture.
    lib.chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_NONE)
    lib.chafa_canvas_config_set_work_factor(config, 0.8)
    if let symbols = lib.chafa_symbol_map_new() {
      lib.chafa_symbol_map_add_by_tags(
        symbols, tags(CHAFA_SYMBOL_TAG_BLOCK, CHAFA_SYMBOL_TAG_SPACE))
      lib.chafa_symbol_map_remove_by_tags(
        symbols, tags(CHAFA_SYMBOL_TAG_WIDE, CHAFA_SYMBOL_TAG_AMBIGUOUS))
      lib.chafa_canvas_config_set_symbol_map(config, symbols)
      lib.chafa_symbol_map_unref(symbols)
    }
    guard let canvas = lib.chafa_canvas_new(config) else { return [] }
    defer { lib.chafa_canvas_unref(canvas) }
    image.pixels.withUnsafeBufferPointer { pixels in
      lib.chafa_canvas_draw_all_pixels(
        canvas, image.hasAlpha ? CHAFA_PIXEL_RGBA8_UNASSOCIATED : CHAFA_PIXEL_RGB8,
        pixels.baseAddress, gint(image.width), gint(image.height), gint(image.rowBytes))
    }
    var cells: [Cell] = []
    cells.reserveCapacity(columns * rows)
    for row in 0..<rows {
      for column in 0..<columns {
        cells.append(cell(canvas, column: column, row: row, truecolor: truecolor, lib: lib))
      }
    }
    return cells
  }

  private static func cell(
    _ canvas: OpaquePointer, column: Int, row: Int, truecolor: Bool, lib: DogearPictureFunctions
  ) -> Cell {
    let code = lib.chafa_canvas_get_char_at(canvas, gint(column), gint(row))
    let symbol = Unicode.Scalar(code).map { String(Character($0)) } ?? " "
    var foreground: gint = -1
    var background: gint = -1
    if truecolor {
      lib.chafa_canvas_get_colors_at(canvas, gint(column), gint(row), &foreground, &background)
    } else {
      lib.chafa_canvas_get_raw_colors_at(canvas, gint(column), gint(row), &foreground, &background)
    }
    let style = CellStyle(
      foreground: colour(foreground, truecolor: truecolor),
      background: colour(background, truecolor: truecolor))
    return Cell(symbol, style: style)
  }

  /// chafa's colour: -1 for transparent, else packed 0xRRGGBB or a palette index.
  private static func colour(_ value: gint, truecolor: Bool) -> TerminalColor {
    guard value >= 0 else { return .default }
    if truecolor {
      return .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }
    return .indexed(UInt8(min(255, value)))
  }

  private static func tags(_ first: ChafaSymbolTags, _ second: ChafaSymbolTags) -> ChafaSymbolTags {
    ChafaSymbolTags(rawValue: first.rawValue | second.rawValue)
  }
}
