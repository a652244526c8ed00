import CGdkPixbuf

/// Keeps GLib's warnings (a loader complaining about a damaged file) off stderr: nothing may
/// be printed while curses owns the terminal. Installed once, before the first decode.
enum GLibQuiet {
  private static let installed: Bool = {
    g_log_set_default_handler({ _, _, _, _ in }, nil)
    return true
  }()

  static func install() {
    _ = installed
  }
}
