@testable import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// The generated entry points of notification extensions, driven as the system drives them: a push is encoded by the
/// generated `Payload`, delivered by the stand-in system (`StandInPushDelivery`: the service extension runs only when
/// `aps` has `mutable-content` 1 and an alert), and expanded in each content extension whose Info.plist lists its
/// category (`StandInContentExtensionHost`). The program builds warning-free in the three settings.
@Suite("Notification extensions")
struct NotificationExtensionTests {
    /// A category and a push kind of the same Swift name (`chatEvent`), marked and unmarked categories and kinds, a
    /// category with keys and one without, and two content extensions.
    static let definitions = """
        categories:
          - id: MEETING_INVITATION
            mutableContent: true
            actions: [{ id: ACCEPT, title: Accept }]
            payload: { meetingID: string }
          - id: NEW_MESSAGE
            actions: [{ id: REPLY, title: Reply, textInput: { buttonTitle: Send } }]
          - id: CHAT_EVENT
            mutableContent: true
        pushes:
          - id: chat-event
            mutableContent: true
            match: { key: type, value: event }
            payload: { roomID: string }
          - id: sync
            silent: true
        contentExtensions:
          - id: MeetingContent
            categories: [MEETING_INVITATION, NEW_MESSAGE]
            initialContentSizeRatio: 0.5
          - id: chat
            categories: [CHAT_EVENT]
            initialContentSizeRatio: 1

        """

    /// The app's extensions and what the program delivers: each push, then what the service extension and the content
    /// extensions read of it.
    static let program = """
        import Foundation
        @_spi(StandIn) import UserNotifications
        @_spi(StandIn) import UserNotificationsUI

        nonisolated final class Log: @unchecked Sendable {
            private let lock = NSLock()
            private var lines: [String] = []
            func add(_ line: String) { lock.withLock { lines.append(line) } }
            func take() -> [String] { lock.withLock { defer { lines = [] }; return lines } }
        }
        nonisolated let log = Log()

        nonisolated func describe(_ push: NotificationCategories.ServiceExtensionPush) -> String {
            switch push {
            case .chatEvent(let keys): "kind chatEvent \\(keys.roomID)"
            case .category(.meetingInvitation(.success(let keys))): "category meetingInvitation \\(keys.meetingID)"
            case .category(.meetingInvitation(.failure(let error))): "category meetingInvitation failed at \\(error.key)"
            case .category(.chatEvent): "category chatEvent"
            case .unknown(let payload, let error): "unknown \\(payload.keys.sorted()) error: \\(error != nil)"
            }
        }

        // What Xcode's template makes of a service extension, reading the push typed.
        nonisolated final class NotificationService: UNNotificationServiceExtension {
            override func didReceive(
                _ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
            ) {
                log.add("service: " + describe(NotificationCategories.ServiceExtensionPush(request)))
                let content = request.content.mutableCopy() as! UNMutableNotificationContent
                content.title = "[modified] " + content.title
                contentHandler(content)
            }
        }

        final class MeetingViewController: NSObject, UNNotificationContentExtension {
            func didReceive(_ notification: UNNotification) {
                switch NotificationCategories.ContentExtension.MeetingContent(notification) {
                case .meetingInvitation(let context, .success(let keys)):
                    log.add("MeetingContent: meetingInvitation \\(keys.meetingID) in \\(context.requestIdentifier)")
                case .meetingInvitation(_, .failure(let error)):
                    log.add("MeetingContent: meetingInvitation failed at \\(error.key)")
                case .newMessage(let context): log.add("MeetingContent: newMessage in \\(context.requestIdentifier)")
                case .unknown(let context): log.add("MeetingContent: unknown \\(context.categoryIdentifier)")
                }
            }
        }

        final class ChatViewController: NSObject, UNNotificationContentExtension {
            func didReceive(_ notification: UNNotification) {
                switch NotificationCategories.ContentExtension.Chat(notification) {
                case .chatEvent(let context): log.add("Chat: chatEvent in \\(context.requestIdentifier)")
                case .unknown(let context): log.add("Chat: unknown \\(context.categoryIdentifier)")
                }
            }
        }

        typealias Payload = NotificationCategories.Payload
        let payloads: [(name: String, json: Data)] = try [
            ("invitation", Payload(NotificationCategories.MeetingInvitation.UserInfo(meetingID: "m1"), title: "Invite").jsonData()),
            ("invitation-flag-off", Payload(
                NotificationCategories.MeetingInvitation.UserInfo(meetingID: "m2"), title: "Invite", isMutableContent: false
            ).jsonData()),
            ("message", Payload(.category(.newMessage), body: "Hi").jsonData()),
            ("message-flag-on", Payload(.category(.newMessage), body: "Hi", isMutableContent: true).jsonData()),
            ("chat-category", Payload(.category(.chatEvent), body: "New").jsonData()),
            ("chat-kind", Payload(NotificationCategories.Push.ChatEvent(roomID: "r1"), body: "Event").jsonData()),
            ("chat-kind-silent", Payload(NotificationCategories.Push.ChatEvent(roomID: "r2")).jsonData()),
            ("sync", Payload(NotificationCategories.Push.Sync()).jsonData()),
            ("invitation-bad-keys", Data(#"{"aps":{"category":"MEETING_INVITATION","alert":"x","mutable-content":1},"meetingID":3}"#.utf8)),
            ("kind-bad-keys", Data(#"{"aps":{"alert":"x","mutable-content":1},"type":"event"}"#.utf8)),
        ]
        let service = NotificationService()
        let meeting = MeetingViewController()
        let chat = ChatViewController()
        // The meeting extension's Info.plist lists CHAT_EVENT too, which the definitions do not give it.
        let meetingPlist = NotificationCategories.ContentExtension.MeetingContent.Category.allCases.map(\\.rawValue) + ["CHAT_EVENT"]
        let chatPlist = NotificationCategories.ContentExtension.Chat.Category.allCases.map(\\.id.rawValue)
        for (name, json) in payloads {
            let delivery = try StandInPushDelivery.deliver(json, identifier: name, serviceExtension: service)
            let shown = StandInContentExtensionHost.expand(delivery.notification, in: meeting, listedCategories: meetingPlist)
                || StandInContentExtensionHost.expand(delivery.notification, in: chat, listedCategories: chatPlist)
            print("\\(name): service extension \\(delivery.serviceExtensionRan ? "ran" : "did not run"), title "
                + "'\\(delivery.notification.request.content.title)', \\(shown ? "expanded" : "default interface")")
            for line in log.take() { print("  " + line) }
        }
        """

