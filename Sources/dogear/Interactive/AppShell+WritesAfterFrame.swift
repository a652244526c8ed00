import DogearApp

/// A reading position is saved when the reader has moved 3% (`PendingSaves`), and the save
/// commits with an fsync: about a millisecond here, tens on a slow disk. Run where it was
/// asked, it came before the frame of the key that moved the reader, so every 3% a key
/// answered late. So while the program runs a position write waits for that frame and is
/// written right after it, in the same turn of the loop. Nothing can read the library in
/// between and miss it: any effect that uses the library, a load, and the list's or search's
/// reads kept for the frame (`runDeferredReads`) write the waiting positions first, and so
/// does leaving (issue 41, a key's time).
extension AppShell {
  /// Keeps `effect` for `runWritesAfterFrame` when it is a position write made while the
  /// program runs; false for any other (and for the writes of leaving, which run at once).
  func keepForAfterFrame(_ effect: AppEffect) -> Bool {
    guard case .write = effect, state.isRunning else { return false }
    writesAfterFrame.append(effect)
    return true
  }

  /// Whether `effect` must see the writes kept for after the frame: it reads or writes the
  /// library, or loads an article.
  static func followsWrites(_ effect: AppEffect) -> Bool {
    if case .loadArticle = effect { return true }
    return usesLibrary(effect)
  }

  /// Writes the kept positions, oldest first, and any their answers ask for in turn (a
  /// retry of what waited behind them). Returns whether there were any.
  @discardableResult
  func runWritesAfterFrame() -> Bool {
    guard !writesAfterFrame.isEmpty else { return false }
    while !writesAfterFrame.isEmpty {
      run(writesAfterFrame.removeFirst())
    }
    return true
  }
}
