/// Every category and action of an app, checked and resolved: the value the generators work from.
/// Only built when the definitions have no errors.
public struct Model: Hashable, Sendable {
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
    /// The kinds of push that name no category, in the order they are tried: as written, files in path order.
    public var pushes: [PushKind] = []
    /// `contentExtensions`: the app's notification content extensions, in the order written.
    public var contentExtensions: [ContentExtension] = []

    /// Whether any category or push kind is marked `mutableContent`: then the app has a notification service
    /// extension to see their pushes.
    public var marksMutableContent: Bool { categories.contains(where: \.mutableContent) || pushes.contains(where: \.mutableContent) }

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
        /// The platforms each action listed on some platforms only appears on in this category (what the
        /// action's own `platforms` and the category's reference to it both allow); an action not in it
        /// appears on every platform.
        public var actionPlatforms: [String: [Platform]] = [:]
        /// The earliest OS versions each action limited to some appears from in this category (what the action's
        /// own `available` and the category's reference to it both require); an action not in it appears on
        /// every version.
        public var actionAvailability: [String: Availability] = [:]
        /// Its options, once each, in Apple's bit order.
        public var options: [CategoryOption]
        /// Intent identifiers, normalised to the Intents constants' values.
        public var intentIdentifiers: [String]
        /// Shown instead of the body when previews are hidden.
        public var hiddenPreviewsBodyPlaceholder: Text?
        /// The summary of a group of notifications.
        public var categorySummaryFormat: Text?
        /// What the category is for.
        public var description: String?
        /// Where its `id` was written; `nil` when read from a manifest.
        public var location: SourceLocation?
        /// The custom keys its notifications carry beside `aps`, in the order declared; `nil` when the category
        /// declares none (`payload` absent), which leaves them unchecked.
        public var payload: [PayloadKey]? = nil
        /// The pushes written under `samples`, in order (``SamplePushes`` makes one from the keys' types when
        /// there are none).
        public var samples: [Sample] = []
        /// `mutableContent`: the app's notification service extension must see the category's pushes.
        public var mutableContent = false
    }

    /// A notification content extension: the categories it draws and how its view starts.
    public struct ContentExtension: Hashable, Sendable {
        /// Its name.
        public var identifier: String
        /// The identifiers of the categories it draws, in the order written.
        public var categories: [String]
        /// The height of its view over its width while it loads, as written (`0.5`).
        public var initialContentSizeRatio: String
        /// Only its view shows, not the notification's title and body.
        public var defaultContentHidden: Bool
        /// Its view controller's title is the notification's title.
        public var overridesDefaultTitle: Bool
        /// Its view's controls receive touches (iOS 12 and later).
        public var userInteractionEnabled: Bool
        /// What it shows, for documentation.
        public var description: String?
        /// Where its definition starts; `nil` when it was read from a manifest.
        public var location: SourceLocation?

        /// Creates a content extension.
        public init(
            identifier: String, categories: [String], initialContentSizeRatio: String, defaultContentHidden: Bool = false,
            overridesDefaultTitle: Bool = false, userInteractionEnabled: Bool = false, description: String? = nil,
            location: SourceLocation? = nil
        ) {
            self.identifier = identifier
            self.categories = categories
            self.initialContentSizeRatio = initialContentSizeRatio
            self.defaultContentHidden = defaultContentHidden
            self.overridesDefaultTitle = overridesDefaultTitle
            self.userInteractionEnabled = userInteractionEnabled
            self.description = description
            self.location = location
        }

        /// The name of its own type in the generated `ContentExtension` (see
        /// ``SwiftIdentifier/contentExtensionTypeName(for:)``); the validator accepts only ids that give one.
        public var typeName: String { SwiftIdentifier.contentExtensionTypeName(for: identifier) ?? "" }
    }

    /// A sample push of a category or push kind, written under its `samples`: what it shows and its keys.
    public struct Sample: Hashable, Sendable {
        /// Its name, unique in its category or kind.
        public var name: String
        /// The alert's title (`aps.alert`).
        public var title: SampleText?
        /// The alert's subtitle.
        public var subtitle: SampleText?
        /// The alert's body.
        public var body: SampleText?
        /// `aps.thread-id`.
        public var threadID: String?
        /// `aps.badge`.
        public var badge: Int?
        /// `aps.sound`.
        public var sound: String?
        /// `aps.interruption-level`.
        public var interruptionLevel: String?
        /// The custom keys, as JSON.
        public var userInfo: [String: JSONValue]
        /// Where it was written; `nil` for one made from the keys' types.
        public var location: SourceLocation?

        /// A sample with every field given.
        public init(
            name: String, title: SampleText? = nil, subtitle: SampleText? = nil, body: SampleText? = nil, threadID: String? = nil,
            badge: Int? = nil, sound: String? = nil, interruptionLevel: String? = nil, userInfo: [String: JSONValue] = [:],
            location: SourceLocation? = nil
        ) {
            self.name = name
            self.title = title
            self.subtitle = subtitle
            self.body = body
            self.threadID = threadID
            self.badge = badge
            self.sound = sound
            self.interruptionLevel = interruptionLevel
            self.userInfo = userInfo
            self.location = location
        }

        /// The sample `definition` writes for `owner` (`category MEETING_INVITATION`, `push kind sync`); `nil`
        /// without a name (reported when read).
        init?(_ definition: SampleDefinition, owner: String) {
            guard let name = definition.name?.value else { return nil }
            func text(_ text: SampleTextDefinition?, _ field: SampleText.Field) -> SampleText? {
                text.map { SampleText($0, field: field, sample: name, owner: owner) }
            }
            self.init(
                name: name, title: text(definition.title, .title), subtitle: text(definition.subtitle, .subtitle),
                body: text(definition.body, .body), threadID: definition.threadID?.value, badge: definition.badge?.value,
                sound: definition.sound?.value, interruptionLevel: definition.interruptionLevel?.value,
                userInfo: definition.userInfo, location: definition.location)
        }

        /// The sample without its source location, as a manifest records it.
        public var withoutLocation: Sample {
            var copy = self
            copy.location = nil
            return copy
        }

        /// The title, subtitle or body, as `field` says; `nil` when the sample has none.
        public func text(_ field: SampleText.Field) -> SampleText? {
            switch field {
            case .title: title
            case .subtitle: subtitle
            case .body: body
            }
        }

        /// The title, subtitle and body the sample has, with the alert keys each is written under.
        public var texts: [(field: SampleText.Field, text: SampleText)] {
            SampleText.Field.allCases.compactMap { field in text(field).map { (field, $0) } }
        }
    }

    /// A custom key a category's notifications carry beside `aps`.
    public struct PayloadKey: Hashable, Sendable {
        /// The key in the push payload's JSON and the notification's `userInfo`.
        public var key: String
        /// The Swift property name.
        public var swiftName: String
        /// What the key holds.
        public var type: PayloadType
        /// Whether notifications may leave the key out (or send `null`).
        public var isOptional: Bool
        /// What the key holds, for documentation.
        public var description: String?
        /// The other keys of the same object that must be present whenever this one is (`together`), in
        /// the order written; empty when the key stands alone.
        public var together: [String] = []
        /// Where the key was written; `nil` when read from a manifest.
        public var location: SourceLocation?

        /// Creates a key.
        public init(
            key: String, swiftName: String, type: PayloadType, isOptional: Bool = false, description: String? = nil,
            together: [String] = [], location: SourceLocation? = nil
        ) {
            self.key = key
            self.swiftName = swiftName
            self.type = type
            self.isOptional = isOptional
            self.description = description
            self.together = together
            self.location = location
        }

        /// The name of the Swift type the key's value gets when its type needs one of its own (an enumeration,
        /// an object, a union): ``SwiftIdentifier/valueTypeName(for:)`` of its Swift name.
        public var enumTypeName: String { SwiftIdentifier.valueTypeName(for: swiftName) }
    }

    /// An action: a button, or a button with a text field.
    public struct Action: Hashable, Sendable {
        /// The identifier the app receives as `actionIdentifier`.
        public var identifier: String
        /// The Swift case name.
        public var swiftName: String
        /// The button's title.
        public var title: Text
        /// Its options, once each, in Apple's bit order.
        public var options: [ActionOption]
        /// The image shown with the title.
        public var icon: ActionIcon?
        /// The text field, for a text-input action.
        public var textInput: TextInput?
        /// The only platforms the action exists on, in ``Platform`` order; `nil` for every platform.
        public var platforms: [Platform]? = nil
        /// The earliest OS versions the action is registered on; `nil` for every version.
        public var availability: Availability? = nil
        /// What the action does.
        public var description: String?
        /// Where its `id` was written; `nil` when read from a manifest.
        public var location: SourceLocation?
    }

    /// The text field of a text-input action.
    public struct TextInput: Hashable, Sendable {
        /// The send button's title; `nil` for `textInput: {}`, registered with the initializer inherited from
        /// `UNNotificationAction`, which shows the system's own send button and no placeholder.
        public var buttonTitle: Text?
        /// The field's placeholder; empty when none was given (always, without a button title).
        public var placeholder: Text
    }

    /// A user-visible string: literal, or looked up by key at run time.
    public struct Text: Hashable, Sendable {
        /// The text; for a localized string, its development-language value.
        public var value: String
        /// The key and translator comment, or `nil` for literal text.
        public var localization: Localization?

        /// Creates a text; literal unless `localization` is given.
        public init(_ value: String, localization: Localization? = nil) {
            self.value = value
            self.localization = localization
        }
    }

    /// How a string is looked up: its key, and what translators are told about it.
    public struct Localization: Hashable, Sendable {
        /// The key in the strings table.
        public var key: String
        /// The translator comment.
        public var comment: String

        /// Creates a localization.
        public init(key: String, comment: String) {
            self.key = key
            self.comment = comment
        }
    }

    /// Every localized string, once per key (the first definition's: categories, then actions, then samples'
    /// texts, which a push names by key for the device to look up), sorted by key in UTF-8 byte order.
    public var localizedStrings: [LocalizedString] {
        var strings: [LocalizedString] = []
        var keys: Set<String> = []
        func add(_ text: Text?, at location: SourceLocation?) {
            guard let text, let localization = text.localization, keys.insert(localization.key).inserted else { return }
            strings.append(LocalizedString(key: localization.key, value: text.value, comment: localization.comment, location: location))
        }
        func add<Owner: UserTextOwner>(_ owner: Owner) {
            for field in UserTextField.allCases { add(owner.text(field), at: owner.location) }
        }
        func add(_ samples: [Sample]) {
            for sample in samples {
                for (_, text) in sample.texts { add(text.text, at: sample.location) }
            }
        }
        categories.forEach(add)
        actions.forEach(add)
        for category in categories { add(category.samples) }
        for kind in pushes { add(kind.samples) }
        return strings.sorted { $0.key.precedesInUTF8($1.key) }
    }

    /// Whether any action or category text is localized.
    var hasLocalizedText: Bool {
        categories.contains { !$0.localizedTexts.isEmpty } || actions.contains { !$0.localizedTexts.isEmpty }
    }
}

