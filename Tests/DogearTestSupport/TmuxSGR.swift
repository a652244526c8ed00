/// Reads the SGR escapes of a `capture-pane -e` dump.
public enum SGR {
  /// The colour-setting codes (30-38, 40-48, 90-97, 100-107) of every SGR sequence in
  /// `text`. 39 and 49 (back to the default colour) set no colour and are left out.
  public static func colourCodes(in text: String) -> [Int] {
    var codes: [Int] = []
    var rest = Substring(text)
    while let start = rest.range(of: "\u{1B}[") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(where: { !"0123456789;:".contains($0) }) else { break }
      if rest[end] == "m" {
        let numbers = rest[..<end].split(whereSeparator: { $0 == ";" || $0 == ":" })
          .map { Int($0) ?? 0 }
        codes += colourCodes(inParameters: numbers)
      }
      rest = rest[end...]
    }
    return codes
  }

  private static func colourCodes(inParameters numbers: [Int]) -> [Int] {
    var codes: [Int] = []
    var index = 0
    while index < numbers.count {
      let code = numbers[index]
      index += 1
      if isColour(code) { codes.append(code) }
      // 38;5;n and 38;2;r;g;b carry numbers that are not codes: skip them.
      if code == 38 || code == 48, index < numbers.count {
        index += numbers[index] == 5 ? 2 : 4
      }
    }
    return codes
  }

  private static func isColour(_ code: Int) -> Bool {
    (30...38).contains(code) || (40...48).contains(code) || (90...97).contains(code)
      || (100...107).contains(code)
  }
}
