import ActionableTestSupport
import Foundation
import Testing

/// Keeps the README and `Documentation/` true where they restate what the code decides, and their links alive.
@Suite("README and Documentation")
struct ReadmeTests {
    /// The text of the file at `path` in the package.
    private static func read(_ path: String) throws -> String {
        try String(contentsOf: CLI.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every Markdown file of the documentation: the README, the changelog and `Documentation/*.md`.
    private static func markdownFiles() throws -> [String] {
        let documentation = try FileManager.default.contentsOfDirectory(
            atPath: CLI.packageRoot.appendingPathComponent("Documentation").path)
        return ["README.md", "CHANGELOG.md"] + documentation.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
    }

    @Test("The README is an introduction of at most 250 lines that leads to Documentation/")
    func readmeIsShort() throws {
        let readme = try Self.read("README.md")
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
        let firstScreen = readme.split(separator: "\n", omittingEmptySubsequences: false).prefix(60).joined(separator: "\n")
        for heading in ["## Install", "## 30-second example", "## Set-up"] {
            #expect(readme.contains("\n\(heading)"), "README lacks \(heading)")
        }
        #expect(firstScreen.contains("(#install)") && firstScreen.contains("(#set-up)"), "the first screen does not lead to install and set-up")
    }

    @Test("Documentation/Rules.md is what `actionable rules --format markdown` prints (ACTIONABLE_RECORD=1 rewrites it)")
    func rulesPageIsCurrent() throws {
        let output = try CLI.run(["rules", "--format", "markdown"], in: ScratchDirectory.root)
        #expect(output.status == 0)
        let page = CLI.packageRoot.appendingPathComponent("Documentation/Rules.md")
        if ProcessInfo.processInfo.environment["ACTIONABLE_RECORD"] == "1" {
            try Data(output.standardOutput.utf8).write(to: page)
        }
        #expect(try Self.read("Documentation/Rules.md") == output.standardOutput,
                "Documentation/Rules.md is stale: run `swift run actionable rules --format markdown > Documentation/Rules.md`")
        let text = try CLI.run(["rules"], in: ScratchDirectory.root).standardOutput
        let ruleIDs = text.split(separator: "\n").filter { !$0.hasPrefix("RULE") && !$0.hasPrefix("CHANGE RULE") }.map { $0.prefix { $0 != " " } }
        #expect(ruleIDs.count > 60)
        for id in ruleIDs {
            #expect(output.standardOutput.contains("| <a id=\"\(id)\"></a>`\(id)` |"), "Rules.md lacks \(id), or its anchor")
        }
    }

    @Test("The set-up section's two commands are the ones .ci/run runs")
    func setUpCommands() throws {
        let readme = try Self.read("README.md")
        let ci = try Self.read(".ci/run")
        let compile = "swift run actionable compile Examples/Definitions --swift-out Examples/Generated/NotificationCategories.swift --manifest-out Examples/Generated/notification-categories.json --strings-catalog Examples/Generated/Localizable.xcstrings"
        #expect(readme.contains("```sh\n\(compile)\nswift test\n```"))
        #expect(ci.replacingOccurrences(of: " \\\n    ", with: " ").contains(compile))
        #expect(ci.contains(" swift test\n"))
    }

    @Test("Every relative link in the README, the changelog and Documentation/ names a file that exists")
    func relativeLinksResolve() throws {
        for file in try Self.markdownFiles() {
            let text = try Self.read(file)
            let directory = (file as NSString).deletingLastPathComponent
            for match in text.matches(of: /\]\(([^)\s]+)\)/) {
                let target = String(match.1)
                guard !target.hasPrefix("http"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") else { continue }
                let path = String(target.prefix { $0 != "#" })
                let resolved = CLI.packageRoot.appendingPathComponent(directory).appendingPathComponent(path).standardizedFileURL
                #expect(FileManager.default.fileExists(atPath: resolved.path), "\(file) links to \(target), which does not exist")
            }
        }
    }

    @Test("Every snippet of the adoption steps and the before-and-after section is quoted verbatim from Examples/Usage",
          arguments: [("## Adopting it, step by step", 5), ("## Before and after", 8)])
    func quotedFromUsage(section heading: String, blockCount: Int) throws {
        let page = try Self.read("Documentation/GeneratedSwift.md")
        let start = try #require(page.range(of: heading))
        let section = page[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        let blocks = section[..<end].components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count == blockCount)
        let usage = try ["HandWritten", "WithActionable", "AppDelegate", "ResponseTests"].map { try Self.read("Examples/Usage/\($0).swift") }
        for block in blocks {
            let lines = Self.codeLines(block)
            #expect(usage.contains { Self.codeLines($0).containsContiguously(lines) }, "not in Examples/Usage:\n\(block)")
        }
    }

