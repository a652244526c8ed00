import DogearCore
import DogearLayout

/// The article's text as search compares it (`SearchFolding`), with the point each folded
/// byte comes from: built once from the text (not from laid-out lines), so a match crosses
/// line breaks and inline markup and is the same at every width. A paragraph's (heading's,
/// item's, cell's) end counts as a space.
public struct FoldedText: Sendable {
  private var bytes: [UInt8] = []
  /// For each byte, the point of the character it comes from.
  private var points: [Int32] = []

  public init(_ text: ArticleText) {
    bytes.reserveCapacity(text.length)
    points.reserveCapacity(text.length)
    var lastRun: Int?
    for piece in text.pieces {
      if let lastRun, lastRun != piece.run { append(0x20, point: piece.start) }
      lastRun = piece.run
      if piece.isASCII {
        var point = piece.start
        for byte in piece.text.utf8 {
          append(SearchFolding.fold(byte), point: point)
          point += 1
        }
      } else {
        for (offset, character) in piece.text.enumerated() {
          for byte in SearchFolding.fold(character).utf8 {
            append(byte, point: piece.start + offset)
          }
        }
      }
    }
  }

  private mutating func append(_ byte: UInt8, point: Int) {
    if byte == 0x20, bytes.last == 0x20 { return }
    bytes.append(byte)
    points.append(Int32(clamping: point))
  }

  /// The points of every occurrence of `query` (folded the same way), in order, none
  /// overlapping the one before.
  public func matches(of query: String) -> [Range<Int>] {
    let wanted = SearchFolding.foldQuery(query)
    guard let first = wanted.first, wanted.count <= bytes.count else { return [] }
    var found: [Range<Int>] = []
    var index = 0
    let last = bytes.count - wanted.count
    while index <= last {
      if bytes[index] == first, matches(wanted, at: index) {
        let start = Int(points[index])
        let end = Int(points[index + wanted.count - 1]) + 1
        found.append(start..<max(end, start + 1))
        index += wanted.count
      } else {
        index += 1
      }
    }
    return found
  }

  private func matches(_ wanted: [UInt8], at index: Int) -> Bool {
    var offset = 1
    while offset < wanted.count {
      if bytes[index + offset] != wanted[offset] { return false }
      offset += 1
    }
    return true
  }
}

extension FoldedText: Equatable {
  /// Derived from the article's text, which its owner compares: only the sizes here.
  public static func == (left: FoldedText, right: FoldedText) -> Bool {
    left.bytes.count == right.bytes.count
  }
}
