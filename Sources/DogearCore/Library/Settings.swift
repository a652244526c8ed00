/// The reader's preferences: a versioned Codable value that fills in defaults for missing keys
/// and rejects what it cannot understand (a newer version) with a clear message.
public struct Settings: Equatable, Sendable, Codable {
  public static let currentVersion = 1
  public static let defaultReadingWidth = 80
  public static let readingWidthRange = 30...200

  public var version: Int
  public var hideProgressBar: Bool
  public var hideWordCount: Bool
  public var hideHeroImage: Bool
  public var hideSummary: Bool
  /// The widest the text gets, in columns; narrower terminals use their whole width.
  public var readingWidth: Int
  /// Inline pictures in the text (off: `[image: alt]` lines).
  public var showInlineImages: Bool
  /// How pictures are drawn (issue 29); `DOGEAR_PICTURES` wins over it.
  public var pictures: PictureChoice
  /// Whether the terminal reports the mouse (the wheel scrolls, a drag selects in dogear);
  /// off, the terminal's own selection works with a plain drag.
  public var mouseReporting: Bool
  /// When link numbers show (issue 28): on demand by default, so the text reads clean.
  public var linkNumbers: LinkNumbers
  /// Words break with a hyphen where the article's language has a dictionary (issue 44).
  public var hyphenate: Bool
  /// Paragraphs filled to the width (issue 44): off by default, ragged right set well.
  public var justify: Bool
  /// A table wider than the terminal reads as "header: value" records instead of a grid
  /// scrolled sideways (issue 44): off by default.
  public var wideTablesAsRecords: Bool
  /// Listening (issue 42): how fast the voice reads, 1 being espeak's 175 words a minute.
  public var listeningSpeed: Double
  /// Whether listening says a picture's alt text ("Image: …") or skips it.
  public var speaksAltText: Bool
  /// Whether listening goes on to the next article of the list's order when one ends.
  public var listensOnToNext: Bool
  /// Whether an article whose end was heard is archived.
  public var archivesWhenHeard: Bool

  public static let listeningSpeeds = 0.5...3.0

  public init(
    hideProgressBar: Bool = false, hideWordCount: Bool = false, hideHeroImage: Bool = false,
    hideSummary: Bool = false, readingWidth: Int = Settings.defaultReadingWidth,
    showInlineImages: Bool = false, pictures: PictureChoice = .auto,
    mouseReporting: Bool = true, linkNumbers: LinkNumbers = .onDemand,
    listeningSpeed: Double = 1, speaksAltText: Bool = true, listensOnToNext: Bool = false,
    archivesWhenHeard: Bool = false, hyphenate: Bool = true, justify: Bool = false,
    wideTablesAsRecords: Bool = false
  ) {
    self.listeningSpeed = listeningSpeed
    self.speaksAltText = speaksAltText
    self.listensOnToNext = listensOnToNext
    self.archivesWhenHeard = archivesWhenHeard
    self.version = Settings.currentVersion
    self.hideProgressBar = hideProgressBar
    self.hideWordCount = hideWordCount
    self.hideHeroImage = hideHeroImage
    self.hideSummary = hideSummary
    self.readingWidth = readingWidth
    self.showInlineImages = showInlineImages
    self.pictures = pictures
    self.mouseReporting = mouseReporting
    self.linkNumbers = linkNumbers
    self.hyphenate = hyphenate
    self.justify = justify
    self.wideTablesAsRecords = wideTablesAsRecords
  }

  public enum DecodingProblem: Error, Equatable, CustomStringConvertible {
    case newerVersion(Int)

    public var description: String {
      switch self {
      case .newerVersion(let version):
        return "settings were written by a newer dogear (version \(version)); upgrade dogear"
      }
    }
  }

  private enum CodingKeys: String, CodingKey {
    case version, hideProgressBar, hideWordCount, hideHeroImage, hideSummary, readingWidth
    case showInlineImages, pictures, mouseReporting, linkNumbers, hyphenate, justify
    case wideTablesAsRecords
    case listeningSpeed, speaksAltText, listensOnToNext, archivesWhenHeard
  }

