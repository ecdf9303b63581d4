import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which tier of the suite runs. `swift test` runs the fast tier: every test, but the long proofs (the
/// compatibility oracle, the Apple deployment targets, the three language settings of every generated program, the
/// long differential and property runs) on a seeded slice of their cases. `ACTIONABLE_FULL_TESTS=1 swift test`
/// runs the full tier, every case of every proof. `ACTIONABLE_FULL_TESTS=rest` runs what the full tier adds to the
/// fast one: each slice without the fast tier's elements, every other consultation as the full tier answers it;
/// `.ci/run` runs the fast tier, then the rest of the full tier over the suites the fast tier's run recorded as
/// consulting the tier (`ACTIONABLE_TIER_RECORD`), so every case of the full tier runs on every submission, once.
/// `ACTIONABLE_TEST_SEED` chooses another slice (the default is 1), so a contributor can widen the net without
/// paying for the full tier.
public enum TestTier {
    /// The tiers.
    public enum Mode: String, Sendable {
        /// `swift test`: slices of the long proofs.
        case fast
        /// `ACTIONABLE_FULL_TESTS=1`: every case.
        case full
        /// `ACTIONABLE_FULL_TESTS=rest`: the full tier's cases that the fast tier does not run.
        case rest
    }

    /// The tier this run is (`ACTIONABLE_FULL_TESTS`: `1` the full tier, `rest` what it adds, else the fast tier).
    public static let mode: Mode = switch ProcessInfo.processInfo.environment["ACTIONABLE_FULL_TESTS"] {
    case "1": .full
    case "rest": .rest
    default: .fast
    }

    /// Whether the full tier's cases run (`ACTIONABLE_FULL_TESTS=1` or `rest`). Reading it records the consultation.
    public static func isFull(fileID: String = #fileID) -> Bool {
        record(fileID: fileID)
        return mode != .fast
    }

    /// The seed that chooses the fast tier's slices (`ACTIONABLE_TEST_SEED`, 1 by default).
    public static let seed: UInt64 = ProcessInfo.processInfo.environment["ACTIONABLE_TEST_SEED"].flatMap(UInt64.init) ?? 1

    /// The runtime mode the generated files of this run use (`ACTIONABLE_TEST_RUNTIME`: `module`, the default, or
    /// `embedded`): every test that generates Swift generates it so, and `.ci/run` runs the suite in both.
    public static let runtime: String = {
        let given = ProcessInfo.processInfo.environment["ACTIONABLE_TEST_RUNTIME"] ?? ""
        return given.isEmpty ? "module" : given
    }()

    /// `count` elements of `all` in the fast tier, each time the same ones for the same seed and `salt` (a name
    /// that makes different proofs draw independently), in their original order; all of them in the full tier; the
    /// others, in their order, in the rest of it.
    public static func slice<Element>(_ all: [Element], count: Int, salt: String, fileID: String = #fileID) -> [Element] {
        record(fileID: fileID)
        return slice(all, count: count, salt: salt, in: mode)
    }

    /// What ``slice(_:count:salt:fileID:)`` gives in `mode`.
    public static func slice<Element>(_ all: [Element], count: Int, salt: String, in mode: Mode) -> [Element] {
        switch mode {
        case .fast: return drawn(all, count: count, salt: salt)
        case .full: return all
        case .rest: return indices(drawnFrom: all.count, count: count, salt: salt).dropFirst(count).sorted().map { all[$0] }
        }
    }

    /// The `count` elements of `all` the fast tier's ``slice(_:count:salt:fileID:)`` runs, whatever the tier: for a
    /// proof that tells the rest of the full tier what the fast tier ran.
    public static func drawn<Element>(_ all: [Element], count: Int, salt: String) -> [Element] {
        indices(drawnFrom: all.count, count: count, salt: salt).prefix(count).sorted().map { all[$0] }
    }

    /// The indices `0..<total`, the first `count` of them (all when `count` is not less than `total`) drawn with the
    /// seed and `salt`.
    private static func indices(drawnFrom total: Int, count: Int, salt: String) -> [Int] {
        var indices = Array(0..<total)
        guard count < total else { return indices }
        var generator = SeededGenerator(seed: seed, salt: salt)
        for position in 0..<count {
            indices.swapAt(position, position + Int(generator.next() % UInt64(indices.count - position)))
        }
        return indices
    }

    /// `fast` in the fast tier, `full` in the full tier, and in its rest the elements of `full` that `fast` lacks: for
    /// a proof whose fast cases are chosen rather than drawn.
    public static func split<Element: Equatable>(full: [Element], fast: [Element], fileID: String = #fileID) -> [Element] {
        record(fileID: fileID)
        return split(full: full, fast: fast, in: mode)
    }

    /// What ``split(full:fast:fileID:)`` gives in `mode`.
    public static func split<Element: Equatable>(full: [Element], fast: [Element], in mode: Mode) -> [Element] {
        switch mode {
        case .fast: return fast
        case .full: return full
        case .rest: return full.filter { !fast.contains($0) }
        }
    }

    /// The full tier's value (also in the rest of it), or the fast tier's.
    public static func value<Value>(full: Value, fast: Value, fileID: String = #fileID) -> Value {
        record(fileID: fileID)
        return mode == .fast ? fast : full
    }

    // MARK: Recording

    /// What this process has recorded already, under its lock.
    nonisolated(unsafe) private static var recorded: Set<String> = []
    private static let recordedLock = NSLock()

    /// Appends, once per process, to the file `ACTIONABLE_TIER_RECORD` names (when set) the suite of the running
    /// test (`Module.Suite`), or, consulted outside a test (a parameterized test's arguments), the suite its file
    /// is named after (`Module/Suite.swift`): the suites whose cases the tier decides, each a line.
    private static func record(fileID: String) {
        guard let path = ProcessInfo.processInfo.environment["ACTIONABLE_TIER_RECORD"], !path.isEmpty else { return }
        let line: String
        if let id = Test.current?.id.description {
            line = String(id.prefix { $0 != "/" })
        } else {
            let parts = fileID.split(separator: "/")
            guard parts.count == 2, parts[1].hasSuffix(".swift") else { return }
            line = "\(parts[0]).\(parts[1].dropLast(".swift".count))"
        }
        guard recordedLock.withLock({ recorded.insert(line).inserted }) else { return }
        // A record that cannot be written would leave the suite's full-tier cases out of CI's rest pass: the run stops.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { fatalError("cannot open ACTIONABLE_TIER_RECORD (\(path)): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        let bytes = Array("\(line)\n".utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { fatalError("cannot write ACTIONABLE_TIER_RECORD (\(path)): \(String(cString: strerror(errno)))") }
    }
}

/// A small deterministic random number generator (SplitMix64): the same numbers on every machine, so seeded tests
/// and the tiers' slices are reproducible.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// Starts at `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// Starts at `seed` mixed with the FNV-1a hash of `salt`, so that draws named differently are independent.
    public init(seed: UInt64, salt: String) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in salt.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        self.init(seed: hash ^ seed)
    }

    /// The next number.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
