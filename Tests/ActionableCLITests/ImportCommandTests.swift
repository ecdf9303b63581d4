import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// `actionable import`, as a user runs it: sources in, definitions written, what the app computes reported at its
/// place, and the definitions refused by `check` until it is written.
@Suite("import")
struct ImportCommandTests {
    static let registration = """
        import UserNotifications

        enum IDs {
            static let accept = "ACCEPT"
        }

        func registerCategories() {
            let accept = UNNotificationAction(identifier: IDs.accept, title: "Accept", options: [.foreground])
            let remote = UNNotificationAction(identifier: "REMOTE", title: serverTitle(), options: [])
            UNUserNotificationCenter.current().setNotificationCategories([
                UNNotificationCategory(identifier: "INVITE", actions: [accept, remote], intentIdentifiers: [], options: []),
            ])
        }
        """

    @Test("The importer this build makes reads past a deep SwiftUI view (the debug parser's default stopped at 20 levels), and a file nesting deeper than it can bound is an input-limit error at the place, nothing written")
    func deepNesting() throws {
        func view(_ depth: Int) -> String {
            "var body: some View {\n" + String(repeating: "VStack {\n", count: depth) + "Text(\"x\")\n" + String(repeating: "}\n", count: depth) + "}\n"
        }
        let registration = view(60) + Self.registration.replacingOccurrences(of: "serverTitle()", with: "\"Remote\"")
        let deep = try CLI.workspace(["App/Registration.swift": registration])
        let read = try CLI.run(["import", "App", "--output", "Notifications"], in: deep)
        #expect(read.status == 0, "\(read.standardError)")
        let text = try String(contentsOf: deep.appendingPathComponent("Notifications/Registration.yaml"), encoding: .utf8)
        #expect(text.contains("- id: INVITE"), "\(text)")
        let tooDeep = try CLI.workspace([
            "App/Registration.swift": registration,
            "App/TooDeep.swift": view(300) + "func late() { UNUserNotificationCenter.current().setNotificationCategories([]) }\n",
        ])
        let refused = try CLI.run(["import", "App", "--output", "Notifications"], in: tooDeep)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("App/TooDeep.swift:257:8: error: nesting") && refused.standardError.contains("goes more than 256 deep here")
                    && refused.standardError.contains("[input-limit]"), "\(refused.standardError)")
        #expect(!FileManager.default.fileExists(atPath: tooDeep.appendingPathComponent("Notifications").path), "nothing is written")
    }

    @Test("Targets in one folder (an app and its watch app) register in processes of their own: their calls do not replace each other's, and each file names its target")
    func targets() throws {
        func registration(_ name: String, _ categories: [String]) -> String {
            "import UserNotifications\nfunc register\(name)() {\n    UNUserNotificationCenter.current().setNotificationCategories(["
                + categories.map { "UNNotificationCategory(identifier: \"\($0)\", actions: [], intentIdentifiers: [], options: [])" }.joined(separator: ", ")
                + "])\n}\n"
        }
        let workspace = try CLI.workspace([
            "Project/App/Notifications.swift": registration("App", ["MESSAGE"]),
            "Project/Watch/WatchNotifications.swift": registration("Watch", ["MESSAGE", "WORKOUT"]),
        ])
        for arguments in [["import", "Project/App", "Project/Watch"], ["import", "Project", "--target", "Project/App", "--target", "./Project/Watch/"]] {
            let result = try CLI.run(arguments + ["--output", "Notifications"], in: workspace)
            #expect(result.status == 0 && !result.standardError.contains("warning:"), "\(arguments): \(result.standardError)")
            let watch = try String(contentsOf: workspace.appendingPathComponent("Notifications/WatchNotifications.yaml"), encoding: .utf8)
            #expect(watch.contains("# For the target in Project/Watch") && watch.contains("- id: WORKOUT") && !watch.contains("MESSAGE"), "\(watch)")
            try FileManager.default.removeItem(at: workspace.appendingPathComponent("Notifications"))
        }
        // One target: the two calls replace each other, as before.
        let oneTarget = try CLI.run(["import", "Project", "--output", "Notifications"], in: workspace)
        #expect(oneTarget.standardError.contains("is one of 2 (the others: Project/"), "\(oneTarget.standardError)")
        let misspelt = try CLI.run(["import", "Project", "--target", "Project/Wacth", "--output", "Other"], in: workspace)
        #expect(misspelt.status == 1 && misspelt.standardError.contains("Project/Wacth: error: --target names a folder that holds none"), "\(misspelt.standardError)")
    }

    @Test("A directory of sources becomes one definitions file per registering file; what the app computes is a located warning, and check refuses the marker")
    func importsAndReports() throws {
        let workspace = try CLI.workspace(["App/Registration.swift": Self.registration, "App/Other.swift": "struct Other {}\n"])
        let result = try CLI.run(["import", "App", "--output", "Notifications"], in: workspace)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("App/Registration.swift:9:68: warning: 'serverTitle()' calls something the given files do not define"),
                "\(result.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("Notifications").path)
        #expect(written == ["Registration.yaml"])
        let text = try String(contentsOf: workspace.appendingPathComponent("Notifications/Registration.yaml"), encoding: .utf8)
        #expect(text.contains("# App/Registration.swift:8\n"), "\(text)")
        let check = try CLI.run(["check", "Notifications"], in: workspace)
        #expect(check.status == 1)
        #expect(check.standardError.contains("[unresolved-import]"), "\(check.standardError)")
        // Run again: the same bytes, and the file is not rewritten.
        let path = workspace.appendingPathComponent("Notifications/Registration.yaml").path
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        _ = try CLI.run(["import", "App", "--output", "Notifications"], in: workspace)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before)
    }

    @Test("Objective-C sources and --strings: a directory's .m and .h files are read, a wrapper resolves through a UTF-16 .strings file, a malformed strings file is an error at its place and nothing is written")
    func objectiveCWithStrings() throws {
        let source = """
            #import "Keys.h"
            @implementation Registrar
            - (void)registerCategories {
                UNNotificationAction *accept = [UNNotificationAction actionWithIdentifier:ActionAccept title:L(@"invite.accept") options:0];
                [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:
                    [NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"INVITE" actions:@[accept] intentIdentifiers:@[] options:0]]];
            }
            @end
            """
        let strings = "/* Accept an invitation */\n\"invite.accept\" = \"Accept\";\n"
        let workspace = try CLI.workspace(["App/Registrar.m": source, "App/Keys.h": "#define ActionAccept @\"ACCEPT\"\n",
                                           "Broken/en.lproj/Localizable.strings": "\"a\" = \"b\""])
        let utf16 = [UInt8]([0xFF, 0xFE]) + Array(strings.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("Strings/en.lproj"), withIntermediateDirectories: true)
        try Data(utf16).write(to: workspace.appendingPathComponent("Strings/en.lproj/Localizable.strings"))
        let result = try CLI.run(["import", "App", "--strings", "Strings", "--output", "Notifications"], in: workspace)
        #expect(result.status == 0, "\(result.standardError)")
        let text = try String(contentsOf: workspace.appendingPathComponent("Notifications/Registrar.yaml"), encoding: .utf8)
        #expect(text.contains("- id: ACCEPT\n        title: { key: invite.accept, value: Accept, comment: Accept an invitation }"), "\(text)")
        let broken = try CLI.run(["import", "App", "--strings", "Broken", "--output", "Other"], in: workspace)
        #expect(broken.status == 1)
        #expect(broken.standardError.contains("Broken/en.lproj/Localizable.strings:1:10: error: not a strings file"), "\(broken.standardError)")
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Other").path))
    }

    @Test("Hostile ids and titles are escaped in the YAML and in every diagnostic line, and read back as written")
    func hostileText() throws {
        let hostile = "A\\n::warning title=x::PWN \\u{202E}"
        let source = """
            import UserNotifications
            func register() {
                UNUserNotificationCenter.current().setNotificationCategories([
                    UNNotificationCategory(identifier: "C: #x", actions: [
                        UNNotificationAction(identifier: "B\\"#: x", title: "\(hostile)", options: []),
                    ], intentIdentifiers: [], options: [])
                ])
            }
            """
        let workspace = try CLI.workspace(["App.swift": source])
        let result = try CLI.run(["import", "App.swift", "--output", "out", "--diagnostics-format", "github"], in: workspace)
        #expect(result.status == 0, "\(result.standardError)")
        let show = try CLI.run(["show", "out"], in: workspace)
        #expect(show.status == 0, "\(show.standardError)")
        #expect(show.standardOutput.contains("B\"#: x") && show.standardOutput.contains("C: #x"), "\(show.standardOutput)")
        let text = try String(contentsOf: workspace.appendingPathComponent("out/App.yaml"), encoding: .utf8)
        for line in text.split(separator: "\n") { #expect(!line.hasPrefix("::"), "\(line)") }
        #expect(text.contains("\\u202E"), "\(text)")
        let check = try CLI.run(["check", "out", "--diagnostics-format", "github"], in: workspace)
        #expect(check.status == 0, "\(check.standardError)\(check.standardOutput)")
        #expect(check.standardOutput.contains("control-characters"), "\(check.standardOutput)")
        for line in (check.standardOutput + result.standardOutput).split(separator: "\n") {
            #expect(!line.hasPrefix("::warning title=x"), "\(line)")
            #expect(!line.contains("\n"))
        }
    }

    @Test("An output directory that is a link, no registration, and no inputs are errors; nothing is written")
    func refusals() throws {
        let workspace = try CLI.workspace(["App.swift": Self.registration, "Plain.swift": "struct A {}\n", "elsewhere/.keep": ""])
        try FileManager.default.createSymbolicLink(atPath: workspace.appendingPathComponent("link").path, withDestinationPath: "elsewhere")
        // Every spelling the kernel resolves to the link itself (issue 72), and a `..` out of it.
        for spelling in ["link", "link/", "link/.", "link//", "./link/./", "elsewhere/../link/.", "link/sub/.."] {
            let linked = try CLI.run(["import", "App.swift", "--output", spelling], in: workspace)
            #expect(linked.status == 1, "\(spelling)")
            #expect(linked.standardError.contains("symbolic link"), "\(spelling): \(linked.standardError)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("elsewhere").path) == [".keep"], "\(spelling)")
        }
        let none = try CLI.run(["import", "Plain.swift", "--output", "out"], in: workspace)
        #expect(none.status == 1)
        #expect(none.standardError.contains("no setNotificationCategories call"), "\(none.standardError)")
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("out").path))
        let usage = try CLI.run(["import", "--output", "out"], in: workspace)
        #expect(usage.status == 64)
    }

    /// A registration whose text is in the strings table `Notifications`: the import needs `localizationTable`.
    static let tableRegistration = """
        import UserNotifications
        func register(center: UNUserNotificationCenter) {
            let open = UNNotificationAction(identifier: "OPEN", title: NSLocalizedString("open", tableName: "Notifications", comment: ""), options: [])
            center.setNotificationCategories([UNNotificationCategory(identifier: "C", actions: [open], intentIdentifiers: [], options: [])])
        }
        """

    @Test("The import never replaces a file it did not write: the team's configuration and definitions stay (issue 72)")
    func keepsTheTeamsFiles() throws {
        for name in ["actionable-config.yaml", "actionable-config.yml"] {
            let team = "# The team's own.\naccessLevel: public\n"
            let workspace = try CLI.workspace(["App.swift": Self.tableRegistration, "out/\(name)": team])
            let refused = try CLI.run(["import", "App.swift", "--output", "out"], in: workspace)
            #expect(refused.status == 1, "\(name)")
            #expect(refused.standardError.contains("'localizationTable: Notifications'") && refused.standardError.contains("add that line"), "\(refused.standardError)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("out").path) == [name])
            #expect(try String(contentsOf: workspace.appendingPathComponent("out/\(name)"), encoding: .utf8) == team)
            // With the line added the import writes its definitions and leaves the configuration as it is.
            let added = team + "localizationTable: Notifications\n"
            try added.write(to: workspace.appendingPathComponent("out/\(name)"), atomically: true, encoding: .utf8)
            let imported = try CLI.run(["import", "App.swift", "--output", "out"], in: workspace)
            #expect(imported.status == 0, "\(imported.standardError)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("out").path).sorted() == ["App.yaml", name].sorted())
            #expect(try String(contentsOf: workspace.appendingPathComponent("out/\(name)"), encoding: .utf8) == added)
            let check = try CLI.run(["check", "out"], in: workspace)
            #expect(check.status == 0, "\(check.standardError)")
        }
        // The team's definitions file of the same name stays; the import's own earlier files are replaced.
        let workspace = try CLI.workspace(["App.swift": Self.tableRegistration, "out/App.yaml": "categories: []\n"])
        let refused = try CLI.run(["import", "App.swift", "--output", "out"], in: workspace)
        #expect(refused.status == 1 && refused.standardError.contains("did not write"), "\(refused.standardError)")
        #expect(try String(contentsOf: workspace.appendingPathComponent("out/App.yaml"), encoding: .utf8) == "categories: []\n")
        try FileManager.default.removeItem(at: workspace.appendingPathComponent("out/App.yaml"))
        #expect(try CLI.run(["import", "App.swift", "--output", "out"], in: workspace).status == 0)
        let again = try CLI.run(["import", "App.swift", "--output", "out"], in: workspace)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("out").path).sorted() == ["App.yaml", "actionable-config.yaml"])
    }

    @Test("Text in Localizable beside a configuration that sends it to another table is an error, nothing written; without localized text the configuration stays as it is")
    func configurationOfAnotherTable() throws {
        let localizable = Self.tableRegistration.replacingOccurrences(of: ", tableName: \"Notifications\"", with: "")
        for name in ["actionable-config.yaml", "actionable-config.yml"] {
            let team = "localizationTable: Other\n"
            let workspace = try CLI.workspace(["App.swift": localizable, "out/\(name)": team])
            let refused = try CLI.run(["import", "App.swift", "--output", "out"], in: workspace)
            #expect(refused.status == 1 && refused.standardError.contains("out/\(name): error: the app looks its notification text up in the strings table 'Localizable'")
                        && refused.standardError.contains("'Other'"), "\(refused.standardError)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("out").path) == [name])
            // The same configuration beside definitions without localized text is no contradiction.
            try Self.registration.replacingOccurrences(of: "serverTitle()", with: "\"Remote\"")
                .write(to: workspace.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
            let plain = try CLI.run(["import", "App.swift", "--output", "out"], in: workspace)
            #expect(plain.status == 0, "\(plain.standardError)")
            #expect(try String(contentsOf: workspace.appendingPathComponent("out/\(name)"), encoding: .utf8) == team)
        }
    }

    @Test("A source or strings file over the 8 MiB limit is an input-limit error naming it, never imported as cut (issue 72)")
    func oversizeInputs() throws {
        let limit = InputLimits.default.maxFileBytes
        // The registration sits past the cut, after a comment that fills the limit.
        let padded = "//" + String(repeating: "x", count: limit) + "\n" + Self.registration
        let workspace = try CLI.workspace(["Big.swift": padded, "Small.swift": Self.registration,
                                           "en.lproj/Localizable.strings": "\"a\" = \"b\";\n/*" + String(repeating: " ", count: limit) + "*/\n"])
        let big = try CLI.run(["import", "Big.swift", "--output", "out"], in: workspace)
        #expect(big.status == 1)
        #expect(big.standardError.contains("Big.swift:1:1: error: file is over the limit of \(limit) bytes"), "\(big.standardError)")
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("out").path))
        let table = try CLI.run(["import", "Small.swift", "--strings", "en.lproj", "--output", "out"], in: workspace)
        #expect(table.status == 1)
        #expect(table.standardError.contains("Localizable.strings:1:1: error: file is over the limit"), "\(table.standardError)")
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("out").path))
    }
}