  /// `speed` rounded to a tenth within `listeningSpeeds`: what is kept and shown ("1.2x").
  public static func listeningSpeed(_ speed: Double) -> Double {
    let tenths = (min(max(speed, listeningSpeeds.lowerBound), listeningSpeeds.upperBound) * 10)
    return tenths.rounded() / 10
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Settings()
    version = try container.decodeIfPresent(Int.self, forKey: .version) ?? Settings.currentVersion
    if version > Settings.currentVersion { throw DecodingProblem.newerVersion(version) }
    version = Settings.currentVersion
    hideProgressBar =
      try container.decodeIfPresent(Bool.self, forKey: .hideProgressBar) ?? defaults.hideProgressBar
    hideWordCount =
      try container.decodeIfPresent(Bool.self, forKey: .hideWordCount) ?? defaults.hideWordCount
    hideHeroImage =
      try container.decodeIfPresent(Bool.self, forKey: .hideHeroImage) ?? defaults.hideHeroImage
    hideSummary =
      try container.decodeIfPresent(Bool.self, forKey: .hideSummary) ?? defaults.hideSummary
    let width = try container.decodeIfPresent(Int.self, forKey: .readingWidth)
    readingWidth = min(
      max(width ?? defaults.readingWidth, Settings.readingWidthRange.lowerBound),
      Settings.readingWidthRange.upperBound)
    showInlineImages =
      try container.decodeIfPresent(Bool.self, forKey: .showInlineImages)
      ?? defaults.showInlineImages
    // A word this dogear does not know (a newer one's protocol) reads as the default.
    pictures =
      try container.decodeIfPresent(String.self, forKey: .pictures).flatMap(PictureChoice.init)
      ?? defaults.pictures
    mouseReporting =
      try container.decodeIfPresent(Bool.self, forKey: .mouseReporting) ?? defaults.mouseReporting
    linkNumbers =
      try container.decodeIfPresent(String.self, forKey: .linkNumbers).flatMap(LinkNumbers.init)
      ?? defaults.linkNumbers
    hyphenate = try container.decodeIfPresent(Bool.self, forKey: .hyphenate) ?? defaults.hyphenate
    justify = try container.decodeIfPresent(Bool.self, forKey: .justify) ?? defaults.justify
    wideTablesAsRecords =
      try container.decodeIfPresent(Bool.self, forKey: .wideTablesAsRecords)
      ?? defaults.wideTablesAsRecords
    listeningSpeed = Settings.listeningSpeed(
      try container.decodeIfPresent(Double.self, forKey: .listeningSpeed)
        ?? defaults.listeningSpeed)
    speaksAltText =
      try container.decodeIfPresent(Bool.self, forKey: .speaksAltText) ?? defaults.speaksAltText
    listensOnToNext =
      try container.decodeIfPresent(Bool.self, forKey: .listensOnToNext)
      ?? defaults.listensOnToNext
    archivesWhenHeard =
      try container.decodeIfPresent(Bool.self, forKey: .archivesWhenHeard)
      ?? defaults.archivesWhenHeard
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(hideProgressBar, forKey: .hideProgressBar)
    try container.encode(hideWordCount, forKey: .hideWordCount)
    try container.encode(hideHeroImage, forKey: .hideHeroImage)
    try container.encode(hideSummary, forKey: .hideSummary)
    try container.encode(readingWidth, forKey: .readingWidth)
    try container.encode(showInlineImages, forKey: .showInlineImages)
    try container.encode(pictures.word, forKey: .pictures)
    try container.encode(mouseReporting, forKey: .mouseReporting)
    try container.encode(linkNumbers.word, forKey: .linkNumbers)
    try container.encode(hyphenate, forKey: .hyphenate)
    try container.encode(justify, forKey: .justify)
    try container.encode(wideTablesAsRecords, forKey: .wideTablesAsRecords)
    try container.encode(listeningSpeed, forKey: .listeningSpeed)
    try container.encode(speaksAltText, forKey: .speaksAltText)
    try container.encode(listensOnToNext, forKey: .listensOnToNext)
    try container.encode(archivesWhenHeard, forKey: .archivesWhenHeard)
  }
}
