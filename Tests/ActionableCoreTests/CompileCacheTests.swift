import ActionableTestSupport
import Foundation
import Testing

/// The caches the suite keeps under `.build` are used only when whole and current: a changed input is another key,
/// and an entry that was cut short, changed, emptied or left half-built is rebuilt, never trusted.
@Suite("Test caches")
struct CompileCacheTests {
    static let program = "print(\"hello from the cache\")\n"

    /// Builds `source` as a program in the cache under `root`; returns the entry and what the program printed.
    static func build(_ source: String, root: URL) throws -> (entry: CompileCache.Entry, printed: String) {
        let entry = try CompileCache.swiftc(["-swift-version", "6", "-o", "program"], sources: ["main.swift": source], kind: "test", root: root)
        try #require(entry.status == 0, "\(entry.output)")
        let run = try ProcessRunner.run(entry.directory.appendingPathComponent("program"), [])
        return (entry, run.standardOutput)
    }

    static func modificationDate(_ url: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    @Test("A compile-cache entry is reused when whole, and rebuilt when cut short, changed, half-written or grown")
    func corruptEntriesAreRebuilt() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try Self.build(Self.program, root: root)
        #expect(first.printed == "hello from the cache\n")
        let program = first.entry.directory.appendingPathComponent("program")
        let built = try Self.modificationDate(program)

        // Whole: reused, not rebuilt.
        let again = try Self.build(Self.program, root: root)
        #expect(again.entry.directory.path == first.entry.directory.path)
        #expect(try Self.modificationDate(program) == built)

        // Another source is another key.
        let other = try Self.build(Self.program + "print(1)\n", root: root)
        #expect(other.entry.directory.path != first.entry.directory.path && other.printed == "hello from the cache\n1\n")

        let corruptions: [(String, (URL) throws -> Void)] = [
            ("a program cut short", { directory in
                let handle = try FileHandle(forWritingTo: directory.appendingPathComponent("program"))
                try handle.truncate(atOffset: 100)
                try handle.close()
            }),
            ("a byte of the program changed, its size kept", { directory in
                var bytes = try Data(contentsOf: directory.appendingPathComponent("program"))
                bytes[bytes.count / 2] ^= 0xFF
                try bytes.write(to: directory.appendingPathComponent("program"))
            }),
            ("an entry without its list of contents (a build that stopped before the end)", { directory in
                try FileManager.default.removeItem(at: directory.appendingPathComponent(".contents"))
            }),
            ("the compiler's status emptied", { directory in
                try Data().write(to: directory.appendingPathComponent("status"))
            }),
            ("a file added", { directory in
                try Data("stray".utf8).write(to: directory.appendingPathComponent("extra.swiftmodule"))
            }),
            ("the program replaced by a link", { directory in
                let url = directory.appendingPathComponent("program")
                try FileManager.default.removeItem(at: url)
                try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/bin/true")
            }),
        ]
        for (name, corrupt) in corruptions {
            try corrupt(first.entry.directory)
            #expect(CompileCache.intact(first.entry.directory) == nil, "\(name) is trusted")
            let rebuilt = try Self.build(Self.program, root: root)
            #expect(rebuilt.entry.directory.path == first.entry.directory.path)
            #expect(rebuilt.printed == "hello from the cache\n", "\(name): \(rebuilt.printed)")
            #expect(CompileCache.intact(rebuilt.entry.directory) != nil, "\(name): not whole after the rebuild")
            #expect(!FileManager.default.fileExists(atPath: first.entry.directory.appendingPathComponent("extra.swiftmodule").path))
        }
        // No half-built directory is left beside the entries.
        let left = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("test").path)
        #expect(left.allSatisfy { !$0.contains(".building-") }, "\(left)")
    }

    @Test("Apple-target modules are rebuilt when a module is cut short or changed, or the build was interrupted",
          .enabled(if: AppleTargetModules.canBuild, "the modules are built from the toolchain's Linux interfaces"),
          .enabled(if: TestTier.isFull(), "full tier: builds the watchOS modules four times"))
    func appleTargetModulesAreRebuilt() throws {
        let directory = try TestSupport.temporaryDirectory().appendingPathComponent("watchos")
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let script = TestSupport.packageRoot.appendingPathComponent("Tests/AppleTargets/build-modules")
        func build() throws {
            let result = try ProcessRunner.run(URL(fileURLWithPath: "/bin/bash"), [script.path, "arm64-apple-watchos7.0", directory.path])
            try #require(result.status == 0, "\(result.standardError)")
        }
        func typeChecks() throws -> Bool {
            let flags = try String(contentsOf: directory.appendingPathComponent("client-flags"), encoding: .utf8)
                .split(separator: "\n").map(String.init)
            let file = directory.deletingLastPathComponent().appendingPathComponent("Check.swift")
            try Data("import UserNotifications\nlet center = UNUserNotificationCenter.current()\n".utf8).write(to: file)
            let result = try ProcessRunner.swiftc(["-frontend", "-typecheck", "-target", "arm64-apple-watchos7.0"] + flags + [file.path])
            return result.status == 0 && result.standardError.isEmpty
        }
        try build()
        #expect(try typeChecks())
        let module = directory.appendingPathComponent("UserNotifications.swiftmodule")
        let stamp = directory.appendingPathComponent(".stamp")
        let built = try Self.modificationDate(stamp)
        try build()
        #expect(try Self.modificationDate(stamp) == built, "a whole, current build is reused")

        var bytes = try Data(contentsOf: module)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: module)
        try build()
        #expect(try Self.modificationDate(stamp) != built, "a changed module is rebuilt")
        #expect(try typeChecks())

        let handle = try FileHandle(forWritingTo: module)
        try handle.truncate(atOffset: 0)
        try handle.close()
        try FileManager.default.removeItem(at: directory.appendingPathComponent(".contents"))
        let rebuiltAt = try Self.modificationDate(stamp)
        try build()
        #expect(try Self.modificationDate(stamp) != rebuiltAt, "an emptied module without its list is rebuilt")
        #expect(try typeChecks())
    }
}
