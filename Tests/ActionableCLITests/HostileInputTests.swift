@testable import actionable
import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Definitions and configuration files come in pull requests: what they may make the tool do, and what not.
@Suite("Hostile inputs and paths")
struct HostileInputTests {
    static let definitions = "categories:\n  - id: INBOX\n"

    /// A workspace with `defs/inbox.yaml` and `defs/actionable-config.yaml` holding `configuration`.
    private func workspace(configuration: String, _ more: [String: String] = [:]) throws -> URL {
        try CLI.workspace(["defs/inbox.yaml": Self.definitions, "defs/actionable-config.yaml": configuration].merging(more) { $1 })
    }

    @Test("A configuration file cannot name an output outside its directory, nor through a link that leads out",
          arguments: ["swiftOut: ../escaped.swift\n", "swiftOut: /tmp/actionable-escaped-\(getpid()).swift\n",
                      "manifestOut: sub/../../escaped.json\n", "swiftOut: out/escaped.swift\n"])
    func configurationCannotEscape(configuration: String) throws {
        let root = try workspace(configuration: configuration)
        // `defs/out` is a link to a directory outside `defs`.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("defs/out").path, withDestinationPath: "../elsewhere")
        let result = try CLI.run(["compile", "defs"], in: root)
        #expect(result.status == 1)
        #expect(result.standardError.contains("defs/actionable-config.yaml:1:"), "\(result.standardError)")
        #expect(result.standardError.contains("outside the directory that holds the configuration file"))
        #expect(result.standardError.contains("[invalid-output]"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("escaped.swift").path))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/actionable-escaped-\(getpid()).swift"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("elsewhere").path).isEmpty)
    }

