import CPictureLibraries

/// Keeps GLib's warnings (a loader complaining about a damaged file) off stderr: nothing may
/// be printed while curses owns the terminal. Installed once, before the first decode (after
/// `PictureLibraries.load`).
enum GLibQuiet {
  private static let installed: Bool = {
    guard let lib = PictureLibraries.loaded else { return false }
    _ = lib.g_log_set_default_handler({ _, _, _, _ in }, nil)
    // Libraries built with structured logging bypass the handler above and write through
    // the writer; GLib allows setting it once per process, and only this module uses GLib.
    lib.g_log_set_writer_func({ _, _, _, _ in G_LOG_WRITER_HANDLED }, nil, nil)
    return true
  }()

  static func install() {
    _ = installed
  }
}