    @Test("The service extension runs for what the definitions mark, reads it typed; content extensions read their categories typed")
    func drivenAsTheSystemDrivesThem() throws {
        let result = TestSupport.compile([TestSupport.file("extensions.yaml", Self.definitions)])
        let swift = try #require(result.swiftSource, "\(result.diagnostics.map(\.message))")
        let output = try GeneratedProgram.run(
            sources: ["Generated.swift": swift, "main.swift": Self.program], withStandInSDK: true,
            settings: GeneratedProgram.Setting.allCases)
        try #require(output.status == 0, "\(output.standardError)")
        let expected = """
            invitation: service extension ran, title '[modified] Invite', expanded
              service: category meetingInvitation m1
              MeetingContent: meetingInvitation m1 in invitation
            invitation-flag-off: service extension ran, title '[modified] Invite', expanded
              service: category meetingInvitation m2
              MeetingContent: meetingInvitation m2 in invitation-flag-off
            message: service extension did not run, title '', expanded
              MeetingContent: newMessage in message
            message-flag-on: service extension ran, title '[modified] ', expanded
              service: unknown ["aps"] error: false
              MeetingContent: newMessage in message-flag-on
            chat-category: service extension ran, title '[modified] ', expanded
              service: category chatEvent
              MeetingContent: unknown CHAT_EVENT
            chat-kind: service extension ran, title '[modified] ', default interface
              service: kind chatEvent r1
            chat-kind-silent: service extension did not run, title '', default interface
            sync: service extension did not run, title '', default interface
            invitation-bad-keys: service extension ran, title '[modified] ', expanded
              service: category meetingInvitation failed at meetingID
              MeetingContent: meetingInvitation failed at meetingID
            kind-bad-keys: service extension ran, title '[modified] ', default interface
              service: unknown ["aps", "type"] error: true

            """
        #expect(output.standardOutput == expected)
    }

