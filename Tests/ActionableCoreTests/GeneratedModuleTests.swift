@testable import ActionableCore
import Foundation
import Testing

/// The generated file where adopters put it: in a module of its own at every access level, with the
/// strictest import rules Swift offers, under `MainActor` default isolation, and used from another module.
@Suite("Generated Swift as a module")
struct GeneratedModuleTests {
    /// The upcoming features that make imports strict, which well-kept packages turn on.
    static let strictImports = [
        "-enable-upcoming-feature", "InternalImportsByDefault", "-enable-upcoming-feature", "MemberImportVisibility",
    ]

    @Test(
        "Every access level compiles without warnings, with and without the SDK, in either default isolation",
        arguments: AccessLevel.allCases, ["nonisolated", "MainActor"])
    func accessLevels(accessLevel: AccessLevel, isolation: String) throws {
        for input in ["examples", "hostile", "empty"] {
            let files = switch input {
            case "examples": try TestSupport.exampleFiles()
            case "hostile": [TestSupport.file("hostile.yaml", GeneratedCodeTests.hostileYAML)]
            default: [TestSupport.file("empty.yaml", "# nothing yet\n")]
            }
            let swift = try #require(Compiler(settings: GenerationSettings(accessLevel: accessLevel)).compile(files).swiftSource)
            for withStandInSDK in [true, false] {
                try GeneratedProgram.typecheck(
                    ["Generated.swift": swift],
                    flags: Self.strictImports + ["-default-isolation", isolation, "-package-name", "Example"],
                    withStandInSDK: withStandInSDK)
            }
        }
    }

    @Test("A public file compiles as its own module and is used from another, from nonisolated code")
    func crossModule() throws {
        let swift = try #require(Compiler(settings: GenerationSettings(accessLevel: .public)).compile(try TestSupport.exampleFiles()).swiftSource)
        let module = try GeneratedProgram.buildModule(
            named: "AppNotifications", sources: ["NotificationCategories.swift": swift],
            flags: Self.strictImports + ["-default-isolation", "MainActor"], withStandInSDK: true)
        let client = #"""
            @_spi(StandIn) import UserNotifications
            import AppNotifications
            import Foundation

            nonisolated func describe(_ response: NotificationCategories.Response) -> String {
                switch response {
                case .meetingInvitation(.acceptAction): "accepted"
                case .meetingInvitation(.commentAction(let text)): "comment " + text
                case .meetingInvitation(.dismissed): "dismissed"
                case .meetingInvitation: "other invitation response"
                case .unknown(let category, _, _): "unknown " + category
                default: "other"
                }
            }

            nonisolated func main() throws {
                NotificationCategories.register()
                let content = NotificationCategories.MeetingInvitation.makeContent(title: "Standup", body: "10:00")
                let notification = UNNotification.makeForTesting(
                    request: UNNotificationRequest(identifier: "1", content: content, trigger: nil))
                let responses = [
                    UNNotificationResponse.makeForTesting(notification: notification, actionIdentifier: "ACCEPT_ACTION"),
                    UNTextInputNotificationResponse.makeForTesting(
                        notification: notification, actionIdentifier: "COMMENT_ACTION", userText: "late"),
                    UNNotificationResponse.makeForTesting(notification: notification, actionIdentifier: UNNotificationDismissActionIdentifier),
                ]
                for response in responses { print(describe(NotificationCategories.Response(response))) }
                let payload = NotificationCategories.Payload(category: .meetingInvitation, title: "Standup", undeclaredKeys: ["id": 7])
                print(String(decoding: try payload.jsonData(), as: UTF8.self))
                print(NotificationCategories.MeetingInvitation.Action.allCases.map(\.rawValue).joined(separator: " "))
            }
            try main()
            """#
        let output = try GeneratedProgram.run(
            sources: ["main.swift": client], flags: Self.strictImports + ["-default-isolation", "MainActor"],
            withStandInSDK: true, modules: [module])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == """
            accepted
            comment late
            dismissed
            {"aps":{"alert":{"title":"Standup"},"category":"MEETING_INVITATION"},"id":7}
            ACCEPT_ACTION DECLINE_ACTION COMMENT_ACTION SNOOZE_ACTION

            """)
    }
}
