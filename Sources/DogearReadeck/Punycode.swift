/// Punycode decoding (RFC 3492) of IDNA host labels: `xn--bcher-kva` is `bücher`. Readeck
/// stores a bookmark's host in Unicode (`pkg/extract/drop.go` converts it with
/// `idna.ToUnicode`), so an address typed as `xn--…` is compared in Unicode too.
public enum Punycode {
  private static let base = 36
  private static let tMin = 1
  private static let tMax = 26
  private static let skew = 38
  private static let damp = 700

  /// A host with each `xn--` label decoded; a label that does not decode stays as it was.
  public static func unicodeHost(_ host: String) -> String {
    host.split(separator: ".", omittingEmptySubsequences: false).map { label in
      let lower = label.lowercased()
      guard lower.hasPrefix("xn--"), let decoded = decode(String(lower.dropFirst(4))) else {
        return String(label)
      }
      return decoded
    }.joined(separator: ".")
  }

  /// One label's Punycode (without `xn--`) decoded, or nil when it is not valid Punycode.
  public static func decode(_ text: String) -> String? {
    var output: [Unicode.Scalar] = []
    var rest = Substring(text)
    if let delimiter = text.lastIndex(of: "-") {
      for scalar in text[..<delimiter].unicodeScalars {
        guard scalar.isASCII else { return nil }
        output.append(scalar)
      }
      rest = text[text.index(after: delimiter)...]
    }
    var n = 128
    var i = 0
    var bias = 72
    var digits = rest.unicodeScalars.makeIterator()
    while let first = digits.next() {
      let oldI = i
      var weight = 1
      var k = base
      var scalar: Unicode.Scalar? = first
      while true {
        guard let current = scalar, let digit = value(of: current) else { return nil }
        guard digit <= (Int(Int32.max) - i) / weight else { return nil }
        i += digit * weight
        let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
        if digit < t { break }
        weight *= base - t
        k += base
        scalar = digits.next()
      }
      bias = adapt(i - oldI, numPoints: output.count + 1, first: oldI == 0)
      n += i / (output.count + 1)
      i %= output.count + 1
      guard let decoded = Unicode.Scalar(n) else { return nil }
      output.insert(decoded, at: i)
      i += 1
    }
    var result = ""
    result.unicodeScalars.append(contentsOf: output)
    return result
  }

  private static func value(of scalar: Unicode.Scalar) -> Int? {
    switch scalar.value {
    case 0x30...0x39: return Int(scalar.value) - 0x30 + 26
    case 0x41...0x5A: return Int(scalar.value) - 0x41
    case 0x61...0x7A: return Int(scalar.value) - 0x61
    default: return nil
    }
  }

  private static func adapt(_ delta: Int, numPoints: Int, first: Bool) -> Int {
    var delta = first ? delta / damp : delta / 2
    delta += delta / numPoints
    var k = 0
    while delta > ((base - tMin) * tMax) / 2 {
      delta /= base - tMin
      k += base
    }
    return k + (((base - tMin + 1) * delta) / (delta + skew))
  }
}
