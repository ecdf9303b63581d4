/// Checks the meaning of all files' definitions together (identifiers, references, text, formats, Swift
/// names) and resolves them into a ``Catalog``. Every rule reports every occurrence; the catalog is
/// returned only when no rule found an error.
public struct Validator: Sendable {
    /// The most actions the system ever displays for one category.
    public static let maximumDisplayedActions = 10
    /// Apple's own action identifiers, which the system sends for opening and dismissing a notification.
    public static let appleActionIdentifiers = [
        "com.apple.UNNotificationDefaultActionIdentifier", "com.apple.UNNotificationDismissActionIdentifier",
    ]
    /// The identifier prefix reserved for Apple (compared without regard to case).
    public static let reservedPrefix = "com.apple."

    /// Prefixes left out of the Swift names derived from ids (`swiftNameStripPrefix`): the longest that
    /// matches an id is stripped, unless that would give two things one name.
    public var swiftNameStripPrefixes: [String]

    /// Creates a validator that strips `swiftNameStripPrefixes` from ids before deriving Swift names.
    public init(swiftNameStripPrefixes: [String] = []) {
        self.swiftNameStripPrefixes = swiftNameStripPrefixes
    }

    /// Validates `files` (in reading order) and returns the catalog, or `nil` if any error was found.
    /// `inputs` are the files' reproducible paths, recorded in the catalog; `ruleSeverities` decide which
    /// problems are errors. With `parallelism`
    /// ``Parallelism/allCores`` actions and categories are checked at the same time; the diagnostics are the
    /// same, in the same order, either way.
    public func validate(
        _ files: [DefinitionFile], inputs: [String], diagnostics: inout [Diagnostic], parallelism: Parallelism = .allCores,
        ruleSeverities: RuleSeverities = RuleSeverities()
    ) -> Catalog? {
        var session = ValidationSession(stripPrefixes: swiftNameStripPrefixes)
        let catalog = session.run(files, inputs: inputs, parallelism: parallelism)
        diagnostics += session.diagnostics
        return ruleSeverities.apply(to: session.diagnostics).containsErrors ? nil : catalog
    }
}

/// One validation run; holds the diagnostics reported so far.
private struct ValidationSession {
    var diagnostics: [Diagnostic] = []
    /// `swiftNameStripPrefix`, longest first.
    var stripPrefixes: [String] = []

    init(stripPrefixes: [String] = []) {
        self.stripPrefixes = stripPrefixes.sorted { $0.utf8.count > $1.utf8.count }
    }

    /// Every defined action id, built once per run: a set to resolve references and, the first time a
    /// reference is undefined, a sorted list for suggestions.
    private struct DefinedActions {
        let identifiers: Set<ExactText>
        /// The platforms of each action that names some (its first definition's).
        let platforms: [ExactText: [Platform]]
        private(set) lazy var sortedIdentifiers = identifiers.map(\.text).sorted { $0.precedesInUTF8($1) }
        /// How many more undefined references get a did-you-mean: each compares the reference with every
        /// action, so thousands of them among thousands of actions would take minutes.
        var suggestionsLeft = 100

        /// "; did you mean ...?" for the undefined reference `id`, while the budget lasts.
        mutating func hint(for id: String) -> String {
            guard suggestionsLeft > 0 else { return "" }
            suggestionsLeft -= 1
            return Suggestion.hint(for: id, among: sortedIdentifiers)
        }

        init(_ actions: [ActionEntry]) {
            identifiers = Set(actions.compactMap { $0.definition.id.map { ExactText($0.value) } })
            var platforms: [ExactText: [Platform]] = [:]
            for index in actions.indices {
                guard let id = actions[index].definition.id?.value, let listed = actions[index].definition.platforms else { continue }
                if platforms[ExactText(id)] == nil { platforms[ExactText(id)] = Platform.normalized(listed.value.map(\.value)) }
            }
            self.platforms = platforms
        }
    }

    private struct ActionEntry {
        var definition: ActionDefinition
        var isShared: Bool
    }

    /// What checking, naming and resolving the actions, or the categories, produced: the ids of the first
    /// definitions, the resolved entries sorted by identifier, and the diagnostics of each step apart, so
    /// that ``run(_:inputs:parallelism:)`` can put them in the order of a one-thread run.
    private struct Part<Resolved: Sendable>: Sendable {
        /// The checks of each definition on its own.
        var checks: [Diagnostic]
        /// Ids defined twice.
        var duplicates: [Diagnostic]
        /// Swift names (and for categories, type names).
        var naming: [Diagnostic]
        /// The id of each first definition, in reading order.
        var firstIDs: [Located<String>]
        /// The resolved definitions, sorted by identifier.
        var resolved: [Resolved]
    }

