@testable import actionable
import Foundation
import Testing

/// The real file system with injected faults: a disk that fills up, a failing rename, and a process killed
/// after a given number of changes (every later change silently does not happen, as after `SIGKILL`).
final class FaultyFileSystem: OutputFileSystem {
    private let real = SystemFileSystem()
    /// The process dies after this many changes to the disk; `nil` for never.
    var killedAfter: Int?
    /// The bytes the disk still has room for; `nil` for plenty.
    var freeBytes: Int?
    /// The rename (counted from 1) that fails with "Permission denied"; `nil` for none.
    var failingRename: Int?
    /// Whether earlier runs' processes are gone (so their temporary files are abandoned).
    var earlierRunsAreGone = false
    /// The changes made so far.
    private(set) var changes = 0
    private var renames = 0

    /// Counts one change and says whether it happens: not once the process is dead.
    private func change() -> Bool {
        defer { changes += 1 }
        return killedAfter.map { changes < $0 } ?? true
    }

    func holds(_ bytes: [UInt8], at path: String) -> Bool? { real.holds(bytes, at: path) }
    func isDirectory(_ path: String) -> Bool { real.isDirectory(path) }
    func names(in directory: String) -> [String] { real.names(in: directory) }
    func isRunning(_ process: Int32) -> Bool { earlierRunsAreGone ? false : real.isRunning(process) }

    func createDirectory(_ directory: String) throws(OutputError) -> [String] {
        change() ? try real.createDirectory(directory) : []
    }

    func removeDirectory(_ directory: String) {
        if change() { real.removeDirectory(directory) }
    }

    func lock(_ directory: String) -> Int32? { real.lock(directory) }
    func unlock(_ handle: Int32) { real.unlock(handle) }

    func writeNewFile(_ path: String, _ bytes: [UInt8]) throws(OutputError) {
        guard change() else { return }
        if killedAfter == changes {
            // Killed in the middle of writing: half the bytes reach the file.
            try real.writeNewFile(path, Array(bytes.prefix(bytes.count / 2)))
            return
        }
        if let free = freeBytes, bytes.count > free {
            try real.writeNewFile(path, Array(bytes.prefix(free)))
            real.remove(path)
            throw OutputError(path: path, reason: "No space left on device")
        }
        freeBytes = freeBytes.map { $0 - bytes.count }
        try real.writeNewFile(path, bytes)
    }

    func rename(_ source: String, to target: String) throws(OutputError) {
        guard change() else { return }
        renames += 1
        if renames == failingRename { throw OutputError(path: target, reason: "Permission denied") }
        try real.rename(source, to: target)
    }

    func synchronizeDirectory(_ directory: String) {
        if change() { real.synchronizeDirectory(directory) }
    }

    func remove(_ path: String) {
        if change() { real.remove(path) }
    }
}

@Suite("Output writes survive faults")
struct OutputWriterTests {
    static let old = ["Sources/Out.swift": "// old swift\n", "manifest.json": "{\"old\": true}\n"]
    static let new = ["Sources/Out.swift": "// new swift, longer than the old one\n", "manifest.json": "{\"new\": true}\n"]

    /// A directory holding the old outputs.
    private func workspace() throws -> URL {
        try CLI.workspace(Self.old)
    }

    private func outputs(in directory: URL) -> [OutputFile] {
        Self.new.keys.sorted().map { OutputFile(path: directory.appendingPathComponent($0).path, contents: Array((Self.new[$0] ?? "").utf8)) }
    }

