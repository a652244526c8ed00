import DogearCore

/// Feeds the parser's events for the fragment to the builder in document order, holding them
/// back while a question about one of them is still open: the document's direction (asked
/// before the first event), whether a table lays out the page, whether an image stands alone.
/// Those answers need content that comes later; the events wait until it has come.
///
/// Finished top-level blocks leave in batches through `deliver` as soon as there are
/// `batchSize` of them, once the direction is known.
struct BuilderFeed {
  private enum Event {
    case start(ElementStart, question: Int)
    case text(offset: Int, count: Int, joining: Bool)
    case end
  }

  var builder = DocumentBuilder()
  let batchSize: Int
  private let deliver: ([Block], TextDirection) -> Void
  private var held: [Event] = []
  private var nextHeld = 0
  /// Text of held events: the parser's buffer is only valid during its callback.
  private var heldText: [UInt8] = []
  /// Per question: -1 open, 0 no, 1 yes.
  private var answers: [Int8] = []
  private(set) var direction: TextDirection?
  private(set) var directionKnown = false

  init(batchSize: Int, deliver: @escaping ([Block], TextDirection) -> Void) {
    self.batchSize = batchSize
    self.deliver = deliver
  }

  /// A new open question; events that need its answer wait for `answer(_:_:)`.
  mutating func ask() -> Int {
    answers.append(-1)
    return answers.count - 1
  }

  /// A question already answered (the answer was known as it was asked).
  mutating func ask(answered value: Bool) -> Int {
    answers.append(value ? 1 : 0)
    return answers.count - 1
  }

  mutating func answer(_ question: Int, _ value: Bool) {
    guard question >= 0, answers[question] < 0 else { return }
    answers[question] = value ? 1 : 0
    release()
  }

  func isOpen(_ question: Int) -> Bool { question >= 0 && answers[question] < 0 }

  /// The document's direction is known: the builder may start.
  mutating func setDirection(_ value: TextDirection?) {
    guard !directionKnown else { return }
    direction = value
    directionKnown = true
    builder.begin(direction: value)
    release()
  }

  /// `question` is -1 when the element needs no answer.
  mutating func start(_ element: ElementStart, question: Int) {
    if isFlowing && !isOpen(question) {
      apply(element, question: question)
    } else {
      held.append(.start(element, question: question))
    }
  }

  /// `joiningPrevious` when the tree took nothing since the last text: the two are one
  /// text node.
  mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, joiningPrevious: Bool = false) {
    if isFlowing {
      builder.text(bytes, joiningPrevious: joiningPrevious)
    } else {
      held.append(.text(offset: heldText.count, count: bytes.count, joining: joiningPrevious))
      heldText.append(contentsOf: bytes)
    }
  }

  mutating func end() {
    if isFlowing {
      builder.endElement()
      deliverIfDue()
    } else {
      held.append(.end)
    }
  }

  /// The fragment ended: everything left goes out.
  mutating func finish() {
    if !directionKnown { setDirection(nil) }
    release()
    let blocks = builder.finish()
    if !blocks.isEmpty { deliver(blocks, direction ?? .leftToRight) }
  }

  private var isFlowing: Bool { directionKnown && nextHeld == held.count }

  /// Applies held events up to the first whose question is still open.
  private mutating func release() {
    guard directionKnown else { return }
    while nextHeld < held.count {
      switch held[nextHeld] {
      case .start(let element, let question):
        if isOpen(question) { return }
        apply(element, question: question)
      case .text(let offset, let count, let joining):
        heldText.withUnsafeBufferPointer {
          builder.text(
            UnsafeBufferPointer(rebasing: $0[offset..<offset + count]), joiningPrevious: joining)
        }
      case .end:
        builder.endElement()
        deliverIfDue()
      }
      nextHeld += 1
    }
    held.removeAll(keepingCapacity: true)
    heldText.removeAll(keepingCapacity: true)
    nextHeld = 0
  }

  private mutating func apply(_ element: ElementStart, question: Int) {
    guard question >= 0 else { return builder.startElement(element) }
    var answered = element
    let yes = answers[question] == 1
    if element.role == .table { answered.isLayoutTable = yes } else { answered.standsAlone = yes }
    builder.startElement(answered)
  }

  private mutating func deliverIfDue() {
    guard builder.finishedBlockCount >= batchSize else { return }
    deliver(builder.takeFinishedBlocks(), direction ?? .leftToRight)
  }
}
