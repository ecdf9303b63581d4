@testable import ActionableCore
import ActionableTestSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the suite compiles (the stand-in SDK, generated programs and modules, type checks of clients, the
/// compatibility oracle's builds), kept under `.build/actionable-test-cache/KIND/KEY`, so that a re-run compiles
/// only what changed.
///
/// - The key is the SHA-256 of everything the compilation reads: the compiler (its version and its frontend's
///   size and modification time), the arguments (a dependency such as the stand-in SDK is named by its own entry's
///   path, which holds its key), each source's name and text, and anything else the caller says the result
///   depends on (`dependsOn`). A change to any of them is another key.
/// - An entry is built in a directory beside it and renamed into place whole; `.contents` lists the SHA-256 of
///   every file in it, written last. An entry is used only when every file is still the one listed; a stale,
///   half-written or changed one is removed and rebuilt, never trusted (`CompileCacheTests` corrupts one).
/// - What the compiler said and its status are kept with the outputs, failures included (the oracle observes
///   them); a compiler killed by a signal is not kept.
/// - Entries unused for a week are removed when a test process starts using the cache.
enum CompileCache {
    /// The cache's folder.
    static let root = TestSupport.packageRoot.appendingPathComponent(".build/actionable-test-cache")

    /// What a compilation left: its directory (its sources and outputs), status and output.
    struct Entry {
        /// The entry's directory; outputs named by a relative path in the arguments are here.
        var directory: URL
        /// The compiler's exit status.
        var status: Int32
        /// What the compiler printed, standard error then standard output.
        var output: String
    }

    struct CacheFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The compiler's identity: `swiftc --version` and the frontend's size and modification time.
    static let toolchain: Result<String, any Error> = Result {
        let version = try ProcessRunner.swiftc(["--version"])
        guard version.status == 0 else { throw CacheFailure(description: "swiftc --version failed: \(version.standardError)") }
        let which = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["sh", "-c", "command -v swiftc"])
        let swiftc = URL(fileURLWithPath: which.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath()
        let frontend = swiftc.deletingLastPathComponent().appendingPathComponent("swift-frontend")
        let attributes = try FileManager.default.attributesOfItem(atPath: frontend.path)
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(version.standardOutput)\(version.standardError)\(frontend.path) \(size) \(modified)"
    }

    /// Runs `swiftc` with `arguments` and then the names of `sources`, in a directory holding `sources`, or finds
    /// the entry an identical compilation left. `kind` names the cache's subfolder (`sdk`, `swiftc`, `oracle`,
    /// `apple-typecheck`).
    static func swiftc(
        _ arguments: [String], sources: [String: String], kind: String, dependsOn: String = "", root: URL = root
    ) throws -> Entry {
        try entry(kind: kind, key: key(arguments, sources: sources, kind: kind, dependsOn: dependsOn), root: root) { directory in
            var names: [String] = []
            for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
                try Data(text.utf8).write(to: directory.appendingPathComponent(name))
                names.append(name)
            }
            let result = try ProcessRunner.swiftc(arguments + names, in: directory)
            guard !result.wasSignaled else {
                throw CacheFailure(description: "swiftc was killed by signal \(result.status):\n\(result.standardError)")
            }
            try Data("\(result.status)\n".utf8).write(to: directory.appendingPathComponent(statusName))
            try Data((result.standardError + result.standardOutput).utf8).write(to: directory.appendingPathComponent(outputName))
        }
    }

    /// The key of a compilation.
    static func key(_ arguments: [String], sources: [String: String], kind: String, dependsOn: String) throws -> String {
        var bytes = Array("actionable-test-cache 1\u{0}\(try toolchain.get())\u{0}\(kind)\u{0}\(dependsOn)\u{0}".utf8)
        bytes += Array("\(arguments.count)\u{0}\(arguments.joined(separator: "\u{0}"))\u{0}".utf8)
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            bytes += Array("\(name)\u{0}\(text.utf8.count)\u{0}".utf8)
            bytes += Array(text.utf8)
        }
        return SHA256.digest(bytes).map { String(format: "%02x", $0) }.joined()
    }

    // MARK: Entries

    private static let statusName = "status"
    private static let outputName = "output"
    private static let contentsName = ".contents"

    /// The entry `kind/key` under `root`: found intact, or built by `build` (which fills the directory it is given).
    static func entry(kind: String, key: String, root: URL = root, build: (URL) throws -> Void) throws -> Entry {
        pruneOnce
        let folder = root.appendingPathComponent(kind)
        let final = folder.appendingPathComponent(key)
        if let entry = intact(final) { return entry }
        try? FileManager.default.removeItem(at: final)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let building = folder.appendingPathComponent("\(key).building-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: building, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: building) }
        try build(building)
        try Data(try contents(of: building).utf8).write(to: building.appendingPathComponent(contentsName))
        if rename(building.path, final.path) != 0 {
            // Another test built the same entry meanwhile: use it if it is whole, else take its place.
            if let entry = intact(final) { return entry }
            try? FileManager.default.removeItem(at: final)
            guard rename(building.path, final.path) == 0 else {
                throw CacheFailure(description: "cannot move \(building.path) into place: \(String(cString: strerror(errno)))")
            }
        }
        // Just listed and moved whole: read, not hashed again.
        guard let entry = load(final) else { throw CacheFailure(description: "\(final.path) has no status or output") }
        return entry
    }

    /// The entry in `directory` if it exists and every file in it is the one `.contents` lists; nil otherwise.
    static func intact(_ directory: URL) -> Entry? {
        let listed = directory.appendingPathComponent(contentsName)
        guard let recorded = try? String(contentsOf: listed, encoding: .utf8),
              let current = try? contents(of: directory), current == recorded,
              let entry = load(directory)
        else { return nil }
        // Marks the entry used, for pruning.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: listed.path)
        return entry
    }

    /// The entry in `directory` as its status and output files say, without checking its contents.
    private static func load(_ directory: URL) -> Entry? {
        guard let statusText = try? String(contentsOf: directory.appendingPathComponent(statusName), encoding: .utf8),
              let status = Int32(statusText.trimmingCharacters(in: .whitespacesAndNewlines)),
              let output = try? String(contentsOf: directory.appendingPathComponent(outputName), encoding: .utf8)
        else { return nil }
        return Entry(directory: directory, status: status, output: output)
    }

    /// The command that prints files' SHA-256 digests, `digest  path` a line (macOS has no `sha256sum`).
    #if os(Linux)
    static let hashCommand = ["sha256sum"]
    #else
    static let hashCommand = ["shasum", "-a", "256"]
    #endif

    /// Every entry in `directory` but `.contents`, sorted: `sha256  ./path` for a file (from ``hashCommand``), `KIND ./path`
    /// for anything else.
    static func contents(of directory: URL) throws -> String {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil, options: []) else {
            throw CacheFailure(description: "cannot list \(directory.path)")
        }
        var files: [String] = []
        var others: [String] = []
        let prefix = directory.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            let path = "./" + url.standardizedFileURL.path.dropFirst(prefix.count)
            guard path != "./" + contentsName else { continue }
            let values = try url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            if values.isRegularFile == true, values.isSymbolicLink != true {
                files.append(path)
            } else {
                others.append("\(values.isSymbolicLink == true ? "link" : "directory") \(path)\n")
            }
        }
        var listing = others.sorted()
        if !files.isEmpty {
            let sums = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), hashCommand + ["--"] + files.sorted(), in: directory)
            guard sums.status == 0 else { throw CacheFailure(description: "\(hashCommand[0]) failed: \(sums.standardError)") }
            listing.append(sums.standardOutput)
        }
        return listing.joined()
    }

    /// Removes, once per test process, entries unused for a week and builds that were interrupted a day ago.
    private static let pruneOnce: Void = {
        let now = Date()
        guard let kinds = try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil) else { return }
        for kind in kinds {
            guard let entries = try? FileManager.default.contentsOfDirectory(at: kind, includingPropertiesForKeys: nil) else { continue }
            for entry in entries {
                let isBuilding = entry.lastPathComponent.contains(".building-")
                let marker = isBuilding ? entry : entry.appendingPathComponent(contentsName)
                let modified = (try? FileManager.default.attributesOfItem(atPath: marker.path)[.modificationDate] as? Date) ?? .distantPast
                if now.timeIntervalSince(modified) > (isBuilding ? 86_400 : 7 * 86_400) {
                    try? FileManager.default.removeItem(at: entry)
                }
            }
        }
    }()
}
