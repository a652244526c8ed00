import CPictureLibraries
import FoundationEssentials

/// Decodes PNG, JPEG, GIF (the first frame) and WebP with gdk-pixbuf, never larger than
/// `maximumSide` pixels a side: the loader's "size-prepared" callback asks for a reduced size
/// before any pixel is allocated. Formats whose loader would still allocate the full size
/// first (PNG, GIF, WebP) are refused up front when their header is over `maximumPixels`.
struct ImageDecoder {
  var maximumSide = 2048
  var maximumPixels = 4096 * 4096

  func decode(_ data: Data) throws -> DecodedImage {
    let header = try ImageHeader.read(data)
    try header.checkComplete(data)
    if let width = header.width, let height = header.height, width * height > maximumPixels,
      !header.format.scalesWhileDecoding
    {
      throw PictureError.tooLarge(width: width, height: height)
    }
    let lib = try PictureLibraries.load()
    GLibQuiet.install()
    var error: UnsafeMutablePointer<GError>?
    guard let loader = lib.gdk_pixbuf_loader_new_with_type(header.format.loaderName, &error) else {
      throw PictureError.unsupportedFormat(Self.takeMessage(&error, lib: lib))
    }
    defer { lib.g_object_unref(UnsafeMutableRawPointer(loader)) }
    let limit = Unmanaged.passRetained(SizeLimit(maximumSide: maximumSide))
    defer { limit.release() }
    _ = lib.g_signal_connect_data(
      UnsafeMutableRawPointer(loader), "size-prepared",
      unsafeBitCast(Self.sizePrepared, to: GCallback.self),
      limit.toOpaque(), nil, GConnectFlags(rawValue: 0))
    let wrote = data.withUnsafeBytes { raw -> gboolean in
      guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return 0 }
      return lib.gdk_pixbuf_loader_write(loader, base, gsize(raw.count), &error)
    }
    let writeMessage = wrote == 0 ? Self.takeMessage(&error, lib: lib) : nil
    // Always close: a loader finalized open complains on stderr.
    let closed = lib.gdk_pixbuf_loader_close(loader, &error)
    if let writeMessage { throw PictureError.corrupt(writeMessage) }
    if closed == 0 { throw PictureError.truncated(Self.takeMessage(&error, lib: lib)) }
    if limit.takeUnretainedValue().sawZeroSize { throw PictureError.zeroSize }
    guard let pixbuf = lib.gdk_pixbuf_loader_get_pixbuf(loader) else {
      throw PictureError.corrupt("no image in the data")
    }
    return try Self.copyPixels(of: pixbuf, lib: lib)
  }

  /// Asks the loader for a size within the limit, keeping the aspect ratio.
  private static let sizePrepared: @convention(c) (OpaquePointer?, gint, gint, gpointer?) -> Void =
    {
      loader, width, height, context in
      guard let loader, let context, let lib = PictureLibraries.loaded else { return }
      let limit = Unmanaged<SizeLimit>.fromOpaque(context).takeUnretainedValue()
      guard width > 0, height > 0 else {
        limit.sawZeroSize = true
        return
      }
      let side = Double(limit.maximumSide)
      let scale = min(1, side / Double(width), side / Double(height))
      guard scale < 1 else { return }
      let newWidth = max(1, Int((Double(width) * scale).rounded()))
      let newHeight = max(1, Int((Double(height) * scale).rounded()))
      lib.gdk_pixbuf_loader_set_size(loader, gint(newWidth), gint(newHeight))
    }

  /// Copies the pixbuf's rows into a tightly packed array (the last row of a pixbuf may be
  /// shorter than its rowstride).
  private static func copyPixels(of pixbuf: OpaquePointer, lib: DogearPictureFunctions) throws
    -> DecodedImage
  {
    let width = Int(lib.gdk_pixbuf_get_width(pixbuf))
    let height = Int(lib.gdk_pixbuf_get_height(pixbuf))
    let channels = Int(lib.gdk_pixbuf_get_n_channels(pixbuf))
    let stride = Int(lib.gdk_pixbuf_get_rowstride(pixbuf))
    let hasAlpha = lib.gdk_pixbuf_get_has_alpha(pixbuf) != 0
    guard width > 0, height > 0 else { throw PictureError.zeroSize }
    guard lib.gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == (hasAlpha ? 4 : 3),
      let source = lib.gdk_pixbuf_read_pixels(pixbuf)
    else { throw PictureError.corrupt("unexpected pixel layout") }
    let rowBytes = width * channels
    var pixels = [UInt8](repeating: 0, count: rowBytes * height)
    pixels.withUnsafeMutableBytes { target in
      guard let base = target.baseAddress else { return }
      for row in 0..<height {
        (base + row * rowBytes).copyMemory(from: source + row * stride, byteCount: rowBytes)
      }
    }
    return DecodedImage(width: width, height: height, hasAlpha: hasAlpha, pixels: pixels)
  }

  private static func takeMessage(
    _ error: inout UnsafeMutablePointer<GError>?, lib: DogearPictureFunctions
  ) -> String {
    defer {
      lib.g_clear_error(&error)
    }
    guard let error, let message = error.pointee.message else { return "unknown error" }
    return String(cString: message)
  }
}

/// What the size callback needs and reports, passed through the signal's user data.
private final class SizeLimit {
  let maximumSide: Int
  var sawZeroSize = false

  init(maximumSide: Int) { self.maximumSide = maximumSide }
}
