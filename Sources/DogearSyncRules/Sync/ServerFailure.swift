/// Why a server request failed, as far as a decision and the sentence the user reads need to
/// know (`App+Failures.swift` says each one).
public enum ServerFailure: Equatable, Sendable {
  /// The bookmark was deleted on the server.
  case gone
  /// No answer (no network, no such host, no connection, a timeout): the local copy is used.
  case offline
  /// The token may read but not write (403 on a change): changes wait until another login.
  case readOnly
  /// The server refused the token (401): nothing works until another login.
  case tokenRefused
  /// Anything else (the server answered with an error, a broken reply, the disk): why, as a
  /// phrase for the status line.
  case failed(String)
}
