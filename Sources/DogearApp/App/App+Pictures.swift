import DogearReader
import DogearScreen
import FoundationEssentials

/// The pictures of the open reader (issue 8): after every update, what the reader needs is
/// compared with what was asked for, and only new requests go out. Rendered pictures come
/// back and are shown only while their request is current. A Readeck article's picture with
/// no stored copy is downloaded once per session (even when that fails), two at a time, only
/// the open article's; a failure is said once per article, and the `[image: alt]` line stays.
extension AppState {
  mutating func pictureEffects() -> [AppEffect] {
    guard hasReader else {
      pictures.reset()
      return []
    }
    // The reader's state in place: a `let` bound to the optional's payload would copy the
    // whole state (every array and string in it retained, then released) on every key.
    return Self.pictureEffects(
      of: &reader!, pictures: &pictures, colors: environment.pictureColors)
  }

  /// `state` is `inout` only to be read where it lies (see `pictureEffects()`).
  private static func pictureEffects(
    of state: inout ReaderState, pictures: inout AppPictures, colors: Int
  ) -> [AppEffect] {
    if state.bookmark.id != pictures.readerID {
      pictures.reset()
      pictures.readerID = state.bookmark.id
    }
    var effects: [AppEffect] = []
    let hero = HeroRequest(state: state, colors: colors)
    if hero != pictures.hero {
      pictures.hero = hero
      if let hero { effects.append(.renderHeroPicture(hero, state.bookmark)) }
    }
    return effects + inlinePictureEffects(of: &state, pictures: &pictures, colors: colors)
  }

  /// A local article's pictures are files next to it (none when its folder is unknown); a
  /// Readeck article's are its web addresses (anything else is not fetched).
  private static func inlinePictureEffects(
    of state: inout ReaderState, pictures: inout AppPictures, colors: Int
  ) -> [AppEffect] {
    guard let size = state.inlinePictureSize, colors >= AppEnvironment.pictureColorsNeeded
    else { return [] }
    var effects: [AppEffect] = []
    guard let origin = state.bookmark.pictureOrigin else { return [] }
    for image in state.inlineImages {
      if origin == .stored, !InlineRequest.isWebAddress(image.source) { continue }
      let request = InlineRequest(
        bookmarkID: state.bookmark.id, source: image.source, altText: image.alt,
        columns: size.columns, rows: size.rows, colors: colors)
      guard pictures.inline[image.source] != request else { continue }
      pictures.inline[image.source] = request
      effects.append(.renderInlinePicture(request, from: origin))
    }
    return effects
  }

  mutating func heroRendered(_ request: HeroRequest, _ picture: Picture?) -> [AppEffect] {
    guard request == pictures.hero, reader?.bookmark.id == request.bookmarkID else { return [] }
    return readerUpdate(.showHeroPicture(picture))
  }

  mutating func inlineRendered(_ request: InlineRequest, _ picture: Picture?) -> [AppEffect] {
    guard reader?.bookmark.id == request.bookmarkID, pictures.inline[request.source] == request
    else { return [] }
    return readerUpdate(.showInlinePicture(source: request.source, picture))
  }

  /// No stored copy: download it if the reader is still on that bookmark, a server is
  /// configured, and it was not asked for before in this session.
  mutating func inlineMissing(_ request: InlineRequest) -> [AppEffect] {
    let item = PictureDownloads.Item(bookmarkID: request.bookmarkID, source: request.source)
    guard environment.isConnected, reader?.bookmark.id == request.bookmarkID,
      pictures.downloads.enqueue(item)
    else { return [] }
    return startDownloads()
  }

  private mutating func startDownloads() -> [AppEffect] {
    guard environment.isConnected else { return [] }
    return pictures.downloads.start(openBookmark: reader?.bookmark.id).map {
      .downloadPicture($0)
    }
  }

  /// Stored, and the reader still on its bookmark: the request is forgotten so the next
  /// update asks again and finds the stored copy. A picture for a reader that moved on stays
  /// stored for the next time.
  mutating func pictureDownloaded(
    _ item: PictureDownloads.Item, _ outcome: PictureDownloads.Outcome
  )
    -> [AppEffect]
  {
    pictures.downloads.finished()
    let effects = startDownloads()
    guard reader?.bookmark.id == item.bookmarkID else { return effects }
    switch outcome {
    case .stored:
      pictures.inline[item.source] = nil
      return effects
    case .failed(let reason):
      guard !pictures.reportedDownloadFailure else { return effects }
      pictures.reportedDownloadFailure = true
      return effects + readerUpdate(.showMessage("Pictures not downloaded: \(reason)"))
    }
  }
}
