/// Reads a JSON manifest (written by ``ManifestGenerator``) back into a ``Snapshot``, so that `actionable diff`
/// can compare shipped manifests as well as definitions. Every problem is an `invalid-manifest` error naming
/// the place (`categories[2].identifier`); unknown fields are ignored, as the format promises readers.
public struct ManifestReader: Sendable {
    /// The limits; only the file size applies.
    public var limits: InputLimits

    /// Creates a reader.
    public init(limits: InputLimits = .default) {
        self.limits = limits
    }

    /// The snapshot `file` describes, or `nil` after appending the problems to `diagnostics`.
    public func read(_ file: SourceFile, diagnostics: inout [Diagnostic]) -> Snapshot? {
        if let oversize = limits.oversizeError(file, subject: "the manifest", limit: limits.maxGeneratedFileBytes) {
            diagnostics.append(oversize)
            return nil
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(file.contents)
        } catch {
            diagnostics.append(Diagnostic(
                .invalidManifest, "not a manifest: \(error.message)",
                at: SourceLocation(path: file.path, line: error.line, column: error.column)))
            return nil
        }
        var reading = ManifestReading(path: file.path)
        let snapshot = reading.snapshot(document)
        diagnostics += reading.diagnostics
        return reading.diagnostics.isEmpty ? snapshot : nil
    }
}

/// One entry of a `localizations` object: how a string is localized, and the value it repeats.
struct LocalizationEntry {
    /// The key and translator comment.
    var localization: Model.Localization
    /// The development-language value, which must be the one the string's own field holds.
    var value: String
}

/// One manifest being read; holds the problems found so far.
struct ManifestReading {
    let path: String
    var diagnostics: [Diagnostic] = []

    mutating func report(_ message: String, at field: String) {
        diagnostics.append(Diagnostic(.invalidManifest, "\(field): \(message)", at: SourceLocation(path: path)))
    }

    mutating func snapshot(_ document: JSONValue) -> Snapshot? {
        guard case .object(let root) = document else {
            report("a manifest is a JSON object", at: "the document")
            return nil
        }
        guard case .integer(let version)? = root["formatVersion"] else {
            report("missing, or not an integer; is this an actionable manifest?", at: "formatVersion")
            return nil
        }
        let readable = ManifestGenerator.oldestReadableFormatVersion...ManifestGenerator.formatVersion
        guard readable.contains(version) else {
            report("is \(version); this actionable reads formats \(readable.lowerBound) to \(readable.upperBound)", at: "formatVersion")
            return nil
        }
        let categories = list(root["categories"], at: "categories", required: true) { $0.category($1, at: $2) }
        let actions = list(root["actions"], at: "actions", required: true) { $0.action($1, at: $2) }
        let reserved = object(root["reserved"], at: "reserved")
        let swift = object(root["swift"], at: "swift")
        let localization = object(root["localization"], at: "localization")
        var catalog = Model(
            categories: categories.sorted { $0.identifier.precedesInUTF8($1.identifier) },
            actions: actions.sorted { $0.identifier.precedesInUTF8($1.identifier) },
            inputs: [path])
        catalog.reservedCategories = reservations(reserved?["categories"], at: "reserved.categories")
        catalog.reservedActions = reservations(reserved?["actions"], at: "reserved.actions")
        catalog.pushes = list(root["pushes"], at: "pushes", required: false) { $0.push($1, at: $2) }
        catalog.contentExtensions = list(root["contentExtensions"], at: "contentExtensions", required: false) {
            $0.contentExtension($1, at: $2)
        }
        reportDuplicates(catalog.contentExtensions.map(\.identifier), at: "contentExtensions")
        reportDuplicates(catalog.categories.map(\.identifier), at: "categories")
        reportDuplicates(catalog.pushes.map(\.identifier), at: "pushes")
        reportDuplicates(catalog.actions.map(\.identifier), at: "actions")
        var accessLevel: AccessLevel?
        if let level = string(swift?["accessLevel"], at: "swift.accessLevel", required: false) {
            accessLevel = AccessLevel(rawValue: level)
            if accessLevel == nil { report("\(DiagnosticText.quoted(level)) is not an access level", at: "swift.accessLevel") }
        }
        return Snapshot(
            catalog: catalog, namespace: string(swift?["namespace"], at: "swift.namespace", required: false),
            accessLevel: accessLevel, localizationSettings: localization.flatMap { localizationSettings($0) })
    }