    mutating func run(_ files: [DefinitionFile], inputs: [String], parallelism: Parallelism) -> Catalog {
        // Arrays are built once and sorted in place, and actions stay in their entries: copying a definition
        // retains every string it holds, which for tens of thousands of them is most of the work.
        var actions: [ActionEntry] = []
        for file in files {
            for action in file.actions { actions.append(ActionEntry(definition: action, isShared: true)) }
            for category in file.categories {
                for case .inline(let action) in category.actions?.value ?? [] {
                    actions.append(ActionEntry(definition: action, isShared: false))
                }
            }
        }
        actions.sort { $0.definition.location < $1.definition.location }
        var categories = files.flatMap(\.categories)
        categories.sort { $0.location < $1.location }

        let (actionPart, categoryPart) = parallelism.both(
            { [actions, stripPrefixes] in Self.actionPart(actions, stripPrefixes: stripPrefixes) },
            { [actions, categories, stripPrefixes] in Self.categoryPart(categories, actions: actions, stripPrefixes: stripPrefixes) })
        diagnostics += actionPart.checks + actionPart.duplicates + categoryPart.checks + categoryPart.duplicates
        reportUnused(actions, in: categories)
        reportConflictingKeys(actions, categories)
        diagnostics += actionPart.naming + categoryPart.naming
        let reservedCategories = reservations(files.flatMap(\.reserved.categories), kind: "category",
                                              defined: categoryPart.firstIDs)
        let reservedActions = reservations(files.flatMap(\.reserved.actions), kind: "action", defined: actionPart.firstIDs)
        return Catalog(
            categories: categoryPart.resolved,
            actions: actionPart.resolved,
            inputs: inputs,
            reservedCategories: reservedCategories,
            reservedActions: reservedActions)
    }

    /// Checks, names and resolves `actions`, in reading order. Loops go by index: `for x in array` would
    /// copy every definition.
    private static func actionPart(_ actions: [ActionEntry], stripPrefixes: [String]) -> Part<Catalog.Action> {
        var session = ValidationSession(stripPrefixes: stripPrefixes)
        for index in actions.indices { session.check(actions[index].definition) }
        let checks = session.takeDiagnostics()
        let unique = session.firstDefinitions(of: actions, id: \.definition.id, kind: "action", rule: .duplicateActionID)
        let duplicates = session.takeDiagnostics()
        let names = session.swiftNames(
            for: unique, swiftName: { actions[$0].definition.swiftName }, kind: "action",
            reserved: SwiftIdentifier.reservedActionCaseNames.union(SwiftIdentifier.reservedTypeNames))
        var resolved = unique.compactMap { session.resolve(actions[$0.index].definition, swiftNames: names) }
        resolved.sort { $0.identifier.precedesInUTF8($1.identifier) }
        return Part(checks: checks, duplicates: duplicates, naming: session.takeDiagnostics(),
                    firstIDs: unique.map(\.id), resolved: resolved)
    }

    /// Checks, names and resolves `categories`, in reading order; `actions` are every action, to which
    /// categories refer.
    private static func categoryPart(
        _ categories: [CategoryDefinition], actions: [ActionEntry], stripPrefixes: [String]
    ) -> Part<Catalog.Category> {
        var session = ValidationSession(stripPrefixes: stripPrefixes)
        var definedActions = DefinedActions(actions)
        for index in categories.indices { session.check(categories[index], definedActions: &definedActions) }
        let checks = session.takeDiagnostics()
        let unique = session.firstDefinitions(of: categories, id: \.id, kind: "category", rule: .duplicateCategoryID)
        let duplicates = session.takeDiagnostics()
        var names = session.swiftNames(
            for: unique, swiftName: { categories[$0].swiftName }, kind: "category",
            reserved: SwiftIdentifier.reservedCategoryCaseNames.union(SwiftIdentifier.reservedTypeNames))
        session.checkTypeNames(of: unique, swiftNameLocation: { categories[$0].swiftName?.location }, swiftNames: &names)
        var resolved = unique.compactMap {
            session.resolve(categories[$0.index], swiftNames: names, actionPlatforms: definedActions.platforms)
        }
        resolved.sort { $0.identifier.precedesInUTF8($1.identifier) }
        return Part(checks: checks, duplicates: duplicates, naming: session.takeDiagnostics(),
                    firstIDs: unique.map(\.id), resolved: resolved)
    }

    /// The diagnostics reported so far, leaving none.
    private mutating func takeDiagnostics() -> [Diagnostic] {
        defer { diagnostics = [] }
        return diagnostics
    }

