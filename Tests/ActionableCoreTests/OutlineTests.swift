import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// Documentation/GeneratedSwift.md's outline of the generated API is the contract an adopter codes against: a program
/// that uses every name it lists, with the type it gives, is built against the examples' generated file (in the
/// runtime mode this run tests) and run.
@Suite("The API outline")
struct OutlineTests {
    /// Every name of the outline, used as it says: a type annotation states each documented type, so a name or type
    /// that differs fails the build.
    static let program = #"""
        import Foundation
        #if canImport(UserNotifications)
        @_spi(StandIn) import UserNotifications
        #endif

        typealias N = NotificationCategories

        // Identifiers.
        let category: N.CategoryID = .meetingInvitation
        let action: N.ActionID = .accept
        let kind: N.PushKind = .chatEvent   // raw value "chat-event"
        print(category.rawValue, action.rawValue, kind.rawValue, N.CategoryID.allCases.count)

        // A category without payload: its actions and responses.
        let newMessageID: N.CategoryID = N.NewMessage.id
        let actions: [N.NewMessage.Action] = N.NewMessage.Action.allCases
        let actionIDs: [N.ActionID] = actions.map(\.id)
        let reply: N.NewMessage.Response = N.NewMessage.Response(actionIdentifier: "REPLY_ACTION", userText: "hi")
        let responseCategory: N.CategoryID = N.NewMessage.Response.category
        print(newMessageID.rawValue, actionIDs.count, reply == .reply(userText: "hi"), responseCategory.rawValue)
        let noActions: [N.DailySummary.Action] = N.NoAction.allCases
        print(noActions.isEmpty)
        let replyAction: N.NewMessage.Action? = N.NewMessage.Action(rawValue: "REPLY_ACTION")
        let opened: N.NewMessage.Response = .opened
        let other: N.NewMessage.Response = .unknown(actionIdentifier: "LATER")
        print(replyAction == .reply, replyAction?.rawValue == N.ActionID.reply.rawValue, opened != other)

        // A category with payload.
        let keys = N.MeetingInvitation.UserInfo(meetingID: "m-1", userID: "u-2", start: nil)
        let meetingID: String = keys.meetingID
        let start: Date? = keys.start
        let problems: [N.UserInfoError] = keys.problems
        let declaredKeys: [String: N.PayloadValue] = keys.declaredKeys
        let asUserInfo: [String: Any] = try keys.makeUserInfoDictionary()
        let decoded: Result<N.MeetingInvitation.UserInfo, N.UserInfoError> = N.MeetingInvitation.UserInfo.decoding(asUserInfo)
        let fromKeys: N.MeetingInvitation.UserInfo = try N.MeetingInvitation.UserInfo(declaredKeys: declaredKeys)
        let fromUserInfo: N.MeetingInvitation.UserInfo = try N.MeetingInvitation.UserInfo(userInfo: asUserInfo)
        print(meetingID, start == nil, problems.isEmpty, (try? decoded.get()) == keys, fromKeys == fromUserInfo)
        let categoryOfKeys: N.CategoryID = N.MeetingInvitation.UserInfo.category
        print(categoryOfKeys.rawValue)

        // A values: key's enum, named after the key, in the object that holds it.
        let chatKind: N.ChatMessage.UserInfo.Chat.Kind = N.ChatMessage.UserInfo.Chat.Kind(rawValue: "video")
        let known: [N.ChatMessage.UserInfo.Chat.Kind] = N.ChatMessage.UserInfo.Chat.Kind.allCases
        print(chatKind == .unrecognized("video"), chatKind.rawValue, known.count, N.ChatMessage.UserInfo.Chat.Kind.unknown.rawValue.isEmpty)

