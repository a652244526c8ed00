import DogearScreen

/// The picture protocol setting (issue 29): the `,` panel's Pictures row.
extension ReaderState {
  /// How pictures reach the terminal now: the setting, unless `DOGEAR_PICTURES` forces one.
  public var pictureOutput: PictureOutput {
    environment.pictureTerminal.output(for: settings.pictures)
  }

  /// Moves the setting `step` choices along (auto, kitty, sixel, iterm2, blocks), persists
  /// it and says what is in force. The rows pictures take do not change, so neither does the
  /// reading spot.
  mutating func cyclePictures(by step: Int) -> [ReaderEffect] {
    settings.pictures = settings.pictures.cycled(by: step)
    let terminal = environment.pictureTerminal
    let inForce = pictureOutput.kind.rawValue
    if terminal.isForced {
      message = "Pictures: \(settings.pictures.word) (DOGEAR_PICTURES keeps \(inForce))"
    } else if settings.pictures == .auto {
      message = "Pictures: auto (\(inForce) here)"
    } else {
      message = "Pictures: \(inForce)"
    }
    return [.saveSettings(settings)]
  }
}

extension ReaderState {
  /// On the Pictures row, the keys that change a value elsewhere in the panel move the
  /// choice: forward with Space, Enter, `+`, `l`, →; back with `-`, `h`, ←.
  static func pictureStep(for key: Key) -> Int? {
    switch key {
    case .character(" "), .enter, .character("+"), .character("="), .character("l"), .right:
      return 1
    case .character("-"), .character("h"), .left: return -1
    default: return nil
    }
  }
}
