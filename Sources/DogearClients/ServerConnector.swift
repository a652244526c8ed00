import DogearStore
import FoundationEssentials

/// Where the interactive program's server comes from: the credentials file, read again at
/// each `S`, so a login or logout in another shell is picked up without a restart. A seam:
/// a test's shell keeps the server it was given.
public protocol ServerConnector: Sendable {
  /// Names the credentials now (server and token); nil when not logged in.
  func identity() -> String?
  /// A server for the credentials now; nil when not logged in.
  func connect() -> AppServer?
}

/// The credentials file beside the library.
public struct CredentialsConnector: ServerConnector, @unchecked Sendable {
  public let library: Library
  public let environment: [String: String]

  public init(library: Library, environment: [String: String]) {
    self.library = library
    self.environment = environment
  }

  public func identity() -> String? {
    guard let credentials = try? CredentialsFile(environment: environment).load() else {
      return nil
    }
    return credentials.server + "\n" + credentials.token
  }

  public func connect() -> AppServer? {
    ShellServer.connect(library: library, environment: environment)
  }
}
