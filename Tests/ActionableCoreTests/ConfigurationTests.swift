@testable import ActionableCore
import Testing

/// Configuration files: strict keys, checked values, and diagnostics like those of definitions.
@Suite("Configuration files")
struct ConfigurationTests {
    private func decode(_ yaml: String) -> (Configuration, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let configuration = Configuration.decode(TestSupport.file("actionable-config.yaml", yaml), diagnostics: &diagnostics)
        return (configuration, diagnostics)
    }

    @Test("Every setting is read with its location")
    func readsSettings() {
        let (configuration, diagnostics) = decode("""
            namespace: Pushes
            accessLevel: public
            swiftOut: Sources/App/Pushes.swift
            manifestOut: pushes.json
            warningsAsErrors: true
            stringsCatalog: Resources/Localizable.xcstrings
            localizationBundle: module
            localizationTable: Notifications
            developmentLanguage: pt-BR
            """)
        #expect(diagnostics.isEmpty)
        #expect(configuration.stringsCatalog?.value == "Resources/Localizable.xcstrings")
        #expect(configuration.localizationBundle?.value == .module)
        #expect(configuration.localizationTable?.value == "Notifications")
        #expect(configuration.developmentLanguage?.value == "pt-BR")
        #expect(configuration.namespace?.value == "Pushes")
        #expect(configuration.accessLevel?.value == .public)
        #expect(configuration.swiftOut?.value == "Sources/App/Pushes.swift")
        #expect(configuration.manifestOut?.value == "pushes.json")
        #expect(configuration.warningsAsErrors?.value == true)
        #expect(configuration.accessLevel.map { place($0.location) } == "actionable-config.yaml:2:14")
    }

