import CCurl

#if canImport(Glibc)
  import Glibc
#endif

/// What a libcurl failure means to the client, sorted by its code.
enum CurlFailure {
  /// `systemError` is the `errno` of the failed connect, which tells no network from no server.
  static func error(for code: CURLcode, systemError: Int32) -> HTTPTransportError {
    switch code {
    case CURLE_COULDNT_CONNECT where [ENETUNREACH, ENETDOWN].contains(systemError): return .offline
    case CURLE_OPERATION_TIMEDOUT: return .timedOut
    case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .hostNotFound
    case CURLE_COULDNT_CONNECT: return .cannotConnect
    case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_ENGINE_NOTFOUND,
      CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
      CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_SHUTDOWN_FAILED,
      CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
      CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CLIENTCERT, CURLE_USE_SSL_FAILED:
      return .secureConnectionFailed
    case CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2, CURLE_HTTP2_STREAM,
      CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
      return .malformedReply
    default:
      // Partial bodies, nothing received, failed sends and receives: the connection broke.
      return .connectionLost
    }
  }
}
