@testable import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// Payload types as real services send them: objects with declared properties (nested), lists of them, maps,
/// scalars carried as text, embedded JSON (plain and Base64), unions, keys that come together, enumeration
/// values with Swift names of their own, and constraints. Each is checked three ways that must agree: the
/// generated Swift (compiled in every setting and run on the stand-in SDK, with a property test of decode ∘
/// encode), `validate-payload`, and the manifest's JSON Schemas under Python's `jsonschema`.
@Suite("Nested payload types")
struct NestedPayloadTests {
    static let definitions = """
        payloads:
          ZULIP:
            zulip:
              type: object
              description: Everything Zulip sends, under one key.
              properties:
                recipient_type: { values: [stream, private, { value: "", swiftName: unspecified }] }
                sender_id: { type: int, encoding: text, minimum: 1 }
                stream: { type: string, optional: true, pattern: "^[a-z]+$" }
                user_ids: { type: "[int]", encoding: text, separator: ",", optional: true }
                attachments:
                  type: "[object]"
                  optional: true
                  properties:
                    url: { type: url, relative: true }
                    size: { type: double, optional: true, maximum: 1000000 }
        categories:
          - id: ZULIP_MESSAGE
            payload: [ZULIP]
            actions: [{ id: ZULIP_REPLY, title: Reply }]
          - id: CHAT
            payload:
              ejson: { type: object, encoding: json, properties: { rid: string, unread: { type: bool, encoding: text, textValues: ["1", "0"] } } }
              b64: { type: map, of: int, encoding: base64json, optional: true }
              sender: { anyOf: [int, { type: int, encoding: text }, "[string]"] }
              k: { type: string, optional: true, together: [s] }
              s: { type: string, optional: true, together: [k] }
              scores: { type: map, of: { type: "[double]" } }

        """

