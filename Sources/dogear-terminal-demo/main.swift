import DogearCore
import DogearTerminal
import Foundation

// A test-only program for the end-to-end tests of DogearTerminal: it paints a known Screen,
// shows the last event, and leaves on `q` or a signal. Keys: `t` fires a timer after 0.2 s,
// `b` has a background thread post a message after 0.1 s. DEMO_PID_FILE receives its pid.

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

let loop = EventLoop<DemoMessage>(terminal: terminal)
var state = DemoState(size: terminal.size)
terminal.paint(state.render(width: terminal.cellWidth, colorCount: terminal.colorCount))
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
  case .signal(let number):
    terminal.printAfterEnd("dogear-terminal-demo: left on signal \(number)")
    return .stop
  default:
    break
  }
  state.record(event)
  terminal.paint(state.render(width: terminal.cellWidth, colorCount: terminal.colorCount))
  return .continue
}
terminal.end()
exit(0)