    /// The settings the top-level `localization` object records, or `nil` after reporting what is wrong.
    mutating func localizationSettings(_ fields: [String: JSONValue]) -> LocalizationSettings? {
        var bundle: LocalizationBundle?
        if let name = string(fields["bundle"], at: "localization.bundle") {
            bundle = LocalizationBundle(rawValue: name)
            if bundle == nil { report("\(DiagnosticText.quoted(name)) is not a localization bundle", at: "localization.bundle") }
        }
        var table = string(fields["table"], at: "localization.table")
        if let name = table, !LocalizationSettings.isValidTable(name) {
            report("\(DiagnosticText.quoted(name)) is not a strings table name", at: "localization.table")
            table = nil
        }
        guard let bundle, let table else { return nil }
        return LocalizationSettings(bundle: bundle, table: table)
    }

    mutating func category(_ value: JSONValue, at field: String) -> Model.Category? {
        guard let fields = object(value, at: field) else { return nil }
        let identifier = string(fields["identifier"], at: field + ".identifier")
        let swiftName = string(fields["swiftName"], at: field + ".swiftName")
        let options = strings(fields["options"], at: field + ".options").compactMap { name in
            CategoryOption(rawValue: name) ?? unknownOption(name, at: field + ".options")
        }
        let localized = localizations(fields["localizations"], of: Model.Category.self, at: field + ".localizations")
        let actions = strings(fields["actions"], at: field + ".actions")
        let actionPlatforms = perAction(fields, "actionPlatforms", of: actions, at: field) { reader, value, place in
            reader.platforms(value, at: place)
        }
        let actionAvailability = perAction(fields, "actionAvailability", of: actions, at: field) { reader, value, place in
            reader.availability(value, at: place)
        }
        guard let identifier, let swiftName else { return nil }
        let category = Model.Category(
            identifier: identifier, swiftName: swiftName, typeName: SwiftIdentifier.typeName(for: swiftName),
            actions: actions, actionPlatforms: actionPlatforms, actionAvailability: actionAvailability,
            options: CategoryOption.allCases.filter(options.contains),
            intentIdentifiers: strings(fields["intentIdentifiers"], at: field + ".intentIdentifiers"),
            hiddenPreviewsBodyPlaceholder: string(
                fields["hiddenPreviewsBodyPlaceholder"], at: field + ".hiddenPreviewsBodyPlaceholder", required: false)
                .map { Model.Text($0, localization: localized[.hiddenPreviewsBodyPlaceholder]?.localization) },
            categorySummaryFormat: string(fields["categorySummaryFormat"], at: field + ".categorySummaryFormat", required: false)
                .map { Model.Text($0, localization: localized[.categorySummaryFormat]?.localization) },
            description: string(fields["description"], at: field + ".description", required: false),
            payload: fields["payload"].map { value in
                list(value, at: field + ".payload", required: true) { $0.payloadKey($1, at: $2) }
            })
        reportMismatches(of: localized, against: category, at: field)
        var resolved = category
        resolved.mutableContent = flag(fields["mutableContent"], at: field + ".mutableContent")
        resolved.samples = samples(fields["samples"], of: resolved, at: field + ".samples")
        return resolved
    }

    /// A content extension: `{categories, defaultContentHidden, description, identifier, initialContentSizeRatio,
    /// overridesDefaultTitle, userInteractionEnabled}`.
    mutating func contentExtension(_ value: JSONValue, at field: String) -> Model.ContentExtension? {
        guard let fields = object(value, at: field) else { return nil }
        let identifier = string(fields["identifier"], at: field + ".identifier")
        let categories = strings(fields["categories"], at: field + ".categories")
        var ratio: String?
        switch fields["initialContentSizeRatio"] {
        case .integer(let number)?: ratio = String(number)
        case .number(let text)?: ratio = text
        default: report("must be a number", at: field + ".initialContentSizeRatio")
        }
        guard let identifier, let ratio else { return nil }
        return Model.ContentExtension(
            identifier: identifier, categories: categories, initialContentSizeRatio: ratio,
            defaultContentHidden: flag(fields["defaultContentHidden"], at: field + ".defaultContentHidden"),
            overridesDefaultTitle: flag(fields["overridesDefaultTitle"], at: field + ".overridesDefaultTitle"),
            userInteractionEnabled: flag(fields["userInteractionEnabled"], at: field + ".userInteractionEnabled"),
            description: string(fields["description"], at: field + ".description", required: false))
    }

    /// `true` or `false` (`false` when absent), reporting any other value.
    mutating func flag(_ value: JSONValue?, at field: String) -> Bool {
        switch value {
        case nil: return false
        case .bool(let flag)?: return flag
        default:
            report("must be true or false", at: field)
            return false
        }
    }

