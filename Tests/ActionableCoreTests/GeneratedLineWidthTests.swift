@testable import ActionableCore
import Testing

/// The generated file reads like hand-written Swift in a pull request: no line wider than
/// ``CodePrinter/width``, and no parameter list printed twice.
@Suite("Generated Swift's layout")
struct GeneratedLineWidthTests {
    /// Definitions that use every construct the generator prints: the examples, nested objects and unions,
    /// push kinds, and seeded definitions of every kind of key (patterns, bounds, text encodings, `together`).
    static func definitionSets() throws -> [(name: String, files: [SourceFile])] {
        try [
            ("examples", TestSupport.exampleFiles()),
            ("nested", [TestSupport.file("nested.yaml", NestedPayloadTests.definitions)]),
            ("pushes", [TestSupport.file("pushes.yaml", PushKindTests.definitions)]),
            ("60-character ids", [TestSupport.file("long.yaml", longIDs)]),
        ] + (1...4).map { seed in ("corpus \(seed)", [TestSupport.file("corpus.yaml", VerdictCorpus(seed: UInt64(seed)).yaml)]) }
    }

    /// A 60-character id in the spelling of its kind, made of `words`: `CONFERENCE_ROOM_...` (`upper`) or
    /// `conference_room_...`.
    static func longID(_ words: String, upper: Bool = true) -> String {
        let id = String((words + "_" + String(repeating: "ABCDEFGHIJ", count: 6)).prefix(60))
        return upper ? id.uppercased() : id.lowercased()
    }

    /// Every kind of id 60 characters long: categories (with and without keys, with a text input, a content extension
    /// and the service extension), actions, push kinds, keys, nested objects, unions and `values:`.
    static var longIDs: String {
        let category = longID("CONFERENCE_ROOM_BOOKING_REQUEST_FROM_THE_FACILITIES_SERVICE")
        let keyless = longID("QUARTERLY_ACCOUNT_STATEMENT_IS_READY_TO_DOWNLOAD_AND_REVIEW")
        let action = longID("ACCEPT_THE_BOOKING_AND_ADD_IT_TO_THE_SHARED_TEAM_CALENDAR")
        let reply = longID("REPLY_TO_THE_ORGANISER_WITH_A_MESSAGE_AND_PROPOSE_A_NEW_TIME")
        let kind = longID("background_refresh_of_the_room_availability_for_the_building", upper: false)
        let key = longID("identifier_of_the_meeting_room_in_the_facilities_database", upper: false)
        let object = longID("organiser_of_the_meeting_with_contact_details_and_position", upper: false)
        let member = longID("preferred_contact_channel_for_urgent_changes_to_the_booking", upper: false)
        let union = longID("capacity_of_the_room_as_a_number_or_as_a_textual_description", upper: false)
        let values = longID("building_wing_where_the_room_is_located_on_the_main_campus", upper: false)
        let list = longID("attendees_invited_to_the_meeting_with_their_response_status", upper: false)
        let content = longID("ConferenceRoomBookingRequestContentExtensionWithFloorPlan", upper: false)
        return """
            categories:
              - id: \(category)
                mutableContent: true
                payload:
                  \(key): { type: int, encoding: text, minimum: 1 }
                  \(union): { anyOf: [int, { type: int, encoding: text }, "[string]"] }
                  \(values): { values: [north, south, \(member)], optional: true }
                  \(list): { type: "[object]", optional: true, properties: { \(member): string } }
                  \(object): { type: object, encoding: json, optional: true, properties: { \(member): { values: [email, \(values)] } } }
                actions:
                  - { id: \(action), title: Accept, options: [foreground, authenticationRequired] }
                  - { id: \(reply), title: Reply, textInput: { buttonTitle: Send, placeholder: Message } }
              - id: \(keyless)
                actions: [{ id: \(longID("OPEN_THE_STATEMENT_IN_THE_APP_AND_SHOW_THE_TRANSACTIONS")), title: Open }]
            pushes:
              - id: \(kind)
                match: { key: \(key), value: \(kind) }
                mutableContent: true
                payload:
                  \(member): { type: string, optional: true }
            contentExtensions:
              - id: \(content)
                categories: [\(category), \(keyless)]
                initialContentSizeRatio: 0.5

            """
    }

    /// Every setting that changes the printed lines: the access level (`public ` on every declaration),
    /// the parts generated, the bundle strings are looked up in.
    static let settings: [GenerationSettings] = AccessLevel.allCases.flatMap { accessLevel in
        [Set(GeneratedPart.allCases), [.app], [.server]].map { parts in
            GenerationSettings.tested(accessLevel: accessLevel, localization: LocalizationSettings(bundle: .module), parts: parts)
        }
    }

    @Test("No generated line is wider than 120 columns, whatever the definitions and settings")
    func linesFit() throws {
        #expect(CodePrinter.width == 120)
        for (name, files) in try Self.definitionSets() {
            try Self.checkWidth(name, files)
        }
    }

    @Test("The lines broken for 60-character ids are Swift: the file builds, in every access level and part")
    func brokenLinesBuild() throws {
        for settings in Self.settings {
            let swift = try #require(Compiler(settings: settings).compile([TestSupport.file("long.yaml", Self.longIDs)]).swiftSource)
            let flags = settings.accessLevel == .package ? ["-package-name", "App"] : []
            try GeneratedProgram.check(["NotificationCategories.swift": swift], flags: flags, withStandInSDK: true,
                                       settings: [.swift6])
        }
    }

