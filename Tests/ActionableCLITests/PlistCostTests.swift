import ActionableTestSupport
import Foundation
import Testing

/// Reading extensions' `Info.plist` files costs what the input costs (issue 62): `check` on a binary plist that names
/// one large string many times, on many configuration entries naming one plist, and on a plist listing a huge number
/// of categories stays within 256 MiB plus 16 times the input's size (the peak resident memory of the process, as the
/// kernel counts it), and 8 times the input takes at most 12 times the CPU time (the least of three runs each).
@Suite("Plist cost", .serialized)
struct PlistCostTests {
    /// Definitions with three content extensions, which the configurations below name.
    static let definitions = """
        categories:
          - id: MEETING_INVITATION
            actions: [{ id: ACCEPT, title: Accept }]
          - id: CHAT
          - id: ORDER
        contentExtensions:
          - { id: First, categories: [MEETING_INVITATION], initialContentSizeRatio: 0.5 }
          - { id: Second, categories: [CHAT], initialContentSizeRatio: 0.5 }
          - { id: Third, categories: [ORDER], initialContentSizeRatio: 0.5 }

        """

    /// A content extension's binary plist whose `UNNotificationExtensionCategory` array refers `references` times to one
    /// string object, `category` (Foundation's writer stores each reference's string again, so the bytes are made here).
    static func binaryPlist(category: String, references: Int) -> Data {
        var objects: [[UInt8]] = []
        func count(_ marker: UInt8, _ count: Int) -> [UInt8] {
            count < 15 ? [marker | UInt8(count)] : [marker | 0x0F, 0x13] + withUnsafeBytes(of: UInt64(count).bigEndian, Array.init)
        }
        func reference(_ number: Int) -> [UInt8] { withUnsafeBytes(of: UInt32(number).bigEndian, Array.init) }
        func string(_ text: String) -> [UInt8] { count(0x50, text.utf8.count) + Array(text.utf8) }
        func dictionary(_ pairs: [(Int, Int)]) -> [UInt8] { count(0xD0, pairs.count) + pairs.flatMap { reference($0.0) } + pairs.flatMap { reference($0.1) } }
        objects.append(dictionary([(1, 2)]))
        objects.append(string("NSExtension"))
        objects.append(dictionary([(3, 4), (5, 6)]))
        objects.append(string("NSExtensionPointIdentifier"))
        objects.append(string(InfoPlistFixture.contentExtensionPoint))
        objects.append(string("NSExtensionAttributes"))
        objects.append(dictionary([(7, 8), (9, 10)]))
        objects.append(string("UNNotificationExtensionCategory"))
        objects.append(count(0xA0, references) + Array(repeating: reference(11), count: references).flatMap { $0 })
        objects.append(string("UNNotificationExtensionInitialContentSizeRatio"))
        objects.append([0x23] + withUnsafeBytes(of: (0.5).bitPattern.bigEndian, Array.init))
        objects.append(string(category))
        let bytes = BinaryPlistFixture.bytes(objects: objects, offsetSize: 8, referenceSize: 4)
        return Data(bytes)
    }

