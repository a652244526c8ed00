import DogearReadeck
import DogearStore
import DogearSync
import Foundation

// Checks that only an optimised build can fail: `make test` builds this program with
// `swift build -c release` (no `-enable-testing`, which would change the generated code) and
// runs it. Each check prints one line and the program exits 1 when any failed.
//
// Swift 6.3.1 at -O once mis-compiled the task-group child that `SyncEngine.download` starts
// (issue 12): the id of the returned tuple was never stored, and the group then retained
// garbage. A debug build was correct, so only this program, built as shipped, can catch it.

/// Runs `SyncEngine.download` over ids whose fetch succeeds or fails, and checks every result
/// comes back with its own id and payload.
func downloadKeepsEveryID() async throws -> String? {
  let engine = SyncEngine(
    client: ReadeckClient(server: URL(fileURLWithPath: "/"), token: nil),
    library: try Library.openInMemory())
  let ids = (0..<200).map { "bookmark-\($0)-" + String(repeating: "x", count: $0 % 40) }
  struct Refused: Error {}
  let results = await engine.download(ids) { id in
    if id.hasSuffix("7") { throw Refused() }
    return Data(("article of " + id).utf8)
  }
  guard results.map(\.id) == ids.sorted() else { return "ids came back changed" }
  for download in results {
    let id = download.id
    switch download.result {
    case .success(let data) where String(decoding: data, as: UTF8.self) == "article of " + id:
      continue
    case .failure where id.hasSuffix("7"):
      continue
    default:
      return "the result for \(id) is not its own"
    }
  }
  return nil
}

/// Sends requests through the real transport, whose continuation hands back a tuple (the
/// same kind of value the optimiser once lost in a task group), and checks each reply whole.
func transportRepliesArriveWhole() async throws -> String? {
  let body = Data(String(repeating: "<p>dogear</p>", count: 500).utf8)
  guard let responder = LoopbackResponder(body: body) else { return "no loopback listener" }
  let transport = CurlTransport()
  let url = URL(string: "http://127.0.0.1:\(responder.port)/api/bookmarks")!
  for round in 0..<20 {
    let (data, response) = try await transport.send(HTTPRequest(url: url))
    guard response.statusCode == 200, data == body else {
      return "reply \(round) came back as status \(response.statusCode), \(data.count) bytes"
    }
  }
  return nil
}

let checks: [(String, () async throws -> String?)] = [
  ("SyncEngine.download returns each id with its own result", downloadKeepsEveryID),
  ("CurlTransport hands back each reply whole", transportRepliesArriveWhole),
]
var failed = 0
for (name, check) in checks {
  do {
    if let problem = try await check() {
      failed += 1
      print("FAIL \(name): \(problem)")
    } else {
      print("ok   \(name)")
    }
  } catch {
    failed += 1
    print("FAIL \(name): \(error)")
  }
}
print("\(checks.count - failed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
