@testable import ActionableCore
import ActionableTestSupport
import Testing

@Suite("Swift names and escaping")
struct SwiftEmissionTests {
    @Test("Swift names are derived as documented", arguments: [
        ("MEETING_INVITATION", "meetingInvitation"), ("com.example.reply-v2", "comExampleReplyV2"),
        ("class", "class"), ("self", "self_"), ("Self", "self_"), ("init", "init_"), ("Type", "type"),
        ("2FA_CODE", "_2faCode"), ("acceptV2Action", "acceptV2Action"), ("iPhone-only", "iPhoneOnly"),
        ("HTTPServer", "httpserver"), ("--reply--", "reply"), ("caf\u{E9}_au_lait", "cafAuLait"),
        // Initialisms: all uppercase, unless they start the name.
        ("MEETING_ID", "meetingID"), ("IMAGE_URL", "imageURL"), ("meetingId", "meetingID"), ("user_uuid", "userUUID"),
        ("URL_SCHEME", "urlScheme"), ("ID", "id"), ("open_api_docs", "openAPIDocs"), ("IDEA_BOARD", "ideaBoard"),
        // Plural initialisms: the initialism uppercase, the `s` not.
        ("user_ids", "userIDs"), ("IMAGE_URLS", "imageURLs"), ("ads", "ads"), ("GPS_POINTS", "gpsPoints"), ("old_idss", "oldIdss"),
        // Suffixes are left out by the validator, not here.
        ("ACCEPT_ACTION", "acceptAction"),
    ])
    func derivation(id: String, name: String) {
        #expect(SwiftIdentifier.derive(from: id) == name)
    }

    @Test("A type name capitalises the first letter, or the whole leading initialism", arguments: [
        ("meetingInvitation", "MeetingInvitation"), ("urlScheme", "URLScheme"), ("idCard", "IDCard"), ("identity", "Identity"),
        ("id", "ID"),
    ])
    func capitalisation(name: String, capitalised: String) {
        #expect(SwiftIdentifier.capitalized(name) == capitalised)
    }

