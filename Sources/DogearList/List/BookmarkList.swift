import DogearScreen

/// The bookmark list's pure core, as `Reader` is the reader's: one update and one render.
public enum BookmarkList {
  /// Applies `action` to `state` and returns what the shell should do, in order. Work is
  /// bounded by the screen's size, never by the library's.
  public static func update(_ state: inout ListState, _ action: ListAction) -> [ListEffect] {
    updateList(&state, action)
  }

  /// Draws the list for the state's size. Pure, and proportional to the screen's size.
  public static func render(_ state: ListState) -> Screen {
    renderList(state)
  }
}
