import DogearCore
import DogearWidth
import Foundation

/// Shared helpers for the test targets.
public enum TestSupport {
  /// The width table the real program uses (glibc `wcwidth` under a UTF-8 locale).
  public static let cellWidth: CellWidth = SystemCellWidth.make()

  /// A new empty folder under the temporary directory, named `prefix` and a UUID: every
  /// test's own scratch room (the caller removes it).
  public static func freshFolder(_ prefix: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The repository root (the folder holding Package.swift).
  public static let repositoryRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }()

  /// ../shared/corpus beside the repository, or nil (tests then skip with a message).
  public static var corpusFolder: URL? {
    if simulatesPlainClone { return nil }
    // DOGEAR_CORPUS names it when the repository is not beside it (a worktree elsewhere).
    let url =
      ProcessInfo.processInfo.environment["DOGEAR_CORPUS"].map { URL(fileURLWithPath: $0) }
      ?? repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// The names of the corpus articles, sorted.
  public static func corpusArticles() -> [URL] {
    guard let folder = corpusFolder,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return [] }
    return names.sorted().map { folder.appendingPathComponent($0) }
      .filter {
        FileManager.default.fileExists(atPath: $0.appendingPathComponent("article.html").path)
      }
  }
}