    @Test("Every Package.swift fragment in the README and Documentation/ type-checks against PackageDescription")
    func manifestFragments() throws {
        var fragments: [(String, String)] = []
        for path in ["README.md", "Documentation/Installation.md"] {
            let text = try Self.read(path)
            for block in text.components(separatedBy: "```swift\n").dropFirst().map({ $0.components(separatedBy: "```")[0] })
            where block.contains(".package(url:") {
                // A whole `dependencies: [...], targets: [...]` pair, or loose `.package` and `.target` lines.
                let manifest = block.hasPrefix("dependencies:")
                    ? block
                    : "dependencies: [\n" + block.split(separator: "\n").filter { $0.hasPrefix(".package(") }.joined(separator: "\n")
                        + "\n],\ntargets: [\n" + block.split(separator: "\n").filter { $0.hasPrefix(".target(") }.joined(separator: "\n") + "\n]"
                fragments.append((path, manifest))
            }
        }
        #expect(fragments.count == 4)
        let targetInfo = try JSONSerialization.jsonObject(with: Data(try ProcessRunner.swiftc(["-print-target-info"]).standardOutput.utf8))
        let paths = try #require((targetInfo as? [String: Any])?["paths"] as? [String: Any])
        let resources = try #require(paths["runtimeResourcePath"] as? String)
        let api = URL(fileURLWithPath: resources).appendingPathComponent("pm/ManifestAPI").path
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("actionable-manifests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, (path, fragment)) in fragments.enumerated() {
            let file = directory.appendingPathComponent("Package\(index).swift")
            try Data("import PackageDescription\nlet package = Package(\nname: \"App\",\n\(fragment)\n)\n".utf8).write(to: file)
            let check = try ProcessRunner.swiftc(["-frontend", "-typecheck", "-I", api, "-package-description-version", "6.0",
                                                  "-swift-version", "6", "-module-name", "Manifest", file.path])
            #expect(check.status == 0 && check.standardError.isEmpty, "\(path):\n\(fragment)\n\(check.standardError)")
        }
    }

    @Test("Every Swift block of the README and Documentation/ is compiled by a test, or is an outline that says so")
    func everySwiftBlockIsCompiled() throws {
        let usage = try ["HandWritten", "WithActionable", "AppDelegate", "ResponseTests"].map { try Self.read("Examples/Usage/\($0).swift") }
        let readme = try Self.read("README.md")
        let guide = try Self.read("Documentation/GeneratedSwift.md")
        // Compiled for every Apple platform by AppleTargetTests: the README's first block, the push example, and the
        // notification extensions' blocks.
        let extensions = guide.components(separatedBy: "## Notification extensions\n")[1].components(separatedBy: "\n## ")[0]
            .components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(extensions.count == 2)
        let compiledAlone = ([
            readme.components(separatedBy: "```swift\n")[1].components(separatedBy: "```")[0],
            "func application(_ application: UIApplication, didReceiveRemoteNotification"
                + guide.components(separatedBy: "```swift\n  func application(_ application: UIApplication, didReceiveRemoteNotification")[1]
                .components(separatedBy: "  ```\n")[0],
        ] + extensions).map(Self.codeLines)
        let documentation = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent("Documentation").path)
        for path in ["README.md"] + documentation.filter({ $0.hasSuffix(".md") }).sorted().map({ "Documentation/" + $0 }) {
            let text = try Self.read(path)
            // A fence is a line of its own: "```swift" (or "```swift outline"), indented or not.
            for (info, code) in Self.swiftBlocks(text) {
                if info == "outline" { continue }
                #expect(info.isEmpty, "\(path): a Swift block marked \(info)")
                let lines = Self.codeLines(code)
                let compiled = code.contains(".package(url:")
                    || usage.contains { Self.codeLines($0).containsContiguously(lines) }
                    || compiledAlone.contains { $0.containsContiguously(lines) || lines.containsContiguously($0) }
                #expect(compiled, "\(path): a Swift block no test compiles:\n\(code)")
            }
        }
    }

    /// Each fenced Swift block of `markdown`: what follows `swift` on its fence line, and its code.
    private static func swiftBlocks(_ markdown: String) -> [(String, String)] {
        var blocks: [(String, String)] = []
        var current: (info: String, lines: [Substring])?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if var open = current {
                if trimmed.hasPrefix("```") {
                    blocks.append((open.info, open.lines.joined(separator: "\n")))
                    current = nil
                } else {
                    open.lines.append(line)
                    current = open
                }
            } else if trimmed.hasPrefix("```swift") {
                current = (String(trimmed.dropFirst("```swift".count)).trimmingCharacters(in: .whitespaces), [])
            } else if trimmed.hasPrefix("```") {
                current = ("not swift", [])
            }
        }
        return blocks.filter { $0.0 != "not swift" }
    }

    /// The non-empty lines of `code`, without their indentation.
    private static func codeLines(_ code: String) -> [Substring] {
        code.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }
    }
}

extension Array where Element: Equatable {
    /// Whether `part` occurs in this array as one contiguous run.
    func containsContiguously(_ part: [Element]) -> Bool {
        guard !part.isEmpty, part.count <= count else { return part.isEmpty }
        return (0...(count - part.count)).contains { Array(self[$0..<($0 + part.count)]) == part }
    }
}
