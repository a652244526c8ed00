import DogearCore
import FoundationEssentials

/// One bookmark's reading position between this device and the server, as a reducer: what
/// the sync engine knows (from the store, including the value the server last acknowledged
/// from here), what the server says, and what to do about it. The rule is `ProgressMerge.decide`
/// (furthest wins, acts win); `SentProgress.isAcknowledged` keeps a value the server
/// acknowledged from here from being queued again as unsent.
public struct ProgressSync: Equatable, Sendable {
  /// The percent saved here; nil when nothing is.
  public var local: Int?
  /// When this device last changed its position without the server having it (a queued
  /// progress change, an unsent save); nil when the server has everything.
  public var localReadingAt: Date?
  /// That change is an act here (a queued 0 or 100: mark unread or read).
  public var localIsAct: Bool
  /// The server's value when this device last saw it; nil never.
  public var lastSeen: ProgressMerge.ServerPosition?
  /// The value the server last acknowledged from here, or gave.
  public var acknowledged: SentProgress?

  public init(
    local: Int? = nil, localReadingAt: Date? = nil, localIsAct: Bool = false,
    lastSeen: ProgressMerge.ServerPosition? = nil, acknowledged: SentProgress? = nil
  ) {
    self.local = local
    self.localReadingAt = localReadingAt
    self.localIsAct = localIsAct
    self.lastSeen = lastSeen
    self.acknowledged = acknowledged
  }
}

public enum ProgressSyncAction: Equatable, Sendable {
  /// A listing or the bookmark's detail carried the server's position.
  case serverSays(ProgressMerge.ServerPosition)
}

public enum ProgressSyncEffect: Equatable, Sendable {
  /// Drop the queued progress changes of the bookmark (an act or a further reading
  /// elsewhere replaced them).
  case dropQueuedProgress
  /// An act elsewhere: save its 0 or 100 exactly, as the server has it.
  case takeAct(percent: Int, at: Date?)
  /// The server is further: its position becomes the local one (saved by the caller, who
  /// may need the detail's anchor), and it counts as acknowledged.
  case adopt(ProgressMerge.ServerPosition)
  /// Remember the server's value as seen.
  case recordSeen(ProgressMerge.ServerPosition)
}

extension ProgressSync {
  public static func update(_ state: inout ProgressSync, _ action: ProgressSyncAction)
    -> [ProgressSyncEffect]
  {
    switch action {
    case .serverSays(let server):
      return state.merge(server)
    }
  }

  private mutating func merge(_ server: ProgressMerge.ServerPosition) -> [ProgressSyncEffect] {
    let decision = ProgressMerge.decide(
      server: server, lastSeen: lastSeen, localPercent: local, localReadingAt: localReadingAt,
      localIsAct: localIsAct)
    lastSeen = server
    switch decision {
    case .keepLocal:
      return [.recordSeen(server)]
    case .takeAct:
      local = server.percent
      localReadingAt = nil
      localIsAct = false
      return [
        .dropQueuedProgress, .takeAct(percent: server.percent, at: server.updated),
        .recordSeen(server),
      ]
    case .adoptServer:
      local = server.percent
      localReadingAt = nil
      acknowledged = SentProgress(
        ReadingProgress(
          percent: server.percent, anchorPath: server.anchor,
          updatedAt: server.updated ?? .distantPast))
      return [.dropQueuedProgress, .adopt(server), .recordSeen(server)]
    }
  }
}
