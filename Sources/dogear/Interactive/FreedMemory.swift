#if canImport(Glibc)
  import Glibc
#endif

/// glibc's `malloc_trim(0)`: the memory its heaps hold free goes back to the system, pages
/// in the middle of a heap too. Resident, freed memory still counts in the peak (issue 41).
/// The Glibc module does not declare it (malloc.h), so it is looked up once by name; without
/// it, nothing happens.
enum FreedMemory {
  private typealias Trim = @convention(c) (Int) -> Int32

  private static let trim: Trim? = dlsym(nil, "malloc_trim").map {
    unsafeBitCast($0, to: Trim.self)
  }

  /// Whether glibc's function was found (a test holds it: a name that no longer resolves
  /// would make `giveBack` silently do nothing).
  static var canGiveBack: Bool { trim != nil }

  static func giveBack() {
    _ = trim?(0)
  }
}