    @Test("GeneratedSwift.md's service extension, run on the stand-in system, modifies exactly the pushes the definitions mark")
    func documentedServiceExtension() throws {
        let example = try AppleTargetTests.extensionExample()
        let result = TestSupport.compile([TestSupport.file("extensions.yaml", example.definitions)])
        let swift = try #require(result.swiftSource, "\(result.diagnostics.map(\.message))")
        let main = """
            @_spi(StandIn) import UserNotifications

            typealias Payload = NotificationCategories.Payload
            let pushes: [(String, Data)] = try [
                ("invitation", Payload(NotificationCategories.MeetingInvitation.UserInfo(meetingID: "m-1"), title: "Invite").jsonData()),
                ("event", Payload(NotificationCategories.Push.ChatEvent(roomID: "r-1"), body: "New event").jsonData()),
                ("invitation without keys", Data(#"{"aps": {"category": "MEETING_INVITATION", "alert": "x", "mutable-content": 1}}"#.utf8)),
            ]
            for (name, json) in pushes {
                let delivery = try StandInPushDelivery.deliver(json, identifier: name, serviceExtension: NotificationService())
                print("\\(name): ran \\(delivery.serviceExtensionRan), subtitle '\\(delivery.notification.request.content.subtitle)'")
            }
            """
        let output = try GeneratedProgram.run(
            sources: ["Generated.swift": swift, "NotificationService.swift": "import UserNotifications\n\n" + example.serviceExtension,
                      "main.swift": main],
            withStandInSDK: true)
        try #require(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == """
            invitation: ran true, subtitle 'Meeting m-1'
            event: ran true, subtitle 'Room r-1'
            invitation without keys: ran true, subtitle ''

            """)
    }

    /// Seeded definitions: categories and push kinds drawn from pools whose Swift names meet (`CHAT_EVENT` and
    /// `chat-event`), keys or none, `mutableContent` at random, and content extensions drawing random disjoint sets of
    /// categories, with ids that give reserved type names (`content`).
    struct ExtensionDefinitions {
        static let categoryIDs = ["MEETING_INVITATION", "CHAT_EVENT", "SYNC", "x.y-z", "ORDER", "Caf\u{E9}_NOTE", "DEFAULT"]
        static let kindIDs = ["chat-event", "sync", "meeting-invitation", "order", "x.y-z-push"]
        static let extensionIDs = ["MeetingContent", "chat", "content", "Sync", "order.preview"]

        var categories: [(id: String, keyed: Bool, mutable: Bool)] = []
        var kinds: [(id: String, mutable: Bool)] = []
        var extensions: [(id: String, categories: [String])] = []

        init(seed: UInt64) {
            var random = SeededGenerator(seed: seed)
            for id in Self.categoryIDs where random.next() % 3 != 0 {
                categories.append((id, random.next() % 2 == 0, random.next() % 2 == 0))
            }
            for id in Self.kindIDs where random.next() % 2 == 0 {
                kinds.append((id, random.next() % 2 == 0))
            }
            var undrawn = categories.map(\.id)
            for id in Self.extensionIDs where random.next() % 2 == 0 && !undrawn.isEmpty {
                let count = 1 + Int(random.next() % UInt64(min(3, undrawn.count)))
                var drawn: [String] = []
                for _ in 0..<count { drawn.append(undrawn.remove(at: Int(random.next() % UInt64(undrawn.count)))) }
                extensions.append((id, drawn))
            }
        }

        var yaml: String {
            var text = "categories:\n"
            for category in categories {
                text += "  - id: \"\(category.id)\"\n    mutableContent: \(category.mutable)\n"
                if category.keyed { text += "    payload: { k: string }\n" }
            }
            if !kinds.isEmpty { text += "pushes:\n" }
            for kind in kinds {
                text += "  - id: \"\(kind.id)\"\n    mutableContent: \(kind.mutable)\n    match: { key: type, value: \"\(kind.id)\" }\n"
                text += "    payload: { k2: string }\n"
            }
            if !extensions.isEmpty { text += "contentExtensions:\n" }
            for contentExtension in extensions {
                text += "  - id: \"\(contentExtension.id)\"\n    initialContentSizeRatio: 0.5\n    categories: ["
                    + contentExtension.categories.map { "\"\($0)\"" }.joined(separator: ", ") + "]\n"
            }
            return text
        }
    }

    @Test("Seeded definitions: each content extension reads exactly its categories, the service extension exactly what is marked")
    func seededDefinitions() throws {
        let seeds = TestTier.slice(Array(UInt64(1)...40), count: 8, salt: "extension seeds")
        // Each seed's statements are a function in a file of its own, which `main.swift` calls: the compiler's cost
        // grows faster than linearly in one function's length.
        var sources: [String: String] = [:]
        var main = "import Foundation\n\nfunc label(_ value: Any) -> String {\n"
            + "    Mirror(reflecting: value).children.first?.label ?? String(describing: value)\n}\n\n"
        var expected = ""
        for seed in seeds {
            let definitions = ExtensionDefinitions(seed: seed)
            let namespace = "Seed\(seed)"
            main += "check\(namespace)()\n"
            var statements = ""
            defer { sources["Check\(namespace).swift"] = "import Foundation\n\nfunc check\(namespace)() {\n\(statements)}\n" }
            let files = [TestSupport.file("seed\(seed).yaml", definitions.yaml)]
            let result = TestSupport.compile(files, namespace: namespace)
            let swift = try #require(result.swiftSource, "seed \(seed):\n\(definitions.yaml)\n\(result.diagnostics.map(\.message))")
            let model = try #require(Compiler.tested.check(files).catalog)
            sources["\(namespace).swift"] = swift
            func literal(_ text: String) -> String { "\"" + text.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined() + "\"" }
            // Each extension, given a notification of each category (and of one no definition declares).
            for contentExtension in model.contentExtensions {
                for id in model.categories.map(\.identifier) + ["NOT_DECLARED"] {
                    let category = model.categories.first { $0.identifier == id }
                    let userInfo = category?.payload == nil ? "[:]" : "[\"k\": \"v\"]"
                    statements += "print(label(\(namespace).ContentExtension.\(contentExtension.typeName)(context: .init(categoryIdentifier: "
                        + "\(literal(id)), userInfo: \(userInfo)))))\n"
                    expected += (contentExtension.categories.contains(id) ? category!.swiftName : "unknown") + "\n"
                }
            }
            guard model.marksMutableContent else {
                #expect(!swift.contains("ServiceExtensionPush"), "seed \(seed)")
                continue
            }
            // `category(_:)` is a case only when a category is marked.
            let marksCategories = model.categories.contains(where: \.mutableContent)
            for category in model.categories {
                statements += "do { let push = \(namespace).ServiceExtensionPush(userInfo: [\"aps\": [\"category\": \(literal(category.identifier)), "
                    + "\"alert\": \"x\", \"mutable-content\": 1], \"k\": \"v\"])\n"
                    + (marksCategories
                        ? "    if case .category(let category) = push { print(\"category \" + label(category)) } else { print(label(push)) } }\n"
                        : "    print(label(push)) }\n")
                expected += category.mutableContent ? "category \(category.swiftName)\n" : "unknown\n"
            }
            for kind in model.pushes {
                statements += "print(label(\(namespace).ServiceExtensionPush(userInfo: [\"aps\": [\"alert\": \"x\", \"mutable-content\": 1], "
                    + "\"type\": \(literal(kind.identifier)), \"k2\": \"v\"])))\n"
                expected += kind.mutableContent ? "\(kind.swiftName)\n" : "unknown\n"
            }
        }
        // The seeds draw extensions, marked categories and marked kinds.
        #expect(expected.contains("unknown\n") && expected.contains("category ") && sources.values.contains { $0.contains("ContentExtension.Content") })
        sources["main.swift"] = main
        let output = try GeneratedProgram.run(sources: sources, withStandInSDK: true)
        try #require(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == expected)
    }
}
