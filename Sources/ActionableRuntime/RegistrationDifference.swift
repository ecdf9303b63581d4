/// One way the categories an app registers differ from those the generated registration makes: what
/// `registrationDifferences(from:)` returns, for a team that moves its own registration code to Actionable
/// (Documentation/Adopting.md). An empty list is the proof that nothing changes for users.
public struct RegistrationDifference: Hashable, Sendable, CustomStringConvertible {
    /// The category the difference is in.
    public var categoryIdentifier: String
    /// The action, for a difference in one action; `nil` for the category's own fields.
    public var actionIdentifier: String?
    /// What differs.
    public var field: Field
    /// What the app's own registration has, as text; `nil` when it has nothing there (a category or action
    /// it does not register).
    public var registered: String?
    /// What the generated registration has, as text; `nil` when it has nothing there.
    public var generated: String?

    /// The fields compared. A minor version may add a field (switch with `default`).
    public enum Field: String, Hashable, Sendable, CaseIterable {
        /// The category is registered by one side only.
        case category
        /// The actions' identifiers, or their order.
        case actions
        /// A text-input action on one side, a plain button on the other.
        case actionKind
        /// An action's title.
        case title
        /// An action's options.
        case actionOptions
        /// A text-input action's button title.
        case textInputButtonTitle
        /// A text-input action's placeholder.
        case textInputPlaceholder
        /// An action's icon (compared as the system compares icons).
        case icon
        /// The category's intent identifiers.
        case intentIdentifiers
        /// The category's hidden-previews body placeholder.
        case hiddenPreviewsBodyPlaceholder
        /// The category's summary format.
        case categorySummaryFormat
        /// The category's options.
        case categoryOptions
    }

    /// A difference.
    public init(
        categoryIdentifier: String, actionIdentifier: String? = nil, field: Field,
        registered: String?, generated: String?
    ) {
        self.categoryIdentifier = categoryIdentifier
        self.actionIdentifier = actionIdentifier
        self.field = field
        self.registered = registered
        self.generated = generated
    }

    /// `MEETING_INVITATION, action ACCEPT, title: the app registers "Accept", the definitions "OK"`.
    public var description: String {
        let place = categoryIdentifier + (actionIdentifier.map { ", action " + $0 } ?? "")
        func text(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "nothing" }
        let values = "the app registers \(text(registered)), the definitions \(text(generated))"
        return "\(place), \(field.rawValue): \(values)"
    }
}
