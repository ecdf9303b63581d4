@testable import ActionableCore
@testable import ActionableImport
import Testing

/// `actionable import` on hostile sources (issue 72, and what the import fuzz target found): each reproducer is
/// imported whole, never traps, and what it cannot read is reported.
@Suite("Import on hostile sources")
struct HostileImportTests {
    @Test("Objective-C brackets that do not match never make a reversed range: nothing written as known, what is there reported", arguments: [
        "e){", ")){", "f){ [c setNotificationCategories:x]; }", "}", "f(){", "void f() { ) }", "@implementation A\n- (void)f ) {",
        "@implementation R-{for(setNotificationCategories:", "@implementation P-{if(setNotificationCategories:",
        "@implementation P-{while(x) [c setNotificationCategories:", "@implementation P-{do [c setNotificationCategories:s]; do",
    ])
    func unmatchedBrackets(_ text: String) {
        let response = ImportReachTests.importing(text, objectiveC: true)
        #expect(ImportReachTests.ids(response).isEmpty)
        #expect(!response.diagnostics.isEmpty)
    }

    @Test("An #available version is its numbers: the source's comments and line breaks never reach the definitions")
    func availabilityVersionText() throws {
        let response = ImportReachTests.importing("""
            import UserNotifications
            func register(center: UNUserNotificationCenter) {
                var actions: [UNNotificationAction] = []
                if #available(iOS 15 /* "}
            evil: [x] #*/ .0, *) { actions.append(UNNotificationAction(identifier: "a", title: "A", options: [])) }
                center.setNotificationCategories([UNNotificationCategory(identifier: "C", actions: actions, intentIdentifiers: [], options: [])])
            }
            """)
        let text = try #require(response.files.first?.text)
        #expect(text.contains(#"available: { iOS: "15.0" }"#), "\(text)")
        #expect(!text.contains("evil"), "\(text)")
        var diagnostics: [Diagnostic] = []
        let loaded = YAMLLoader().load(SourceFile(path: "C.yaml", contents: Array(text.utf8)), diagnostics: &diagnostics)
        guard case .document(let root) = loaded, case .mapping(let entries) = root.content else {
            Issue.record("not a mapping: \(diagnostics.map(\.message))\n\(text)")
            return
        }
        #expect(entries.compactMap { if case .scalar(let key, _) = $0.key.content { key } else { nil } } == ["actions", "categories"])
    }

    @Test("A version that is not one to three numbers is no gate: the branch is reported, not written with it",
          arguments: ["iOS 15.0.1.2", "macOS 1234567"])
    func availabilityNotAVersion(_ condition: String) {
        let response = ImportReachTests.importing("""
            import UserNotifications
            func register(center: UNUserNotificationCenter) {
                var actions: [UNNotificationAction] = []
                if #available(\(condition), *) { actions.append(UNNotificationAction(identifier: "a", title: "A", options: [])) }
                center.setNotificationCategories([UNNotificationCategory(identifier: "C", actions: actions, intentIdentifiers: [], options: [])])
            }
            """)
        let text = response.files.first?.text ?? ""
        #expect(!text.contains("available:"), "\(text)")
        #expect(!ImportReachTests.warnings(response, line: 4).isEmpty, "\(response.diagnostics.map(\.message))")
    }
}
