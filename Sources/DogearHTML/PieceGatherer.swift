/// Joins the gate's many small pieces (a run of text between two tags, a held end tag) into
/// few large ones before they go to libxml2, whose buffer pays a fixed cost for each push: the
/// 20 MB page came in about 600,000 pieces of some thirty bytes. A piece as large as the room
/// goes on by itself, after what was gathered, so the bytes keep their order.
///
/// One seam: a gatherer of `size` 0 hands every piece on as it comes, the simple way the
/// tests hold this one to.
struct PieceGatherer {
  /// The bytes gathered before a push.
  static let defaultSize = 64 * 1024

  private let size: Int
  private var gathered: [UInt8] = []

  init(size: Int = defaultSize) {
    self.size = size
    gathered.reserveCapacity(size)
  }

  mutating func add(
    _ piece: UnsafeBufferPointer<UInt8>, to push: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    guard !piece.isEmpty else { return }
    if gathered.count + piece.count > size { flush(to: push) }
    if piece.count >= size {
      push(piece)
    } else {
      gathered.append(contentsOf: piece)
    }
  }

  /// Hands on what is gathered.
  mutating func flush(to push: (UnsafeBufferPointer<UInt8>) -> Void) {
    guard !gathered.isEmpty else { return }
    gathered.withUnsafeBufferPointer { push($0) }
    gathered.removeAll(keepingCapacity: true)
  }
}
