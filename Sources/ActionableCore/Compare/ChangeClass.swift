/// How much a change can break, after `buf breaking`'s categories. From most to least severe: `wire`
/// changes break app builds already on phones or servers already sending pushes; `behavior` changes what
/// users see or what the system does; `source` changes the generated Swift API, so app code may need edits;
/// `compatible` changes break nothing.
public enum ChangeClass: String, CaseIterable, Sendable, Hashable, Comparable {
    /// Breaks shipped app builds or push servers.
    case wire
    /// Changes what users see or what the system does.
    case behavior
    /// Changes the generated Swift API.
    case source
    /// Breaks nothing.
    case compatible

    /// What the class means, in one line.
    public var meaning: String {
        switch self {
        case .wire: return "Breaks app builds already on phones or servers already sending pushes."
        case .behavior: return "Changes what users see or what the system does."
        case .source: return "Changes the generated Swift API; app code may need edits."
        case .compatible: return "Breaks nothing."
        }
    }

    /// Orders by severity: `wire` first.
    public static func < (lhs: ChangeClass, rhs: ChangeClass) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .wire: return 0
        case .behavior: return 1
        case .source: return 2
        case .compatible: return 3
        }
    }
}

/// The strictness of `actionable diff --fail-on`: the least severe class that fails the check. Strictest
/// first: `source` fails on every breaking change, `behavior` on behavior and wire changes, `wire` (the
/// default) on wire changes only, `none` never.
public enum FailureThreshold: String, CaseIterable, Sendable, Hashable {
    /// Fail on source, behavior and wire changes.
    case source
    /// Fail on behavior and wire changes.
    case behavior
    /// Fail on wire changes.
    case wire
    /// Never fail.
    case none

    /// Whether a change of `changeClass` fails the check.
    public func fails(_ changeClass: ChangeClass) -> Bool {
        switch self {
        case .source: return changeClass != .compatible
        case .behavior: return changeClass == .wire || changeClass == .behavior
        case .wire: return changeClass == .wire
        case .none: return false
        }
    }
}