    @Test("A trailing _ACTION or _CATEGORY is left out where nothing collides; a swiftName still wins")
    func conventionalSuffixes() throws {
        let yaml = """
            actions:
              - { id: ACCEPT_ACTION, title: Accept }
              - { id: decline_action, title: Decline }
              - { id: ARCHIVE_ACTION, title: Archive, swiftName: archiveAction }
              - { id: MUTE_ACTION, title: Mute }
              - { id: MUTE, title: Mute all }
              - { id: _ACTION, title: Bare }
              - { id: OPENED_ACTION, title: Opened }
              - { id: com.example.REPLY_ACTION, title: Reply }
            categories:
              - { id: MESSAGE_CATEGORY, actions: [ACCEPT_ACTION, decline_action, ARCHIVE_ACTION, MUTE_ACTION, MUTE, _ACTION, OPENED_ACTION, com.example.REPLY_ACTION] }
              - { id: CHAT_CATEGORY, swiftName: chatCategory }
            """
        var settings = GenerationSettings.tested()
        settings.swiftNameStripPrefixes = ["com.example."]
        let result = Compiler(settings: settings).compile([TestSupport.file("names.yaml", yaml)])
        let catalog = try #require(Compiler(settings: settings).check([TestSupport.file("names.yaml", yaml)]).catalog)
        let actions = Dictionary(uniqueKeysWithValues: catalog.actions.map { ($0.identifier, $0.swiftName) })
        #expect(actions == [
            "ACCEPT_ACTION": "accept", "decline_action": "decline", "ARCHIVE_ACTION": "archiveAction",
            // MUTE_ACTION would be `mute`, MUTE's name: both keep their full names.
            "MUTE_ACTION": "muteAction", "MUTE": "mute",
            // Nothing is left without the suffix; `opened` is a name the generated Response uses.
            "_ACTION": "action", "OPENED_ACTION": "openedAction",
            "com.example.REPLY_ACTION": "reply",
        ])
        #expect(catalog.categories.map { [$0.swiftName, $0.typeName] } == [["chatCategory", "ChatCategory"], ["message", "Message"]])
        let warnings = result.diagnostics.filter { $0.rule == .strippedNameCollision }.map(\.message)
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.contains { $0.contains("'MUTE_ACTION' would get the Swift name 'mute' without the '_ACTION' suffix") })
        #expect(warnings.contains { $0.contains("'OPENED_ACTION' would get the Swift name 'opened'") && $0.contains("a name the generated code uses itself") })
    }

    @Test("Ids without an ASCII letter or digit derive no name", arguments: ["___", "日本", "-", ""])
    func noDerivation(id: String) {
        #expect(SwiftIdentifier.derive(from: id) == nil)
    }

    @Test("Keywords are written in backticks, other names as they are")
    func escaping() {
        #expect(SwiftIdentifier.escaped("class") == "`class`")
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.escaped("meetingInvitation") == "meetingInvitation")
    }

    @Test("Only plain ASCII identifiers are valid swiftNames", arguments: [
        ("ok", true), ("_ok2", true), ("class", true), ("1abc", false), ("a b", false), ("café", false), ("_", false),
        ("__x", false), ("self", false), ("Type", false), ("", false), ("`x`", false),
    ])
    func validity(name: String, valid: Bool) {
        #expect(SwiftIdentifier.isValidName(name) == valid)
    }

    @Test("String literals are printable ASCII with every special character escaped", arguments: [
        ("plain", #""plain""#), ("a\"b\\c", #""a\"b\\c""#), ("\\(exit(1))", #""\\(exit(1))""#),
        ("\n\r\t\0", #""\n\r\t\0""#), ("\u{2028}\u{202E}é🎉", #""\u{2028}\u{202E}\u{E9}\u{1F389}""#),
        ("\"\"\"", #""\"\"\"""#),
    ])
    func stringLiterals(text: String, literal: String) {
        #expect(SwiftLiteral.string(text) == literal)
    }

    @Test("A long string literal is wrapped after spaces into a multi-line literal that the compiler reads as exactly the text, within the width")
    func wrappedStringLiterals() throws {
        // Seeded texts of words, hostile characters and runs of spaces, at columns that force one to four lines.
        var random = SeededGenerator(seed: 73)
        let pieces = ["word", "a", "\"", "\"\"\"", "\\", "\\(x)", " ", "  ", "\n", "\t", "é", "e\u{301}", "🎉", "\u{2028}", "#", String(Unicode.Scalar(0xFDD0)!), "x\\"]
        var texts = ["A new event in a room; the notification service extension fetches it and sets the category.", "trailing space ", "  leading"]
        for _ in 0..<60 {
            texts.append((0..<(20 + Int(random.next() % 120))).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined())
        }
        var literals: [String] = []
        for (index, text) in texts.enumerated() {
            let column = [0, 20, 60, 90][index % 4]
            let literal = SwiftLiteral.wrappedString(text, column: column, width: 120)
            literals.append(literal)
            let lines = literal.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.count > 1 {
                // Each line fits, or breaks at its first space past the width (a run without one stays whole); each but
                // the last two (the closing delimiter's) ends in a space and the continuation.
                let content = lines.dropFirst().dropLast()
                #expect(content.allSatisfy { column + $0.count <= 120 || !$0.dropLast(2).dropFirst(4 + 120 - column - 5).contains(" ") }, "\(literal)")
                #expect(content.dropLast().allSatisfy { $0.hasSuffix(" \\") }, "\(literal)")
            } else {
                #expect(literal == SwiftLiteral.string(text))
            }
        }
        #expect(literals.filter { $0.hasPrefix("\"\"\"") }.count > 20, "too few texts were wrapped")
        // The compiler's reading of each literal, as UTF-8 bytes, against the text's.
        let program = "let values: [String] = [\n" + literals.map { "    " + $0.replacingOccurrences(of: "\n", with: "\n    ") + "," }.joined(separator: "\n")
            + "\n]\nfor value in values { print(Array(value.utf8).map { String($0) }.joined(separator: \" \")) }\n"
        let output = try GeneratedProgram.runOnce(sources: ["main.swift": program])
        try #require(output.status == 0, "\(output.standardError)")
        let read = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let expected: [String] = texts.map { text in text.utf8.map { String($0) }.joined(separator: " ") }
        #expect(read == expected)
    }

    @Test("U+FDD0...U+FDEF stay raw, because the Swift lexer rejects them as escapes")
    func noncharactersStayRaw() throws {
        let first = try #require(Unicode.Scalar(0xFDD0))
        let last = try #require(Unicode.Scalar(0xFDEF))
        let text = String(String.UnicodeScalarView([first, "x", last]))
        #expect(SwiftLiteral.string(text) == "\"" + text + "\"")
    }

    @Test("Comments split at every line terminator and escape invisible characters")
    func comments() {
        #expect(SwiftComment.lines("a\rb\r\nc\u{2028}d\u{85}e\u{2029}f\u{B}g") == ["/// a", "/// b", "/// c", "/// d", "/// e", "/// f", "/// g"])
        #expect(SwiftComment.lines("x\u{202E}y\u{0}") == ["/// x\\u{202E}y\\u{0}"])
        #expect(SwiftComment.lines("a\n\nb", marker: "//") == ["// a", "//", "// b"])
    }

    @Test("Platform gates: options and placeholders are named once, and the runtime keeps those the platform declares")
    func platformGates() throws {
        let result = TestSupport.compile([TestSupport.file("gates.yaml", """
            categories:
              - id: C
                options: [customDismissAction, allowInCarPlay, hiddenPreviewsShowTitle, hiddenPreviewsShowSubtitle, allowAnnouncement]
                hiddenPreviewsBodyPlaceholder: "%u items"
            """)])
        let swift = try #require(result.swiftSource)
        #expect(swift.contains("#if canImport(UserNotifications) && !os(tvOS)"))
        // One call for every platform: `NotificationSystem.category` drops what watchOS and macOS lack (the Apple-target
        // tests type-check it for each platform with no diagnostic; RegistrationDump observes what it registers). In
        // embedded mode the runtime, `#if os(...)` included, comes before the file's registration.
        let registration = try #require(swift.range(of: "@_spi(ActionableGenerated) public static func makeCategory")).upperBound
        #expect(!swift[registration...].contains("#if os("))
        for option in ["customDismissAction", "allowInCarPlay", "hiddenPreviewsShowTitle", "hiddenPreviewsShowSubtitle", "allowAnnouncement"] {
            #expect(swift[registration...].components(separatedBy: ".\(option)").count == 2, "\(option) once")
        }
        #expect(swift.contains("placeholder: \"%u items\""))
        // The deprecated name is the runtime's own option, never the SDK's, so no app build warns about it.
        #expect(!swift[registration...].contains("UNNotificationCategoryOptions"))
    }

    @Test("Icons are used only where available, with a fallback")
    func iconAvailability() throws {
        let swift = try #require(TestSupport.compile([TestSupport.file("icon.yaml", """
            categories:
              - id: C
                actions:
                  - { id: A, title: T, icon: { system: star } }
            """)]).swiftSource)
        #expect(swift.contains("case .a: return NotificationSystem.action(id.rawValue, \"T\", icon: .system(\"star\"))\n"))
        // The icon is used under `#available` with a fallback in the runtime's `NotificationSystem.action`, which the
        // Apple-target tests type-check at each platform's lowest deployment target; the file holds none of it.
        if RuntimeMode.tested == .module { #expect(!swift.contains("UNNotificationActionIcon")) }
    }
}
