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

    /// Forty values, each the one before it twice: 2^40 bytes or elements if built.
    static let doublings = 40

    @Test("Values that double each time (Swift + and interpolation, arrays, Objective-C appends and macros) run out of steps, a step per byte or element, reported where: never the memory", arguments: [
        "swift +", "swift interpolation", "swift arrays", "objective-c local", "objective-c macro",
    ])
    func exponentialValues(_ shape: String) throws {
        let count = Self.doublings
        let source: ImportTransport.Request.Source
        func swift(_ first: String, _ next: (Int) -> String, identifier: String, actions: String) -> ImportTransport.Request.Source {
            .init(path: "App.swift", text: "import UserNotifications\nfunc register() {\n    let a0 = \(first)\n"
                + (1..<count).map { "    let a\($0) = \(next($0 - 1))\n" }.joined()
                + "    let c = UNNotificationCategory(identifier: \(identifier), actions: \(actions), intentIdentifiers: [], options: [])\n"
                + "    UNUserNotificationCenter.current().setNotificationCategories([c])\n}\n")
        }
        func objectiveC(_ definitions: String, _ body: String) -> ImportTransport.Request.Source {
            .init(path: "App.m", text: definitions + "@implementation R\n- (void)r {\n" + body
                + "    UNNotificationCategory *c = [UNNotificationCategory categoryWithIdentifier:a\(count - 1) actions:@[] intentIdentifiers:@[] options:0];\n"
                + "    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:c]];\n}\n@end\n")
        }
        switch shape {
        case "swift +": source = swift("\"xy\"", { "a\($0) + a\($0)" }, identifier: "a\(count - 1)", actions: "[]")
        case "swift interpolation": source = swift("\"xy\"", { "\"\\(a\($0))\\(a\($0))\"" }, identifier: "a\(count - 1)", actions: "[]")
        case "swift arrays":
            source = swift("[UNNotificationAction(identifier: \"a\", title: \"A\", options: [])]", { "a\($0) + a\($0)" }, identifier: "\"C\"", actions: "a\(count - 1)")
        case "objective-c local":
            source = objectiveC("", "    NSString *a0 = @\"xy\";\n" + (1..<count).map { "    NSString *a\($0) = [a\($0 - 1) stringByAppendingString:a\($0 - 1)];\n" }.joined())
        default:
            source = objectiveC("#define a0 @\"xy\"\n" + (1..<count).map { "#define a\($0) [a\($0 - 1) stringByAppendingString:a\($0 - 1)]\n" }.joined(), "")
        }
        let response = ImportReachTests.onLargeStack { Importer.run(ImportTransport.Request(sources: [source])) }
        let ranOut = response.diagnostics.first { $0.message.contains("ran out of steps here") }
        #expect(ranOut != nil && ranOut!.line > 1, "\(response.diagnostics.map(\.message))")
        // What was built is bounded by the steps: no file holds more than a share of them in bytes.
        #expect(response.files.allSatisfy { $0.text.utf8.count < Importer.stepsPerCall(sourceBytes: 0, calls: 1) * 2 })
    }

    @Test("An accessor that matches thousands of keys names four of them in its reason, and costs no more than one that matches two")
    func amplifiedReasons() throws {
        // 5,000 keys that all read as `.inviteAccept` (a String Catalog symbol): letters and digits are what symbols compare.
        let keys = (0..<5_000).map { index in
            String(String(index, radix: 2).map { $0 == "0" ? "." : "_" }.prefix(12)) + "invite" + String(repeating: "-", count: index % 7) + "accept"
        }
        var diagnostics: [Diagnostic] = []
        let text = keys.map { "\"\($0)\" = \"Accept\";\n" }.joined()
        let table = try #require(StringsTable.read(path: "Localizable.strings", text: text, diagnostics: &diagnostics))
        let actions = (0..<200).map { "UNNotificationAction(identifier: \"a\($0)\", title: String(localized: .inviteAccept), options: [])" }.joined(separator: ", ")
        let source = ImportTransport.Request.Source(path: "App.swift", text: """
            import UserNotifications
            func register() {
                let c = UNNotificationCategory(identifier: "C", actions: [\(actions)], intentIdentifiers: [], options: [])
                UNUserNotificationCenter.current().setNotificationCategories([c])
            }
            """)
        let response = ImportReachTests.onLargeStack { Importer.run(ImportTransport.Request(sources: [source], strings: [table])) }
        let reasons = response.diagnostics.filter { $0.message.contains("matches more than one key") }
        #expect(!reasons.isEmpty, "\(response.diagnostics.map(\.message))")
        #expect(reasons.allSatisfy { $0.message.utf8.count < 1_000 && $0.message.contains("and more") }, "\(reasons.map(\.message))")
        #expect(response.files.reduce(0) { $0 + $1.text.utf8.count } < 200 << 10, "at most a KiB per action")
    }
}
