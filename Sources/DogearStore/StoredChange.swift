import FoundationEssentials

/// How a `PendingChange.Kind` is kept in the sync_queue table: a kind name and a JSON payload.
struct StoredChange {
  private struct Payload: Codable {
    var percent: Int?
    var anchor: String?
    var value: Bool?
    var url: String?
    var labels: [String]?
    /// A date as seconds since 1970: `SaveRequest.unclearSince`, or a delete's `due`.
    var since: Double?
    var added: [String]?
    var removed: [String]?
    var title: String?
    /// A progress change that is an act (absent in rows from before the flag: a reading).
    var act: Bool?
  }

  var name: String
  var payload: String

  init(_ kind: PendingChange.Kind) {
    let payload: Payload
    switch kind {
    case .progress(let percent, let anchorPath, let isAct):
      name = "progress"
      payload = Payload(percent: percent, anchor: anchorPath, act: isAct ? true : nil)
    case .archived(let value):
      name = "archived"
      payload = Payload(value: value)
    case .favourite(let value):
      name = "favourite"
      payload = Payload(value: value)
    case .create(let request):
      name = "create"
      payload = Payload(
        url: request.url, labels: request.labels,
        since: request.unclearSince?.timeIntervalSince1970)
    case .delete(let due):
      name = "delete"
      payload = Payload(since: due.timeIntervalSince1970)
    case .labels(let added, let removed):
      name = "labels"
      payload = Payload(added: added, removed: removed)
    case .highlights:
      name = "highlights"
      payload = Payload()
    case .title(let title):
      name = "title"
      payload = Payload(title: title)
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
      return .progress(
        percent: payload.percent ?? 0, anchorPath: payload.anchor, isAct: payload.act ?? false)
    case ("archived", let payload?) where payload.value != nil:
      return .archived(payload.value ?? false)
    case ("favourite", let payload?) where payload.value != nil:
      return .favourite(payload.value ?? false)
    case ("create", let payload?) where payload.url != nil:
      return .create(
        SaveRequest(
          url: payload.url ?? "", labels: payload.labels ?? [],
          unclearSince: payload.since.map(Date.init(timeIntervalSince1970:))))
    case ("delete", let payload?) where payload.since != nil:
      return .delete(due: Date(timeIntervalSince1970: payload.since ?? 0))
    case ("highlights", _):
      return .highlights
    case ("labels", let payload?):
      return .labels(added: payload.added ?? [], removed: payload.removed ?? [])
    case ("title", let payload?) where payload.title != nil:
      return .title(payload.title ?? "")
    default:
      throw .invalidRow(table: "sync_queue", reason: "cannot read a '\(name)' change: \(json)")
    }
  }
}
