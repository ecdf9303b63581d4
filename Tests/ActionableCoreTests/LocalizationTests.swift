@testable import ActionableCore
import Foundation
import Testing

/// Localized text: how definitions mark it, the keys and comments it resolves to, and the Swift that looks it up.
@Suite("Localization")
struct LocalizationTests {
    static let definitions = """
        localization: { keys: derived, prefix: notifications }
        categories:
          - id: INBOX
            description: New mail arrived.
            hiddenPreviewsBodyPlaceholder: "%u new emails"
            categorySummaryFormat: { key: inbox.summary, value: "%u more from %@", comment: Grouped mail. }
            actions:
              - { id: ARCHIVE, title: Archive }
              - id: ANSWER
                title: { value: Answer }
                textInput: { buttonTitle: { key: common.send, value: Send, comment: Sends it. }, placeholder: Your answer }
              - LITERAL
        actions:
          - { id: LITERAL, title: Plain }

        """

    /// The literal `LITERAL` action lives in a file without `localization`.
    static let files = [
        TestSupport.file("inbox.yaml", definitions.replacingOccurrences(of: "\nactions:\n  - { id: LITERAL, title: Plain }\n", with: "\n")),
        TestSupport.file("shared.yaml", "actions:\n  - { id: LITERAL, title: Plain }\n"),
    ]

    private func catalog() throws -> Model {
        let result = Compiler.tested.check(Self.files)
        return try #require(result.catalog, "\(result.diagnostics)")
    }

    @Test("Keys are derived from the id and the file's prefix unless written; comments likewise")
    func keysAndComments() throws {
        let catalog = try catalog()
        let inbox = try #require(catalog.categories.first)
        #expect(inbox.hiddenPreviewsBodyPlaceholder == Model.Text("%u new emails", localization: Model.Localization(
            key: "notifications.INBOX.hiddenPreviewsBodyPlaceholder",
            comment: "Shown instead of a notification's text when previews are hidden (category INBOX). %u is the number of notifications. New mail arrived.")))
        #expect(inbox.categorySummaryFormat?.localization == Model.Localization(key: "inbox.summary", comment: "Grouped mail."))
        let actions = Dictionary(uniqueKeysWithValues: catalog.actions.map { ($0.identifier, $0) })
        #expect(actions["ARCHIVE"]?.title.localization
            == Model.Localization(key: "notifications.ARCHIVE.title", comment: "The title of a notification button (action ARCHIVE)."))
        let answer = try #require(actions["ANSWER"])
        #expect(answer.title.localization?.key == "notifications.ANSWER.title", "a mapping without a key gets the derived one")
        #expect(answer.title.localization?.comment == "The title of a notification button that opens a text field (action ANSWER).")
        #expect(answer.textInput?.buttonTitle == Model.Text("Send", localization: Model.Localization(key: "common.send", comment: "Sends it.")))
        #expect(answer.textInput?.placeholder.localization?.key == "notifications.ANSWER.placeholder")
        #expect(actions["LITERAL"]?.title == Model.Text("Plain"), "a file without 'localization' keeps plain strings literal")
    }

    @Test("The catalog lists each localized string once, sorted by key")
    func localizedStrings() throws {
        let strings = try catalog().localizedStrings
        #expect(strings.map(\.key) == [
            "common.send", "inbox.summary", "notifications.ANSWER.placeholder", "notifications.ANSWER.title",
            "notifications.ARCHIVE.title", "notifications.INBOX.hiddenPreviewsBodyPlaceholder",
        ])
        #expect(strings.first { $0.key == "common.send" }?.value == "Send")
        #expect(strings.allSatisfy { $0.location?.path == "inbox.yaml" })
    }

    @Test("A key used twice with one value is one string; without a prefix, derived keys are ID.field")
    func sharedKeys() throws {
        let result = TestSupport.check("""
            actions:
              - { id: A, title: { key: ok, value: OK } }
              - { id: B, title: { key: ok, value: OK } }
              - { id: C, title: { value: Go } }
            categories:
              - { id: X, actions: [A, B, C] }
            """)
        let catalog = try #require(result.catalog, "\(result.diagnostics)")
        #expect(catalog.localizedStrings.map(\.key) == ["C.title", "ok"])
    }

    @Test("With the app's Localizable table, text is looked up by localizedUserNotificationString through one helper")
    func appTableLookup() throws {
        let swift = try #require(Compiler.tested.compile(Self.files).swiftSource)
        #expect(swift.contains("(id.rawValue, localized(\"notifications.ARCHIVE.title\")"))
        #expect(swift.contains("button: localized(\"common.send\")"))
        #expect(swift.contains("(id.rawValue, \"Plain\""), "literal text stays a literal")
        #expect(swift.components(separatedBy: "private static func localized(").count == 2, "one helper")
        #expect(swift.contains("NSString.localizedUserNotificationString(forKey: key, arguments: nil)"))
    }

    @Test("Another bundle or table looks text up in it, falling back to the development-language value")
    func bundleLookup() throws {
        let compiler = Compiler(settings: GenerationSettings.tested(localization: LocalizationSettings(bundle: .module, table: "Notifications")))
        let swift = try #require(compiler.compile(Self.files).swiftSource)
        #expect(swift.unwrappingCalls.contains("(id.rawValue, localized(\"notifications.ARCHIVE.title\", defaultValue: \"Archive\")"))
        #expect(swift.contains("Bundle.module.localizedString(forKey: key, value: defaultValue, table: \"Notifications\")"))
        #expect(!swift.contains("localizedUserNotificationString"))
    }

    @Test("Without localized text there is no helper")
    func noHelper() throws {
        let swift = try #require(TestSupport.compile([TestSupport.file("a.yaml", "categories:\n  - { id: C, actions: [{ id: A, title: T }] }\n")]).swiftSource)
        #expect(!swift.contains("localized("))
    }

    @Test("Registered on the stand-in SDK, localized text is what the lookup returns", arguments: [
        LocalizationSettings(), LocalizationSettings(bundle: .main, table: "Notifications"),
    ])
    func registration(_ settings: LocalizationSettings) throws {
        let compiler = Compiler(settings: GenerationSettings.tested(localization: settings))
        let swift = try #require(compiler.compile(Self.files).swiftSource)
        let output = try GeneratedProgram.run(
            generated: swift, main: RegistrationDump.program(namespace: GenerationSettings.defaultNamespace), withStandInSDK: true)
        try #require(output.status == 0, "\(output.standardError)")
        let dump = try JSONDecoder().decode(RegistrationDump.self, from: Data(output.standardOutput.utf8))
        let expected = RegistrationDump.expected(from: try catalog(), localization: settings)
        #expect(dump == expected)
    }
}
