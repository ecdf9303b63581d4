import Foundation
import Testing
@_spi(ActionableGenerated) import ActionableRuntime

/// `Payload`, `PayloadError` and `UserInfoError` called directly, over a schema written here as a generated file
/// writes one: a category that requires a key, one that needs none, a push kind and a silent kind.
@Suite("Payload")
struct RuntimePayloadTests {
    enum Schema: PayloadSchema {
        enum CategoryID: String, Hashable, Sendable { case meeting = "MEETING", digest = "DIGEST" }
        enum PushKind: String, Hashable, Sendable { case event, sync }

        /// What a generated file's `CategoryWithoutRequiredKeys` is.
        enum CategoryWithoutRequiredKeys: PayloadContent {
            typealias Schema = RuntimePayloadTests.Schema
            case digest
            var payloadCategory: CategoryID? { .digest }
        }

        static func requiresCustomKeys(_ category: CategoryID) -> Bool { category == .meeting }
        static func isSilent(_ kind: PushKind) -> Bool { kind == .sync }
        static func problems(
            readingBack keys: [String: PayloadValue], category: CategoryID?, source: UserInfoSource<Schema>?
        ) throws(UserInfoError<Schema>) -> [UserInfoError<Schema>] {
            // The meeting's `ID` is a string; an event's `room` a string; nothing else is read.
            let checked: (UserInfoSource<Schema>, String)
            switch (category, source) {
            case (.meeting?, _): checked = (.category(.meeting), "ID")
            case (nil, .push(.event)?): checked = (.push(.event), "room")
            default: return []
            }
            guard case .string? = keys[checked.1] else {
                throw UserInfoError(source: checked.0, key: checked.1, expectation: .string,
                                    finding: keys[checked.1].map(PayloadFinding.value) ?? .missing)
            }
            return []
        }
    }

    /// Typed keys as a generated `UserInfo` or push kind's type gives them.
    struct Keys: PayloadContent {
        var payloadCategory: Schema.CategoryID?
        var payloadKeysSource: UserInfoSource<Schema>?
        var declaredKeys: [String: PayloadValue]
    }

    static func json(_ payload: Payload<Schema>) throws -> String {
        String(decoding: try payload.jsonData(), as: UTF8.self)
    }

    static func error(_ payload: Payload<Schema>) -> PayloadError<Schema>? {
        do {
            _ = try payload.jsonData()
            return nil
        } catch {
            return error as? PayloadError<Schema>
        }
    }

    @Test("A category's keys and aps are written with sorted keys and unescaped slashes; the alert only when given")
    func writesPayload() throws {
        let meeting = Keys(payloadCategory: .meeting, payloadKeysSource: .category(.meeting), declaredKeys: ["ID": "a/b"])
        let payload = Payload<Schema>(
            meeting, title: "T", localizedBody: .init(key: "K", arguments: ["x"]), interruptionLevel: .timeSensitive,
            badge: 0, sound: .critical(name: "a.caf", volume: 0.5), undeclaredKeys: ["trace": 1])
        #expect(try Self.json(payload) == #"{"ID":"a/b","aps":{"alert":{"loc-args":["x"],"loc-key":"K","title":"T"},"#
            + #""badge":0,"category":"MEETING","interruption-level":"time-sensitive","#
            + #""sound":{"critical":1,"name":"a.caf","volume":0.5}},"trace":1}"#)
        #expect(payload.declaredKeys == ["ID": "a/b"])
        let digest = Payload<Schema>(Schema.CategoryWithoutRequiredKeys.digest, body: "B")
        #expect(try Self.json(digest) == #"{"aps":{"alert":{"body":"B"},"category":"DIGEST"}}"#)
    }

