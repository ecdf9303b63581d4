/// Where two texts differ, line by line, as a failure message shows it: the lines before and after the first
/// difference, each side's lines from there marked `-` (expected) and `+` (actual), and how many more differ.
public struct LineDifference: CustomStringConvertible {
    /// The text the test expected.
    public var expected: String
    /// The text it got.
    public var actual: String

    /// How many lines of each side it shows from the first difference.
    static let shown = 6

    /// The difference of `expected` and `actual`.
    public init(expected: String, actual: String) {
        self.expected = expected
        self.actual = actual
    }

    /// The lines around the first difference (`"no difference"` when there is none).
    public var description: String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let firstUnequal = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        guard let first = firstUnequal ?? (old.count == new.count ? nil : min(old.count, new.count)) else {
            return "no difference"
        }
        // The same number of lines from the end of each side: the end of the part that differs.
        var commonTail = 0
        while commonTail < min(old.count, new.count) - first, old[old.count - 1 - commonTail] == new[new.count - 1 - commonTail] {
            commonTail += 1
        }
        let removed = old[first..<old.count - commonTail], added = new[first..<new.count - commonTail]
        var lines = ["@@ line \(first + 1): \(removed.count) expected line(s), \(added.count) actual line(s) @@"]
        lines += old[max(0, first - 2)..<first].map { "  " + $0 }
        lines += removed.prefix(Self.shown).map { "- " + $0 }
        if removed.count > Self.shown { lines.append("- … \(removed.count - Self.shown) more") }
        lines += added.prefix(Self.shown).map { "+ " + $0 }
        if added.count > Self.shown { lines.append("+ … \(added.count - Self.shown) more") }
        lines += old[(old.count - commonTail)...].prefix(2).map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}
