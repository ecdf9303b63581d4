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
    /// `localization`: how the file's user-visible strings are localized by default.
    public var localization: FileLocalization
    /// `payloads`: key sets shared by several categories' payloads, in file order.
    public var payloadSets: [PayloadSetDefinition]
    /// `pushes`: the kinds of push that name no category, in file order.
    public var pushes: [PushDefinition]
    /// `contentExtensions`: the app's notification content extensions, in file order.
    public var contentExtensions: [ContentExtensionDefinition] = []

    /// Creates a file's definitions.
    public init(
        path: String, actions: [ActionDefinition] = [], categories: [CategoryDefinition] = [],
        reserved: ReservedIdentifiers = ReservedIdentifiers(), localization: FileLocalization = FileLocalization(),
        payloadSets: [PayloadSetDefinition] = [], pushes: [PushDefinition] = []
    ) {
        self.path = path
        self.actions = actions
        self.categories = categories
        self.reserved = reserved
        self.localization = localization
        self.payloadSets = payloadSets
        self.pushes = pushes
    }
}

/// The top-level `localization` mapping: whether plain user-visible strings are localized, and how keys
/// are derived for strings that do not name one.
public struct FileLocalization: Hashable, Sendable {
    /// `keys: derived`: every plain string is localized with a key derived from its id; `explicit` (the
    /// default): only strings written as a `{key, value, comment}` mapping are.
    public var derivesKeys: Bool
    /// `prefix`: the start of every derived key, joined to the rest with a dot.
    public var prefix: Located<String>?

    /// Creates a file's localization defaults.
    public init(derivesKeys: Bool = false, prefix: Located<String>? = nil) {
        self.derivesKeys = derivesKeys
        self.prefix = prefix
    }
}

/// A user-visible string as written: literal text, or text the app localizes.
public struct TextDefinition: Hashable, Sendable {
    /// The text; for localized text, its value in the development language (`value`).
    public var value: Located<String>
    /// How it is localized, or `nil` for literal text.
    public var localization: TextLocalization?

    /// Creates a text.
    public init(value: Located<String>, localization: TextLocalization? = nil) {
        self.value = value
        self.localization = localization
    }
}

/// The localization of one string: its key and translator comment, when written.
public struct TextLocalization: Hashable, Sendable {
    /// `key`, or `nil` to derive one from the id of the action or category.
    public var key: Located<String>?
    /// `comment`, or `nil` to derive one from where the text appears.
    public var comment: Located<String>?
    /// The file's `localization.prefix`, which starts a derived key.
    public var keyPrefix: String?

    /// Creates a localization.
    public init(key: Located<String>? = nil, comment: Located<String>? = nil, keyPrefix: String? = nil) {
        self.key = key
        self.comment = comment
        self.keyPrefix = keyPrefix
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
    public var title: TextDefinition?
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
    /// `platforms`: the only platforms the action exists on; `nil` (absent) for every platform.
    public var platforms: Located<[Located<Platform>]>?
    /// `available`: the earliest OS versions the action is registered on; `nil` (absent) for every version.
    public var available: Located<Availability>?

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
    /// `buttonTitle`: the send button's title; absent (`textInput: {}`), the system shows its own send button.
    public var buttonTitle: TextDefinition?
    /// `placeholder`: the text field's placeholder (optional, empty when absent; needs `buttonTitle`).
    public var placeholder: TextDefinition?

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
    public var hiddenPreviewsBodyPlaceholder: TextDefinition?
    /// `categorySummaryFormat`: the summary of a group of notifications.
    public var categorySummaryFormat: TextDefinition?
    /// `swiftName`: overrides the derived Swift name.
    public var swiftName: Located<String>?
    /// `description`: what the category is for, for documentation.
    public var description: Located<String>?
    /// `payload`: the custom keys its notifications carry beside `aps`.
    public var payload: PayloadDefinition?
    /// `mutableContent: true`: the app's notification service extension must see its pushes (`mutable-content: 1`).
    public var mutableContent: Located<Bool>?
    /// `samples`: pushes of the category to try it with.
    public var samples: [SampleDefinition] = []

    /// Creates an empty category at `location`.
    public init(location: SourceLocation) {
        self.location = location
    }
}

/// A sample's title, subtitle or body as written: literal text, or a `{key, value, comment, arguments}` mapping
/// that localizes it (the push carries the key, as `title-loc-key`, `subtitle-loc-key` or `loc-key`).
public struct SampleTextDefinition: Hashable, Sendable {
    /// The text, literal or localized.
    public var text: TextDefinition
    /// `arguments`: what the localized text's `%@` specifiers show (`title-loc-args`, `subtitle-loc-args`,
    /// `loc-args`); `nil` when not written.
    public var arguments: Located<[String]>?

