@testable import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// `Payload` takes what conforms to `PayloadContent`, which generated types alone can (its `readingProblems`
/// requirement is `@_spi(ActionableGenerated)`): an app's type that claims a category or keys does not compile. One that
/// opts out of the policy (imports the SPI) and claims any category or keys is still refused: the payload's keys are
/// read back as the app reads them, so it cannot write a push that the app would not read (observed by building and
/// running the forgeries).
@Suite("Forged payload content")
struct ForgedContentTests {
    static let program = #"""
        struct ClaimsCategory: NotificationCategories.PayloadContent {
            var payloadCategory: NotificationCategories.CategoryID? { .meetingInvitation }
            var payloadKeysSource: NotificationCategories.UserInfoSource? { .category(.meetingInvitation) }
            var declaredKeys: [String: NotificationCategories.PayloadValue] { [:] }
        }

        struct WrongKeys: NotificationCategories.CategoryUserInfo {
            static var category: NotificationCategories.CategoryID { .meetingInvitation }
            var problems: [NotificationCategories.UserInfoError] { [] }
            var declaredKeys: [String: NotificationCategories.PayloadValue] { ["MEETING_ID": 42, "USER_ID": "u"] }
            init() {}
            init(userInfo: [AnyHashable: Any]) throws(NotificationCategories.UserInfoError) {}
            init(declaredKeys: [String: NotificationCategories.PayloadValue]) throws(NotificationCategories.UserInfoError) {}
            init(from decoder: any Decoder) throws {}
            func encode(to encoder: any Encoder) throws {}
        }

        struct ClaimsKind: NotificationCategories.PayloadContent {
            var payloadCategory: NotificationCategories.CategoryID? { nil }
            var payloadKeysSource: NotificationCategories.UserInfoSource? { .push(.chatEvent) }
            var declaredKeys: [String: NotificationCategories.PayloadValue] { [:] }
        }

        func attempt(_ name: String, _ payload: NotificationCategories.Payload) {
            do {
                let data = try payload.jsonData()
                print("\(name): written \(String(decoding: data, as: UTF8.self))")
            } catch NotificationCategories.PayloadError.invalidValue(let error) {
                print("\(name): refused at \(error.key)")
            } catch {
                print("\(name): refused, \(error)")
            }
        }

        attempt("claims a category", NotificationCategories.Payload(ClaimsCategory(), title: "hi"))
        attempt("writes a number for a string", NotificationCategories.Payload(WrongKeys(), title: "hi"))
        attempt("claims a kind", NotificationCategories.Payload(ClaimsKind()))
        """#

    @Test("A type of the app cannot conform to PayloadContent; one that imports the SPI and claims a category, a kind or keys it does not hold is refused with the key path")
    func forgeriesAreRefused() throws {
        let result = Compiler.tested.compile(try TestSupport.exampleFiles())
        let swift = try #require(result.swiftSource)
        var program = Self.program
        if RuntimeMode.tested == .module {
            // The forgeries' declarations alone do not compile; with the SPI import they do (the program below runs).
            // (Embedded, the file's own copy of the runtime has no SPI to gate the requirement: the run-time refusal
            // is the guard.)
            let declarations = String(Self.program[..<Self.program.range(of: "func attempt(")!.lowerBound])
            #expect(throws: GeneratedProgram.CompilationFailed.self) {
                try GeneratedProgram.check(["NotificationCategories.swift": swift, "main.swift": declarations],
                                           withStandInSDK: false, settings: [.swift6])
            }
            program = "@_spi(ActionableGenerated) import ActionableRuntime\n" + program
        }
        let output = try GeneratedProgram.runOnce(sources: ["NotificationCategories.swift": swift, "main.swift": program])
        try #require(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == """
            claims a category: refused at MEETING_ID
            writes a number for a string: refused at MEETING_ID
            claims a kind: refused at type

            """)
    }
}
