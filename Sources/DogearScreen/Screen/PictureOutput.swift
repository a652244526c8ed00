import DogearCore

/// The protocol in use and whether its sequences must be wrapped in tmux's passthrough
/// (`TmuxPassthrough`): inside tmux, image sequences reach the outer terminal only wrapped.
public struct PictureOutput: Equatable, Sendable {
  public var kind: PictureProtocol
  public var passthrough: Bool

  public init(_ kind: PictureProtocol, passthrough: Bool = false) {
    self.kind = kind
    self.passthrough = passthrough && kind != .blocks
  }

  public static let blocks = PictureOutput(.blocks)

  /// True when pictures are sent as pixels, not drawn in cells.
  public var isPixels: Bool { kind != .blocks }

  /// What removes every picture this output sent: kitty keeps its pictures apart from the
  /// text (`a=d,d=A` deletes them all and frees their data); sixel and iTerm2 pixels go
  /// when the cells under them are written again.
  public var eraser: String {
    guard kind == .kitty else { return "" }
    let delete = "\u{1B}_Ga=d,d=A\u{1B}\\"
    return passthrough ? TmuxPassthrough.wrap(delete) : delete
  }
}
