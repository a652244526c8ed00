import DogearCore
import FoundationEssentials

extension Invocation {
  /// `add FILE`, or `add URL [--label L]...` (`--label=L` too): an argument that looks like
  /// a web address (`WebAddress.looksLikeAddress`), or any `--label`, makes it a save.
  static func parseAdd(_ rest: [String]) throws(UsageError) -> Invocation {
    var target: String?
    var labels: [String] = []
    var index = 0
    while index < rest.count {
      let argument = rest[index]
      if let value = try optionValue("--label", needs: "a label", in: rest, at: &index) {
        labels.append(try labelValue(value).trimmingWhitespace())
      } else if argument.hasPrefix("-"), argument != "-" {
        throw UsageError(message: "unexpected option '\(argument)' for add")
      } else if target == nil {
        target = argument
      } else {
        throw UsageError(message: "expected one file or web address")
      }
      index += 1
    }
    guard let target else { throw UsageError(message: "missing a file or a web address") }
    if WebAddress.looksLikeAddress(target) || !labels.isEmpty {
      return .save(url: target, labels: labels)
    }
    return .add(file: target)
  }
}
