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

  /// Why the test cannot run here, or nil.
  static var missing: String? {
    // Not yet verified to finish in time: its pixel scans over 800 x 600 screenshots ran
    // for minutes in a debug build. Run it on purpose until it is made faster.
    if ProcessInfo.processInfo.environment["DOGEAR_XTERM_TEST"] != "1" {
      return "set DOGEAR_XTERM_TEST=1 to run it (its screenshot scans are still slow)"
    }
    for tool in tools where !FileManager.default.isExecutableFile(atPath: tool) {
      return "\(tool) is missing (Debian packages xvfb, xterm, imagemagick: make test-deps)"
    }
    if convert == nil { return "ImageMagick's convert is missing (imagemagick)" }
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
    // The reader at 80 x 24: bar rows 0-2, toolbar row 3, the hero in rows 4-9.
    var shot = try rig.screenshot()
    let deadline = Date().addingTimeInterval(20)
    while Self.colourfulRows(shot).isEmpty, Date() < deadline {
      usleep(200_000)
      shot = try rig.screenshot()
    }
    let window = try #require(shot.window(), "no xterm window on the screenshot")
    let cell = (width: window.width / 80, height: window.height / 24)
    let rows = Self.colourfulRows(shot).map { ($0 - window.y) / cell.height }
    #expect(!rows.isEmpty)
    #expect(Set(rows).isSubset(of: Set(4..<10)), "picture rows \(Set(rows).sorted())")
    // The picture itself: its box on screen against the source scaled to that box.
    let box = try #require(shot.box { Self.isColourful($0) })
    let source = try PPM.read(
      png: TestSupport.repositoryRoot.appendingPathComponent("Fixtures/demo/rivers.png"),
      size: (box.width, box.height), convert: try #require(Self.convert))
    let difference = shot.meanDifference(in: box, from: source)
    #expect(difference < 40, "mean difference \(difference) over \(box)")
  }

  /// Screen pixel rows holding a colour no text or frame of the reader uses (sky, grass).
  static func colourfulRows(_ image: PPM) -> [Int] {
    (0..<image.height).filter { y in
      (0..<image.width).contains { isColourful(image.pixel(x: $0, y: y)) }
    }
  }

  static func isColourful(_ pixel: [Int]) -> Bool {
    (pixel.max() ?? 0) - (pixel.min() ?? 0) > 60
  }
}
