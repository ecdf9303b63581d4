import ActionableCore

/// `actionable import` as a function: an app's registration code in, definitions and what could not be read out.
///
/// The stages are values: the sources are parsed (``ParsedSwiftFile``; Objective-C tokenized, ``ObjectiveCFile``)
/// and indexed (``SwiftSourceIndex``, ``ObjectiveCSourceIndex``), the registering code is found
/// (``RegistrationFinder``; the index notes Objective-C's) and run statically (``RegistrationInterpreter``,
/// ``ObjectiveCInterpreter``), and the categories it registers are written (``DefinitionsWriter``). Nothing here
/// reads or writes a file.
public enum Importer {
    /// The stack ``run(_:)`` needs: parsing and walking what ``SwiftNestingScan`` and
    /// ``ParsedSwiftFile/maximumTreeDepth`` let through and evaluating expressions
    /// ``RegistrationInterpreter/maximumDepth`` deep, in a debug build, with room to spare (`ImportStackTests`: each
    /// recursive shape at its limit touches at most half of it; about 5 MiB at most, measured).
    public static let stackSize = 64 << 20

    /// The definitions `sources` register, and the warnings for what they compute when the app runs. Run it on a
    /// thread with ``stackSize`` bytes of stack.
    public static func run(_ request: ImportTransport.Request) -> ImportTransport.Response {
        run(request, readingEverything: false)
    }

