import DogearCore
import DogearTestSupport
import Testing

@Suite("A percent: clamped once, a place's floor, and the first character back")
struct PercentTests {
  @Test(
    "numbers from outside are brought into 0...100",
    arguments: [
      (-5, 0), (0, 0), (1, 1), (63, 63), (100, 100), (101, 100), (Int.min, 0), (Int.max, 100),
    ])
  func clamping(raw: Int, expected: Int) {
    #expect(Percent(clamping: raw).value == expected)
  }

  @Test("a place's percent is its floor, and never 100 until the reader says finished")
  func ofPoint() {
    #expect(Percent(ofPoint: 0, length: 0).value == 0)
    #expect(Percent(ofPoint: 5, length: 0).value == 0)
    #expect(Percent(ofPoint: -3, length: 10).value == 0)
    #expect(Percent(ofPoint: 9, length: 10).value == 90)
    #expect(Percent(ofPoint: 10, length: 10).value == 99)
    #expect(Percent(ofPoint: 199, length: 200).value == 99)
    #expect(Percent(ofPoint: 2, length: 3).value == 66)
  }

  @Test("every percent's first character gives it back, and the one before it does not")
  func roundTrip() {
    for length in 1...400 {
      for value in 0...99 {
        let point = Percent(clamping: value).firstPoint(inLength: length)
        #expect(point >= 0 && point <= length)
        guard point < length else { continue }
        let back = Percent(ofPoint: point, length: length).value
        // Short texts skip percents: the first character has the smallest percent at or
        // above the one asked for.
        #expect(back >= value, "length \(length), \(value)% → \(point) → \(back)%")
        if point > 0 {
          #expect(Percent(ofPoint: point - 1, length: length).value < value)
        }
      }
    }
  }

  @Test("100% is the end of the text; 0% its start")
  func ends() {
    #expect(Percent(clamping: 100).firstPoint(inLength: 7) == 7)
    #expect(Percent(clamping: 0).firstPoint(inLength: 7) == 0)
    #expect(Percent(clamping: 0).firstPoint(inLength: 0) == 0)
  }
}

@Suite("The one binary search")
struct PartitionPointTests {
  @Test("it finds where the elements before a value end, as a linear scan does")
  func agreesWithAScan() {
    var generator = SeededGenerator(seed: 40)
    for _ in 0..<500 {
      let count = Int.random(in: 0...40, using: &generator)
      let values = (0..<count).map { _ in Int.random(in: 0...20, using: &generator) }.sorted()
      let key = Int.random(in: -1...21, using: &generator)
      let scan = values.firstIndex { $0 >= key } ?? values.count
      #expect(values.partitionPoint { $0 < key } == scan, "\(values) < \(key)")
      let atOrBefore = values.firstIndex { $0 > key } ?? values.count
      #expect(values.partitionPoint { $0 <= key } == atOrBefore)
    }
  }

  @Test("on a slice it answers the slice's own indices")
  func slices() {
    let values = [1, 3, 5, 7, 9, 11]
    #expect(values[2..<5].partitionPoint { $0 < 8 } == 4)
    #expect(values[2..<5].partitionPoint { $0 < 0 } == 2)
    #expect(values[2..<5].partitionPoint { $0 < 100 } == 5)
  }
}