    mutating func push(_ value: JSONValue, at field: String) -> Model.PushKind? {
        guard let fields = object(value, at: field) else { return nil }
        let identifier = string(fields["identifier"], at: field + ".identifier")
        let swiftName = string(fields["swiftName"], at: field + ".swiftName")
        var match: Model.PushMatch?
        if let matchFields = object(fields["match"], at: field + ".match"),
           let key = string(matchFields["key"], at: field + ".match.key") {
            match = Model.PushMatch(key: key)
            if let value = matchFields["value"] {
                match?.value = Model.PushMatch.Value(json: value)
                if match?.value == nil { report("must be a string, an integer, true or false", at: field + ".match.value") }
            }
        }
        var isSilent = false
        if let silent = fields["silent"] {
            if case .bool(let flag) = silent { isSilent = flag } else { report("must be true or false", at: field + ".silent") }
        }
        let keys = list(fields["payload"], at: field + ".payload", required: false) { $0.payloadKey($1, at: $2) }
        guard let identifier, let swiftName else { return nil }
        var kind = Model.PushKind(
            identifier: identifier, swiftName: swiftName, typeName: SwiftIdentifier.pushTypeName(for: swiftName), match: match,
            isSilent: isSilent, keys: keys, description: string(fields["description"], at: field + ".description", required: false))
        kind.mutableContent = flag(fields["mutableContent"], at: field + ".mutableContent")
        kind.samples = samples(fields["samples"], of: kind, at: field + ".samples")
        return kind
    }

    mutating func action(_ value: JSONValue, at field: String) -> Model.Action? {
        guard let fields = object(value, at: field) else { return nil }
        let identifier = string(fields["identifier"], at: field + ".identifier")
        let swiftName = string(fields["swiftName"], at: field + ".swiftName")
        let title = string(fields["title"], at: field + ".title")
        let options = strings(fields["options"], at: field + ".options").compactMap { name in
            ActionOption(rawValue: name) ?? unknownOption(name, at: field + ".options")
        }
        var icon: ActionIcon?
        if let image = object(fields["icon"], at: field + ".icon") {
            if let name = string(image["systemImageName"], at: field + ".icon.systemImageName", required: false) {
                icon = .system(name)
            } else if let name = string(image["templateImageName"], at: field + ".icon.templateImageName", required: false) {
                icon = .template(name)
            } else {
                report("needs 'systemImageName' or 'templateImageName'", at: field + ".icon")
            }
        }
        let localized = localizations(fields["localizations"], of: Model.Action.self, at: field + ".localizations")
        var textInput: Model.TextInput?
        if let input = object(fields["textInput"], at: field + ".textInput") {
            textInput = Model.TextInput(
                buttonTitle: string(input["buttonTitle"], at: field + ".textInput.buttonTitle", required: false).map {
                    Model.Text($0, localization: localized[.buttonTitle]?.localization)
                },
                placeholder: Model.Text(
                    string(input["placeholder"], at: field + ".textInput.placeholder", required: false) ?? "",
                    localization: localized[.placeholder]?.localization))
        }
        guard let identifier, let swiftName, let title else { return nil }
        let action = Model.Action(
            identifier: identifier, swiftName: swiftName, title: Model.Text(title, localization: localized[.title]?.localization),
            options: ActionOption.allCases.filter(options.contains), icon: icon, textInput: textInput,
            platforms: fields["platforms"].map { platforms($0, at: field + ".platforms") },
            availability: fields["available"].flatMap { availability($0, at: field + ".available") },
            description: string(fields["description"], at: field + ".description", required: false))
        reportMismatches(of: localized, against: action, at: field)
        return action
    }

    // MARK: Localized strings

    /// The `localizations` object at `field` of an `Owner`: the key, comment and value of each string it names.
    /// A name this kind of owner has no string for is an unknown field, and ignored.
    mutating func localizations<Owner: UserTextOwner>(
        _ value: JSONValue?, of _: Owner.Type, at field: String
    ) -> [UserTextField: LocalizationEntry] {
        guard let entries = object(value, at: field) else { return [:] }
        var localizations: [UserTextField: LocalizationEntry] = [:]
        for textField in Owner.userTextFields {
            let path = field + "." + textField.rawValue
            guard let entry = object(entries[textField.rawValue], at: path) else { continue }
            let key = string(entry["key"], at: path + ".key")
            let comment = string(entry["comment"], at: path + ".comment")
            let text = string(entry["value"], at: path + ".value")
            if key?.isEmpty == true { report("must not be empty", at: path + ".key") }
            if text?.isEmpty == true { report("must not be empty", at: path + ".value") }
            guard let key, let comment, let text else { continue }
            localizations[textField] = LocalizationEntry(localization: Model.Localization(key: key, comment: comment), value: text)
        }
        return localizations
    }

