import DogearCore
import Foundation

/// Runs one invocation and returns the process's exit status (0 ok, 1 failure, 2 usage).
enum Commands {
  static func run(_ invocation: Invocation) -> Int32 {
    switch invocation {
    case .help:
      print(Invocation.helpText)
      return 0
    case .version:
      print("dogear \(Invocation.versionNumber)")
      return 0
    case .add(let file):
      return AddCommand.run(file: file, environment: ProcessInfo.processInfo.environment)
    case .list:
      return InteractiveCommand.run(
        openTarget: nil, environment: ProcessInfo.processInfo.environment)
    case .open(let target):
      return InteractiveCommand.run(
        openTarget: target, environment: ProcessInfo.processInfo.environment)
    case .printList(let json):
      return ListCommand.run(json: json, environment: ProcessInfo.processInfo.environment)
    case .dump(let target, let width):
      return DumpCommand.run(
        target: target, width: width, environment: ProcessInfo.processInfo.environment)
    case .login(let server, let tokenFromStdin, let allowHTTP):
      return blocking {
        await LoginCommand.run(server: server, tokenFromStdin: tokenFromStdin, allowHTTP: allowHTTP)
      }
    case .logout:
      return blocking { await LogoutCommand.run() }
    case .sync:
      return blocking { await SyncCommand.run() }
    default:
      return fail("this command is not built yet")
    }
  }

  /// Prints a one-line message to stderr and returns the failure status.
  static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("dogear: \(message)\n".utf8))
    return 1
  }
}
