import DogearClients
import DogearCommandLine
import DogearCore
import DogearReadeck
import DogearStore
import DogearSync
import FoundationEssentials

/// `dogear login <server>`: gets a token (READECK_TOKEN, `--token-stdin`, a hidden prompt, or
/// the OAuth device flow), checks it with `/api/profile`, and saves it in the credentials file.
/// The token is never printed, logged or put in an argument.
enum LoginCommand {
  static func run(
    server: String, tokenFromStdin: Bool, allowHTTP: Bool,
    environment: [String: String] = ProcessEnvironment.current
  ) async -> Int32 {
    do {
      let url = try ServerAddress.parse(server, allowHTTP: allowHTTP)
      let client = ReadeckClient(server: url, token: nil)
      let (token, isOAuth) = try await obtainToken(
        client: client, tokenFromStdin: tokenFromStdin, environment: environment)
      let user = try await client.with(token: token).checkToken()
      let credentials = Credentials(server: client.serverName, token: token, isOAuth: isOAuth)
      try CredentialsFile(environment: environment).save(credentials)
      recordAccount(of: client.with(token: token), userName: user, environment: environment)
      // The user name is the server's text: shown only once it cannot steer the terminal.
      let name = user.map { PlainOutput.oneLine($0) }
      PlainOutput.line("connected to \(client.serverName)" + (name.map { " as \($0)" } ?? ""))
      return 0
    } catch {
      return Commands.fail(String(describing: error))
    }
  }

  /// Changes made from now on belong to this account (issue 36): the queue keeps another
  /// account's changes for it, never sending them with this token. A library that cannot be
  /// opened now only loses that mark: its last sync's account stands in.
  private static func recordAccount(
    of client: ReadeckClient, userName: String?, environment: [String: String]
  ) {
    do {
      let library = try LibraryLocation.open(environment: environment)
      try library.transaction { () throws(LibraryError) in
        let account = SyncEngine.accountKey(of: client, userName: userName)
        try library.setMeta(Library.loggedInAccountKey, account)
        try library.setMeta(Library.loggedInTokenKey, client.tokenFingerprint)
      }
    } catch {
      PlainOutput.error("could not record the account in the library: \(error)")
    }
  }

  /// The token and whether it came from OAuth (revocable at logout).
  private static func obtainToken(
    client: ReadeckClient, tokenFromStdin: Bool, environment: [String: String]
  ) async throws -> (String, Bool) {
    if let token = environment["READECK_TOKEN"]?.trimmingWhitespace(),
      !token.isEmpty
    {
      return (token, false)
    }
    if tokenFromStdin {
      guard let token = CredentialsPrompt.readLineFromStdin(), !token.isEmpty else {
        throw LoginProblem.noTokenOnStdin
      }
      return (token, false)
    }
    if CredentialsPrompt.isInteractive {
      let typed = CredentialsPrompt.readHidden(
        prompt: "Readeck API token (press Enter to log in with a code instead): ")
      let token = typed?.trimmingWhitespace() ?? ""
      if !token.isEmpty { return (token, false) }
    }
    return (try await deviceFlow(client: client, environment: environment), true)
  }

  private static func deviceFlow(client: ReadeckClient, environment: [String: String])
    async throws -> String
  {
    // Tests shorten the wait after slow_down; the server's own interval is always respected.
    let step = environment["DOGEAR_OAUTH_SLOWDOWN_STEP"].flatMap(Double.init) ?? 5
    let minimum = environment["DOGEAR_OAUTH_MIN_INTERVAL"].flatMap(Double.init) ?? 1
    let login = DeviceLogin(slowDownStep: step, minimumInterval: minimum)
    return try await login.run(client: client) { authorization in
      let clean = { (text: String) in PlainOutput.oneLine(text) }
      let address = clean(authorization.verificationURIComplete ?? authorization.verificationURI)
      let message = """
        To connect dogear, open \(clean(authorization.verificationURI))
        and enter the code \(clean(authorization.userCode))
        (or open \(address))
        Waiting for approval...

        """
      PlainOutput.write(message, to: .standardError)
    }
  }
}

enum LoginProblem: Error, CustomStringConvertible {
  case noTokenOnStdin

  var description: String {
    switch self {
    case .noTokenOnStdin: return "--token-stdin: no token on standard input"
    }
  }
}