    @Test("What the schema's readers reject, or a category's keys left out, is refused whatever the content claims")
    func refusesWhatReadersReject() {
        let wrong = Keys(payloadCategory: .meeting, payloadKeysSource: .category(.meeting), declaredKeys: ["ID": 42])
        let refused = Self.error(Payload<Schema>(wrong))
        #expect(refused == .invalidValue(UserInfoError(source: .category(.meeting), key: "ID", expectation: .string,
                                                       finding: .value(42))))
        // Claims no keys for a category that requires them.
        let bare = Keys(payloadCategory: .meeting, payloadKeysSource: nil, declaredKeys: [:])
        #expect(Self.error(Payload<Schema>(bare)) == .missingUserInfo(.meeting))
        // Claims another source's keys.
        let other = Keys(payloadCategory: .digest, payloadKeysSource: .category(.meeting), declaredKeys: ["ID": "m"])
        #expect(Self.error(Payload<Schema>(other)) == .missingUserInfo(.digest))
        // The undeclared keys are read back too: a category's key cannot be slipped in beside `aps`.
        let slipped = Payload<Schema>(Schema.CategoryWithoutRequiredKeys.digest, undeclaredKeys: ["aps": 1])
        #expect(Self.error(slipped) == .customKeyNamedAPS)
        let repeated = Payload<Schema>(wrong, undeclaredKeys: ["ID": "x"])
        #expect(Self.error(repeated) == .undeclaredKeyIsDeclared("ID"))
    }

    @Test("A push kind's payload names no category; a silent kind's gets content-available and may not be audible")
    func pushKinds() throws {
        let event = Keys(payloadCategory: nil, payloadKeysSource: .push(.event), declaredKeys: ["room": "r"])
        #expect(try Self.json(Payload<Schema>(event, title: "t")) == #"{"aps":{"alert":{"title":"t"}},"room":"r"}"#)
        let badEvent = Keys(payloadCategory: nil, payloadKeysSource: .push(.event), declaredKeys: [:])
        #expect(Self.error(Payload<Schema>(badEvent))
            == .invalidValue(UserInfoError(source: .push(.event), key: "room", expectation: .string, finding: .missing)))
        let sync = Keys(payloadCategory: nil, payloadKeysSource: .push(.sync), declaredKeys: [:])
        #expect(try Self.json(Payload<Schema>(sync)) == #"{"aps":{"content-available":1}}"#)
        #expect(Self.error(Payload<Schema>(sync, badge: 1)) == .audibleSilentPush(.sync))
    }

    @Test("Out-of-range numbers and a payload over APNs' limit are refused with the value; each error reads in one line")
    func limits() {
        let digest = Schema.CategoryWithoutRequiredKeys.digest
        #expect(Self.error(Payload<Schema>(digest, relevanceScore: 1.5)) == .relevanceScoreOutOfRange(1.5))
        #expect(Self.error(Payload<Schema>(digest, badge: -1)) == .negativeBadge(-1))
        #expect(Self.error(Payload<Schema>(digest, sound: .critical(name: "a", volume: 2))) == .soundVolumeOutOfRange(2))
        let large = Self.error(Payload<Schema>(digest, body: String(repeating: "x", count: 4100)))
        guard case .tooLarge(let size)? = large else {
            Issue.record("not refused as too large: \(String(describing: large))")
            return
        }
        #expect(size > Payload<Schema>.maximumSize)
        #expect(large?.description == "the payload is \(size) bytes, more than APNs' 4096")
        #expect(PayloadError<Schema>.missingUserInfo(.meeting).localizedDescription
            == "MEETING needs its custom keys: build the payload from its UserInfo")
        let error = UserInfoError<Schema>(source: .push(.event), key: "room", expectation: .string, finding: .missing)
        #expect(error.description == "event push: custom key 'room' is missing; it must be a string")
        #expect(error.category == nil)
    }

    @Test("0.3.0's initializer writes a category without keys, and is refused for one that requires them")
    @available(*, deprecated, message: "calls the deprecated initializer on purpose")
    func deprecatedInitializer() throws {
        #expect(try Self.json(Payload<Schema>(category: .digest)) == #"{"aps":{"category":"DIGEST"}}"#)
        #expect(Self.error(Payload<Schema>(category: .meeting)) == .missingUserInfo(.meeting))
    }
}