    // MARK: Checks of one action or category

    private mutating func check(_ action: ActionDefinition) {
        if let id = action.id { checkIdentifier(id, kind: "action") }
        if let title = action.title { checkVisibleText(title, what: "an action's title", isTitle: true) }
        if let input = action.textInput {
            if let buttonTitle = input.buttonTitle {
                checkVisibleText(buttonTitle, what: "a text input's button title", isTitle: true)
            }
            if let placeholder = input.placeholder {
                checkVisibleText(placeholder, what: "a text input's placeholder", isTitle: false)
            }
        }
        reportRepeated(action.options)
    }

    private mutating func check(_ category: CategoryDefinition, definedActions: inout DefinedActions) {
        if let id = category.id { checkIdentifier(id, kind: "category") }
        if let list = category.actions { checkActions(list, of: category.id, definedActions: &definedActions) }
        reportRepeated(category.options)
        for option in category.options where option.value.isDeprecated {
            diagnostics.append(Diagnostic(
                .deprecatedOption,
                "\(DiagnosticText.quoted(option.value.rawValue)) is deprecated: iOS 13 and 14 and watchOS 6 honour it, "
                    + "iOS 15 and watchOS 7 and later ignore it; it is registered wherever the SDK declares it (not on macOS)",
                at: option.location))
        }
        for intent in category.intentIdentifiers where IntentIdentifiers.value(of: intent.value) == nil {
            diagnostics.append(Diagnostic(
                .unknownIntent,
                "\(DiagnosticText.quoted(intent.value)) is not an intent identifier the Intents framework defines; it is kept as written"
                    + Suggestion.hint(for: intent.value, among: IntentIdentifiers.known.sorted()),
                at: intent.location))
        }
        if let placeholder = category.hiddenPreviewsBodyPlaceholder {
            checkVisibleText(placeholder, what: "'hiddenPreviewsBodyPlaceholder'", isTitle: false)
            checkFormat(placeholder.value, key: "hiddenPreviewsBodyPlaceholder", allowed: ["u"])
        }
        if let format = category.categorySummaryFormat {
            checkVisibleText(format, what: "'categorySummaryFormat'", isTitle: false)
            checkFormat(format.value, key: "categorySummaryFormat", allowed: ["u", "@"])
        }
    }

    /// Checks the `actions` list of the category with id `categoryID`: references resolve, no action is
    /// listed twice, and no more than the system shows.
    private mutating func checkActions(
        _ list: Located<[ActionItem]>, of categoryID: Located<String>?, definedActions: inout DefinedActions
    ) {
        // Quoted only when a message needs it.
        var category: String { categoryID.map { DiagnosticText.quoted($0.value) } ?? "this category" }
        var seen: [ExactText: SourceLocation] = [:]
        var ids: [String] = []
        for item in list.value {
            let id: Located<String>
            switch item {
            case .inline(let action):
                guard let inlineID = action.id else { continue }
                id = inlineID
            case .reference(let reference, let platforms):
                id = reference
                if !definedActions.identifiers.contains(ExactText(reference.value)) {
                    diagnostics.append(Diagnostic(
                        .undefinedAction,
                        "category \(category) uses undefined action \(DiagnosticText.quoted(reference.value))"
                            + definedActions.hint(for: reference.value),
                        at: reference.location))
                } else if let platforms, let own = definedActions.platforms[ExactText(reference.value)],
                          Set(platforms.value.map(\.value)).isDisjoint(with: own) {
                    diagnostics.append(Diagnostic(
                        .invalidPlatforms,
                        "category \(category) lists action \(DiagnosticText.quoted(reference.value)) on "
                            + Self.describe(platforms.value.map(\.value)) + " only, but the action exists only on "
                            + Self.describe(own) + ", so the category would show it nowhere",
                        at: platforms.location))
                }
            }
            if let first = seen[ExactText(id.value)] {
                diagnostics.append(Diagnostic(
                    .repeatedAction, "action \(DiagnosticText.quoted(id.value)) is listed twice in category \(category)",
                    at: id.location, notes: [Diagnostic.Note("first listed here", at: first)]))
            } else {
                seen[ExactText(id.value)] = id.location
                ids.append(id.value)
            }
        }
        if ids.count > Validator.maximumDisplayedActions {
            let hidden = ids.dropFirst(Validator.maximumDisplayedActions).map(DiagnosticText.quoted).joined(separator: ", ")
            diagnostics.append(Diagnostic(
                .tooManyActions,
                "category \(category) has \(ids.count) actions; the system shows at most \(Validator.maximumDisplayedActions), so \(hidden) never appear",
                at: list.location))
        }
    }

