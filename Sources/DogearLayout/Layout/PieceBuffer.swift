/// The pieces of the line being filled by `LineWrapper`, reused from line to line.
///
/// Every word of an article passes through here on every re-wrap, so appending must cost a
/// store and a count: an `Array` would check that its storage is not shared on each append.
/// Pieces are plain numbers, so the storage needs no deinitialising, only freeing.
final class PieceBuffer {
  private var storage: UnsafeMutablePointer<Piece>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int = 64) {
    self.capacity = max(1, capacity)
    self.storage = UnsafeMutablePointer<Piece>.allocate(capacity: self.capacity)
  }

  deinit { storage.deallocate() }

  var isEmpty: Bool { count == 0 }

  /// The pieces appended since the last `removeAll()`; valid until the next change.
  var pieces: UnsafeBufferPointer<Piece> { UnsafeBufferPointer(start: storage, count: count) }

  @inline(__always)
  func append(_ piece: Piece) {
    if count == capacity { grow() }
    (storage + count).initialize(to: piece)
    count += 1
  }

  func append<Pieces: Sequence>(contentsOf pieces: Pieces) where Pieces.Element == Piece {
    for piece in pieces { append(piece) }
  }

  /// The storage, with room for `needed` pieces, the first `written` of them (those written
  /// since the last `removeAll()`, perhaps not yet counted) kept: write through it, then
  /// `commit` how many there are (issue 44: one check a word, not one a piece).
  @inline(__always)
  func room(for needed: Int, keeping written: Int) -> UnsafeMutablePointer<Piece> {
    if needed > capacity {
      count = written
      grow(toHold: needed)
    }
    return storage
  }

  /// Counts the first `written` pieces written through `room(for:keeping:)`.
  @inline(__always)
  func commit(_ written: Int) { count = written }

  func removeAll() { count = 0 }

  /// Keeps the first `kept` pieces.
  func truncate(to kept: Int) { count = min(count, max(0, kept)) }

  private func grow() {
    let larger = UnsafeMutablePointer<Piece>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = larger
    capacity *= 2
  }

  /// Grows to hold `needed` pieces at least.
  private func grow(toHold needed: Int) {
    let larger = max(capacity * 2, needed)
    let room = UnsafeMutablePointer<Piece>.allocate(capacity: larger)
    room.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = room
    capacity = larger
  }
}
