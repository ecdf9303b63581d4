import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// Typed custom payload keys end to end: the generated code on the server and the device (compiled and run on
/// the stand-in SDK), the manifest's JSON Schemas (checked by Python's jsonschema), and `PushPayloadValidator`.
@Suite("Typed payloads")
struct PayloadTests {
    /// A category with a key of every type, part of them from a shared key set, and a category without keys.
    static let definitions = """
        payloads:
          MEETING:
            MEETING_ID: { type: string, description: The meeting's id. }
            USER_ID: string
        categories:
          - id: MEETING_INVITATION
            actions:
              - { id: ACCEPT, title: Accept }
              - { id: COMMENT, title: Comment, textInput: { buttonTitle: Send } }
            payload:
              - MEETING
              - START: { type: date }
                ATTENDEES: { type: int, optional: true }
                ROLE: { type: string, values: [organizer, attendee, co-host], optional: true }
                SCORE: { type: double, optional: true }
                URGENT: { type: bool, optional: true }
                LINK: { type: url, optional: true }
                TOKEN: { type: uuid, optional: true }
                TAGS: "[string]"
                DAYS: { type: [date], optional: true }
          - id: PLAIN
            actions: [ACCEPT]
        """

    static func compiled() throws -> Compiler.CompileResult {
        let result = Compiler.tested.compile([TestSupport.file("defs.yaml", definitions)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return result
    }

    @Test("Server encode, JSON, the device's userInfo through JSONSerialization, typed decode: equal values; every wrong shape a precise error")
    func roundTripOnTheStandInSDK() throws {
        let main = #"""
            @_spi(StandIn) import UserNotifications
            import Foundation

            typealias NC = NotificationCategories
            typealias Info = NC.MeetingInvitation.UserInfo
            let info = Info(
                meetingID: "m-1", userID: "u-2", start: Date(timeIntervalSince1970: 1_800_000_000.25), attendees: 3, role: .coHost,
                score: 0.5, urgent: true, link: URL(string: "https://example.com/m?x=1")!,
                token: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, tags: ["a", "ü"], days: [Date(timeIntervalSince1970: 0)])
            let data = try NC.Payload(info, title: "Invite").jsonData()
            print(String(decoding: data, as: UTF8.self))
            let userInfo = try JSONSerialization.jsonObject(with: data) as! [AnyHashable: Any]
            print("round trip:", try Info(userInfo: userInfo) == info)
            let minimal = Info(meetingID: "m", userID: "u", start: Date(timeIntervalSince1970: 0), tags: [])
            let minimalData = try NC.Payload(minimal).jsonData()
            print(String(decoding: minimalData, as: UTF8.self))
            print("minimal:", try Info(userInfo: JSONSerialization.jsonObject(with: minimalData) as! [AnyHashable: Any]) == minimal)

            @MainActor func attempt(_ name: String, _ change: (inout [AnyHashable: Any]) -> Void) {
                var broken = userInfo
                change(&broken)
                do {
                    let value = try Info(userInfo: broken)
                    print(name, value.problems.isEmpty ? "accepted" : "read without it: " + value.problems.map(\.description).joined(separator: "; "))
                } catch {
                    print(name + ":", error)
                }
            }
            attempt("missing") { $0["MEETING_ID"] = nil }
            attempt("string for int") { $0["ATTENDEES"] = "three" }
            attempt("fraction for int") { $0["ATTENDEES"] = 2.5 }
            attempt("bool for int") { $0["ATTENDEES"] = true }
            attempt("number for bool") { $0["URGENT"] = 1 }
            attempt("bad date") { $0["START"] = "tomorrow" }
            attempt("bad URL") { $0["LINK"] = "not a url" }
            attempt("bad UUID") { $0["TOKEN"] = "1234" }
            attempt("unknown value") { $0["ROLE"] = "boss" }
            attempt("bad item") { $0["TAGS"] = ["a", 3] }
            attempt("not a list") { $0["TAGS"] = "a" }
            attempt("null for required") { $0["USER_ID"] = NSNull() }
            attempt("not JSON") { $0["MEETING_ID"] = Date() }
            attempt("null for optional") { $0["ROLE"] = NSNull() }
            attempt("whole number for double") { $0["SCORE"] = 2 }

            let content = try NC.MeetingInvitation.makeContent(for: info, title: "Invite")
            print("content:", content.categoryIdentifier, content.title, content.userInfo.count)
            let notification = UNNotification.makeForTesting(request: UNNotificationRequest(identifier: "n", content: content, trigger: nil))
            print("willPresent:", NC.MeetingInvitation.userInfo(of: notification) == .success(info))
            let response = UNTextInputNotificationResponse.makeForTesting(notification: notification, actionIdentifier: "COMMENT", userText: "late")
            if let received = NC.MeetingInvitation.Received(response) { print("response:", received.response, received.userInfo == .success(info)) }

            let plain = NC.Plain.makeContent(title: "x")
            let plainNotification = UNNotification.makeForTesting(request: UNNotificationRequest(identifier: "p", content: plain, trigger: nil))
            let plainResponse = UNNotificationResponse.makeForTesting(notification: plainNotification, actionIdentifier: "ACCEPT")
            print("other category:", NC.MeetingInvitation.userInfo(of: plainNotification) == nil, NC.MeetingInvitation.Received(plainResponse) == nil)

            let json = try JSONEncoder().encode(info)
            print("codable:", try JSONDecoder().decode(Info.self, from: json) == info)
            do { _ = try JSONDecoder().decode(Info.self, from: Data(#"{"MEETING_ID": 1}"#.utf8)) } catch { print("decode:", error) }
            do { _ = try NC.Payload(info, undeclaredKeys: ["MEETING_ID": "x"]).jsonData() } catch { print("declared twice:", error) }
            print(String(decoding: try NC.Payload(minimal, undeclaredKeys: ["trace": 7]).jsonData(), as: UTF8.self))
            """#
        let swift = try #require(try Self.compiled().swiftSource)
        let output = try GeneratedProgram.run(generated: swift, main: main, withStandInSDK: true)
        #expect(output.status == 0, "\(output.standardError)")
        let expected = #"""
            {"ATTENDEES":3,"DAYS":["1970-01-01T00:00:00Z"],"LINK":"https://example.com/m?x=1","MEETING_ID":"m-1","ROLE":"co-host","SCORE":0.5,"START":"2027-01-15T08:00:00.25Z","TAGS":["a","ü"],"TOKEN":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","URGENT":true,"USER_ID":"u-2","aps":{"alert":{"title":"Invite"},"category":"MEETING_INVITATION"}}
            round trip: true
            {"MEETING_ID":"m","START":"1970-01-01T00:00:00Z","TAGS":[],"USER_ID":"u","aps":{"category":"MEETING_INVITATION"}}
            minimal: true
            missing: MEETING_INVITATION notification: custom key 'MEETING_ID' is missing; it must be a string
            string for int read without it: MEETING_INVITATION notification: custom key 'ATTENDEES' must be an integer, found the string "three"
            fraction for int read without it: MEETING_INVITATION notification: custom key 'ATTENDEES' must be an integer, found the number 2.5
            bool for int read without it: MEETING_INVITATION notification: custom key 'ATTENDEES' must be an integer, found true
            number for bool read without it: MEETING_INVITATION notification: custom key 'URGENT' must be true or false, found the number 1
            bad date: MEETING_INVITATION notification: custom key 'START' must be an RFC 3339 date and time such as "2026-11-23T09:30:00Z", found the string "tomorrow"
            bad URL read without it: MEETING_INVITATION notification: custom key 'LINK' must be an absolute URL, found the string "not a url"
            bad UUID read without it: MEETING_INVITATION notification: custom key 'TOKEN' must be a UUID, found the string "1234"
            unknown value accepted
            bad item: MEETING_INVITATION notification: custom key 'TAGS[1]' must be a string, found the number 3
            not a list: MEETING_INVITATION notification: custom key 'TAGS' must be a list, each item a string, found the string "a"
            null for required: MEETING_INVITATION notification: custom key 'USER_ID' must be a string, found null
            not JSON: MEETING_INVITATION notification: custom key 'MEETING_ID' must be a string, found a Date, which JSON cannot hold
            null for optional accepted
            whole number for double accepted
            content: MEETING_INVITATION Invite 11
            willPresent: true
            response: comment(userText: "late") true
            other category: true true
            codable: true
            decode: MEETING_INVITATION notification: custom key 'MEETING_ID' must be a string, found the number 1
            declared twice: undeclaredKeys has "MEETING_ID", which is declared: set it through the typed keys
            {"MEETING_ID":"m","START":"1970-01-01T00:00:00Z","TAGS":[],"USER_ID":"u","aps":{"category":"MEETING_INVITATION"},"trace":7}

            """#
        #expect(output.standardOutput == expected)
    }

    @Test("Every writer (makeContent, makeUserInfoDictionary, Codable, Payload) refuses keys the readers reject, with the key path")
    func everyWriterRefusesWhatReadersReject() throws {
        let swift = try #require(Compiler.tested.compile(try TestSupport.exampleFiles()).swiftSource)
        let main = #"""
            import Foundation
            @_spi(StandIn) import UserNotifications
            typealias NC = NotificationCategories
            func attempt(_ name: String, _ write: () throws -> Void) {
                do {
                    try write()
                    print(name, "written")
                } catch let error as NC.UserInfoError {
                    print(name, "refused at", error.key)
                } catch NC.PayloadError.invalidValue(let error) {
                    print(name, "refused at", error.key)
                } catch EncodingError.invalidValue(_, let context) {
                    print(name, "refused:", context.debugDescription)
                } catch {
                    print(name, "refused:", error)
                }
            }
            let farDate = NC.MeetingInvitation.UserInfo(meetingID: "m", userID: "u", start: Date(timeIntervalSince1970: 1e12))
            let lowID = NC.ChatMessage.UserInfo(chat: .init(roomID: "r", sender: .init(id: -5, name: "A"), kind: .text))
            let good = NC.MeetingInvitation.UserInfo(meetingID: "m", userID: "u", start: Date(timeIntervalSince1970: 0))
            attempt("makeContent, far date") { _ = try NC.MeetingInvitation.makeContent(for: farDate, title: "t") }
            attempt("makeUserInfoDictionary, far date") { _ = try farDate.makeUserInfoDictionary() }
            attempt("makeUserInfoDictionary, low id") { _ = try lowID.makeUserInfoDictionary() }
            attempt("Codable, low id") { _ = try JSONEncoder().encode(lowID) }
            attempt("Payload, far date") { _ = try NC.Payload(farDate, title: "t").jsonData() }
            attempt("makeContent, good") {
                let content = try NC.MeetingInvitation.makeContent(for: good, title: "t")
                let read = NC.MeetingInvitation.UserInfo.decoding(content.userInfo)
                guard read == .success(good) else { throw CocoaError(.coderInvalidValue) }
            }
            """#
        let output = try GeneratedProgram.runOnce(sources: ["NotificationCategories.swift": swift, "main.swift": main])
        try #require(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == """
            makeContent, far date refused at START
            makeUserInfoDictionary, far date refused at START
            makeUserInfoDictionary, low id refused at chat.sender.id
            Codable, low id refused: CHAT_MESSAGE notification: custom key 'chat.sender.id' must be an integer written as a string from 1, found the string "-5"
            Payload, far date refused at START
            makeContent, good written

            """)
    }

    @Test("Hostile keys, values and descriptions reach Swift and JSON exactly, and keywords are escaped")
    func hostileNames() throws {
        let definitions = #"""
            categories:
              - id: H
                actions: [{ id: A, title: A }]
                payload:
                  "quote\" back\\slash \\(x) \"\"\" é": { type: string, swiftName: hostile, description: "ends */ /* and\nnew line \\(x)" }
                  default: { type: "[string]", values: ["class", "a\"b", "\\(y)", "é1"] }
                  self: int
            """#
        let result = Compiler.tested.compile([TestSupport.file("h.yaml", definitions)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let main = #"""
            import Foundation
            typealias Info = NotificationCategories.H.UserInfo
            let info = Info(hostile: "\\(1) \"", default: [.class, .aB, .y, ._1], self_: 7)
            let data = try NotificationCategories.Payload(info).jsonData()
            print(String(decoding: data, as: UTF8.self))
            print(try Info(userInfo: JSONSerialization.jsonObject(with: data) as! [AnyHashable: Any]) == info)
            print(Info.Default.allCases.map(\.rawValue))
            """#
        let output = try GeneratedProgram.run(generated: try #require(result.swiftSource), main: main, withStandInSDK: false)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == #"""
            {"aps":{"category":"H"},"default":["class","a\"b","\\(y)","é1"],"quote\" back\\slash \\(x) \"\"\" é":"\\(1) \"","self":7}
            true
            ["class", "a\"b", "\\(y)", "é1"]

            """#)
    }

    /// Payload files, each with the rule, the place and the words of the problem it must be reported with.
    static let badPayloads: [(json: String, rule: Rule, place: String, message: String)] = [
        (#"{"aps": {"category": "MEETING_INVITATION"}, "MEETING_ID": "m", "USER_ID": "u", "START": "2026-11-23T09:30:00Z"}"#,
         .payloadMissingKey, "p.json:1:1", "the payload has no 'TAGS', which MEETING_INVITATION declares as required"),
        (#"{"aps": {"category": "MEETING_INVITATION"}, "MEETING_ID": 7, "USER_ID": "u", "START": "2026-11-23T09:30:00Z", "TAGS": []}"#,
         .payloadWrongValue, "p.json:1:59", "'MEETING_ID' must be a string, found the number 7"),
        ("{\"aps\": {\"category\": \"MEETING_INVITATION\"},\n \"MEETING_ID\": \"m\", \"USER_ID\": \"u\", \"START\": \"soon\", \"TAGS\": [\"a\", 3]}",
         .payloadWrongValue, "p.json:2:68", "'TAGS[1]' must be a string, found the number 3"),
        (#"{"aps": {"category": "MEETING_INVITATION"}, "MEETING_ID": "m", "USER_ID": "u", "START": "soon", "TAGS": []}"#,
         .payloadWrongValue, "p.json:1:89", "'START' must be an RFC 3339 date and time"),
        (#"{"aps": {"category": "MEETING_INVITATION"}, "MEETING_ID": "m", "USER_ID": "u", "START": "2026-11-23T09:30:00Z", "TAGS": [], "ROLE": "boss"}"#,
         .payloadUnknownValue, "p.json:1:133", "'ROLE' is 'boss', which is not one of its declared values; the app reads it as unrecognized"),
        (#"{"aps": {"category": "MEETNG_INVITATION"}}"#, .payloadCategory, "p.json:1:22", "did you mean 'MEETING_INVITATION'?"),
        (#"{"aps": {"alert": "Hi"}}"#, .payloadCategory, "p.json:1:9", "'aps' has no 'category'"),
        (#"{"MEETING_ID": "m"}"#, .invalidAPS, "p.json:1:1", "the payload has no 'aps' dictionary"),
        (#"{"aps": {"category": "PLAIN", "badge": "3"}}"#, .invalidAPS, "p.json:1:40", "'aps.badge' must be an integer from 0, found the string '3'"),
        (#"{"aps": {"category": "PLAIN", "alert": {"title": 3}}}"#, .invalidAPS, "p.json:1:50", "'aps.alert.title' must be a string"),
        (#"{"aps": {"category": "PLAIN", "interruption-level": "urgent"}}"#, .invalidAPS, "p.json:1:53", "'aps.interruption-level' must be one of"),
        (#"{"aps": {"category": "PLAIN", "relevance-score": 2}}"#, .invalidAPS, "p.json:1:50", "must be a number from 0 to 1"),
        (#"{"aps": {"category": "PLAIN", "colour": "red"}}"#, .payloadUnknownKey, "p.json:1:41", "'aps' has the key 'colour', which APNs does not document"),
        (#"{"aps": {"category": "MEETING_INVITATION"}, "MEETING_ID": "m", "USER_ID": "u", "START": "2026-11-23T09:30:00Z", "TAGS": [], "EXTRA": 1}"#,
         .payloadUnknownKey, "p.json:1:134", "'EXTRA' is not a key MEETING_INVITATION declares"),
        (#"{"aps": {"category": "PLAIN"}, "aps": {}}"#, .payloadSyntax, "p.json:1:32", "key 'aps' appears twice"),
        (#"{"aps": {"category": "PLAIN"},}"#, .payloadSyntax, "p.json:1:31", "the payload is not valid JSON"),
        (#"["aps"]"#, .payloadSyntax, "p.json:1:1", "a push payload is a JSON object"),
        (#"{"aps": {"category": "PLAIN"}, "x": ""# + String(repeating: "y", count: 4070) + #""}"#,
         .payloadTooLarge, "p.json:1:1", "the payload is 4105 bytes without whitespace"),
    ]

    @Test("Each bad payload is reported at its line and column with its rule; a good one, indented or not, passes")
    func validatorReportsEachProblem() throws {
        let model = try #require(try Self.compiled().diagnostics.isEmpty ? Compiler.tested.check([TestSupport.file("defs.yaml", Self.definitions)]).catalog : nil)
        let validator = PushPayloadValidator(model: model)
        for (json, rule, expected, message) in Self.badPayloads {
            let diagnostics = validator.validate(SourceFile(path: "p.json", contents: Array(json.utf8)))
            let found = diagnostics.first { $0.rule == rule && place($0.location) == expected }
            #expect(found?.message.contains(message) == true, "\(rule) at \(expected): \(diagnostics.map { "\(place($0.location)) \($0.message)" })")
            #expect(found?.severity == rule.severity)
        }
        let good = """
            {
              "aps": { "category": "MEETING_INVITATION", "alert": { "title": "Invite", "loc-args": ["a"] }, "sound": { "name": "ping", "volume": 0.5 },
                       "badge": 1, "thread-id": "t", "interruption-level": "time-sensitive", "relevance-score": 0.2, "mutable-content": 1 },
              "MEETING_ID": "m", "USER_ID": "u", "START": "2026-11-23T09:30:00.5+01:00", "TAGS": ["x"], "ATTENDEES": 3.0, "ROLE": null,
              "SCORE": 1, "URGENT": false, "LINK": "https://example.com", "TOKEN": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
              "DAYS": ["2026-01-01T00:00:00Z"]
            }
            """
        #expect(validator.validate(SourceFile(path: "good.json", contents: Array(good.utf8))).isEmpty)
        // A category that declares no keys leaves them unchecked.
        let plain = #"{"aps": {"category": "PLAIN"}, "anything": [1, {"x": null}]}"#
        #expect(validator.validate(SourceFile(path: "plain.json", contents: Array(plain.utf8))).isEmpty)
        // A file over the read limit is reported as such, not as the JSON it was cut off in.
        let limits = InputLimits(maxFileBytes: 64, maxDepth: 64, maxNodes: 1000, maxScalarBytes: 64)
        let huge = #"{"aps": {"category": "PLAIN"}, "x": ""# + String(repeating: "y", count: 40) + #""}"#
        let cut = PushPayloadValidator(model: model, limits: limits).validate(SourceFile(path: "huge.json", contents: Array(huge.utf8.prefix(65))))
        #expect(cut.map { "\(place($0.location)) \($0.rule.rawValue)" } == ["huge.json:1:1 input-limit"])
        #expect(cut.first?.message.contains("over the limit of 64 bytes and is not read") == true)
    }

    @Test("The manifest's schema of each category is a valid draft 2020-12 schema that an independent validator applies as the tool does")
    func manifestSchemasAgreeWithTheValidator() throws {
        let manifest = try #require(try Self.compiled().manifest)
        let good = #"{"aps": {"category": "MEETING_INVITATION", "alert": "Hi"}, "MEETING_ID": "m", "USER_ID": "u", "START": "2026-11-23T09:30:00Z", "TAGS": [], "ROLE": null}"#
        // Unknown keys are warnings, syntax and size are not a schema's to check, and of aps the schemas check
        // the category, alert, badge, sound and interruption level only.
        let bad = Self.badPayloads.filter { ![.payloadUnknownKey, .payloadUnknownValue, .payloadSyntax, .payloadTooLarge].contains($0.rule) }.map(\.json)
            .filter { !$0.contains("relevance-score") }
        let script = """
            import json, sys
            from jsonschema import Draft202012Validator
            manifest = json.load(open(sys.argv[1], encoding="utf-8"))
            # Each schema with the manifest's shared definitions added, which its references name.
            schemas = {c["identifier"]: {**c["pushPayloadSchema"], "$defs": manifest["$defs"]} for c in manifest["categories"]}
            for schema in schemas.values():
                Draft202012Validator.check_schema(schema)
            payloads = json.load(open(sys.argv[2], encoding="utf-8"))
            for payload in payloads:
                document = json.loads(payload)
                category = document.get("aps", {}).get("category") if isinstance(document, dict) and isinstance(document.get("aps"), dict) else None
                schema = schemas.get(category, schemas["MEETING_INVITATION"])
                print(len(list(Draft202012Validator(schema).iter_errors(document))))
            """
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(manifest.utf8).write(to: directory.appendingPathComponent("manifest.json"))
        try Data(JSONValue.array(([good] + bad).map(JSONValue.string)).document.utf8).write(to: directory.appendingPathComponent("payloads.json"))
        let output = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", "-c", script, directory.appendingPathComponent("manifest.json").path, directory.appendingPathComponent("payloads.json").path])
        #expect(output.status == 0, "\(output.standardError)")
        let counts = output.standardOutput.split(separator: "\n").map { Int($0) ?? -1 }
        #expect(counts.count == bad.count + 1)
        #expect(counts.first == 0, "the good payload fails its schema")
        for (json, count) in zip(bad, counts.dropFirst()) { #expect(count > 0, "the schema accepts \(json)") }
    }

    @Test("Key sets are shared, types and flags read as written, and the keys keep their declared order")
    func definitionsResolve() throws {
        let model = try #require(Compiler.tested.check([TestSupport.file("defs.yaml", Self.definitions)]).catalog)
        let category = try #require(model.categories.first { $0.identifier == "MEETING_INVITATION" })
        let keys = try #require(category.payload)
        #expect(keys.map(\.key) == ["MEETING_ID", "USER_ID", "START", "ATTENDEES", "ROLE", "SCORE", "URGENT", "LINK", "TOKEN", "TAGS", "DAYS"])
        #expect(keys.map(\.type.name) == ["string", "string", "date", "int", "string", "double", "bool", "url", "uuid", "[string]", "[date]"])
        #expect(keys.map(\.isOptional) == [false, false, false, true, true, true, true, true, true, false, true])
        #expect(keys[4].type.scalarKind?.values == ["organizer", "attendee", "co-host"])
        #expect(keys[0].description == "The meeting's id.")
        #expect(model.categories.first { $0.identifier == "PLAIN" }?.payload == nil)
    }
}
