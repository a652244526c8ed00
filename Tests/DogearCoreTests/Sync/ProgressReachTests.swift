import DogearCore
import DogearSyncRules
import Foundation
import Testing

/// The one furthest-wins comparison (DogearSyncRules/Sync/ProgressReach.swift) that the reader,
/// the saves that wait, the store and the sync's merge all ask.
@Suite("Furthest wins: one isFurther")
struct ProgressReachTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var new: ProgressReach
    var saved: ProgressReach?
    var further: Bool
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "any step into the text over nothing",
      new: .init(percent: 0, offset: 5, textLength: 100), saved: nil, further: true),
    Row(name: "the very start over nothing", new: .init(percent: 0), saved: nil, further: false),
    Row(
      name: "nothing passes a finished reading",
      new: .init(percent: 99, offset: 990, textLength: 1000), saved: .init(percent: 100),
      further: false),
    Row(
      name: "finishing passes everything", new: .init(percent: 100),
      saved: .init(percent: 99, offset: 990, textLength: 1000), further: true),
    Row(
      name: "document order within one text, even at one percent",
      new: .init(percent: 40, offset: 401, textLength: 1000),
      saved: .init(percent: 40, offset: 400, textLength: 1000), further: true),
    Row(
      name: "an earlier place in the same text",
      new: .init(percent: 40, offset: 399, textLength: 1000),
      saved: .init(percent: 40, offset: 400, textLength: 1000), further: false),
    Row(
      name: "another text (re-extracted): the percent decides",
      new: .init(percent: 41, offset: 10, textLength: 500),
      saved: .init(percent: 40, offset: 400, textLength: 1000), further: true),
    Row(
      name: "a place over a percent only: the percent decides",
      new: .init(percent: 38, offset: 380, textLength: 1000), saved: .init(percent: 40),
      further: false),
    Row(
      name: "the server's percent over a lower one", new: .init(percent: 60),
      saved: .init(percent: 50), further: true),
    Row(
      name: "the same percent is not further", new: .init(percent: 50), saved: .init(percent: 50),
      further: false),
    Row(
      name: "a place over an unread record", new: .init(percent: 0, offset: 3, textLength: 1000),
      saved: .init(percent: 0), further: true),
  ]

  @Test("each case decides as furthest wins says", arguments: rows)
  func decides(_ row: Row) {
    #expect(row.new.isFurther(than: row.saved) == row.further)
  }

  @Test("the store takes a placed reading over a record it cannot place; the reader does not")
  func trustingPlace() {
    let placed = ProgressReach(percent: 55, offset: 2200, textLength: 4000)
    let legacy = ProgressReach(percent: 62)
    #expect(placed.isFurther(than: legacy, trustingPlace: true))
    #expect(!placed.isFurther(than: legacy))
  }

  @Test("a record's reach counts its offset only with its text's length")
  func recordReach() {
    let at = Date(timeIntervalSince1970: 0)
    let placed = ReadingProgress(percent: 40, textOffset: 400, textLength: 1000, updatedAt: at)
    let loose = ReadingProgress(percent: 40, textOffset: 400, updatedAt: at)
    #expect(placed.reach == ProgressReach(percent: 40, offset: 400, textLength: 1000))
    #expect(loose.reach == ProgressReach(percent: 40))
  }
}