    /// ``run(_:)``; with `readingEverything`, every Swift file is parsed and indexed first rather than as the
    /// evaluation asks for it (tests compare both).
    static func run(_ request: ImportTransport.Request, readingEverything: Bool) -> ImportTransport.Response {
        let sourceBytes = request.sources.reduce(0) { $0 + $1.text.utf8.count }
        var budget = ParseBudget(inputBytes: sourceBytes)
        let objectiveCFiles = request.sources.filter { Self.isObjectiveC($0.path) }.map { ObjectiveCFile(path: $0.path, text: $0.text, budget: &budget) }
        let catalog = SwiftSourceCatalog(sources: request.sources.filter { $0.path.hasSuffix(".swift") }, budget: budget)
        let index = SwiftSourceIndex(catalog: catalog)
        if readingEverything { index.indexEverything() }
        let swiftFiles = catalog.registering.compactMap { catalog.file($0, askedFor: "its setNotificationCategories call") }
        let strings = StringsLookup(request.strings)
        let found = swiftFiles.map { RegistrationFinder.calls(in: $0) }
        let swiftCalls = found.map(\.calls)
        let objectiveCIndex = ObjectiveCSourceIndex(files: objectiveCFiles)
        // Every registration call gets its own share of one budget that grows with the sources: one file's costly
        // code cannot starve another's call.
        let share = Self.stepsPerCall(sourceBytes: sourceBytes, calls: swiftCalls.reduce(0) { $0 + $1.count } + objectiveCIndex.registrationMessages.count)
        var interpreter = RegistrationInterpreter(index: index, strings: strings, budget: Self.totalSteps(sourceBytes: sourceBytes))
        interpreter.stepsPerCall = share
        for (file, calls) in zip(swiftFiles, swiftCalls) {
            for call in calls { interpreter.evaluateRegistration(call, in: file) }
        }
        for (file, registration) in zip(swiftFiles, found) {
            for value in registration.functionValues {
                let place = file.place(of: value)
                interpreter.evaluatedCalls.insert(place)
                interpreter.unresolvedRegistrations.append(Unresolved(expression: file.quoted(value), place: place,
                    reason: "takes setNotificationCategories as a function value: the import does not follow where the app calls it"))
            }
        }
        var objectiveC = ObjectiveCInterpreter(index: objectiveCIndex, strings: strings, budget: Self.totalSteps(sourceBytes: sourceBytes))
        objectiveC.stepsPerCall = share
        // The Swift interpreter reads the Swift members Objective-C names: one budget and one cache of constants for both.
        objectiveC.swiftMember = { typeName, member in interpreter.classMember(member, ofType: typeName) }
        objectiveC.evaluateRegistrations()
        // What was read, and what could not be: the files the evaluation parsed, the refusals of those it could not.
        let parsedFiles = catalog.parsedFiles
        var diagnostics = Self.refusals(catalog.refusals + parsedFiles.compactMap(\.refusal) + objectiveCFiles.compactMap(\.refusal))
        for file in parsedFiles {
            if let overflow = file.nestingOverflow {
                diagnostics.append(Diagnostic(.inputLimit,
                    "brackets nest more than \(ParsedSwiftFile.maximumNestingLevel) deep here: the import reads nothing of this file from here to its end, so nothing is written",
                    at: SourceLocation(path: overflow.path, line: overflow.line, column: overflow.column)))
            }
            if let error = file.syntaxError {
                diagnostics.append(warning("this is not Swift the compiler accepts (a token is missing, unexpected, or an editor placeholder): the app cannot be built from this file, so the import does not claim to read what it registers", at: error))
            }
        }
        let registered = interpreter.registered + objectiveC.registered
        let unresolvedRegistrations = interpreter.unresolvedRegistrations + objectiveC.unresolvedRegistrations
        for exhaustion in interpreter.exhaustions + objectiveC.exhaustions {
            diagnostics.append(warning(exhaustion.message, at: exhaustion.place))
        }
        var reportedOnce: Set<String> = []
        for report in interpreter.reports where reportedOnce.insert("\(report.place.fileAndLine):\(report.place.column) \(report.message)").inserted {
            diagnostics.append(warning(report.message, at: report.place))
        }
        for note in interpreter.notes + objectiveC.notes {
            diagnostics.append(warning("this setNotificationCategories call \(note.message)", at: note.place))
        }
        let calls = (interpreter.evaluatedCalls.union(objectiveC.evaluatedCalls)).sorted()
        let targets = ImportTargets(request.targets)
        // Calls replace each other only in one process: one target's.
        for (target, calls) in Dictionary(grouping: calls, by: { targets.target(of: $0.path) ?? "" }) where calls.count > 1 {
            let inTarget = target.isEmpty ? "" : " in the target \(DiagnosticText.quoted(target))"
            for call in calls {
                // The first calls but this one: linear in the calls, however many there are.
                let named = calls.prefix(Self.namedCalls + 1).filter { $0 != call }.prefix(Self.namedCalls).map(\.fileAndLine).joined(separator: ", ")
                let more = calls.count - 1 > Self.namedCalls ? " and \(calls.count - 1 - Self.namedCalls) more" : ""
                diagnostics.append(warning(
                    "this setNotificationCategories call is one of \(calls.count)\(inTarget) (the others: \(named)\(more)): each replaces every category registered before it when the app runs it; the definitions hold what all of them register, and the generated register() registers it all at once",
                    at: call))
            }
        }
        var categories: [ImportedCategory] = []
        var seen: [String: ImportedCategory] = [:]
        for (category, gate) in registered {
            var category = category.localized(with: strings)
            category.gate = gate
            if let id = DefinitionsWriter.plainID(category.id) {
                if let first = seen[id] {
                    // Another target registering the same category (an app and its watch app) is expected.
                    let otherTarget = targets.target(of: first.place.path) != targets.target(of: category.place.path)
                    if first.place != category.place, !(otherTarget && first.registersTheSame(as: category)) {
                        diagnostics.append(warning("the category \(DiagnosticText.quoted(id)) is registered again here\(otherTarget ? ", otherwise than in another target" : ""); the definitions keep the one registered first, at \(first.place.fileAndLine)", at: category.place))
                    }
                    continue
                }
                seen[id] = category
            }
            if gate != .none {
                diagnostics.append(warning(
                    "the category \(text(category.id)) is registered only \(describe(gate)); the definition language registers a category on every platform and version, so the definitions do too",
                    at: category.place))
            }
            categories.append(category)
        }
        diagnostics += Self.actionsDefinedTwoWays(in: categories)
        let writer = DefinitionsWriter(categories: categories, unresolvedRegistrations: unresolvedRegistrations, targets: targets)
        var reported: Set<UnresolvedKey> = []
        for unresolved in Self.unresolvedValues(in: categories) + unresolvedRegistrations where reported.insert(UnresolvedKey(unresolved)).inserted {
            diagnostics.append(warning(
                "\(DiagnosticText.quoted(unresolved.expression)) \(unresolved.reason): the definitions hold a marker that `compile` refuses until you write the value",
                at: unresolved.place))
        }
        // A file not read (an input-limit error says why) may hold the call: "no call" would be the wrong reason.
        if calls.isEmpty, !diagnostics.contains(where: { $0.rule == .inputLimit }) {
            let place = request.sources.first.map { SourceLocation(path: $0.path, line: 1, column: 1) } ?? SourceLocation(path: "", line: 1, column: 1)
            diagnostics.append(Diagnostic(.unresolvedImport, "no setNotificationCategories call (or setNotificationCategories: message) registers a category in the given files", at: place))
        }
        var names: Set<String> = [Configuration.fileNames.first!]
        var files = writer.files().map { file in
            ImportTransport.Response.File(name: uniqueName(for: file.sourcePath, among: &names), text: file.text)
        }
        let (configuration, table, tableWarnings) = Self.configuration(for: categories)
        diagnostics += tableWarnings
        if let configuration { files.append(ImportTransport.Response.File(name: Configuration.fileNames.first!, text: configuration)) }
        return ImportTransport.Response(files: files, diagnostics: diagnostics.sorted().map(ImportTransport.Response.Problem.init), localizationTable: table)
    }

