/// Every category and action of an app, checked and resolved: the value the generators work from.
/// Only built when the definitions have no errors.
public struct Catalog: Hashable, Sendable {
    /// The categories, sorted by identifier (UTF-8 byte order).
    public var categories: [Category]
    /// The actions, sorted by identifier (UTF-8 byte order).
    public var actions: [Action]
    /// The input files' reproducible paths, in reading order.
    public var inputs: [String]
    /// Retired category identifiers (`reserved.categories`), sorted by identifier, once each.
    public var reservedCategories: [Reservation] = []
    /// Retired action identifiers (`reserved.actions`), sorted by identifier, once each.
    public var reservedActions: [Reservation] = []

    /// A retired identifier.
    public struct Reservation: Hashable, Sendable {
        /// The identifier.
        public var identifier: String
        /// Where it was first reserved; `nil` when read from a manifest.
        public var location: SourceLocation?
    }

    /// A notification category.
    public struct Category: Hashable, Sendable {
        /// The identifier a push names in `aps.category`.
        public var identifier: String
        /// The Swift case name.
        public var swiftName: String
        /// The name of the category's own type in the namespace (see ``SwiftIdentifier/typeName(for:)``).
        public var typeName: String
        /// The identifiers of its actions, in display order.
        public var actions: [String]
        /// Its options, once each, in Apple's bit order.
        public var options: [CategoryOption]
        /// Intent identifiers, normalised to the Intents constants' values.
        public var intentIdentifiers: [String]
        /// Shown instead of the body when previews are hidden.
        public var hiddenPreviewsBodyPlaceholder: String?
        /// The summary of a group of notifications.
        public var categorySummaryFormat: String?
        /// What the category is for.
        public var description: String?
        /// Where its `id` was written; `nil` when read from a manifest.
        public var location: SourceLocation?
    }

    /// An action: a button, or a button with a text field.
    public struct Action: Hashable, Sendable {
        /// The identifier the app receives as `actionIdentifier`.
        public var identifier: String
        /// The Swift case name.
        public var swiftName: String
        /// The button's title.
        public var title: String
        /// Its options, once each, in Apple's bit order.
        public var options: [ActionOption]
        /// The image shown with the title.
        public var icon: ActionIcon?
        /// The text field, for a text-input action.
        public var textInput: TextInput?
        /// What the action does.
        public var description: String?
        /// Where its `id` was written; `nil` when read from a manifest.
        public var location: SourceLocation?
    }

    /// The text field of a text-input action.
    public struct TextInput: Hashable, Sendable {
        /// The send button's title.
        public var buttonTitle: String
        /// The field's placeholder; empty when none was given.
        public var placeholder: String
    }
}

extension String {
    /// Orders strings by their UTF-8 bytes, which is the same in every language and on every machine.
    func precedesInUTF8(_ other: String) -> Bool {
        // Native strings (all that the compiler makes) are compared on their contiguous bytes, which is
        // several times faster than the generic sequence comparison used for any other string.
        let contiguous = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in mine.lexicographicallyPrecedes(theirs) }
        }
        return (contiguous ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
    }
}
