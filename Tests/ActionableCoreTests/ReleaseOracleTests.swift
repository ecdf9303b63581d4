@testable import ActionableCore
@testable import ActionableFuzzing
import ActionableTestSupport
import Foundation
import Testing

/// The release oracle (issue 73): the last release's tool and runtime, built from its own commit (``ReleaseOracle``),
/// side by side with today's over the same inputs, comparing what an app observes: how each payload is read (the
/// verdict, the decoded values, the bytes written back), the declarations the generated file offers (names,
/// signatures, default arguments, isolation), and the runtime's public declarations with their defaults and isolation.
/// A difference fails unless `Tests/APIBaseline/allowed-changes.txt` explains it with a line of CHANGELOG.md's
/// `Unreleased` **Changed** section (none at all for a patch). Full tier: it builds the release's tool (about a minute,
/// once per clone: `.build/release-oracle`) and four programs.
@Suite(
    "The last release beside today's", .serialized, .enabled(if: TestTier.isFull(), "full tier: builds the last release's tool and four programs"),
    .enabled(if: ReleaseOracle.unavailableReason == nil, "needs the repository's history (a git clone), which .ci/run checks"))
struct ReleaseOracleTests {
    /// The allow-list, checked against CHANGELOG.md.
    static func allowList() throws -> ReleaseComparison.AllowList {
        let root = TestSupport.packageRoot
        let text = try String(contentsOf: root.appendingPathComponent("Tests/APIBaseline/allowed-changes.txt"), encoding: .utf8)
        let (list, problems) = ReleaseComparison.AllowList.parse(text)
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let isPatch = RuntimeAPI.Allowance(from: ReleaseOracle.version, to: ActionableVersion.current) == .none
        let all = problems + list.problems(changelog: changelog, isPatch: isPatch)
        #expect(all.isEmpty, "Tests/APIBaseline/allowed-changes.txt: \(all.joined(separator: "\n"))")
        return list
    }