    @Test("The command line is trusted: an output it names may be anywhere")
    func commandLineMayNameAnyPath() throws {
        let root = try workspace(configuration: "namespace: Pushes\n")
        let outside = root.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: outside) }
        let given = try CLI.run(["compile", "defs", "--swift-out", "../" + outside.lastPathComponent], in: root)
        #expect(given.status == 0, "\(given.standardError)")
        #expect(FileManager.default.fileExists(atPath: outside.path))
    }

    @Test("An output is never an input: neither a definition file nor the configuration file")
    func outputIsNeverAnInput() throws {
        for (configuration, flags) in [("swiftOut: inbox.yaml\n", [String]()), ("manifestOut: actionable-config.yaml\n", []),
                                        ("", ["--swift-out", "defs/inbox.yaml"])] {
            let root = try workspace(configuration: configuration)
            let result = try CLI.run(["compile", "defs"] + flags, in: root)
            #expect(result.status == 1)
            #expect(result.standardError.contains("is also an input"), "\(result.standardError)")
            #expect(try String(contentsOf: root.appendingPathComponent("defs/inbox.yaml"), encoding: .utf8) == Self.definitions)
        }
    }

    @Test("A device, a pipe or a link is never replaced or written through; a directory is refused")
    func nonRegularOutputs() throws {
        let root = try workspace(configuration: "")
        #expect(mkfifo(root.appendingPathComponent("pipe").path, 0o644) == 0)
        try Data("target\n".utf8).write(to: root.appendingPathComponent("target.swift"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link.swift").path, withDestinationPath: "target.swift")
        for (path, reason) in [("/dev/null", "is not a regular file"), ("pipe", "is not a regular file"),
                               ("link.swift", "is a symbolic link"), ("defs", "is a directory")] {
            let result = try CLI.run(["compile", "defs", "--swift-out", path], in: root)
            #expect(result.status == 1, "\(path)")
            #expect(result.standardError.contains(reason), "\(path): \(result.standardError)")
        }
        var status = stat()
        #expect(lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "/dev/null is still a device")
        #expect(lstat(root.appendingPathComponent("pipe").path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat(root.appendingPathComponent("link.swift").path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        #expect(try String(contentsOf: root.appendingPathComponent("target.swift"), encoding: .utf8) == "target\n")
    }

    @Test("One file named twice, through '..' or a link, is refused; a one-character path works")
    func sameFileTwice() throws {
        let root = try workspace(configuration: "")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("alias").path, withDestinationPath: "out")
        for second in ["out/../out/x", "alias/x", "./out/x"] {
            let result = try CLI.run(["compile", "defs", "--swift-out", "out/x", "--manifest-out", second], in: root)
            #expect(result.status == 1, "\(second)")
            #expect(result.standardError.contains("is the same file as the Swift file 'out/x'"), "\(second): \(result.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out/x").path))
        let short = try CLI.run(["compile", "defs", "--swift-out", "x"], in: root)
        #expect(short.status == 0, "\(short.standardError)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("x").path))
    }

    @Test("--check and write failures go through the chosen diagnostics format")
    func checkUsesTheFormat() throws {
        let root = try workspace(configuration: "")
        let json = try CLI.run(["compile", "defs", "--swift-out", "out.swift", "--check", "--diagnostics-format", "json"], in: root)
        #expect(json.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect((document?["summary"] as? [String: Int])?["errors"] == 1, "\(json.standardOutput)")
        #expect(json.standardOutput.contains("\"rule\" : \"stale-output\"") || json.standardOutput.contains("\"rule\": \"stale-output\""))
        let github = try CLI.run(["compile", "defs", "--swift-out", "out.swift", "--check", "--diagnostics-format", "github"], in: root)
        #expect(github.standardOutput.hasPrefix("::error file=out.swift,title=stale-output::missing"), "\(github.standardOutput)")
    }

    @Test("A file name cannot forge a workflow command, in diagnostics or in --check")
    func forgedAnnotations() throws {
        let forged = "evil\n::error file=README.md::forged,x.yaml"
        let root = try CLI.workspace([forged: "categories:\n  - id: A\n    options: [forground]\n"])
        let output = try CLI.run(["check", forged, "--diagnostics-format", "github"], in: root)
        #expect(output.status == 1)
        let lines = output.standardOutput.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("::error file=README.md") }, "\(output.standardOutput)")
        #expect(lines.first?.hasPrefix("::error file=evil%0A%3A%3Aerror file=README.md%3A%3Aforged%2Cx.yaml,line=3,col=15,") == true, "\(output.standardOutput)")
        let checked = try CLI.run(["compile", "x.yaml", "--swift-out", "out\n::error::forged", "--check", "--diagnostics-format", "github"],
                                  in: try CLI.workspace(["x.yaml": "categories: []\n"]))
        #expect(!checked.standardOutput.split(separator: "\n").contains { $0.hasPrefix("::error::forged") }, "\(checked.standardOutput)")
    }

    @Test("No input is dropped without a word: a pipe among the definitions is skipped with a warning, a non-UTF-8 name is an error")
    func droppedInputsAreReported() throws {
        let root = try workspace(configuration: "")
        #expect(mkfifo(root.appendingPathComponent("defs/pipe.yaml").path, 0o644) == 0)
        let result = try CLI.run(["check", "defs"], in: root)
        #expect(result.status == 0, "a skipped pipe is a warning: \(result.standardError)")
        #expect(result.standardError.contains("defs/pipe.yaml: warning: not a regular file (a pipe, device or socket), so it is not read [skipped-input]"))
        // A name that is not UTF-8: the bytes `bad`, 0xFF, `.yaml`.
        var path = Array(root.appendingPathComponent("defs").path.utf8) + Array("/bad".utf8) + [0xFF] + Array(".yaml".utf8) + [0]
        let descriptor = path.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let named = try CLI.run(["check", "defs"], in: root)
        #expect(named.status == 1)
        #expect(named.standardError.contains("defs: error: an entry's name is not UTF-8"), "\(named.standardError)")
        let pipe = try CLI.run(["check", "defs/pipe.yaml"], in: root)
        #expect(pipe.status == 1 && pipe.standardError.contains("not a regular file"), "a pipe named on the command line is an error")
    }

    @Test("All the inputs of a run together stay within the total budget: the file that passes it and those after it are not read")
    func totalBudget() throws {
        let root = try CLI.workspace(["defs/a.yaml": String(repeating: "#", count: 60) + "\n", "defs/b.yaml": String(repeating: "#", count: 60) + "\n",
                                      "defs/c.yaml": "categories: []\n"])
        let limits = InputLimits(maxFileBytes: 1024, maxDepth: 64, maxNodes: 1000, maxScalarBytes: 1024, maxTotalBytes: 100)
        let reading = InputReader(limits: limits).read([root.appendingPathComponent("defs").path])
        #expect(reading.files.map { ($0.path as NSString).lastPathComponent } == ["a.yaml"])
        #expect(reading.diagnostics.map(\.rule) == [.inputLimit])
        #expect(reading.diagnostics.first?.location.path.hasSuffix("defs/b.yaml") == true)
        #expect(reading.diagnostics.first?.message.contains("it and the files after it are not read") == true)
    }
}
