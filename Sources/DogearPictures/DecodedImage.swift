/// Decoded pixels, tightly packed rows of RGB or RGBA (unassociated alpha), 8 bits a channel.
struct DecodedImage: Equatable {
  let width: Int
  let height: Int
  let hasAlpha: Bool
  let pixels: [UInt8]

  var channels: Int { hasAlpha ? 4 : 3 }
  var rowBytes: Int { width * channels }
}
