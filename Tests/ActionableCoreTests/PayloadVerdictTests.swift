import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// One contract, one verdict: for every payload, `validate-payload`, the manifest's JSON Schema (Python's
/// `jsonschema`), the generated decoder (`Push(userInfo:)`, compiled and run) and the generated encoder agree.
/// A seeded corpus (``VerdictCorpus``) of definitions and of payloads, valid and invalid in every way, goes
/// through all four; any disagreement fails with the payload. About a third of the payloads come twice, the second
/// time with their integers spelled `3.0`, `3e0` or `30E-1`: every reader gives both one verdict, and the encoder
/// writes both back alike. The generated decoder reads each payload through every decode path (JSONSerialization as
/// the device does, JSONDecoder into `PayloadValue`, a binary property list), which must agree. `ACTIONABLE_VERDICT_VALUES` sets how many
/// payloads (10,000 in the full tier, 300 in the fast one; `Documentation/Development.md` has the longer run) and
/// `ACTIONABLE_VERDICT_SEED` the seed (38, or in the fast tier 38 plus the tier's seed).
@Suite("One verdict in every reader")
struct PayloadVerdictTests {
    static var count: Int {
        ProcessInfo.processInfo.environment["ACTIONABLE_VERDICT_VALUES"].flatMap(Int.init) ?? TestTier.value(full: 10_000, fast: 300)
    }
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["ACTIONABLE_VERDICT_SEED"].flatMap(UInt64.init) ?? TestTier.value(full: 38, fast: 37 + TestTier.seed)
    }

    @Test("validate-payload, the schema, the generated decoder and the generated encoder give every payload one verdict")
    func fourReadersAgree() throws {
        var corpus = VerdictCorpus(seed: Self.seed)
        let result = Compiler(settings: GenerationSettings.tested(parts: [.app, .server])).compile([TestSupport.file("defs.yaml", corpus.yaml)])
        #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(result.diagnostics.map(\.message))\n\(corpus.yaml)")
        let swift = try #require(result.swiftSource)
        let manifest = try #require(result.manifest)
        let model = try #require(Compiler.tested.check([TestSupport.file("defs.yaml", corpus.yaml)]).catalog)
        // The corpus's payloads, then the sample push made for each category and kind (issue 40), which every
        // reader must accept.
        let generated = corpus.payloads(count: Self.count)
        let owners = Dictionary(corpus.owners.enumerated().map { ($1.identifier, $0) }) { first, _ in first }
        let samples = SamplePushes.entries(model).compactMap { entry in
            owners[entry.category ?? entry.push ?? ""].map { owner in
                // One line, as the decoder program reads its payloads.
                let object = try? JSONSerialization.jsonObject(with: Data(entry.payload.document.utf8))
                let line = object.flatMap { try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]) }
                return VerdictCorpus.Payload(json: line.map { String(decoding: $0, as: UTF8.self) } ?? "", owner: owner, isSchemaBlind: false, respelling: nil)
            }
        }
        #expect(samples.count == corpus.owners.count, "a sample for every category and kind")
        let payloads = generated + samples

        // Reader 1: validate-payload.
        let validator = PushPayloadValidator(model: model)
        func accepts(_ json: String) -> Bool {
            validator.validate(SourceFile(path: "p.json", contents: Array(json.utf8))).allSatisfy { $0.severity != .error }
        }
        let validated = payloads.map { accepts($0.json) }

        // Reader 2: the manifest's schema of the payload's category or kind.
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let schemaVerdicts = try Self.schemaVerdicts(
            manifest: manifest, payloads: payloads.map { ($0.json, corpus.owners[$0.owner].identifier) }, in: directory)

        // Readers 3 and 4: the generated decoder, and the encoder on what it decoded.
        let payloadLines = directory.appendingPathComponent("payloads.txt")
        try Data(payloads.map { $0.json + "\n" }.joined().utf8).write(to: payloadLines)
        let output = try GeneratedProgram.run(
            generated: swift, main: Self.decoderProgram(corpus), withStandInSDK: false, arguments: [payloadLines.path])
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        try #require(lines.count == payloads.count, "the decoder printed \(lines.count) verdicts for \(payloads.count) payloads")

        var disagreements: [String] = []
        var reencoded: [(json: String, owner: String)] = []
        var accepted = 0
        for (index, payload) in payloads.enumerated() {
            let line = lines[index]
            let decoded = line.hasPrefix("accept ")
            if decoded {
                accepted += 1
                reencoded.append((String(line.dropFirst("accept ".count)), corpus.owners[payload.owner].identifier))
            } else if !line.hasPrefix("reject") {
                disagreements.append("\(payload.json): the generated code says \(line)")
            }
            if validated[index] != decoded {
                disagreements.append("\(payload.json): validate-payload \(validated[index] ? "accepts" : "rejects"), the decoder \(line)")
            }
            if !payload.isSchemaBlind, schemaVerdicts[index] != validated[index] {
                disagreements.append("\(payload.json): the schema \(schemaVerdicts[index] ? "accepts" : "rejects"), validate-payload does not")
            }
        }
        // A payload with its integers spelled otherwise has its original's verdict in every reader, and is written back
        // with the same bytes.
        var respellings = 0
        for (index, payload) in payloads.enumerated() {
            guard let original = payload.respelling else { continue }
            respellings += 1
            let same = validated[index] == validated[original] && schemaVerdicts[index] == schemaVerdicts[original]
                && (lines[index] == lines[original] || !lines[index].hasPrefix("accept") && !lines[original].hasPrefix("accept"))
            if !same {
                disagreements.append("""
                    \(payload.json), respelled from \(payloads[original].json): validate-payload \(validated[index]) and \
                    \(validated[original]), the schema \(schemaVerdicts[index]) and \(schemaVerdicts[original]), the decoder \
                    \(lines[index]) and \(lines[original])
                    """)
            }
        }
        #expect(respellings > Self.count / 10, "\(respellings) payloads respelled")
        // What the encoder writes back, every reader accepts.
        let reencodedSchema = try Self.schemaVerdicts(manifest: manifest, payloads: reencoded, in: directory)
        for (index, payload) in reencoded.enumerated() where !accepts(payload.json) || !reencodedSchema[index] {
            disagreements.append("the encoder wrote \(payload.json), which validate-payload or the schema rejects")
        }
        for index in generated.count..<payloads.count {
            guard validated[index] && schemaVerdicts[index] && lines[index].hasPrefix("accept ") else {
                disagreements.append("the sample \(payloads[index].json) is not accepted by every reader: \(lines[index])")
                continue
            }
            // The encoder writes the sample's custom keys back as they were.
            func customKeys(_ json: some StringProtocol) -> NSDictionary? {
                (try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
                    .map { NSDictionary(dictionary: $0.filter { $0.key != "aps" }) }
            }
            let written = customKeys(lines[index].dropFirst("accept ".count))
            if written == nil || written != customKeys(payloads[index].json) {
                disagreements.append("the sample \(payloads[index].json) is written back as \(lines[index].dropFirst("accept ".count))")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, the first: \(disagreements.prefix(20).joined(separator: "\n"))")
        // The corpus exercises both verdicts (a corpus every reader accepts would prove nothing).
        #expect(accepted > generated.count / 5 && accepted < payloads.count * 4 / 5, "\(accepted) of \(payloads.count) accepted")
    }

    static let encoderDefinitions = """
        categories:
          - id: ORDER
            payload:
              code: { type: string, pattern: '^[A-Z]{3}-\\d{2,4}$' }
              count: { type: int, minimum: 1, maximum: 10 }
              seats: { type: int, encoding: text, minimum: 1, optional: true }
              when: { type: date, optional: true }
              k: { type: string, optional: true, together: [s] }
              s: { type: string, optional: true }
              link: { type: url, optional: true }
          - id: PLAIN
        """

    @Test("The encoder refuses every value the readers reject, naming the key; a category's required keys cannot be left out")
    func encoderRefusesWhatReadersReject() throws {
        let swift = try #require(Compiler(settings: GenerationSettings.tested(parts: [.server])).compile([
            TestSupport.file("defs.yaml", Self.encoderDefinitions),
        ]).swiftSource)
        let main = #"""
            import Foundation
            typealias NC = NotificationCategories
            typealias Order = NC.Order.UserInfo
            func attempt(_ name: String, _ payload: NC.Payload) {
                do {
                    _ = try payload.jsonData()
                    print(name, "encoded")
                } catch NC.PayloadError.invalidValue(let error) {
                    print(name, "refused:", error.key)
                } catch {
                    print(name, "refused:", error)
                }
            }
            attempt("valid", NC.Payload(Order(code: "ABC-12", count: 3)))
            attempt("pattern", NC.Payload(Order(code: "ABC-12\n", count: 3)))
            attempt("minimum", NC.Payload(Order(code: "ABC-12", count: 0)))
            attempt("maximum", NC.Payload(Order(code: "ABC-12", count: 11)))
            attempt("text bounds", NC.Payload(Order(code: "ABC-12", count: 3, seats: 0)))
            attempt("date", NC.Payload(Order(code: "ABC-12", count: 3, when: Date(timeIntervalSince1970: 1e12))))
            attempt("together", NC.Payload(Order(code: "ABC-12", count: 3, k: "x")))
            attempt("url", NC.Payload(Order(code: "ABC-12", count: 3, link: URL(string: "https://e.com/a%20b")!)))
            attempt("badge", NC.Payload(.category(.plain), badge: -1))
            """#
        let output = try GeneratedProgram.run(generated: swift, main: main, withStandInSDK: false)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == """
            valid encoded
            pattern refused: code
            minimum refused: count
            maximum refused: count
            text bounds refused: seats
            date refused: when
            together refused: s
            url encoded
            badge refused: the badge -1 is negative

            """)
        // A category with required keys has no payload without them: the code does not compile.
        let keyless = "_ = NotificationCategories.Payload(.category(.order), title: \"Order\")\n"
        let failure = #expect(throws: GeneratedProgram.CompilationFailed.self) {
            try GeneratedProgram.run(generated: swift, main: keyless, withStandInSDK: false)
        }
        #expect(failure?.output.contains("has no member 'order'") == true, "\(failure?.output ?? "")")
    }

    @Test("Typed keys encode and decode the same whatever the coder's key and date strategies")
    func codableIgnoresStrategies() throws {
        let swift = try #require(Compiler.tested.compile(try TestSupport.exampleFiles()).swiftSource)
        let main = #"""
            import Foundation
            typealias NC = NotificationCategories
            let info = NC.MeetingInvitation.UserInfo(meetingID: "m-1", userID: "u-2", start: Date(timeIntervalSince1970: 1_700_000_000.25))
            let chat = NC.ChatMessage.UserInfo(chat: .init(roomID: "r", sender: .init(id: 3, name: "A"), kind: .text, unread: 2))
            for (keys, dates) in [(JSONEncoder.KeyEncodingStrategy.convertToSnakeCase, JSONEncoder.DateEncodingStrategy.secondsSince1970),
                                  (.useDefaultKeys, .deferredToDate)] {
                let encoder = JSONEncoder()
                encoder.keyEncodingStrategy = keys
                encoder.dateEncodingStrategy = dates
                encoder.outputFormatting = .sortedKeys
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                decoder.dateDecodingStrategy = .iso8601
                let data = try encoder.encode(info)
                print(String(decoding: data, as: UTF8.self), try decoder.decode(NC.MeetingInvitation.UserInfo.self, from: data) == info)
                let chatData = try encoder.encode(chat)
                print(String(decoding: chatData, as: UTF8.self), try decoder.decode(NC.ChatMessage.UserInfo.self, from: chatData) == chat)
            }
            """#
        let output = try GeneratedProgram.run(generated: swift, main: main, withStandInSDK: false)
        #expect(output.status == 0, "\(output.standardError)")
        let invitation = #"{"MEETING_ID":"m-1","START":"2023-11-14T22:13:20.25Z","USER_ID":"u-2"} true"#
        let message = #"{"chat":{"kind":"text","room_id":"r","sender":{"id":"3","name":"A"},"unread":2}} true"#
        #expect(output.standardOutput == [invitation, message, invitation, message].map { $0 + "\n" }.joined())
    }

    /// Whether each payload holds against the schema of its category (named by `aps.category`) or kind.
    static func schemaVerdicts(manifest: String, payloads: [(json: String, owner: String)], in directory: URL) throws -> [Bool] {
        let script = """
            import json, sys
            from jsonschema import Draft202012Validator
            manifest = json.load(open(sys.argv[1], encoding="utf-8"))
            validators = {}
            for entry in manifest["categories"] + manifest["pushes"]:
                schema = {**entry["pushPayloadSchema"], "$defs": manifest["$defs"]}
                Draft202012Validator.check_schema(schema)
                validators[entry["identifier"]] = Draft202012Validator(schema)
            for item in json.load(open(sys.argv[2], encoding="utf-8")):
                try:
                    document = json.loads(item[0])
                except ValueError:
                    print("reject")
                    continue
                print("accept" if validators[item[1]].is_valid(document) else "reject")
            """
        let manifestURL = directory.appendingPathComponent("manifest.json")
        let payloadsURL = directory.appendingPathComponent("payloads.json")
        try Data(manifest.utf8).write(to: manifestURL)
        let list = JSONValue.array(payloads.map { JSONValue.array([.string($0.json), .string($0.owner)]) })
        try Data(list.document.utf8).write(to: payloadsURL)
        let output = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, manifestURL.path, payloadsURL.path])
        #expect(output.status == 0, "\(output.standardError)")
        let verdicts = output.standardOutput.split(separator: "\n").map { $0 == "accept" }
        #expect(verdicts.count == payloads.count)
        return verdicts
    }

    /// The program that reads each payload (one per line of the file it is given, as JSON text) as the device does, and
    /// prints `accept` and the JSON the encoder writes back, or `reject` and why. `describingValues` adds, after an
    /// accepted payload's JSON, ` | ` and the decoded value as `ReleaseOracleTests.valueSummary` writes it.
    static func decoderProgram(_ corpus: VerdictCorpus, describingValues: Bool = false) -> String {
        var cases: [String] = []
        for owner in corpus.owners {
            let name = owner.isKind ? owner.identifier : owner.identifier.lowercased()
            if owner.isKind {
                cases.append("""
                    case .\(name)(let value):
                        guard value.problems.isEmpty else { return "reject \\(value.problems[0])" }
                        return try echo(NC.Payload(value), value, as: { if case .\(name)(let again) = $0, again == value { true } else { false } })
                    """)
            } else {
                cases.append("""
                    case .category(.\(name)(.success(let value))):
                        guard value.problems.isEmpty else { return "reject \\(value.problems[0])" }
                        return try echo(NC.Payload(value), value, as: { if case .category(.\(name)(.success(let again))) = $0, again == value { true } else { false } })
                    case .category(.\(name)(.failure(let error))): return "reject \\(error)"
                    """)
            }
        }
        return """
            import Foundation

            typealias NC = NotificationCategories

            \(describingValues ? ReleaseOracleTests.valueSummary : "")
            /// The payload the encoder writes for `payload` (decoded as `value`), if the device reads it back as the same value.
            func echo(_ payload: NC.Payload, _ value: Any, as same: (NC.Push) -> Bool) throws -> String {
                let data: Data
                do { data = try payload.jsonData() } catch { return "encoder refused: \\(error)" }
                guard let userInfo = try JSONSerialization.jsonObject(with: data) as? [AnyHashable: Any], same(NC.Push(userInfo: userInfo)) else {
                    return "read back as another value: " + String(decoding: data, as: UTF8.self)
                }
                return "accept " + String(decoding: data, as: UTF8.self)\(describingValues ? " + \" | \" + summary(value)" : "")
            }

            func classify(_ push: NC.Push) throws -> String {
                switch push {
                \(cases.joined(separator: "\n").replacingOccurrences(of: "\n", with: "\n    "))
                case .unknown(_, let error): return "reject unknown \\(error.map { "\\($0)" } ?? "")"
                }
            }

            /// `object` with Int64's lowest as Apple's JSONSerialization gives it, a 64-bit integer: Linux's gives an
            /// NSDecimalNumber (read as that integer), which its property-list writer writes as a real, losing that it
            /// was whole.
            func appleNumbers(_ object: Any) -> Any {
                switch object {
                case let decimal as NSDecimalNumber where decimal.stringValue == String(Int64.min): NSNumber(value: Int64.min)
                case let members as [String: Any]: members.mapValues(appleNumbers)
                case let items as [Any]: items.map(appleNumbers)
                default: object
                }
            }

            /// The verdict on `line` read by JSONSerialization, as the device reads a push; the same must come of the
            /// other decode paths: JSONDecoder into `PayloadValue`, and a binary property list (which holds no `null`).
            func verdict(_ line: String) throws -> String {
                let data = Data(line.utf8)
                guard let object = try? JSONSerialization.jsonObject(with: data), let userInfo = object as? [AnyHashable: Any] else {
                    return "reject: not a JSON object JSONSerialization reads"
                }
                let verdict = try classify(NC.Push(userInfo: userInfo))
                var others: [(String, String)] = []
                if let members = try? JSONDecoder().decode([String: NC.PayloadValue].self, from: data) {
                    others.append(("JSONDecoder", try classify(NC.Push(userInfo: members))))
                } else if verdict.hasPrefix("accept") {
                    return "JSONDecoder cannot read what JSONSerialization accepts"
                }
                if let list = try? PropertyListSerialization.data(fromPropertyList: appleNumbers(object), format: .binary, options: 0) {
                    let read = try PropertyListSerialization.propertyList(from: list, format: nil)
                    others.append(("a property list", try classify(NC.Push(userInfo: read as? [AnyHashable: Any] ?? [:]))))
                }
                for (path, other) in others where other != verdict && (other.hasPrefix("accept") || verdict.hasPrefix("accept")) {
                    return "decode paths differ: JSONSerialization \\(verdict); \\(path) \\(other)"
                }
                return verdict
            }

            let text = try String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
            for line in text.split(separator: "\\n") {
                print(try verdict(String(line)).replacingOccurrences(of: "\\n", with: " "))
            }

            """
    }
}
