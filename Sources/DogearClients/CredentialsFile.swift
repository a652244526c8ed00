import DogearStore
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Reads and writes `credentials.json`: `$DOGEAR_HOME`, else `$XDG_CONFIG_HOME/dogear`, else
/// `~/.config/dogear`. The folder is made 0700 and the file 0600 from the moment it exists
/// (written to a private temporary file, then renamed over the old one).
public struct CredentialsFile {
  public struct Problem: Error, CustomStringConvertible {
    public var description: String
  }

  public static let fileName = "credentials.json"
  public let url: URL

  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    url = CredentialsFile.folder(environment: environment).appendingPathComponent(
      CredentialsFile.fileName)
  }

  public static func folder(environment: [String: String]) -> URL {
    if let home = environment["DOGEAR_HOME"], !home.isEmpty {
      return URL(fileURLWithPath: home, isDirectory: true)
    }
    if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
      return URL(fileURLWithPath: config, isDirectory: true).appendingPathComponent("dogear")
    }
    let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
    return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config/dogear")
  }

  /// The saved credentials, or nil when not logged in.
  public func load() throws -> Credentials? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try JSONDecoder().decode(Credentials.self, from: Data(contentsOf: url))
    } catch {
      throw Problem(
        description: "cannot read \(url.path): run `dogear logout`, then `dogear login <server>`")
    }
  }

  public func save(_ credentials: Credentials) throws {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      PrivateMode.tightenFolder(folder.path)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try writePrivately(try encoder.encode(credentials))
    } catch let problem as Problem {
      throw problem
    } catch {
      throw Problem(description: "cannot write \(url.path): \(Self.reason(error))")
    }
  }

  /// Removes the file; false when there was none.
  @discardableResult
  public func delete() throws -> Bool {
    guard FileManager.default.fileExists(atPath: url.path) else { return false }
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw Problem(description: "cannot remove \(url.path): \(Self.reason(error))")
    }
    return true
  }

  /// Creates a temporary file with mode 0600 (no moment when others may read it), writes,
  /// syncs, and renames it into place.
  private func writePrivately(_ data: Data) throws {
    let temporary = url.path + ".tmp"
    unlink(temporary)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { throw Problem(description: "cannot create \(temporary)") }
    let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    let synced = fsync(descriptor)
    close(descriptor)
    guard written == data.count, synced == 0, rename(temporary, url.path) == 0 else {
      unlink(temporary)
      throw Problem(description: "cannot write \(url.path)")
    }
  }

  /// The system's reason for a failed file operation ("Permission denied"), as
  /// `localizedDescription` gave it.
  public static func reason(_ error: Error) -> String {
    let posix = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError
    guard let posix else { return String(describing: error) }
    return String(cString: strerror(posix.code.rawValue))
  }
}
