import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The breaks an article's words were found to have, kept in the user's cache beside the
/// dictionaries' indexes (`breaks-<article>`), so that opening the article again hyphenates
/// it without reading a dictionary: libhyphen reads English's whole dictionary in about 37 M
/// instructions and keeps about 2.8 MB, and even a short article's own one costs about 5 M
/// (issue 41: an article opened again, the common case, as fast as a page that names no
/// language).
///
/// A word's breaks depend on the dictionary only, never on the article: a kept word is
/// answered as the dictionary would answer it for as long as the dictionary is the one the
/// file names (its path, size and time, `source`). So a file of another article's words, or
/// of an older text of this one, costs only the dictionary read for the words it lacks.
///
/// The file is text: a first line naming the format, a second naming the dictionary, then a
/// line per word, the word, a tab and its breaks as a hexadecimal mask (bit `k` set: a break
/// after its `k`th Character). Words of more than 63 Characters are not kept.
struct KeptBreaks: Equatable, Sendable {
  static let formatLine = "dogear-breaks 1"
  /// The most files kept: past it the oldest are removed as one is written.
  static let filesKept = 256
  /// The most words an opening learns for its file (`LearnedBreaks`): a long article has
  /// some 20,000.
  static let wordsKept = 65_536

  /// The dictionary the breaks were found with (`source(ofDictionary:)`).
  var source: String
  /// Each word, as written, and its breaks as a mask.
  var words: [String: UInt64]

  init(source: String, words: [String: UInt64]) {
    self.source = source
    self.words = words
  }

  /// "PATH SIZE SECONDS.NANOSECONDS" of the dictionary at `path`, nil when it cannot be read.
  static func source(ofDictionary path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return "\(path) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
  }

  /// `breaks` as a mask; nil when one is past 63.
  static func mask(of breaks: [Int]) -> UInt64? {
    var mask: UInt64 = 0
    for offset in breaks {
      guard (1...63).contains(offset) else { return nil }
      mask |= 1 << UInt64(offset)
    }
    return mask
  }

  /// The breaks a mask holds, in order.
  static func breaks(of mask: UInt64) -> [Int] {
    guard mask != 0 else { return [] }
    return (1...63).filter { mask & (1 << UInt64($0)) != 0 }
  }

  /// The file's bytes, made in one buffer (a long article keeps some 20,000 words, written
  /// while its reader is open).
  func encoded() -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(64 + source.utf8.count + words.count * 16)
    bytes += Self.formatLine.utf8
    bytes.append(0x0A)
    bytes += source.utf8
    bytes.append(0x0A)
    let digits = Array("0123456789abcdef".utf8)
    for (word, mask) in words {
      bytes += word.utf8
      bytes.append(0x09)
      var shift = max(0, (63 - mask.leadingZeroBitCount) / 4 * 4)
      while shift >= 0 {
        bytes.append(digits[Int(mask >> UInt64(shift) & 0xF)])
        shift -= 4
      }
      bytes.append(0x0A)
    }
    return bytes
  }

  /// The breaks in `bytes`, nil unless every line is as `encoded` writes it.
  init?(decoding bytes: [UInt8]) {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)[...]
    guard lines.popLast()?.isEmpty == true,
      let format = lines.popFirst(), String(decoding: format, as: UTF8.self) == Self.formatLine,
      let source = lines.popFirst(), !source.isEmpty
    else { return nil }
    self.source = String(decoding: source, as: UTF8.self)
    words = Dictionary(minimumCapacity: lines.count)
    for line in lines {
      guard let tab = line.firstIndex(of: 0x09), tab > line.startIndex,
        let mask = Self.hexadecimal(line[(tab + 1)...]),
        let word = String(validating: line[..<tab], as: UTF8.self)
      else { return nil }
      words[word] = mask
    }
  }

  /// A mask of 1 to 16 hexadecimal digits (lowercase).
  private static func hexadecimal(_ digits: ArraySlice<UInt8>) -> UInt64? {
    guard (1...16).contains(digits.count) else { return nil }
    var value: UInt64 = 0
    for digit in digits {
      switch digit {
      case 0x30...0x39: value = value << 4 | UInt64(digit - 0x30)
      case 0x61...0x66: value = value << 4 | UInt64(digit - 0x61 + 10)
      default: return nil
      }
    }
    return value
  }

  /// The file of the article `article` names in `folder`; nil for a name that could reach
  /// outside it (only letters, digits, `-` and `_` are taken).
  static func path(article: String, folder: String) -> String? {
    guard !article.isEmpty, article.utf8.count <= 128,
      article.utf8.allSatisfy({ $0.isASCIILetterOrDigit || $0 == 0x2D || $0 == 0x5F })
    else { return nil }
    return "\(folder)/breaks-\(article)"
  }

  /// The breaks kept at `path`, nil when there are none, the file is not one this version
  /// writes, or it is larger than `largest` bytes.
  static func read(_ path: String, largest: Int = largestFile) -> KeptBreaks? {
    var status = stat()
    guard stat(path, &status) == 0, Int(status.st_size) <= largest,
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    return KeptBreaks(decoding: [UInt8](data))
  }

  /// The largest file read: a long article's words take some 400 KB; anything far larger is
  /// not one dogear wrote, and is not read into memory.
  static let largestFile = 8 << 20

  /// Writes the breaks to a name of its own and renames it to `path`, then removes the
  /// oldest files past `filesKept`. False when it could not be written.
  @discardableResult
  func write(to path: String, folder: String) -> Bool {
    PatternIndexFile.makeFolders(folder)
    let temporary = "\(path).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).part"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    let bytes = encoded()
    let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    guard close(descriptor) == 0, written == bytes.count, rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    Self.removeOldest(in: folder, keeping: Self.filesKept)
    return true
  }

  /// Removes the least recently written `breaks-` files of `folder` past `kept`.
  static func removeOldest(in folder: String, keeping kept: Int) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    let files = names.filter { $0.hasPrefix("breaks-") && !$0.hasSuffix(".part") }
    guard files.count > kept else { return }
    let dated = files.map { name -> (name: String, time: Int) in
      var status = stat()
      let time = stat("\(folder)/\(name)", &status) == 0 ? Int(status.st_mtim.tv_sec) : 0
      return (name, time)
    }
    for old in dated.sorted(by: { ($0.time, $0.name) < ($1.time, $1.name) }).prefix(
      files.count - kept)
    {
      unlink("\(folder)/\(old.name)")
    }
  }
}

extension UInt8 {
  fileprivate var isASCIILetterOrDigit: Bool {
    isASCIILetter || (0x30...0x39).contains(self)
  }
}
