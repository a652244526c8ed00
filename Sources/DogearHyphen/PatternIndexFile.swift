import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A dictionary's `PatternIndex` as a file in the user's cache (`$XDG_CACHE_HOME/dogear`,
/// else `~/.cache/dogear`), mapped into memory when an article is opened: reading it costs
/// the pages its words touch, not a pass over the dictionary. It is made the first time a
/// dictionary is used and made again when the dictionary changes (its size or time differ
/// from those the file records) or the file is not one this version wrote. Written under a
/// name of its own and renamed into place, so two processes never read half a file. Without
/// a cache folder it can write, an article is filtered line by line as before.
///
/// The file, in the machine's byte order: a header of eight 64-bit words (`magic`, the dictionary's size, its modification
/// time in seconds and nanoseconds, the table's slots, the lines, the lines always kept, and
/// the dictionary's offset), the slots (16 bytes each), the line starts and the kept lines
/// (32-bit), and the dictionary's bytes.
final class PatternIndexFile: @unchecked Sendable {
  /// "DOGHYX02", read as a little-endian word: a new layout (or a new `KeySet.home`) changes
  /// the last two letters.
  static let magic: UInt64 = 0x3230_5859_4847_4F44
  static let headerWords = 8

  let index: PatternIndex
  private let mapping: UnsafeMutableRawPointer
  private let length: Int

  private init(index: PatternIndex, mapping: UnsafeMutableRawPointer, length: Int) {
    self.index = index
    self.mapping = mapping
    self.length = length
  }

  deinit {
    munmap(mapping, length)
  }

  /// The folder the index files are kept in, from the environment's `variable`s; nil
  /// without one.
  static func folder(variable: (String) -> String?) -> String? {
    if let cache = variable("XDG_CACHE_HOME"), cache.hasPrefix("/") { return "\(cache)/dogear" }
    guard let home = variable("HOME"), home.hasPrefix("/") else { return nil }
    return "\(home)/.cache/dogear"
  }

  /// This process's environment variable `name`, read with `getenv`: Foundation's
  /// `ProcessInfo.environment` builds the whole environment again (about 0.4 M instructions,
  /// which every reader's start paid for this).
  static func processVariable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The index of the dictionary at `dictionary` (whose bytes are `file`, when already
  /// read), from `folder`: mapped when it is there and current, else made and written first.
  /// Nil for a dictionary that is not indexed, or when nothing can be written or read.
  static func open(dictionary path: String, folder: String, file: () -> [UInt8]?)
    -> PatternIndexFile?
  {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    let stamp = Stamp(status)
    let indexPath = "\(folder)/\(fileName(ofDictionary: path))"
    if let mapped = map(indexPath, stamp: stamp) { return mapped }
    guard let bytes = file(), bytes.count == stamp.size, let parts = PatternIndex.parts(of: bytes)
    else { return nil }
    guard write(parts, dictionary: bytes, stamp: stamp, to: indexPath, folder: folder) else {
      return nil
    }
    return map(indexPath, stamp: stamp)
  }

  /// The index's file name for the dictionary at `path`: its whole path, so that two
  /// folders' dictionaries of one name never share an index
  /// ("hyphen-usr-share-hyphen-hyph_en_US.dic.index").
  static func fileName(ofDictionary path: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
    return "hyphen-" + parts.joined(separator: "-") + ".index"
  }

  /// What the index records of its dictionary.
  struct Stamp: Equatable {
    var size: Int
    var seconds: Int
    var nanoseconds: Int

    init(_ status: stat) {
      size = Int(status.st_size)
      seconds = Int(status.st_mtim.tv_sec)
      nanoseconds = Int(status.st_mtim.tv_nsec)
    }
  }

  /// The index at `path` mapped, nil when it is missing, not this layout, or not of the
  /// dictionary `stamp` describes.
  static func map(_ path: String, stamp: Stamp) -> PatternIndexFile? {
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size >= headerWords * 8 else { return nil }
    let length = Int(status.st_size)
    guard let mapping = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0),
      mapping != MAP_FAILED
    else { return nil }
    guard let index = index(in: UnsafeRawBufferPointer(start: mapping, count: length), stamp: stamp)
    else {
      munmap(mapping, length)
      return nil
    }
    return PatternIndexFile(index: index, mapping: mapping, length: length)
  }

  /// The index laid out in `bytes`, nil unless every part is where the header says.
  static func index(in bytes: UnsafeRawBufferPointer, stamp: Stamp) -> PatternIndex? {
    let header = (0..<headerWords).map { bytes.load(fromByteOffset: $0 * 8, as: UInt64.self) }
    guard header[0] == magic, header[1] == UInt64(stamp.size),
      header[2] == UInt64(bitPattern: Int64(stamp.seconds)),
      header[3] == UInt64(bitPattern: Int64(stamp.nanoseconds))
    else { return nil }
    let slotCount = Int(header[4])
    let lineCount = Int(header[5])
    let keptCount = Int(header[6])
    let fileOffset = Int(header[7])
    guard slotCount > 0, slotCount & (slotCount - 1) == 0, lineCount > 0,
      slotCount < bytes.count, lineCount < bytes.count, keptCount < bytes.count
    else { return nil }
    let slotsStart = headerWords * 8
    let startsStart = slotsStart + slotCount * MemoryLayout<PatternIndex.Slot>.stride
    let keptStart = startsStart + (lineCount + 1) * 4
    guard fileOffset >= keptStart + keptCount * 4, fileOffset % 8 == 0,
      fileOffset + stamp.size == bytes.count, let base = bytes.baseAddress
    else { return nil }
    let index = PatternIndex(
      slots: UnsafeBufferPointer(
        start: (base + slotsStart).assumingMemoryBound(to: PatternIndex.Slot.self),
        count: slotCount),
      lineStarts: UnsafeBufferPointer(
        start: (base + startsStart).assumingMemoryBound(to: UInt32.self), count: lineCount + 1),
      keptLines: UnsafeBufferPointer(
        start: (base + keptStart).assumingMemoryBound(to: UInt32.self), count: keptCount),
      file: UnsafeBufferPointer(
        start: (base + fileOffset).assumingMemoryBound(to: UInt8.self), count: stamp.size))
    // Its numbers are checked where they are used (`PatternIndex`), not all here: that
    // would read every page of it at every opening.
    return index
  }

  /// The file's bytes for `parts` of `dictionary`: the header, then the slots, line starts
  /// and kept lines copied as they lie in memory (the file is read on the machine that
  /// wrote it; `map` reads them the same way), then the dictionary.
  static func bytes(of parts: PatternIndex.Parts, dictionary: [UInt8], stamp: Stamp) -> [UInt8] {
    let lineCount = parts.lineStarts.count - 1
    let slotsStart = headerWords * 8
    let startsStart = slotsStart + parts.slots.count * MemoryLayout<PatternIndex.Slot>.stride
    let keptStart = startsStart + parts.lineStarts.count * 4
    let fileOffset = (keptStart + parts.keptLines.count * 4 + 7) / 8 * 8
    var out = [UInt8](repeating: 0, count: fileOffset + dictionary.count)
    let header: [UInt64] = [
      magic, UInt64(stamp.size), UInt64(bitPattern: Int64(stamp.seconds)),
      UInt64(bitPattern: Int64(stamp.nanoseconds)), UInt64(parts.slots.count), UInt64(lineCount),
      UInt64(parts.keptLines.count), UInt64(fileOffset),
    ]
    out.withUnsafeMutableBytes { out in
      func copy<T>(_ values: [T], to offset: Int) {
        values.withUnsafeBytes { values in
          guard let source = values.baseAddress, let target = out.baseAddress else { return }
          (target + offset).copyMemory(from: source, byteCount: values.count)
        }
      }
      copy(header, to: 0)
      copy(parts.slots, to: slotsStart)
      copy(parts.lineStarts, to: startsStart)
      copy(parts.keptLines, to: keptStart)
      copy(dictionary, to: fileOffset)
    }
    return out
  }

  /// Makes `folder` and any missing folder above it, 0700 as the XDG base directory
  /// specification asks.
  static func makeFolders(_ folder: String) {
    var path = ""
    for part in folder.split(separator: "/") {
      path += "/\(part)"
      mkdir(path, 0o700)
    }
  }

  /// Writes the index to a name of its own and renames it to `path`.
  static func write(
    _ parts: PatternIndex.Parts, dictionary: [UInt8], stamp: Stamp, to path: String,
    folder: String
  ) -> Bool {
    makeFolders(folder)
    // A name no other writer has, in this process (threads) or another.
    let temporary = "\(path).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).part"
    let data = Data(bytes(of: parts, dictionary: dictionary, stamp: stamp))
    guard FileManager.default.createFile(atPath: temporary, contents: data) else { return false }
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }
}
