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
    if !FileManager.default.isExecutableFile(atPath: TestSupport.dogearBinary.path) {
      return "no shipped dogear at \(TestSupport.dogearBinary.path) (make install, DOGEAR_SHIPPED)"
    }
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
    // The reader at 80 x 24: bar rows 0-2, toolbar row 3, the hero in rows 4-9; the status
    // line (row 23) offers the jump back in colour, so it is left out of the scan.
    // Until the server and the window are up, a screenshot may fail: retried.
    var shot: PPM?
    let found = Poll.until(timeout: 30, interval: 0.2) {
      () -> (window: PPM.Box, picture: PPM.Box)? in
      shot = try? rig.screenshot()
      return shot.flatMap(Self.picture(in:))
    }
    let (window, box) = try #require(found, "no picture in xterm's window within 30 s")
    let screen = try #require(shot)
    let cell = (width: window.width / 80, height: window.height / 24)
    let rows =
      (box.y - window.y) / cell.height..<(box.y + box.height - 1 - window.y) / cell.height + 1
    #expect(rows.lowerBound >= 4 && rows.upperBound <= 10, "picture rows \(rows), cell \(cell)")
    // The picture itself: its box on screen against the source scaled to that box.
    let source = try PPM.read(
      png: TestSupport.repositoryRoot.appendingPathComponent("Fixtures/demo/rivers.png"),
      size: (box.width, box.height), convert: try #require(Self.convert))
    let difference = screen.meanDifference(in: box, from: source)
    #expect(difference < 40, "mean difference \(difference) over \(box)")
  }

  /// xterm's window and the box of the picture's colours in it (sky, grass: no text or
  /// frame of the reader has them), above the status line; nil until both are there.
  static func picture(in shot: PPM) -> (window: PPM.Box, picture: PPM.Box)? {
    guard let window = shot.window(), window.width >= 80, window.height >= 24 else { return nil }
    var area = window
    area.height = window.height / 24 * 23
    guard let box = shot.box(in: area, { max($0, $1, $2) - min($0, $1, $2) > 60 }) else {
      return nil
    }
    return (window, box)
  }
}
