/// Patterns that backtracking engines take exponential time on. `validate-payload` and the generated code match
/// in linear time whatever the pattern, but the manifest's JSON Schema carries the pattern to servers, and most
/// JSON Schema validators (Python's `jsonschema`, Ajv, `java.util.regex`) backtrack: on `^(a+)+$` and 30 `a`s
/// followed by `b` they try every way to split the `a`s. So a pattern is refused where a repetition can match
/// the same text in more than one way:
///
/// - its body can match empty text (`(a*)*`);
/// - a variable repetition at the end of its body can go on with what the body starts with (`(a+)+`, `(\d+)*`),
///   or one at the start of its body can take what the body ends with (`(.*a){3}`);
/// - two alternatives inside it can start with the same character (`(a|ab)+`, `(\w|\d)*`).
///
/// The test is conservative: a repetition whose parts are told apart by a character (`([a-z]+\.)+`,
/// `(\d+,)*\d+`) passes. Its work is bounded by the pattern's at most 1,000 characters (each repetition looks at
/// the edges of its body; the alternatives of one alternation are compared pairwise), not by any payload.
/// Polynomial cases (`\d+\d+`) are not refused; their cost is bounded by the length of a push's value (4 KiB).
extension PayloadPattern {
    /// Why `node` is ambiguous for a backtracking engine, or `nil`.
    static func backtrackingProblem(in node: Node) -> String? {
        switch node {
        case .empty, .set, .start, .end: return nil
        case .sequence(let items), .alternation(let items):
            for item in items { if let problem = backtrackingProblem(in: item) { return problem } }
            return nil
        case .repeated(let body, _, let maximum):
            if let problem = backtrackingProblem(in: body) { return problem }
            guard maximum.map({ $0 > 1 }) ?? true else { return nil }
            let shown = "'" + schemaText(of: node) + "'"
            if body.isNullable {
                return "the repeated part \(shown) can match empty text, so a backtracking engine can split a text among its repetitions in endlessly many ways"
            }
            let first = body.firstSets, last = body.lastSets
            for repetition in body.tailRepetitions where CharacterSet.anyIntersect(repetition.firstSets, first) {
                return "in \(shown) the repetition '\(schemaText(of: repetition))' can go on with what the next round starts with, "
                    + "so a backtracking engine (most servers' JSON Schema validators) tries every way to split a text; end each round with a character the repetition cannot match"
            }
            for repetition in body.headRepetitions where CharacterSet.anyIntersect(repetition.lastSets, last) {
                return "in \(shown) the repetition '\(schemaText(of: repetition))' can take what the round before ends with, "
                    + "so a backtracking engine (most servers' JSON Schema validators) tries every way to split a text; start each round with a character the repetition cannot match"
            }
            if let branches = body.overlappingAlternatives {
                return "in \(shown) the alternatives '\(schemaText(of: branches.0))' and '\(schemaText(of: branches.1))' can start with the same character, "
                    + "so a backtracking engine (most servers' JSON Schema validators) tries both in every round; make the alternatives start differently"
            }
            return nil
        }
    }

    /// `node` written back in the subset's syntax, for messages.
    private static func schemaText(of node: Node) -> String {
        var text = ""
        write(node, to: &text)
        return text
    }
}

extension PayloadPattern.Node {
    /// Whether the node can match empty text.
    var isNullable: Bool {
        switch self {
        case .empty, .start, .end: true
        case .set: false
        case .sequence(let items): items.allSatisfy(\.isNullable)
        case .alternation(let branches): branches.contains(where: \.isNullable)
        case .repeated(let body, let minimum, _): minimum == 0 || body.isNullable
        }
    }

    /// Whether the node is a repetition that matches texts of more than one length of its body.
    private var isVariableRepetition: Bool {
        if case .repeated(_, let minimum, let maximum) = self { return maximum.map { $0 > minimum } ?? true }
        return false
    }

    /// The character sets the node's text can start with.
    var firstSets: [PayloadPattern.CharacterSet] { edgeSets(fromStart: true) }
    /// The character sets the node's text can end with.
    var lastSets: [PayloadPattern.CharacterSet] { edgeSets(fromStart: false) }

