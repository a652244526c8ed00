#if canImport(Glibc)
  import Glibc
#endif

/// A mono 16-bit PCM WAV file written as speech is made: the header's sizes are written again
/// at each `flush`, so the file is whole whenever a run of speech has ended, and a file given
/// to several runs (the reader paused and resumed) holds them one after another.
public final class WAVFile: @unchecked Sendable {
  public let path: String
  public let sampleRate: Int
  private let file: UnsafeMutablePointer<FILE>
  public private(set) var samples = 0
  private let lock = PlainMutex()

  public init(path: String, sampleRate: Int) throws(SpeechProblem) {
    guard let file = fopen(path, "wb") else {
      throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    self.path = path
    self.sampleRate = sampleRate
    self.file = file
    writeHeader()
  }

  deinit { fclose(file) }

  /// Appends samples; false when the disk refused them.
  @discardableResult
  public func write(_ audio: UnsafeBufferPointer<Int16>) -> Bool {
    guard let base = audio.baseAddress, !audio.isEmpty else { return true }
    return lock.locked {
      let written = fwrite(base, MemoryLayout<Int16>.size, audio.count, file)
      samples += written
      return written == audio.count
    }
  }

  /// Writes the header's sizes for what the file holds now, and pushes it to the disk.
  public func flush() {
    lock.locked {
      writeHeader()
      fseek(file, 0, SEEK_END)
      fflush(file)
    }
  }

  /// Seconds of speech in the file.
  public var seconds: Double { Double(samples) / Double(sampleRate) }

  private func writeHeader() {
    let dataBytes = UInt32(clamping: samples * 2)
    var header: [UInt8] = []
    func add(_ text: String) { header += Array(text.utf8) }
    func add32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { header += $0 } }
    func add16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { header += $0 } }
    add("RIFF")
    add32(36 &+ dataBytes)
    add("WAVE")
    add("fmt ")
    add32(16)
    add16(1)  // PCM
    add16(1)  // mono
    add32(UInt32(sampleRate))
    add32(UInt32(sampleRate * 2))
    add16(2)
    add16(16)
    add("data")
    add32(dataBytes)
    fseek(file, 0, SEEK_SET)
    header.withUnsafeBytes { _ = fwrite($0.baseAddress, 1, $0.count, file) }
  }
}

/// A pthread mutex as a class (Foundation's NSLock is not imported here).
final class PlainMutex: @unchecked Sendable {
  private var mutex = pthread_mutex_t()
  init() { pthread_mutex_init(&mutex, nil) }
  deinit { pthread_mutex_destroy(&mutex) }
  func locked<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return try body()
  }
}
