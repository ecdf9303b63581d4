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

    @Test("Each registration call has its own share of steps: costly files never starve another's call, and running out is reported where it happened")
    func budgetShares() {
        let list = (0..<120).map(String.init).joined(separator: ", ")
        func costly(_ name: String) -> ImportTransport.Request.Source {
            .init(path: "\(name).swift", text: """
                import UserNotifications
                func register\(name)(center: UNUserNotificationCenter) {
                    let xs = [\(list)]
                    let ys = xs.map { a in xs.map { b in xs.map { c in a } } }
                    center.setNotificationCategories([UNNotificationCategory(identifier: "\(name)", actions: [], intentIdentifiers: [], options: [])])
                }
                """)
        }
        let simple = ImportTransport.Request.Source(path: "Z.swift", text: """
            import UserNotifications
            func registerZ(center: UNUserNotificationCenter) {
                center.setNotificationCategories([UNNotificationCategory(identifier: "Z", actions: [], intentIdentifiers: [], options: [])])
            }
            """)
        // Four costly calls spent the whole budget before (2,000,000 steps, 500,000 each), and Z's call was skipped.
        let request = ImportTransport.Request(sources: ["A", "B", "C", "D"].map(costly) + [simple])
        let response = ImportReachTests.onLargeStack { Importer.run(request) }
        #expect(ImportReachTests.ids(response).contains("Z"), "\(response.files.map(\.text))")
        for name in ["A", "B", "C", "D"] {
            let here = response.diagnostics.filter { $0.path == "\(name).swift" }
            #expect(here.contains { $0.line == 4 && $0.message.contains("ran out of steps here") }, "\(here.map(\.message))")
            #expect(here.contains { $0.line == 5 && $0.message.contains("is not read whole") && $0.message.contains("\(name).swift:4") }, "\(here.map(\.message))")
        }
    }
}
