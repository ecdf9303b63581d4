import Foundation
import Testing
@_spi(ActionableGenerated) import ActionableRuntime

/// `PushUserInfo`, `UserInfoKeys.read`, `PushRecognition` and `SamplePushProviding`, called directly over a silent push
/// kind written here as a generated file writes one: an optional `since` string.
@Suite("Push kinds' keys")
struct PushUserInfoTests {
    typealias Schema = RuntimePayloadTests.Schema

    struct Sync: PushUserInfo, Codable, SamplePushProviding {
        typealias Schema = PushUserInfoTests.Schema
        static var kind: Schema.PushKind { .sync }
        var since: String?
        var problems: [UserInfoError<Schema>]

        init(since: String? = nil) {
            self.since = since
            problems = []
        }

        init(userInfo: [AnyHashable: Any]) throws(UserInfoError<Schema>) {
            self = try UserInfoKeys.read(userInfo: userInfo, as: .push(Self.kind), Self.init(keys:))
        }

        init(declaredKeys: [String: PayloadValue]) throws(UserInfoError<Schema>) {
            self = try UserInfoKeys.read(customKeys: declaredKeys, as: .push(Self.kind), Self.init(keys:))
        }

        private init(keys: UserInfoKeys) throws(PayloadKeyError) {
            since = keys.optional("since", .string)
            problems = keys.problems(as: .push(Self.kind))
        }

        var declaredKeys: [String: PayloadValue] {
            var keys: [String: PayloadValue] = [:]
            UserInfoKeys.write(since, .string, to: "since", in: &keys)
            return keys
        }

        static var sampleUserInfos: [(name: String, userInfo: [AnyHashable: Any])] {
            PayloadValue.sampleUserInfos([
                "Silent": ["aps": ["content-available": 1], "since": "t"], "Loud": ["aps": ["alert": "hi"]],
            ])
        }
    }

    @Test("A silent kind's aps is checked as every reader checks it, and its problems are the kind's")
    func readsAsTheKind() throws {
        #expect(try Sync(userInfo: ["aps": ["content-available": 1.0], "since": "t"]) == Sync(since: "t"))
        // Not silent: an alert, or no content-available.
        for aps: [String: Any] in [["content-available": 1, "alert": "hi"], [:], ["content-available": 0]] {
            #expect(throws: UserInfoError<Schema>.self) { try Sync(userInfo: ["aps": aps]) }
        }
        // A kind names no category.
        do {
            _ = try Sync(userInfo: ["aps": ["content-available": 1, "category": "MEETING"]])
            Issue.record("a push of a kind that names a category was read")
        } catch {
            #expect(error.source == .push(.sync) && error.key == "aps.category")
        }
        // An optional value of another type is nil, its problem kept in the kind's keys.
        let sync = try Sync(declaredKeys: ["since": 3])
        #expect(sync.since == nil && sync.problems.map(\.source) == [.push(.sync)] && sync.problems.first?.key == "since")
        #expect(sync.payloadCategory == nil && sync.payloadKeysSource == .push(.sync))
    }

    @Test("A push is recognised as silent only with content-available 1 and no alert, badge or sound")
    func recognition() {
        #expect(PushRecognition.isSilent(["aps": ["content-available": 1]]))
        #expect(PushRecognition.isSilent(["aps": ["content-available": 1.0]]))
        #expect(!PushRecognition.isSilent(["aps": ["content-available": 1, "badge": 2]]))
        #expect(!PushRecognition.isSilent(["aps": "not an object"]))
        #expect(PushRecognition.aps(of: ["aps": ["category": "X"]]) == ["category": "X"])
        #expect(PushRecognition.value(of: "type", in: ["type": "event"]) == "event")
        #expect(PushRecognition.value(of: "date", in: ["date": Date()]) == nil)
    }

    @Test("Samples read as the kind: each with its name, a sample the kind does not recognise as its failure")
    func samples() {
        let samples = Sync.samples
        #expect(samples.map(\.name) == ["Silent", "Loud"])
        #expect((try? samples[0].keys.get()) == Sync(since: "t"))
        #expect((try? samples[1].keys.get()) == nil)
    }
}
