/// The settings of a configuration file (`actionable-config.yaml`), each with the place it was written.
///
/// A setting given on the command line wins over the file, and the file over the default: see
/// ``GenerationSettings/init(configuration:overriddenBy:)``.
public struct Configuration: Sendable {
    /// The names a configuration file may have.
    public static let fileNames = ["actionable-config.yaml", "actionable-config.yml"]
    /// The keys a configuration file may have.
    public static let keys = [
        "accessLevel", "developmentLanguage", "extensionPlists", "generate", "localizationBundle", "localizationTable",
        "manifestOut", "namespace", "rules", "runtime", "serviceExtensionPlist", "stringsCatalog", "swiftNameStripPrefix",
        "swiftOut", "warningsAsErrors",
    ]

    /// The name of the generated namespace enum.
    public var namespace: Located<String>?
    /// The access level of every generated declaration.
    public var accessLevel: Located<AccessLevel>?
    /// Whether the generated file imports `ActionableRuntime` (`module`) or carries its own copy (`embedded`).
    public var runtime: Located<RuntimeMode>?
    /// Where to write the Swift file, relative to the configuration file's directory.
    public var swiftOut: Located<String>?
    /// Where to write the manifest, relative to the configuration file's directory.
    public var manifestOut: Located<String>?
    /// Whether warnings are errors.
    public var warningsAsErrors: Located<Bool>?
    /// Where to write the strings catalog, relative to the configuration file's directory.
    public var stringsCatalog: Located<String>?
    /// The bundle the generated code looks localized text up in.
    public var localizationBundle: Located<LocalizationBundle>?
    /// The strings table the generated code looks localized text up in.
    public var localizationTable: Located<String>?
    /// The development language of a strings catalog that is created.
    public var developmentLanguage: Located<String>?
    /// `rules`: the level of each rule that does not keep its default.
    public var rules = RuleSeverities()
    /// Prefixes left out of the Swift names derived from ids (`com.example.app.`), the longest that matches.
    public var swiftNameStripPrefix: [Located<String>] = []
    /// `generate`: the parts of the Swift file to generate (`app`, `server`), at least one.
    public var generate: Located<Set<GeneratedPart>>?
    /// `extensionPlists`: each content extension's `Info.plist` (by the extension's `id`), relative to the
    /// configuration file's directory, in the order written.
    public var extensionPlists: [(id: Located<String>, path: Located<String>)] = []
    /// `serviceExtensionPlist`: the notification service extension's `Info.plist`, relative to the configuration file's
    /// directory.
    public var serviceExtensionPlist: Located<String>?

    /// An empty configuration: every setting takes its default.
    public init() {}