        // Contexts and responses.
        let context: N.NotificationContext = N.NotificationContext(
            requestIdentifier: "r-1", date: Date(timeIntervalSince1970: 0), threadID: "t", targetContentID: nil,
            categoryIdentifier: "MEETING_INVITATION", userInfo: ["MEETING_ID": "m-1", "USER_ID": "u-2", "aps": ["badge": 1]])
        let contextCategory: N.CategoryID? = context.category
        let allCustomKeys: [String: N.PayloadValue] = context.allCustomKeys
        let aps: [String: N.PayloadValue] = context.aps
        let contextUserInfo: [AnyHashable: Any] = context.userInfo
        print(contextCategory == .meetingInvitation, allCustomKeys.count, aps["badge"] == 1, contextUserInfo.count)
        let received: N.MeetingInvitation.Received = N.ReceivedResponse<N.MeetingInvitation>(
            actionIdentifier: "ACCEPT_ACTION", context: context)
        let receivedResponse: N.MeetingInvitation.Response = received.response
        let receivedKeys: Result<N.MeetingInvitation.UserInfo, N.UserInfoError> = received.userInfo
        let receivedContext: N.NotificationContext = received.context
        print(receivedResponse == .accept, (try? receivedKeys.get())?.meetingID ?? "-", receivedContext == context)
        let any: N.Response = N.Response(actionIdentifier: "ACCEPT_ACTION", context: context)
        let anyContext: N.NotificationContext = any.context
        if case .meetingInvitation(let response, context: _, userInfo: let userInfo) = any {
            print(response == .accept, (try? userInfo.get()) != nil, anyContext === context)
        }
        let byIdentifier = N.Response(categoryIdentifier: "NEW_MESSAGE", actionIdentifier: "LIKE_ACTION", userInfo: [:])
        if case .newMessage(.like, context: _) = byIdentifier { print("like") }

        // Errors.
        let error: N.UserInfoError
        switch N.MeetingInvitation.UserInfo.decoding(["MEETING_ID": 42]) {
        case .success: fatalError()
        case .failure(let failure): error = failure
        }
        let source: N.UserInfoSource = error.source
        let errorCategory: N.CategoryID? = error.category
        let expectation: N.UserInfoError.Expectation = error.expectation
        let finding: N.UserInfoError.Finding = error.finding
        print(source == .category(.meetingInvitation), errorCategory == .meetingInvitation, error.key, expectation, finding)

        // Pushes.
        let push: N.Push = N.Push(userInfo: ["aps": [:] as [String: Any], "type": "event", "room_id": "r", "event_id": "e"])
        let pushKind: N.PushKind? = push.kind
        if case .chatEvent(let event) = push {
            let room: String = event.roomID
            let unread: Int? = event.unread
            let eventProblems: [N.UserInfoError] = event.problems
            print(room, unread == nil, eventProblems.isEmpty, N.Push.ChatEvent.kind == .chatEvent)
        }
        let named: N.Push = N.Push(.chatEvent, userInfo: [:])
        if case .unknown(let payload, let pushError) = named {
            let _: [String: N.PayloadValue] = payload
            let _: N.UserInfoError? = pushError
            print("unknown", pushError?.source == .push(.chatEvent))
        }
        print(pushKind == .chatEvent)
        let categoryPush = N.Push(userInfo: ["aps": ["category": "NEW_MESSAGE"]])
        if case .category(let notification) = categoryPush {
            let id: N.CategoryID = notification.id
            print(id == .newMessage, notification == N.Push.CategoryNotification(.newMessage, userInfo: [:]))
        }
        let event = N.Push.ChatEvent(roomID: "r", eventID: "e", unread: nil)

