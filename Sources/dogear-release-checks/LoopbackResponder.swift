import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A one-thread HTTP responder on 127.0.0.1 that answers every request with the same body,
/// so the release checks can drive the real `CurlTransport` without a test server.
final class LoopbackResponder: @unchecked Sendable {
  let port: UInt16
  private let listener: Int32
  private let body: Data

  init?(body: Data) {
    self.body = body
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(listener, pointer, length) == 0 && listen(listener, 16) == 0
          && getsockname(listener, pointer, &length) == 0
      }
    }
    guard bound else {
      close(listener)
      return nil
    }
    self.listener = listener
    port = UInt16(bigEndian: address.sin_port)
    Thread.detachNewThread { [self] in serve() }
  }

  private func serve() {
    let head = "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: \(body.count)\r\n"
    let reply = Data((head + "Connection: close\r\n\r\n").utf8) + body
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { return }
      var request = Data()
      var buffer = [UInt8](repeating: 0, count: 4096)
      while !request.contains(Data("\r\n\r\n".utf8)) {
        let count = read(connection, &buffer, buffer.count)
        if count <= 0 { break }
        request.append(contentsOf: buffer[0..<count])
      }
      _ = reply.withUnsafeBytes { write(connection, $0.baseAddress, reply.count) }
      close(connection)
    }
  }
}
