/// The patterns of the file's keys, compiled by actionable to the program `actionable validate-payload` runs and
/// printed once each, for `ActionableRuntime`'s `PayloadPattern` to run (the same automaton as ``PayloadPattern``).
extension SwiftGenerator {
    /// The member of `PayloadPatterns` that holds `pattern` compiled (``patternTable(_:)``), qualified:
    /// `NotificationCategories.PayloadPatterns.pattern0`.
    func patternMember(_ pattern: String) -> String {
        "\(namespaceName).PayloadPatterns.pattern\(patterns.firstIndex(of: pattern) ?? 0)"
    }

    /// Prints, in the namespace, every pattern of the file, compiled, as static members of `PayloadPatterns`, once each.
    func patternTable(_ p: inout CodePrinter) {
        p.line("/// Every `pattern` of the file's keys, compiled.")
        p.block("fileprivate enum PayloadPatterns") { p in
            for (index, pattern) in patterns.enumerated() {
                if index > 0 { p.line() }
                p.documentation("`\(pattern)`")
                p.line("static let pattern\(index) = PayloadPattern(source: \(SwiftLiteral.string(pattern)), steps: [")
                p.indented { p in
                    for step in PayloadPattern.program(for: pattern)?.steps ?? [] {
                        p.line(Self.step(step) + ",")
                    }
                }
                p.line("])")
            }
        }
    }

    /// One step of a compiled pattern as Swift: the step `validate-payload` runs, in the runtime's own matcher.
    private static func step(_ step: RuntimeRules.PayloadPattern.Step) -> String {
        switch step {
        case .scalars(let ranges, let negated):
            let text = ranges.map { "0x\(String($0.lowerBound, radix: 16, uppercase: true))...0x\(String($0.upperBound, radix: 16, uppercase: true))" }
            return ".scalars([\(text.joined(separator: ", "))], negated: \(negated))"
        case .start: return ".start"
        case .end: return ".end"
        case .split(let first, let second): return ".split(\(first), \(second))"
        case .jump(let target): return ".jump(\(target))"
        case .match: return ".match"
        }
    }
}