    /// What `actionable check defs` cost in `workspace`: its status, peak resident memory (bytes) and CPU time
    /// (seconds), as the kernel accounts for the child (read by Python's `resource`, around the one process).
    static func cost(in workspace: URL) throws -> (status: Int32, peakBytes: Int, seconds: Double) {
        let script = """
            import resource, subprocess, sys
            status = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
            usage = resource.getrusage(resource.RUSAGE_CHILDREN)
            print(status, usage.ru_maxrss * 1024, usage.ru_utime + usage.ru_stime)
            """
        let output = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, CLI.executable.path, "check", "defs"], in: workspace)
        let fields = output.standardOutput.split(separator: " ").map { String($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard fields.count == 3, let status = Int32(fields[0]), let peak = Int(fields[1]), let seconds = Double(fields[2]) else {
            throw CostUnreadable(output: output.standardOutput + output.standardError)
        }
        return (status, peak, seconds)
    }

    struct CostUnreadable: Error { var output: String }

    /// A workspace with the definitions, `configuration` and the files `plists` (path under `defs` → bytes).
    static func workspace(configuration: String, plists: [String: Data]) throws -> URL {
        let workspace = try CLI.workspace(["defs/categories.yaml": definitions, "defs/actionable-config.yaml": configuration])
        for (path, data) in plists {
            let url = workspace.appendingPathComponent("defs/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return workspace
    }

    /// The memory bound for an input of `bytes`.
    static func bound(_ bytes: Int) -> Int { 256 << 20 + 16 * bytes }

    /// The least CPU time of three runs of `check` in `workspace`.
    static func leastSeconds(_ workspace: URL) throws -> Double {
        try (0..<3).map { _ in try cost(in: workspace).seconds }.min() ?? 0
    }

    @Test("A binary plist naming one 4 MB string 300 times is read within the bound; references cost linear time",
          .enabled(if: TestTier.isFull(), "full tier: reads 1.2 GB of references, ten seconds"))
    func references() throws {
        let data = Self.binaryPlist(category: String(repeating: "A", count: 4 << 20), references: 300)
        // The plist is what the tool reads: Foundation reads it, with each reference's string whole.
        let read = try PropertyListSerialization.propertyList(from: Self.binaryPlist(category: "abc", references: 3), format: nil)
        #expect(((read as? [String: Any])?["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String
                == InfoPlistFixture.contentExtensionPoint)
        let workspace = try Self.workspace(configuration: "extensionPlists:\n  First: First/Info.plist\n", plists: ["First/Info.plist": data])
        let run = try Self.cost(in: workspace)
        #expect(run.status == 1)
        #expect(run.peakBytes <= Self.bound(data.count), "peak \(run.peakBytes >> 20) MiB for a plist of \(data.count >> 20) MiB")

        func timed(_ references: Int) throws -> Double {
            let data = Self.binaryPlist(category: String(repeating: "B", count: 64 << 10), references: references)
            return try Self.leastSeconds(try Self.workspace(
                configuration: "extensionPlists:\n  First: First/Info.plist\n", plists: ["First/Info.plist": data]))
        }
        let small = try timed(2_000), large = try timed(16_000)
        #expect(large / small <= 12, "\(small) s for 2,000 references, \(large) s for 16,000")
    }

    @Test("300 configuration entries naming one 8 MB plist read it once: an error at each entry after the first")
    func entries() throws {
        let plist = InfoPlistFixture.plist(["<key>Padding</key>", "<string>" + String(repeating: "p", count: 8 << 20) + "</string>"],
                                           point: InfoPlistFixture.contentExtensionPoint)
        let configuration = "extensionPlists:\n" + (0..<300).map { "  Extension\($0): Shared/Info.plist\n" }.joined()
        let workspace = try Self.workspace(configuration: configuration, plists: ["Shared/Info.plist": Data(plist.utf8)])
        let run = try Self.cost(in: workspace)
        #expect(run.status == 1)
        #expect(run.peakBytes <= Self.bound(plist.utf8.count), "peak \(run.peakBytes >> 20) MiB")
        let output = try CLI.run(["check", "defs"], in: workspace)
        #expect(output.standardError.contains("defs/actionable-config.yaml:3:15: error: 'extensionPlists.Extension1' names the Info.plist "
            + "'defs/Shared/Info.plist', which 'extensionPlists.Extension0' names already: each extension has an Info.plist of its own "
            + "[invalid-setting]"), "\(output.standardError.prefix(2000))")

        func timed(_ entries: Int) throws -> Double {
            let configuration = "extensionPlists:\n" + (0..<entries).map { "  Extension\($0): Shared/Info.plist\n" }.joined()
            return try Self.leastSeconds(try Self.workspace(configuration: configuration, plists: ["Shared/Info.plist": Data(plist.utf8)]))
        }
        let small = try timed(100), large = try timed(800)
        #expect(large / small <= 12, "\(small) s for 100 entries, \(large) s for 800")
    }

    @Test("A plist listing 880,000 categories, named by three extensions, stays within the bound: 200 differences and a count",
          .enabled(if: TestTier.isFull(), "full tier: a 30 MB plist read three times, ten seconds"))
    func listedCategories() throws {
        func plist(_ count: Int) -> Data {
            Data(InfoPlistFixture.plist(
                ["<key>UNNotificationExtensionCategory</key>", "<array>" + String(repeating: "<string/>", count: count) + "</array>",
                 "<key>UNNotificationExtensionInitialContentSizeRatio</key>", "<real>0.5</real>"],
                point: InfoPlistFixture.contentExtensionPoint).utf8)
        }
        let configuration = "extensionPlists:\n  First: Shared/Info.plist\n  Second: Shared/Info.plist\n  Third: Shared/Info.plist\n"
        let data = plist(880_000)
        let workspace = try Self.workspace(configuration: configuration, plists: ["Shared/Info.plist": data])
        let run = try Self.cost(in: workspace)
        #expect(run.status == 1)
        #expect(run.peakBytes <= Self.bound(data.count), "peak \(run.peakBytes >> 20) MiB for a plist of \(data.count >> 20) MiB")
        let output = try CLI.run(["check", "defs"], in: workspace)
        #expect(output.standardError.contains("and 879802 more differences in this Info.plist, not shown"),
                "\(output.standardError.split(separator: "\n").suffix(4))")

        func timed(_ count: Int) throws -> Double {
            try Self.leastSeconds(try Self.workspace(configuration: configuration, plists: ["Shared/Info.plist": plist(count)]))
        }
        let small = try timed(20_000), large = try timed(160_000)
        #expect(large / small <= 12, "\(small) s for 20,000 categories, \(large) s for 160,000")
    }
}
