import DogearCore
import DogearSyncRules
import Foundation
import Testing

/// `ServerCopy`: a server copy older than the acknowledgement of this device's own change is
/// left out; its own change coming back, or anything later, is not.
@Suite("A server copy superseded by this device's acknowledged change")
struct ServerCopyTests {
  static let acknowledged = Date(timeIntervalSince1970: 1_800_000_000)

  @Test(
    "copies before, at and after the acknowledgement",
    arguments: [
      (-5.0, true),  // read well before the change was acknowledged
      (-0.002, true),  // just before, beyond JSON's rounding
      (-0.0005, false),  // within the rounding: the change itself coming back
      (0.0, false),  // the change itself
      (3.0, false),  // another device wrote since
    ])
  func table(offset: Double, superseded: Bool) {
    let updated = Self.acknowledged.addingTimeInterval(offset)
    #expect(
      ServerCopy.isSuperseded(updated: updated, ownChangeAcknowledged: Self.acknowledged)
        == superseded)
  }

  @Test("with no change of this device acknowledged, every copy counts")
  func noOwnChange() {
    #expect(!ServerCopy.isSuperseded(updated: .distantPast, ownChangeAcknowledged: nil))
  }
}
