/// A key's `pattern`, compiled by actionable to the program `actionable validate-payload` runs: an automaton
/// run in lock step over the text's Unicode scalars, in time linear in the text. `\d \w \s` are ASCII, `.`
/// is any character but a line break, and `$` is the very end.
@_spi(ActionableGenerated) public struct PayloadPattern: Sendable {
    /// One step of the program.
    @_spi(ActionableGenerated) public enum Step: Sendable {
        /// One character in (or, `negated`, not in) the ranges of scalar values.
        case scalars([ClosedRange<UInt32>], negated: Bool)
        /// The start of the text.
        case start
        /// The end of the text.
        case end
        /// Both steps.
        case split(Int, Int)
        /// Another step.
        case jump(Int)
        /// A match.
        case match
    }

    /// The pattern as the definitions write it.
    @_spi(ActionableGenerated) public let source: String
    /// The program.
    @_spi(ActionableGenerated) public let steps: [Step]

    /// Whether `text` holds a match of the pattern.
    @_spi(ActionableGenerated) public func matches(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var marks = [Int](repeating: -1, count: steps.count)
        var current: [Int] = []
        var next: [Int] = []
        for position in 0...scalars.count {
            next.removeAll(keepingCapacity: true)
            for index in current {
                guard case .scalars(let ranges, let negated) = steps[index] else { continue }
                let value = scalars[position - 1].value
                guard ranges.contains(where: { $0.contains(value) }) != negated else { continue }
                if follow(index + 1, at: position, of: scalars.count, marks: &marks, into: &next) { return true }
            }
            if follow(0, at: position, of: scalars.count, marks: &marks, into: &next) { return true }
            swap(&current, &next)
        }
        return false
    }

    /// Adds the steps that read a character, reached from `start` at `position`, to `list`; `true` on a match.
    private func follow(
        _ start: Int, at position: Int, of count: Int,
        marks: inout [Int], into list: inout [Int]
    ) -> Bool {
        var stack = [start]
        while let index = stack.popLast() {
            guard marks[index] != position else { continue }
            marks[index] = position
            switch steps[index] {
            case .match: return true
            case .jump(let target): stack.append(target)
            case .split(let first, let second): stack.append(contentsOf: [second, first])
            case .start: if position == 0 { stack.append(index + 1) }
            case .end: if position == count { stack.append(index + 1) }
            case .scalars: list.append(index)
            }
        }
        return false
    }

    /// The pattern `source`, compiled to `steps`.
    @_spi(ActionableGenerated) public init(source: String, steps: [Step]) {
        self.source = source
        self.steps = steps
    }
}
