import DogearCommandLine
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

// The lean entry point: the quick commands run here; the list, the reader and the network
// commands run in `dogear-app`, which this process becomes (exec, same pid and terminal).
switch Commands.parseArguments() {
case .failure:
  exit(2)
case .success(let invocation):
  if let status = Commands.runLocal(invocation) { exit(status) }
  exit(AppLauncher.exec(arguments: CommandLine.arguments))
}
