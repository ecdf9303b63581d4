@testable import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// The generated file where adopters put it: in a module of its own at every access level and with every part,
/// with the strictest import rules Swift offers, in the three settings apps build in, and used from an app
/// written the Swift 6 way. The fast tier checks a seeded slice of the access levels, parts and helpers.
@Suite("Generated Swift as a module")
struct GeneratedModuleTests {
    /// Every access level with every part in the full tier; one of those pairs in the fast tier.
    static let accessLevelsAndParts = TestTier.slice(
        AccessLevel.allCases.flatMap { level in ["app,server", "app", "server"].map { (level, $0) } }, count: 1, salt: "module parts")

    /// The upcoming features that make imports strict, which well-kept packages turn on.
    static let strictImports = [
        "-enable-upcoming-feature", "InternalImportsByDefault", "-enable-upcoming-feature", "MemberImportVisibility",
    ]

    @Test(
        "Every access level and every part compiles without warnings in the three settings, with and without the SDK",
        arguments: accessLevelsAndParts)
    func accessLevels(accessLevel: AccessLevel, parts: String) throws {
        let parts = Set(parts.split(separator: ",").compactMap { GeneratedPart(rawValue: String($0)) })
        for input in ["examples", "hostile", "empty"] {
            let files = switch input {
            case "examples": try TestSupport.exampleFiles()
            case "hostile": [TestSupport.file("hostile.yaml", GeneratedCodeTests.hostileYAML)]
            default: [TestSupport.file("empty.yaml", "# nothing yet\n")]
            }
            let settings = GenerationSettings.tested(accessLevel: accessLevel, parts: parts)
            let swift = try #require(Compiler(settings: settings).compile(files).swiftSource)
            for withStandInSDK in [true, false] {
                try GeneratedProgram.check(
                    ["Generated.swift": swift], flags: Self.strictImports + ["-package-name", "Example"], withStandInSDK: withStandInSDK,
                    settings: GeneratedProgram.Setting.allCases)
            }
        }
    }

