import DogearCore
import DogearReadeck
import DogearSyncRules
import FoundationEssentials

/// The one sort of every failed request (issue 36): what it tells about the server, the
/// bookmark and the change, as Readeck writes its answers (`ReadeckErrorReply.swift` in
/// DogearReadeck tells Readeck's own answers from anyone else's). Every caller (the sync, the
/// queue, highlights, saves, deletes, the reader's fetches) decides from this sort alone:
/// `stopsEverything`, `mayHaveArrived`, `ServerFailure` and `ChangeAnswer` below are read off
/// it, each by an exhaustive switch.
public enum FailureSort: Equatable, Sendable {
  /// Readeck's own 404 for this bookmark: it is not on the server for this account.
  case bookmarkGone
  /// Readeck's own 404 for something else asked for (a highlight, `/api/info` before 0.20).
  case notThere
  /// Readeck's own form error (400 or 422): these values can never succeed.
  case refused
  /// A 403 on a change: the token may read but not write.
  case readOnly
  /// The token was refused (401, 403 on a read), or there is none: nothing works until a login.
  case tokenRefused
  /// No connection at all (no network, no such host, nothing listening): every request fails.
  case unreachable
  /// This side cannot talk to the server at all (TLS refused, libcurl missing): every request
  /// fails, for a reason worth its own sentence.
  case cannotTalk
  /// The request went out and no answer came back (a timeout, a lost connection): it may
  /// have arrived, and to the user the server is out of reach.
  case answerLost
  /// An answer came back that cannot be read (broken, or too large): it may have arrived, and
  /// the server did answer, so this is not "offline" (issue 24).
  case brokenReply
  /// An answer that is not Readeck's word on this request (a proxy's page, a 5xx, a status
  /// the call does not expect): this request failed, this time.
  case passing
  /// The work was cancelled.
  case cancelled
  /// Nothing was asked: an address refused here, a login flow that ended.
  case cannotAsk
  /// Not the server at all: the library on this side failed.
  case local

  /// The sort of any error a sync or a request may throw.
  public init(_ error: Error) {
    if let error = error as? ReadeckError {
      self = error.sort
    } else if error is CancellationError {
      self = .cancelled
    } else {
      self = .local
    }
  }

  /// Every following request would meet it too: a sync stops and says why.
  public var stopsEverything: Bool {
    switch self {
    case .tokenRefused, .unreachable, .cannotTalk, .cancelled: return true
    case .bookmarkGone, .notThere, .refused, .readOnly, .answerLost, .brokenReply, .passing,
      .cannotAsk, .local:
      return false
    }
  }

  /// The request may have reached the server without its answer reaching here: a create is
  /// looked for on the server before it is sent again. A failure to connect at all is not.
  public var mayHaveArrived: Bool {
    switch self {
    case .answerLost, .brokenReply, .passing: return true
    case .bookmarkGone, .notThere, .refused, .readOnly, .tokenRefused, .unreachable,
      .cannotTalk, .cancelled, .cannotAsk, .local:
      return false
    }
  }
}

extension ReadeckError {
  /// This error's place in the one sort.
  public var sort: FailureSort {
    switch self {
    case .bookmarkGone: return .bookmarkGone
    case .notFound: return .notThere
    case .invalid: return .refused
    case .cannotChange: return .readOnly
    case .tokenRefused, .notLoggedIn: return .tokenRefused
    case .hostNotFound, .cannotConnect, .offline: return .unreachable
    case .secureConnectionFailed, .libraryMissing: return .cannotTalk
    case .timedOut, .connectionLost: return .answerLost
    case .malformedReply, .replyTooLarge: return .brokenReply
    case .serverError, .notReadeck, .unexpectedStatus: return .passing
    case .cancelled: return .cancelled
    case .noDeviceLogin, .insecureServer, .badServerAddress, .loginDenied, .loginExpired,
      .oauth:
      return .cannotAsk
    }
  }

  /// A failure every following request would meet too.
  public var stopsEverything: Bool { sort.stopsEverything }
  /// A 403 on a change: the token is read-only.
  public var isReadOnlyToken: Bool { sort == .readOnly }
  /// Readeck refused the values: a change carrying them is rolled back or dropped.
  public var rejectsChangeForGood: Bool { sort == .refused }
  /// See `FailureSort.mayHaveArrived`.
  public var mayHaveArrived: Bool { sort.mayHaveArrived }
}

extension ServerFailure {
  /// What the app's core needs to know of a failed request (`App+Failures.swift` says it).
  public init(_ error: Error) {
    switch FailureSort(error) {
    case .bookmarkGone: self = .gone
    case .readOnly: self = .readOnly
    case .tokenRefused: self = .tokenRefused
    case .unreachable, .answerLost, .cancelled: self = .offline
    case .notThere, .refused, .cannotTalk, .brokenReply, .passing, .cannotAsk, .local:
      self = .failed(String(describing: error))
    }
  }
}

extension ChangeAnswer {
  /// What a failed change means for the queue's rules (`QueuePass`).
  public init(_ error: Error) {
    switch FailureSort(error) {
    case .bookmarkGone: self = .gone
    case .refused: self = .refused
    case .readOnly: self = .readOnly
    case .tokenRefused, .unreachable, .cannotTalk, .cancelled: self = .unreachable
    case .notThere, .answerLost, .brokenReply, .passing, .cannotAsk, .local: self = .failed
    }
  }
}