    /// Creates a sample text.
    public init(text: TextDefinition, arguments: Located<[String]>? = nil) {
        self.text = text
        self.arguments = arguments
    }
}

/// A sample push of a category or push kind, as written (an entry of `samples`): what it shows and the values
/// of its declared keys.
public struct SampleDefinition: Hashable, Sendable {
    /// Where the sample's mapping starts: where its problems are reported.
    public var location: SourceLocation
    /// `name`: what the sample shows, unique in its category or kind.
    public var name: Located<String>?
    /// `title`: the alert's title.
    public var title: SampleTextDefinition?
    /// `subtitle`: the alert's subtitle.
    public var subtitle: SampleTextDefinition?
    /// `body`: the alert's body.
    public var body: SampleTextDefinition?
    /// `threadID`: `aps.thread-id`.
    public var threadID: Located<String>?
    /// `badge`: `aps.badge`.
    public var badge: Located<Int>?
    /// `sound`: `aps.sound`, a file name or `default`.
    public var sound: Located<String>?
    /// `interruptionLevel`: `aps.interruption-level`.
    public var interruptionLevel: Located<String>?
    /// `userInfo`: the values of the declared keys, as JSON.
    public var userInfo: [String: JSONValue] = [:]

    /// Creates an empty sample at `location`.
    public init(location: SourceLocation) {
        self.location = location
    }

    /// The title, subtitle and body the sample has, each with its key's name.
    public var texts: [(field: String, text: SampleTextDefinition)] {
        [("title", title), ("subtitle", subtitle), ("body", body)].compactMap { field, text in text.map { (field, $0) } }
    }
}

/// A kind of push that names no category, as written (an entry of the top-level `pushes`): a background or
/// silent push, a badge or "clear" push, a data message, or one whose category the notification service
/// extension sets on the device.
public struct PushDefinition: Hashable, Sendable {
    /// Where the kind's mapping starts.
    public var location: SourceLocation
    /// `id`: the kind's name (`validate-payload --push ID`, the manifest, the generated `PushKind`).
    public var id: Located<String>?
    /// `match`: how a push of the kind is recognised; `nil` when it is recognised only by name (or by `silent`).
    public var match: PushMatchDefinition?
    /// `silent: true`: the push wakes the app without an alert, badge or sound (`content-available: 1`).
    public var isSilent: Located<Bool>?
    /// `payload`: the custom keys the push carries beside `aps`.
    public var payload: PayloadDefinition?
    /// `mutableContent: true`: the app's notification service extension must see the push (`mutable-content: 1`).
    public var mutableContent: Located<Bool>?
    /// `swiftName`: overrides the derived Swift name.
    public var swiftName: Located<String>?
    /// `description`: what the push is for, for documentation.
    public var description: Located<String>?
    /// `samples`: pushes of the kind to try it with.
    public var samples: [SampleDefinition] = []

    /// Creates an empty push kind at `location`.
    public init(location: SourceLocation) {
        self.location = location
    }
}

/// A push kind's `match` as written: a key beside `aps`, and the value it must hold (`nil`: only its presence).
public struct PushMatchDefinition: Hashable, Sendable {
    /// Where the mapping starts.
    public var location: SourceLocation
    /// `key`: the custom key that tells the kind.
    public var key: Located<String>
    /// `value`: the value the key holds in every push of the kind; `nil` when the key's presence is enough.
    public var value: Located<Model.PushMatch.Value>?

    /// Creates a match on `key`.
    public init(location: SourceLocation, key: Located<String>, value: Located<Model.PushMatch.Value>? = nil) {
        self.location = location
        self.key = key
        self.value = value
    }
}

/// One entry of a category's `actions` list.
public enum ActionItem: Hashable, Sendable {
    /// An action defined right there.
    case inline(ActionDefinition)
    /// An action defined elsewhere: its id, and where and from which OS versions the category lists it, when it
    /// says (`{ action: ID, platforms: [...], available: {...} }`); `nil` for every platform and version the
    /// action exists on.
    case reference(Located<String>, platforms: Located<[Located<Platform>]>? = nil, available: Located<Availability>? = nil)
}

/// A category's or push kind's `payload` as written: the custom keys written in it and the shared key sets it names, each
/// in the order written.
public struct PayloadDefinition: Hashable, Sendable {
    /// Where the `payload` value starts.
    public var location: SourceLocation
    /// One entry per key set or group of keys, in the order written.
    public var parts: [Part]

    /// One entry of a payload: keys written right there, or the name of a shared key set.
    public enum Part: Hashable, Sendable {
        /// Keys written in the category.
        case keys([PayloadKeyDefinition])
        /// A shared key set (`payloads:`), by name.
        case sharedSet(Located<String>)
    }

    /// Creates a payload at `location`.
    public init(location: SourceLocation, parts: [Part] = []) {
        self.location = location
        self.parts = parts
    }
}

/// A key set under the top-level `payloads` mapping, shared by the categories that name it.
public struct PayloadSetDefinition: Hashable, Sendable {
    /// The set's name, the key it is written under.
    public var name: Located<String>
    /// Its keys, in the order written.
    public var keys: [PayloadKeyDefinition]

