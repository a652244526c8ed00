import DogearTerminal
import Testing

@Suite("TimerQueue: the loop's timers, ordered without sleeping")
struct TimerQueueTests {
  @Test("messages come out by deadline, whatever the order they were scheduled in")
  func deadlineOrder() {
    var queue = TimerQueue<String>()
    queue.schedule("late", at: 3)
    queue.schedule("early", at: 1)
    queue.schedule("middle", at: 2)
    #expect(queue.popDue(now: 10) == ["early", "middle", "late"])
    #expect(queue.isEmpty)
  }

  @Test("timers due at the same moment keep the order they were scheduled in")
  func tiesKeepSchedulingOrder() {
    var queue = TimerQueue<Int>()
    for number in 0..<5 { queue.schedule(number, at: 2) }
    queue.schedule(99, at: 1)
    #expect(queue.popDue(now: 2) == [99, 0, 1, 2, 3, 4])
  }

  @Test("only due timers are popped; the rest wait")
  func onlyDue() {
    var queue = TimerQueue<String>()
    queue.schedule("a", at: 1.0)
    queue.schedule("b", at: 1.5)
    #expect(queue.popDue(now: 0.99).isEmpty)
    #expect(queue.popDue(now: 1.0) == ["a"])
    #expect(queue.count == 1)
  }

  @Test("a later identical timer does not cancel the earlier one")
  func identicalTimersBothFire() {
    var queue = TimerQueue<String>()
    queue.schedule("push", at: 1)
    queue.schedule("push", at: 2)
    #expect(queue.popDue(now: 5) == ["push", "push"])
  }

  @Test("the poll timeout is the time to the next deadline, rounded up to whole milliseconds")
  func pollTimeout() {
    var queue = TimerQueue<String>()
    #expect(queue.pollTimeoutMilliseconds(now: 0) == -1)
    queue.schedule("x", at: 10.0)
    #expect(queue.pollTimeoutMilliseconds(now: 9.0) == 1000)
    #expect(queue.pollTimeoutMilliseconds(now: 9.9995) == 1)
    #expect(queue.pollTimeoutMilliseconds(now: 11) == 0)
    #expect(queue.timeUntilNext(now: 9.5) == 0.5)
  }
}
