@testable import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// Builds generated Swift the way apps and servers will: against the stand-in UserNotifications SDK (which
/// behaves like iOS) and without it (like Linux servers), in Swift 6 mode with `-warnings-as-errors`; then
/// runs it and checks that it registers exactly what the YAML says.
@Suite("Generated Swift", .serialized)
struct GeneratedCodeTests {
    /// Text that tries every way to break out of a string literal or a comment.
    static let hostileYAML = #"""
        actions:
          - id: "com.example.reply-v2"
            title: 'Say "hi" \ \(exit(1)) """ #" */ /* #"end"#'
            description: "First line\rfatalError(\"INJECTED\")\u2028third\u0085fourth\r\nfifth */ /*"
            textInput: { buttonTitle: "Send\n\u202Eevil", placeholder: "\0NUL, \uFDD0, \uFDEF, \U0001F389 and \t" }
          - id: class
            title: "tab\there, CR\rhere"
            icon: { system: 'lock" + "\(x)' }
          - id: self
            title: Self
          - id: Type
            title: "\u200B"
            icon: { template: "a\\b" }
          - id: 2FA_CODE
            title: Two-factor
            options: [destructive, foreground, authenticationRequired]
          - id: "DEFAULT"
            title: default
          - id: "x\u00e9y"
            title: "e\u0301 and \u00e9"
        categories:
          - id: "cat\u00E9gorie\"\\"
            actions: [com.example.reply-v2, class, self, Type, 2FA_CODE, DEFAULT, "x\u00e9y"]
            hiddenPreviewsBodyPlaceholder: '%u "quoted" \ items \(boom)'
            categorySummaryFormat: "%u more from %@ \u2029 \\(boom) %%"
            intentIdentifiers: [INStartCallIntent, "INSendMessageIntentIdentifier"]
            options: [customDismissAction, allowInCarPlay, hiddenPreviewsShowTitle, hiddenPreviewsShowSubtitle, allowAnnouncement]
          - id: protocol
            description: "*/ /* nested \u000B vertical tab"
          - id: init
            categorySummaryFormat: "%u"
        pushes:
          - id: "push \"quoted\" \\(exit(1)) */"
            description: "*/ /* \u2028 fatalError(\"INJECTED\")"
            match: { key: "k\"ey \\(x) é */", value: "v\"al \\(y) \u0085 #\"" }
            payload:
              "\"key\" \\(z)": { type: string, swiftName: weird }
          - id: class
            silent: true
            match: { key: "#\"raw\"#" }
            payload:
              "#\"raw\"#": { type: int, swiftName: raw }
        """#

    @Test("Examples compile against the stand-in SDK and register exactly what the YAML says")
    func examplesRegister() throws {
        try expectRegistration(of: TestSupport.exampleFiles())
    }

    @Test("Hostile strings and identifiers reach the registered objects exactly")
    func hostileStringsRegister() throws {
        try expectRegistration(of: [TestSupport.file("hostile.yaml", Self.hostileYAML)])
    }

    @Test("Every Swift keyword and unusable name works as an id",
          arguments: TestTier.slice(["NotificationCategories", "Keywords"], count: 1, salt: "keyword namespaces"))
    func keywordIdentifiers(namespace: String) throws {
        // Words such as `Any` and `any` derive the same Swift name, which the validator rightly rejects, so
        // they go into separate compilations.
        var groups: [[String]] = []
        for word in SwiftIdentifier.keywords.union(SwiftIdentifier.unusableNames).sorted() {
            let name = SwiftIdentifier.derive(from: word)
            if let index = groups.firstIndex(where: { !$0.contains { SwiftIdentifier.derive(from: $0) == name } }) {
                groups[index].append(word)
            } else {
                groups.append([word])
            }
        }
        for words in groups {
            let yaml = "categories:\n" + words.map { word in
                "  - id: \"\(word)\"\n    actions:\n      - { id: \"\(word).action\", title: \"\(word)\" }\n"
            }.joined()
            try expectRegistration(of: [TestSupport.file("keywords.yaml", yaml)], namespace: namespace)
        }
    }

    @Test("Empty definitions still give compilable enums")
    func emptyCatalog() throws {
        try expectRegistration(of: [TestSupport.file("empty.yaml", "# nothing yet\n")])
        try expectRegistration(of: [TestSupport.file("no-actions.yaml", "categories:\n  - id: SUMMARY_ONLY\n")])
    }

    @Test("Without UserNotifications the identifiers compile and round-trip through Codable", arguments: ["examples", "hostile"])
    func identifiersWithoutSDK(input: String) throws {
        let files = input == "examples" ? try TestSupport.exampleFiles() : [TestSupport.file("hostile.yaml", Self.hostileYAML)]
        let result = TestSupport.compile(files)
        let swift = try #require(result.swiftSource, "\(result.diagnostics)")
        let main = """
            import Foundation
            let categories = NotificationCategories.CategoryID.allCases
            let actions = NotificationCategories.ActionID.allCases
            let decoded = try JSONDecoder().decode([NotificationCategories.ActionID].self, from: JSONEncoder().encode(actions))
            precondition(decoded == actions)
            precondition(categories.allSatisfy { NotificationCategories.CategoryID(rawValue: $0.rawValue) == $0 })
            print((categories.map(\\.rawValue) + ["--"] + actions.map(\\.rawValue)).map { Array($0.utf8).description }.joined(separator: "\\n"))
            """
        let output = try GeneratedProgram.run(generated: swift, main: main, withStandInSDK: false)
        #expect(output.status == 0, "\(output.standardError)")
        let catalog = try #require(Compiler.tested.check(files).catalog)
        let expected = (catalog.categories.map(\.identifier) + ["--"] + catalog.actions.map(\.identifier))
            .map { Array($0.utf8).description }.joined(separator: "\n") + "\n"
        #expect(output.standardOutput == expected)
    }

    @Test("A category's Action: cases in display order, each with its identifier; a category without actions has none")
    func categoryActions() throws {
        let swift = try #require(TestSupport.compile(try TestSupport.exampleFiles()).swiftSource)
        let main = """
            typealias Invitation = NotificationCategories.MeetingInvitation
            print(Invitation.Action.allCases.map(\\.id.rawValue).joined(separator: " "))
            print(Invitation.Action.allCases.map { "\\($0)" }.joined(separator: " "))
            print(Invitation.Action.allCases.map(\\.id) == [.accept, .decline, .comment, .snooze])
            print(Set(Invitation.Action.allCases).count, NotificationCategories.DailySummary.Action.allCases.isEmpty)
            """
        let output = try GeneratedProgram.run(generated: swift, main: main, withStandInSDK: false)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == """
            ACCEPT_ACTION DECLINE_ACTION COMMENT_ACTION SNOOZE_ACTION
            accept decline comment snooze
            true
            4 true

