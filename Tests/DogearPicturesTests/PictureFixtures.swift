import DogearTestSupport
import Foundation

/// The committed test images (scripts/make-picture-fixtures.py writes them).
enum PictureFixtures {
  static let folder = TestSupport.repositoryRoot.appendingPathComponent("Fixtures/images")

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(name))
  }

  static func demo(_ name: String) throws -> Data {
    try Data(contentsOf: TestSupport.repositoryRoot.appendingPathComponent("Fixtures/demo/\(name)"))
  }
}
