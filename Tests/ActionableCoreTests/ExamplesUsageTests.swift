import Foundation
import Testing

/// `Examples/Usage` shows an app's code by hand and with the generated code (the README quotes both).
/// These tests build both against the committed `Examples/Generated` file and check that they do the same.
@Suite("Examples usage")
struct ExamplesUsageTests {
    /// The two usage files and the golden generated file, by name.
    static func sources() throws -> [String: String] {
        var sources: [String: String] = [:]
        for path in ["Examples/Usage/HandWritten.swift", "Examples/Usage/WithActionable.swift", "Examples/Generated/NotificationCategories.swift"] {
            let url = TestSupport.packageRoot.appendingPathComponent(path)
            sources[url.lastPathComponent] = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        }
        return sources
    }

    @Test("By hand and generated: the same category, the same answer to every response, the same content")
    func sameBehaviourInTheApp() throws {
        let main = #"""
            @_spi(StandIn) import UserNotifications

            let center = UNUserNotificationCenter.current()
            HandWritten.registerCategories()
            let byHand = await center.notificationCategories()
            WithActionable.registerCategories()
            let generated = await center.notificationCategories()
            print("same category:", byHand.count == 1 && generated.contains(byHand.first!))

            let handContent = HandWritten.invitationContent(title: "Design review", body: "Thursday 10:00", meetingID: "m-1", userID: "u-2")
            let generatedContent = try WithActionable.invitationContent(title: "Design review", body: "Thursday 10:00", meetingID: "m-1", userID: "u-2")
            print("same content:", [handContent.categoryIdentifier, handContent.title, handContent.body]
                == [generatedContent.categoryIdentifier, generatedContent.title, generatedContent.body]
                && ["MEETING_ID", "USER_ID"].allSatisfy { handContent.userInfo[$0] as? String == generatedContent.userInfo[$0] as? String }
                && generatedContent.userInfo.count == 2)

            let other = UNMutableNotificationContent()
            other.categoryIdentifier = "NEW_MESSAGE"
            for content in [handContent, other] {
                let notification = UNNotification.makeForTesting(
                    request: UNNotificationRequest(identifier: "id", content: content, trigger: nil))
                let identifiers = [UNNotificationDefaultActionIdentifier, UNNotificationDismissActionIdentifier]
                    + generated.first { $0.identifier == content.categoryIdentifier }!.actions.map(\.identifier) + ["RETIRED_ACTION"]
                for identifier in identifiers {
                    let response = identifier == "COMMENT_ACTION"
                        ? UNTextInputNotificationResponse.makeForTesting(notification: notification, actionIdentifier: identifier, userText: "Can we move it?")
                        : UNNotificationResponse.makeForTesting(notification: notification, actionIdentifier: identifier)
                    let answers = (await HandWritten.handle(response), await WithActionable.handle(response))
                    print(answers.0 == answers.1 ? "same:" : "DIFFERENT:", identifier, "->", answers.1)
                }
            }
            // The same JSON; the two encoders order keys differently (JSONEncoder by bytes, JSONSerialization not).
            func canonical(_ data: Data) throws -> Data {
                try JSONSerialization.data(withJSONObject: JSONSerialization.jsonObject(with: data), options: [.sortedKeys])
            }
            print("same push:", try canonical(HandWritten.invitationPush(title: "Design review", body: "Thursday", meetingID: "m-1", userID: "u-2"))
                == canonical(WithActionable.invitationPush(title: "Design review", body: "Thursday", meetingID: "m-1", userID: "u-2")))

            // A push whose keys are not what the category declares: the hand-written handler would crash on
            // `as! String`; the generated one names the key.
            let broken = UNMutableNotificationContent()
            broken.categoryIdentifier = "MEETING_INVITATION"
            broken.userInfo = ["MEETING_ID": 42, "USER_ID": "u-2"]
            let brokenNotification = UNNotification.makeForTesting(request: UNNotificationRequest(identifier: "b", content: broken, trigger: nil))
            print(await WithActionable.handle(UNNotificationResponse.makeForTesting(notification: brokenNotification, actionIdentifier: "ACCEPT_ACTION")))

            // The async delegate methods, as the system calls them.
            let delegate = AppNotificationDelegate()
            delegate.start()
            let accepted = UNNotificationResponse.makeForTesting(
                notification: UNNotification.makeForTesting(request: UNNotificationRequest(identifier: "a", content: generatedContent, trigger: nil)),
                actionIdentifier: "ACCEPT_ACTION")
            await center.delegate?.userNotificationCenter(center, didReceive: accepted)
            print("delegate:", delegate.lastAnswer ?? "nothing")
            let started = try NotificationCategories.MeetingInvitation.makeContent(
                for: .init(meetingID: "m-2", userID: "u-2", start: Date(timeIntervalSinceNow: -60)), title: "Started")
            for content in [generatedContent, started] {
                let notification = UNNotification.makeForTesting(request: UNNotificationRequest(identifier: "p", content: content, trigger: nil))
                let options = await delegate.userNotificationCenter(center, willPresent: notification)
                print("presented:", options == [.list] ? "list only" : options == [.banner, .sound, .list] ? "banner, sound, list" : "other")
            }

            // Any push, as the system hands it over: the server's silent push, a gateway's event, a category's, and others.
            func delivered(_ json: String) throws -> [AnyHashable: Any] {
                try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [AnyHashable: Any]
            }
            print(WithActionable.work(for: try delivered(String(decoding: try WithActionable.syncPush(since: "s-9"), as: UTF8.self))))
            print(WithActionable.work(for: try delivered(#"{"aps": {"alert": "New message", "mutable-content": 1}, "type": "event", "room_id": "r-1", "event_id": "e-7"}"#)))
            print(WithActionable.work(for: try delivered(#"{"aps": {"category": "NEW_MESSAGE", "alert": "Hi"}}"#)))
            print(WithActionable.work(for: try delivered(#"{"aps": {}, "type": "event", "room_id": 5, "event_id": "e-7"}"#)))
            print(WithActionable.work(for: try delivered(#"{"aps": {"alert": "Hello"}, "campaign": "spring"}"#)))
            """#
        var sources = try Self.sources()
        sources["main.swift"] = main
        let output = try GeneratedProgram.run(sources: sources, withStandInSDK: true)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == """
            same category: true
            same content: true
            same: com.apple.UNNotificationDefaultActionIdentifier -> show meeting m-1
            same: com.apple.UNNotificationDismissActionIdentifier -> ask again tomorrow
            same: ACCEPT_ACTION -> accept meeting m-1 for u-2
            same: DECLINE_ACTION -> decline meeting m-1 for u-2
            same: COMMENT_ACTION -> comment on meeting m-1: Can we move it?
            same: SNOOZE_ACTION -> snooze
            same: RETIRED_ACTION -> ignore
            same: com.apple.UNNotificationDefaultActionIdentifier -> not an invitation
            same: com.apple.UNNotificationDismissActionIdentifier -> not an invitation
            same: REPLY_ACTION -> not an invitation
            same: LIKE_ACTION -> not an invitation
            same: MARK_READ_ACTION -> not an invitation
            same: DELETE_MESSAGE_ACTION -> not an invitation
            same: RETIRED_ACTION -> not an invitation
            same push: true
            unreadable invitation: MEETING_INVITATION notification: custom key 'MEETING_ID' must be a string, found the number 42
            delegate: accept meeting m-1 for u-2
            presented: banner, sound, list
            presented: list only
            sync since s-9
            fetch event e-7 in room r-1
            a NEW_MESSAGE notification
            unreadable push: chat-event push: custom key 'room_id' must be a string, found the number 5
            unknown push with 2 keys

            """)
    }

    /// A program in which `delegate` (a `@MainActor` delegate declared in `sources`, with `start()` and
    /// `lastAnswer`) gets, as iOS calls it (on the main thread, through the completion-handler selector), a
    /// response to every action of the meeting invitation and every notification presentation; it prints the
    /// answers and how many reads of the system's objects were made off the main thread.
    static let deliveryProgram = #"""
        @_spi(StandIn) import UserNotifications

        let delegate = AppNotificationDelegate()
        delegate.start()
        let center = UNUserNotificationCenter.current()
        let content = UNMutableNotificationContent()
        content.categoryIdentifier = "MEETING_INVITATION"
        content.userInfo = ["MEETING_ID": "m-1", "USER_ID": "u-2"]
        let notification = UNNotification.makeForTesting(request: UNNotificationRequest(identifier: "n", content: content, trigger: nil))
        for identifier in ["ACCEPT_ACTION", "DECLINE_ACTION", UNNotificationDefaultActionIdentifier, "COMMENT_ACTION"] {
            let response = identifier == "COMMENT_ACTION"
                ? UNTextInputNotificationResponse.makeForTesting(notification: notification, actionIdentifier: identifier, userText: "Later?")
                : UNNotificationResponse.makeForTesting(notification: notification, actionIdentifier: identifier)
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                center.standInDeliver(response) { done.resume() }
            }
            print(delegate.lastAnswer ?? "no answer")
        }
        let options = await withCheckedContinuation { (done: CheckedContinuation<UNNotificationPresentationOptions, Never>) in
            center.standInPresent(notification) { done.resume(returning: $0) }
        }
        print("presented:", options.rawValue)
        print("reads off the main thread:", StandInReads.offMainThread)
        """#

    @Test("The documented unit test of responses builds and passes")
    func documentedUnitTest() throws {
        var sources = try Self.sources()
        sources["ResponseTests.swift"] = String(decoding: try Data(contentsOf: TestSupport.packageRoot
            .appendingPathComponent("Examples/Usage/ResponseTests.swift")), as: UTF8.self)
        sources["main.swift"] = "try responsesAreTyped()\nprint(\"ran\")\n"
        let output = try GeneratedProgram.run(sources: sources, withStandInSDK: false)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == "ran\n")
        #expect(!output.standardError.contains("failed"), "\(output.standardError)")
    }

    @Test("The documented migration check builds and passes: HandWritten's invitation is the definitions' own")
    func documentedMigrationCheck() throws {
        var sources = try Self.sources()
        sources["ResponseTests.swift"] = String(decoding: try Data(contentsOf: TestSupport.packageRoot
            .appendingPathComponent("Examples/Usage/ResponseTests.swift")), as: UTF8.self)
        sources["main.swift"] = "await theDefinitionsRegisterWhatTheAppRegistered()\nprint(\"ran\")\n"
        let output = try GeneratedProgram.run(sources: sources, withStandInSDK: true)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == "ran\n")
        #expect(!output.standardError.contains("failed"), "\(output.standardError)")
    }

    @Test("The documented delegate, called as iOS calls it, reads the response and notification on the main thread only")
    func documentedDelegateStaysOnTheMainThread() throws {
        var sources = try Self.sources()
        sources["main.swift"] = Self.deliveryProgram
        let output = try GeneratedProgram.run(sources: sources, withStandInSDK: true)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == """
            accept meeting m-1 for u-2
            decline meeting m-1 for u-2
            show meeting m-1
            comment on meeting m-1: Later?
            presented: 26
            reads off the main thread: 0

            """)
    }

    @Test("The delegate the documentation used to show (nonisolated async methods) is caught reading off the main thread")
    func nonisolatedDelegateIsCaught() throws {
        var sources = try Self.sources()
        let documented = try #require(sources["WithActionable.swift"])
        sources["WithActionable.swift"] = documented
            .replacingOccurrences(of: "@preconcurrency UNUserNotificationCenterDelegate", with: "UNUserNotificationCenterDelegate")
            .replacingOccurrences(of: """
                    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
                        lastAnswer = WithActionable.answer(to: NotificationCategories.Response(response))
                    }
                """, with: """
                    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
                        let answer = WithActionable.answer(to: NotificationCategories.Response(response))
                        await MainActor.run { lastAnswer = answer }
                    }
                """)
            .replacingOccurrences(of: """
                    func userNotificationCenter(
                        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
                """, with: """
                    nonisolated func userNotificationCenter(
                        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
                """)
        #expect(sources["WithActionable.swift"] != documented)
        sources["main.swift"] = Self.deliveryProgram
        let output = try GeneratedProgram.run(sources: sources, withStandInSDK: true)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(!output.standardOutput.contains("reads off the main thread: 0\n"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("accept meeting m-1 for u-2"))
    }

    @Test("On a server without UserNotifications, both build the same push, and the generated one checks it")
    func sameBehaviourOnTheServer() throws {
        let main = #"""
            import Foundation

            let push = try WithActionable.invitationPush(title: "Design review", body: "Thursday", meetingID: "m-1", userID: "u-2")
            print(String(decoding: push, as: UTF8.self))
            // The same JSON; the two encoders order keys differently (JSONEncoder by bytes, JSONSerialization not).
            func canonical(_ data: Data) throws -> Data {
                try JSONSerialization.data(withJSONObject: JSONSerialization.jsonObject(with: data), options: [.sortedKeys])
            }
            print("same push:", try canonical(HandWritten.invitationPush(title: "Design review", body: "Thursday", meetingID: "m-1", userID: "u-2"))
                == canonical(push))
            typealias Payload = NotificationCategories.Payload
            let checks: [(String, Payload)] = [
                ("too large", Payload(.category(.newMessage), body: String(repeating: "é", count: 2100))),
                ("aps key", Payload(.category(.newMessage), undeclaredKeys: ["aps": "mine"])),
                ("relevance", Payload(.category(.newMessage), relevanceScore: 1.5)),
                ("not finite", Payload(.category(.newMessage), undeclaredKeys: ["x": .double(.infinity)])),
            ]
            for (name, payload) in checks {
                do { _ = try payload.jsonData(); print(name, "accepted") } catch let problem as NotificationCategories.PayloadError {
                    print(name, problem)
                } catch is EncodingError {
                    print(name, "EncodingError")
                }
            }
            let full = Payload(
                .category(.reminderDue), title: "Pay rent", subtitle: "Home", body: "Due today", threadID: "bills",
                targetContentID: "reminder/7", interruptionLevel: .passive, relevanceScore: 0.25, isMutableContent: true,
                badge: 3, sound: "default", undeclaredKeys: ["reminder": ["id": 7, "tags": ["home", "money"], "done": false, "due": .null]])
            print(String(decoding: try full.jsonData(), as: UTF8.self))
            let localized = Payload(
                .category(.newMessage), localizedTitle: .init(key: "message.from", arguments: ["Anna"]),
                localizedSubtitle: .init(key: "message.subtitle"), localizedBody: .init(key: "message.body", arguments: ["3", "Anna"]))
            print(String(decoding: try localized.jsonData(), as: UTF8.self))
            // A silent push; a critical alert's sound, and one whose volume is out of range.
            print(String(decoding: try Payload(.category(.reminderDue), isContentAvailable: true).jsonData(), as: UTF8.self))
            print(String(decoding: try Payload(.category(.reminderDue), title: "Fire", sound: .critical(name: "alarm.caf", volume: 0.8)).jsonData(), as: UTF8.self))
            do { _ = try Payload(.category(.reminderDue), sound: .critical(name: "default", volume: 2)).jsonData() } catch { print(error) }
            // A payload's category is its content's: it cannot be set to another (NestedPayloadTests.readValuesWriteBack).
            print(Payload(.category(.reminderDue)).category == .reminderDue)
            // 4,041 bytes of body make a payload of exactly 4,096 bytes, APNs' limit; one more is too many.
            print(try Payload(.category(.reminderDue), body: String(repeating: "x", count: 4041)).jsonData().count)
            do { _ = try Payload(.category(.reminderDue), body: String(repeating: "x", count: 4042)).jsonData() } catch {
                print(error)
            }
            """#
        var sources = try Self.sources()
        sources["main.swift"] = main
        let output = try GeneratedProgram.run(sources: sources, withStandInSDK: false)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == #"""
            {"MEETING_ID":"m-1","USER_ID":"u-2","aps":{"alert":{"body":"Thursday","title":"Design review"},"category":"MEETING_INVITATION","interruption-level":"time-sensitive"}}
            same push: true
            too large the payload is 4274 bytes, more than APNs' 4096
            aps key undeclaredKeys has the key "aps", which belongs to the system
            relevance the relevance score 1.5 is not from 0 to 1
            not finite EncodingError
            {"aps":{"alert":{"body":"Due today","subtitle":"Home","title":"Pay rent"},"badge":3,"category":"REMINDER_DUE","interruption-level":"passive","mutable-content":1,"relevance-score":0.25,"sound":"default","target-content-id":"reminder/7","thread-id":"bills"},"reminder":{"done":false,"due":null,"id":7,"tags":["home","money"]}}
            {"aps":{"alert":{"loc-args":["3","Anna"],"loc-key":"message.body","subtitle-loc-key":"message.subtitle","title-loc-args":["Anna"],"title-loc-key":"message.from"},"category":"NEW_MESSAGE","mutable-content":1}}
            {"aps":{"category":"REMINDER_DUE","content-available":1}}
            {"aps":{"alert":{"title":"Fire"},"category":"REMINDER_DUE","sound":{"critical":1,"name":"alarm.caf","volume":0.8}}}
            the critical sound's volume 2.0 is not from 0 to 1
            true
            4096
            the payload is 4097 bytes, more than APNs' 4096

            """#)
    }
}
