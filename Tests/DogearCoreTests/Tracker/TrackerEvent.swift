import DogearCore
import DogearReader

/// One thing the reader tells the tracker.
enum TrackerEvent: Equatable, CustomStringConvertible {
  case scroll(Viewport)
  case resize(Viewport)
  case leave(Viewport)
  case reset

  var description: String {
    switch self {
    case .scroll(let viewport): "scroll \(viewport.top)/\(viewport.height)/\(viewport.total)"
    case .resize(let viewport): "resize \(viewport.top)/\(viewport.height)/\(viewport.total)"
    case .leave(let viewport): "leave \(viewport.top)/\(viewport.height)/\(viewport.total)"
    case .reset: "reset"
    }
  }
}
