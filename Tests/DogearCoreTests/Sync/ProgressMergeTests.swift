import Foundation
import Testing

@testable import DogearCore
@testable import DogearSyncRules

/// The merge rules as a table (DESIGN.md "Furthest wins, acts win too").
@Suite("Progress merge: furthest wins, acts win too")
struct ProgressMergeTests {
  typealias Position = ProgressMerge.ServerPosition
  static let earlier = Date(timeIntervalSince1970: 1_000)
  static let later = Date(timeIntervalSince1970: 2_000)

  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var server: Position
    var lastSeen: Position?
    var local: Int?
    var readingAt: Date?
    var isAct = false
    var expected: ProgressMerge.Decision
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "unchanged on the server", server: Position(percent: 40, anchor: "p", updated: later),
      lastSeen: Position(percent: 40, anchor: "p", updated: nil), local: 70, readingAt: nil,
      expected: .keepLocal),
    Row(
      name: "our own push coming back without its anchor (a list item)",
      server: Position(percent: 40, anchor: nil, updated: later),
      lastSeen: Position(percent: 40, anchor: "p", updated: nil), local: 40, readingAt: nil,
      expected: .keepLocal),
    Row(
      name: "mark unread on the web", server: Position(percent: 0, anchor: nil, updated: later),
      lastSeen: Position(percent: 40, anchor: "p", updated: nil), local: 40, readingAt: nil,
      expected: .takeAct),
    Row(
      name: "mark read elsewhere", server: Position(percent: 100, anchor: nil, updated: later),
      lastSeen: Position(percent: 40, anchor: "p", updated: nil), local: 60, readingAt: nil,
      expected: .takeAct),
    Row(
      name: "reading here after the act wins",
      server: Position(percent: 0, anchor: nil, updated: earlier),
      lastSeen: Position(percent: 40, anchor: "p", updated: nil), local: 55, readingAt: later,
      expected: .keepLocal),
    Row(
      name: "a queued push older than the act is dropped",
      server: Position(percent: 0, anchor: nil, updated: later),
      lastSeen: Position(percent: 40, anchor: "p", updated: nil), local: 55, readingAt: earlier,
      expected: .takeAct),
    Row(
      name: "the web scrolled back", server: Position(percent: 20, anchor: "q", updated: later),
      lastSeen: Position(percent: 70, anchor: "p", updated: nil), local: 70, readingAt: nil,
      expected: .keepLocal),
    Row(
      name: "another device read further",
      server: Position(percent: 80, anchor: "q", updated: later),
      lastSeen: Position(percent: 70, anchor: "p", updated: nil), local: 70, readingAt: nil,
      expected: .adoptServer),
    Row(
      name: "further elsewhere than a queued local reading",
      server: Position(percent: 80, anchor: "q", updated: earlier),
      lastSeen: Position(percent: 40, anchor: "p", updated: nil), local: 60, readingAt: later,
      expected: .adoptServer),
    Row(
      name: "a mark unread here, later than the reading elsewhere, wins",
      server: Position(percent: 70, anchor: "q", updated: earlier),
      lastSeen: Position(percent: 0, anchor: nil, updated: nil), local: 0, readingAt: later,
      isAct: true, expected: .keepLocal),
    Row(
      name: "a mark unread here, older than the reading elsewhere, gives way",
      server: Position(percent: 70, anchor: "q", updated: later),
      lastSeen: Position(percent: 0, anchor: nil, updated: nil), local: 0, readingAt: earlier,
      isAct: true, expected: .adoptServer),
    Row(
      name: "first sight of an unread bookmark keeps local reading",
      server: Position(percent: 0, anchor: nil, updated: later), lastSeen: nil, local: 30,
      readingAt: nil, expected: .keepLocal),
    Row(
      name: "first sight of a position further than here",
      server: Position(percent: 45, anchor: "p", updated: later), lastSeen: nil, local: nil,
      readingAt: nil, expected: .adoptServer),
    Row(
      name: "first sight of a finished bookmark",
      server: Position(
        percent: 100, anchor: nil,
        updated: later), lastSeen: nil, local: 50, readingAt: nil, expected: .takeAct),
    Row(
      name: "finished on both", server: Position(percent: 100, anchor: nil, updated: later),
      lastSeen: Position(percent: 60, anchor: nil, updated: nil), local: 100, readingAt: nil,
      expected: .keepLocal),
  ]

  @Test("each case decides as the rules say", arguments: rows)
  func decides(_ row: Row) {
    let decision = ProgressMerge.decide(
      server: row.server, lastSeen: row.lastSeen, localPercent: row.local,
      localReadingAt: row.readingAt, localIsAct: row.isAct)
    #expect(decision == row.expected)
  }
}