    /// An input-limit error for each file not read, at the place it went past a limit: the memory budget's at the
    /// first file it refused, which also counts (and names some of) the files after it, refused too.
    private static func refusals(_ refusals: [SourceRefusal]) -> [Diagnostic] {
        func error(_ message: String, at place: SourcePlace) -> Diagnostic {
            Diagnostic(.inputLimit, message, at: SourceLocation(path: place.path, line: place.line, column: place.column))
        }
        var diagnostics = refusals.filter { !$0.isMemory }.map { error("\($0.reason): the import does not read this file, so nothing is written", at: $0.place) }
        let overBudget = refusals.filter(\.isMemory)
        guard let first = overBudget.first else { return diagnostics }
        diagnostics.append(error("\(first.reason): the import does not read this file, so nothing is written", at: first.place))
        if overBudget.count > 1 {
            let named = overBudget.dropFirst().prefix(namedCalls).map { DiagnosticText.quoted($0.place.path) }.joined(separator: ", ")
            let more = overBudget.count - 1 > namedCalls ? " and \(overBudget.count - 1 - namedCalls) more" : ""
            diagnostics.append(error("the \(overBudget.count - 1) files after this one are not read either, for the same budget: \(named)\(more)", at: first.place))
        }
        return diagnostics
    }

    /// The most other registration calls a warning about several names.
    static let namedCalls = 4

    /// Whether `path` is Objective-C: a `.m` or `.mm` implementation, or a `.h` header with its constants.
    public static func isObjectiveC(_ path: String) -> Bool {
        path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h")
    }

    /// The steps one import may take in all: two million, and 16 more for each byte of source (linear in the input).
    static func totalSteps(sourceBytes: Int) -> Int { 2_000_000 + 16 * sourceBytes }

    /// Each registration call's share of ``totalSteps(sourceBytes:)``: an equal part, at least 20,000 and at most
    /// 500,000.
    static func stepsPerCall(sourceBytes: Int, calls: Int) -> Int {
        min(500_000, max(20_000, totalSteps(sourceBytes: sourceBytes) / max(1, calls)))
    }

    /// The configuration the definitions need: `localizationTable` when the app's localized text is all in one table
    /// other than `Localizable`; the table (`nil` without localized text). Text in several tables is a warning at
    /// each text outside the first: the generated code looks everything up in one.
    private static func configuration(for categories: [ImportedCategory]) -> (text: String?, table: String?, warnings: [Diagnostic]) {
        var tables: [(name: String, place: SourcePlace)] = []
        func note(_ text: ImportedText?, at place: SourcePlace) {
            guard case .localized(_, _, _, let table)? = text else { return }
            let name = table ?? "Localizable"
            if !tables.contains(where: { $0.name == name }) { tables.append((name, place)) }
        }
        for category in categories {
            note(category.hiddenPreviewsBodyPlaceholder, at: category.place)
            note(category.categorySummaryFormat, at: category.place)
            for (action, _) in category.actions {
                for text in [action.title, action.textInput?.buttonTitle, action.textInput?.placeholder] { note(text, at: action.place) }
            }
        }
        guard let first = tables.first else { return (nil, nil, []) }
        let warnings = tables.dropFirst().map { table in
            warning("looks up its text in the strings table \(DiagnosticText.quoted(table.name)), and other text in \(DiagnosticText.quoted(first.name)): the generated code looks all of it up in one table (localizationTable), so move the strings into one", at: table.place)
        }
        guard first.name != "Localizable" else { return (nil, first.name, warnings) }
        let text = "# Written by `actionable import`: the app looks its notification text up in this strings table.\n"
            + "localizationTable: \(YAMLScalar.quoted(first.name))\n"
        return (text, first.name, warnings)
    }

    /// Every unresolved value the categories hold, in source order.
    private static func unresolvedValues(in categories: [ImportedCategory]) -> [Unresolved] {
        var found: [Unresolved] = []
        func add(_ text: ImportedText?) {
            if case .unresolved(let unresolved)? = text { found.append(unresolved) }
        }
        var seenActions: Set<SourcePlace> = []
        for category in categories {
            add(category.id)
            add(category.hiddenPreviewsBodyPlaceholder)
            add(category.categorySummaryFormat)
            category.intentIdentifiers.forEach(add)
            if let unresolved = category.unresolvedActions { found.append(unresolved) }
            if let unresolved = category.unresolvedOptions { found.append(unresolved) }
            for (action, _) in category.actions where seenActions.insert(action.place).inserted {
                add(action.id)
                add(action.title)
                add(action.textInput?.buttonTitle)
                add(action.textInput?.placeholder)
                add(action.icon?.name)
                if let unresolved = action.unresolvedOptions { found.append(unresolved) }
            }
        }
        return Array(Set(found.map { UnresolvedKey($0) })).sorted().map(\.unresolved)
    }

