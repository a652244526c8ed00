import DogearCore
import DogearScreen
import FoundationEssentials

/// The reader's pure core: `update` turns actions into state changes and effects, `render`
/// draws the state (STYLE.md 2 and 4). The shell paints the screen and runs the effects.
public enum Reader {
  public static func update(_ state: inout ReaderState, _ action: ReaderAction) -> [ReaderEffect] {
    guard !state.isClosed else { return [] }
    if !action.isResize { state.finishResize() }
    switch action {
    case .input(let event, let now):
      let opening = state.settleOpening(now: now)
      return opening + state.handle(event, now: now)
    case .timerFired(let tag, let now):
      if tag == ResizeWindow.timerTag { return [] }
      let opening = state.settleOpening(now: now)
      return opening + state.timerFired(tag: tag)
    case .leave(let now):
      let opening = state.settleOpening(now: now)
      return opening + state.leave(now: now)
    case .serverProgress(let progress):
      return state.receiveServerProgress(progress)
    case .showMessage(let text):
      state.message = text
      return []
    case .showHeroPicture(let picture):
      state.heroPicture = picture
      return []
    case .showInlinePicture(let source, let picture):
      state.receiveInlinePicture(source: source, picture)
      return []
    case .findSearchHit(let text, let now):
      return state.confirmSearch(text, now: now)
    case .speech(let event, let now):
      return state.receive(event, now: now)
    case .sourceLoaded(let source):
      state.source = source
      if source == nil { state.message = "The article's text cannot be read again: no highlights" }
      state.adoptHighlights(state.storedHighlights)
      return []
    }
  }

  public static func render(_ state: ReaderState) -> Screen {
    // `drawn` is a copy of the whole state, made only while a resize window shows.
    guard state.resizeWindow != nil else { return ReaderRenderer(state: state).render() }
    return ReaderRenderer(state: state.drawn).render()
  }

  /// `render(_:)` without copying the state: it is moved into the renderer and back, where
  /// the renderer made from a borrowed state copies it (every array and string in it retained,
  /// then released) on every frame (issue 41). The same screen, and `state` as it was
  /// (`RenderingInPlaceTests`).
  public static func render(moving state: inout ReaderState) -> Screen {
    draw(moving: &state, after: nil).screen
  }

  /// `render(moving:)` given the frame the shell painted before (issue 41): the article rows
  /// a scroll keeps are taken from it when nothing they are drawn from but the top moved
  /// (`ArticleLook`). The same screen as `render(_:)` (`FrameReuseTests`); keep what it
  /// returns for the next frame.
  public static func draw(moving state: inout ReaderState, after previous: ReaderDrawing?)
    -> ReaderDrawing
  {
    guard state.resizeWindow == nil else {
      return ReaderDrawing(screen: ReaderRenderer(state: state.drawn).render(), look: nil, top: 0)
    }
    let renderer = ReaderRenderer(state: consume state)
    let drawing = renderer.render(after: previous)
    state = renderer.releasingState()
    return drawing
  }
}

extension ReaderState {
  mutating func handle(_ event: InputEvent, now: Date) -> [ReaderEffect] {
    switch event {
    case .resized(let newColumns, let newRows):
      columns = max(0, newColumns)
      rows = max(0, newRows)
      return resize()
    case .wheel(let lines):
      if case .help(let scroll) = mode {
        mode = .help(scroll: max(0, scroll + lines))
        return []
      }
      if case .outline(let selected) = mode {
        let last = max(0, (outline?.count ?? 1) - 1)
        mode = .outline(selected: min(max(0, selected + lines), last))
        return []
      }
      return scroll(by: lines, now: now)
    case .pointer(let pointer):
      return handlePointer(pointer, now: now)
    case .focus(let gained):
      // Only the reading record cares: the time the terminal is hidden is not reading.
      if gained { resumedRecording(at: now) } else { hiddenRecording(at: now) }
      return []
    case .key(let key):
      return handle(key, now: now)
    }
  }

