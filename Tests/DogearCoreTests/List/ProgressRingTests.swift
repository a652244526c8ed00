import DogearCore
import DogearList
import Testing

@Suite("Progress rings")
struct ProgressRingTests {
  static let table: [(percent: Int, unicode: String, ascii: String)] = [
    (0, "○", "( )"),
    (1, "◔  1%", "(.)  1%"),
    (24, "◔ 24%", "(.) 24%"),
    (25, "◔ 25%", "(.) 25%"),
    (37, "◔ 37%", "(.) 37%"),
    (38, "◑ 38%", "(o) 38%"),
    (49, "◑ 49%", "(o) 49%"),
    (50, "◑ 50%", "(o) 50%"),
    (62, "◑ 62%", "(o) 62%"),
    (63, "◕ 63%", "(O) 63%"),
    (74, "◕ 74%", "(O) 74%"),
    (75, "◕ 75%", "(O) 75%"),
    (87, "◕ 87%", "(O) 87%"),
    (88, "● 88%", "(@) 88%"),
    (99, "● 99%", "(@) 99%"),
    (100, "✓", "[x]"),
  ]

  @Test("each percent has its ring, in UTF-8 and in ASCII")
  func glyphTable() {
    for entry in Self.table {
      #expect(ProgressRing.label(percent: entry.percent, unicode: true) == entry.unicode)
      #expect(ProgressRing.label(percent: entry.percent, unicode: false) == entry.ascii)
    }
  }

  @Test("DESIGN.md's examples read as it shows them")
  func designExamples() {
    #expect(ProgressRing.label(percent: 12, unicode: true) == "◔ 12%")
    #expect(ProgressRing.label(percent: 48, unicode: true) == "◑ 48%")
    #expect(ProgressRing.label(percent: 63, unicode: true) == "◕ 63%")
  }

  @Test("the ring fills in four steps between unread and read, never going back")
  func steps() {
    let steps = (0...100).map { ProgressRing.step(percent: $0) }
    #expect(steps.first == 0)
    #expect(steps.last == 5)
    #expect(Set(steps[1...99]) == [1, 2, 3, 4])
    #expect(zip(steps, steps.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(ProgressRing.step(percent: -5) == 0)
    #expect(ProgressRing.step(percent: 140) == 5)
  }

  @Test("every label fits the ring column")
  func labelsFitTheColumn() {
    for unicode in [true, false] {
      for percent in 0...100 {
        let label = ProgressRing.label(percent: percent, unicode: unicode)
        #expect(label.count <= ProgressRing.columnWidth(unicode: unicode))
      }
    }
  }
}
