import DogearTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 37: a browser dogear starts never gets the Readeck token from dogear's environment.
@Suite("The environment a browser gets")
struct ChildEnvironmentTests {
  @Test("READECK_TOKEN is left out, everything else is passed on")
  func tokenWithheld() {
    setenv("READECK_TOKEN", "secret-token-37", 1)
    setenv("DOGEAR_CHILD_ENVIRONMENT_TEST", "kept", 1)
    defer {
      unsetenv("READECK_TOKEN")
      unsetenv("DOGEAR_CHILD_ENVIRONMENT_TEST")
    }
    let entries = ChildEnvironment.withChildEnvironment { pointer in
      var entries: [String] = []
      var cursor = pointer
      while let entry = cursor.pointee {
        entries.append(String(cString: entry))
        cursor += 1
      }
      return entries
    }
    #expect(entries.contains("DOGEAR_CHILD_ENVIRONMENT_TEST=kept"))
    #expect(!entries.contains { $0.hasPrefix("READECK_TOKEN") })
    #expect(!entries.contains { $0.contains("secret-token-37") })
  }
}
