import Foundation
import Testing
@_spi(ActionableGenerated) import ActionableRuntime

/// `TypedUserInfo`'s defaults and `ReceivedResponse`, called directly over keys written here as a generated file
/// writes them: one required string `ID`, and an optional count that must not be negative.
@Suite("TypedUserInfo and ReceivedResponse")
struct TypedUserInfoTests {
    typealias Schema = RuntimePayloadTests.Schema

    struct Meeting: TypedUserInfo, Codable {
        typealias Schema = TypedUserInfoTests.Schema
        var id: String
        var count: Int?
        var problems: [UserInfoError<Schema>] = []

        init(id: String, count: Int? = nil) {
            self.id = id
            self.count = count
        }

        init(userInfo: [AnyHashable: Any]) throws(UserInfoError<Schema>) {
            try self.init(declaredKeys: PayloadValue.members(of: userInfo))
        }

        init(declaredKeys: [String: PayloadValue]) throws(UserInfoError<Schema>) {
            guard case .string(let id)? = declaredKeys["ID"] else {
                throw UserInfoError(source: .category(.meeting), key: "ID", expectation: .string, finding: .missing)
            }
            self.id = id
            if let count = declaredKeys["count"]?.integer {
                if count < 0 {
                    problems.append(UserInfoError(
                        source: .category(.meeting), key: "count", expectation: .range(.integer, from: 0, upTo: nil),
                        finding: .value(.int(count))))
                } else {
                    self.count = count
                }
            }
        }

        init(from decoder: any Decoder) throws {
            try self.init(declaredKeys: decoder.singleValueContainer().decode([String: PayloadValue].self))
        }

        var declaredKeys: [String: PayloadValue] {
            var keys: [String: PayloadValue] = ["ID": .string(id)]
            keys["count"] = count.map(PayloadValue.int)
            return keys
        }
    }

    enum MeetingCategory: ReceivingCategory {
        typealias UserInfo = Meeting
        static var id: Schema.CategoryID { .meeting }

        enum Response: CategoryResponse, Equatable, Sendable {
            case opened, join, unknown(actionIdentifier: String)
            static var category: Schema.CategoryID { .meeting }
            init(actionIdentifier: String, userText: String?) {
                self = actionIdentifier == "JOIN" ? .join : NotificationSystem.systemResponse(to: actionIdentifier)
            }
        }
    }

    @Test("decoding gives the keys or the first missing one; makeUserInfo and Codable refuse what readers reject")
    func readsAndWrites() throws {
        #expect(try Meeting.decoding(["ID": "m", "count": 2]).get() == Meeting(id: "m", count: 2))
        #expect(throws: UserInfoError<Schema>.self) { try Meeting.decoding(["count": 2]).get() }
        let user = try Meeting(id: "m", count: 1).makeUserInfoDictionary()
        #expect(user["ID"] as? String == "m" && user.count == 2)
        // A negative count is written by no writer: the keys are read back first.
        let bad = Meeting(id: "m", count: -1)
        #expect(throws: UserInfoError<Schema>.self) { try bad.makeUserInfoDictionary() }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(bad) }
        let json = try JSONEncoder().encode(Meeting(id: "m", count: 3))
        #expect(try JSONDecoder().decode(Meeting.self, from: json) == Meeting(id: "m", count: 3))
    }

    @Test("A received response keeps the action whatever the keys, with the context it was read from")
    func receivedResponse() throws {
        let context = NotificationContext<Schema.CategoryID>(categoryIdentifier: "MEETING", userInfo: ["ID": "m"])
        let received = ReceivedResponse<MeetingCategory>(actionIdentifier: "JOIN", context: context)
        #expect(received.response == .join && received.context == context)
        #expect(try received.userInfo.get() == Meeting(id: "m"))
        let broken = ReceivedResponse<MeetingCategory>(
            actionIdentifier: "com.apple.UNNotificationDefaultActionIdentifier",
            context: NotificationContext(categoryIdentifier: "MEETING"))
        #expect(broken.response == .opened)
        guard case .failure(let error) = broken.userInfo else {
            Issue.record("keys read from a notification without them")
            return
        }
        #expect(error.key == "ID" && error.category == .meeting)
    }
}