    /// What each output holds now.
    private func state(of directory: URL) -> [String: String] {
        Dictionary(uniqueKeysWithValues: Self.new.keys.map { name in
            (name, (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? "<missing>")
        })
    }

    /// The temporary files left in the outputs' directories.
    private func leftovers(in directory: URL) -> [String] {
        [directory, directory.appendingPathComponent("Sources")].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(OutputWriter.temporaryMarker) }
        }
    }

    @Test("Freshness compares every byte, across read chunks, and calls a path with no regular file missing")
    func freshnessComparesEveryByte() throws {
        let directory = try workspace()
        let path = directory.appendingPathComponent("large.swift").path
        // Three and a half read chunks, so a difference can sit in the middle of a later chunk or at the end.
        let bytes = (0..<(7 << 19)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let writer = OutputWriter()
        func freshness(_ contents: [UInt8], at path: String = path) -> OutputWriter.Freshness {
            writer.freshness(of: OutputFile(path: path, contents: contents))
        }
        #expect(freshness(bytes) == .current)
        for index in [0, (5 << 19) + 3, bytes.count - 1] {
            var other = bytes
            other[index] ^= 1
            #expect(freshness(other) == .stale, "a byte changed at \(index)")
        }
        #expect(freshness(Array(bytes.dropLast())) == .stale)
        #expect(freshness(bytes + [0]) == .stale)
        #expect(freshness([]) == .stale)
        #expect(freshness(bytes, at: path + ".absent") == .missing)
        #expect(freshness([], at: directory.path) == .missing)
        let empty = directory.appendingPathComponent("empty.json").path
        try Data().write(to: URL(fileURLWithPath: empty))
        #expect(freshness([], at: empty) == .current)
        #expect(freshness([0], at: empty) == .stale)
    }

    @Test("A full disk fails naming the output, changes no output and leaves no temporary file")
    func fullDisk() throws {
        let directory = try workspace()
        let disk = FaultyFileSystem()
        disk.freeBytes = (Self.new["Sources/Out.swift"]?.utf8.count ?? 0) + 5
        #expect {
            try OutputWriter(fileSystem: disk).commit(outputs(in: directory))
        } throws: { error in
            let failure = error as? OutputError
            return failure?.path.hasSuffix("/manifest.json") == true && failure?.reason == "No space left on device"
        }
        #expect(state(of: directory) == Self.old)
        #expect(leftovers(in: directory).isEmpty)
    }

    @Test("A process killed at any step leaves every output whole, old or new, and the next run completes the update")
    func killedAtEveryStep() throws {
        let clean = FaultyFileSystem()
        try OutputWriter(fileSystem: clean).commit(outputs(in: try workspace()))
        #expect(clean.changes >= 6, "two directories, two writes, two renames, syncs")
        for step in 0...clean.changes {
            let directory = try workspace()
            let dying = FaultyFileSystem()
            dying.killedAfter = step
            try OutputWriter(fileSystem: dying).commit(outputs(in: directory))
            let after = state(of: directory)
            for (name, contents) in after {
                #expect(contents == Self.old[name] || contents == Self.new[name], "step \(step): \(name) is neither old nor new")
            }
            let renamed = after.filter { $0.value == Self.new[$0.key] }.count
            #expect(renamed == 0 || step >= 5, "step \(step): an output was replaced before both were on disk")

            let next = FaultyFileSystem()
            next.earlierRunsAreGone = true
            try OutputWriter(fileSystem: next).commit(outputs(in: directory))
            #expect(state(of: directory) == Self.new, "step \(step): the next run did not complete the update")
            #expect(leftovers(in: directory).isEmpty, "step \(step): \(leftovers(in: directory)) left behind")
        }
    }

    @Test("A rename that fails removes the staged files and says which outputs were already replaced")
    func failingRename() throws {
        let directory = try workspace()
        let disk = FaultyFileSystem()
        disk.failingRename = 2
        #expect {
            try OutputWriter(fileSystem: disk).commit(outputs(in: directory))
        } throws: { error in
            (error as? OutputError)?.reason.contains("already replaced, run again to update the rest") == true
        }
        #expect(leftovers(in: directory).isEmpty)
        try OutputWriter().commit(outputs(in: directory))
        #expect(state(of: directory) == Self.new)
    }

    @Test("An output path that is a directory fails before anything is written")
    func directoryTarget() throws {
        let directory = try workspace()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("manifest.json.d"), withIntermediateDirectories: true)
        var files = outputs(in: directory)
        files[1].path += ".d"
        #expect(throws: OutputError.self) { try OutputWriter().commit(files) }
        #expect(state(of: directory) == Self.old)
        #expect(leftovers(in: directory).isEmpty)
    }

    @Test("A running writer's temporary files are never removed by another run")
    func liveTemporariesAreKept() throws {
        let directory = try workspace()
        let live = directory.appendingPathComponent("Sources/.Out.swift\(OutputWriter.temporaryMarker)\(getpid())-1.tmp")
        try Data("in progress".utf8).write(to: live)
        try OutputWriter().commit(outputs(in: directory))
        #expect(FileManager.default.fileExists(atPath: live.path))
    }

    @Test("A killed run's temporary files are removed by the next run even when no output changes")
    func abandonedTemporariesWithoutChanges() throws {
        let directory = try workspace()
        try OutputWriter().commit(outputs(in: directory))
        let abandoned = directory.appendingPathComponent("Sources/.Out.swift\(OutputWriter.temporaryMarker)999999999-1.tmp")
        try Data("half".utf8).write(to: abandoned)
        let next = FaultyFileSystem()
        next.earlierRunsAreGone = true
        try OutputWriter(fileSystem: next).commit(outputs(in: directory))
        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
        #expect(state(of: directory) == Self.new)
    }

    @Test("A run that fails removes the directories it created")
    func failedRunRemovesItsDirectories() throws {
        let directory = try workspace()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("taken.d"), withIntermediateDirectories: true)
        let files = [
            OutputFile(path: directory.appendingPathComponent("fresh/nested/Out.swift").path, contents: Array("// swift\n".utf8)),
            OutputFile(path: directory.appendingPathComponent("taken.d").path, contents: Array("{}\n".utf8)),
        ]
        #expect(throws: OutputError.self) { try OutputWriter().commit(files) }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("fresh").path))
    }

    @Test("A run waits while another holds the outputs' lock, so a pair of outputs always comes from one run")
    func runsTakeTurns() throws {
        let directory = try workspace()
        // The lock is the first output's directory, in path order: `Sources`.
        let holder = SystemFileSystem()
        let handle = try #require(holder.lock(directory.appendingPathComponent("Sources").path))
        let finished = DispatchSemaphore(value: 0)
        let files = outputs(in: directory)
        Thread {
            try? OutputWriter().commit(files)
            finished.signal()
        }.start()
        let waited = finished.wait(timeout: .now() + 0.5) == .timedOut
        #expect(waited, "the second run did not wait for the lock")
        #expect(state(of: directory) == Self.old)
        holder.unlock(handle)
        if waited { finished.wait() }
        #expect(state(of: directory) == Self.new)
        #expect(leftovers(in: directory).isEmpty)
    }
}

/// The time bound `actionable import` puts on its helper.
@Suite("Subprocess time limit")
struct SubprocessTimeLimitTests {
    @Test("A program past its time limit is stopped with SIGKILL and said to have timed out; one within it is not")
    func stopsAtTheLimit() throws {
        let stopped = try Subprocess.run(["sh", "-c", "exec sleep 30"], timeLimit: 1)
        #expect(stopped.timedOut && stopped.status == 128 + SIGKILL)
        let finished = try Subprocess.run(["sh", "-c", "echo done"], timeLimit: 30)
        #expect(!finished.timedOut && finished.status == 0 && finished.output == Array("done\n".utf8))
    }

    @Test("The helper's time limit is 60 s and 10 s more per MiB of request")
    func importTimeLimit() {
        #expect(ImportCommand.timeLimit(requestBytes: 0) == 60)
        #expect(ImportCommand.timeLimit(requestBytes: 8 << 20) == 140)
    }
}