    @Test("Generation settings: a flag wins over the file, the file over the default, setting by setting")
    func generationSettingsPrecedence() {
        let (configuration, diagnostics) = decode("""
            namespace: Pushes
            localizationTable: Notifications
            developmentLanguage: pt-BR
            swiftNameStripPrefix: com.example.
            """)
        #expect(diagnostics.isEmpty)
        let defaults = GenerationSettings()
        #expect(GenerationSettings(configuration: Configuration()) == defaults)
        let fromFile = GenerationSettings(configuration: configuration)
        #expect(fromFile == GenerationSettings(
            namespace: "Pushes", accessLevel: defaults.accessLevel,
            localization: LocalizationSettings(bundle: defaults.localization.bundle, table: "Notifications"),
            developmentLanguage: "pt-BR", swiftNameStripPrefixes: ["com.example."]))
        let flags = GenerationSettings.Overrides(namespace: "Alerts", accessLevel: .public, localizationBundle: .module, developmentLanguage: "de")
        #expect(GenerationSettings(configuration: configuration, overriddenBy: flags) == GenerationSettings(
            namespace: "Alerts", accessLevel: .public, localization: LocalizationSettings(bundle: .module, table: "Notifications"),
            developmentLanguage: "de", swiftNameStripPrefixes: ["com.example."]))
    }

    @Test("rules sets levels; an unknown rule or level, a repeated rule, or lowering a rule that guards the generated code is refused")
    func rules() throws {
        let (configuration, diagnostics) = decode("""
            rules:
              unknown-intent: off
              unused-action: error
              empty-title: warning
              positional-format: note
              unknwon-intent: off
              repeated-option: loud
              duplicate-action-id: warning
              unknown-intent: warning
            """)
        #expect(configuration.rules.levels == [.unknownIntent: .off, .unusedAction: .error, .emptyTitle: .warning, .positionalFormat: .note])
        #expect(diagnostics.map { "\(place($0.location)) \($0.rule.rawValue)" } == [
            "actionable-config.yaml:6:3 invalid-setting", "actionable-config.yaml:7:20 invalid-setting",
            "actionable-config.yaml:8:24 invalid-setting", "actionable-config.yaml:9:3 duplicate-key",
        ])
        #expect(diagnostics[0].message.contains("did you mean 'unknown-intent'?"))
        #expect(diagnostics[1].message.contains("write one of error, warning, note, off"))
        #expect(diagnostics[2].message.contains("duplicate-action-id cannot be lowered"))
        let applied = configuration.rules.apply(to: [
            Diagnostic(.unknownIntent, "x", at: SourceLocation(path: "d.yaml")),
            Diagnostic(.unusedAction, "y", at: SourceLocation(path: "d.yaml")),
            Diagnostic(.emptyTitle, "z", at: SourceLocation(path: "d.yaml")),
        ])
        #expect(applied.map(\.rule) == [.unusedAction, .emptyTitle])
        #expect(applied.map(\.severity) == [.error, .warning])
    }

    @Test("Only warnings, notes, errors that leave the generated code exact, and payload file checks can be lowered")
    func lowerableRules() {
        let payloadFileRules: [Rule] = [.payloadSyntax, .payloadTooLarge, .invalidAPS, .payloadCategory, .payloadMissingKey, .payloadWrongValue]
        for rule in Rule.allCases {
            var severities = RuleSeverities()
            let lowered = (try? severities.set(rule, to: .off)) != nil
            #expect(lowered == (rule.severity != .error || ([.emptyTitle, .reservedIDDefined] + payloadFileRules).contains(rule)), "\(rule)")
            #expect((try? severities.set(rule, to: .error)) != nil, "every rule can be raised: \(rule)")
        }
    }

    @Test("An empty file or one with only comments sets nothing")
    func emptyFile() {
        for yaml in ["", "# defaults everywhere\n"] {
            let (configuration, diagnostics) = decode(yaml)
            #expect(diagnostics.isEmpty)
            #expect(configuration.namespace == nil && configuration.accessLevel == nil && configuration.swiftOut == nil)
        }
    }

    @Test("Each bad setting is reported at its place with the rule and a suggestion", arguments: [
        ("acessLevel: public\n", Rule.unknownKey, "actionable-config.yaml:1:1", "did you mean 'accessLevel'?"),
        ("accessLevel: pubic\n", .invalidSetting, "actionable-config.yaml:1:14", "write one of public, package, internal; did you mean 'public'?"),
        ("warningsAsErrors: yes\n", .invalidSetting, "actionable-config.yaml:1:19", "write one of true, false"),
        ("namespace: String\n", .invalidSetting, "actionable-config.yaml:1:12", "would hide a type"),
        ("namespace: 1up\n", .invalidSetting, "actionable-config.yaml:1:12", "not a usable Swift type name"),
        ("swiftOut: \"\"\n", .invalidSetting, "actionable-config.yaml:1:11", "must name a file"),
        ("namespace: [A]\n", .wrongType, "actionable-config.yaml:1:12", "must be text"),
        ("- namespace\n", .wrongType, "actionable-config.yaml:1:1", "a configuration file must be a mapping"),
        ("namespace: A\nnamespace: B\n", .duplicateKey, "actionable-config.yaml:2:1", "appears twice"),
        ("namespace: [A\n", .yamlSyntax, "actionable-config.yaml:2:1", "the list '[' (opened at line 1, column 12) is not closed"),
        ("localizationBundle: app\n", .invalidSetting, "actionable-config.yaml:1:21", "write one of main, module"),
        ("localizationTable: ../Strings\n", .invalidSetting, "actionable-config.yaml:1:20", "write a table name"),
        ("localizationTable: \"\"\n", .invalidSetting, "actionable-config.yaml:1:20", "write a table name"),
        ("developmentLanguage: english\n", .invalidSetting, "actionable-config.yaml:1:22", "a language code such as en"),
        ("stringsCatalog: \"\"\n", .invalidSetting, "actionable-config.yaml:1:17", "must name a file"),
    ])
    func reportsProblems(yaml: String, rule: Rule, expected: String, message: String) throws {
        let (_, diagnostics) = decode(yaml)
        let found = try #require(diagnostics.first, "no diagnostic for \(yaml)")
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        #expect(found.rule == rule)
        #expect(place(found.location) == expected)
        #expect(found.message.contains(message), "message: \(found.message)")
    }

    @Test("Configurations compare every setting: == names each stored property, and one that differs makes them unequal")
    func equality() {
        // A new setting must be added to == (Configuration+Equatable.swift) and counted here.
        #expect(Mirror(reflecting: Configuration()).children.count == 15)
        var file = SourceFile(path: "actionable-config.yaml", contents: Array("namespace: Notes\nextensionPlists: { A: a.plist }\n".utf8))
        var diagnostics: [Diagnostic] = []
        let first = Configuration.decode(file, diagnostics: &diagnostics)
        #expect(first == Configuration.decode(file, diagnostics: &diagnostics))
        file.contents = Array("namespace: Notes\nextensionPlists: { A: b.plist }\n".utf8)
        #expect(first != Configuration.decode(file, diagnostics: &diagnostics))
    }
}
