import CLibXML2

#if canImport(Glibc)
  import Glibc
#endif

/// libxml2, which dogear opens the first time it parses an article instead of linking it
/// (Sources/CLibXML2/include/CLibXML2.h): a start that parses nothing never loads it, and the
/// reader's loads it on the article queue while the library opens
/// (`ArticleLoading.openHTMLLibraryAhead`).
public enum HTMLLibrary {
  /// Why articles cannot be parsed, or nil when libxml2 is there. The first ask opens it;
  /// an ask while another thread opens it waits for that thread's answer.
  public static var problem: String? {
    guard !dogear_libxml2_load() else { return nil }
    return "libxml2 is missing (\(String(cString: dogear_libxml2_missing()))): "
      + "install libxml2 (Debian: libxml2) to read articles"
  }

  /// Ready for a parse, or the process ends with `problem` on stderr: a parse cannot go on
  /// without libxml2, and the reader asked before it drew anything (`problem`).
  static let ready: Void = {
    if let problem {
      var line = "dogear: \(problem)\n"
      _ = line.withUTF8 { write(STDERR_FILENO, $0.baseAddress, $0.count) }
      exit(1)
    }
    // libxml2 2.9 sets up its globals on first use, and two threads doing that at once
    // race: do it once, up front (Swift runs a static initialiser exactly once).
    dogear_xmlInitParser()
  }()
}
