import DogearCore
import DogearHTML
import DogearStore
import DogearTerminal
import Foundation

/// `dogear dump <file.html|id> [--width N]`: the laid-out article as plain UTF-8 text, styles
/// dropped (link numbers kept), no escape sequences, written as it is laid out
/// (`DumpPipeline`).
enum DumpCommand {
  static func run(target: String, width: Int?, environment: [String: String]) -> Int32 {
    let data: Data
    switch load(target, environment: environment) {
    case .success(let loaded): data = loaded
    case .failure(let failure): return Commands.fail(failure.message)
    }
    let cellWidth = SystemCellWidth.make()
    let columns = width ?? terminalColumns(environment: environment)
    var status: Int32 = 0
    if let problem = DumpPipeline.run(data, width: columns, cellWidth: cellWidth) {
      status = Commands.fail("cannot write the article: \(problem)")
    }
    // Leave now: the kernel frees an article's memory at once, where releasing it piece by
    // piece would cost a tenth of the run on a large page.
    withExtendedLifetime(data) { exit(status) }
  }

  struct Failure: Error {
    var message: String
  }

  /// The article's bytes: a file when `target` names one, else a bookmark id in the library.
  private static func load(_ target: String, environment: [String: String]) -> Result<
    Data, Failure
  > {
    var status = stat()
    let isPath = target.contains("/") || target.hasSuffix(".html") || target.hasSuffix(".htm")
    if stat(target, &status) == 0 || isPath {
      // What `add` and `open` refuse, with their message; a declared charset read.
      return FileReader.read(target).mapError {
        Failure(message: "cannot read \(target): \($0.message)")
      }.flatMap {
        guard let html = LocalHTML.utf8($0) else {
          return .failure(Failure(message: "\(target) is not an HTML file"))
        }
        return .success(html)
      }
    }
    do {
      let library = try LibraryLocation.open(environment: environment)
      guard let article = try library.article(id: target) else {
        return .failure(Failure(message: "cannot read \(target): no such file or bookmark"))
      }
      return .success(article)
    } catch {
      return .failure(Failure(message: error.description))
    }
  }

  /// `$COLUMNS`, else the terminal's width when stdout is one, else 80.
  static func terminalColumns(environment: [String: String]) -> Int {
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    var size = winsize()
    if isatty(STDOUT_FILENO) != 0, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0,
      size.ws_col > 0
    {
      return Int(size.ws_col)
    }
    return 80
  }
}

/// Reads a whole file with POSIX calls, so that a failure has the system's own reason
/// ("No such file or directory", "Is a directory", "Permission denied").
extension DumpCommand {
  enum FileReader {
    static func read(_ path: String) -> Result<Data, Failure> {
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return .failure(Failure(message: reason())) }
      defer { close(descriptor) }
      var status = stat()
      guard fstat(descriptor, &status) == 0 else { return .failure(Failure(message: reason())) }
      if (status.st_mode & S_IFMT) == S_IFDIR {
        return .failure(Failure(message: String(cString: strerror(EISDIR))))
      }
      var data = Data()
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = buffer.withUnsafeMutableBytes {
          Glibc.read(descriptor, $0.baseAddress, $0.count)
        }
        if count < 0 && errno == EINTR { continue }
        guard count >= 0 else { return .failure(Failure(message: reason())) }
        if count == 0 { return .success(data) }
        data.append(contentsOf: buffer[0..<count])
      }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
  }
}
