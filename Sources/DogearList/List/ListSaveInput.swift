import DogearCore
import DogearScreen
import FoundationEssentials

/// `+`: a one-line prompt for a web address to save to Readeck. Enter checks it
/// (`WebAddress`) and hands it to the shell; Esc leaves it. With no server connected the
/// prompt does not open: the status line says what to do instead.
extension ListState {
  /// The message when `+` is pressed with no server: short enough for an 80-column status
  /// line, so the way out is never cut off.
  public static let saveNeedsServer =
    "No server: dogear login <server>, or save the page and dogear add page.html"

  mutating func openSaveInput() -> [ListEffect] {
    guard isConnected else {
      message = ListState.saveNeedsServer
      return []
    }
    saveInput = ""
    return []
  }

  mutating func editSaveInput(with key: Key) -> [ListEffect] {
    var text = saveInput ?? ""
    switch key {
    case .character(let character):
      // Pasting a URL arrives as characters; control characters never reach the field.
      // Taken out before appending, so a key does not copy what was typed before it.
      saveInput = nil
      if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) {
        text.append(character)
      }
      saveInput = text
    case .backspace, .delete:
      if text.isEmpty { saveInput = nil } else { saveInput = String(text.dropLast()) }
    case .control("u"):
      saveInput = ""
    case .escape:
      saveInput = nil
    case .enter:
      return submitSaveInput(text)
    default:
      break
    }
    return []
  }

  private mutating func submitSaveInput(_ text: String) -> [ListEffect] {
    switch WebAddress.check(text) {
    case .success(let address):
      saveInput = nil
      message = "Saving \(address)…"
      return [.saveAddress(address)]
    case .failure(let problem):
      // The prompt stays open with the text, so the typo can be fixed.
      message = problem.description
      return []
    }
  }

  /// The shell's answer to `.saveAddress`.
  mutating func saveAnswered(_ report: SaveReport) -> [ListEffect] {
    switch report {
    case .saved(let id, let extracted):
      message = extracted ? "Saved" : "Saved: Readeck is fetching the page…"
      return extracted ? reloadPage() : reloadPage() + [pollTimer(id: id, attempt: 0)]
    case .queued(.readOnlyToken):
      message = "Saving waits: this token cannot change bookmarks"
    case .queued(.failure(let reason)):
      message = "Saving waits: " + (reason ?? "it is sent at the next sync")
    case .refused(let reason):
      message = "Not saved: " + (reason ?? "the server refused it")
    case .noServer:
      message = ListState.saveNeedsServer
    }
    return reloadPage()
  }

  /// Polling for the extraction: 1.5 s, then doubling, at most 8 times (as Readeck's iOS
  /// client does, with backoff); after that the next sync picks the page up.
  static let pollAttempts = 8

  func pollTimer(id: String, attempt: Int) -> ListEffect {
    let delay = min(1.5 * Double(1 << min(attempt, 30)), 60)
    return .startTimer(.pollSaved(id: id, attempt: attempt), after: delay)
  }

  /// A poll timer went off: ask the server.
  mutating func pollFired(id: String, attempt: Int) -> [ListEffect] {
    [.pollSaved(id: id, attempt: attempt)]
  }

  /// The answer to `.pollSaved`.
  mutating func savePolled(id: String, attempt: Int, finished: Bool) -> [ListEffect] {
    if finished {
      message = "Saved page ready"
      return reloadPage()
    }
    guard attempt + 1 < ListState.pollAttempts else {
      message = "Readeck is still fetching the page: it arrives with the next sync"
      return []
    }
    return [pollTimer(id: id, attempt: attempt + 1)]
  }
}