    @Test("At every access level the helpers are not the app's to call, in another module or the file's own", arguments: TestTier.slice([
        "NotificationCategories.UserInfoKeys.self", "NotificationCategories.PayloadCodec<String>.self",
        "NotificationCategories.NotificationSystem.isDefaultAction(\"x\")", "NotificationCategories.NotificationSystem.text(nil)",
        "NotificationCategories.NotificationSystem.systemResponse(to: \"x\") as NotificationCategories.NewMessage.Response",
        "NotificationCategories.PushRecognition.isSilent([:])",
    ], count: 2, salt: "module helpers"))
    func helpersAreInternal(use: String) throws {
        let client = "import UserNotifications\n_ = NotificationCategories.MeetingInvitation.UserInfo.self\n"
        for accessLevel in [AccessLevel.public, .internal] {
            let swift = try #require(Compiler(settings: GenerationSettings.tested(accessLevel: accessLevel)).compile(try TestSupport.exampleFiles()).swiftSource)
            if accessLevel == .internal {
                // The app's own module: the file and the app's code compiled together.
                let sources = ["NotificationCategories.swift": swift, "main.swift": client]
                #expect(try GeneratedProgram.run(sources: sources, withStandInSDK: true).status == 0)
                #expect(throws: GeneratedProgram.CompilationFailed.self) {
                    try GeneratedProgram.run(sources: sources.merging(["main.swift": client + "_ = \(use)\n"]) { $1 }, withStandInSDK: true)
                }
                continue
            }
            let module = try GeneratedProgram.buildModule(
                named: "AppNotifications", sources: ["NotificationCategories.swift": swift], flags: Self.strictImports, withStandInSDK: true)
            #expect(try GeneratedProgram.run(sources: ["main.swift": "import AppNotifications\n" + client], withStandInSDK: true, modules: [module]).status == 0)
            #expect(throws: GeneratedProgram.CompilationFailed.self) {
                try GeneratedProgram.run(sources: ["main.swift": "import AppNotifications\n" + client + "_ = \(use)\n"], withStandInSDK: true, modules: [module])
            }
        }
    }

    @Test("An app that declares its own Result, Date, URL, String, ... still builds the file, in the three settings")
    func appTypesCannotBreakTheFile() throws {
        let files = try TestSupport.exampleFiles() + [TestSupport.file("nested.yaml", NestedPayloadTests.definitions)]
        let swift = try #require(Compiler.tested.compile(files).swiftSource, "\(Compiler.tested.compile(files).diagnostics.map(\.message))")
        let shadows = SwiftQualifier.modules.keys.sorted().map { "struct \($0) {}\n" }.joined()
        let main = """
            import UserNotifications
            \(shadows)
            let context = NotificationCategories.NotificationContext(requestIdentifier: "r", categoryIdentifier: "NEW_MESSAGE")
            print(NotificationCategories.Response(actionIdentifier: "LIKE_ACTION", context: context) == .newMessage(.like, context: context))
            """
        let output = try GeneratedProgram.run(sources: ["NotificationCategories.swift": swift, "main.swift": main], withStandInSDK: true)
        #expect(output.status == 0 && output.standardOutput == "true\n", "\(output.standardError)")
    }

    /// An app as Xcode 26 makes them, written as `Documentation/GeneratedSwift.md` shows: a main-actor app
    /// delegate that keeps its center, registers and merges, and main-actor delegate methods (a
    /// `@preconcurrency` conformance) that decode where the system calls them.
    static let swift6App = #"""
        @_spi(StandIn) import UserNotifications
        import AppNotifications
        import Foundation

        @MainActor final class AppDelegate: NSObject, @preconcurrency UNUserNotificationCenterDelegate {
            let center = UNUserNotificationCenter.current()
            var log: [String] = []

            func launch() async {
                NotificationCategories.register(on: center)
                // A push SDK's category stays; one the definitions retire goes.
                center.setNotificationCategories(Set(["SDK_CATEGORY", "OLD_CATEGORY"].map {
                    UNNotificationCategory(identifier: $0, actions: [], intentIdentifiers: [], options: [])
                }))
                await NotificationCategories.merge(into: center)
                center.delegate = self
            }

            func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
                handle(NotificationCategories.Response(response))
            }

            func userNotificationCenter(
                _ center: UNUserNotificationCenter, willPresent notification: UNNotification
            ) async -> UNNotificationPresentationOptions {
                guard case .success? = NotificationCategories.MeetingInvitation.userInfo(of: notification) else { return [] }
                return [.banner, .list]
            }

            func handle(_ response: NotificationCategories.Response) {
                guard case .meetingInvitation(let action, let context, let userInfo) = response else {
                    return log.append("another category")
                }
                switch action {
                case .accept: log.append("accept")
                case .decline: log.append("decline")
                case .comment(let text): log.append("comment " + text)
                case .opened: log.append("opened")
                case .dismissed: log.append("dismissed")
                case .snooze: log.append("snooze")
                case .unknown(let identifier): log.append("unknown " + identifier)
                }
                switch userInfo {
                case .success(let keys): log.append("meeting \(keys.meetingID) for \(keys.userID)")
                case .failure(let error): log.append("unreadable: \(error)")
                }
                log.append("request \(context.requestIdentifier) in thread \(context.threadID)")
            }
        }

        func notification(_ content: UNNotificationContent) -> UNNotification {
            UNNotification.makeForTesting(request: UNNotificationRequest(identifier: "n", content: content, trigger: nil))
        }

        let delegate = AppDelegate()
        await delegate.launch()
        print(await delegate.center.notificationCategories().map(\.identifier).sorted().joined(separator: " "))
        let invitation = notification(try NotificationCategories.MeetingInvitation.makeContent(for: .init(meetingID: "m-1", userID: "u-2"), title: "Review"))
        let broken = UNMutableNotificationContent()
        broken.categoryIdentifier = "MEETING_INVITATION"
        broken.userInfo = ["MEETING_ID": 42]
        for (content, action) in [(invitation, "ACCEPT_ACTION"), (notification(broken), "DECLINE_ACTION"), (invitation, "OLD_ACTION")] {
            await delegate.userNotificationCenter(delegate.center, didReceive: .makeForTesting(notification: content, actionIdentifier: action))
        }
        await delegate.userNotificationCenter(
            delegate.center,
            didReceive: UNTextInputNotificationResponse.makeForTesting(notification: invitation, actionIdentifier: "COMMENT_ACTION", userText: "late"))
        print(delegate.log.joined(separator: "\n"))
        print(await delegate.userNotificationCenter(delegate.center, willPresent: invitation) == [.banner, .list])
        print(await delegate.userNotificationCenter(delegate.center, willPresent: notification(broken)) == [])

        typealias Invitation = NotificationCategories.MeetingInvitation
        print(Invitation.Response.unknown(actionIdentifier: "ACCEPT_ACTION") == .accept)
        print([Invitation.Response.unknown(actionIdentifier: "ACCEPT_ACTION"), .accept, .accept].filter { $0 == .accept }.count)
        print(Invitation.Response(actionIdentifier: "ACCEPT_ACTION", userText: nil) == .accept)
        print(NotificationCategories.Response(categoryIdentifier: "NEW_MESSAGE", actionIdentifier: "REPLY_ACTION", userText: "hi")
            == .newMessage(.reply(userText: "hi"), context: .init(categoryIdentifier: "NEW_MESSAGE")))
        // A payload's category is its content's (it cannot be set to one whose keys it lacks).
        print(NotificationCategories.Payload(.category(.newMessage), title: "Review").category == .newMessage)
        let push = NotificationCategories.Push(userInfo: ["aps": ["content-available": 1], "since": "t-1"])
        let since = await Task.detached { if case .sync(let sync) = push { sync.since ?? "none" } else { "not a sync push" } }.value
        print(since)
        """#

    @Test("An app written the Swift 6 way builds in the three settings at every access level and behaves",
          arguments: TestTier.slice(AccessLevel.allCases, count: 1, salt: "swift 6 app"))
    func swift6App(accessLevel: AccessLevel) throws {
        var files = try TestSupport.exampleFiles()
        files.append(TestSupport.file("retired.yaml", "reserved:\n  categories: [OLD_CATEGORY]\n"))
        let swift = try #require(Compiler(settings: GenerationSettings.tested(accessLevel: accessLevel)).compile(files).swiftSource)
        // An internal file is used from its own module; a package or public one from another, built in each setting.
        var sources = ["main.swift": Self.swift6App]
        var modules: [GeneratedProgram.Module] = []
        if accessLevel == .internal {
            sources = ["NotificationCategories.swift": swift, "main.swift": Self.swift6App.replacingOccurrences(of: "import AppNotifications\n", with: "")]
        } else {
            for setting in GeneratedProgram.Setting.allCases {
                let module = try GeneratedProgram.buildModule(
                    named: "AppNotifications", sources: ["NotificationCategories.swift": swift], setting: setting,
                    flags: Self.strictImports + ["-package-name", "Example"], withStandInSDK: true)
                if setting == .swift6 { modules = [module] }
            }
        }
        let output = try GeneratedProgram.run(
            sources: sources, flags: ["-package-name", "Example"], withStandInSDK: true, modules: modules, settings: GeneratedProgram.Setting.allCases)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == """
                CHAT_MESSAGE DAILY_SUMMARY GROUP_MESSAGE MEETING_INVITATION MEETING_STARTING NEW_MESSAGE REMINDER_DUE SDK_CATEGORY
                accept
                meeting m-1 for u-2
                request n in thread 
                decline
                unreadable: MEETING_INVITATION notification: custom key 'MEETING_ID' must be a string, found the number 42
                request n in thread 
                unknown OLD_ACTION
                meeting m-1 for u-2
                request n in thread 
                comment late
                meeting m-1 for u-2
                request n in thread 
                true
                true
                false
                2
                true
                true
                true
                t-1

                """)
    }
}
