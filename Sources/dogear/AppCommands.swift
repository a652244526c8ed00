import Dispatch
import DogearCommandLine
import DogearCore
import FoundationEssentials

/// The commands that need curses or the network.
enum AppCommands {
  static func run(_ invocation: Invocation) -> Int32 {
    let environment = ProcessEnvironment.current
    switch invocation {
    case .list:
      return InteractiveCommand.run(openTarget: nil, environment: environment)
    case .open(let target):
      return InteractiveCommand.run(openTarget: target, environment: environment)
    case .login(let server, let tokenFromStdin, let allowHTTP):
      return blocking {
        await LoginCommand.run(server: server, tokenFromStdin: tokenFromStdin, allowHTTP: allowHTTP)
      }
    case .logout:
      return blocking { await LogoutCommand.run() }
    case .sync:
      return blocking { await SyncCommand.run() }
    case .save(let url, let labels):
      return blocking { await SaveCommand.run(url: url, labels: labels) }
    case .listen(let request):
      return ListenCommand.run(request, environment: environment)
    case .help, .version, .manual, .add, .printList, .dump, .search, .demo, .highlights, .stats:
      return Commands.runLocal(invocation) ?? 1
    }
  }

  /// Runs async command code from the synchronous entry point: the work runs on the
  /// cooperative pool while the main thread waits for its exit status.
  static func blocking(_ work: @escaping @Sendable () async -> Int32) -> Int32 {
    let done = DispatchSemaphore(value: 0)
    let status = StatusBox()
    Task.detached {
      status.value = await work()
      done.signal()
    }
    done.wait()
    return status.value
  }
}

/// The exit status handed from the async task to the waiting main thread.
private final class StatusBox: @unchecked Sendable {
  var value: Int32 = 1
}
