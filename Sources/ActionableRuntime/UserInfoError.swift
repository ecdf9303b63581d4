public import Foundation

/// Why a push's custom keys are not what its category or kind declares: the first key that is missing or
/// holds a value of another type. A generated file names it for its own definitions:
/// `NotificationCategories.UserInfoError`.
public struct UserInfoError<Schema: PayloadSchema>: Error, Hashable, Sendable, CustomStringConvertible,
    LocalizedError
{
    /// Whose keys were read: the notification's category, or the push's kind.
    public var source: UserInfoSource<Schema>
    /// The key, or the path to a value inside one: `zulip.recipient_type`, `attachments[2].url`.
    public var key: String
    /// What the definitions declare the value holds (or APNs, for a key of `aps`), such as
    /// `.range(.integer, from: 0, upTo: nil)`.
    public var expectation: Expectation
    /// What the notification holds instead: `.missing`, or the value as JSON.
    public var finding: Finding

    /// What a value must hold (``PayloadExpectation``).
    public typealias Expectation = PayloadExpectation
    /// What a notification holds where a value does not read (``PayloadFinding``).
    public typealias Finding = PayloadFinding

    /// The error for `key` of `source`'s keys.
    public init(source: UserInfoSource<Schema>, key: String, expectation: Expectation, finding: Finding) {
        self.source = source
        self.key = key
        self.expectation = expectation
        self.finding = finding
    }

    /// The error `error` describes, in the keys of `source`.
    @_spi(ActionableGenerated) public init(_ source: UserInfoSource<Schema>, _ error: PayloadKeyError) {
        self.init(source: source, key: error.key, expectation: error.expectation, finding: error.finding)
    }

    /// The first of `problems` at a key none of `kept` is at: what reading values back finds beyond what they were
    /// read with (a union's value kept as `unrecognized` keeps its problem, and is written back as it was read).
    @_spi(ActionableGenerated) public static func first(of problems: [Self], beyond kept: [Self]) -> Self? {
        problems.first { problem in !kept.contains { $0.key == problem.key } }
    }

    /// The notification's category; `nil` for a push kind's keys.
    public var category: Schema.CategoryID? {
        if case .category(let id) = source { id } else { nil }
    }

    /// The problem in one line, naming the category or kind, and the key.
    public var description: String {
        let problem = switch finding {
        case .missing: "is missing; it must be \(expectation)"
        default: "must be \(expectation), found \(finding)"
        }
        return "\(source): custom key '\(key)' \(problem)"
    }

    /// The problem in one line, as ``description``.
    public var errorDescription: String? { description }
}