        // The payload.
        var payload: N.Payload = N.Payload(
            keys, title: "t", subtitle: nil, body: nil, localizedTitle: nil, localizedSubtitle: nil,
            localizedBody: N.Payload.LocalizedText(key: "k", arguments: ["a"]), threadID: nil, targetContentID: nil,
            interruptionLevel: N.Payload.InterruptionLevel.timeSensitive, relevanceScore: 0.5, isMutableContent: false,
            isContentAvailable: false, badge: 1, sound: "default", undeclaredKeys: ["trace": "t-1"])
        let payloadCategory: N.CategoryID? = payload.category
        let declared: [String: N.Payload.Value] = payload.declaredKeys
        payload.sound = N.Payload.Sound.critical(name: "alarm.caf", volume: 1)
        let content: N.CategoryWithoutRequiredKeys = .newMessage
        let keylessID: N.CategoryID = content.id
        print(N.CategoryWithoutRequiredKeys(rawValue: "NEW_MESSAGE") == content, keylessID == .newMessage)
        let keyless: N.Payload = N.Payload(.category(.newMessage))
        let pushPayload: N.Payload = N.Payload(event)
        let data: Data = try payload.jsonData()
        print(payloadCategory == .meetingInvitation, declared.count, content.payloadCategory == .newMessage,
              keyless.category == .newMessage, pushPayload.category == nil, data.count <= N.Payload.maximumSize)
        do {
            _ = try N.Payload(keys, relevanceScore: 2).jsonData()
        } catch let failure as N.PayloadError {
            if case .relevanceScoreOutOfRange(2) = failure { print("out of range:", failure.description) }
        }

        #if canImport(UserNotifications) && !os(tvOS)
        // Apple platforms.
        let categories: Set<UNNotificationCategory> = N.makeCategories()
        N.register(on: .current())
        await N.merge(into: .current())
        let local: UNMutableNotificationContent = N.NewMessage.makeContent(title: "t", subtitle: "", body: "", threadID: "")
        let typed: UNMutableNotificationContent = try N.MeetingInvitation.makeContent(for: keys, title: "t")
        let notification = UNNotification.makeForTesting(request: UNNotificationRequest(identifier: "r", content: typed, trigger: nil))
        let willPresent: Result<N.MeetingInvitation.UserInfo, N.UserInfoError>? = N.MeetingInvitation.userInfo(of: notification)
        let delivered: N.NotificationContext = N.NotificationContext(notification)
        let unResponse = UNNotificationResponse.makeForTesting(notification: notification, actionIdentifier: "DECLINE_ACTION")
        let one: N.MeetingInvitation.Response? = N.MeetingInvitation.Response(unResponse)
        let whole: N.MeetingInvitation.Received? = N.MeetingInvitation.Received(unResponse)
        let all: N.Response = N.Response(unResponse)
        print(categories.count, local.categoryIdentifier, (try? willPresent?.get()) == keys, delivered.requestIdentifier,
              one == .decline, whole?.response == .decline, all.context == delivered)
        #endif
        """#

    @Test("A program that uses every name of the outline, with the types it gives, builds and runs")
    func everyNameOfTheOutlineBuilds() throws {
        let result = Compiler.tested.compile(try TestSupport.exampleFiles())
        let swift = try #require(result.swiftSource)
        let output = try GeneratedProgram.runOnce(sources: ["NotificationCategories.swift": swift, "main.swift": Self.program])
        try #require(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == """
            MEETING_INVITATION ACCEPT_ACTION chat-event 7
            NEW_MESSAGE 4 true NEW_MESSAGE
            true
            true true true
            m-1 true true true true
            MEETING_INVITATION
            true video 3 true
            true 2 true 3
            true m-1 true
            true true true
            like
            true true MEETING_ID a string the number 42
            r true true true
            unknown true
            true
            true true
            true true
            true 2 true true true true
            out of range: the relevance score 2.0 is not from 0 to 1
            7 NEW_MESSAGE true r true true true

