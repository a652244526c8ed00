import DogearList

extension Invocation {
  /// The value of option `name` (`--name V` or `--name=V`) when `rest[index]` is that option,
  /// with `index` moved onto the value; nil when it is another argument. A missing value is
  /// a usage error that says what the option needs (`needs`: "a number", "a label").
  static func optionValue(
    _ name: String, needs: String, in rest: [String], at index: inout Int
  ) throws(UsageError) -> String? {
    let argument = rest[index]
    if argument.hasPrefix(name + "=") { return String(argument.dropFirst(name.count + 1)) }
    guard argument == name else { return nil }
    index += 1
    guard index < rest.count else { throw UsageError(message: "\(name) needs \(needs)") }
    return rest[index]
  }

  /// A `--label` value: never empty or only spaces.
  static func labelValue(_ value: String) throws(UsageError) -> String {
    guard !value.allSatisfy(\.isWhitespace) else {
      throw UsageError(message: "--label needs a label that is not empty")
    }
    switch LabelName.check(value) {
    case .success(let name): return name
    case .failure(let refusal): throw UsageError(message: "--label: \(refusal)")
    }
  }
}
