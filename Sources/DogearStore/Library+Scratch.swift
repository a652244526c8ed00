import FoundationEssentials

/// A library in memory standing in for one this process cannot write (issue 30: `dogear open
/// FILE` on a read-only library, which has no room for the file).
extension Library {
  /// A scratch library with this library's settings: `fill` adds to it, then it reads as
  /// read-only (`isReadOnly`), so the reader says the place cannot be saved and keeps none.
  /// Nothing in it outlives the process.
  public func scratch<T>(_ fill: (Library) throws(LibraryError) -> T) throws(LibraryError)
    -> (Library, T)
  {
    let scratch = try Library.openInMemory()
    try scratch.saveSettings(settings())
    let filled = try fill(scratch)
    scratch.isReadOnly = true
    return (scratch, filled)
  }
}
