import DogearCommandLine
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

// One executable for every command. The picture libraries and libcurl are not linked: they
// are opened the first time a picture is drawn or a request sent (PictureLibraries,
// CurlLibrary), so the quick commands start as fast as a program without them
// (Sources/DogearCommandLine/NOTES.md, "One executable").
switch Commands.parseArguments() {
case .failure:
  exit(2)
case .success(let invocation):
  if let status = Commands.runLocal(invocation) { exit(status) }
  exit(AppCommands.run(invocation))
}