extension String {
    /// Orders strings by their UTF-8 bytes, which is the same in every language and on every machine.
    func precedesInUTF8(_ other: String) -> Bool {
        // Native strings (all that the compiler makes) are compared on their contiguous bytes, eight at a
        // time: identifiers often share long prefixes, and sorting tens of thousands of them compares a lot.
        let contiguous = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in Self.bytes(mine, precede: theirs) }
        }
        return (contiguous ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
    }

    /// Whether `first` orders before `second`, byte by byte, a shorter prefix first.
    private static func bytes(_ first: UnsafeBufferPointer<UInt8>, precede second: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = Swift.min(first.count, second.count)
        var offset = 0
        let firstRaw = UnsafeRawBufferPointer(first)
        let secondRaw = UnsafeRawBufferPointer(second)
        while offset + 8 <= common {
            // Big-endian words compare as their bytes do.
            let word = firstRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).bigEndian
            let otherWord = secondRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).bigEndian
            if word != otherWord { return word < otherWord }
            offset += 8
        }
        while offset < common {
            if first[offset] != second[offset] { return first[offset] < second[offset] }
            offset += 1
        }
        return first.count < second.count
    }
}

extension Model {
    /// Whether two categories, or two actions, have ids that differ only in Unicode normalization (`é` and
    /// `e` followed by U+0301): the system keeps them apart, `String`'s `==` does not, so the generated code
    /// then compares identifiers scalar by scalar.
    public var hasLookalikeIdentifiers: Bool {
        func lookalikes(_ ids: [String]) -> Bool { Set(ids).count != Set(ids.map(ExactText.init)).count }
        return lookalikes(categories.map(\.identifier)) || lookalikes(actions.map(\.identifier))
    }
}
