@testable import actionable
@testable import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// The memory the importer process takes, measured by the kernel (`wait4`'s peak resident size) on the costly
/// shapes of issue 72 at a few MiB each: at most 256 MiB and 16 bytes per byte of source.
@Suite("Import memory")
struct ImportMemoryTests {
    static let helper = CLI.executable.deletingLastPathComponent().appendingPathComponent("actionable-import").path

    @Test("The importer takes at most 256 MiB and 16 bytes per byte of source on each costly shape, and answers",
          .enabled(if: TestTier.isFull(), "full tier: runs the importer on 4 MiB of each shape"),
          arguments: HostileImportShapes.all.map(\.name))
    func boundedMemory(_ name: String) throws {
        let make = try #require(HostileImportShapes.all.first { $0.name == name }?.make)
        let request = ImportTransport.Request(sources: make(4 << 20).map { .init(path: $0.path, text: $0.text) })
        let sourceBytes = request.sources.reduce(0) { $0 + $1.text.utf8.count }
        let outcome = try Subprocess.run([Self.helper], input: Array(try JSONEncoder().encode(request)))
        #expect(outcome.status == 0, "\(String(decoding: outcome.error, as: UTF8.self))")
        #expect((try? JSONDecoder().decode(ImportTransport.Response.self, from: Data(outcome.output))) != nil)
        let bound = (256 << 20) + 16 * sourceBytes
        #expect(outcome.peakMemory > 0 && outcome.peakMemory <= bound,
                "\(name): \(outcome.peakMemory >> 20) MiB for \(sourceBytes >> 10) KiB of source (bound \(bound >> 20) MiB)")
    }
}
