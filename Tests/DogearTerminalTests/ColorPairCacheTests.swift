import DogearTerminal
import Testing

@Suite("ColorPairCache: pairs defined on demand and reused")
struct ColorPairCacheTests {
  @Test("default on default is pair 0 and is never defined")
  func defaultPair() {
    var cache = ColorPairCache(capacity: 256)
    #expect(cache.pair(foreground: -1, background: -1) == .existing(0))
    #expect(cache.allocatedCount == 0)
  }

  @Test("a new combination gets the next number once, then is reused")
  func allocateThenReuse() {
    var cache = ColorPairCache(capacity: 256)
    #expect(cache.pair(foreground: 196, background: -1) == .new(1))
    #expect(cache.pair(foreground: -1, background: 4) == .new(2))
    #expect(cache.pair(foreground: 196, background: -1) == .existing(1))
    #expect(cache.pair(foreground: 4, background: -1) == .new(3))
    #expect(cache.allocatedCount == 3)
  }

  @Test("past the terminal's pairs, combinations fall back to the default pair")
  func exhaustion() {
    var cache = ColorPairCache(capacity: 3)
    #expect(cache.pair(foreground: 1, background: -1) == .new(1))
    #expect(cache.pair(foreground: 2, background: -1) == .new(2))
    #expect(cache.pair(foreground: 3, background: -1) == .exhausted)
    #expect(cache.pair(foreground: 1, background: -1) == .existing(1))
  }

  @Test("a terminal without colour pairs allocates nothing")
  func noPairs() {
    var cache = ColorPairCache(capacity: 0)
    #expect(cache.pair(foreground: 1, background: 2) == .exhausted)
  }
}
