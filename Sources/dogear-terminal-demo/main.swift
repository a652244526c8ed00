import DogearCore
import DogearTerminal
import Foundation

// A test-only program for the end-to-end tests of DogearTerminal: it paints a known Screen,
// shows the last event, and leaves on `q` or a signal. Keys: `t` fires a timer after 0.2 s,
// `b` has a background thread post a message after 0.1 s, `L` paints a Screen larger than
// the window (a resize race), `P` times 200 paints, `x` exits without ending the terminal
// (the atexit path), `c` crashes (the crash path). DEMO_PID_FILE receives its pid.

enum DemoMessage: Sendable {
  case timer, background
}

let terminal: Terminal
do {
  terminal = try Terminal()
} catch {
  FileHandle.standardError.write(Data("dogear-terminal-demo: \(error)\n".utf8))
  exit(1)
}
if let pidFile = ProcessInfo.processInfo.environment["DEMO_PID_FILE"] {
  try? "\(getpid())\n".write(toFile: pidFile, atomically: true, encoding: .utf8)
}

var state = DemoState(size: terminal.size)
terminal.paint(state.render(width: terminal.cellWidth, colorCount: terminal.colorCount))

// DEMO_NEXT_EVENT=1: the simple path without the EventLoop (nextEvent + takePendingSignals).
if ProcessInfo.processInfo.environment["DEMO_NEXT_EVENT"] == "1" {
  while true {
    if let signal = terminal.takePendingSignals().first {
      terminal.printAfterEnd("dogear-terminal-demo: left on signal \(signal)")
      break
    }
    guard let input = terminal.nextEvent(timeout: 1) else { continue }
    if input == .key(.character("q")) { break }
    state.record(.input(input))
    terminal.paint(state.render(width: terminal.cellWidth, colorCount: terminal.colorCount))
  }
  terminal.end()
  exit(0)
}

let loop = EventLoop<DemoMessage>(terminal: terminal)
loop.run { event in
  switch event {
  case .input(.key(.character("q"))):
    return .stop
  case .input(.key(.character("t"))):
    loop.schedule(after: 0.2, .timer)
  case .input(.key(.character("b"))):
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 0.1)
      loop.post(.background)
    }
  case .input(.key(.character("L"))):
    let size = terminal.size
    terminal.paint(
      DemoState(size: (size.columns * 2, size.rows * 2)).render(
        width: terminal.cellWidth, colorCount: 0))
    return .continue
  case .input(.key(.character("P"))):
    state.lastMessage = state.timePaints(on: terminal)
  case .input(.key(.character("x"))):
    exit(3)
  case .input(.key(.character("c"))):
    let empty: [Int] = []
    _ = empty[state.eventCount]  // out of range: a Swift trap, as a real bug would be
  case .signal(let number):
    terminal.printAfterEnd("dogear-terminal-demo: left on signal \(number)")
    return .stop
  case .resumed:
    // Back from Ctrl-Z: everything again (recorded below as the resize the demo shows).
    terminal.redrawAll()
  case .input, .message:
    // Any other key, a mouse report, a resize, a paste, the timer or the background's message:
    // only recorded below.
    break
  }
  state.record(event)
  terminal.paint(state.render(width: terminal.cellWidth, colorCount: terminal.colorCount))
  return .continue
}
terminal.end()
exit(0)
