import Foundation

/// The list's saving and deleting effects as the app's, and the shell's answers back to the
/// list (issue 16).
extension AppState {
  mutating func saveOrDelete(_ effect: ListEffect) -> [AppEffect] {
    switch effect {
    case .deleteBookmark(let id, let due):
      return [.scheduleDelete(id: id, due: due)]
    case .cancelDelete(let id):
      return [.cancelDelete(id: id)]
    case .carryOutDeletes:
      return [.carryOutDeletes(dueBy: now)]
    case .startTimer(let timer, let delay):
      return [.schedule(.list(timer), after: delay)]
    case .saveAddress(let address):
      guard environment.isConnected else { return listUpdate(.saveAnswered(.noServer)) }
      return [.saveAddress(address)]
    case .pollSaved(let id, let attempt):
      return [.pollSaved(id: id, attempt: attempt)]
    default:
      return []
    }
  }

  mutating func saveOrDeleteAnswered(_ action: AppAction) -> [AppEffect] {
    switch action {
    case .saveAnswered(let report):
      // A save that waits goes with the queue's retries (their backoff decides when).
      let retry: [AppEffect]
      if case .queued = report { retry = retryQueue() } else { retry = [] }
      return listUpdate(.saveAnswered(report)) + retry
    case .savePolled(let id, let attempt, let finished):
      return listUpdate(.savePolled(id: id, attempt: attempt, finished: finished))
    case .libraryChanged(let message):
      var effects = listUpdate(.libraryChanged)
      if let message { effects += showMessage(message) }
      return effects
    default:
      return []
    }
  }
}
