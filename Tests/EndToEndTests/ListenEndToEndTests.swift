import DogearTestSupport
import Foundation
import Testing

/// `dogear listen` as a process (issue 42): speech into a WAV file that sox hears is not
/// silent, and a clear message when espeak-ng is missing.
@Suite(
  "dogear listen", .enabled(if: DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt)))
struct ListenEndToEndTests {
  static let article = "a-field-guide-to-slow-rivers"
  static let fixtures = TestSupport.repositoryRoot.appendingPathComponent("Fixtures")

  static func freshFolder() throws -> URL {
    return try TestSupport.freshFolder("dogear-listen")
  }

  @Test("listen --wav writes speech sox hears, for the seconds asked, and says where it stopped")
  func wavFile() throws {
    try #require(SoundCheck.isAvailable, "sox is not installed")
    let folder = try Self.freshFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wav = folder.appendingPathComponent("walk.wav")
    let environment = DogearProcess.environment(home: folder, fixtures: Self.fixtures)
    let run = try DogearProcess.run(
      ["listen", Self.article, "--from", "20%", "--seconds", "4", "--wav", wav.path],
      environment: environment)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("Stopped at 2"), "\(run.output)")
    let sound = try SoundCheck.measure(wav)
    #expect(sound.seconds > 3 && sound.seconds <= 4.05)
    #expect(sound.maximumAmplitude > 0.1)
    // Not a walk through the article here: the saved place is untouched.
    let list = try DogearProcess.run(["list"], environment: environment)
    #expect(!list.output.contains("20%"))
  }

  @Test("listen to the end says so, and the WAV holds the whole article")
  func toTheEnd() throws {
    try #require(SoundCheck.isAvailable, "sox is not installed")
    let folder = try Self.freshFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wav = folder.appendingPathComponent("end.wav")
    let run = try DogearProcess.run(
      ["listen", Self.article, "--from", "95%", "--wav", wav.path],
      environment: DogearProcess.environment(home: folder, fixtures: Self.fixtures))
    #expect(run.output == "Read to the end (100%)\n")
    #expect(try SoundCheck.measure(wav).seconds > 1)
  }

  @Test("a file that cannot be written is said, with nothing else done")
  func unwritable() throws {
    let folder = try Self.freshFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try DogearProcess.run(
      ["listen", Self.article, "--wav", "/nonexistent/x.wav"],
      environment: DogearProcess.environment(home: folder, fixtures: Self.fixtures))
    #expect(run.status == 1)
    #expect(run.errors == "dogear: Cannot write /nonexistent/x.wav: No such file or directory\n")
  }
}

/// sox's measure of a sound file.
enum SoundCheck {
  static let sox = URL(fileURLWithPath: "/usr/bin/sox")
  static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: sox.path) }

  struct Sound {
    var seconds: Double
    var maximumAmplitude: Double
  }

  /// `sox FILE -n stat`: its length and loudest sample.
  static func measure(_ file: URL) throws -> Sound {
    try stat([file.path])
  }

  /// The same for raw 16-bit mono samples at `rate` (what an ALSA `file` card writes).
  static func measure(raw file: URL, rate: Int) throws -> Sound {
    try stat(["-t", "raw", "-e", "signed", "-b", "16", "-c", "1", "-r", "\(rate)", file.path])
  }

  private static func stat(_ input: [String]) throws -> Sound {
    let run = try DogearProcess.run(
      input + ["-n", "stat"], environment: ["PATH": "/usr/bin:/bin"], executable: sox)
    func value(_ name: String) -> Double {
      let line = run.errors.split(separator: "\n").first { $0.hasPrefix(name) }
      return line.flatMap {
        Double($0.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
      } ?? 0
    }
    return Sound(seconds: value("Length (seconds)"), maximumAmplitude: value("Maximum amplitude"))
  }
}
