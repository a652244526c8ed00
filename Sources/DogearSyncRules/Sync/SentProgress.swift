import DogearCore

/// A reading position as a PATCH carries it to Readeck, and the acknowledgement rule: a
/// value the server acknowledged from here (or gave) is never sent again, since another
/// device may have written since and the server keeps the last write (docs/DESIGN.md
/// "Furthest wins, acts win too").
public struct SentProgress: Equatable, Sendable {
  /// `read_progress`, 0...100.
  public var percent: Int
  /// `read_anchor`: strictly between 0 and 100 always sent, the path when the server takes
  /// it (at most 256 characters, never one dogear made up such as `dogear-links:…`), else
  /// `""`, so the server never keeps an older anchor beside the new percent; nil at 0 and
  /// 100, where the server clears it itself.
  public var anchor: String?

  public init(_ progress: ReadingProgress) {
    percent = Percent(clamping: progress.percent).value
    guard (1...99).contains(percent) else {
      anchor = nil
      return
    }
    let path = progress.anchorPath ?? ""
    let sendable = path.count <= 256 && !path.hasPrefix("dogear-")
    anchor = sendable ? path : ""
  }

  /// True when this is the value the server last acknowledged from here (`pushedPercent`,
  /// `pushedAnchor`): sending it again could only undo what another device wrote since.
  public func isAcknowledged(pushedPercent: Int?, pushedAnchor: String?) -> Bool {
    guard let pushedPercent else { return false }
    return percent == pushedPercent && (pushedAnchor ?? "") == (anchor ?? "")
  }

  /// The anchor to remember as acknowledged: an empty one is none.
  public var acknowledgedAnchor: String? { anchor.flatMap { $0.isEmpty ? nil : $0 } }
}
