/// The level a team sets a rule to (`rules:` in the configuration, `--rule ID=LEVEL`).
public enum RuleLevel: String, CaseIterable, Sendable, Hashable {
    /// Fails the run.
    case error
    /// Reported; fails only with `--warnings-as-errors`.
    case warning
    /// Reported as information.
    case note
    /// Not reported.
    case off
}

/// Severities set per rule, over the rules' defaults. Every rule can be raised; only rules whose problems
/// leave the generated code exactly what the definitions say can be lowered below `error`
/// (``Rule/canBeLowered``).
public struct RuleSeverities: Sendable, Hashable {
    /// The level of each rule that does not keep its default.
    public private(set) var levels: [Rule: RuleLevel] = [:]

    /// No rule changed.
    public init() {}

    /// Why a level cannot be set.
    public enum Refusal: Error, Sendable, Hashable, CustomStringConvertible {
        /// The rule's errors would make the generated code wrong, so they cannot become warnings or go away.
        case cannotLower(Rule)

        /// A one-line explanation.
        public var description: String {
            switch self {
            case .cannotLower(let rule):
                return "\(rule.rawValue) cannot be lowered: with such a problem the generated code would not do what the definitions say"
            }
        }
    }

    /// Sets `rule` to `level`, unless that lowers a rule that cannot be lowered.
    public mutating func set(_ rule: Rule, to level: RuleLevel) throws(Refusal) {
        if rule.severity == .error, level != .error, !rule.canBeLowered { throw .cannotLower(rule) }
        levels[rule] = level
    }

    /// Sets a rule from `--rule ID=LEVEL`; throws a one-line explanation of what is wrong with `setting`.
    public mutating func set(commandLine setting: String) throws(CommandLineError) {
        let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw CommandLineError("--rule takes ID=LEVEL, such as unknown-intent=off; got '\(setting)'.") }
        guard let rule = Rule(rawValue: parts[0]) else {
            throw CommandLineError("--rule: there is no rule '\(parts[0])'"
                + Suggestion.hint(for: parts[0], among: Rule.allCases.map(\.rawValue)) + "; 'actionable rules' lists them.")
        }
        guard let level = RuleLevel(rawValue: parts[1]) else {
            throw CommandLineError("--rule: the level of \(rule.rawValue) cannot be '\(parts[1])'; write error, warning, note or off.")
        }
        do { try set(rule, to: level) } catch { throw CommandLineError("--rule: \(error).") }
    }

    /// A mistake in a `--rule` setting.
    public struct CommandLineError: Error, Sendable, CustomStringConvertible {
        /// What is wrong, in one line.
        public var description: String

        init(_ description: String) { self.description = description }
    }

    /// These settings, then `other`'s over them (the command line over the configuration file).
    public func overridden(by other: RuleSeverities) -> RuleSeverities {
        var merged = self
        merged.levels.merge(other.levels) { _, new in new }
        return merged
    }

    /// `diagnostics` with each rule's level applied: a rule set `off` is dropped, another takes its level.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !levels.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard let level = levels[diagnostic.rule] else { return diagnostic }
            var changed = diagnostic
            switch level {
            case .off: return nil
            case .error: changed.severity = .error
            case .warning: changed.severity = .warning
            case .note: changed.severity = .note
            }
            return changed
        }
    }
}

extension Rule {
    /// Whether a team may lower the rule below `error` (or turn it off): true for every warning and note, and
    /// for the errors whose problems the generated code still registers exactly as written (an empty title,
    /// a reserved id defined again), and for the checks of push payload files, which generate nothing. Every
    /// other error, a reading or shape problem, a broken reference or id, a bad format or Swift name, would make
    /// the generated code something other than the definitions say.
    public var canBeLowered: Bool {
        switch self {
        case .emptyTitle, .reservedIDDefined: return true
        // Push payload files are checked against the definitions, not turned into code.
        case .payloadSyntax, .payloadTooLarge, .invalidAPS, .payloadCategory, .payloadMissingKey, .payloadWrongValue: return true
        default: return severity != .error
        }
    }
}

extension RuleSeverities: CustomStringConvertible, CustomDebugStringConvertible {
    /// `unknown-intent: off, unused-action: error`, in the catalog's order, so it reads the same every time.
    public var description: String {
        Rule.allCases.compactMap { rule in levels[rule].map { "\(rule.rawValue): \($0.rawValue)" } }.joined(separator: ", ")
    }

    /// The same as ``description``.
    public var debugDescription: String { "RuleSeverities(\(description))" }
}