    /// Checks that no line of the file generated from `files` in any of ``settings`` is wider than the width.
    static func checkWidth(_ name: String, _ files: [SourceFile]) throws {
        for settings in Self.settings {
            let swift = try #require(Compiler(settings: settings).compile(files).swiftSource, "\(name)")
            let lines: [Substring] = swift.split(separator: "\n", omittingEmptySubsequences: false)
            let wide = lines.indices.filter { lines[$0].count > CodePrinter.width && !Self.isOneLiteral(lines[$0]) }
                .map { "line \($0 + 1): \(lines[$0])" }
            let parts = settings.parts.map(\.rawValue).sorted()
            #expect(wide.isEmpty, "\(name), \(settings.accessLevel), \(parts): \(wide.prefix(3))")
        }
    }

    /// Whether `line` holds one string literal from the definitions, alone or as a labelled member
    /// (`"body": "...",`): the one kind of line the width does not bind, since a literal is not broken.
    static func isOneLiteral(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        let value = trimmed.hasPrefix("\"") && trimmed.contains("\": \"") ? trimmed[trimmed.range(of: "\": ")!.upperBound...] : trimmed
        let literal = value.hasSuffix(",") ? value.dropLast() : value
        return literal.hasPrefix("\"") && literal.hasSuffix("\"") && !literal.dropFirst().dropLast().contains("\", \"")
    }

    @Test("A list that does not fit is printed one item per line, and one that fits stays on its line")
    func listsWrap() {
        var printer = CodePrinter()
        printer.list("return category(", ["id", "[.reply]"], ")")
        let long = (0..<12).map { "argument\($0): value\($0)" }
        printer.indented { $0.list("call(", long, ")") }
        let text = Self.text(of: &printer)
        #expect(text == "return category(id, [.reply])\n    call(\n" + long.map { "        " + $0 }.joined(separator: ",\n") + "\n    )\n")
    }

    @Test("A long documentation comment is broken at spaces within the width; a word longer than the width stays whole")
    func documentationWraps() {
        var printer = CodePrinter()
        let words = (0..<60).map { "word\($0)" }.joined(separator: " ")
        let unbreakable = String(repeating: "x", count: 130)
        printer.indented { p in
            p.documentation(words)
            p.documentation(unbreakable + " tail")
        }
        let lines = Self.text(of: &printer).split(separator: "\n")
        let wrapped = lines.dropLast(2)
        #expect(wrapped.count > 1 && wrapped.allSatisfy { $0.count <= CodePrinter.width && $0.hasPrefix("    /// word") })
        #expect(wrapped.map { $0.dropFirst(8) }.joined(separator: " ") == words)
        #expect(lines.suffix(2).map(String.init) == ["    /// " + unbreakable, "    /// tail"])
    }

    @Test("Payload is the runtime's: no generated file prints its parameter list, whatever the definitions")
    func payloadInitializerNeverPrinted() throws {
        // With the module: an embedded file carries the runtime's own `Payload`, once.
        let compiler = Compiler(settings: GenerationSettings(runtime: .module))
        for (name, files) in try Self.definitionSets() {
            let swift = try #require(compiler.compile(files).swiftSource, "\(name)")
            let printed = swift.components(separatedBy: "relevanceScore: Swift.Double? = nil").count - 1
            #expect(printed == 0, "\(name): \(printed)")
        }
    }

    @Test("A comment beyond ASCII is broken by characters, a combining accent counting with its letter")
    func documentationWrapsCharacters() {
        var printer = CodePrinter()
        // "é" written as e and a combining acute: two Unicode scalars, three UTF-8 bytes, one column.
        let words = (0..<60).map { "caf\u{65}\u{301}\($0)" }.joined(separator: " ")
        printer.documentation(words)
        let lines = Self.text(of: &printer).split(separator: "\n")
        #expect(lines.count > 1 && lines.allSatisfy { $0.count <= CodePrinter.width })
        // Broken where characters, not bytes, reach the width: each line but the last has no room for another word.
        #expect(lines.dropLast().allSatisfy { $0.count + 1 + "caf\u{65}\u{301}59".count > CodePrinter.width })
        #expect(lines.map { $0.dropFirst(4) }.joined(separator: " ") == words)
    }

    @Test("The file's pieces, qualified on every core, read as the whole file qualified at once")
    func qualifiedPieceByPiece() throws {
        for (name, files) in try Self.definitionSets() {
            for settings in Self.settings {
                let compiler = Compiler(settings: settings)
                let catalog = try #require(compiler.check(files).catalog, "\(name)")
                let generator = compiler.swiftGenerator.configured(for: catalog)
                var pieces = generator.printedPieces(catalog, parallelism: .allCores)
                let printed = Array(pieces.joined())
                let whole = SwiftQualifier.qualified(printed, keeping: generator.keptNames(catalog))
                // Several pieces, and names qualified: the comparison has boundaries and insertions to get wrong.
                #expect(pieces.count > 3 && whole.count > printed.count, "\(name)")
                let pieceWise = SwiftQualifier.qualified(&pieces, keeping: generator.keptNames(catalog), parallelism: .allCores)
                #expect(pieceWise == whole, "\(name), \(settings.accessLevel), \(settings.parts.map(\.rawValue).sorted())")
            }
        }
    }

    /// The text `printer` printed.
    static func text(of printer: inout CodePrinter) -> String {
        String(decoding: Array(printer.takePieces().joined()), as: UTF8.self)
    }
}
