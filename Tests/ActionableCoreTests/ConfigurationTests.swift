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
        ("namespace: [A\n", .yamlSyntax, "actionable-config.yaml:2:1", "did not find expected"),
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
}
