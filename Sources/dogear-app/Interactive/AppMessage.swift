import DogearCore
import DogearPictures

/// What reaches the interactive program's loop from timers and background work.
enum AppMessage: Sendable {
  /// A reader timer (the push debounce) went off.
  case readerTimer(tag: Int)
  /// The server's progress for a bookmark, fetched after opening it.
  case serverProgress(bookmarkID: String, ReadingProgress)
  /// The article of a bookmark opened without one was downloaded and stored.
  case articleArrived(bookmarkID: String)
  /// A sync's progress, its end (with a summary or an error), and changes it made.
  case syncProgress(done: Int, total: Int)
  case syncFinished(message: String?)
  /// Time to try the server's queue again (backoff after a failure).
  case retryQueue
  /// Time to write the progress saves that failed again (`PendingSaves`).
  case saveRetry(tag: Int)
  /// A line for the status line of whichever screen is showing.
  case message(String)
  /// A hero picture rendered in the background (nil: show the alt block).
  case heroPicture(HeroPictureRequest, Picture?)
  /// An inline picture rendered in the background for the image `source`.
  case inlinePicture(source: String, key: PictureCache.Key, Picture?)
  /// A Readeck article's picture has no stored copy yet (the loop may download it).
  case inlinePictureMissing(bookmarkID: String, source: String)
  /// A Readeck article picture's download ended (stored, or why not).
  case inlinePictureDownloaded(PictureDownloads.Item, PictureDownloads.Outcome)
}
