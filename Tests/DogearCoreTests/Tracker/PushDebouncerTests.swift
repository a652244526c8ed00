import DogearCore
import DogearReader
import Testing

@Suite("Push debouncer")
struct PushDebouncerTests {
  @Test("a single report pushes when its timer fires, after the default 1 s")
  func single() {
    var debouncer = PushDebouncer()
    let timer = debouncer.reported()
    #expect(timer.delay == 1.0)
    #expect(debouncer.isPending)
    #expect(debouncer.timerFired(tag: timer.tag) == true)
    #expect(!debouncer.isPending)
    #expect(debouncer.timerFired(tag: timer.tag) == false, "a timer fires once")
  }

  @Test("a burst of reports pushes once, on the last timer; older timers are stale")
  func burst() {
    var debouncer = PushDebouncer(delay: 2.5)
    let first = debouncer.reported()
    let second = debouncer.reported()
    let third = debouncer.reported()
    #expect(third.delay == 2.5)
    #expect(Set([first.tag, second.tag, third.tag]).count == 3)
    #expect(debouncer.timerFired(tag: first.tag) == false)
    #expect(debouncer.timerFired(tag: second.tag) == false)
    #expect(debouncer.isPending)
    #expect(debouncer.timerFired(tag: third.tag) == true)
  }

  @Test("a stale timer firing late after a newer push does nothing")
  func lateStale() {
    var debouncer = PushDebouncer()
    let old = debouncer.reported()
    let new = debouncer.reported()
    #expect(debouncer.timerFired(tag: new.tag) == true)
    #expect(debouncer.timerFired(tag: old.tag) == false)
  }

  @Test("flush pushes a pending report once, and its timer then does nothing")
  func flush() {
    var debouncer = PushDebouncer()
    let timer = debouncer.reported()
    #expect(debouncer.flush() == true)
    #expect(debouncer.flush() == false)
    #expect(debouncer.timerFired(tag: timer.tag) == false)
  }

  @Test("flush with nothing pending pushes nothing")
  func flushEmpty() {
    var debouncer = PushDebouncer()
    #expect(debouncer.flush() == false)
    let timer = debouncer.reported()
    #expect(debouncer.timerFired(tag: timer.tag) == true)
    #expect(debouncer.flush() == false)
  }

  @Test("an unknown tag does nothing")
  func unknownTag() {
    var debouncer = PushDebouncer()
    _ = debouncer.reported()
    #expect(debouncer.timerFired(tag: 9999) == false)
    #expect(debouncer.isPending)
  }
}