    private mutating func checkIdentifier(_ id: Located<String>, kind: String) {
        let text = id.value
        if text.isEmpty {
            diagnostics.append(Diagnostic(.emptyIdentifier, "\(kind) ids must not be empty", at: id.location))
            return
        }
        if UnicodeText.containsInvisibleControl(text) {
            diagnostics.append(Diagnostic(
                .invalidIdentifier, "\(kind) id \(DiagnosticText.quoted(text)) contains control or invisible formatting characters",
                at: id.location))
        }
        if text.first?.isWhitespace == true || text.last?.isWhitespace == true {
            diagnostics.append(Diagnostic(
                .invalidIdentifier, "\(kind) id \(DiagnosticText.quoted(text)) starts or ends with whitespace", at: id.location))
        }
        if Validator.appleActionIdentifiers.contains(text) {
            diagnostics.append(Diagnostic(
                .reservedIdentifier, "\(kind) id \(DiagnosticText.quoted(text)) is one of Apple's own action identifiers",
                at: id.location))
        } else if Self.hasReservedPrefix(text) {
            diagnostics.append(Diagnostic(
                .reservedIdentifier,
                "\(kind) id \(DiagnosticText.quoted(text)) starts with \(DiagnosticText.quoted(Validator.reservedPrefix)), which is reserved for Apple",
                at: id.location))
        }
    }

    /// Whether `text` starts with ``Validator/reservedPrefix`` in any case. Printable ASCII is compared
    /// byte by byte; other text is lowercased first, as Unicode does it.
    private static func hasReservedPrefix(_ text: String) -> Bool {
        guard UnicodeText.isPrintableASCII(text) else { return text.lowercased().hasPrefix(Validator.reservedPrefix) }
        let prefix = Validator.reservedPrefix.utf8
        return text.utf8.count >= prefix.count
            && zip(text.utf8, prefix).allSatisfy { byte, expected in
                (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte) == expected
            }
    }

    /// Checks a user-visible string: a title is not blank, no text hides control characters, and a localized
    /// string has a non-empty key and value.
    private mutating func checkVisibleText(_ definition: TextDefinition, what: String, isTitle: Bool) {
        let text = definition.value
        if let localization = definition.localization {
            if let key = localization.key, key.value.isEmpty {
                diagnostics.append(Diagnostic(.emptyLocalizedText, "the localization key of \(what) must not be empty", at: key.location))
            }
            if text.value.isEmpty {
                diagnostics.append(Diagnostic(
                    .emptyLocalizedText,
                    "\(what) is localized, so its development-language value must not be empty (translators would have nothing to translate)",
                    at: text.location))
            }
        }
        if isTitle, text.value.allSatisfy(\.isWhitespace), !(definition.localization != nil && text.value.isEmpty) {
            diagnostics.append(Diagnostic(.emptyTitle, "\(what) must not be empty or only whitespace", at: text.location))
        }
        if UnicodeText.containsInvisibleControl(text.value) {
            diagnostics.append(Diagnostic(
                .controlCharacters,
                "\(what) \(DiagnosticText.quoted(text.value)) contains invisible control or formatting characters",
                at: text.location))
        }
    }

    private mutating func checkFormat(_ text: Located<String>, key: String, allowed: [String]) {
        let format = FormatString(text.value)
        // Spelled out only when a message needs it.
        var accepted: String { (allowed.map { "%" + $0 } + ["%%"]).joined(separator: ", ") }
        for problem in format.problems {
            switch problem {
            case .trailingPercent(let offset):
                diagnostics.append(Diagnostic(
                    .invalidFormat, "\(DiagnosticText.quoted(key)) ends with a lone '%'; write '%%' for a percent sign",
                    at: text.place(at: offset)))
            case .unsupported(let written, let offset):
                diagnostics.append(Diagnostic(
                    .invalidFormat,
                    "\(DiagnosticText.quoted(written)) is not supported in \(DiagnosticText.quoted(key)), which takes only \(accepted)"
                        + Self.formatHint(for: written, allowed: allowed),
                    at: text.place(at: offset)))
            }
        }
        var counts: [String: Int] = [:]
        for specifier in format.specifiers {
            guard allowed.contains(specifier.conversion) else {
                diagnostics.append(Diagnostic(
                    .invalidFormat,
                    "\(DiagnosticText.quoted(specifier.text)) is not supported in \(DiagnosticText.quoted(key)), which takes only \(accepted)"
                        + Self.formatHint(for: specifier.text, allowed: allowed),
                    at: text.place(at: specifier.offset)))
                continue
            }
            counts[specifier.conversion, default: 0] += 1
            if counts[specifier.conversion] == 2 {
                diagnostics.append(Diagnostic(
                    .invalidFormat, "'%\(specifier.conversion)' may appear at most once in \(DiagnosticText.quoted(key))",
                    at: text.place(at: specifier.offset)))
            }
        }
        if let positional = format.specifiers.first(where: { $0.position != nil }) {
            diagnostics.append(Diagnostic(
                .positionalFormat,
                "positional specifier \(DiagnosticText.quoted(positional.text)) is not documented for \(DiagnosticText.quoted(key)); write '%\(positional.conversion)'",
                at: text.place(at: positional.offset)))
        }
    }

