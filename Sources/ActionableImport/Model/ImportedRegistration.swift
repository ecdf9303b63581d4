import ActionableCore

/// A place in an imported source file: where a category, an action or an unresolved expression is.
public struct SourcePlace: Hashable, Sendable, Comparable {
    /// The file's path as the user gave it.
    public var path: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a place.
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line`, as a definition's comment names where it came from.
    public var fileAndLine: String { "\(path):\(line)" }

    /// Places in reading order: by file, then line, then column.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

/// What an expression of the app's registration stands for, when it cannot be known without running the app: the
/// expression's text, where it is and why. Written into the definitions as a marker `compile` refuses.
public struct Unresolved: Hashable, Sendable {
    /// The expression as written (quoted through the audited function wherever it is shown).
    public var expression: String
    /// Where it is.
    public var place: SourcePlace
    /// Why it cannot be resolved statically, in words.
    public var reason: String
    /// Where the part it depends on is, when it is read through one (`ids.map { ... }` of a parameter `ids`): the
    /// import follows a registering function's callers when a value depends on its parameters.
    public var origin: SourcePlace?

    /// `source` on one line, as a warning quotes it: runs of whitespace (line breaks and indentation included)
    /// become one space, and more than 200 characters end in `…`.
    static func oneLine(_ source: String) -> String {
        var text = ""
        var count = 0
        var pendingSpace = false
        for character in source {
            if character.isWhitespace { pendingSpace = true; continue }
            if pendingSpace, count > 0 {
                text.append(" ")
                count += 1
            }
            pendingSpace = false
            text.append(character)
            count += 1
            if count >= 200 { text += "…"; break }
        }
        return text
    }
}

/// A user-visible string of the registration: plain text, or localized text with its key.
public enum ImportedText: Hashable, Sendable {
    /// Text as written.
    case plain(String)
    /// `NSLocalizedString`, `String(localized:)` or a wrapper resolved to a key: the key, the development-language
    /// value when the source or a strings file gives one, the translators' comment and the table.
    case localized(key: String, value: String?, comment: String?, table: String?)
    /// Computed when the app runs.
    case unresolved(Unresolved)
}

/// Where an action or a category exists: the OS versions (`#available`) and platforms (`#if os(...)`) it is
/// registered under, relative to the registration as a whole.
public struct ImportedGate: Hashable, Sendable {
    /// The earliest version per platform (`available:`); empty: every version.
    public var available: [Platform: String] = [:]
    /// The only platforms (`platforms:`); `nil`: every platform.
    public var platforms: Set<Platform>?

    /// No gate: every platform and version.
    public static let none = ImportedGate()

    /// Both gates at once: the later version of each platform, the platforms both allow.
    public func combined(with other: ImportedGate) -> ImportedGate {
        var result = self
        for (platform, version) in other.available {
            if let mine = result.available[platform], Self.compare(mine, version) >= 0 { continue }
            result.available[platform] = version
        }
        switch (platforms, other.platforms) {
        case (nil, let theirs): result.platforms = theirs
        case (let mine?, let theirs?): result.platforms = mine.intersection(theirs)
        case (let mine?, nil): result.platforms = mine
        }
        return result
    }

    /// Compares two dotted versions numerically ("15.0" and "15" are equal).
    static func compare(_ lhs: String, _ rhs: String) -> Int {
        let left = lhs.split(separator: ".").map { Int($0) ?? 0 }
        let right = rhs.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(left.count, right.count) {
            let (a, b) = (index < left.count ? left[index] : 0, index < right.count ? right[index] : 0)
            if a != b { return a < b ? -1 : 1 }
        }
        return 0
    }
}

/// One `UNNotificationAction` or `UNTextInputNotificationAction` the app registers.
public struct ImportedAction: Hashable, Sendable {
    /// The identifier, or why it is not known.
    public var id: ImportedText
    /// The button's title.
    public var title: ImportedText
    /// The option names of the definition language (`foreground`, `destructive`, `authenticationRequired`).
    public var options: [String]
    /// For a text-input action: the button title and placeholder, `nil` each for the initializer without them.
    public var textInput: TextInput?
    /// The icon: `system` or `template`, and its name.
    public var icon: Icon?
    /// Where the action is made.
    public var place: SourcePlace
    /// Options the import could not read.
    public var unresolvedOptions: Unresolved?