    /// Fails with every difference the allow-list does not explain.
    static func expectExplained(_ differences: [ReleaseComparison.Difference], _ what: String) throws {
        let list = try allowList()
        let unexplained = differences.filter { !list.allows($0) }
        #expect(unexplained.isEmpty, """
            \(unexplained.count) differences in \(what) between \(ReleaseOracle.version) and today that CHANGELOG.md's \
            Unreleased 'Changed' does not explain (Tests/APIBaseline/allowed-changes.txt), the first:
            \(unexplained.prefix(12).map(\.description).joined(separator: "\n"))
            """)
    }

    // MARK: Payloads

    /// Swift that describes a decoded value by what it holds, the same for any storage: `summary(_:)` walks the value's
    /// reflection, leaves out `keptProblems` and `problems` (storage and prose), sorts what has no order (sets and
    /// dictionaries), and writes dates as their seconds, URLs as their text and errors as `error`.
    static let valueSummary = #"""
        /// `value` described by what it holds.
        func summary(_ value: Any, depth: Int = 0) -> String {
            if depth > 64 { return "..." }
            if value is any Error { return "error" }
            if let date = value as? Date { return "date(\(date.timeIntervalSince1970))" }
            if let url = value as? URL { return "url(\(url.absoluteString))" }
            if let uuid = value as? UUID { return "uuid(\(uuid.uuidString))" }
            let mirror = Mirror(reflecting: value)
            let children = mirror.children.filter { $0.label != "keptProblems" && $0.label != "problems" }
            guard !children.isEmpty else {
                return mirror.displayStyle == .enum ? ".\(value)" : String(reflecting: value)
            }
            var parts = children.map { ($0.label.map { "\($0): " } ?? "") + summary($0.value, depth: depth + 1) }
            if mirror.displayStyle == .set || mirror.displayStyle == .dictionary { parts.sort() }
            return "(" + parts.joined(separator: ", ") + ")"
        }
        """#

    /// The definitions and payloads of boundary inputs: one category with an optional key of each type, and for each
    /// type the texts a server may write at its edges (case, spaces, `+`, exponents, the Int64 edges, `1.0`, NaN text,
    /// empty, Unicode normal forms), each alone in a payload.
    static func boundaryCorpus() -> (corpus: VerdictCorpus, payloads: [String]) {
        typealias Key = VerdictCorpus.Key
        let edges = boundaryEdges
        var corpus = VerdictCorpus(seed: 1, categories: 0, kinds: 0)
        let keys = edges.indices.map { Key(name: "k\($0)", type: edges[$0].0, isOptional: true) }
        // A push kind beside it, so that the generated file has its `Push` (no payload here is the kind's).
        corpus.owners = [
            VerdictCorpus.Owner(identifier: "B", isKind: false, isSilent: false, keys: keys),
            VerdictCorpus.Owner(
                identifier: "k0", isKind: true, isSilent: false, keys: [Key(name: "n", type: .bool, isOptional: true)], match: ("type", #""k0""#)),
        ]
        let payloads = edges.indices.flatMap { index in
            edges[index].1.map { #"{"aps":{"alert":"x","category":"B"},"k\#(index)":\#($0)}"# }
        }
        return (corpus, payloads)
    }

    /// The boundary inputs of each key type, as JSON texts.
    static var boundaryEdges: [(VerdictCorpus.KeyType, [String])] { [
        (.int(minimum: nil, maximum: nil), [
            "42", "-0", "1.0", "1e2", "1E2", "4.2e1", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
            "-9223372036854775809", "1e19", #""42""#, "4.5", "true", "null", "0.1e1", "100000000000000000000.0",
        ]),
        (.double(minimum: nil, maximum: nil), ["1", "1.0", "-0.0", "1e308", "4.9e-324", "1e400", #""NaN""#, #""1.5""#, "false"]),
        (.bool, ["true", "false", "0", "1", #""true""#, "null"]),
        (.string(pattern: nil), [#""""#, #"" a ""#, #""\u00e9""#, #""e\u0301""#, #""\ud83d\ude00""#, #""\u0000""#, "1"]),
        (.date, [
            #""2026-01-01T00:00:00Z""#, #""2026-01-01t00:00:00z""#, #""2026-01-01T00:00:00.123456+01:00""#,
            #"" 2026-01-01T00:00:00Z""#, #""2026-02-30T00:00:00Z""#, #""2026-01-01T00:00:60Z""#, #""2026-01-01""#,
        ]),
        (.url(relative: false), [#""https://example.com/a?b=c""#, #"" https://example.com""#, #""HTTPS://EXAMPLE.COM""#, #""""#, #""https://example.com/\u00e9""#]),
        (.uuid, [#""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#, #""e621e1f8-c36c-495a-93fc-0c247a3e6e5f""#, #""{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}""#, #""""#]),
        (.values, [
            #""red""#, #""RED""#, #""Red""#, #"" red""#, #""dark blue""#, #""dark  blue""#, #""unrecognized""#, #""""#,
            #""\uff52\uff45\uff44""#, #""dark\u00a0blue""#,
        ]),
        (.intText(minimum: nil), [
            #""42""#, #"" 42""#, #""42 ""#, #""+42""#, #""-0""#, #""4.2e1""#, #""1.0""#, #""9223372036854775807""#,
            #""9223372036854775808""#, #""""#, #""\u0664\u0662""#, #""0x2A""#, #""042""#, "42",
        ]),
        (.doubleText, [#""1.5""#, #""NaN""#, #""nan""#, #""inf""#, #""Infinity""#, #""1e400""#, #"" 1.5""#, #""+1.5""#, #""""#, #""1,5""#, #"".5""#]),
        (.boolText, [#""1""#, #""0""#, #""true""#, #"" 1""#, #""01""#, "1"]),
        (.intList, [#""1,2,3""#, #""1, 2""#, #""""#, #""1,,2""#, #""+1""#, #""1.0""#]),
        (.stringList, [#"["a"]"#, "[]", "[1]", #"["\u00e9", "e\u0301"]"#]),
        (.intMap, [#"{"a":1}"#, #"{"a":1.0}"#, "{}", #"{"a":"1"}"#]),
    ] }

    /// The fuzz target's category `EVERY` (``PayloadStageChecks/definitions``) with the boundary inputs in its keys of
    /// each type: `S` (required) holds each string edge, or `"s"` beside another key's edge.
    static var everyKeyBoundaryPayloads: [String] {
        let keys = ["I", "D", "B", "S", "T", "U", "ID", "E", nil, nil, "Y", "X", "A", "M"]
        return zip(keys, boundaryEdges).flatMap { key, edge -> [String] in
            guard let key else { return [] }
            return edge.1.map { value in
                key == "S" ? #"{"aps":{"category":"EVERY"},"S":\#(value)}"# : #"{"aps":{"category":"EVERY"},"S":"s","\#(key)":\#(value)}"#
            }
        }
    }

    /// The lines `program` prints for `payloads` (one JSON text a line) built with `generated`, each with its payload;
    /// a rejection's wording is left out (prose may change), its verdict kept.
    static func observations(generated: String, program: String, payloads: [String], label: String) throws -> [(subject: String, observed: String)] {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("payloads.txt")
        try Data(payloads.map { $0 + "\n" }.joined().utf8).write(to: file)
        let output = try GeneratedProgram.run(
            sources: ["Generated.swift": generated, "main.swift": program], withStandInSDK: false, arguments: [file.path], settings: [.swift6])
        try #require(output.status == 0, "\(label): \(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        try #require(lines.count == payloads.count, "\(label): \(lines.count) lines for \(payloads.count) payloads")
        return zip(payloads, lines).map { payload, line in
            ("\(label): \(payload)", line.hasPrefix("reject") ? "reject" : line)
        }
    }

    /// The last release and today read `payloads` of `corpus` through the same definitions: their observations.
    static func payloadDifferences(_ corpus: VerdictCorpus, payloads: [String], label: String) throws -> [ReleaseComparison.Difference] {
        let files = ["definitions.yaml": corpus.yaml]
        let old = try ReleaseOracle.generate(files, runtime: "embedded").get()
        let new = try ReleaseOracle.generateToday(files, runtime: .embedded).get()
        let program = PayloadVerdictTests.decoderProgram(corpus, describingValues: true)
        let before = try observations(generated: old, program: program, payloads: payloads, label: label)
        let after = try observations(generated: new, program: program, payloads: payloads, label: label)
        return ReleaseComparison.observationDifferences(before: before, after: after)
    }

    /// A program that prints, for each payload (a line of JSON text), what `NotificationCategories.Push(userInfo:)` reads:
    /// the category or kind, and the values or the failure (``valueSummary``), for definitions of any shape.
    static let pushReaderProgram = """
        import Foundation

        \(valueSummary)
        let text = try String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
        for line in text.split(separator: "\\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)), let userInfo = object as? [AnyHashable: Any] else {
                print("reject: not a JSON object")
                continue
            }
            print(summary(NotificationCategories.Push(userInfo: userInfo)).replacingOccurrences(of: "\\n", with: " "))
        }

        """

    /// The fuzz target `payload`'s committed inputs (`Fuzz/corpus/payload`), each on one line, with the definitions that
    /// target reads them against.
    static func fuzzPayloadCorpus() throws -> (definitions: String, payloads: [String]) {
        let directory = TestSupport.packageRoot.appendingPathComponent("Fuzz/corpus/payload")
        let payloads = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map { name in
            let text = String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
            // JSON allows any whitespace between tokens, and a line break inside a string is invalid JSON either way.
            return text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
        }
        return (PayloadStageChecks.definitions, payloads)
    }

    @Test("Every payload of the verdict corpus, the fuzz corpus and the boundary inputs is read alike by the last release and today: the same verdict, decoded values and bytes written back")
    func payloadsReadAlike() throws {
        try #require(ReleaseOracle.unavailableReason == nil, "\(ReleaseOracle.unavailableReason ?? "")")
        var verdicts = VerdictCorpus(seed: PayloadVerdictTests.seed)
        let generated = verdicts.payloads(count: PayloadVerdictTests.count).map(\.json)
        let boundary = Self.boundaryCorpus()
        var differences = try Self.payloadDifferences(verdicts, payloads: generated, label: "verdict corpus \(PayloadVerdictTests.seed)")
            + Self.payloadDifferences(boundary.corpus, payloads: boundary.payloads, label: "boundary inputs")
        // The fuzz corpus, and the boundary inputs again, read by a program that knows nothing of the definitions'
        // shape: what `Push(userInfo:)` gives.
        let fuzz = try Self.fuzzPayloadCorpus()
        for (label, definitions, payloads) in [
            ("fuzz corpus", fuzz.definitions, fuzz.payloads + Self.everyKeyBoundaryPayloads),
        ] {
            let files = ["definitions.yaml": definitions]
            let old = try ReleaseOracle.generate(files, runtime: "embedded").get()
            let new = try ReleaseOracle.generateToday(files, runtime: .embedded).get()
            let before = try Self.observations(generated: old, program: Self.pushReaderProgram, payloads: payloads, label: label)
            let after = try Self.observations(generated: new, program: Self.pushReaderProgram, payloads: payloads, label: label)
            // Both verdicts occur (a corpus every reader rejects would prove nothing).
            let read = after.filter { $0.observed.contains("success") }.count
            #expect(read > payloads.count / 4 && read < payloads.count, "\(label): \(read) of \(payloads.count) read")
            differences += ReleaseComparison.observationDifferences(before: before, after: after)
        }
        try Self.expectExplained(differences, "payloads")
    }

    // MARK: Names

    /// Words an app may well name a category, a push kind or a key: the reserved names, the runtime's type names, Swift's
    /// keywords, and common nouns.
    static var namesCorpus: [String] {
        let nouns = [
            "Field", "Value", "Context", "Result", "Error", "Data", "Type", "Kind", "Item", "Name", "Key", "Event", "State",
            "Status", "Message", "Object", "Request", "Response", "Action", "Category", "Payload", "Push", "Date", "URL", "ID",
            "Content", "Notification", "Text", "Title", "Body", "List", "Map", "Set", "Array", "String", "Int", "UInt",
            "Double", "Bool", "Optional", "Some", "None", "Unknown", "Unrecognized", "Default", "Opened", "Dismissed",
            "Expectation", "Finding", "RegistrationDifference",
        ]
        let words = SwiftIdentifier.reservedTypeNames.union(SwiftNamingTests.runtimeTypeNames).union(SwiftIdentifier.keywords).union(nouns)
        // One word of those that derive one Swift name.
        var seen: Set<String> = []
        return words.sorted().filter { seen.insert(SwiftIdentifier.derive(from: $0)?.lowercased() ?? $0).inserted }
    }

    /// The declarations the last release's and today's generated files offer for `files`, and whether the release
    /// accepted them (a set that uses what it did not know is not compared).
    static func symbolDifferences(_ files: [String: String], label: String) throws -> (compared: Bool, differences: [ReleaseComparison.Difference]) {
        guard case .success(let old) = try ReleaseOracle.generate(files, runtime: "module") else { return (false, []) }
        switch ReleaseOracle.generateToday(files, runtime: .module) {
        case .failure(let error):
            return (true, [ReleaseComparison.Difference(subject: label, before: "generated", after: "refused: \(error)")])
        case .success(let new):
            let differences = ReleaseComparison.symbolDifferences(before: SwiftSymbols.symbols(of: old), after: SwiftSymbols.symbols(of: new))
            return (true, differences.map { ReleaseComparison.Difference(subject: "\(label): \($0.subject)", before: $0.before, after: $0.after) })
        }
    }

    /// Every definitions set in the repository, by name (file name → YAML).
    static func repositoryDefinitionSets() throws -> [(String, [String: String])] {
        let root = TestSupport.packageRoot
        func directory(_ path: String) throws -> [String: String] {
            let url = root.appendingPathComponent(path)
            var files: [String: String] = [:]
            // Definitions only: a configuration beside them is read by the tool, and today's side compiles in process.
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path)
            where (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && !Configuration.fileNames.contains(name) {
                files[name] = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
            }
            return files
        }
        return [
            ("Examples/Definitions", try directory("Examples/Definitions")),
            ("Tests/Compatibility/EveryConstruct", try directory("Tests/Compatibility/EveryConstruct")),
            ("Tests/Compatibility/0.4.0/Definitions", try directory("Tests/Compatibility/0.4.0/Definitions")),
            ("Tests/Compatibility/0.3.0/Definitions", try directory("Tests/Compatibility/0.3.0/Definitions")),
            ("Examples/Package/Sources/Meetings", try directory("Examples/Package/Sources/Meetings")),
            ("Tests/Golden/Diff/base.yaml", ["base.yaml": try String(contentsOf: root.appendingPathComponent("Tests/Golden/Diff/base.yaml"), encoding: .utf8)]),
            ("Tests/Golden/Diff/head.yaml", ["head.yaml": try String(contentsOf: root.appendingPathComponent("Tests/Golden/Diff/head.yaml"), encoding: .utf8)]),
            ("hostile", ["hostile.yaml": GeneratedCodeTests.hostileYAML]),
            ("nested payloads", ["nested.yaml": NestedPayloadTests.definitions]),
            ("push kinds", ["pushes.yaml": PushKindTests.definitions]),
            ("extensions", ["extensions.yaml": NotificationExtensionTests.definitions]),
            ("verdict corpus", ["corpus.yaml": VerdictCorpus(seed: PayloadVerdictTests.seed).yaml]),
        ]
    }

    @Test("Every declaration the last release generated for the repository's definitions and a corpus of names is generated alike today (or kept as a deprecated alias)")
    func generatedNamesStay() throws {
        try #require(ReleaseOracle.unavailableReason == nil, "\(ReleaseOracle.unavailableReason ?? "")")
        var differences: [ReleaseComparison.Difference] = []
        var compared = 0
        for (label, files) in try Self.repositoryDefinitionSets() {
            let result = try Self.symbolDifferences(files, label: label)
            compared += result.compared ? 1 : 0
            differences += result.differences
        }
        #expect(compared >= 8, "the last release generated only \(compared) of the repository's definitions sets")
        // The names corpus: the words the release accepts (one it refuses is dropped, by the error naming it).
        var words = Self.namesCorpus
        // A key with values named after words that are the generated enumerations' own (`unrecognized`, `none`, ...).
        let values = ["unrecognized", "none", "some", "rawValue", "init", "self", "Type", "field", "value", "context", "result", "error",
                      "data", "kind", "default", "unknown", "allCases", "codec", "expected", "jsonValue", "dark blue"]
        func names(_ words: [String]) -> [String: String] {
            let holder = "  - id: VALUE_HOLDER\n    payload:\n      word: { values: [\(values.map { "\"\($0)\"" }.joined(separator: ", "))] }\n"
            return ["names.yaml": SwiftNamingTests.namedDefinitions(words).replacing("\npushes:\n", with: "\n" + holder + "pushes:\n", maxReplacements: 1)]
        }
        var yaml = names(words)
        for _ in 0..<3 {
            guard case .failure(let error) = try ReleaseOracle.generate(yaml, runtime: "module") else { break }
            let refused = Set(words.filter { error.description.contains("'\($0)'") || error.description.contains("\"\($0)\"") })
            try #require(!refused.isEmpty, "the release refuses the names corpus: \(error.description.prefix(2000))")
            words.removeAll { refused.contains($0) }
            yaml = names(words)
        }
        #expect(words.count > 150, "the release accepted only \(words.count) words of the names corpus")
        let corpus = try Self.symbolDifferences(yaml, label: "names corpus")
        #expect(corpus.compared, "the release refuses the names corpus")
        differences += corpus.differences
        try Self.expectExplained(differences, "generated declarations")
    }

    // MARK: Defaults and isolation

    /// How the defaults program calls each public declaration of the runtime that has default arguments, by path: each
    /// call omits every defaulted argument, on the examples' generated types, and records what it gives. A declaration
    /// of the last release with defaults and no entry here fails the test: the program is derived from the baseline.
    /// (Overloads the baseline deprecates are left out: the declaration comparison covers their defaults.)
    static let defaultCalls: [String: String] = [
        "CategoryRegistry.register": #"NC.register(); record("register(on:)", "done")"#,
        "KeylessCategory.makeContent": #"record("DailySummary.makeContent()", describe(NC.DailySummary.makeContent()))"#,
        "PayloadCategory.makeContent": #"""
            let info = NC.MeetingInvitation.UserInfo(meetingID: "m", userID: "u")
            record("MeetingInvitation.makeContent(for:)", describe(try! NC.MeetingInvitation.makeContent(for: info)))
            """#,
        "NotificationContext.init": #"""
            let context = NC.NotificationContext()
            record("NotificationContext()", "\(context.requestIdentifier)|\(context.date.timeIntervalSince1970)|\(context.threadID)|\(String(describing: context.targetContentID))|\(context.categoryIdentifier)|\(context.allCustomKeys.count)")
            """#,
        "NotificationResponse.init": #"""
            record("Response(categoryIdentifier:actionIdentifier:)", summary(NC.Response(categoryIdentifier: "DAILY_SUMMARY", actionIdentifier: "X")))
            """#,
        "Payload.init": #"""
            record("Payload(_:)", String(decoding: try! NC.Payload(NC.MeetingInvitation.UserInfo(meetingID: "m", userID: "u")).jsonData(), as: UTF8.self))
            """#,
        "Payload.LocalizedText.init": #"record("LocalizedText(key:)", summary(NC.Payload.LocalizedText(key: "k")))"#,
        "ReceivedResponse.init": #"""
            let received = NC.ChatMessage.Received(actionIdentifier: "X", context: NC.NotificationContext(categoryIdentifier: "CHAT_MESSAGE"))
            record("Received(actionIdentifier:context:)", summary(received.response))
            """#,
    ]

    /// The program that makes the calls of `paths` (``defaultCalls``) from a nonisolated synchronous function, as an app's
    /// background code would, and prints each record.
    static func defaultsProgram(_ paths: [String]) -> String {
        """
        import Foundation
        import UserNotifications

        typealias NC = NotificationCategories

        \(valueSummary)
        /// The parts of a notification's content a default can set.
        nonisolated func describe(_ content: UNNotificationContent) -> String {
            [content.title, content.subtitle, content.body, content.threadIdentifier, content.categoryIdentifier, "\\(content.userInfo.count)"].joined(separator: "|")
        }

        /// The calls, through a protocol so that one the runtime has deprecated since compiles without a warning.
        protocol Probe {
            nonisolated func calls() -> [String]
        }

        struct DefaultCalls: Probe {
            @available(*, deprecated, message: "may call what the runtime deprecated since the last release")
            nonisolated func calls() -> [String] {
                var records: [String] = []
                func record(_ call: String, _ value: String) { records.append(call + ": " + value) }
                \(paths.compactMap { defaultCalls[$0] }.joined(separator: "\n").replacingOccurrences(of: "\n", with: "\n        "))
                return records
            }
        }

        let probe: any Probe = DefaultCalls()
        for line in probe.calls() { print(line.replacingOccurrences(of: "\\n", with: " ")) }

        """
    }

    @Test("Every public function of the last release's runtime with default arguments, called without them from a nonisolated synchronous function, gives today what it gave then")
    func defaultsGiveTheSame() throws {
        try #require(ReleaseOracle.unavailableReason == nil, "\(ReleaseOracle.unavailableReason ?? "")")
        // The baseline's declarations with defaults: public, not deprecated (calling one warns), not async (a
        // synchronous caller cannot), with an `=` among their parameters.
        let defaulted = try ReleaseOracle.runtimeSources().sorted { $0.key < $1.key }.flatMap { SwiftSymbols.symbols(of: $0.value) }
            .filter { symbol in
                symbol.isPublic && !symbol.isDeprecated && !symbol.signature.contains("async") && symbol.signature.contains("=")
                    && (symbol.signature.hasPrefix("init") || symbol.signature.contains("func"))
                    && symbol.path.split(separator: ".").last?.first?.isLetter == true  // not an operator (`==`)
            }
        let paths = Array(Set(defaulted.map(\.path))).sorted()
        #expect(paths.count >= 6, "\(paths)")
        let missing = paths.filter { Self.defaultCalls[$0] == nil }
        #expect(missing.isEmpty, "no call in ReleaseOracleTests.defaultCalls for \(missing)")
        let files = try Dictionary(uniqueKeysWithValues: Self.repositoryDefinitionSets().first { $0.0 == "Examples/Definitions" }!.1.map { ($0.key, $0.value) })
        let old = try ReleaseOracle.generate(files, runtime: "embedded").get()
        let new = try ReleaseOracle.generateToday(files, runtime: .embedded).get()
        let program = Self.defaultsProgram(paths)
        func records(_ generated: String) throws -> [(subject: String, observed: String)] {
            let output = try GeneratedProgram.run(
                sources: ["Generated.swift": generated, "main.swift": program], withStandInSDK: true, settings: [.swift6])
            try #require(output.status == 0, "\(output.standardError)")
            return output.standardOutput.split(separator: "\n").map { line in
                let split = line.range(of: ": ")
                return ("default: " + String(line[..<(split?.lowerBound ?? line.endIndex)]), String(line[(split?.upperBound ?? line.endIndex)...]))
            }
        }
        let before = try records(old)
        #expect(before.count >= paths.count, "\(before.map(\.subject))")
        try Self.expectExplained(ReleaseComparison.observationDifferences(before: before, after: try records(new)), "what defaults give")
    }

    @Test("Every public declaration of the last release's runtime is offered alike today: the same signature, default arguments and isolation")
    func runtimeDefaultsAndIsolationStay() throws {
        try #require(ReleaseOracle.unavailableReason == nil, "\(ReleaseOracle.unavailableReason ?? "")")
        func symbols(_ files: [String: String]) -> [SwiftSymbols.Symbol] {
            files.keys.sorted().flatMap { SwiftSymbols.symbols(of: files[$0]!) }.filter(\.isPublic)
        }
        let today = try TestSupport.runtimeSources()
        let before = symbols(try ReleaseOracle.runtimeSources())
        #expect(before.count > 150, "\(before.count) public declarations read in the release's runtime")
        #expect(before.contains { $0.path.hasSuffix("register") && $0.signature.contains("=.current()") }, "a default argument is read")
        let differences = ReleaseComparison.symbolDifferences(before: before, after: symbols(today))
            .map { ReleaseComparison.Difference(subject: "ActionableRuntime: \($0.subject)", before: $0.before, after: $0.after) }
        try Self.expectExplained(differences, "the runtime's declarations")
    }
}