    /// Reads `file`, appending every problem (YAML errors, unknown keys with a suggestion, values a
    /// setting does not accept) to `diagnostics`; a setting with a problem is left unset.
    public static func decode(_ file: SourceFile, limits: InputLimits = .default, diagnostics: inout [Diagnostic]) -> Configuration {
        var configuration = Configuration()
        guard case .document(let root) = YAMLLoader(limits: limits).load(file, subject: "a configuration file", diagnostics: &diagnostics) else { return configuration }
        var reader = NodeReader()
        defer { diagnostics += reader.diagnostics }
        if case .scalar("", .plain) = root.content, root.tag == nil { return configuration }
        guard let keys = reader.mapping(root, for: "a configuration file", keys: keys) else { return configuration }
        if let node = keys["namespace"], let name = reader.text(node, for: "'namespace'") {
            if SwiftIdentifier.isValidNamespace(name.value) {
                configuration.namespace = name
            } else {
                reader.report(
                    .invalidSetting,
                    "'namespace' \(DiagnosticText.quoted(name.value)) is not a usable Swift type name, or would hide a type the generated code uses",
                    at: node)
            }
        }
        configuration.accessLevel = choice(keys["accessLevel"], key: "accessLevel", &reader) { AccessLevel(rawValue: $0) }
        configuration.runtime = choice(keys["runtime"], key: "runtime", &reader) { RuntimeMode(rawValue: $0) }
        configuration.warningsAsErrors = choice(keys["warningsAsErrors"], key: "warningsAsErrors", &reader) { text in
            ["true": true, "false": false][text]
        }
        configuration.swiftOut = path(keys["swiftOut"], key: "swiftOut", &reader)
        configuration.manifestOut = path(keys["manifestOut"], key: "manifestOut", &reader)
        configuration.stringsCatalog = path(keys["stringsCatalog"], key: "stringsCatalog", &reader)
        configuration.localizationBundle = choice(keys["localizationBundle"], key: "localizationBundle", &reader) {
            LocalizationBundle(rawValue: $0)
        }
        configuration.localizationTable = name(
            keys["localizationTable"], key: "localizationTable", accepts: LocalizationSettings.isValidTable,
            expected: "a table name (ASCII letters, digits, '_', '-' and '.', not starting with '.')", &reader)
        if let node = keys["rules"] { configuration.rules = rules(node, &reader) }
        if let node = keys["extensionPlists"],
           let entries = reader.entries(node, for: "'extensionPlists'", example: "{ MeetingContent: NotificationContent/Info.plist }") {
            configuration.extensionPlists = entries.compactMap { id, value in
                path(value, key: "extensionPlists.\(id.value)", &reader).map { (id, $0) }
            }
        }
        configuration.serviceExtensionPlist = path(keys["serviceExtensionPlist"], key: "serviceExtensionPlist", &reader)
        if let node = keys["swiftNameStripPrefix"] {
            configuration.swiftNameStripPrefix = prefixes(node, &reader)
        }
        if let node = keys["generate"] { configuration.generate = parts(node, &reader) }
        configuration.developmentLanguage = name(
            keys["developmentLanguage"], key: "developmentLanguage", accepts: LocalizationSettings.isValidLanguage,
            expected: "a language code such as en, pt-BR or zh-Hans", &reader)
        return configuration
    }

    /// `generate`: one part or a list of them (`app`, `server`), at least one, each known; `nil` (reported) when
    /// any is not.
    private static func parts(_ node: YAMLNode, _ reader: inout NodeReader) -> Located<Set<GeneratedPart>>? {
        let items: [YAMLNode]
        if case .sequence(let list) = node.content { items = list } else { items = [node] }
        var parts: Set<GeneratedPart> = []
        for item in items {
            guard let part = choice(item, key: "generate", &reader, parse: { GeneratedPart(rawValue: $0) }) else { return nil }
            parts.insert(part.value)
        }
        guard !parts.isEmpty else {
            reader.report(.invalidSetting, "'generate' cannot be empty; write app, server or both", at: node)
            return nil
        }
        return Located(parts, at: node.location)
    }

    /// `rules`: a mapping of rule ids to levels; an unknown rule or level, or a rule that cannot be lowered, is
    /// reported and left at its default.
    private static func rules(_ node: YAMLNode, _ reader: inout NodeReader) -> RuleSeverities {
        var severities = RuleSeverities()
        guard case .mapping(let entries) = node.content else {
            reader.report(.wrongType, "'rules' must be a mapping of rule ids to levels, such as { unknown-intent: off }, found \(node.kindDescription)",
                          at: node)
            return severities
        }
        let ruleIDs = Rule.allCases.map(\.rawValue)
        let levels = RuleLevel.allCases.map(\.rawValue)
        var seen: [String: SourceLocation] = [:]
        for entry in entries {
            guard let id = reader.text(entry.key, for: "a rule id"), let levelText = reader.text(entry.value, for: "a rule level") else {
                continue
            }
            if let first = seen[id.value] {
                reader.diagnostics.append(Diagnostic(
                    .duplicateKey, "rule \(DiagnosticText.quoted(id.value)) is set twice in 'rules'", at: id.location,
                    notes: [Diagnostic.Note("first set here", at: first)]))
                continue
            }
            seen[id.value] = id.location
            guard let rule = Rule(rawValue: id.value) else {
                reader.report(.invalidSetting, "'rules' names no rule \(DiagnosticText.quoted(id.value))"
                              + Suggestion.hint(for: id.value, among: ruleIDs) + "; 'actionable rules' lists them", at: entry.key)
                continue
            }
            guard let level = RuleLevel(rawValue: levelText.value) else {
                reader.report(.invalidSetting, "the level of \(rule.rawValue) cannot be \(DiagnosticText.quoted(levelText.value)); write one of "
                              + levels.joined(separator: ", ") + Suggestion.hint(for: levelText.value, among: levels), at: entry.value)
                continue
            }
            do {
                try severities.set(rule, to: level)
            } catch {
                reader.report(.invalidSetting, "\(error)", at: entry.value)
            }
        }
        return severities
    }

