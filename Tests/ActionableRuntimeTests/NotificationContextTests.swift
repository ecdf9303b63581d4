import Foundation
import Testing
@_spi(ActionableGenerated) import ActionableRuntime

/// `NotificationContext`, called directly: what it keeps of a notification, and the values generated code reads a
/// response's keys from.
@Suite("NotificationContext")
struct NotificationContextTests {
    enum Category: String { case meeting = "MEETING" }

    static var userInfo: [AnyHashable: Any] { [
        "MEETING_ID": "m-1", "count": 2.0, "flag": true, "nested": ["list": [1, "a"]],
        "aps": ["category": "MEETING", "badge": 3] as [String: Any],
        42: "a key that is not a string", "date": Date(),
    ] }

    @Test("It keeps every custom key JSON holds and aps apart, and leaves the rest out")
    func keepsJSON() {
        let context = NotificationContext<Category>(categoryIdentifier: "MEETING", userInfo: Self.userInfo)
        #expect(context.category == .meeting)
        #expect(context.allCustomKeys == ["MEETING_ID": "m-1", "count": 2, "flag": true, "nested": ["list": [1, "a"]]])
        #expect(context.aps == ["category": "MEETING", "badge": 3])
        #expect(NotificationContext<Category>(categoryIdentifier: "OTHER").category == nil)
    }

    @Test("Its values as a userInfo are the values it read: reading them again converts nothing and gives the same JSON")
    func valuesAreReadOnce() throws {
        let context = NotificationContext<Category>(userInfo: Self.userInfo)
        let values = context.valuesAsUserInfo
        // The keys it read, aps, and the string key it could not ("date"), which reads as refused again.
        #expect(values.count == context.allCustomKeys.count + 2)
        for (key, value) in values where key != AnyHashable("date") {
            // Each value is the PayloadValue itself, not a property list to convert.
            let json = try #require(value as? PayloadValue, "\(key) holds \(type(of: value))")
            #expect(PayloadValue(propertyList: value) == json)
        }
        let date = try #require(values["date"])
        #expect(PayloadValue(propertyList: date) == nil)
        #expect {
            try PayloadValue.reading(propertyList: date, depth: 2)
        } throws: { error in
            guard case .notJSON("Date")? = error as? PayloadValue.PropertyListRefusal else { return false }
            return true
        }
        #expect(PayloadValue.members(of: values) == PayloadValue.members(of: context.userInfo))
        #expect(NotificationContext<Category>(userInfo: values) == context)
    }
}

/// `NotificationSystem`'s parts that exist on every platform (its UserNotifications part is driven through generated
/// code on the stand-in SDK: `RegistrationDump`, `ExamplesUsageTests`).
@Suite("NotificationSystem")
struct NotificationSystemTests {
    @Test("The system's action identifiers are told apart exactly, and a missing text is empty")
    func systemActions() {
        #expect(NotificationSystem.isDefaultAction("com.apple.UNNotificationDefaultActionIdentifier"))
        #expect(!NotificationSystem.isDefaultAction("com.apple.UNNotificationDismissActionIdentifier"))
        #expect(NotificationSystem.isDismissAction("com.apple.UNNotificationDismissActionIdentifier"))
        #expect(!NotificationSystem.isDismissAction("COM.APPLE.UNNOTIFICATIONDISMISSACTIONIDENTIFIER"))
        #expect(NotificationSystem.text(nil) == "" && NotificationSystem.text("hi") == "hi")
    }

    /// A category's response, as a generated one: the dismiss case exists only with `customDismissAction`.
    enum Response: CategoryResponse, Equatable {
        case opened, dismissed, unknown(actionIdentifier: String)
        static var category: RuntimePayloadTests.Schema.CategoryID { .meeting }
        init(actionIdentifier: String, userText: String?) {
            self = NotificationSystem.systemResponse(to: actionIdentifier, dismissed: .dismissed)
        }
    }

    @Test("The system's actions answer as opened, dismissed only where the category has the case, else unknown")
    func systemResponses() {
        let opened = "com.apple.UNNotificationDefaultActionIdentifier"
        let dismiss = "com.apple.UNNotificationDismissActionIdentifier"
        #expect(Response(actionIdentifier: opened, userText: nil) == .opened)
        #expect(Response(actionIdentifier: dismiss, userText: nil) == .dismissed)
        #expect(NotificationSystem.systemResponse(to: dismiss) == Response.unknown(actionIdentifier: dismiss))
        #expect(Response(actionIdentifier: "LATER", userText: "x") == .unknown(actionIdentifier: "LATER"))
    }
}

/// `NotificationResponse`'s defaults, over a top-level response written here as a generated file writes one.
@Suite("NotificationResponse")
struct NotificationResponseTests {
    enum Response: NotificationResponse, Equatable {
        typealias CategoryID = NotificationContextTests.Category
        case meeting(String, context: Context)
        case unknown(categoryIdentifier: String, actionIdentifier: String, userText: String?, context: Context)

        init(actionIdentifier: String, userText: String?, context: Context) {
            switch context.category {
            case .meeting?: self = .meeting(actionIdentifier, context: context)
            case nil: self = .unknownCategory(actionIdentifier: actionIdentifier, userText: userText, context: context)
            }
        }

        var context: Context {
            switch self {
            case .meeting(_, let context), .unknown(_, _, _, let context): context
            }
        }
    }

    @Test("A response to a category the app does not define keeps what the system sent, the category's name included")
    func unknownCategory() {
        let response = Response(categoryIdentifier: "LATER", actionIdentifier: "SNOOZE", userText: "ok", userInfo: ["k": 1])
        let context = NotificationContext<Response.CategoryID>(categoryIdentifier: "LATER", userInfo: ["k": 1])
        #expect(response == .unknown(categoryIdentifier: "LATER", actionIdentifier: "SNOOZE", userText: "ok", context: context))
        #expect(Response(categoryIdentifier: "MEETING", actionIdentifier: "JOIN").context.category == .meeting)
    }
}
