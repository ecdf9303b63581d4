import ActionableTestSupport
import Foundation
import Testing

/// The runtime protocols only generated types may conform to are closed to an app's own types where Swift can say so
/// (`runtime: module`): each requires a `GeneratedConformance`, whose default only a file importing the SPI sees, as a
/// generated file does. Observed by compiling an app's conformance to each: without the SPI import it is refused as not
/// conforming (and naming the proof's type is refused too); with it, the same declarations build. `CategoryResponse`,
/// which an app may adopt, is the control that stays open. (`IdentifiedCategory` and its refinements are not closed:
/// the proof would cost every category of every app a witness, APIStability.md says.)
@Suite("Protocols closed to an app's types")
struct ClosedProtocolsTests {
    /// What a generated file declares, in a file of its own that imports the SPI: the ids and the schema.
    static let generatedSide = """
        @_spi(ActionableGenerated) import ActionableRuntime

        enum AppCategoryID: String, CaseIterable, Hashable, Sendable { case a = "A" }
        enum AppSchema: PayloadSchema { typealias CategoryID = AppCategoryID }
        """

    /// An app's conformance to each closed protocol, written with every requirement an app can see.
    static let conformances: [(protocol: String, code: String)] = [
        ("CategoryRegistry", "enum Conformer: CategoryRegistry { typealias CategoryID = AppCategoryID }"),
        ("PayloadSchema", "enum Conformer: PayloadSchema { typealias CategoryID = AppCategoryID }"),
        ("NotificationResponse", """
            struct Conformer: NotificationResponse {
                let context: NotificationContext<AppCategoryID>
                init(actionIdentifier: String, userText: String?, context: NotificationContext<AppCategoryID>) {
                    self.context = context
                }
                static func unknown(
                    categoryIdentifier: String, actionIdentifier: String, userText: String?,
                    context: NotificationContext<AppCategoryID>
                ) -> Self {
                    Self(actionIdentifier: actionIdentifier, userText: userText, context: context)
                }
            }
            """),
        ("ContentExtensionNotification", """
            struct Conformer: ContentExtensionNotification { init(context: NotificationContext<AppCategoryID>) {} }
            """),
        ("ServiceExtensionInput", "struct Conformer: ServiceExtensionInput { init(userInfo: [AnyHashable: Any]) {} }"),
        ("SamplePushProviding", """
            enum Conformer: SamplePushProviding {
                static var sampleUserInfos: [(name: String, userInfo: [AnyHashable: Any])] { [] }
            }
            """),
        ("TypedUserInfo", """
            struct Conformer: TypedUserInfo {
                init(userInfo: [AnyHashable: Any]) throws(UserInfoError<AppSchema>) {}
                init(declaredKeys: [String: PayloadValue]) throws(UserInfoError<AppSchema>) {}
                var declaredKeys: [String: PayloadValue] { [:] }
                var problems: [UserInfoError<AppSchema>] { [] }
            }
            """),
        ("PayloadContent", """
            struct Conformer: PayloadContent {
                typealias Schema = AppSchema
                var payloadCategory: AppCategoryID? { nil }
                var payloadKeysSource: UserInfoSource<AppSchema>? { nil }
                var declaredKeys: [String: PayloadValue] { [:] }
                var readingProblems: [UserInfoError<AppSchema>] { [] }
            }
            """),
    ]

    static func sources(_ code: String, importingSPI: Bool) -> [String: String] {
        let importLine = importingSPI ? "@_spi(ActionableGenerated) import ActionableRuntime" : "import ActionableRuntime"
        return ["Generated.swift": generatedSide, "App.swift": importLine + "\n\n" + code + "\n"]
    }

    @Test("An app's type that conforms to a generated-only protocol does not compile; with the SPI import it does",
          arguments: TestTier.slice(conformances.map(\.protocol), count: 3, salt: "closed protocols"))
    func appConformanceIsRefused(protocolName: String) throws {
        let code = try #require(Self.conformances.first { $0.protocol == protocolName }).code
        try GeneratedProgram.check(Self.sources(code, importingSPI: true), withStandInSDK: true, settings: [.swift6])
        let refusal = #expect(throws: GeneratedProgram.CompilationFailed.self) {
            try GeneratedProgram.check(Self.sources(code, importingSPI: false), withStandInSDK: true, settings: [.swift6])
        }
        let output = refusal?.output ?? ""
        #expect(output.contains("error: type 'Conformer' does not conform to protocol '\(protocolName)'"), "\(output)")
    }

    @Test("Writing the proof by hand is refused: its type cannot be named without the SPI")
    func proofCannotBeForged() throws {
        let code = """
            struct Conformer: ServiceExtensionInput {
                init(userInfo: [AnyHashable: Any]) {}
                static var serviceExtensionConformance: GeneratedConformance { fatalError() }
            }
            """
        let refusal = #expect(throws: GeneratedProgram.CompilationFailed.self) {
            try GeneratedProgram.check(Self.sources(code, importingSPI: false), withStandInSDK: true, settings: [.swift6])
        }
        #expect(refusal?.output.contains("cannot find type 'GeneratedConformance' in scope") == true, "\(refusal?.output ?? "")")
    }

    @Test("CategoryResponse, which an app may adopt, stays open without the SPI")
    func categoryResponseStaysOpen() throws {
        let code = """
            enum Conformer: CategoryResponse {
                case opened, unknown(actionIdentifier: String)
                static var category: AppCategoryID { .a }
                init(actionIdentifier: String, userText: String?) { self = .unknown(actionIdentifier: actionIdentifier) }
            }
            """
        try GeneratedProgram.check(Self.sources(code, importingSPI: false), withStandInSDK: true, settings: [.swift6])
    }
}
