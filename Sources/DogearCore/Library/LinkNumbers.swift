/// When the reader shows link numbers (issue 28): `always` writes `[n]` after every link in the
/// text; `onDemand` keeps the text clean and shows the numbers of the links on screen as hints
/// only while `o` waits for one; `never` shows no number in the text at all, and `o` takes a
/// number from the "Links" list at the article's end.
public enum LinkNumbers: String, CaseIterable, Equatable, Sendable {
  case always
  case onDemand = "on demand"
  case never

  /// The word the settings store and the panel show.
  public var word: String { rawValue }

  /// The layout writes `[n]` after links only in `always`.
  public var inText: Bool { self == .always }

  /// Whether `o` paints the numbers of the links on screen while it waits.
  public var hintsWhileChoosing: Bool { self != .never }

  /// The choice `step` places along always, on demand, never, wrapping around.
  public func cycled(by step: Int) -> LinkNumbers {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? 0
    let count = all.count
    return all[((index + step) % count + count) % count]
  }
}
