@testable import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// Pushes that name no category (`pushes:`): recognised by a key's value, a key's presence, being silent, or by
/// name. The three readers must agree on every payload: `validate-payload`, the manifest's JSON Schema per kind
/// under Python's `jsonschema`, and the generated `Push(userInfo:)` (compiled in every setting, run on the
/// stand-in SDK, with a round trip through the generated server encoder).
@Suite("Push kinds")
struct PushKindTests {
    static let definitions = """
        pushes:
          - id: message
            description: A new message; the notification service extension fetches it and sets the category.
            match: { key: type, value: message }
            payload:
              room_id: string
              unread: { type: int, optional: true, minimum: 0 }
          - id: clear
            match: { key: type, value: clear }
            payload:
              ids: { type: "[int]", encoding: text, separator: "," }
          - id: badge
            match: { key: badge_only, value: 1 }
            payload:
              count: int
          - id: sync
            silent: true
          - id: ejson
            match: { key: ejson }
            payload:
              ejson: { type: object, encoding: json, properties: { rid: string } }
          - id: manual
            payload: { x: int }
        categories:
          - id: CHAT
            actions: [{ id: REPLY, title: Reply }]
            payload: { room_id: string }

        """

    /// Payloads, the kind each is (`nil`: none, or a category's), and the key path of the problem (`nil`: none).
    static let payloads: [(json: String, kind: String?, problem: String?)] = [
        (#"{"aps": {"alert": "New message", "mutable-content": 1}, "type": "message", "room_id": "!r:x", "unread": 2}"#, "message", nil),
        (#"{"aps": {}, "type": "message", "room_id": "!r:x"}"#, "message", nil),
        (#"{"aps": {}, "type": "message"}"#, "message", "room_id"),
        (#"{"aps": {}, "type": "message", "room_id": "r", "unread": -1}"#, "message", "unread"),
        (#"{"aps": {}, "type": "clear", "ids": "1,2,3"}"#, "clear", nil),
        (#"{"aps": {}, "type": "clear", "ids": "1,x"}"#, "clear", "ids[1]"),
        (#"{"aps": {"badge": 3}, "badge_only": 1, "count": 3}"#, "badge", nil),
        (#"{"aps": {"content-available": 1}}"#, "sync", nil),
        (#"{"aps": {"content-available": 1}, "ejson": "{\"rid\": \"r1\"}"}"#, "sync", nil),
        (#"{"aps": {"alert": "x"}, "ejson": "{\"rid\": \"r1\"}"}"#, "ejson", nil),
        (#"{"aps": {}, "ejson": "{\"rid\": 1}"}"#, "ejson", "ejson.rid"),
        (#"{"aps": {"category": "CHAT", "alert": "hi"}, "room_id": "r"}"#, nil, nil),
    ]

    /// Payloads no kind recognises and that name no category: `validate-payload` rejects them, the generated code
    /// keeps them whole as unknown.
    static let unrecognised = [
        #"{"aps": {}, "type": "other"}"#,
        #"{"aps": {"content-available": 1, "badge": 2}}"#,
        #"{"aps": {}, "badge_only": true, "count": 1}"#,
        #"{"aps": {"category": "NOT_DECLARED"}, "type": "message", "room_id": "r"}"#,
    ]

    static func compiled() throws -> Compiler.CompileResult {
        let result = Compiler(settings: GenerationSettings.tested(parts: [.app, .server])).compile([TestSupport.file("defs.yaml", definitions)])
        #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(result.diagnostics.map(\.message))")
        return result
    }

    @Test("validate-payload recognises each payload's kind and reports its problems at the key path")
    func validatorRecognisesKinds() throws {
        let model = try #require(Compiler.tested.check([TestSupport.file("defs.yaml", Self.definitions)]).catalog)
        let validator = PushPayloadValidator(model: model)
        for (json, _, problem) in Self.payloads {
            let errors = validator.validate(SourceFile(path: "p.json", contents: Array(json.utf8))).filter { $0.severity == .error }
            if let problem {
                #expect(errors.count == 1 && errors.contains { $0.message.contains("'\(problem)'") }, "\(json): \(errors.map(\.message))")
            } else {
                #expect(errors.isEmpty, "\(json): \(errors.map(\.message))")
            }
        }
        for json in Self.unrecognised {
            let errors = validator.validate(SourceFile(path: "p.json", contents: Array(json.utf8))).filter { $0.severity == .error }
            #expect(errors.map(\.rule) == [.payloadCategory], "\(json): \(errors.map(\.message))")
        }
    }

    @Test("A kind named with --push is checked as that kind: its match, its silence, and no category")
    func namedKind() throws {
        let model = try #require(Compiler.tested.check([TestSupport.file("defs.yaml", Self.definitions)]).catalog)
        let validator = PushPayloadValidator(model: model)
        func errors(_ json: String, as kind: String) throws -> [String] {
            let kind = try #require(validator.pushKind(named: kind))
            return validator.validate(SourceFile(path: "p.json", contents: Array(json.utf8)), as: kind).filter { $0.severity == .error }.map(\.message)
        }
        #expect(try errors(#"{"aps": {}, "x": 1}"#, as: "manual").isEmpty)
        #expect(try errors(#"{"aps": {}, "x": "1"}"#, as: "manual") == ["'x' must be an integer, found the string '1'"])
        #expect(try errors(#"{"aps": {}, "type": "clear", "room_id": "r"}"#, as: "message")
            == ["'type' must be 'message' in a push of kind 'message', found the string 'clear'"])
        #expect(try errors(#"{"aps": {"content-available": 1, "sound": "default"}}"#, as: "sync")
            == ["a push of kind 'sync' is silent, but 'aps' has 'sound'; the system would show or play it, and may throttle silent pushes that do"])
        #expect(try errors(#"{"aps": {"category": "CHAT"}, "x": 1}"#, as: "manual")
            == ["a push of kind 'manual' names no category, but 'aps.category' is the string 'CHAT'; send it without one, or declare it as a category push"])
        #expect(validator.pushKind(named: "Manual") == nil)
        #expect(validator.unknownPushKind("manul", path: "p.json").message
            == "--push names 'manul', which is not a push kind the definitions declare; did you mean 'manual'?")
    }

    @Test("The generated Push reads every payload as validate-payload does, and the server's encoder writes it back")
    func generatedCodeAgrees() throws {
        let swift = try #require(try Self.compiled().swiftSource)
        let cases = Self.payloads.map { "(#\"\($0.json)\"#, \($0.kind.map { "\"\($0)\"" } ?? "nil"), \($0.problem.map { "\"\($0)\"" } ?? "nil"))" }
        let unknown = Self.unrecognised.map { "#\"\($0)\"#" }
        let main = """
            @_spi(StandIn) import UserNotifications
            import Foundation

            typealias NC = NotificationCategories
            func userInfo(_ json: String) -> [AnyHashable: Any] {
                try! JSONSerialization.jsonObject(with: Data(json.utf8)) as! [AnyHashable: Any]
            }
            /// The payload the server encodes for a push, as the device's `userInfo`.
            func delivered(_ payload: NC.Payload) throws -> [AnyHashable: Any] {
                try JSONSerialization.jsonObject(with: payload.jsonData()) as! [AnyHashable: Any]
            }
            let cases: [(String, String?, String?)] = [
                \(cases.joined(separator: ",\n    "))
            ]
            /// The problems of a kind's optional values: the push is recognised, and rejected as the others reject it.
            func problems(of push: NC.Push) -> [NC.UserInfoError] {
                switch push {
                case .message(let value): value.problems
                case .clear(let value): value.problems
                case .badge(let value): value.problems
                case .sync(let value): value.problems
                case .ejson(let value): value.problems
                case .manual(let value): value.problems
                case .category, .unknown: []
                }
            }
            for (json, kind, problem) in cases {
                let push = NC.Push(userInfo: userInfo(json))
                if let first = problems(of: push).first {
                    print(push.kind?.rawValue == kind && first.key == problem ? "ok" : "WRONG: \\(first) for \\(json)")
                    continue
                }
                switch push {
                case .unknown(_, let error?):
                    print(kind != nil && push.kind == nil && error.key == problem ? "ok" : "WRONG: \\(error) for \\(json)")
                case .unknown(_, nil):
                    print("WRONG: unknown \\(json)")
                case .category(let notification):
                    print(kind == nil && notification.id == .chat ? "ok" : "WRONG: category for \\(json)")
                case .message(let value):
                    let back = NC.Push(userInfo: try delivered(NC.Payload(value, body: "New message", isMutableContent: true)))
                    guard case .message(let again) = back, again == value else { print("WRONG: round trip \\(json)"); continue }
                    print(kind == "message" && problem == nil ? "ok" : "WRONG: accepted \\(json)")
                case .clear(let value):
                    guard case .clear(let again) = NC.Push(userInfo: try delivered(NC.Payload(value))), again == value else { print("WRONG: round trip \\(json)"); continue }
                    print(kind == "clear" && problem == nil ? "ok" : "WRONG: accepted \\(json)")
                case .badge(let value):
                    guard case .badge(let again) = NC.Push(userInfo: try delivered(NC.Payload(value, badge: value.count))), again == value else { print("WRONG: round trip \\(json)"); continue }
                    print(kind == "badge" && problem == nil ? "ok" : "WRONG: accepted \\(json)")
                case .sync(let value):
                    guard case .sync = NC.Push(userInfo: try delivered(NC.Payload(value))) else { print("WRONG: round trip \\(json)"); continue }
                    print(kind == "sync" && problem == nil ? "ok" : "WRONG: accepted \\(json)")
                case .ejson(let value):
                    guard case .ejson(let again) = NC.Push(userInfo: try delivered(NC.Payload(value, title: "t"))), again == value else { print("WRONG: round trip \\(json)"); continue }
                    print(kind == "ejson" && problem == nil ? "ok" : "WRONG: accepted \\(json)")
                case .manual:
                    print("WRONG: a kind without a match was recognised: \\(json)")
                }
            }
            for json in [\(unknown.joined(separator: ", "))] {
                guard case .unknown(let raw, nil) = NC.Push(userInfo: userInfo(json)), raw.count == userInfo(json).count else {
                    print("WRONG: recognised \\(json)")
                    continue
                }
                print("ok")
            }
            // Named: a kind without a match, and the error of a kind's keys.
            if case .manual(let value) = NC.Push(.manual, userInfo: userInfo(#"{"aps": {}, "x": 4}"#)), value.x == 4 { print("ok") } else { print("WRONG: named") }
            if case .unknown(_, let error?) = NC.Push(.manual, userInfo: userInfo(#"{"aps": {}, "x": "4"}"#)) {
                print(error.source == .push(.manual) && error.category == nil && error.description == "manual push: custom key 'x' must be an integer, found the string \\"4\\"" ? "ok" : "WRONG: \\(error)")
            } else {
                print("WRONG: named error")
            }
            // Named as a silent kind, a push with an alert is not one, as validate-payload --push and the schema say.
            if case .unknown(_, let error?) = NC.Push(.sync, userInfo: userInfo(#"{"aps": {"content-available": 1, "alert": "Hi"}}"#)) {
                print(error.key == "aps.alert" ? "ok" : "WRONG: \\(error)")
            } else {
                print("WRONG: an audible push read as silent")
            }
            // The server refuses what the app could not read as the kind: a silent push with an alert.
            do {
                _ = try NC.Payload(NC.Push.Sync(), title: "Hi").jsonData()
                print("WRONG: an audible silent push was encoded")
            } catch NC.PayloadError.audibleSilentPush(.sync) {
                print("ok")
            }
            let silent = String(decoding: try NC.Payload(NC.Push.Sync()).jsonData(), as: UTF8.self)
            print(silent == #"{"aps":{"content-available":1}}"# ? "ok" : "WRONG: \\(silent)")
            let message = String(decoding: try NC.Payload(NC.Push.Message(roomID: "r")).jsonData(), as: UTF8.self)
            print(message == #"{"aps":{},"room_id":"r","type":"message"}"# ? "ok" : "WRONG: \\(message)")

            // Property: what the server encodes, the device reads back as the same kind with equal keys.
            var generator = SplitMix(seed: 7)
            var failures = 0
            for _ in 0..<300 {
                let message = NC.Push.Message(roomID: "!\\(generator.next() % 10_000):example.org", unread: generator.next() % 3 == 0 ? nil : Int(generator.next() % 500))
                let clear = NC.Push.Clear(ids: (0..<Int(generator.next() % 5)).map { _ in Int(generator.next() % 2_000) - 1_000 })
                let badge = NC.Push.Badge(count: Int(generator.next() % 100))
                if case .message(let back) = NC.Push(userInfo: try delivered(NC.Payload(message))), back == message {} else { failures += 1 }
                if case .clear(let back) = NC.Push(userInfo: try delivered(NC.Payload(clear))), back == clear {} else { failures += 1 }
                if case .badge(let back) = NC.Push(userInfo: try delivered(NC.Payload(badge, badge: badge.count))), back == badge {} else { failures += 1 }
            }
            print(failures == 0 ? "ok" : "WRONG: \\(failures) round trips failed")

            """ + GeneratedProgram.splitMix
        let output = try GeneratedProgram.run(generated: swift, main: main, withStandInSDK: true)
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 != "ok" }.isEmpty, "\(lines)")
        #expect(lines.count == Self.payloads.count + Self.unrecognised.count + 7)
    }

    @Test("The generated code compiles without warnings in every setting and part, pushes alone too",
          arguments: TestTier.slice(["app,server", "app", "server"], count: 1, salt: "push kind parts"))
    func compilesEverywhere(parts: String) throws {
        let parts = Set(parts.split(separator: ",").compactMap { GeneratedPart(rawValue: String($0)) })
        let pushesOnly = "pushes:\n  - id: sync\n    silent: true\n  - id: ping\n    match: { key: ping }\n    payload: { ping: bool }\n"
        for definitions in [Self.definitions, pushesOnly] {
            let result = Compiler(settings: GenerationSettings.tested(accessLevel: .public, parts: parts)).compile([TestSupport.file("defs.yaml", definitions)])
            let swift = try #require(result.swiftSource, "\(result.diagnostics.map(\.message))")
            for withStandInSDK in [true, false] {
                try GeneratedProgram.check(
                    ["Generated.swift": swift], flags: GeneratedModuleTests.strictImports + ["-package-name", "Example"],
                    withStandInSDK: withStandInSDK, settings: GeneratedProgram.Setting.allCases)
            }
        }
    }

    @Test("Hostile keys and values are matched and written exactly as the definitions say")
    func hostileText() throws {
        let result = Compiler(settings: GenerationSettings.tested(parts: [.app, .server])).compile([TestSupport.file("hostile.yaml", GeneratedCodeTests.hostileYAML)])
        let swift = try #require(result.swiftSource, "\(result.diagnostics.map(\.message))")
        let main = #"""
            import Foundation
            typealias NC = NotificationCategories
            let key = "k\"ey \\(x) é */"
            let value = "v\"al \\(y) \u{85} #\""
            let userInfo: [AnyHashable: Any] = ["aps": [String: Any](), key: value, "\"key\" \\(z)": "w"]
            guard case .pushQuotedExit1(let push) = NC.Push(userInfo: userInfo), push.weird == "w" else { fatalError("not recognised") }
            let json = try JSONSerialization.jsonObject(with: NC.Payload(push).jsonData()) as! [String: Any]
            print(json[key] as? String == value && json["\"key\" \\(z)"] as? String == "w" ? "ok" : "WRONG: \(json)")
            let silent: [AnyHashable: Any] = ["aps": ["content-available": 1], "#\"raw\"#": 3]
            guard case .class(let raw) = NC.Push(userInfo: silent), raw.raw == 3 else { fatalError("not recognised") }
            print(NC.PushKind.allCases.map(\.rawValue) == ["push \"quoted\" \\(exit(1)) */", "class"] ? "ok" : "WRONG")
            """#
        let output = try GeneratedProgram.run(generated: swift, main: main, withStandInSDK: true)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == "ok\nok\n")
    }

    @Test("Each kind's schema in the manifest agrees with validate-payload")
    func manifestSchemasAgree() throws {
        let manifest = try #require(try Self.compiled().manifest)
        let script = """
            import json, sys
            from jsonschema import Draft202012Validator
            from referencing import Registry, Resource
            from referencing.jsonschema import DRAFT202012
            manifest = json.load(open(sys.argv[1], encoding="utf-8"))
            # The manifest as the document the schemas' references resolve in, each schema by its place in it.
            registry = Registry().with_resource("urn:manifest", Resource.from_contents(manifest, default_specification=DRAFT202012))
            places = {k["identifier"]: f"urn:manifest#/pushes/{i}/pushPayloadSchema" for i, k in enumerate(manifest["pushes"])}
            places.update({c["identifier"]: f"urn:manifest#/categories/{i}/pushPayloadSchema" for i, c in enumerate(manifest["categories"])})
            for entry in manifest["pushes"] + manifest["categories"]:
                Draft202012Validator.check_schema(entry["pushPayloadSchema"])
            for name, payload in json.load(open(sys.argv[2], encoding="utf-8")):
                validator = Draft202012Validator({"$ref": places[name]}, registry=registry)
                print(len(list(validator.iter_errors(json.loads(payload)))))
            """
        // Embedded JSON's content is beyond JSON Schema (an annotation): that payload is left out.
        let stateable = Self.payloads.filter { $0.problem != "ejson.rid" }
        let named = stateable.map { JSONValue.array([.string($0.kind ?? "CHAT"), .string($0.json)]) }
            // Named as a kind, a payload of another shape fails that kind's schema.
            + [JSONValue.array([.string("sync"), .string(#"{"aps": {"content-available": 1, "badge": 2}}"#)]),
               .array([.string("message"), .string(#"{"aps": {}, "type": "clear", "room_id": "r"}"#)]),
               .array([.string("manual"), .string(#"{"aps": {"category": "CHAT"}, "x": 1}"#)])]
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(manifest.utf8).write(to: directory.appendingPathComponent("manifest.json"))
        try Data(JSONValue.array(named).document.utf8).write(to: directory.appendingPathComponent("payloads.json"))
        let output = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", "-c", script, directory.appendingPathComponent("manifest.json").path, directory.appendingPathComponent("payloads.json").path])
        #expect(output.status == 0, "\(output.standardError)")
        let counts = output.standardOutput.split(separator: "\n").map { Int($0) ?? -1 }
        let expected = stateable.map { $0.problem == nil } + [false, false, false]
        #expect(counts.map { $0 == 0 } == expected, "\(counts)")
    }

    @Test("Definitions: a match fixes an undeclared key or needs a declared required one; an earlier kind may not hide a later one")
    func definitionChecks() throws {
        func messages(_ yaml: String) -> [String] {
            Compiler.tested.check([TestSupport.file("defs.yaml", yaml)]).diagnostics.filter { $0.severity == .error }.map { "\($0.rule.rawValue): \($0.message)" }
        }
        #expect(messages("pushes:\n  - id: a\n    match: { key: type, value: a }\n    payload: { type: string }\n")
            == ["invalid-push-match: push kind 'a' declares payload key 'type', which its match fixes to 'a'; leave it out of 'payload': the generated code writes and checks it"])
        #expect(messages("pushes:\n  - id: a\n    match: { key: k }\n    payload: { k: { type: string, optional: true } }\n")
            == ["invalid-push-match: push kind 'a' is recognised by the presence of 'k', which its payload declares optional; a key that tells the kind is required"])
        #expect(messages("pushes:\n  - id: a\n    match: { key: k }\n")
            == ["invalid-push-match: push kind 'a' is recognised by the presence of 'k', which its payload does not declare; declare it (required), or give the match a 'value'"])
        #expect(messages("pushes:\n  - id: a\n    match: { key: k }\n    payload: { k: int }\n  - id: b\n    match: { key: k, value: 2 }\n")
            == ["invalid-push-match: push kind 'b' is never recognised: push kind 'a', tried before it, recognises every push it would; give it a match of its own, or move it before 'a'"])
        #expect(messages("pushes:\n  - id: a\n    silent: true\n  - id: b\n    silent: true\n    match: { key: k, value: x }\n").count == 1)
        #expect(messages("pushes:\n  - id: a\n  - id: a\n") == ["duplicate-push-kind: push kind id 'a' is already defined; every push kind id must be unique across the app"])
        // A derived name the generated code uses is renamed, with a warning; written as swiftName, it is an error.
        #expect(messages("pushes:\n  - id: unknown\n").isEmpty)
        #expect(Compiler.tested.check([TestSupport.file("defs.yaml", "pushes:\n  - id: unknown\n")]).catalog?.pushes.map(\.swiftName) == ["unknown_"])
        #expect(messages("pushes:\n  - { id: a, swiftName: unknown }\n").first?.hasPrefix("invalid-swift-name:") == true)
        #expect(messages("pushes:\n  - id: a\n    match: { key: k, value: 1.5 }\n")
            == ["wrong-type: a match 'value' is text, an integer, true or false, found '1.5'; quote it to match that text"])
        // Quoted, a number is text; plain, an integer.
        let model = try #require(Compiler.tested.check([TestSupport.file("defs.yaml", "pushes:\n  - id: a\n    match: { key: k, value: \"1\" }\n  - id: b\n    match: { key: k, value: 1 }\n")]).catalog)
        #expect(model.pushes.map(\.match?.value) == [.string("1"), .int(1)])
    }

    @Test("The manifest records the kinds in order and reads back to the same model")
    func manifestRoundTrip() throws {
        let result = try Self.compiled()
        let manifest = try #require(result.manifest)
        var diagnostics: [Diagnostic] = []
        let snapshot = try #require(ManifestReader().read(SourceFile(path: "m.json", contents: Array(manifest.utf8)), diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty)
        let model = try #require(Compiler.tested.check([TestSupport.file("defs.yaml", Self.definitions)]).catalog)
        #expect(snapshot.catalog.pushes.map { $0.withoutLocations } == model.pushes.map { $0.withoutLocations })
        #expect(model.pushes.map(\.identifier) == ["message", "clear", "badge", "sync", "ejson", "manual"])
    }
}
