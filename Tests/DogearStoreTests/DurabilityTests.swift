import DogearCore
import DogearTestSupport
import Foundation
import Testing

@testable import DogearStore

@Suite("Durability", .enabled(if: DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt)))
struct DurabilityTests {
  @Test("progress saved by a process that is then killed with SIGKILL is still there")
  func survivesSIGKILL() throws {
    let home = StoreTest.temporaryFolder()
    defer { StoreTest.remove(home) }
    try Library.open(at: home).upsert([StoreTest.bookmark("a")])
    var environment = DogearProcess.environment(home: home)
    environment["DOGEAR_TEST_SAVE_PROGRESS"] = "a 57"
    let process = Process()
    process.executableURL = DogearProcess.binary
    process.arguments = ["list"]
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    let saved = DispatchSemaphore(value: 0)
    pipe.fileHandleForReading.readabilityHandler = { handle in
      if String(decoding: handle.availableData, as: UTF8.self).contains("saved") {
        saved.signal()
      }
    }
    try process.run()
    let answered = saved.wait(timeout: .now() + 30)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    pipe.fileHandleForReading.readabilityHandler = nil
    #expect(answered == .success, "the child never reported its save")
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGKILL)
    let progress = try Library.open(at: home).progress(id: "a")
    #expect(progress?.percent == 57)
    #expect(progress?.anchorPath == "p:nth-child(57)")
    #expect(progress?.anchorOffset == 57)
  }
}