  mutating func handle(_ key: Key, now: Date) -> [ReaderEffect] {
    switch mode {
    case .reading:
      message = nil
      if case .character(let digit) = key, let value = digit.wholeNumberValue, digit.isASCII,
        value > 0 || count != nil
      {
        count = min(999_999, (count ?? 0) * 10 + value)
        return []
      }
      let typed = count
      count = nil
      guard let command = ReaderKeyMap.table.command(for: key) else { return [] }
      return run(command, count: command.takesCount ? typed : nil, now: now)
    case .searching(let query):
      return editSearch(query, key: key, now: now)
    case .linkNumber(let digits):
      return editLinkNumber(digits, key: key, now: now)
    case .settings(let selected):
      return handleSettingsPanel(selected: selected, key: key)
    case .help(let scroll):
      return handleHelp(scroll: scroll, key: key)
    case .outline(let selected):
      return handleOutline(selected: selected, key: key, now: now)
    case .selecting(let selection):
      return handleSelection(selection, key: key, now: now)
    case .highlightList(let list):
      return handleHighlightList(list, key: key, now: now)
    case .markLetter(let intent):
      return handleMarkLetter(intent, key: key, now: now)
    case .listening(let listening):
      return handleListening(listening, key: key, now: now)
    }
  }

  /// One command from the key map, in reading mode; `count` repeats a move (it is the
  /// number of `%`).
  mutating func run(_ command: ReaderCommand, count: Int? = nil, now: Date) -> [ReaderEffect] {
    let times = max(1, count ?? 1)
    switch command {
    case .lineDown: return scroll(by: times, now: now)
    case .lineUp: return scroll(by: -times, now: now)
    case .pageDown: return scroll(by: times * pageLines, now: now)
    case .pageUp: return scroll(by: -times * pageLines, now: now)
    case .halfPageDown: return scroll(by: times * halfPageLines, now: now)
    case .halfPageUp: return scroll(by: -times * halfPageLines, now: now)
    case .top: return move(to: 0, now: now, as: .look(pushing: true))
    case .bottom: return move(to: maximumTop, now: now, as: .look(pushing: true))
    case .goToPercent: return goToPercent(count, now: now)
    case .search: mode = .searching("")
    case .nextMatch: return moveToMatch(forward: true, times: times, now: now)
    case .previousMatch: return moveToMatch(forward: false, times: times, now: now)
    case .jump: return jumpToSaved(now: now)
    case .acceptPrompt:
      if prompt.offeredProgress != nil { return jumpToSaved(now: now) }
    case .jumpBack: return walkJumps(back: true, now: now)
    case .jumpForward: return walkJumps(back: false, now: now)
    case .dismiss: dismiss()
    case .toggleProgressBar: return toggle(.progressBar)
    case .toggleWordCount: return toggle(.wordCount)
    case .toggleHeroImage: return toggle(.heroImage)
    case .toggleSummary: return toggle(.summary)
    case .toggleInlineImages: return toggle(.inlineImages)
    case .settings: mode = .settings(selected: 0)
    case .openLink:
      if layout.links.isEmpty {
        message = "This article has no links"
      } else {
        mode = .linkNumber("")
      }
    case .outline: openOutline()
    case .help: mode = .help(scroll: 0)
    case .redraw: break
    case .back: return leave(now: now)
    case .openAddress:
      switch WebAddress.of(bookmarkURL: bookmark.url) {
      case .success(let address): return [.openLink(address)]
      case .failure(let refusal): message = refusal.description
      }
    case .nextBookmark: return [.openNeighbour(step: 1)]
    case .previousBookmark: return [.openNeighbour(step: -1)]
    case .select: return startSelection(now: now)
    case .copyParagraph: return copyParagraph()
    case .highlights: openHighlightList()
    case .listen: return startListening(from: heldPoint, now: now)
    case .tableLeft: return scrollGrid(-1)
    case .tableRight: return scrollGrid(1)
    case .setMark: mode = .markLetter(.set)
    case .goToMark: mode = .markLetter(.go)
    }
    return []
  }

  /// Esc: the prompt first, then the search highlights.
  mutating func dismiss() {
    if prompt.offeredProgress != nil {
      prompt = .settled
    } else {
      search = nil
    }
  }
}