    /// What to write instead of the unsupported specifier `written`, as text to append to a message:
    /// `%u` for an integer (`%d`, `%i`, `%ld`, `%lu`, `%5u`), `%@` for a string (`%s`), `%%` for a percent sign
    /// followed by anything that is not a conversion (`50% off`).
    static func formatHint(for written: String, allowed: [String]) -> String {
        guard let conversion = written.unicodeScalars.last else { return "" }
        if "diuoxX".unicodeScalars.contains(conversion), allowed.contains("u") {
            return "; write '%u' for the number"
        }
        if conversion == "s" || conversion == "S" || conversion == "@", allowed.contains("@") {
            return "; write '%@' for the text"
        }
        if conversion != "@", !(("a"..."z").contains(conversion) || ("A"..."Z").contains(conversion)) {
            return "; write '%%' for a percent sign"
        }
        return ""
    }

    private mutating func reportRepeated<Option: RawRepresentable & Hashable>(_ options: [Located<Option>]) where Option.RawValue == String {
        var seen: [Option: SourceLocation] = [:]
        for option in options {
            if let first = seen[option.value] {
                diagnostics.append(Diagnostic(
                    .repeatedOption, "option \(DiagnosticText.quoted(option.value.rawValue)) is listed twice",
                    at: option.location, notes: [Diagnostic.Note("first listed here", at: first)]))
            } else {
                seen[option.value] = option.location
            }
        }
    }

    // MARK: Checks across all definitions

    /// The id and index of the first definition of each id, in reading order; every later one is reported
    /// as a duplicate.
    private mutating func firstDefinitions<Entity>(
        of entities: [Entity], id: (Entity) -> Located<String>?, kind: String, rule: Rule
    ) -> [(id: Located<String>, index: Int)] {
        var firstLocations: [ExactText: SourceLocation] = [:]
        // Keyed by `String`, which compares canonically: ids that differ only in Unicode normalization.
        var lookalikes: [String: (id: String, location: SourceLocation)] = [:]
        var firsts: [(id: Located<String>, index: Int)] = []
        for index in entities.indices {
            guard let id = id(entities[index]) else { continue }
            if let first = firstLocations[ExactText(id.value)] {
                // An alias of an inline action defines it again; a shared action is listed by id instead.
                let advice = id.location.aliasOf != nil && kind == "action"
                    ? "; an alias copies the inline action, which defines it again: define it once under the top-level 'actions' and list its id in each category"
                    : ""
                diagnostics.append(Diagnostic(
                    rule, "\(kind) id \(DiagnosticText.quoted(id.value)) is already defined; every \(kind) id must be unique across the app" + advice,
                    at: id.location, notes: [Diagnostic.Note("first defined here", at: first)]))
            } else {
                if let other = lookalikes[id.value] {
                    diagnostics.append(Diagnostic(
                        .confusableIdentifiers,
                        "\(kind) ids \(DiagnosticText.quoted(id.value)) and \(DiagnosticText.quoted(other.id)) look the same but differ in "
                            + "their Unicode characters (\(Self.scalars(id.value)) and \(Self.scalars(other.id))); the system keeps them "
                            + "apart, and so does actionable: give them ids that differ visibly",
                        at: id.location, notes: [Diagnostic.Note("the other is defined here", at: other.location)]))
                } else {
                    lookalikes[id.value] = (id.value, id.location)
                }
                firstLocations[ExactText(id.value)] = id.location
                firsts.append((id, index))
            }
        }
        return firsts
    }

    /// `U+0063 U+0061 ...`: the Unicode scalars of `text`, for telling look-alike ids apart.
    private static func scalars(_ text: String) -> String {
        text.unicodeScalars.prefix(16).map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
            + (text.unicodeScalars.count > 16 ? " ..." : "")
    }

