import DogearCore
import DogearScreen
import Foundation
import Testing

@testable import DogearPictures

@Suite("The picture cache")
struct PictureCacheTests {
  @Test("the same image at the same size is rendered once; a new width renders again")
  func perWidth() throws {
    let cache = PictureCache(capacity: 4)
    let data = try PictureFixtures.data("gradient.png")
    var loads = 0
    let key = PictureCache.Key(image: "g", columns: 24, rows: 8, colors: 256)
    let first = cache.picture(for: key) {
      loads += 1
      return data
    }
    let second = cache.picture(for: key) {
      loads += 1
      return data
    }
    #expect(loads == 1)
    #expect(try first.get() == second.get())
    var wider = key
    wider.columns = 40
    _ = cache.picture(for: wider) {
      loads += 1
      return data
    }
    #expect(loads == 2)
  }

  @Test("failures are remembered, and the oldest entries go past the capacity")
  func failuresAndEviction() {
    let cache = PictureCache(capacity: 2)
    var loads = 0
    for _ in 0..<2 {
      let result = cache.picture(for: .init(image: "bad", columns: 5, rows: 5, colors: 256)) {
        loads += 1
        return Data("nope".utf8)
      }
      #expect(throws: PictureError.unsupportedFormat("unknown")) { try result.get() }
    }
    #expect(loads == 1)
    for name in ["a", "b", "c"] {
      _ = cache.picture(for: .init(image: name, columns: 5, rows: 5, colors: 256)) { nil }
    }
    #expect(cache.count == 2)
  }
}
