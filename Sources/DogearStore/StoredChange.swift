import Foundation

/// How a `PendingChange.Kind` is kept in the sync_queue table: a kind name and a JSON payload.
struct StoredChange {
  private struct Payload: Codable {
    var percent: Int?
    var anchor: String?
    var value: Bool?
    var added: [String]?
    var removed: [String]?
  }

  var name: String
  var payload: String

  init(_ kind: PendingChange.Kind) {
    let payload: Payload
    switch kind {
    case .progress(let percent, let anchorPath):
      name = "progress"
      payload = Payload(percent: percent, anchor: anchorPath)
    case .archived(let value):
      name = "archived"
      payload = Payload(value: value)
    case .favourite(let value):
      name = "favourite"
      payload = Payload(value: value)
    case .labels(let added, let removed):
      name = "labels"
      payload = Payload(added: added, removed: removed)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = (try? encoder.encode(payload)) ?? Data("{}".utf8)
    self.payload = String(decoding: data, as: UTF8.self)
  }

  static func kind(name: String, payload json: String) throws(LibraryError) -> PendingChange.Kind {
    let payload = try? JSONDecoder().decode(Payload.self, from: Data(json.utf8))
    switch (name, payload) {
    case ("progress", let payload?) where payload.percent != nil:
      return .progress(percent: payload.percent ?? 0, anchorPath: payload.anchor)
    case ("archived", let payload?) where payload.value != nil:
      return .archived(payload.value ?? false)
    case ("favourite", let payload?) where payload.value != nil:
      return .favourite(payload.value ?? false)
    case ("labels", let payload?):
      return .labels(added: payload.added ?? [], removed: payload.removed ?? [])
    default:
      throw .invalidRow(table: "sync_queue", reason: "cannot read a '\(name)' change: \(json)")
    }
  }
}
