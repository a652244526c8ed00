import FoundationEssentials

/// One article of the demo library, as listed in `Fixtures/demo/library.json`.
struct DemoManifestEntry: Decodable, Equatable {
  var id: String
  /// The HTML file, beside the manifest.
  var file: String
  var title: String
  var siteName: String
  var site: String
  var url: String
  var description: String
  var authors: [String]
  var lang: String
  /// "ltr" or "rtl".
  var direction: String
  /// A picture beside the manifest, or nil.
  var hero: String?
  var created: Date
  /// 0...100.
  var progress: Int
  var anchor: String?
  var anchorOffset: Int?
  var lastRead: Date?
  var archived: Bool
  var favourite: Bool

  /// Reads the manifest; dates are ISO 8601.
  static func load(_ url: URL) throws -> [DemoManifestEntry] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode([DemoManifestEntry].self, from: Data(contentsOf: url))
  }
}
