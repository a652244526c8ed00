import CPictureLibraries

/// chafa, gdk-pixbuf and GLib, opened the first time a picture is decoded (they are not
/// linked, so commands that draw no picture never load them: Sources/CPictureLibraries).
enum PictureLibraries {
  /// Their functions, or `librariesMissing` naming the first file not found.
  static func load() throws -> DogearPictureFunctions {
    guard let functions = dogear_picture_functions() else {
      throw PictureError.librariesMissing(String(cString: dogear_picture_libraries_missing()))
    }
    return functions.pointee
  }

  /// Their functions once `load` has succeeded; nil before, or when one is missing.
  static var loaded: DogearPictureFunctions? { dogear_picture_functions()?.pointee }
}