    private mutating func reportUnused(_ actions: [ActionEntry], in categories: [CategoryDefinition]) {
        var referenced: Set<ExactText> = []
        for category in categories {
            for case .reference(let reference, _) in category.actions?.value ?? [] { referenced.insert(ExactText(reference.value)) }
        }
        for index in actions.indices where actions[index].isShared {
            guard let id = actions[index].definition.id, !referenced.contains(ExactText(id.value)) else { continue }
            diagnostics.append(Diagnostic(
                .unusedAction, "shared action \(DiagnosticText.quoted(id.value)) is not used by any category", at: id.location))
        }
    }

    /// The reservations of one kind, once each and sorted, after checking each id like a definition's, reporting
    /// an id reserved twice (a warning) and a reserved id that is defined again (an error, at the definition).
    private mutating func reservations(
        _ reserved: [Located<String>], kind: String, defined: [Located<String>]
    ) -> [Catalog.Reservation] {
        var first: [String: SourceLocation] = [:]
        for id in reserved.sorted(by: { $0.location < $1.location }) {
            checkIdentifier(id, kind: "reserved \(kind)")
            if let earlier = first[id.value] {
                diagnostics.append(Diagnostic(
                    .repeatedReservation, "\(kind) id \(DiagnosticText.quoted(id.value)) is reserved twice",
                    at: id.location, notes: [Diagnostic.Note("first reserved here", at: earlier)]))
            } else {
                first[id.value] = id.location
            }
        }
        for id in defined {
            guard let reservation = first[id.value] else { continue }
            diagnostics.append(Diagnostic(
                .reservedIDDefined,
                "\(kind) id \(DiagnosticText.quoted(id.value)) is reserved: it shipped once and old app builds or servers may still use it; choose a new id",
                at: id.location, notes: [Diagnostic.Note("reserved here", at: reservation)]))
        }
        return first.map { Catalog.Reservation(identifier: $0.key, location: $0.value) }
            .sorted { $0.identifier.precedesInUTF8($1.identifier) }
    }

    /// The Swift name of each first definition (`swiftName` gives the one written for a definition's
    /// index), reporting invalid names, names in `reserved` (which the generated code declares or refers
    /// to itself) and collisions in one scope.
    /// The Swift names derived from ids with a `swiftNameStripPrefix` left out, for the entities without an
    /// explicit `swiftName` whose id starts with one. Where a shortened name would be another entity's name
    /// (or one the generated code uses), both keep their full names, with a warning.
    private mutating func strippedNames(
        for entities: [(id: Located<String>, index: Int)], swiftName: (Int) -> Located<String>?, kind: String,
        reserved: Set<String>
    ) -> [ExactText: String] {
        guard !stripPrefixes.isEmpty else { return [:] }
        var shortened: [ExactText: (name: String, location: SourceLocation)] = [:]
        var taken: [String: [(id: String, location: SourceLocation)]] = [:]
        for (id, entity) in entities where !id.value.isEmpty {
            let explicit = swiftName(entity)
            let full = explicit?.value ?? SwiftIdentifier.derive(from: id.value)
            if explicit == nil, let prefix = stripPrefixes.first(where: { id.value.hasPrefix($0) && id.value.count > $0.count }),
               let short = SwiftIdentifier.derive(from: String(id.value.dropFirst(prefix.count))) {
                shortened[ExactText(id.value)] = (short, id.location)
                taken[short, default: []].append((id.value, id.location))
            } else if let full {
                taken[full, default: []].append((id.value, id.location))
            }
        }
        var names: [ExactText: String] = [:]
        for (key, short) in shortened {
            let id = key.text
            let others = taken[short.name, default: []].filter { ExactText($0.id) != key }
            if others.isEmpty && !reserved.contains(short.name) {
                names[key] = short.name
                continue
            }
            let reason = others.first.map { "\(kind) \(DiagnosticText.quoted($0.id))'s" } ?? "a name the generated code uses itself,"
            diagnostics.append(Diagnostic(
                .strippedNameCollision,
                "\(kind) \(DiagnosticText.quoted(id)) would get the Swift name \(DiagnosticText.quoted(short.name)) without its "
                    + "'swiftNameStripPrefix', which is \(reason) so it keeps the name derived from its whole id; add a 'swiftName' to choose one",
                at: short.location, notes: others.prefix(1).map { Diagnostic.Note("\(DiagnosticText.quoted($0.id)) is defined here", at: $0.location) }))
        }
        return names
    }

