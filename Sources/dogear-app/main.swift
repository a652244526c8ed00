import DogearCommandLine
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

// The curses program (the list and the reader) and the network commands. Started by
// `dogear` (see Sources/dogear/main.swift); it accepts every command `dogear` does.
switch Commands.parseArguments() {
case .failure:
  exit(2)
case .success(let invocation):
  if let status = Commands.runLocal(invocation) { exit(status) }
  exit(AppCommands.run(invocation))
}
