@testable import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// Earlier releases' apps against today's tool and runtime (issue 63): `Tests/Compatibility/<release>/` holds what a
/// team had at that release, its definitions and `Examples/Usage`. Today's tool generates the file from those
/// definitions, and the release's usage is compiled against it and today's `ActionableRuntime`: every error it gives
/// is a documented break (a phrase of `expected-errors.txt`, each quoted in CHANGELOG.md's "Migrating from <release>"
/// section), and every warning a deprecation.
@Suite("Earlier releases' apps")
struct CompatibilityFixtureTests {
    static let root = TestSupport.packageRoot.appendingPathComponent("Tests/Compatibility")

    /// The releases with fixtures, oldest first.
    static var releases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.first?.isNumber == true }.sorted()
    }

    /// The compiler's diagnostics for the release's usage against today's generated file: `severity: message`, one per
    /// distinct message, the file and place left out.
    static func diagnostics(of release: String) throws -> (errors: [String], warnings: [String], output: String) {
        let directory = root.appendingPathComponent(release)
        let definitions = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Definitions").path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
            .map { name in
                TestSupport.file(name, try String(contentsOf: directory.appendingPathComponent("Definitions/\(name)"), encoding: .utf8))
            }
        let result = Compiler(settings: GenerationSettings(runtime: .module)).compile(definitions)
        let swift = try #require(result.swiftSource, "\(result.diagnostics.map(\.message))")
        var sources = ["NotificationCategories.swift": swift]
        let usage = directory.appendingPathComponent("Usage")
        for name in try FileManager.default.contentsOfDirectory(atPath: usage.path) where name.hasSuffix(".swift") {
            sources[name] = try String(contentsOf: usage.appendingPathComponent(name), encoding: .utf8)
        }
        let sdk = try GeneratedProgram.standInSDK.get().path
        let ui = try GeneratedProgram.standInUISDK.get().path
        let compilation = try CompileCache.swiftc(
            ["-swift-version", "6", "-parse-as-library", "-typecheck", "-I", sdk, "-I", ui]
                + (try GeneratedProgram.runtimeFlags(withStandInSDK: true)),
            sources: sources, kind: "swiftc")
        var errors: Set<String> = []
        var warnings: Set<String> = []
        for line in compilation.output.split(separator: "\n") {
            if let range = line.range(of: ": error: "), !line.hasPrefix(" ") { errors.insert(String(line[range.upperBound...])) }
            if let range = line.range(of: ": warning: "), !line.hasPrefix(" ") { warnings.insert(String(line[range.upperBound...])) }
        }
        return (errors.sorted(), warnings.sorted(), compilation.output)
    }

    @Test("Each release's usage builds against today's file and runtime but for its documented breaks; warnings are deprecations",
          arguments: releases)
    func usageBuildsButForDocumentedBreaks(release: String) throws {
        let (errors, warnings, output) = try Self.diagnostics(of: release)
        let expectedFile = Self.root.appendingPathComponent("\(release)/expected-errors.txt")
        let expected = ((try? String(contentsOf: expectedFile, encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        // Each error is one of the documented breaks, and each documented break still occurs (else it is stale).
        for error in errors {
            #expect(expected.contains { error.contains($0) }, "an undocumented break: \(error)\n\(output)")
        }
        for phrase in expected {
            #expect(errors.contains { $0.contains(phrase) }, "a documented break that no longer occurs: \(phrase)")
        }
        for warning in warnings {
            #expect(warning.contains("is deprecated"), "\(warning)")
        }
        // Every break is documented where a team upgrading from the release reads.
        guard !expected.isEmpty else { return }
        let changelog = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let heading = "### Migrating from \(release)"
        let section = try #require(changelog.range(of: heading).map { changelog[$0.upperBound...] }, "no \(heading) in CHANGELOG.md")
        let body = section.range(of: "\n## ").map { section[..<$0.lowerBound] } ?? section
        for error in expected {
            #expect(body.contains(error), "CHANGELOG.md's \(heading) does not quote: \(error)")
        }
    }

    // MARK: A release's own generated files (from 0.4.0)

    /// What a release's fixture runs with its usage: registration, content, a push and the service extension's
    /// reading, printed (the output is recorded with the fixture).
    static let main = #"""
        import Foundation
        @_spi(StandIn) import UserNotifications

        let center = UNUserNotificationCenter.current()
        WithActionable.registerCategories()
        print("categories:", await center.notificationCategories().map(\.identifier).sorted())
        let content = try WithActionable.invitationContent(title: "Design review", body: "Thursday", meetingID: "m-1", userID: "u-2")
        print("content:", content.categoryIdentifier, content.userInfo["MEETING_ID"] as? String ?? "-")
        let push = try JSONSerialization.jsonObject(
            with: WithActionable.invitationPush(title: "Design review", body: "Thursday", meetingID: "m-1", userID: "u-2"))
        print("push keys:", (push as? [String: Any]).map { $0.keys.sorted() } ?? [])
        let sync = try JSONSerialization.jsonObject(with: WithActionable.syncPush(since: "s-9"))
        print(WithActionable.work(for: sync as? [AnyHashable: Any] ?? [:]))
        print(WithActionable.work(for: ["aps": ["category": "NEW_MESSAGE", "alert": "Hi"] as [String: Any]]))
        // A refusal's words are not API (APIStability.md): only what precedes them is recorded.
        let refused = WithActionable.work(for: ["aps": [:] as [String: Any], "type": "event", "room_id": 5, "event_id": "e-7"])
        print(refused.split(separator: ":")[0])
        """#

    /// The version whose fixture ``recordsTheReleaseBeingMade()`` writes: ``ActionableVersion/current`` without `-dev`.
    static var versionBeingMade: String { String(ActionableVersion.current.split(separator: "-")[0]) }

    /// The files of a release's fixture, by path inside its directory, as today's tool and sources make them.
    static func fixture() throws -> [String: String] {
        let examples = try TestSupport.exampleFiles()
        func generated(_ files: [SourceFile], access: AccessLevel = .internal, parts: Set<GeneratedPart> = Set(GeneratedPart.allCases)) throws -> String {
            let settings = GenerationSettings(accessLevel: access, parts: parts, runtime: .module)
            return try #require(Compiler(settings: settings).compile(files).swiftSource)
        }
        func everyConstruct(_ name: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent("EveryConstruct/\(name)"), encoding: .utf8)
        }
        var files = [
            "Generated/NotificationCategories-public.swift": try generated(examples, access: .public),
            "Generated/NotificationCategories-app.swift": try generated(examples, parts: [.app]),
            "Generated/EveryConstruct.swift": try generated([TestSupport.file("every-construct.yaml", try everyConstruct("every-construct.yaml"))]),
            "EveryConstruct/every-construct.yaml": try everyConstruct("every-construct.yaml"),
            "EveryConstruct/main.swift": try everyConstruct("main.swift"),
            "Usage/WithActionable.swift": try String(
                contentsOf: TestSupport.packageRoot.appendingPathComponent("Examples/Usage/WithActionable.swift"), encoding: .utf8),
            "main.swift": main,
        ]
        for file in examples { files["Definitions/" + (file.path as NSString).lastPathComponent] = String(decoding: file.contents, as: UTF8.self) }
        return files
    }

    /// Compiles `sources` against the stand-in SDK and today's runtime, warnings allowed; `program` links and
    /// returns the program's directory, else only type-checks.
    static func compile(_ sources: [String: String], program: Bool) throws -> (status: Int32, output: String, directory: URL) {
        let sdk = try GeneratedProgram.standInSDK.get().path
        let ui = try GeneratedProgram.standInUISDK.get().path
        let mode = program ? ["-o", "program"] : ["-parse-as-library", "-typecheck"]
        let compilation = try CompileCache.swiftc(
            ["-swift-version", "6", "-I", sdk, "-L", sdk, "-I", ui, "-L", ui, "-lUserNotificationsUI", "-lUserNotifications"]
                + mode + (try GeneratedProgram.runtimeFlags(withStandInSDK: true)),
            sources: sources, kind: "swiftc")
        return (compilation.status, compilation.output, compilation.directory)
    }

    /// The releases whose fixture holds their own generated files.
    static var releasesWithGeneratedFiles: [String] {
        releases.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/Generated").path) }
    }

    @Test("The release being made has its fixture (ACTIONABLE_RECORD=1 writes it, with what its usage prints)")
    func recordsTheReleaseBeingMade() throws {
        let directory = Self.root.appendingPathComponent(Self.versionBeingMade)
        guard TestSupport.isRecording else {
            // A release must have its fixture; between releases the next one's is optional until recorded.
            let exists = FileManager.default.fileExists(atPath: directory.path)
            #expect(exists || !ActionableVersion.isRelease, "the release \(Self.versionBeingMade) has no fixture")
            guard exists else { return }
            for path in try Self.fixture().keys.sorted() + ["expected-output.txt", "EveryConstruct/expected-output.txt"] {
                #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path),
                        "\(Self.versionBeingMade)'s fixture lacks \(path): record it with ACTIONABLE_RECORD=1")
            }
            return
        }
        for (path, text) in try Self.fixture() {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Usage").path)
        #expect(files == ["WithActionable.swift"])
        for program in try Self.programs(in: directory, generatedBy: .release) {
            try program.run().write(to: directory.appendingPathComponent(program.expectedOutput), atomically: true, encoding: .utf8)
        }
    }

    /// Which tool made the generated file a fixture's program is built with.
    enum Generator {
        /// The release's own file, from its `Generated/`.
        case release
        /// Today's tool, from the release's definitions.
        case today
    }

    /// A program of a release's fixture: its sources and where what it printed is recorded.
    struct Program {
        /// The sources, by file name.
        var sources: [String: String]
        /// The path, inside the release's directory, of what it printed.
        var expectedOutput: String

        /// Builds and runs the program, deprecations the only warnings; returns what it printed.
        func run() throws -> String {
            let build = try CompatibilityFixtureTests.compile(sources, program: true)
            try #require(build.status == 0, "\(build.output)")
            for line in build.output.split(separator: "\n") where line.contains(": warning: ") && !line.hasPrefix(" ") {
                #expect(line.contains("is deprecated"), "\(line)")
            }
            let output = try ProcessRunner.run(build.directory.appendingPathComponent("program"), [])
            #expect(output.status == 0, "\(output.standardError)")
            return output.standardOutput
        }
    }

    /// A release's two programs (its usage of the examples, and `EveryConstruct/main.swift`), each with the file
    /// `generator` makes.
    static func programs(in directory: URL, generatedBy generator: Generator) throws -> [Program] {
        func read(_ path: String) throws -> String {
            try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
        }
        func generated(from files: [SourceFile]) throws -> String {
            let result = Compiler(settings: GenerationSettings(accessLevel: .public, runtime: .module)).compile(files)
            return try #require(result.swiftSource, "\(result.diagnostics.map(\.message))")
        }
        let examples: String
        let everyConstruct: String
        switch generator {
        case .release:
            examples = try read("Generated/NotificationCategories-public.swift")
            everyConstruct = try read("Generated/EveryConstruct.swift")
        case .today:
            let definitions = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Definitions").path)
                .filter { $0.hasSuffix(".yaml") }.sorted()
                .map { TestSupport.file($0, try read("Definitions/\($0)")) }
            examples = try generated(from: definitions)
            everyConstruct = try generated(from: [TestSupport.file("every-construct.yaml", try read("EveryConstruct/every-construct.yaml"))])
        }
        return [
            Program(sources: ["NotificationCategories.swift": examples, "WithActionable.swift": try read("Usage/WithActionable.swift"),
                              "main.swift": try read("main.swift")], expectedOutput: "expected-output.txt"),
            Program(sources: ["EveryConstruct.swift": everyConstruct, "main.swift": try read("EveryConstruct/main.swift")],
                    expectedOutput: "EveryConstruct/expected-output.txt"),
        ]
    }

    @Test("A release's own generated files build against today's runtime, with deprecations as the only warnings",
          arguments: releasesWithGeneratedFiles)
    func generatedFilesBuild(release: String) throws {
        let generated = Self.root.appendingPathComponent("\(release)/Generated")
        for name in try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted() where name.hasSuffix(".swift") {
            let text = try String(contentsOf: generated.appendingPathComponent(name), encoding: .utf8)
            let result = try Self.compile([name: text], program: false)
            #expect(result.status == 0, "\(release) \(name):\n\(result.output)")
            for line in result.output.split(separator: "\n") where line.contains(": warning: ") && !line.hasPrefix(" ") {
                #expect(line.contains("is deprecated"), "\(release) \(name): \(line)")
            }
        }
    }

    @Test("A release's programs run on its own generated files against today's runtime and print what they printed then",
          arguments: releasesWithGeneratedFiles)
    func programsRunOnTheirOwnFiles(release: String) throws {
        let directory = Self.root.appendingPathComponent(release)
        for program in try Self.programs(in: directory, generatedBy: .release) {
            let expected = try String(contentsOf: directory.appendingPathComponent(program.expectedOutput), encoding: .utf8)
            let output = try program.run()
            #expect(output == expected, "\(release) \(program.expectedOutput):\n\(LineDifference(expected: expected, actual: output))")
        }
    }

    @Test("A release's programs run on the files today's tool generates from its definitions and print the same",
          arguments: releasesWithGeneratedFiles)
    func programsRunOnTodaysFiles(release: String) throws {
        let directory = Self.root.appendingPathComponent(release)
        for program in try Self.programs(in: directory, generatedBy: .today) {
            let expected = try String(contentsOf: directory.appendingPathComponent(program.expectedOutput), encoding: .utf8)
            let output = try program.run()
            #expect(output == expected, "\(release) \(program.expectedOutput):\n\(LineDifference(expected: expected, actual: output))")
        }
    }
}