    private mutating func swiftNames(
        for entities: [(id: Located<String>, index: Int)], swiftName: (Int) -> Located<String>?, kind: String,
        reserved: Set<String>
    ) -> [ExactText: String] {
        var names: [ExactText: String] = [:]
        var owners: [String: (id: String, location: SourceLocation)] = [:]
        let stripped = strippedNames(for: entities, swiftName: swiftName, kind: kind, reserved: reserved)
        for (id, entity) in entities where !id.value.isEmpty {
            let name: Located<String>
            if let short = stripped[ExactText(id.value)] {
                name = Located(short, at: id.location)
            } else if let explicit = swiftName(entity) {
                guard SwiftIdentifier.isValidName(explicit.value) else {
                    diagnostics.append(Diagnostic(
                        .invalidSwiftName,
                        "swiftName \(DiagnosticText.quoted(explicit.value)) is not usable: write ASCII letters, digits and '_', not starting with a digit or '__', and not 'self', 'Self', 'Type', 'Protocol' or 'init'",
                        at: explicit.location))
                    continue
                }
                name = explicit
            } else if let derived = SwiftIdentifier.derive(from: id.value) {
                name = Located(derived, at: id.location)
            } else {
                diagnostics.append(Diagnostic(
                    .invalidSwiftName,
                    "\(kind) id \(DiagnosticText.quoted(id.value)) has no ASCII letter or digit to derive a Swift name from; add a 'swiftName'",
                    at: id.location))
                continue
            }
            if reserved.contains(name.value) {
                diagnostics.append(Diagnostic(
                    .invalidSwiftName,
                    "\(kind) \(DiagnosticText.quoted(id.value)) gets the Swift name \(DiagnosticText.quoted(name.value)), which the generated code declares or uses itself; \(swiftName(entity) == nil ? "add a" : "choose another") 'swiftName'",
                    at: name.location))
                continue
            }
            if let owner = owners[name.value] {
                diagnostics.append(Diagnostic(
                    .swiftNameCollision,
                    "\(kind) \(DiagnosticText.quoted(id.value)) gets the Swift name \(DiagnosticText.quoted(name.value)), which \(kind) \(DiagnosticText.quoted(owner.id)) already has; add a 'swiftName' to one of them",
                    at: name.location, notes: [Diagnostic.Note("\(DiagnosticText.quoted(owner.id)) is defined here", at: owner.location)]))
            } else {
                owners[name.value] = (id.value, name.location)
                names[ExactText(id.value)] = name.value
            }
        }
        return names
    }

    /// Reports categories whose Swift names differ but give the same type name (`error` and
    /// `errorCategory`), and Swift names equal to another category's type name (which would hide that type
    /// inside the generated `Response`); drops the Swift names of both kinds from `swiftNames`.
    /// `swiftNameLocation` gives where a category's `swiftName` was written, by index.
    private mutating func checkTypeNames(
        of categories: [(id: Located<String>, index: Int)], swiftNameLocation: (Int) -> SourceLocation?,
        swiftNames: inout [ExactText: String]
    ) {
        let typeNames = Set(swiftNames.values.map(SwiftIdentifier.typeName(for:)))
        var owners: [String: (id: String, location: SourceLocation)] = [:]
        for (id, category) in categories {
            guard let swiftName = swiftNames[ExactText(id.value)] else { continue }
            guard !typeNames.contains(swiftName) else {
                diagnostics.append(Diagnostic(
                    .swiftNameCollision,
                    "category \(DiagnosticText.quoted(id.value)) gets the Swift name \(DiagnosticText.quoted(swiftName)), which is also the type name of another category; add a 'swiftName'",
                    at: swiftNameLocation(category) ?? id.location))
                swiftNames[ExactText(id.value)] = nil
                continue
            }
            let typeName = SwiftIdentifier.typeName(for: swiftName)
            let location = swiftNameLocation(category) ?? id.location
            if let owner = owners[typeName] {
                diagnostics.append(Diagnostic(
                    .swiftNameCollision,
                    "category \(DiagnosticText.quoted(id.value)) gets the type name \(DiagnosticText.quoted(typeName)), which category \(DiagnosticText.quoted(owner.id)) already has; add a 'swiftName' to one of them",
                    at: location, notes: [Diagnostic.Note("\(DiagnosticText.quoted(owner.id)) is defined here", at: owner.location)]))
                swiftNames[ExactText(id.value)] = nil
            } else {
                owners[typeName] = (id.value, location)
            }
        }
    }