    /// Payloads with what each of the three readers must conclude: accepted, or rejected at this key path (the decoder
    /// rejects an optional value by keeping its problem in `problems`; a value `values` does not declare is accepted
    /// everywhere, as `unrecognized`).
    static let payloads: [(json: String, problem: String?)] = [
        (#"{"aps": {"category": "ZULIP_MESSAGE", "alert": "hi"}, "zulip": {"recipient_type": "", "sender_id": "7", "user_ids": "1,2,3", "attachments": [{"url": "/a/b", "size": 10}]}}"#, nil),
        (#"{"aps": {"category": "ZULIP_MESSAGE"}, "zulip": {"recipient_type": "stream", "sender_id": "12", "stream": "general"}}"#, nil),
        (#"{"aps": {"category": "ZULIP_MESSAGE"}, "zulip": {"recipient_type": "x", "sender_id": "7"}}"#, nil),
        (#"{"aps": {"category": "ZULIP_MESSAGE"}, "zulip": {"recipient_type": "stream", "sender_id": 7}}"#, "zulip.sender_id"),
        (#"{"aps": {"category": "ZULIP_MESSAGE"}, "zulip": {"recipient_type": "stream", "sender_id": "7", "stream": "A1"}}"#, "zulip.stream"),
        (#"{"aps": {"category": "ZULIP_MESSAGE"}, "zulip": {"recipient_type": "stream", "sender_id": "7", "attachments": [{"url": "a b"}]}}"#, "zulip.attachments[0].url"),
        (#"{"aps": {"category": "ZULIP_MESSAGE"}, "zulip": {"recipient_type": "stream", "sender_id": "7", "attachments": [{"url": "/x", "size": 2000000}]}}"#, "zulip.attachments[0].size"),
        (#"{"aps": {"category": "ZULIP_MESSAGE"}, "zulip": {"sender_id": "7"}}"#, "zulip.recipient_type"),
        (#"{"aps": {"category": "ZULIP_MESSAGE"}, "zulip": {"recipient_type": "stream", "sender_id": "7", "user_ids": "1,x"}}"#, "zulip.user_ids[1]"),
        (#"{"aps": {"category": "CHAT"}, "ejson": "{\"rid\": \"r\", \"unread\": \"1\"}", "b64": "eyJhIjoxfQ", "sender": "42", "k": "x", "s": "y", "scores": {"m": [1.5, 2]}}"#, nil),
        (#"{"aps": {"category": "CHAT"}, "ejson": "{\"rid\": \"r\", \"unread\": \"0\"}", "sender": ["a", "b"], "scores": {}}"#, nil),
        (#"{"aps": {"category": "CHAT"}, "ejson": "{\"rid\": \"r\", \"unread\": \"0\"}", "sender": 3, "scores": {"m": ["a"]}}"#, "scores.m[0]"),
        (#"{"aps": {"category": "CHAT"}, "ejson": "{\"rid\": \"r\", \"unread\": \"0\"}", "sender": true, "scores": {}}"#, "sender"),
        (#"{"aps": {"category": "CHAT"}, "ejson": "{\"rid\": \"r\", \"unread\": \"0\"}", "sender": 3, "k": "x", "scores": {}}"#, "s"),
    ]

    static func compiled() throws -> Compiler.CompileResult {
        let result = Compiler(settings: GenerationSettings.tested(parts: [.app, .server])).compile([TestSupport.file("defs.yaml", definitions)])
        #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(result.diagnostics.map(\.message))")
        return result
    }

    @Test("The generated decoder reads every payload as validate-payload does, names the key path, and encodes back to equal values")
    func generatedCodeAgreesWithTheValidator() throws {
        let swift = try #require(try Self.compiled().swiftSource)
        let cases = Self.payloads.map { "(#\"\($0.json)\"#, \($0.problem.map { "\"\($0)\"" } ?? "nil"))" }
        let main = """
            @_spi(StandIn) import UserNotifications
            import Foundation

            typealias NC = NotificationCategories
            let cases: [(String, String?)] = [
                \(cases.joined(separator: ",\n    "))
            ]
            for (json, problem) in cases {
                let userInfo = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [AnyHashable: Any]
                let category = ((userInfo["aps"] as! [String: Any])["category"] as! String)
                do {
                    if category == "CHAT" {
                        let info = try NC.Chat.UserInfo(userInfo: userInfo)
                        let back = try NC.Chat.UserInfo(userInfo: info.makeUserInfoDictionary())
                        if let first = info.problems.first {
                            print(first.key == problem ? "ok" : "WRONG: \\(first) for \\(json)")
                        } else {
                            print(problem == nil && back == info ? "ok" : "WRONG: accepted \\(json)")
                        }
                    } else {
                        let info = try NC.ZulipMessage.UserInfo(userInfo: userInfo)
                        let back = try NC.ZulipMessage.UserInfo(userInfo: info.makeUserInfoDictionary())
                        if let first = info.problems.first {
                            print(first.key == problem ? "ok" : "WRONG: \\(first) for \\(json)")
                        } else {
                            print(problem == nil && back == info ? "ok" : "WRONG: accepted \\(json)")
                        }
                    }
                } catch {
                    print(error.key == problem ? "ok" : "WRONG: \\(error) for \\(json)")
                }
            }

            // Property: decode ∘ encode is the identity, over values drawn from a seeded generator.
            var generator = SplitMix(seed: 42)
            var failures = 0
            for _ in 0..<500 {
                let kinds: [NC.ZulipMessage.UserInfo.Zulip.RecipientType] = [.stream, .private, .unspecified]
                let attachments = (0..<Int(generator.next() % 3)).map { index in
                    NC.ZulipMessage.UserInfo.Zulip.Attachments(
                        url: URL(string: "/files/\\(generator.next() % 1000)")!, size: index == 0 ? nil : Double(generator.next() % 100000) / 8)
                }
                let zulip = NC.ZulipMessage.UserInfo(zulip: .init(
                    recipientType: kinds[Int(generator.next() % 3)], senderID: Int(generator.next() % 1_000_000) + 1,
                    stream: generator.next() % 2 == 0 ? nil : "room", userIDs: (0..<Int(generator.next() % 4)).map { _ in Int(generator.next() % 100) - 50 },
                    attachments: attachments.isEmpty ? nil : attachments))
                let senders: [NC.Chat.UserInfo.Sender] = [.int(Int(generator.next() % 1000)), .intText(-7), .list(["a", "\\u{1F600}"])]
                let chat = NC.Chat.UserInfo(
                    ejson: .init(rid: "r\\(generator.next())", unread: generator.next() % 2 == 0),
                    b64: generator.next() % 2 == 0 ? nil : ["n": Int(generator.next() % 50)], sender: senders[Int(generator.next() % 3)],
                    k: "k", s: "s", scores: ["x": [Double(generator.next() % 10) / 4]])
                let zulipData = try JSONSerialization.data(withJSONObject: zulip.makeUserInfoDictionary())
                let chatData = try JSONSerialization.data(withJSONObject: chat.makeUserInfoDictionary())
                if try NC.ZulipMessage.UserInfo(userInfo: JSONSerialization.jsonObject(with: zulipData) as! [AnyHashable: Any]) != zulip { failures += 1 }
                if try NC.Chat.UserInfo(userInfo: JSONSerialization.jsonObject(with: chatData) as! [AnyHashable: Any]) != chat { failures += 1 }
            }
            print("round trips failed: \\(failures)")

            """ + GeneratedProgram.splitMix
        let output = try GeneratedProgram.run(generated: swift, main: main, withStandInSDK: true)
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 != "ok" && !$0.hasPrefix("round trips") }.isEmpty, "\(lines)")
        #expect(lines.filter { $0 == "ok" }.count == Self.payloads.count)
        #expect(lines.last == "round trips failed: 0")
    }

    @Test("What a reader produces is written back as the server sent it; problems are not part of ==; a payload's category is its content's")
    func readValuesWriteBack() throws {
        let swift = try #require(try Self.compiled().swiftSource)
        let main = #"""
            import Foundation

            typealias NC = NotificationCategories
            func userInfo(_ json: String) throws -> [AnyHashable: Any] {
                try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [AnyHashable: Any]
            }
            // A required union none of whose alternatives holds the value: read as unrecognized, written back as sent.
            let odd = try NC.Chat.UserInfo(userInfo: userInfo(#"{"ejson": "{\"rid\": \"r\", \"unread\": \"0\"}", "sender": {"id": [true]}, "scores": {}}"#))
            print(odd.sender == .unrecognized(["id": [true]]), odd.problems.map(\.key))
            let written = try odd.makeUserInfoDictionary()
            print(PayloadValue(propertyList: written["sender"]!) == ["id": [true]])
            let encoded = try JSONEncoder().encode(odd)
            print(try NC.Chat.UserInfo(userInfo: JSONSerialization.jsonObject(with: encoded) as! [AnyHashable: Any]).sender == odd.sender)
            print(try NC.Payload(odd).jsonData().count > 0)
            // A value built in code that no reader would produce is still refused.
            let forged = NC.Chat.UserInfo(ejson: .init(rid: "r", unread: false), sender: .unrecognized(["id": 1]), scores: [:])
            print((try? forged.makeUserInfoDictionary()) == nil)
            // Two values with the same keys are one value, whatever was wrong with their pushes.
            let clean = try NC.Chat.UserInfo(userInfo: userInfo(#"{"ejson": "{\"rid\": \"r\", \"unread\": \"0\"}", "sender": 3, "scores": {}}"#))
            let flawed = try NC.Chat.UserInfo(userInfo: userInfo(#"{"ejson": "{\"rid\": \"r\", \"unread\": \"0\"}", "sender": 3, "scores": {}, "b64": "!"}"#))
            print(clean.problems.isEmpty, flawed.problems.map(\.key), clean == flawed, Set([clean, flawed]).count)
            // The payload's category is its content's.
            let payload = NC.Payload(clean)
            print(payload.category == .chat)
            """#.replacingOccurrences(of: "PayloadValue(", with: "NC.PayloadValue(")
        let output = try GeneratedProgram.run(generated: swift, main: main, withStandInSDK: true)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == """
            true ["sender"]
            true
            true
            true
            true
            true ["b64"] true 1
            true

            """)
        // Neither the category nor the problems can be set from outside; reading them compiles.
        for (read, assignment) in [("_ = payload.category", "payload.category = nil"), ("_ = copy.problems", "copy.problems = []")] {
            func program(_ statement: String) -> [String: String] {
                ["Generated.swift": swift, "main.swift": """
                    typealias NC = NotificationCategories
                    func attempt() {
                        let keys = NC.Chat.UserInfo(ejson: .init(rid: "r", unread: false), sender: .int(1), scores: [:])
                        var payload = NC.Payload(keys)
                        var copy = keys
                        \(statement)
                        _ = (payload, copy)
                        payload = NC.Payload(keys)
                        copy = keys
                    }
                    """]
            }
            try GeneratedProgram.check(program(read), withStandInSDK: false, settings: [.swift6])
            #expect(throws: GeneratedProgram.CompilationFailed.self, "\(assignment) compiles") {
                try GeneratedProgram.check(program(assignment), withStandInSDK: false, settings: [.swift6])
            }
        }
    }

    @Test("validate-payload reports each problem at its key path; a good payload passes")
    func validatorNamesTheKeyPath() throws {
        let model = try #require(Compiler.tested.check([TestSupport.file("defs.yaml", Self.definitions)]).catalog)
        let validator = PushPayloadValidator(model: model)
        for (json, problem) in Self.payloads {
            let errors = validator.validate(SourceFile(path: "p.json", contents: Array(json.utf8))).filter { $0.severity == .error }
            if let problem {
                let last = problem.split(separator: ".").last.map { String($0) } ?? problem
                #expect(errors.contains { $0.message.contains("'\(problem)'") || $0.message.contains("'\(last)'") },
                        "\(json): \(errors.map(\.message))")
            } else {
                #expect(errors.isEmpty, "\(json): \(errors.map(\.message))")
            }
        }
    }

    @Test("Keys of aps that belong elsewhere are warned about: sound inside alert")
    func soundInsideAlert() throws {
        let model = try #require(Compiler.tested.check([TestSupport.file("defs.yaml", "categories:\n  - id: C\n")]).catalog)
        let json = #"{"aps": {"category": "C", "alert": {"title": "t", "sound": "default"}}}"#
        let found = PushPayloadValidator(model: model).validate(SourceFile(path: "p.json", contents: Array(json.utf8)))
        #expect(found.map(\.rule) == [.payloadUnknownKey])
        #expect(found.first?.message == "'aps.alert.sound' has no effect: APNs reads 'sound' directly under 'aps', not inside 'alert'")
        #expect(found.first.map { "\($0.location.position!.line):\($0.location.position!.column)" } == "1:60")
    }

    @Test("The manifest's schemas agree with the validator wherever JSON Schema can state the rule")
    func manifestSchemasAgree() throws {
        let manifest = try #require(try Self.compiled().manifest)
        let script = """
            import json, sys
            from jsonschema import Draft202012Validator
            manifest = json.load(open(sys.argv[1], encoding="utf-8"))
            # Each schema with the manifest's shared definitions added, which its references name.
            schemas = {c["identifier"]: {**c["pushPayloadSchema"], "$defs": manifest["$defs"]} for c in manifest["categories"]}
            for schema in schemas.values():
                Draft202012Validator.check_schema(schema)
            for payload in json.load(open(sys.argv[2], encoding="utf-8")):
                document = json.loads(payload)
                print(len(list(Draft202012Validator(schemas[document["aps"]["category"]]).iter_errors(document))))
            """
        // Every problem here is one JSON Schema can state (it cannot see inside embedded JSON, nor bound a number
        // written as text: the docs say so, and such payloads are left out of this list).
        let stateable = Self.payloads
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(manifest.utf8).write(to: directory.appendingPathComponent("manifest.json"))
        try Data(JSONValue.array(stateable.map { JSONValue.string($0.json) }).document.utf8).write(to: directory.appendingPathComponent("payloads.json"))
        let output = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", "-c", script, directory.appendingPathComponent("manifest.json").path, directory.appendingPathComponent("payloads.json").path])
        #expect(output.status == 0, "\(output.standardError)")
        let counts = output.standardOutput.split(separator: "\n").map { Int($0) ?? -1 }
        #expect(counts.count == stateable.count)
        for (payload, count) in zip(stateable, counts) {
            #expect((count == 0) == (payload.problem == nil), "\(payload.json): \(count) schema errors")
        }
    }

    @Test("diff compares objects property by property, naming each change by its key path")
    func diffNamesTheKeyPath() throws {
        func snapshot(_ yaml: String) throws -> Snapshot {
            try #require(Compiler.tested.snapshot([TestSupport.file("defs.yaml", yaml)]).snapshot)
        }
        let base = try snapshot(Self.definitions)
        let head = try snapshot(Self.definitions
            .replacingOccurrences(of: "sender_id: { type: int, encoding: text, minimum: 1 }", with: "sender_id: { type: int, minimum: 1 }\n        topic: string")
            .replacingOccurrences(of: "stream: { type: string, optional: true, pattern: \"^[a-z]+$\" }", with: "stream: { type: string, pattern: \"^[a-z]+$\" }"))
        let changes = ModelDiffer().changes(from: base, to: head).map { "\($0.rule.rawValue): \($0.message.plainText)" }
        #expect(changes.contains { $0.hasPrefix("payload-key-type-changed: category 'ZULIP_MESSAGE' changes payload key 'zulip.sender_id' from int (text)") })
        #expect(changes.contains { $0.hasPrefix("payload-key-required-added: category 'ZULIP_MESSAGE' adds required payload key 'zulip.topic' (string)") })
        #expect(changes.contains { $0.hasPrefix("payload-key-made-required: category 'ZULIP_MESSAGE' makes payload key 'zulip.stream' required") })
        #expect(changes.count == 3, "\(changes)")

        // Moving a nested declaration to other lines changes nothing.
        let moved = try snapshot("\n\n# moved down\n" + Self.definitions)
        #expect(ModelDiffer().changes(from: base, to: moved).isEmpty)
    }

    @Test("The manifest describes nested types and reads back to the same model")
    func manifestRoundTrip() throws {
        let manifest = try #require(try Self.compiled().manifest)
        var problems: [Diagnostic] = []
        let read = try #require(ManifestReader().read(TestSupport.file("m.json", manifest), diagnostics: &problems))
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        // Written again from what was read, the manifest is the same bytes: nothing of a nested type is lost.
        #expect(ManifestGenerator().generate(read.catalog).text == manifest)
    }
}

/// The pattern matcher of `validate-payload`: the documented subset, JSON Schema's search semantics, and time
/// linear in the text for patterns that make a backtracking matcher take exponential time.
@Suite("Payload patterns")
struct PayloadPatternTests {
    @Test("Matches as JSON Schema's pattern does: anywhere in the text unless anchored", arguments: [
        ("^[a-z]+$", "general", true), ("^[a-z]+$", "General", false), ("[0-9]{3}", "ab1234", true), ("^[0-9]{3}$", "1234", false),
        ("^(dm|stream)$", "stream", true), ("^(dm|stream)$", "streams", false), ("^\\d+(\\.\\d{1,2})?$", "3.14", true),
        ("^\\d+(\\.\\d{1,2})?$", "3.141", false), ("^a.c$", "a\nc", false), ("colou?r", "the color", true), ("^$", "", true),
        ("^[^,]+(,[^,]+)*$", "a,b,c", true), ("^[^,]+(,[^,]+)*$", "a,,c", false), ("\\w+@\\w+\\.\\w+", "x me@host.org y", true),
        ("^(?:ab){2,3}$", "ababab", true), ("^(?:ab){2,3}$", "ab", false), ("^[\\-+]?\\d+$", "-7", true), ("é", "café", true),
    ])
    func matches(pattern: String, text: String, expected: Bool) {
        #expect(PayloadPattern.problem(in: pattern) == nil, "\(pattern)")
        #expect(PayloadPattern.matches(text, pattern) == expected, "\(pattern) on \(text)")
    }

    @Test("Outside the subset is refused with a reason", arguments: [
        ("(?=a)", "lookaround"), ("(a", "not closed"), ("a)", "unbalanced"), ("[a", "not closed"), ("a{3,1}", "wrong order"),
        ("a{101}", "over 100"), ("*a", "nothing to repeat"), ("a**", "follows another"), ("\\1", "not supported"), ("a*?", "lazy"),
    ])
    func refuses(pattern: String, reason: String) {
        #expect(PayloadPattern.problem(in: pattern)?.contains(reason) == true, "\(pattern): \(PayloadPattern.problem(in: pattern) ?? "accepted")")
    }

    @Test("A pattern that makes a backtracking matcher explode finishes on 64 KiB of near-matches")
    func linearTime() {
        // Not a timing test: the matcher's work is counted in steps by construction (one pass, a bounded
        // state list per character), so a 64 KiB text of a near-match finishes at all; a backtracking
        // matcher would not finish in the age of the universe.
        let text = String(repeating: "a", count: 65_536) + "!"
        #expect(!PayloadPattern.matches(text, "^(a+)+$"))
        #expect(!PayloadPattern.matches(text, "^(a|a)*$"))
        #expect(PayloadPattern.matches(text, "(a+)+!"))
    }
}
