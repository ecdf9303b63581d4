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
    /// What the definitions declare the value holds, such as `an integer`.
    public var expected: String
    /// What the notification holds instead, such as `the string "soon"`; `nil` when the key is missing.
    public var found: String?

    /// The error for `key` of `source`'s keys.
    public init(source: UserInfoSource<Schema>, key: String, expected: String, found: String?) {
        self.source = source
        self.key = key
        self.expected = expected
        self.found = found
    }

    /// The error `error` describes, in the keys of `source`.
    @_spi(ActionableGenerated) public init(_ source: UserInfoSource<Schema>, _ error: PayloadKeyError) {
        self.init(source: source, key: error.key, expected: error.expected, found: error.found)
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
        let problem = found.map { "must be \(expected), found \($0)" } ?? "is missing; it must be \(expected)"
        return "\(source): custom key '\(key)' \(problem)"
    }

    /// The problem in one line, as ``description``.
    public var errorDescription: String? { description }
}