            """)
    }

    @Test("The compiler holds a handler to the category: dismiss only with customDismissAction, every action handled, in Response and in Action")
    func responsesAreChecked() throws {
        let swift = try #require(TestSupport.compile(try TestSupport.exampleFiles()).swiftSource)
        func check(_ client: String) throws -> String? {
            do {
                try GeneratedProgram.check(["Generated.swift": swift, "Client.swift": client], withStandInSDK: true)
                return nil
            } catch let failure as GeneratedProgram.CompilationFailed {
                return failure.output
            }
        }
        let everyCase = """
            func handle(_ response: NotificationCategories.ReminderDue.Response) -> String {
                switch response {
                case .opened: "open"
                case .dismissed: "dismissed"
                case .complete: "complete"
                case .snooze: "snooze"
                case .unknown(let id): id
                }
            }
            """
        #expect(try check(everyCase) == nil)
        let missingAction = everyCase.replacingOccurrences(of: "case .snooze: \"snooze\"\n", with: "")
        #expect(try check(missingAction)?.contains("switch must be exhaustive") == true)
        let dismissWithoutOption = "let response = NotificationCategories.NewMessage.Response.dismissed\n"
        #expect(try check(dismissWithoutOption)?.contains("has no member 'dismissed'") == true)
        // A category whose custom keys are required offers no content without them; another one does.
        let untyped = "func content() -> UNMutableNotificationContent { NotificationCategories.NewMessage.makeContent(title: \"Hi\") }\n"
        #expect(try check("import UserNotifications\n" + untyped) == nil)
        let untypedWithRequiredKeys = untyped.replacingOccurrences(of: "NewMessage", with: "MeetingInvitation")
        #expect(try check("import UserNotifications\n" + untypedWithRequiredKeys)?.contains("error:") == true)
        let everyAction = """
            func title(_ action: NotificationCategories.ReminderDue.Action) -> String {
                switch action {
                case .complete: "complete"
                case .snooze: "snooze"
                }
            }
            """
        #expect(try check(everyAction) == nil, "a category's Action is an enum of exactly its actions")
        let missingActionCase = everyAction.replacingOccurrences(of: "case .snooze: \"snooze\"\n", with: "")
        #expect(try check(missingActionCase)?.contains("switch must be exhaustive") == true)
    }

    @Test("No comment line of the hostile output can end early or hide a line break")
    func commentsAreSingleLines() throws {
        let swift = try #require(TestSupport.compile([TestSupport.file("hostile.yaml", Self.hostileYAML)]).swiftSource)
        for scalar in swift.unicodeScalars {
            #expect(scalar == "\n" || !UnicodeText.isLineBreak(scalar), "line break U+\(String(scalar.value, radix: 16)) in output")
        }
        let lines = swift.split(separator: "\n").map { $0.drop { $0 == " " } }
        #expect(!lines.contains { $0.hasPrefix("/*") }, "the generator never opens a block comment")
        #expect(lines.allSatisfy { !$0.hasPrefix("fatalError") }, "no user text escaped into code")
    }

    private func expectRegistration(of files: [SourceFile], namespace: String = GenerationSettings.defaultNamespace) throws {
        try RegistrationDump.expectRegistration(of: files, namespace: namespace)
    }
}
