/// A SARIF 2.1.0 log of one run of actionable, as GitHub code scanning reads it: `tool.driver` with every rule
/// of both catalogs (checks and change rules), and the results. The diagnostic and change renderers build
/// one from their findings; everything user-controlled goes through ``JSONValue`` and ``SARIFArtifactURI``.
struct SARIFLog {
    /// GitHub code scanning keeps at most this many results of a run.
    static let codeScanningLimit = 25_000

    /// One finding.
    struct Result {
        /// The rule's id.
        var ruleID: String
        /// `error`, `warning` or `note`.
        var level: String
        /// The message, one line.
        var message: String
        /// Where it is; a location without a line is given line 1 (code scanning needs a line).
        var location: SourceLocation
        /// Further places, each with its own message (a diagnostic's notes).
        var relatedLocations: [(location: SourceLocation, message: String)] = []
    }

    /// The findings, in the order they are reported.
    var results: [Result]
    /// The directory artifact URIs are relative to (the repository root in CI); `nil` keeps relative paths as
    /// they are and writes absolute ones as `file://` URIs.
    var workingDirectory: String?
    /// The most results written (at most ``codeScanningLimit``); the rest are left out with a note.
    var maximumResults = codeScanningLimit

    /// The log as a JSON document.
    var document: String {
        let kept = results.prefix(maximumResults)
        var invocation: [String: JSONValue] = ["executionSuccessful": .bool(true)]
        if results.count > kept.count {
            let leftOut = results.count - kept.count
            invocation["toolExecutionNotifications"] = .array([.object([
                "level": .string("note"),
                "message": .object(["text": .string(
                    "\(leftOut) more \(leftOut == 1 ? "result was" : "results were") left out: this log holds at most \(maximumResults) results (GitHub code scanning accepts \(Self.codeScanningLimit) per run); `--format text` lists them all")]),
            ])])
        }
        let run: [String: JSONValue] = [
            "tool": .object(["driver": Self.driver]),
            "columnKind": .string("unicodeCodePoints"),
            "invocations": .array([.object(invocation)]),
            "results": .array(kept.map(value)),
        ]
        return JSONValue.object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([.object(run)]),
        ]).document
    }

    private func value(of result: Result) -> JSONValue {
        var object: [String: JSONValue] = [
            "ruleId": .string(result.ruleID),
            "level": .string(result.level),
            "message": .object(["text": .string(DiagnosticText.backstop(result.message))]),
            "locations": .array([.object(physicalLocation(result.location))]),
        ]
        if let index = Self.ruleIndex[result.ruleID] { object["ruleIndex"] = .integer(index) }
        if !result.relatedLocations.isEmpty {
            object["relatedLocations"] = .array(result.relatedLocations.enumerated().map { index, related in
                var location = physicalLocation(related.location)
                location["id"] = .integer(index)
                location["message"] = .object(["text": .string(DiagnosticText.backstop(related.message))])
                return .object(location)
            })
        }
        return .object(object)
    }

    private func physicalLocation(_ location: SourceLocation) -> [String: JSONValue] {
        let position = location.position ?? SourceLocation.Position(line: 1, column: 1)
        return ["physicalLocation": .object([
            "artifactLocation": .object(["uri": .string(SARIFArtifactURI.uri(for: location.path, relativeTo: workingDirectory))]),
            "region": .object(["startLine": .integer(position.line), "startColumn": .integer(position.column)]),
        ])]
    }

    // MARK: The rule catalog

    /// Every rule, checks first, then change rules, in catalog order (a result's `ruleIndex` counts in it).
    private static let rules: [(id: String, descriptor: JSONValue)] =
        Rule.allCases.map { ($0.rawValue, descriptor(of: $0)) } + ChangeRule.allCases.map { ($0.rawValue, descriptor(of: $0)) }

    private static let ruleIndex: [String: Int] = Dictionary(
        rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })

    private static let driver: JSONValue = .object([
        "name": .string("actionable"),
        "version": .string(ActionableVersion.current),
        "semanticVersion": .string(ActionableVersion.current),
        "informationUri": .string(ActionableVersion.repository),
        "rules": .array(rules.map(\.descriptor)),
    ])

    private static func descriptor(of rule: Rule) -> JSONValue {
        let lowering = rule.canBeLowered ? "A team can change its level with rules: in the configuration, or --rule \(rule.rawValue)=LEVEL." :
            "It can be raised but not lowered: the generated code would be something other than the definitions say."
        return descriptor(
            id: rule.rawValue, purpose: rule.purpose, level: rule.severity.rawValue,
            detail: "A check of actionable check, compile and validate-payload. Default level: \(rule.severity.rawValue). \(lowering)",
            tags: ["check"])
    }

    private static func descriptor(of rule: ChangeRule) -> JSONValue {
        // As a change of only this rule's class shows under the default `--fail-on wire`.
        let level = Change(rule, "", subject: .settings).severity(in: .wire).rawValue
        return descriptor(
            id: rule.rawValue, purpose: rule.purpose, level: level,
            detail: "A change rule of actionable diff, class \(rule.changeClass.rawValue): \(rule.changeClass.meaning) The default --fail-on wire fails on wire changes only.",
            tags: ["change", rule.changeClass.rawValue])
    }

    private static func descriptor(id: String, purpose: String, level: String, detail: String, tags: [String]) -> JSONValue {
        let helpURI = "\(ActionableVersion.repository)/blob/\(ActionableVersion.documentationRef)/Documentation/Rules.md#\(id)"
        return .object([
            "id": .string(id),
            "name": .string(id),
            "shortDescription": .object(["text": .string(purpose)]),
            "fullDescription": .object(["text": .string("\(purpose) \(detail)")]),
            "help": .object([
                "text": .string("\(purpose)\n\n\(detail)\n\nSee \(helpURI)"),
                "markdown": .string("**`\(id)`**: \(purpose)\n\n\(detail)\n\n[All rules](\(helpURI))"),
            ]),
            "helpUri": .string(helpURI),
            "defaultConfiguration": .object(["level": .string(level)]),
            "properties": .object(["tags": .array(tags.map(JSONValue.string))]),
        ])
    }
}
