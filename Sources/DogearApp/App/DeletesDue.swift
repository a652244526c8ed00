import FoundationEssentials

/// Which waiting deletes `.carryOutDeletes` carries out (issue 16: `D` waits five minutes for
/// `u`).
public enum DeletesDue: Equatable, Sendable {
  /// Those whose wait is over by this time (the list's timer).
  case dueBy(Date)
  /// All of them, made due at this time: the list closes, or an earlier session left some.
  case all(at: Date)
}
