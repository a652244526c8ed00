import DogearCore
import DogearSyncRules
import FoundationEssentials

/// What the app's core needs to know of a failed request: the category its decisions and
/// sentences depend on (`App+Failures.swift`), nothing more.
extension ServerFailure {
  public init(_ error: Error) {
    guard let error = error as? ReadeckError else {
      self = .failed(String(describing: error))
      return
    }
    switch error {
    case .bookmarkGone: self = .gone
    case .cannotChange: self = .readOnly
    case .tokenRefused, .notLoggedIn: self = .tokenRefused
    case .timedOut, .hostNotFound, .cannotConnect, .connectionLost, .offline, .cancelled:
      self = .offline
    case .noDeviceLogin, .notFound, .invalid, .serverError, .unexpectedStatus,
      .secureConnectionFailed, .malformedReply, .replyTooLarge, .insecureServer,
      .badServerAddress, .loginDenied, .loginExpired, .oauth, .libraryMissing:
      self = .failed(error.description)
    }
  }
}

/// What a failed change means for the queue's rules (`QueuePass`): the one place an error
/// is sorted for them.
extension ChangeAnswer {
  public init(_ error: Error) {
    guard let error = error as? ReadeckError else {
      self = .failed
      return
    }
    if error.rejectsChangeForGood {
      self = .refused
    } else if case .bookmarkGone = error {
      self = .gone
    } else if error.isReadOnlyToken {
      self = .readOnly
    } else if error.stopsEverything {
      self = .unreachable
    } else {
      self = .failed
    }
  }
}
