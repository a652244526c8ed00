import CLibXML2
import DogearCore

/// Reading the attribute list libxml2 hands to `startElement`: name, value, name, value...,
/// ended by a null name. A value is null for an attribute written without one.
enum SAXAttributes {
  typealias List = UnsafeMutablePointer<UnsafePointer<xmlChar>?>

  /// The value of the first attribute called `name`; "" when it has none, nil when absent.
  static func value(_ list: List?, _ name: StaticString) -> String? {
    guard var entry = list else { return nil }
    while let attribute = entry.pointee {
      if dogear_xmlStrEqual(attribute, name.utf8Start) != 0 {
        return (entry + 1).pointee.map { String(cString: $0) } ?? ""
      }
      entry += 2
    }
    return nil
  }

  static func direction(_ list: List?) -> TextDirection? {
    value(list, "dir").flatMap(ElementStart.direction(from:))
  }

  static func image(_ list: List?) -> ImageAttributes {
    ImageAttributes(
      source: value(list, "src"), dataSource: value(list, "data-src"), alt: value(list, "alt"),
      title: value(list, "title"), width: value(list, "width"), height: value(list, "height"))
  }
}