    /// Reports each of `localizations` that localizes a string `owner` (at `field`) does not have, or gives it
    /// another value than the one written in its own field.
    mutating func reportMismatches<Owner: UserTextOwner>(
        of localizations: [UserTextField: LocalizationEntry], against owner: Owner, at field: String
    ) {
        for textField in Owner.userTextFields {
            guard let entry = localizations[textField] else { continue }
            let path = field + ".localizations." + textField.rawValue
            guard let text = owner.text(textField) else {
                report("localizes \(textField.definitionPath), which the \(Owner.kind) does not have", at: path)
                continue
            }
            if entry.value != text.value {
                report("\(DiagnosticText.quoted(entry.value)) is not the value of \(field).\(textField.definitionPath), "
                           + DiagnosticText.quoted(text.value), at: path + ".value")
            }
        }
    }

    mutating func reservations(_ value: JSONValue?, at field: String) -> [Model.Reservation] {
        let identifiers = strings(value, at: field)
        reportDuplicates(identifiers, at: field)
        return Set(identifiers).map { Model.Reservation(identifier: $0) }.sorted { $0.identifier.precedesInUTF8($1.identifier) }
    }

    /// The object `fields[key]` of a category whose `actions` are listed: each member names one of them and holds
    /// what `read` makes of its value; a member naming another action is reported and left out.
    mutating func perAction<Value>(
        _ fields: [String: JSONValue], _ key: String, of actions: [String], at field: String,
        read: (inout Self, JSONValue, String) -> Value?
    ) -> [String: Value] {
        var values: [String: Value] = [:]
        for (id, value) in object(fields[key], at: field + "." + key) ?? [:] {
            let place = field + "." + key + "." + id
            guard actions.contains(id) else {
                report("names an action the category does not list", at: place)
                continue
            }
            values[id] = read(&self, value, place)
        }
        return values
    }

    /// A platforms list: at least one known platform name, in ``Platform`` order.
    mutating func platforms(_ value: JSONValue, at field: String) -> [Platform] {
        let names = strings(value, at: field)
        if names.isEmpty { report("lists no platform", at: field) }
        return Platform.normalized(names.compactMap { name in
            Platform(rawValue: name) ?? { report("unknown platform \(DiagnosticText.quoted(name))", at: field); return nil }()
        })
    }

    /// An availability: an object of at least one known platform, each with a version such as `15.0`; `nil`
    /// (reported) otherwise.
    mutating func availability(_ value: JSONValue, at field: String) -> Availability? {
        guard let entries = object(value, at: field) else { return nil }
        var minimums: [Platform: OSVersion] = [:]
        for (name, version) in entries {
            guard let platform = Platform(rawValue: name) else {
                report("unknown platform \(DiagnosticText.quoted(name))", at: field)
                continue
            }
            guard let text = string(version, at: field + "." + name), let parsed = OSVersion(text) else {
                report("\(platform.rawValue) needs a version such as \"15.0\"", at: field + "." + name)
                continue
            }
            minimums[platform] = parsed
        }
        guard !minimums.isEmpty, minimums.count == entries.count else {
            if entries.isEmpty { report("names no platform", at: field) }
            return nil
        }
        return Availability(minimums)
    }

    mutating func unknownOption<Option>(_ name: String, at field: String) -> Option? {
        report("unknown option \(DiagnosticText.quoted(name))", at: field)
        return nil
    }

    mutating func reportDuplicates(_ identifiers: [String], at field: String) {
        var seen: Set<ExactText> = []
        for identifier in identifiers where !seen.insert(ExactText(identifier)).inserted {
            report("\(DiagnosticText.quoted(identifier)) appears twice", at: field)
        }
    }

    // MARK: Typed access

    mutating func object(_ value: JSONValue?, at field: String) -> [String: JSONValue]? {
        guard let value else { return nil }
        guard case .object(let fields) = value else {
            report("must be an object", at: field)
            return nil
        }
        return fields
    }

    mutating func string(_ value: JSONValue?, at field: String, required: Bool = true) -> String? {
        guard let value else {
            if required { report("is missing", at: field) }
            return nil
        }
        guard case .string(let text) = value else {
            report("must be a string", at: field)
            return nil
        }
        return text
    }

    mutating func strings(_ value: JSONValue?, at field: String) -> [String] {
        list(value, at: field, required: false) { $0.string($1, at: $2) }
    }

    mutating func list<Element>(
        _ value: JSONValue?, at field: String, required: Bool, _ element: (inout Self, JSONValue, String) -> Element?
    ) -> [Element] {
        guard let value else {
            if required { report("is missing", at: field) }
            return []
        }
        guard case .array(let items) = value else {
            report("must be an array", at: field)
            return []
        }
        return items.enumerated().compactMap { index, item in element(&self, item, "\(field)[\(index)]") }
    }
}