    /// Whether `other` defines the same action wherever it is made, an icon aside (the generated code adds an
    /// icon where the OS has one).
    func isSameDefinition(as other: ImportedAction) -> Bool {
        id == other.id && title == other.title && options == other.options && textInput == other.textInput
            && unresolvedOptions == other.unresolvedOptions
    }

    /// A text-input action's fields.
    public struct TextInput: Hashable, Sendable {
        /// The send button's title; `nil` for `UNTextInputNotificationAction(identifier:title:options:)`.
        public var buttonTitle: ImportedText?
        /// The placeholder.
        public var placeholder: ImportedText?
    }

    /// An action's icon.
    public struct Icon: Hashable, Sendable {
        /// `system` (an SF Symbol) or `template` (an asset).
        public var kind: String
        /// The symbol's or image's name.
        public var name: ImportedText
    }
}

/// One `UNNotificationCategory` the app registers, with its actions in order, each under its gate.
public struct ImportedCategory: Hashable, Sendable {
    /// The identifier.
    public var id: ImportedText
    /// The actions in display order, each with the gate it is listed under.
    public var actions: [(action: ImportedAction, gate: ImportedGate)]
    /// Actions the import could not list (a computed array).
    public var unresolvedActions: Unresolved?
    /// The intent identifiers, as written (constants by name or values).
    public var intentIdentifiers: [ImportedText]
    /// The hidden-previews body placeholder.
    public var hiddenPreviewsBodyPlaceholder: ImportedText?
    /// The summary format.
    public var categorySummaryFormat: ImportedText?
    /// The option names of the definition language.
    public var options: [String]
    /// Options the import could not read.
    public var unresolvedOptions: Unresolved?
    /// The gate the category itself is registered under (the definition language has none for categories: a
    /// warning says so).
    public var gate: ImportedGate
    /// Where the category is made.
    public var place: SourcePlace

    /// Whether `other` registers what this does: the id, each action defined alike (wherever it is made), the
    /// intent identifiers, text, options and gate.
    func registersTheSame(as other: ImportedCategory) -> Bool {
        id == other.id && actions.count == other.actions.count
            && zip(actions, other.actions).allSatisfy { $0.action.isSameDefinition(as: $1.action) && $0.gate == $1.gate }
            && unresolvedActions == nil && other.unresolvedActions == nil && intentIdentifiers == other.intentIdentifiers
            && hiddenPreviewsBodyPlaceholder == other.hiddenPreviewsBodyPlaceholder
            && categorySummaryFormat == other.categorySummaryFormat && options == other.options && gate == other.gate
    }

    /// Whether `other` defines the same category wherever it is made.
    func isSameDefinition(as other: ImportedCategory) -> Bool {
        var moved = self
        moved.place = other.place
        return moved == other
    }

    /// Categories compare by what they register.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.place == rhs.place
            && lhs.actions.map(\.action) == rhs.actions.map(\.action) && lhs.actions.map(\.gate) == rhs.actions.map(\.gate)
            && lhs.unresolvedActions == rhs.unresolvedActions && lhs.intentIdentifiers == rhs.intentIdentifiers
            && lhs.hiddenPreviewsBodyPlaceholder == rhs.hiddenPreviewsBodyPlaceholder
            && lhs.categorySummaryFormat == rhs.categorySummaryFormat && lhs.options == rhs.options
            && lhs.unresolvedOptions == rhs.unresolvedOptions && lhs.gate == rhs.gate
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(place)
    }
}
