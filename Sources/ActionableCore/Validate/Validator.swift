/// Checks the meaning of all files' definitions together (identifiers, references, text, formats, Swift
/// names) and resolves them into a ``Model``. Every rule reports every occurrence; the model is
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
    ) -> Model? {
        var session = ValidationSession(stripPrefixes: swiftNameStripPrefixes)
        let catalog = session.run(files, inputs: inputs, parallelism: parallelism)
        diagnostics += session.diagnostics
        return ruleSeverities.apply(to: session.diagnostics).containsErrors ? nil : catalog
    }
}

/// One validation run; holds the diagnostics reported so far.
struct ValidationSession {
    var diagnostics: [Diagnostic] = []
    /// `swiftNameStripPrefix`, longest first.
    var stripPrefixes: [String] = []

    init(stripPrefixes: [String] = []) {
        self.stripPrefixes = stripPrefixes.sorted { $0.utf8.count > $1.utf8.count }
    }

    /// Every defined action id, built once per run: a set to resolve references and, the first time a
    /// reference is undefined, a sorted list for suggestions.
    struct DefinedActions {
        let identifiers: Set<ExactText>
        /// The platforms of each action that names some (its first definition's).
        let platforms: [ExactText: [Platform]]
        /// The availability of each action that has one (its first definition's).
        let availability: [ExactText: Availability]
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
            var availability: [ExactText: Availability] = [:]
            for index in actions.indices {
                guard let id = actions[index].definition.id?.value else { continue }
                if let listed = actions[index].definition.platforms, platforms[ExactText(id)] == nil {
                    platforms[ExactText(id)] = Platform.normalized(listed.value.map(\.value))
                }
                if let available = actions[index].definition.available, availability[ExactText(id)] == nil {
                    availability[ExactText(id)] = available.value
                }
            }
            self.platforms = platforms
            self.availability = availability
        }
    }

    struct ActionEntry {
        var definition: ActionDefinition
        var isShared: Bool
    }

    /// What checking, naming and resolving the actions, or the categories, produced: the ids of the first
    /// definitions, the resolved entries sorted by identifier, and the diagnostics of each step apart, so
    /// that ``run(_:inputs:parallelism:)`` can put them in the order of a one-thread run.
    struct Part<Resolved: Sendable>: Sendable {
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

    mutating func run(_ files: [DefinitionFile], inputs: [String], parallelism: Parallelism) -> Model {
        // Arrays are built once and sorted in place, and actions stay in their entries: copying a definition
        // retains every string it holds, which for tens of thousands of them is most of the work.
        // Files come in path order, so sorting each file's entries by place sorts them all: the large structs move
        // within a file's few entries, not across tens of thousands.
        var actions: [ActionEntry] = []
        var categories: [CategoryDefinition] = []
        for file in files {
            var fileActions = file.actions.map { ActionEntry(definition: $0, isShared: true) }
            for category in file.categories {
                for case .inline(let action) in category.actions?.value ?? [] {
                    fileActions.append(ActionEntry(definition: action, isShared: false))
                }
            }
            if !Self.isSorted(fileActions, by: { $0.definition.location < $1.definition.location }) {
                fileActions.sort { $0.definition.location < $1.definition.location }
            }
            actions += fileActions
            categories += Self.isSorted(file.categories, by: { $0.location < $1.location })
                ? file.categories : file.categories.sorted { $0.location < $1.location }
        }

        let payloadSets = resolvePayloadSets(files.flatMap(\.payloadSets))
        let (actionPart, categoryPart) = parallelism.both(
            { [actions, stripPrefixes] in Self.actionPart(actions, stripPrefixes: stripPrefixes, parallelism: parallelism) },
            { [actions, categories, stripPrefixes] in
                Self.categoryPart(categories, actions: actions, payloadSets: payloadSets, stripPrefixes: stripPrefixes)
            })
        diagnostics += actionPart.checks + actionPart.duplicates + categoryPart.checks + categoryPart.duplicates
        reportUnused(actions, in: categories)
        let pushes = files.flatMap(\.pushes).sorted { $0.location < $1.location }
        reportUnused(payloadSets, in: categories, pushes: pushes)
        reportConflictingKeys(actions, categories, pushes: pushes)
        diagnostics += actionPart.naming + categoryPart.naming
        let reservedCategories = reservations(files.flatMap(\.reserved.categories), kind: "category",
                                              defined: categoryPart.firstIDs)
        let reservedActions = reservations(files.flatMap(\.reserved.actions), kind: "action", defined: actionPart.firstIDs)
        var model = Model(
            categories: categoryPart.resolved,
            actions: actionPart.resolved,
            inputs: inputs,
            reservedCategories: reservedCategories,
            reservedActions: reservedActions,
            pushes: resolvePushes(pushes, payloadSets: payloadSets))
        model.contentExtensions = resolveContentExtensions(
            files.flatMap(\.contentExtensions).sorted { $0.location < $1.location }, categories: categoryPart.firstIDs)
        return model
    }

    /// Checks, names and resolves `actions`, in reading order. Loops go by index: `for x in array` would
    /// copy every definition. An app has several times more actions than categories, so with `parallelism`
    /// ``Parallelism/allCores`` the checks and the resolution of each definition on its own run in chunks
    /// on every core (alongside the categories' part); only the steps that compare all ids run on one.
    static func actionPart(_ actions: [ActionEntry], stripPrefixes: [String], parallelism: Parallelism) -> Part<Model.Action> {
        let checks = chunked(actions.count, parallelism) { range in
            var session = ValidationSession(stripPrefixes: stripPrefixes)
            for index in range { session.check(actions[index].definition) }
            return session.diagnostics
        }
        var session = ValidationSession(stripPrefixes: stripPrefixes)
        let unique = session.firstDefinitions(of: actions, id: \.definition.id, kind: "action", rule: .duplicateActionID)
        let duplicates = session.takeDiagnostics()
        let names = session.swiftNames(
            for: unique, swiftName: { actions[$0].definition.swiftName }, kind: "action", suffix: "_ACTION",
            reserved: Self.reservedActionNames)
        var resolved = chunked(unique.count, parallelism) { [session] range in
            unique[range].compactMap { session.resolve(actions[$0.index].definition, swiftNames: names) }
        }
        resolved.sort { $0.identifier.precedesInUTF8($1.identifier) }
        return Part(checks: checks, duplicates: duplicates, naming: session.takeDiagnostics(),
                    firstIDs: unique.map(\.id), resolved: resolved)
    }

    /// The number of definitions one chunk of ``chunked(_:_:_:)`` takes: enough to be worth a task.
    static let definitionsPerChunk = 2048

    /// The results of `work` on consecutive chunks of `0..<count`, joined in order; with `parallelism`
    /// ``Parallelism/allCores`` the chunks run concurrently.
    static func chunked<Element: Sendable>(
        _ count: Int, _ parallelism: Parallelism, _ work: @Sendable (Range<Int>) -> [Element]
    ) -> [Element] {
        let chunks = parallelism.map(count, chunkSize: definitionsPerChunk, work)
        return chunks.count == 1 ? chunks[0] : Array(chunks.joined())
    }

    /// Checks, names and resolves `categories`, in reading order; `actions` are every action and
    /// `payloadSets` every shared payload key set, to which categories refer.
    static func categoryPart(
        _ categories: [CategoryDefinition], actions: [ActionEntry], payloadSets: [ExactText: SharedPayloadSet],
        stripPrefixes: [String]
    ) -> Part<Model.Category> {
        var session = ValidationSession(stripPrefixes: stripPrefixes)
        var definedActions = DefinedActions(actions)
        var payloads: [[Model.PayloadKey]?] = []
        payloads.reserveCapacity(categories.count)
        for index in categories.indices {
            session.check(categories[index], definedActions: &definedActions)
            payloads.append(session.resolvePayload(of: categories[index], sharedSets: payloadSets))
        }
        let checks = session.takeDiagnostics()
        let unique = session.firstDefinitions(of: categories, id: \.id, kind: "category", rule: .duplicateCategoryID)
        let duplicates = session.takeDiagnostics()
        var names = session.swiftNames(
            for: unique, swiftName: { categories[$0].swiftName }, kind: "category", suffix: "_CATEGORY",
            reserved: Self.reservedCategoryNames)
        session.checkTypeNames(of: unique, swiftNameLocation: { categories[$0].swiftName?.location }, swiftNames: &names)
        var resolved = unique.compactMap { entry in
            session.resolve(
                categories[entry.index], swiftNames: names, actionPlatforms: definedActions.platforms,
                actionAvailability: definedActions.availability
            ).map {
                var category = $0
                category.payload = payloads[entry.index]
                let owner = "category \(DiagnosticText.quoted(category.identifier))"
                category.samples = categories[entry.index].samples.compactMap { Model.Sample($0, owner: owner) }
                return category
            }
        }
        resolved.sort { $0.identifier.precedesInUTF8($1.identifier) }
        return Part(checks: checks, duplicates: duplicates, naming: session.takeDiagnostics(),
                    firstIDs: unique.map(\.id), resolved: resolved)
    }

    /// Whether each of `entries` is in order after the one before it.
    static func isSorted<Entry>(_ entries: [Entry], by precedes: (Entry, Entry) -> Bool) -> Bool {
        entries.indices.dropFirst().allSatisfy { !precedes(entries[$0], entries[$0 - 1]) }
    }

    /// The diagnostics reported so far, leaving none.
    mutating func takeDiagnostics() -> [Diagnostic] {
        defer { diagnostics = [] }
        return diagnostics
    }
}
