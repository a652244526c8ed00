import DogearClients
import DogearCommandLine
import DogearReadeck
import FoundationEssentials

/// `dogear logout`: revokes an OAuth token on the server when it can (API tokens are managed
/// in Readeck's web interface) and deletes the credentials file either way.
enum LogoutCommand {
  static func run(environment: [String: String] = ProcessEnvironment.current) async
    -> Int32
  {
    let file = CredentialsFile(environment: environment)
    let saved: Credentials?
    do {
      saved = try file.load()
    } catch {
      saved = nil
    }
    if let saved, saved.isOAuth, let url = URL(string: saved.server) {
      do {
        try await ReadeckClient(server: url, token: saved.token).revokeToken()
      } catch {
        PlainOutput.error("could not revoke the token on the server (\(error)); forgetting it")
      }
    }
    do {
      let existed = try file.delete()
      PlainOutput.line(existed ? "logged out of \(saved?.server ?? "the server")" : "not logged in")
      return 0
    } catch {
      return Commands.fail(String(describing: error))
    }
  }
}
