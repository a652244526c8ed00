import DogearList
import DogearReader
import DogearScreen

/// The app's frame: the reader's, the list's, or an empty one while `dogear open` parses.
extension App {
  public static func render(_ state: AppState) -> Screen {
    if let reader = state.reader { return Reader.render(reader) }
    // `dogear open` before its article is parsed: an empty screen, not a list never read.
    if state.openedDirectly { return Screen(columns: state.columns, rows: state.rows) }
    return BookmarkList.render(state.list)
  }

  /// `render(_:)` as the shell calls it. With no copy of the state: the state read from the
  /// shell (a class) to be passed by value is copied whole, and so is the reader's state the
  /// `if let` binds, then the renderer's (issue 41, `RenderingInPlaceTests`). And taking what
  /// it can from the reader's frame painted before (`Reader.draw(moving:after:)`):
  /// `lastDrawing` is that frame, and becomes this one (nil while no reader is open).
  public static func render(moving state: inout AppState, after lastDrawing: inout ReaderDrawing?)
    -> Screen
  {
    guard state.hasReader else {
      lastDrawing = nil
      return render(state)
    }
    let drawing = Reader.draw(moving: &state.reader!, after: lastDrawing)
    lastDrawing = drawing
    return drawing.screen
  }

  /// How pictures reach the terminal for the frame `render(moving:after:)` drew, read in place
  /// (`state.reader?.pictureOutput` on the shell's state copies it whole first): half blocks
  /// when no reader is open (the list), so that any still on screen are erased.
  public static func pictureOutput(of state: inout AppState) -> PictureOutput {
    guard state.hasReader else { return .blocks }
    return output(of: &state.reader!)
  }

  private static func output(of reader: inout ReaderState) -> PictureOutput {
    reader.pictureOutput
  }
}
