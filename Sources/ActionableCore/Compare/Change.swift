/// One difference between two snapshots, found by a ``ChangeRule``: a value, like a ``Diagnostic``.
public struct Change: Hashable, Sendable {
    /// The rule that found it.
    public var rule: ChangeRule
    /// What changed, in one line.
    public var message: ChangeMessage
    /// What the change is about.
    public var subject: Subject
    /// The identifiers of the categories it affects (the head side's, else the base side's), sorted.
    public var categories: [String]
    /// Where to point in the head side (an id, a reservation), when there is such a place.
    public var location: SourceLocation?
    /// Where the subject was in the base side, when it was there: what a removal can still point at
    /// (see ``ChangeReport/place(of:)``).
    public var baseLocation: SourceLocation?
    /// What to do about this change in particular (the Swift that now needs a case), when the differ knows more
    /// than its rule's ``ChangeRule/remedy``.
    public var specificAdvice: ChangeMessage?

    /// What to do: ``specificAdvice``, else the rule's ``ChangeRule/remedy``.
    public var advice: ChangeMessage { specificAdvice ?? ChangeMessage(stringLiteral: rule.remedy) }

    /// What a change is about.
    public enum Subject: Hashable, Sendable, Comparable {
        /// The generated Swift file's settings (namespace, access level).
        case settings
        /// A category, by identifier.
        case category(String)
        /// An action, by identifier.
        case action(String)
        /// A push kind, by identifier.
        case push(String)
        /// A notification content extension, by identifier.
        case contentExtension(String)

        /// Settings first, then categories, push kinds, actions and content extensions; identifiers in UTF-8 byte order.
        public static func < (lhs: Subject, rhs: Subject) -> Bool {
            switch (lhs, rhs) {
            case let (.category(left), .category(right)), let (.action(left), .action(right)), let (.push(left), .push(right)),
                 let (.contentExtension(left), .contentExtension(right)):
                return left.precedesInUTF8(right)
            default:
                return lhs.rank < rhs.rank
            }
        }

        /// The place of the subject's kind in the order.
        private var rank: Int {
            switch self {
            case .settings: 0
            case .category: 1
            case .push: 2
            case .action: 3
            case .contentExtension: 4
            }
        }
    }

    /// How much the change can break.
    public var changeClass: ChangeClass { rule.changeClass }

    /// Every class the change counts in: its own, and `source` too when it removes or changes a generated
    /// Swift case (``ChangeRule/changesSwiftCases``).
    public var classes: [ChangeClass] {
        rule.changesSwiftCases && changeClass != .source ? [changeClass, .source].sorted() : [changeClass]
    }

    /// Whether the change fails a check with `threshold`, in any class it counts in.
    public func fails(_ threshold: FailureThreshold) -> Bool {
        classes.contains(where: threshold.fails)
    }

    /// How annotations and code scanning show the change under `threshold`: an error when it fails the check,
    /// a warning when it breaks something else, a note when it is compatible.
    public func severity(in threshold: FailureThreshold) -> Severity {
        if fails(threshold) { return .error }
        return classes == [.compatible] ? .note : .warning
    }

    /// Creates a change.
    public init(
        _ rule: ChangeRule, _ message: ChangeMessage, subject: Subject, categories: [String] = [],
        at location: SourceLocation? = nil, baseLocation: SourceLocation? = nil, advice: ChangeMessage? = nil
    ) {
        self.specificAdvice = advice
        self.rule = rule
        self.message = message
        self.subject = subject
        self.categories = categories.sorted { $0.precedesInUTF8($1) }
        self.location = location
        self.baseLocation = baseLocation
    }
}

extension Change: Comparable {
    /// Orders by class (wire first), subject, rule, then message, so that every output is stable.
    public static func < (lhs: Change, rhs: Change) -> Bool {
        if lhs.changeClass != rhs.changeClass { return lhs.changeClass < rhs.changeClass }
        if lhs.subject != rhs.subject { return lhs.subject < rhs.subject }
        if lhs.rule != rhs.rule {
            return ChangeRule.allCases.firstIndex(of: lhs.rule) ?? 0 < ChangeRule.allCases.firstIndex(of: rhs.rule) ?? 0
        }
        return lhs.message.plainText.precedesInUTF8(rhs.message.plainText)
    }
}

/// A one-line message whose user-controlled parts (ids, titles, names) are kept apart from the prose, so each
/// renderer can quote them its own way: `'X'` in text (through ``DiagnosticText/quoted(_:)``), a code span in
/// Markdown. Written as a string literal; every interpolated string is user text: `"action \(id) was removed"`.
public struct ChangeMessage: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// A piece of a message.
    public enum Part: Hashable, Sendable {
        /// Prose written by actionable.
        case prose(String)
        /// Text from the definitions, quoted by the renderer.
        case userText(String)
    }

    /// The pieces, in order.
    public var parts: [Part]

    /// The most items of one list a message names.
    public static let maxListedItems = 20

    /// The message as one line, user text quoted and escaped by ``DiagnosticText/quoted(_:)``.
    public var plainText: String {
        parts.map { part in
            switch part {
            case .prose(let text): return text
            case .userText(let text): return DiagnosticText.quoted(text)
            }
        }.joined()
    }

    /// Creates a message of prose only.
    public init(stringLiteral value: String) {
        parts = [.prose(value)]
    }

    /// Creates a message from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    /// Builds a ``ChangeMessage`` from a literal: literal text is prose, interpolated strings are user text.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        /// Creates an empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends prose.
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { parts.append(.prose(literal)) }
        }

        /// Appends user text.
        public mutating func appendInterpolation(_ userText: String) {
            parts.append(.userText(userText))
        }

        /// Appends prose chosen at run time, such as the name of a key.
        public mutating func appendInterpolation(prose: String) {
            parts.append(.prose(prose))
        }

        /// Appends several pieces of user text, separated by commas; `none` when there are none. At most
        /// ``ChangeMessage/maxListedItems`` are written, then how many more there are.
        public mutating func appendInterpolation(list: [String]) {
            guard !list.isEmpty else { return parts.append(.prose("none")) }
            for (index, item) in list.prefix(ChangeMessage.maxListedItems).enumerated() {
                if index > 0 { parts.append(.prose(", ")) }
                parts.append(.userText(item))
            }
            if list.count > ChangeMessage.maxListedItems {
                parts.append(.prose(" and \(list.count - ChangeMessage.maxListedItems) more"))
            }
        }

        /// Appends another message.
        public mutating func appendInterpolation(_ message: ChangeMessage) {
            parts += message.parts
        }
    }
}
