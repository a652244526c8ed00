import DogearCommandLine
import DogearReadeck
import DogearStore
import DogearSync
import FoundationEssentials

extension SyncEngine {
  /// The sync engine for the server in the credentials file, or nil when dogear is not
  /// logged in: what `dogear sync`, `dogear save` and the interactive program all use.
  public static func saved(for library: Library, environment: [String: String]) throws
    -> SyncEngine?
  {
    guard let credentials = try CredentialsFile(environment: environment).load(),
      let server = URL(string: credentials.server)
    else { return nil }
    let client = ReadeckClient(server: server, token: credentials.token)
    let options = SyncOptions(articleText: { SearchIndexer.text(ofHTML: $0) })
    return SyncEngine(client: client, library: library, options: options)
  }
}