    /// Reports each localization key whose development-language value differs from the key's first use
    /// (in reading order): the strings catalog holds one value per key.
    private mutating func reportConflictingKeys(_ actions: [ActionEntry], _ categories: [CategoryDefinition]) {
        var uses: [(key: Located<String>, value: String)] = []
        func add(_ text: TextDefinition?, _ field: UserTextField, ownerID: Located<String>?) {
            guard let text, let ownerID, let key = field.key(of: text, ownerID: ownerID.value) else { return }
            uses.append((key, text.value.value))
        }
        for index in actions.indices {
            let action = actions[index].definition
            add(action.title, .title, ownerID: action.id)
            add(action.textInput?.buttonTitle, .buttonTitle, ownerID: action.id)
            add(action.textInput?.placeholder, .placeholder, ownerID: action.id)
        }
        for category in categories {
            add(category.hiddenPreviewsBodyPlaceholder, .hiddenPreviewsBodyPlaceholder, ownerID: category.id)
            add(category.categorySummaryFormat, .categorySummaryFormat, ownerID: category.id)
        }
        guard !uses.isEmpty else { return }
        uses.sort { $0.key.location < $1.key.location }
        var first: [String: (value: String, location: SourceLocation)] = [:]
        for use in uses {
            guard let earlier = first[use.key.value] else {
                first[use.key.value] = (use.value, use.key.location)
                continue
            }
            guard earlier.value != use.value else { continue }
            diagnostics.append(Diagnostic(
                .conflictingLocalizationKey,
                "localization key \(DiagnosticText.quoted(use.key.value)) has the value \(DiagnosticText.quoted(use.value)) here but "
                    + "\(DiagnosticText.quoted(earlier.value)) where it is first used; a key has one value: give one of them another key",
                at: use.key.location, notes: [Diagnostic.Note("first used here", at: earlier.location)]))
        }
    }

    // MARK: Resolution

    /// `[iOS, macOS]`, for messages.
    private static func describe(_ platforms: [Platform]) -> String {
        "[" + Platform.normalized(platforms).map(\.rawValue).joined(separator: ", ") + "]"
    }

    /// Resolves `category`; `actionPlatforms` are the platforms of every action that names some.
    private func resolve(
        _ category: CategoryDefinition, swiftNames: [ExactText: String], actionPlatforms: [ExactText: [Platform]]
    ) -> Catalog.Category? {
        guard let id = category.id?.value, let swiftName = swiftNames[ExactText(id)] else { return nil }
        var platforms: [String: [Platform]] = [:]
        let actions = (category.actions?.value ?? []).compactMap { item -> String? in
            switch item {
            case .inline(let action):
                guard let actionID = action.id?.value else { return nil }
                platforms[actionID] = action.platforms.map { Platform.normalized($0.value.map(\.value)) }
                return actionID
            case .reference(let reference, let listed):
                let own = actionPlatforms[ExactText(reference.value)].map(Set.init)
                let here = listed.map { Set($0.value.map(\.value)) }
                let effective = switch (own, here) {
                case let (own?, here?): own.intersection(here)
                case let (own, here): own ?? here
                }
                platforms[reference.value] = effective.map(Platform.normalized)
                return reference.value
            }
        }
        return Catalog.Category(
            identifier: id,
            swiftName: swiftName,
            typeName: SwiftIdentifier.typeName(for: swiftName),
            actions: actions,
            actionPlatforms: platforms,
            options: CategoryOption.allCases.filter { option in category.options.contains { $0.value == option } },
            intentIdentifiers: category.intentIdentifiers.map { IntentIdentifiers.value(of: $0.value) ?? $0.value },
            hiddenPreviewsBodyPlaceholder: category.hiddenPreviewsBodyPlaceholder.map {
                UserTextField.hiddenPreviewsBodyPlaceholder.resolve($0, ownerID: id, description: category.description?.value)
            },
            categorySummaryFormat: category.categorySummaryFormat.map {
                UserTextField.categorySummaryFormat.resolve($0, ownerID: id, description: category.description?.value)
            },
            description: category.description?.value,
            location: category.id?.location)
    }

    private func resolve(_ action: ActionDefinition, swiftNames: [ExactText: String]) -> Catalog.Action? {
        guard let id = action.id?.value, let title = action.title, let swiftName = swiftNames[ExactText(id)] else { return nil }
        let description = action.description?.value
        return Catalog.Action(
            identifier: id,
            swiftName: swiftName,
            title: UserTextField.title.resolve(title, ownerID: id, isTextInput: action.textInput != nil, description: description),
            options: ActionOption.allCases.filter { option in action.options.contains { $0.value == option } },
            icon: action.icon?.value,
            textInput: action.textInput.map {
                Catalog.TextInput(
                    buttonTitle: $0.buttonTitle.map { UserTextField.buttonTitle.resolve($0, ownerID: id, description: description) },
                    placeholder: $0.placeholder.map { UserTextField.placeholder.resolve($0, ownerID: id, description: description) }
                        ?? Catalog.Text(""))
            },
            platforms: action.platforms.map { Platform.normalized($0.value.map(\.value)) },
            description: description,
            location: action.id?.location)
    }
}