            """)
    }

    /// 0.3.0 spellings that changed, each with the warning that must name the new one.
    static let deprecatedSpellings: [(code: String, warning: String)] = [
        ("_ = N.MeetingInvitation.makeContent(keys, title: \"t\")",
         "'makeContent(_:title:subtitle:body:threadID:)' is deprecated: use makeContent(for:title:subtitle:body:threadID:)"),
        ("_ = keys.userInfo", "'userInfo' is deprecated: use makeUserInfoDictionary()"),
        ("_ = try keys.makeUserInfo()", "'makeUserInfo()' is deprecated: renamed to 'makeUserInfoDictionary()'"),
        ("_ = keys.customKeys", "'customKeys' is deprecated: renamed to 'declaredKeys'"),
        ("_ = try? N.MeetingInvitation.UserInfo(customKeys: [:])", "'init(customKeys:)' is deprecated: replaced by 'init(declaredKeys:)'"),
        ("print((try? N.Payload(category: .newMessage, title: \"t\").jsonData()) != nil)",
         "'init(category:title:subtitle:body:localizedTitle:localizedSubtitle:localizedBody:threadID:targetContentID:interruptionLevel:relevanceScore:isMutableContent:isContentAvailable:badge:sound:undeclaredKeys:)' is deprecated: use Payload(.category(_:))"),
        ("print(N.MeetingInvitation.Received(response: .accept, userInfo: .success(keys)).response == .accept)",
         "'init(response:userInfo:)' is deprecated: replaced by 'init(response:context:userInfo:)'"),
        ("print(N.MeetingInvitation.Received(actionIdentifier: \"DECLINE_ACTION\", userInfo: userInfo).userInfo == .success(keys))",
         "'init(actionIdentifier:userText:userInfo:)' is deprecated: use init(actionIdentifier:userText:context:)"),
        ("print(error.expected == \"a string\")", "'expected' is deprecated: the words are expectation.description"),
        ("print(error.found == \"the number 42\")", "'found' is deprecated: the words are finding.description"),
        ("print(N.UserInfoError(source: .category(.meetingInvitation), key: \"K\", expected: \"x\", found: nil).description.hasSuffix(\": custom key 'K' is missing; it must be x\"))",
         "'init(source:key:expected:found:)' is deprecated: replaced by 'init(source:key:expectation:finding:)'"),
    ]

    @Test("Each 0.3.0 spelling that changed still compiles and works, with a deprecation warning that names the new one")
    func deprecatedSpellingsStillWork() throws {
        let swift = try #require(Compiler.tested.compile(try TestSupport.exampleFiles()).swiftSource)
        let main = """
            typealias N = NotificationCategories
            let keys = N.MeetingInvitation.UserInfo(meetingID: "m-1", userID: "u-2")
            let userInfo: [AnyHashable: Any] = ["MEETING_ID": "m-1", "USER_ID": "u-2"]
            let error: N.UserInfoError = N.UserInfoError(
                source: .category(.meetingInvitation), key: "MEETING_ID", expectation: .string, finding: .value(42))

            """ + Self.deprecatedSpellings.map(\.code).joined(separator: "\n") + "\n"
        let sdk = try GeneratedProgram.standInSDK.get().path
        let compilation = try CompileCache.swiftc(
            ["-swift-version", "6", "-I", sdk, "-L", sdk, "-lUserNotifications", "-o", "program"]
                + (try GeneratedProgram.runtimeFlags(withStandInSDK: true)),
            sources: ["NotificationCategories.swift": swift, "main.swift": main], kind: "swiftc")
        try #require(compilation.status == 0, "\(compilation.output)")
        let warnings = compilation.output.split(separator: "\n").filter { $0.contains(": warning: ") }
        for (code, warning) in Self.deprecatedSpellings {
            #expect(warnings.contains { $0.contains(warning) }, "no warning \(warning) for \(code):\n\(compilation.output)")
        }
        #expect(warnings.count == Self.deprecatedSpellings.count, "\(warnings.joined(separator: "\n"))")
        let output = try ProcessRunner.run(compilation.directory.appendingPathComponent("program"), [])
        #expect(output.standardOutput == "true\ntrue\ntrue\ntrue\ntrue\ntrue\n", "\(output.standardError)")
    }
}
