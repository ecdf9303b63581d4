import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// Notification extensions declared once (issue 49): `contentExtensions` names each content extension, the
/// categories it draws and its attributes; `mutableContent` marks the categories and push kinds the service extension
/// must see. Every problem is a located error.
@Suite("Content extension definitions")
struct ContentExtensionDefinitionTests {
    static let categories = """
        categories:
          - id: MEETING_INVITATION
            mutableContent: true
            actions: [{ id: ACCEPT, title: Accept }]
          - id: NEW_MESSAGE
            actions: [{ id: REPLY, title: Reply }]
        pushes:
          - id: avatar
            match: { key: avatar }
            payload: { avatar: string }
            mutableContent: true

        """

    /// Compiles `text` (after the categories) and returns the model, or the diagnostics as `line:column rule message`.
    static func compile(_ text: String) -> (Model?, [String]) {
        let file = SourceFile(path: "defs.yaml", contents: Array((categories + text).utf8))
        let result = Compiler(settings: .tested()).check([file])
        return (result.catalog, result.diagnostics.map { diagnostic in
            "\(diagnostic.location.position?.line ?? 0):\(diagnostic.location.position?.column ?? 0) \(diagnostic.rule.rawValue) \(diagnostic.message)"
        })
    }

    @Test("Declared extensions and mutableContent reach the model as written")
    func model() throws {
        let (model, diagnostics) = Self.compile("""
            contentExtensions:
              - id: MeetingContent
                categories: [MEETING_INVITATION, NEW_MESSAGE]
                initialContentSizeRatio: 0.5
                defaultContentHidden: true
                userInteractionEnabled: true
                description: The meeting's agenda and a map.

            """)
        #expect(diagnostics.isEmpty)
        let extensions = try #require(model?.contentExtensions)
        #expect(extensions == [Model.ContentExtension(
            identifier: "MeetingContent", categories: ["MEETING_INVITATION", "NEW_MESSAGE"], initialContentSizeRatio: "0.5",
            defaultContentHidden: true, overridesDefaultTitle: false, userInteractionEnabled: true,
            description: "The meeting's agenda and a map.", location: SourceLocation(path: "defs.yaml", line: 13, column: 9))])
        #expect(model?.categories.map(\.mutableContent) == [true, false])
        #expect(model?.pushes.map(\.mutableContent) == [true])
    }

    @Test("Each problem is a located error, and every one is reported", arguments: [
        ("  - id: C\n    categories: [MEETING_INVITATON]\n    initialContentSizeRatio: 1\n",
         ["14:18 invalid-content-extension content extension 'C' draws category 'MEETING_INVITATON', which the definitions do not declare; the system would never show the extension for it; did you mean 'MEETING_INVITATION'?"]),
        ("  - id: A\n    categories: [NEW_MESSAGE]\n    initialContentSizeRatio: 1\n  - id: B\n    categories: [NEW_MESSAGE]\n    initialContentSizeRatio: 1\n",
         ["17:18 invalid-content-extension category 'NEW_MESSAGE' is drawn by content extension 'B' and by content extension 'A'; the system shows one extension's view for a category"]),
        ("  - id: C\n    categories: [NEW_MESSAGE]\n    initialContentSizeRatio: 0\n",
         ["15:30 invalid-content-extension 'initialContentSizeRatio' of content extension 'C' must be a number above 0 and at most 10 (its view's height over its width, written as 0.5), found '0'"]),
        ("  - id: C\n    categories: [NEW_MESSAGE]\n    initialContentSizeRatio: 0x1p-1\n",
         ["15:30 invalid-content-extension 'initialContentSizeRatio' of content extension 'C' must be a number above 0 and at most 10 (its view's height over its width, written as 0.5), found '0x1p-1'"]),
        ("  - id: C\n    categories: [NEW_MESSAGE]\n    initialContentSizeRatio: .5\n",
         ["15:30 invalid-content-extension 'initialContentSizeRatio' of content extension 'C' must be a number above 0 and at most 10 (its view's height over its width, written as 0.5), found '.5'"]),
        ("  - id: C\n    categories: []\n    initialContentSizeRatio: 1\n",
         ["14:17 invalid-content-extension content extension 'C' draws no category; list at least one in 'categories'"]),
        ("  - id: C\n    categories: [NEW_MESSAGE]\n    initialContentSizeRatio: 1\n  - id: C\n    categories: [MEETING_INVITATION]\n    initialContentSizeRatio: 1\n",
         ["16:9 invalid-content-extension content extension id 'C' is already defined; every content extension id must be unique across the app"]),
        ("  - id: C\n    categories: [NEW_MESSAGE]\n",
         ["13:5 missing-key a content extension is missing the required key 'initialContentSizeRatio'"]),
        ("  - id: C\n    categories: [NEW_MESSAGE]\n    initialContentSizeRatio: 1\n    userInteraction: true\n",
         ["16:5 unknown-key"]),
    ])
    func problems(text: String, expected: [String]) {
        let (model, diagnostics) = Self.compile("contentExtensions:\n" + text)
        #expect(model == nil)
        #expect(diagnostics.count == expected.count, "\(diagnostics)")
        for (diagnostic, prefix) in zip(diagnostics, expected) {
            #expect(diagnostic.hasPrefix(prefix), "\(diagnostic)")
        }
    }

    @Test("A silent push kind marked mutableContent is an error at the flag: the service extension never sees it")
    func silentMutableContent() {
        let file = SourceFile(path: "p.yaml", contents: Array("pushes:\n  - id: sync\n    silent: true\n    mutableContent: true\n".utf8))
        let diagnostics = Compiler(settings: .tested()).check([file]).diagnostics
        #expect(diagnostics.map(\.rule) == [.silentMutableContent])
        #expect(diagnostics.first?.location.position == SourceLocation.Position(line: 4, column: 21))
    }

    @Test("validate-payload warns about a push the service extension must see that lacks mutable-content: 1, and nothing else",
          arguments: [
            (#"{"aps": {"alert": "hi", "category": "MEETING_INVITATION", "mutable-content": 1}}"#, [String]()),
            (#"{"aps": {"alert": "hi", "category": "MEETING_INVITATION", "mutable-content": 1.0}}"#, []),
            (#"{"aps": {"alert": "hi", "category": "MEETING_INVITATION"}}"#, ["1:1 missing-mutable-content"]),
            (#"{"aps": {"alert": "hi", "category": "MEETING_INVITATION", "mutable-content": 0}}"#, ["1:78 missing-mutable-content"]),
            (#"{"aps": {"alert": "hi", "category": "NEW_MESSAGE"}}"#, []),
            (#"{"aps": {"alert": "hi"}, "avatar": "a.png"}"#, ["1:1 missing-mutable-content"]),
            (#"{"aps": {"alert": "hi", "mutable-content": 1}, "avatar": "a.png"}"#, []),
          ])
    func missingMutableContent(json: String, expected: [String]) throws {
        let model = try #require(Self.compile("").0)
        let diagnostics = PushPayloadValidator(model: model).validate(SourceFile(path: "p.json", contents: Array(json.utf8)))
        #expect(diagnostics.map { "\($0.location.position?.line ?? 0):\($0.location.position?.column ?? 0) \($0.rule.rawValue)" } == expected,
                "\(diagnostics.map(\.message))")
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }
}