    /// Creates a key set.
    public init(name: Located<String>, keys: [PayloadKeyDefinition]) {
        self.name = name
        self.keys = keys
    }
}

/// One custom payload key as written: `KEY: type`, or `KEY: { type, values, optional, description, swiftName, ... }`.
/// The same structure describes a type without a key of its own: a list's items or a map's values (`of`) and a
/// union's alternatives (`anyOf`), whose `key` then names what they are (`items`, `alternative 1`).
public struct PayloadKeyDefinition: Hashable, Sendable {
    /// The key as it appears in the push payload's JSON.
    public var key: Located<String>
    /// `type` (or the shorthand's value), as written: `string`, `[int]`, `object`, `map`, ...; `nil` when only
    /// `values`, `properties` or `anyOf` is given.
    public var type: Located<String>?
    /// `values`: the only strings the key may hold, each with an optional Swift case name.
    public var values: Located<[PayloadValueDefinition]>?
    /// `properties`: an object's keys, in the order written.
    public var properties: Located<[PayloadKeyDefinition]>?
    /// `of`: the type of a list's items or of a map's values.
    public var of: Indirect<PayloadKeyDefinition>?
    /// `anyOf`: the alternatives of a union, in the order written.
    public var anyOf: Located<[PayloadKeyDefinition]>?
    /// `encoding`: `plain`, `text`, `json` or `base64json`.
    public var encoding: Located<String>?
    /// `separator`: what joins the integers of a list written as text.
    public var separator: Located<String>?
    /// `textValues`: how a Boolean written as text spells true and false (`["1", "0"]`).
    public var textValues: Located<[Located<String>]>?
    /// `minimum`, as written.
    public var minimum: Located<String>?
    /// `maximum`, as written.
    public var maximum: Located<String>?
    /// `pattern`: a regular expression a string must contain a match of.
    public var pattern: Located<String>?
    /// `relative: true`: a URL may be a relative reference.
    public var allowsRelative: Located<Bool>?
    /// `together`: the other keys of the same object that must be present whenever this one is.
    public var together: Located<[Located<String>]>?
    /// `optional: true`: notifications may leave the key out.
    public var isOptional: Bool = false
    /// `description`: what the key holds, for documentation.
    public var description: Located<String>?
    /// `swiftName`: overrides the Swift property name derived from the key (for an alternative, its case name).
    public var swiftName: Located<String>?

    /// Creates a key written at `key`'s location.
    public init(key: Located<String>) {
        self.key = key
    }
}

/// One value of an enumeration as written: `dm`, or `{ value: "", swiftName: none }`.
public struct PayloadValueDefinition: Hashable, Sendable {
    /// The string in the JSON.
    public var value: Located<String>
    /// `swiftName`: the Swift case name, when the value's own would not do.
    public var swiftName: Located<String>?

    /// Creates a value.
    public init(value: Located<String>, swiftName: Located<String>? = nil) {
        self.value = value
        self.swiftName = swiftName
    }
}

/// A value kept behind a reference, so that a definition can hold another of its own type.
public final class Indirect<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    public let value: Value

    /// Wraps `value`.
    public init(_ value: Value) {
        self.value = value
    }

    public static func == (lhs: Indirect, rhs: Indirect) -> Bool { lhs.value == rhs.value }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

/// A notification content extension, as written (an entry of the top-level `contentExtensions`): the categories it
/// draws and the attributes its `Info.plist` gives them under `NSExtensionAttributes`.
public struct ContentExtensionDefinition: Hashable, Sendable {
    /// Where the extension's mapping starts.
    public var location: SourceLocation
    /// `id`: the extension's name (the configuration's `extensionPlists`, the manifest, the generated type).
    public var id: Located<String>?
    /// `categories`: the identifiers of the categories it draws (`UNNotificationExtensionCategory`).
    public var categories: Located<[Located<String>]>?
    /// `initialContentSizeRatio`: the height of its view over its width while it loads, as written
    /// (`UNNotificationExtensionInitialContentSizeRatio`).
    public var initialContentSizeRatio: Located<String>?
    /// `defaultContentHidden`: only its view shows, not the notification's title and body.
    public var defaultContentHidden: Located<Bool>?
    /// `overridesDefaultTitle`: its view controller's title is the notification's title.
    public var overridesDefaultTitle: Located<Bool>?
    /// `userInteractionEnabled`: its view's controls receive touches (iOS 12 and later).
    public var userInteractionEnabled: Located<Bool>?
    /// `description`: what the extension shows, for documentation.
    public var description: Located<String>?

    /// Creates an empty content extension at `location`.
    public init(location: SourceLocation) {
        self.location = location
    }
}