    /// An unresolved value ordered by its place, for one warning each.
    private struct UnresolvedKey: Hashable, Comparable {
        var unresolved: Unresolved
        init(_ unresolved: Unresolved) { self.unresolved = unresolved }
        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.unresolved.place, lhs.unresolved.expression) < (rhs.unresolved.place, rhs.unresolved.expression)
        }
    }

    /// The definitions file's name for a source: its base name with `.yaml`, made unique.
    private static func uniqueName(for sourcePath: String, among names: inout Set<String>) -> String {
        let file = sourcePath.split(separator: "/").last.map(String.init) ?? "Notifications"
        let base = file.split(separator: ".").first.map(String.init) ?? file
        let safe = String(base.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") })
        let stem = safe.isEmpty ? "Notifications" : safe
        var name = stem + ".yaml"
        var number = 2
        while !names.insert(name.lowercased()).inserted {
            name = "\(stem)-\(number).yaml"
            number += 1
        }
        return name
    }

    /// A warning at each action made with the id of an action made before it but defined otherwise (a title, options,
    /// text input or icon of its own): the definitions hold one action per id, the first, as Apple's registration
    /// expects ids to name one action.
    static func actionsDefinedTwoWays(in categories: [ImportedCategory]) -> [Diagnostic] {
        var first: [String: ImportedAction] = [:]
        var diagnostics: [Diagnostic] = []
        for category in categories {
            for entry in category.actions {
                guard let id = DefinitionsWriter.plainID(entry.action.id) else { continue }
                guard let earlier = first[id] else {
                    first[id] = entry.action
                    continue
                }
                let iconsDiffer = earlier.icon != nil && entry.action.icon != nil && earlier.icon != entry.action.icon
                if !earlier.isSameDefinition(as: entry.action) || iconsDiffer {
                    diagnostics.append(warning(
                        "the action \(DiagnosticText.quoted(id)) is made here otherwise than at \(earlier.place.fileAndLine) (title, options, text input or icon): the definitions hold the one made first for every category; give this one an id of its own, or make both alike",
                        at: entry.action.place))
                }
            }
        }
        return diagnostics
    }

    /// A warning of the import at `place`.
    private static func warning(_ message: String, at place: SourcePlace) -> Diagnostic {
        var diagnostic = Diagnostic(.unresolvedImport, message, at: SourceLocation(path: place.path, line: place.line, column: place.column))
        diagnostic.severity = .warning
        return diagnostic
    }

    /// An id for a message.
    private static func text(_ text: ImportedText) -> String {
        switch text {
        case .plain(let id): DiagnosticText.quoted(id)
        case .localized(let key, _, _, _): DiagnosticText.quoted(key)
        case .unresolved(let unresolved): DiagnosticText.quoted(unresolved.expression)
        }
    }

    /// A gate in words: "on iOS, macOS", "from iOS 15.0".
    private static func describe(_ gate: ImportedGate) -> String {
        var parts: [String] = []
        if let platforms = gate.platforms { parts.append("on " + Platform.normalized(platforms).map(\.rawValue).joined(separator: ", ")) }
        if !gate.available.isEmpty {
            parts.append("from " + gate.available.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", "))
        }
        return parts.joined(separator: " and ")
    }
}

extension ImportedText {
    /// Localized text completed from the strings files: the value the code gives, else the file's, else the key
    /// (what the app shows when no table has the key); the code's comment, else the file's; `Localizable` as no
    /// table. Other text as it is.
    func localized(with strings: StringsLookup) -> ImportedText {
        guard case .localized(let key, let value, let comment, let written) = self else { return self }
        let table = written == "Localizable" ? nil : written
        let entry = strings.entry(table: table, key: key)
        return .localized(key: key, value: value ?? entry?.value ?? key, comment: comment ?? entry?.comment, table: table)
    }
}

extension ImportedCategory {
    /// The category with its localized text completed from the strings files.
    func localized(with strings: StringsLookup) -> ImportedCategory {
        var category = self
        category.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder?.localized(with: strings)
        category.categorySummaryFormat = categorySummaryFormat?.localized(with: strings)
        category.actions = actions.map { item in
            var action = item.action
            action.title = action.title.localized(with: strings)
            if var textInput = action.textInput {
                textInput.buttonTitle = textInput.buttonTitle?.localized(with: strings)
                textInput.placeholder = textInput.placeholder?.localized(with: strings)
                action.textInput = textInput
            }
            return (action, item.gate)
        }
        return category
    }
}
