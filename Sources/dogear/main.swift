import DogearCore
import Foundation

// The executable: parse the arguments, wire the parts, run. Each command lives in its own file.
let exitCode: Int32
do {
  let invocation = try Invocation.parse(Array(CommandLine.arguments.dropFirst()))
  exitCode = Commands.run(invocation)
} catch {
  FileHandle.standardError.write(Data((error.description + "\n").utf8))
  exitCode = 2
}
exit(exitCode)
