@testable import ActionableCore
import ActionableTestSupport
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
        // The generated code, without the runtime a file may carry: that lives in `ActionableRuntime`, whose code never
        // looks up the namespace's types (`runtimeNamesAreTheApps` builds categories named after each of its types).
        let definitionSets = [
            try TestSupport.exampleFiles(), [TestSupport.file("hostile.yaml", GeneratedCodeTests.hostileYAML)],
            [TestSupport.file("nested.yaml", NestedPayloadTests.definitions)], [TestSupport.file("pushes.yaml", PushKindTests.definitions)],
            [TestSupport.file("corpus.yaml", VerdictCorpus(seed: 1).yaml)],
            [TestSupport.file("extensions.yaml", NotificationExtensionTests.definitions)],
        ]
        for files in definitionSets {
            let model = try #require(Compiler.tested.check(files).catalog)
            for accessLevel in AccessLevel.allCases {
                let settings = GenerationSettings(accessLevel: accessLevel, runtime: .module)
                let swift = try #require(Compiler(settings: settings).compile(files).swiftSource)
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
        // Every name, all in one file, in the full tier and its rest (some 170 categories: a minute to build); 24 of
        // them in the fast one.
        let allWords = SwiftIdentifier.reservedTypeNames.sorted()
            .filter { !SwiftIdentifier.reservedCategoryCaseNames.contains(SwiftIdentifier.derive(from: $0) ?? "") }
        let words = TestTier.value(full: allWords, fast: TestTier.drawn(allWords, count: 24, salt: "shadowing names"))
        // A name the definitions may not give is an invalid-swift-name or swift-name-collision error at it; every
        // other is renamed, and the file builds.
        let yaml = Self.namedDefinitions
        let first = TestSupport.compile([TestSupport.file("shadows.yaml", yaml(words))])
        let errors = first.diagnostics.filter { $0.severity == .error }
        #expect(errors.allSatisfy { [.invalidSwiftName, .swiftNameCollision].contains($0.rule) }, "\(errors.map(\.message))")
        let refused = Set(words.filter { word in errors.contains { $0.message.contains("'\(word)'") } })
        let files = [TestSupport.file("shadows.yaml", yaml(words.filter { !refused.contains($0) }))]
        let result = TestSupport.compile(files)
        let swift = try #require(result.swiftSource, "\(result.diagnostics.map(\.message))")
        let catalog = try #require(Compiler.tested.check(files).catalog)
        // Built in Swift 6 alone: which declaration a name finds is the same in every language setting, and
        // GeneratedModuleTests builds every name the generated code and the runtime declare in all three.
        let output = try GeneratedProgram.run(
            sources: ["Generated.swift": swift, "main.swift": RegistrationDump.program(namespace: "NotificationCategories")],
            withStandInSDK: true, settings: [.swift6])
        try #require(output.status == 0, "\(output.standardError)")
        let dump = try JSONDecoder().decode(RegistrationDump.self, from: Data(output.standardOutput.utf8))
        #expect(dump == RegistrationDump.expected(from: catalog))
    }

    /// Definitions in which each of `words` names a category, a push kind and a key (a key with values, and an object
    /// key) in a category of keys.
    static func namedDefinitions(_ words: [String]) -> String {
        "categories:\n" + words.map { word in
            "  - id: \"\(word)\"\n    actions:\n      - { id: \"\(word).action\", title: \"\(word)\", textInput: { buttonTitle: Send } }\n"
        }.joined()
            + "  - id: KEY_HOLDER\n    payload:\n" + words.enumerated().map { index, word in
                "      v\(index): { swiftName: \(SwiftIdentifier.derive(from: word) ?? "v")Values, values: [a] }\n"
                    + "      \"\(word)\": { type: object, optional: true, properties: { x: int } }\n"
            }.joined()
            + "pushes:\n" + words.map { word in "  - id: \"\(word)\"\n    match: { key: kind, value: \"\(word)\" }\n" }.joined()
    }

    /// Every type name the runtime declares (its files, as a generated file carries them), but the reserved ones.
    static let runtimeTypeNames: [String] = {
        let names = EmbeddedRuntimeSources.files.flatMap { file in
            matches(of: #"\b(?:enum|struct|protocol|class|typealias|associatedtype) ([A-Z][A-Za-z0-9_]*)"#, in: file.text)
        }
        return Set(names).subtracting(SwiftIdentifier.reservedTypeNames).sorted()
    }()

    @Test("A category, push kind or key named after a type of the runtime's that is not reserved keeps its name, and the file builds and registers what the definitions say")
    func runtimeNamesAreTheApps() throws {
        #expect(Self.runtimeTypeNames.contains("Field") && Self.runtimeTypeNames.contains("RegistrationDifference"))
        // The runtime's own words are found through `ActionableRuntime.`, never in the app's namespace: 0.4.0 generated
        // `enum Field` for a category FIELD, and so must every later release (Documentation/APIStability.md, "Names").
        let words = TestTier.value(full: Self.runtimeTypeNames, fast: TestTier.drawn(Self.runtimeTypeNames, count: 12, salt: "runtime names"))
        let files = [TestSupport.file("names.yaml", Self.namedDefinitions(words))]
        let catalog = try #require(Compiler.tested.check(files).catalog)
        let defined = SwiftGenerator.definedNames(catalog)
        for word in words {
            #expect(defined.contains(word), "\(word) is not the type of the category named after it")
        }
        // The app names each type as the definitions gave it: the category's, the push kind's, the object key's.
        let uses = words.map { word in
            "_ = [NotificationCategories.\(word).self, NotificationCategories.Push.\(word).self, NotificationCategories.KeyHolder.UserInfo.\(word).self] as [Any.Type]"
        }.joined(separator: "\n")
        // In the mode this run tests: CI runs the suite with the runtime embedded too.
        for mode in [RuntimeMode.tested] {
            let settings = GenerationSettings(runtime: mode)
            let result = Compiler(settings: settings).compile(files)
            let swift = try #require(result.swiftSource, "\(result.diagnostics.map(\.message))")
            let output = try GeneratedProgram.run(
                sources: [
                    "Generated.swift": swift,
                    "main.swift": RegistrationDump.program(namespace: "NotificationCategories") + "\nfunc useNames() {\n" + uses + "\n}\n",
                ],
                withStandInSDK: true, settings: [.swift6])
            try #require(output.status == 0, "\(mode): \(output.standardError)")
            let dump = try JSONDecoder().decode(RegistrationDump.self, from: Data(output.standardOutput.utf8))
            #expect(dump == RegistrationDump.expected(from: catalog), "\(mode)")
        }
    }

    @Test("A derived name the generated code uses is renamed with a renamed-swift-name warning naming what it became, and the file builds, registers and reads as the definitions say")
    func derivedNamesAreRenamedAloud() throws {
        let yaml = """
            categories:
              - id: unknown
                actions: [{ id: OPENED, title: Open }, { id: self, title: Me }]
                payload:
                  state: { values: [unrecognized, none, rawValue] }
                  context: { type: object, optional: true, properties: { x: int } }
              - id: EXPECTATION
            pushes:
              - id: unknown
                match: { key: t, value: u }
            contentExtensions:
              - { id: content, categories: [EXPECTATION], initialContentSizeRatio: 1 }
            """
        let files = [TestSupport.file("names.yaml", yaml)]
        let result = Compiler.tested.compile(files)
        let renames = result.diagnostics.filter { $0.rule == .renamedSwiftName }
        #expect(result.diagnostics.allSatisfy { $0.rule == .renamedSwiftName || $0.severity == .note }, "\(result.diagnostics.map(\.message))")
        let given = renames.compactMap { $0.message.firstMatch(of: /gets the [a-zA-Z ]+ '([A-Za-z_]+)', not/).map { String($0.1) } }
        #expect(Set(given) == [
            "unknown_", "opened_", "self_", "unrecognized_", "none_", "rawValue_", "ContextValue", "ExpectationCategory", "ContentExtensionExtension",
        ], "\(renames.map(\.message))")
        #expect(renames.allSatisfy { $0.location.position != nil })
        let catalog = try #require(Compiler.tested.check(files).catalog)
        let swift = try #require(result.swiftSource)
        // What each renamed name is, used as the warnings say; the value `unrecognized` reads as its own case.
        let main = RegistrationDump.program(namespace: "NotificationCategories") + """

            func useNames() -> Bool {
                typealias NC = NotificationCategories
                _ = [NC.CategoryID.unknown_, .expectation]
                _ = [NC.Unknown_.Action.opened_, .self_]
                _ = NC.PushKind.unknown_
                _ = NC.ExpectationCategory.self
                _ = NC.Unknown_.UserInfo.ContextValue(x: 1)
                return NC.Unknown_.UserInfo.State(rawValue: "unrecognized") == .unrecognized_
                    && NC.Unknown_.UserInfo.State(rawValue: "other") == .unrecognized("other")
            }
            precondition(useNames())
            """
        let output = try GeneratedProgram.run(sources: ["Generated.swift": swift, "main.swift": main], withStandInSDK: true, settings: [.swift6])
        try #require(output.status == 0, "\(output.standardError)")
        let dump = try JSONDecoder().decode(RegistrationDump.self, from: Data(output.standardOutput.utf8))
        #expect(dump == RegistrationDump.expected(from: catalog))
    }

    /// The constructs that can give the Swift name `challenge` (or its type `Challenge`), as YAML: a category, a push
    /// kind, an action, an object key (a struct `Challenge`), a key with values (an enum `Challenge`), a union key whose
    /// alternative is an object (a struct `Challenge` inside the union's enum).
    static let namedConstructs: [(name: String, category: String, push: String)] = [
        ("category", "  - id: CHALLENGE\n    payload: { K: string }\n", ""),
        ("push kind", "", "  - id: challenge\n    match: { key: type, value: challenge }\n    payload: { since: string }\n"),
        ("action", "  - id: HOLDER_A\n    actions: [{ id: CHALLENGE_ACTION, swiftName: challenge, title: Go }]\n", ""),
        ("object key", "  - id: HOLDER_B\n    payload: { challenge: { type: object, properties: { x: int } } }\n", ""),
        ("values key", "  - id: HOLDER_C\n    payload: { CHALLENGE_KIND: { swiftName: challenge, values: [a, b] } }\n", ""),
        ("union key", "  - id: HOLDER_D\n    payload: { u: { anyOf: [int, { swiftName: challenge, type: object, properties: { y: int } }] } }\n", ""),
    ]

    @Test("A category, push kind, action, key and nested type with the same Swift name, in every pair and all together, generate a file that builds or get a located error")
    func sameNamesInEveryPair() throws {
        var sets: [[Int]] = []
        for first in Self.namedConstructs.indices {
            for second in Self.namedConstructs.indices where second > first { sets.append([first, second]) }
        }
        sets.append(Array(Self.namedConstructs.indices))
        for set in TestTier.slice(sets, count: 4, salt: "same-names") {
            let parts = set.map { Self.namedConstructs[$0] }
            let categories = parts.map(\.category).joined()
            let pushes = parts.map(\.push).joined()
            let yaml = (categories.isEmpty ? "" : "categories:\n" + categories) + (pushes.isEmpty ? "" : "pushes:\n" + pushes)
            let names = parts.map(\.name).joined(separator: " + ")
            let result = Compiler(settings: GenerationSettings.tested(parts: [.app, .server])).compile([TestSupport.file("names.yaml", yaml)])
            guard let swift = result.swiftSource else {
                let errors = result.diagnostics.filter { $0.severity == .error }
                #expect(!errors.isEmpty && errors.allSatisfy { $0.location.position != nil }, "\(names): \(result.diagnostics.map(\.message))")
                continue
            }
            #expect(throws: Never.self, "\(names)") {
                try GeneratedProgram.check(["Names.swift": swift], withStandInSDK: true, settings: [.swift6])
            }
        }
    }

    /// Keys of every shape, which every category and push kind of ``namespaceShadowed(name:yaml:)`` carries so that
    /// the generated file holds every construct that may name the namespace.
    static let everyShape = "{ K: string, V: { values: [a, b], optional: true }, O: { type: object, properties: { x: int }, optional: true }, "
        + "U: { anyOf: [int, { type: object, properties: { y: int } }], optional: true }, L: { type: \"[int]\", optional: true } }"

    /// The constructs that give the Swift name `challenge` or `Challenge`, each in definitions with keys of every shape, a
    /// content extension and a kind marked for the service extension.
    static let shadowingConstructs: [(name: String, yaml: String)] = {
        let holder = "  - id: HOLDER\n    actions: [{ id: REPLY, title: Reply, textInput: { buttonTitle: Send } }]\n"
            + "    mutableContent: true\n    payload: \(everyShape)\n"
        let kind = "  - id: sync\n    match: { key: type, value: sync }\n    mutableContent: true\n    payload: \(everyShape)\n"
        let viewer = "contentExtensions:\n  - id: Viewer\n    categories: [HOLDER]\n    initialContentSizeRatio: 1\n"
        func definitions(categories: String = "", pushes: String = "", extensions: String = viewer) -> String {
            "categories:\n" + holder + categories + "pushes:\n" + kind + pushes + extensions
        }
        return [
            ("category", definitions(categories: "  - id: CHALLENGE\n    payload: \(everyShape)\n")),
            ("push kind", definitions(pushes: "  - id: challenge\n    match: { key: type, value: challenge }\n    payload: \(everyShape)\n")),
            ("action", definitions(categories: "  - id: HOLDER_A\n    actions: [{ id: CHALLENGE_ACTION, swiftName: challenge, title: Go }]\n")),
            ("object key", definitions(categories: "  - id: HOLDER_B\n    payload: { challenge: { type: object, properties: { x: int } } }\n")),
            ("values key", definitions(categories: "  - id: HOLDER_C\n    payload: { C: { swiftName: challenge, values: [a, b] } }\n")),
            ("union key", definitions(
                categories: "  - id: HOLDER_D\n    payload: { u: { anyOf: [int, { swiftName: challenge, type: object, properties: { y: int } }] } }\n")),
            ("content extension", definitions(
                extensions: viewer.replacingOccurrences(of: "[HOLDER]", with: "[HOLDER_E]")
                    + "  - id: Challenge\n    categories: [HOLDER]\n    initialContentSizeRatio: 1\n",
                )
                .replacingOccurrences(of: "pushes:", with: "  - id: HOLDER_E\npushes:")),
        ]
    }()

    @Test(
        "A name the definitions give that is the namespace's is a located error exactly when the file generated without the check does not build",
        arguments: shadowingConstructs.map(\.name)
    )
    func namespaceShadowed(name: String) throws {
        let yaml = try #require(Self.shadowingConstructs.first { $0.name == name }).yaml
        let files = [TestSupport.file("names.yaml", yaml)]
        let catalog = try #require(Compiler.tested.check(files).catalog, "\(name): \(Compiler.tested.check(files).diagnostics.map(\.message))")
        // Each construct gives `challenge` or `Challenge` (a case or property, and a type): both are tried as the namespace.
        let given = SwiftGenerator.definedNames(catalog).filter { $0.lowercased() == "challenge" }
        #expect(!given.isEmpty, "\(name)")
        for namespace in given.sorted() {
            let compiler = Compiler(settings: GenerationSettings.tested(namespace: namespace, parts: [.app, .server]))
            let checked = compiler.check(files)
            let errors = checked.diagnostics.filter { $0.severity == .error }
            // The oracle: the file generated as if there were no check, built against the stand-in SDK.
            let swift = compiler.swiftGenerator.generate(catalog, parallelism: .sequential).text
            let builds = Result { try GeneratedProgram.check(["Names.swift": swift], withStandInSDK: true, settings: [.swift6]) }
            if case .success = builds {
                #expect(errors.isEmpty, "\(name), namespace \(namespace): the file builds, yet \(errors.map(\.message))")
            } else {
                #expect(checked.catalog == nil && errors.count == 1 && errors.allSatisfy {
                    $0.rule == .swiftNameCollision && $0.location.position != nil && $0.message.contains("'\(namespace)'")
                }, "\(name), namespace \(namespace): the file does not build, and \(checked.diagnostics.map(\.message))")
            }
        }
    }

    /// `swift` with comment lines and string literals removed, leaving only code.
    static func codeWithoutCommentsAndStrings(_ swift: String) -> String {
        // Multi-line literals first (sample texts are written so): their lines are text, not code.
        let code = swift.replacing(#/"""\n(?:[^\n]*\n)*?[ ]*"""/#, with: "\"\"")
            .split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("//") }.joined(separator: "\n")
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
