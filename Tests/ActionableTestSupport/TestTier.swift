import Foundation

/// Which tier of the suite runs. `swift test` runs the fast tier: every test, but the long proofs (the
/// compatibility oracle, the Apple deployment targets, the three language settings of every generated program, the
/// long differential and property runs) on a seeded slice of their cases. `ACTIONABLE_FULL_TESTS=1 swift test`
/// runs the full tier, every case of every proof; `.ci/run` runs it on every submission.
/// `ACTIONABLE_TEST_SEED` chooses another slice (the default is 1), so a contributor can widen the net without
/// paying for the full tier.
public enum TestTier {
    /// Whether the full tier runs (`ACTIONABLE_FULL_TESTS=1`).
    public static let isFull = ProcessInfo.processInfo.environment["ACTIONABLE_FULL_TESTS"] == "1"

    /// The seed that chooses the fast tier's slices (`ACTIONABLE_TEST_SEED`, 1 by default).
    public static let seed: UInt64 = ProcessInfo.processInfo.environment["ACTIONABLE_TEST_SEED"].flatMap(UInt64.init) ?? 1

    /// The runtime mode the generated files of this run use (`ACTIONABLE_TEST_RUNTIME`: `module`, the default, or
    /// `embedded`): every test that generates Swift generates it so, and `.ci/run` runs the suite in both.
    public static let runtime: String = {
        let given = ProcessInfo.processInfo.environment["ACTIONABLE_TEST_RUNTIME"] ?? ""
        return given.isEmpty ? "module" : given
    }()

    /// `count` elements of `all` in the fast tier, each time the same ones for the same seed and `salt` (a name
    /// that makes different proofs draw independently), in their original order; all of them in the full tier.
    public static func slice<Element>(_ all: [Element], count: Int, salt: String) -> [Element] {
        guard !isFull, count < all.count else { return all }
        var generator = SeededGenerator(seed: seed, salt: salt)
        var indices = Array(all.indices)
        for position in 0..<count {
            indices.swapAt(position, position + Int(generator.next() % UInt64(indices.count - position)))
        }
        return indices.prefix(count).sorted().map { all[$0] }
    }

    /// The full tier's value, or the fast tier's.
    public static func value<Value>(full: Value, fast: Value) -> Value {
        isFull ? full : fast
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
