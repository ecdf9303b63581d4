@testable import ActionableCore
import Foundation
import Testing

/// How categories become type names, and that generated code can never be hijacked by one.
@Suite("Swift names in generated code")
struct SwiftNamingTests {
    @Test("A category's type name is its Swift name capitalised, never a reserved name or its own case name")
    func typeNames() {
        #expect(SwiftIdentifier.typeName(for: "meetingInvitation") == "MeetingInvitation")
        #expect(SwiftIdentifier.typeName(for: "string") == "StringCategory")
        #expect(SwiftIdentifier.typeName(for: "self_") == "Self_")
        #expect(SwiftIdentifier.typeName(for: "type") == "TypeCategory")
        #expect(SwiftIdentifier.typeName(for: "_2faCode") == "_2faCodeCategory")
        #expect(SwiftIdentifier.typeName(for: "Inbox") == "InboxCategory")
    }

    @Test("Every capitalised name generated code declares or refers to is reserved, but the types the definitions name, so no category, kind or key type can shadow it")
    func referencedNamesAreReserved() throws {
        let definitionSets = [
            try TestSupport.exampleFiles(), [TestSupport.file("hostile.yaml", GeneratedCodeTests.hostileYAML)],
            [TestSupport.file("nested.yaml", NestedPayloadTests.definitions)], [TestSupport.file("pushes.yaml", PushKindTests.definitions)],
            [TestSupport.file("corpus.yaml", VerdictCorpus(seed: 1).yaml)],
        ]
        for files in definitionSets {
            let model = try #require(Compiler().check(files).catalog)
            for accessLevel in AccessLevel.allCases {
                let swift = try #require(Compiler(settings: GenerationSettings(accessLevel: accessLevel)).compile(files).swiftSource)
                // Conditions of `#if` (`DEBUG`, `os(iOS)`) are not names the file refers to.
                let code = Self.codeWithoutCommentsAndStrings(swift).split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.drop { $0 == " " }.hasPrefix("#if") && !$0.drop { $0 == " " }.hasPrefix("#elseif") }
                    .joined(separator: "\n")
                let declared = Set(Self.matches(of: #"\b(?:enum|struct|protocol|class|typealias) `?([A-Za-z_][A-Za-z0-9_]*)"#, in: code))
                let referenced = Set(Self.matches(of: #"(?<![.\w`])([A-Z][A-Za-z0-9_]*)"#, in: code))
                let unreserved = referenced.union(declared).subtracting(SwiftGenerator.definedNames(model))
                    .subtracting(SwiftIdentifier.reservedTypeNames).subtracting(["NotificationCategories"])
                #expect(unreserved.isEmpty, "add to SwiftIdentifier.reservedTypeNames: \(unreserved.sorted())")
            }
        }
    }

    @Test("Categories, push kinds and keys named after the types generated code uses get a type of their own, or an error")
    func shadowingCategoriesCompile() throws {
        // `AllCases` derives `allCases`, which `CategoryID` has already: an invalid-swift-name error of its own.
        let words = SwiftIdentifier.reservedTypeNames.sorted()
            .filter { !SwiftIdentifier.reservedCategoryCaseNames.contains(SwiftIdentifier.derive(from: $0) ?? "") }
        // Each name is also a push kind's and a key's (a key with values, and an object key) in a category of keys.
        // A name the definitions may not give is an invalid-swift-name or swift-name-collision error at it; every
        // other is renamed, and the file builds.
        func yaml(_ words: [String]) -> String {
            "categories:\n" + words.map { word in
                "  - id: \"\(word)\"\n    actions:\n      - { id: \"\(word).action\", title: \"\(word)\", textInput: { buttonTitle: Send } }\n"
            }.joined()
                + "  - id: KEY_HOLDER\n    payload:\n" + words.enumerated().map { index, word in
                    "      v\(index): { swiftName: \(SwiftIdentifier.derive(from: word) ?? "v")Values, values: [a] }\n"
                        + "      \"\(word)\": { type: object, optional: true, properties: { x: int } }\n"
                }.joined()
                + "pushes:\n" + words.map { word in "  - id: \"\(word)\"\n    match: { key: kind, value: \"\(word)\" }\n" }.joined()
        }
        let first = TestSupport.compile([TestSupport.file("shadows.yaml", yaml(words))])
        let errors = first.diagnostics.filter { $0.severity == .error }
        #expect(errors.allSatisfy { [.invalidSwiftName, .swiftNameCollision].contains($0.rule) }, "\(errors.map(\.message))")
        let refused = Set(words.filter { word in errors.contains { $0.message.contains("'\(word)'") } })
        let files = [TestSupport.file("shadows.yaml", yaml(words.filter { !refused.contains($0) }))]
        let result = TestSupport.compile(files)
        let swift = try #require(result.swiftSource, "\(result.diagnostics.map(\.message))")
        let catalog = try #require(Compiler().check(files).catalog)
        let output = try GeneratedProgram.run(generated: swift, main: RegistrationDump.program(namespace: "NotificationCategories"), withStandInSDK: true)
        try #require(output.status == 0, "\(output.standardError)")
        let dump = try JSONDecoder().decode(RegistrationDump.self, from: Data(output.standardOutput.utf8))
        #expect(dump == RegistrationDump.expected(from: catalog))
    }

    /// `swift` with comment lines and string literals removed, leaving only code.
    static func codeWithoutCommentsAndStrings(_ swift: String) -> String {
        let code = swift.split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("//") }.joined(separator: "\n")
        return code.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
    }

    /// The first capture group of every match of `pattern` in `text`.
    static func matches(of pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
