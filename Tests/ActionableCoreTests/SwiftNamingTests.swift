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

    @Test("Every capitalised name generated code refers to is declared by it or reserved, so no category type can shadow it")
    func referencedNamesAreReserved() throws {
        for files in [try TestSupport.exampleFiles(), [TestSupport.file("hostile.yaml", GeneratedCodeTests.hostileYAML)]] {
            for accessLevel in AccessLevel.allCases {
                let swift = try #require(Compiler(settings: GenerationSettings(accessLevel: accessLevel)).compile(files).swiftSource)
                let code = Self.codeWithoutCommentsAndStrings(swift)
                let declared = Set(Self.matches(of: #"\b(?:enum|struct) `?([A-Za-z_][A-Za-z0-9_]*)"#, in: code))
                let referenced = Set(Self.matches(of: #"(?<![.\w`])([A-Z][A-Za-z0-9_]*)"#, in: code))
                let unreserved = referenced.subtracting(declared).subtracting(SwiftIdentifier.reservedTypeNames)
                #expect(unreserved.isEmpty, "add to SwiftIdentifier.reservedTypeNames: \(unreserved.sorted())")
            }
        }
    }

    @Test("Categories named after the types generated code uses get a type of their own")
    func shadowingCategoriesCompile() throws {
        // `AllCases` derives `allCases`, which `CategoryID` has already: an invalid-swift-name error of its own.
        let words = SwiftIdentifier.reservedTypeNames.sorted()
            .filter { !SwiftIdentifier.reservedCategoryCaseNames.contains(SwiftIdentifier.derive(from: $0) ?? "") }
        let yaml = "categories:\n" + words.map { word in
            "  - id: \"\(word)\"\n    actions:\n      - { id: \"\(word).action\", title: \"\(word)\", textInput: { buttonTitle: Send } }\n"
        }.joined()
        let files = [TestSupport.file("shadows.yaml", yaml)]
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
