import ActionableTestSupport
import Testing

/// The tiers partition every proof's cases: what the fast tier runs and what the rest of the full tier runs are
/// disjoint and together the full tier's, in its order, so that CI, which runs the fast tier and then the rest, runs
/// every case of the full tier exactly once.
@Suite("Test tiers")
struct TestTierTests {
    @Test("A slice's fast and rest parts are disjoint and make up the full tier's cases, for any size, count and salt")
    func slicesPartition() {
        var generator = SeededGenerator(seed: 70)
        for _ in 0..<500 {
            let total = Int(generator.next() % 40)
            let count = Int(generator.next() % 45)
            let salt = "salt \(generator.next() % 1_000)"
            let all = Array(0..<total)
            let fast = TestTier.slice(all, count: count, salt: salt, in: .fast)
            let rest = TestTier.slice(all, count: count, salt: salt, in: .rest)
            #expect(TestTier.slice(all, count: count, salt: salt, in: .full) == all)
            #expect(fast.count == min(count, total), "total \(total), count \(count)")
            #expect(Set(fast).isDisjoint(with: rest), "total \(total), count \(count), \(salt)")
            #expect((fast + rest).sorted() == all, "total \(total), count \(count), \(salt)")
            #expect(fast == fast.sorted() && rest == rest.sorted(), "each part keeps the original order")
            #expect(fast == TestTier.drawn(all, count: count, salt: salt), "drawn is what the fast tier runs")
        }
    }

    @Test("A split's rest is the full tier's cases that the fast tier does not run")
    func splitsPartition() {
        let full = [false, true]
        #expect(TestTier.split(full: full, fast: [false], in: .fast) == [false])
        #expect(TestTier.split(full: full, fast: [false], in: .rest) == [true])
        #expect(TestTier.split(full: full, fast: [false], in: .full) == full)
        #expect(TestTier.split(full: [1, 2, 3], fast: [1, 2, 3], in: .rest).isEmpty)
    }
}
