/// The definitions one file declares, as written: shapes are checked, meaning is not (see ``Validator``).
/// Optional properties are `nil` where the key was absent or its value was unusable (and reported).
public struct DefinitionFile: Hashable, Sendable {
    /// The file's path as the user gave it.
    public var path: String
    /// The top-level shared actions, in file order.
    public var actions: [ActionDefinition]
    /// The categories, in file order.
    public var categories: [CategoryDefinition]
    /// `reserved`: retired identifiers that must never be used again.
    public var reserved: ReservedIdentifiers

    /// Creates a file's definitions.
    public init(
        path: String, actions: [ActionDefinition] = [], categories: [CategoryDefinition] = [],
        reserved: ReservedIdentifiers = ReservedIdentifiers()
    ) {
        self.path = path
        self.actions = actions
        self.categories = categories
        self.reserved = reserved
    }
}

/// The top-level `reserved` mapping: identifiers that shipped once and were retired. Old app builds and
/// servers may still send or expect them, so they must never mean something else (see `actionable diff`).
public struct ReservedIdentifiers: Hashable, Sendable {
    /// `categories`: retired category identifiers, in file order.
    public var categories: [Located<String>]
    /// `actions`: retired action identifiers, in file order.
    public var actions: [Located<String>]

    /// Creates a set of reservations.
    public init(categories: [Located<String>] = [], actions: [Located<String>] = []) {
        self.categories = categories
        self.actions = actions
    }
}

/// An action (a button, or a button with a text field) as written.
public struct ActionDefinition: Hashable, Sendable {
    /// Where the action's mapping starts.
    public var location: SourceLocation
    /// `id`: the action identifier the app receives back.
    public var id: Located<String>?
    /// `title`: the button's title.
    public var title: Located<String>?
    /// `options`, in the order written.
    public var options: [Located<ActionOption>] = []
    /// `icon`: a system or template image.
    public var icon: Located<ActionIcon>?
    /// `textInput`: makes the action a text-input action.
    public var textInput: TextInputDefinition?
    /// `swiftName`: overrides the derived Swift name.
    public var swiftName: Located<String>?
    /// `description`: what the action does, for documentation.
    public var description: Located<String>?

    /// Creates an empty action at `location`.
    public init(location: SourceLocation) {
        self.location = location
    }
}

/// The image an action shows next to its title (iOS 15, macOS 12, watchOS 8 and later).
public enum ActionIcon: Hashable, Sendable {
    /// An SF Symbols name (`UNNotificationActionIcon(systemImageName:)`).
    case system(String)
    /// An image in the app's asset catalog (`UNNotificationActionIcon(templateImageName:)`).
    case template(String)
}

/// The `textInput` mapping of an action.
public struct TextInputDefinition: Hashable, Sendable {
    /// Where the mapping starts.
    public var location: SourceLocation
    /// `buttonTitle`: the send button's title (required).
    public var buttonTitle: Located<String>?
    /// `placeholder`: the text field's placeholder (optional, empty when absent).
    public var placeholder: Located<String>?

    /// Creates an empty text input at `location`.
    public init(location: SourceLocation) {
        self.location = location
    }
}

/// A category as written.
public struct CategoryDefinition: Hashable, Sendable {
    /// Where the category's mapping starts.
    public var location: SourceLocation
    /// `id`: the category identifier a push names in `aps.category`.
    public var id: Located<String>?
    /// `actions`, in display order, and where the list was written.
    public var actions: Located<[ActionItem]>?
    /// `options`, in the order written.
    public var options: [Located<CategoryOption>] = []
    /// `intentIdentifiers`, as written (a constant's name or its value).
    public var intentIdentifiers: [Located<String>] = []
    /// `hiddenPreviewsBodyPlaceholder`: shown instead of the body when previews are hidden.
    public var hiddenPreviewsBodyPlaceholder: Located<String>?
    /// `categorySummaryFormat`: the summary of a group of notifications.
    public var categorySummaryFormat: Located<String>?
    /// `swiftName`: overrides the derived Swift name.
    public var swiftName: Located<String>?
    /// `description`: what the category is for, for documentation.
    public var description: Located<String>?

    /// Creates an empty category at `location`.
    public init(location: SourceLocation) {
        self.location = location
    }
}

/// One entry of a category's `actions` list.
public enum ActionItem: Hashable, Sendable {
    /// An action defined right there.
    case inline(ActionDefinition)
    /// The id of an action defined elsewhere.
    case reference(Located<String>)
}
