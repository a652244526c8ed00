import DogearCore
import DogearReadeck
import DogearStore
import FoundationEssentials

/// Once, after the upgrade that sends `resource_prefix: ""`: articles an earlier bulk sync
/// stored with bare picture names are fetched again, so the pictures of people who synced
/// before show too.
extension SyncEngine {
  static let imagesRepairedKey = "readeck.bare_images_repaired"

  /// A library with no Readeck bookmark holds nothing an earlier version wrote: marked as
  /// repaired before its first sync, which would otherwise read back every article it stored.
  func markNothingToRepair() throws {
    guard try library.meta(SyncEngine.imagesRepairedKey) == nil,
      try library.allBookmarkIDs(source: .readeck).isEmpty
    else { return }
    try library.setMeta(SyncEngine.imagesRepairedKey, "1")
  }

  func repairBareImages(into report: inout SyncReport, hasSyncAPI: Bool) async throws {
    guard try library.meta(SyncEngine.imagesRepairedKey) == nil else { return }
    // Only the bulk sync (0.20+) ever wrote bare names.
    if hasSyncAPI {
      var broken: [String] = []
      for id in try library.allBookmarkIDs(source: .readeck).sorted() {
        guard let html = try library.article(id: id), BareImageNames.appear(in: html) else {
          continue
        }
        broken.append(id)
      }
      let missingBefore = report.bookmarksMissing
      try await pullExported(broken, into: &report, progress: { _ in })
      report.articlesRepaired += broken.count
      guard report.bookmarksMissing == missingBefore else { return }
    }
    try library.setMeta(SyncEngine.imagesRepairedKey, "1")
  }
}
