import DogearCore
import DogearScreen
import Testing

@testable import DogearTerminal

@Suite("ColorMapper: TerminalColor to the colours a terminal has")
struct ColorMapperTests {
  let mapper256 = ColorMapper(colorCount: 256)

  @Test("the default colour is -1 (use_default_colors) at every depth")
  func defaultColour() {
    for count in [8, 16, 256] {
      #expect(ColorMapper(colorCount: count).number(for: .default) == -1)
    }
  }

  @Test("without colours everything is -1")
  func noColours() {
    let mapper = ColorMapper(colorCount: 0)
    #expect(mapper.number(for: .indexed(1)) == -1)
    #expect(mapper.number(for: .rgb(255, 0, 0)) == -1)
  }

  @Test("indexed colours the terminal has are used as they are")
  func indexedAsIs() {
    #expect(mapper256.number(for: .indexed(0)) == 0)
    #expect(mapper256.number(for: .indexed(123)) == 123)
    #expect(ColorMapper(colorCount: 8).number(for: .indexed(5)) == 5)
  }

  @Test("RGB on 256 colours lands on the exact cube or grey entry when there is one")
  func exactCubeAndGrey() {
    #expect(mapper256.number(for: .rgb(255, 0, 0)) == 196)
    #expect(mapper256.number(for: .rgb(0, 0, 0)) == 16)
    #expect(mapper256.number(for: .rgb(255, 255, 255)) == 231)
    #expect(mapper256.number(for: .rgb(95, 135, 175)) == 16 + 36 * 1 + 6 * 2 + 3)
    #expect(mapper256.number(for: .rgb(128, 128, 128)) == 244)
    #expect(mapper256.number(for: .rgb(8, 8, 8)) == 232)
  }

  @Test("RGB near a cube colour maps to it, never to the themed 0-15")
  func nearestCube() {
    let number = mapper256.number(for: .rgb(250, 10, 5))
    #expect(number == 196)
    for red in stride(from: 0, through: 255, by: 51) {
      for blue in stride(from: 0, through: 255, by: 85) {
        #expect(mapper256.number(for: .rgb(UInt8(red), 40, UInt8(blue))) >= 16)
      }
    }
  }

  @Test("every 256-colour index maps back to itself through its own RGB")
  func roundTrip() {
    for index in 16...255 {
      let rgb = ColorMapper.rgb(ofIndex: UInt8(index))
      let back = ColorMapper.nearestIn256(rgb)
      #expect(ColorMapper.rgb(ofIndex: UInt8(back)) == rgb, "index \(index)")
    }
  }

  @Test("on 16 or 8 colours RGB and high indexes go to the nearest standard colour")
  func fewColours() {
    let mapper16 = ColorMapper(colorCount: 16)
    let mapper8 = ColorMapper(colorCount: 8)
    #expect(mapper16.number(for: .rgb(255, 0, 0)) == 9)
    #expect(mapper8.number(for: .rgb(255, 0, 0)) == 1)
    #expect(mapper16.number(for: .indexed(196)) == 9)
    #expect(mapper8.number(for: .indexed(12)) == 4)
    #expect(mapper8.number(for: .rgb(250, 250, 250)) == 7)
  }

  @Test("without default colours (no use_default_colors), default is white on black")
  func noDefaultColours() {
    let mapper = ColorMapper(colorCount: 8, hasDefaultColors: false)
    let plain = mapper.numbers(for: CellStyle())
    #expect(plain.foreground == 7 && plain.background == 0)
    let red = mapper.numbers(for: CellStyle(foreground: .indexed(1)))
    #expect(red.foreground == 1 && red.background == 0)
    let usual = mapper256.numbers(for: CellStyle(background: .indexed(4)))
    #expect(usual.foreground == -1 && usual.background == 4)
  }
}
