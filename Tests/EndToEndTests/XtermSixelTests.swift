import DogearTestSupport
import Foundation
import Testing

/// One real terminal (issue 29): the shipped dogear in xterm as a VT340 under Xvfb, with
/// `DOGEAR_PICTURES=sixel`; a screenshot must show the hero picture's pixels in the hero
/// rows, where half blocks would have been.
@Suite("Pictures in a real terminal: xterm as a VT340", .serialized)
struct XtermSixelTests {
  static let tools = ["/usr/bin/Xvfb", "/usr/bin/xterm", "/usr/bin/import"]
  static let article = "a-field-guide-to-slow-rivers"

  /// Why the test cannot run here, or nil. `make test` installs the tools (TEST_NEEDS in
  /// the Makefile, through scripts/ensure-packages); a machine without them is told which.
  static var missing: String? {
    let packages = [
      "/usr/bin/Xvfb": "xvfb", "/usr/bin/xterm": "xterm", "/usr/bin/import": "imagemagick",
    ]
    for tool in tools where !FileManager.default.isExecutableFile(atPath: tool) {
      return
        "\(tool) is missing: install the Debian package \(packages[tool] ?? "") (make test-deps)"
    }
    if convert == nil {
      return "ImageMagick's convert is missing: install imagemagick (make test-deps)"
    }
    if let problem = TestSupport.binaryUnderTest.problem { return problem }
    return nil
  }

  static var convert: String? {
    ["/usr/bin/convert", "/usr/local/bin/convert"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  @Test("the hero picture's pixels are on screen in the hero rows")
  func heroInSixel() throws {
    if let reason = Self.missing {
      print("XtermSixelTests skipped: \(reason)")
      return
    }
    let rig = try XtermRig()
    defer { rig.stop() }
    try rig.start(
      command: [TestSupport.dogearBinary.path, "open", Self.article],
      environment: ["DOGEAR_PICTURES": "sixel"])
    // The reader at 80 x 24: bar rows 0-2, toolbar row 3, the hero in rows 4-9. The picture
    // is found by comparing boxes of cells with the picture itself (PictureSearch.swift), so
    // neither the teal bar nor the coloured status line can pass for it.
    // Until the server and the window are up, a screenshot may fail: retried.
    let source = TestSupport.repositoryRoot.appendingPathComponent("Fixtures/demo/rivers.png")
    let convert = try #require(Self.convert)
    let small = try PPM.read(png: source, size: (32, 16), convert: convert)
    var shot: PPM?
    let found = Poll.until(timeout: 30, interval: 0.2) {
      () -> (window: PPM.Box, picture: PPM.Match)? in
      shot = try? rig.screenshot()
      return shot.flatMap { Self.picture(small, in: $0) }
    }
    let (window, match) = try #require(found, "no picture in xterm's window within 30 s")
    let (box, screen) = (match.box, try #require(shot))
    let cell = (width: window.width / 80, height: window.height / 24)
    let rows = (box.y - window.y) / cell.height..<(box.y + box.height - window.y) / cell.height
    #expect(rows.lowerBound >= 4 && rows.upperBound <= 10, "picture rows \(rows), cell \(cell)")
    // Every pixel of the box against the source scaled to it: sixel measured 2.2 here, the
    // same picture in half blocks (DOGEAR_PICTURES=blocks) 19, so 10 tells pixels from blocks.
    let scaled = try PPM.read(png: source, size: (box.width, box.height), convert: convert)
    let difference = screen.meanDifference(in: box, from: scaled)
    #expect(difference < 10, "mean difference \(difference) over \(box)")
  }

  /// xterm's window and the box of whole cells most like `picture` in it, above the status
  /// line; nil until the window is there and some box is close to the picture.
  static func picture(_ picture: PPM, in shot: PPM) -> (window: PPM.Box, picture: PPM.Match)? {
    guard let window = shot.window(), window.width >= 80, window.height >= 24 else { return nil }
    let cell = (width: window.width / 80, height: window.height / 24)
    guard
      let match = shot.closestBox(
        to: picture, window: window, cell: cell, columns: 80, rows: 23, below: 40)
    else { return nil }
    return (window, match)
  }
}