    /// `swiftNameStripPrefix`: one prefix or a list of them, each non-empty.
    private static func prefixes(_ node: YAMLNode, _ reader: inout NodeReader) -> [Located<String>] {
        let items: [YAMLNode]
        if case .sequence(let list) = node.content { items = list } else { items = [node] }
        return items.compactMap { item in
            guard let text = reader.text(item, for: "'swiftNameStripPrefix'") else { return nil }
            guard !text.value.isEmpty else {
                reader.report(.invalidSetting, "'swiftNameStripPrefix' cannot be empty; write the start ids share, such as com.example.app.", at: item)
                return nil
            }
            return text
        }
    }

    /// The non-empty file path written in `node`, or `nil` (reported when empty). `key` is quoted in messages, as
    /// every key of these readers is: an `extensionPlists` key holds an id the file chose.
    private static func path(_ node: YAMLNode?, key: String, _ reader: inout NodeReader) -> Located<String>? {
        guard let node, let text = reader.text(node, for: DiagnosticText.quoted(key)) else { return nil }
        guard !text.value.isEmpty else {
            reader.report(.invalidSetting, "\(DiagnosticText.quoted(key)) must name a file", at: node)
            return nil
        }
        return text
    }

    /// The text written in `node` if `accepts` it, or `nil` (reported with what was `expected`).
    private static func name(
        _ node: YAMLNode?, key: String, accepts: (String) -> Bool, expected: String, _ reader: inout NodeReader
    ) -> Located<String>? {
        guard let node, let text = reader.text(node, for: DiagnosticText.quoted(key)) else { return nil }
        guard accepts(text.value) else {
            reader.report(
                .invalidSetting, "\(DiagnosticText.quoted(key)) cannot be \(DiagnosticText.quoted(text.value)); write \(expected)", at: node)
            return nil
        }
        return text
    }

    /// The value `parse` makes of the text of `node`, or `nil`, reporting a value it does not accept
    /// together with the accepted ones.
    private static func choice<Value: CaseIterableSetting>(
        _ node: YAMLNode?, key: String, _ reader: inout NodeReader, parse: (String) -> Value?
    ) -> Located<Value>? {
        guard let node, let text = reader.text(node, for: DiagnosticText.quoted(key)) else { return nil }
        guard let value = parse(text.value) else {
            let accepted = Value.settingValues
            reader.report(
                .invalidSetting,
                "\(DiagnosticText.quoted(key)) cannot be \(DiagnosticText.quoted(text.value)); write one of \(accepted.joined(separator: ", "))"
                    + Suggestion.hint(for: text.value, among: accepted),
                at: node)
            return nil
        }
        return Located(value, at: text.location)
    }
}

/// A setting whose values are a fixed list of words.
private protocol CaseIterableSetting {
    /// The words a configuration file may write, in the order messages list them.
    static var settingValues: [String] { get }
}

extension AccessLevel: CaseIterableSetting {
    static var settingValues: [String] { allCases.map(\.rawValue) }
}

extension RuntimeMode: CaseIterableSetting {
    static var settingValues: [String] { allCases.map(\.rawValue) }
}

extension LocalizationBundle: CaseIterableSetting {
    static var settingValues: [String] { allCases.map(\.rawValue) }
}

extension GeneratedPart: CaseIterableSetting {
    static var settingValues: [String] { allCases.map(\.rawValue) }
}

extension Bool: CaseIterableSetting {
    static var settingValues: [String] { ["true", "false"] }
}
