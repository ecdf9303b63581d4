@testable import ActionableCore
import Testing

/// The compiler loads, decodes and generates on all cores; these tests prove that changes nothing: the
/// diagnostics and outputs are those of a one-core (`Parallelism.sequential`) run, and the manifest written
/// straight into text is laid out exactly as ``JSONValue`` writes it.
@Suite("Parallel compilation")
struct ParallelismTests {
    /// Compiles `files` on all cores and on one.
    private func bothWays(_ files: [SourceFile]) -> (parallel: Compiler.CompileResult, sequential: Compiler.CompileResult) {
        var sequential = Compiler.tested
        sequential.parallelism = .sequential
        return (Compiler.tested.compile(files), sequential.compile(files))
    }

    @Test("A valid multi-file corpus compiles to the same Swift, manifest and diagnostics on all cores as on one")
    func validCorpus() throws {
        let (parallel, sequential) = bothWays(DefinitionCorpus.files(count: 48))
        let swift = try #require(parallel.swiftSource, "\(parallel.diagnostics.map(\.message))")
        #expect(swift == sequential.swiftSource)
        #expect(parallel.manifest == sequential.manifest)
        #expect(parallel.diagnostics == sequential.diagnostics)
        // Enough cases that the printer splits every long list into several concurrently printed chunks.
        let cases = swift.split(separator: "\n").filter { $0.drop { $0 == " " }.hasPrefix("case ") }
        #expect(cases.count > 4 * CodePrinter.itemsPerChunk)
    }

    @Test("A corpus full of mistakes gets the same diagnostics, in the same order, on all cores as on one")
    func brokenCorpus() {
        let files = DefinitionCorpus.files(count: 48, mistakes: true)
        let (parallel, sequential) = bothWays(files)
        #expect(parallel.diagnostics.containsErrors)
        #expect(Set(parallel.diagnostics.map(\.location.path)).count > 3)
        #expect(parallel.diagnostics == sequential.diagnostics)
        #expect(parallel.swiftSource == nil && sequential.swiftSource == nil)
        // `check` alone, as `actionable check` and `diff` use it, agrees too.
        var oneCore = Compiler.tested
        oneCore.parallelism = .sequential
        #expect(Compiler.tested.check(files).diagnostics == oneCore.check(files).diagnostics)
    }

    @Test("Files given in any order compile the same: they are read in path order")
    func inputOrder() {
        let files = DefinitionCorpus.files(count: 20)
        let forward = Compiler.tested.compile(files)
        let backward = Compiler.tested.compile(files.reversed())
        #expect(forward.swiftSource == backward.swiftSource)
        #expect(forward.manifest == backward.manifest)
    }

    @Test("The manifest is laid out exactly as JSONValue writes the same document")
    func manifestLayout() throws {
        let inputs = [
            DefinitionCorpus.files(count: 12), try TestSupport.exampleFiles(),
            [TestSupport.file("hostile.yaml", GeneratedCodeTests.hostileYAML)],
        ]
        for files in inputs {
            let manifest = try #require(Compiler.tested.compile(files).manifest)
            #expect(try JSONParser.parse(Array(manifest.utf8)).document == manifest)
        }
    }

    @Test("Swift names derived from UTF-8 bytes are those derived scalar by scalar, for every short id")
    func derivationMatchesScalarReference() {
        // Every id of up to four of these: lowercase, uppercase, digits, separators and non-ASCII letters.
        let alphabet = ["a", "y", "B", "Z", "0", "_", "-", "é", "日"]
        var ids = [""]
        var longest = [""]
        for _ in 0..<4 {
            longest = longest.flatMap { id in alphabet.map { id + $0 } }
            ids += longest
        }
        for id in ids {
            #expect(SwiftIdentifier.derive(from: id) == Self.referenceDerivation(of: id), "\(id)")
        }
    }

    /// The derivation as first written, on Unicode scalars and strings: the reference for the byte version.
    private static func referenceDerivation(of identifier: String) -> String? {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in identifier.unicodeScalars {
            guard isLetter(scalar) || ("0"..."9").contains(scalar) else {
                if !current.isEmpty { parts.append(String(current)) }
                current = String.UnicodeScalarView()
                previous = nil
                continue
            }
            if let previous, ("a"..."z").contains(previous), ("A"..."Z").contains(scalar), !current.isEmpty {
                parts.append(String(current))
                current = String.UnicodeScalarView()
            }
            current.append(scalar)
            previous = scalar
        }
        if !current.isEmpty { parts.append(String(current)) }
        guard let first = parts.first else { return nil }
        let capitalised = parts.dropFirst().map { word in
            let isAllCaps = !word.unicodeScalars.contains { ("a"..."z").contains($0) }
            return word.prefix(1).uppercased() + (isAllCaps ? word.dropFirst().lowercased() : String(word.dropFirst()))
        }
        var name = first.lowercased() + capitalised.joined()
        if name.first?.isNumber == true { name = "_" + name }
        if SwiftIdentifier.unusableNames.contains(name) { name += "_" }
        return name
    }
}