    private func edgeSets(fromStart: Bool) -> [PayloadPattern.CharacterSet] {
        switch self {
        case .empty, .start, .end: return []
        case .set(let set): return [set]
        case .alternation(let branches): return branches.flatMap { $0.edgeSets(fromStart: fromStart) }
        case .repeated(let body, _, _): return body.edgeSets(fromStart: fromStart)
        case .sequence(let items): return Self.alongEdge(of: items, fromStart: fromStart) { $0.edgeSets(fromStart: fromStart) }
        }
    }

    /// What `part` gives for each item of a sequence from one end, up to and including the first item that
    /// cannot match empty text: the items that can stand at that end of the sequence's text.
    private static func alongEdge<T>(of items: [Self], fromStart: Bool, _ part: (Self) -> [T]) -> [T] {
        var found: [T] = []
        for item in fromStart ? items : items.reversed() {
            found += part(item)
            if !item.isNullable { break }
        }
        return found
    }

    /// The variable repetitions that can end the node's text (all that may follow them in it can be empty).
    var tailRepetitions: [PayloadPattern.Node] { edgeRepetitions(fromStart: false) }
    /// The variable repetitions that can start the node's text.
    var headRepetitions: [PayloadPattern.Node] { edgeRepetitions(fromStart: true) }

    private func edgeRepetitions(fromStart: Bool) -> [PayloadPattern.Node] {
        switch self {
        case .empty, .start, .end, .set: return []
        case .alternation(let branches): return branches.flatMap { $0.edgeRepetitions(fromStart: fromStart) }
        case .repeated(let body, _, _):
            return (isVariableRepetition ? [self] : []) + body.edgeRepetitions(fromStart: fromStart)
        case .sequence(let items): return Self.alongEdge(of: items, fromStart: fromStart) { $0.edgeRepetitions(fromStart: fromStart) }
        }
    }

    /// Two alternatives of an alternation inside the node that can start with the same character, if any.
    var overlappingAlternatives: (PayloadPattern.Node, PayloadPattern.Node)? {
        switch self {
        case .empty, .start, .end, .set: return nil
        case .repeated(let body, _, _): return body.overlappingAlternatives
        case .sequence(let items):
            for item in items { if let pair = item.overlappingAlternatives { return pair } }
            return nil
        case .alternation(let branches):
            // Each branch's first characters against those of the branches before it: a set per branch,
            // compared pairwise, which is quadratic only in the branches of one alternation (a pattern has at
            // most 1,000 characters).
            let firsts = branches.map(\.firstSets)
            for (index, sets) in firsts.enumerated() {
                for earlier in 0..<index where PayloadPattern.CharacterSet.anyIntersect(firsts[earlier], sets) {
                    return (branches[earlier], branches[index])
                }
            }
            for branch in branches { if let pair = branch.overlappingAlternatives { return pair } }
            return nil
        }
    }
}

extension PayloadPattern.CharacterSet {
    /// Whether some character is in one of `left` and one of `right`.
    static func anyIntersect(_ left: [Self], _ right: [Self]) -> Bool {
        left.contains { set in right.contains { set.intersects($0) } }
    }

    /// Whether some character is in both sets. Two negated sets always share one (each leaves out a few ranges
    /// of over a million characters); a negated set shares one with a plain set unless it leaves out every range
    /// of it, each within one of its own ranges (conservative: a range split over two is counted as shared).
    func intersects(_ other: Self) -> Bool {
        switch (isNegated, other.isNegated) {
        case (true, true): return true
        case (false, false):
            return ranges.contains { range in other.ranges.contains { range.overlaps($0) } }
        case (true, false): return other.hasCharacter(outside: ranges)
        case (false, true): return hasCharacter(outside: other.ranges)
        }
    }

    /// Whether one of this plain set's ranges reaches outside every one of `excluded`.
    private func hasCharacter(outside excluded: [ClosedRange<UInt32>]) -> Bool {
        ranges.contains { range in !excluded.contains { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound } }
    }
}
