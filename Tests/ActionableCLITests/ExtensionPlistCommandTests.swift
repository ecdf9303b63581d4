import ActionableTestSupport
import Foundation
import Testing

/// `check` and `compile` compare the extensions' `Info.plist` files the configuration names with the definitions
/// (issue 49), and read no file a configuration names outside its directory.
@Suite("Extension Info.plist files on the command line")
struct ExtensionPlistCommandTests {
    static let definitions = """
        categories:
          - id: MEETING_INVITATION
            actions: [{ id: ACCEPT, title: Accept }]
        contentExtensions:
          - id: MeetingContent
            categories: [MEETING_INVITATION]
            initialContentSizeRatio: 0.5

        """

    static func plist(category: String, point: String = InfoPlistFixture.contentExtensionPoint) -> String {
        InfoPlistFixture.plist([
            "<key>UNNotificationExtensionCategory</key>", "<string>\(category)</string>",
            "<key>UNNotificationExtensionInitialContentSizeRatio</key>", "<real>0.5</real>",
        ], point: point)
    }

    static let configuration = """
        extensionPlists:
          MeetingContent: Content/Info.plist
        serviceExtensionPlist: Service/Info.plist

        """

    @Test("A typo in the plist fails check and compile at the plist's line; the fixed plist passes and compile writes")
    func typo() throws {
        let workspace = try CLI.workspace([
            "defs/categories.yaml": Self.definitions, "defs/actionable-config.yaml": Self.configuration,
            "defs/Content/Info.plist": Self.plist(category: "MEETING_INVITATON"),
            "defs/Service/Info.plist": Self.plist(category: "", point: "com.apple.usernotifications.service"),
        ])
        let check = try CLI.run(["check", "defs"], in: workspace)
        #expect(check.status == 1)
        #expect(check.standardError.contains(
            "defs/Content/Info.plist:10:4: error: content extension 'MeetingContent': its Info.plist lists category 'MEETING_INVITATON'"),
            "\(check.standardOutput)\(check.standardError)")
        let compile = try CLI.run(["compile", "defs", "--swift-out", "Out.swift"], in: workspace)
        #expect(compile.status == 1 && !FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Out.swift").path))
        try Data(Self.plist(category: "MEETING_INVITATION").utf8).write(to: workspace.appendingPathComponent("defs/Content/Info.plist"))
        #expect(try CLI.run(["check", "defs"], in: workspace).status == 0)
        #expect(try CLI.run(["compile", "defs", "--swift-out", "Out.swift"], in: workspace).status == 0)
    }

    @Test("A plist named outside the configuration's directory, or reached through a link out of it, is not read")
    func outside() throws {
        let workspace = try CLI.workspace([
            "defs/categories.yaml": Self.definitions,
            "defs/actionable-config.yaml": "extensionPlists:\n  MeetingContent: ../secret.plist\n",
            "secret.plist": Self.plist(category: "TOKEN_abc123"),
        ])
        let outside = try CLI.run(["check", "defs"], in: workspace)
        #expect(outside.status == 1)
        #expect(outside.standardError.contains("outside the directory that holds the configuration file"), "\(outside.standardError)")
        #expect(!outside.standardOutput.contains("TOKEN_abc123") && !outside.standardError.contains("TOKEN_abc123"))
        try "extensionPlists:\n  MeetingContent: Link.plist\n".write(
            to: workspace.appendingPathComponent("defs/actionable-config.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.appendingPathComponent("defs/Link.plist").path, withDestinationPath: "../secret.plist")
        let linked = try CLI.run(["check", "defs"], in: workspace)
        #expect(linked.status == 1 && linked.standardError.contains("outside the directory"), "\(linked.standardError)")
        #expect(!linked.standardOutput.contains("TOKEN_abc123") && !linked.standardError.contains("TOKEN_abc123"))
    }

    @Test("A configuration that names a content extension the definitions do not have is an invalid-setting error")
    func unknownExtension() throws {
        let workspace = try CLI.workspace([
            "defs/categories.yaml": Self.definitions,
            "defs/actionable-config.yaml": "extensionPlists:\n  MeetingContnet: Info.plist\n",
            "defs/Info.plist": Self.plist(category: "MEETING_INVITATION"),
        ])
        let check = try CLI.run(["check", "defs"], in: workspace)
        #expect(check.status == 1)
        #expect(check.standardError.contains("'extensionPlists' names 'MeetingContnet', which no content extension of the definitions is; did you mean 'MeetingContent'? [invalid-setting]"),
                "\(check.standardError)")
    }
}

/// `update-plists` writes the declarations into the plists (issue 49).
@Suite("update-plists")
struct UpdatePlistsCommandTests {
    @Test("It fixes a drifted plist, leaves an agreeing one untouched, and --check fails only while one would change")
    func update() throws {
        let drifted = ExtensionPlistCommandTests.plist(category: "MEETING_INVITATON")
        let workspace = try CLI.workspace([
            "defs/categories.yaml": ExtensionPlistCommandTests.definitions,
            "defs/actionable-config.yaml": "extensionPlists:\n  MeetingContent: Content/Info.plist\n",
            "defs/Content/Info.plist": drifted,
        ])
        let plist = workspace.appendingPathComponent("defs/Content/Info.plist")
        let stale = try CLI.run(["update-plists", "defs", "--check"], in: workspace)
        #expect(stale.status == 1 && stale.standardError.contains("[stale-output]"), "\(stale.standardError)")
        #expect(try String(contentsOf: plist, encoding: .utf8) == drifted)
        let update = try CLI.run(["update-plists", "defs"], in: workspace)
        #expect(update.status == 0, "\(update.standardError)")
        #expect(try String(contentsOf: plist, encoding: .utf8) == ExtensionPlistCommandTests.plist(category: "MEETING_INVITATION"))
        #expect(try CLI.run(["check", "defs"], in: workspace).status == 0)
        #expect(try CLI.run(["update-plists", "defs", "--check"], in: workspace).status == 0)
        // An agreeing plist is not rewritten: its modification date stays.
        let before = try FileManager.default.attributesOfItem(atPath: plist.path)[.modificationDate] as? Date
        #expect(try CLI.run(["update-plists", "defs"], in: workspace).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: plist.path)[.modificationDate] as? Date == before)
    }

    @Test("It writes no plist through a link, a directory link inside the configuration's directory included, and none while the definitions have an error")
    func refusals() throws {
        let workspace = try CLI.workspace([
            "defs/categories.yaml": ExtensionPlistCommandTests.definitions,
            "defs/actionable-config.yaml": "extensionPlists:\n  MeetingContent: Link.plist\n",
            "defs/Real.plist": ExtensionPlistCommandTests.plist(category: "X"),
        ])
        try FileManager.default.createSymbolicLink(
            atPath: workspace.appendingPathComponent("defs/Link.plist").path, withDestinationPath: "Real.plist")
        let linked = try CLI.run(["update-plists", "defs"], in: workspace)
        #expect(linked.status == 1 && linked.standardError.contains("symbolic link"), "\(linked.standardError)")
        #expect(try String(contentsOf: workspace.appendingPathComponent("defs/Real.plist"), encoding: .utf8)
                == ExtensionPlistCommandTests.plist(category: "X"))
        // A directory link (Ext -> Other), inside the directory: the plist behind it is not written.
        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("defs/Other"), withIntermediateDirectories: true)
        try Data(ExtensionPlistCommandTests.plist(category: "X").utf8).write(to: workspace.appendingPathComponent("defs/Other/Info.plist"))
        try FileManager.default.createSymbolicLink(
            atPath: workspace.appendingPathComponent("defs/Ext").path, withDestinationPath: "Other")
        try "extensionPlists:\n  MeetingContent: Ext/Info.plist\n".write(
            to: workspace.appendingPathComponent("defs/actionable-config.yaml"), atomically: true, encoding: .utf8)
        let throughDirectory = try CLI.run(["update-plists", "defs"], in: workspace)
        #expect(throughDirectory.status == 1 && throughDirectory.standardError.contains(
            "defs/actionable-config.yaml:2:3: error: the Info.plist 'defs/Ext/Info.plist' passes through the symbolic link 'defs/Ext'"),
            "\(throughDirectory.standardError)")
        #expect(try String(contentsOf: workspace.appendingPathComponent("defs/Other/Info.plist"), encoding: .utf8)
                == ExtensionPlistCommandTests.plist(category: "X"))
        // Through a link to the project itself (above the configuration's directory), it writes.
        try FileManager.default.createSymbolicLink(atPath: workspace.appendingPathComponent("project").path, withDestinationPath: "defs")
        try "extensionPlists:\n  MeetingContent: Other/Info.plist\n".write(
            to: workspace.appendingPathComponent("defs/actionable-config.yaml"), atomically: true, encoding: .utf8)
        let viaProjectLink = try CLI.run(["update-plists", "project"], in: workspace)
        #expect(viaProjectLink.status == 0, "\(viaProjectLink.standardError)")
        #expect(try String(contentsOf: workspace.appendingPathComponent("defs/Other/Info.plist"), encoding: .utf8)
                == ExtensionPlistCommandTests.plist(category: "MEETING_INVITATION"))
        try "categories: [oops".write(to: workspace.appendingPathComponent("defs/categories.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: workspace.appendingPathComponent("defs/Link.plist").path)
        try "extensionPlists:\n  MeetingContent: Real.plist\n".write(
            to: workspace.appendingPathComponent("defs/actionable-config.yaml"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["update-plists", "defs"], in: workspace).status == 1)
        #expect(try String(contentsOf: workspace.appendingPathComponent("defs/Real.plist"), encoding: .utf8)
                == ExtensionPlistCommandTests.plist(category: "X"))
    }

    @Test("A binary plist that agrees passes update-plists and its --check untouched; one that differs is to be converted")
    func binaryPlist() throws {
        let agreeing = try PropertyListSerialization.data(
            fromPropertyList: try PropertyListSerialization.propertyList(
                from: Data(ExtensionPlistCommandTests.plist(category: "MEETING_INVITATION").utf8), format: nil),
            format: .binary, options: 0)
        let workspace = try CLI.workspace([
            "defs/categories.yaml": ExtensionPlistCommandTests.definitions,
            "defs/actionable-config.yaml": "extensionPlists:\n  MeetingContent: Content/Info.plist\n",
        ])
        let plist = workspace.appendingPathComponent("defs/Content/Info.plist")
        try FileManager.default.createDirectory(at: plist.deletingLastPathComponent(), withIntermediateDirectories: true)
        try agreeing.write(to: plist)
        #expect(try CLI.run(["check", "defs"], in: workspace).status == 0)
        let checked = try CLI.run(["update-plists", "defs", "--check"], in: workspace)
        #expect(checked.status == 0, "\(checked.standardError)")
        #expect(try CLI.run(["update-plists", "defs"], in: workspace).status == 0)
        #expect(try Data(contentsOf: plist) == agreeing)

        let differing = try PropertyListSerialization.data(
            fromPropertyList: try PropertyListSerialization.propertyList(
                from: Data(ExtensionPlistCommandTests.plist(category: "MEETING").utf8), format: nil),
            format: .binary, options: 0)
        try differing.write(to: plist)
        for arguments in [["update-plists", "defs", "--check"], ["update-plists", "defs"]] {
            let refused = try CLI.run(arguments, in: workspace)
            #expect(refused.status == 1)
            #expect(refused.standardError.contains("defs/Content/Info.plist: error: a binary Info.plist is not written, and this one is "
                + "not what the definitions declare; convert it to XML (plutil -convert xml1)"), "\(refused.standardError)")
            #expect(refused.standardError.contains("[invalid-output]") && !refused.standardError.contains("[info-plist-mismatch]"))
        }
        #expect(try Data(contentsOf: plist) == differing)
    }

    @Test("The service extension's plist named as a content extension's is refused at its identifier and left as it is")
    func serviceNamedAsContent() throws {
        let service = ExtensionPlistCommandTests.plist(category: "", point: "com.apple.usernotifications.service")
        let workspace = try CLI.workspace([
            "defs/categories.yaml": ExtensionPlistCommandTests.definitions,
            "defs/actionable-config.yaml": "extensionPlists:\n  MeetingContent: Service/Info.plist\n",
            "defs/Service/Info.plist": service,
        ])
        let update = try CLI.run(["update-plists", "defs"], in: workspace)
        let line = service.components(separatedBy: "\n").firstIndex { $0.contains("usernotifications.service") }.map { $0 + 1 } ?? 0
        #expect(update.status == 1, "\(update.standardError)")
        #expect(update.standardError.contains("defs/Service/Info.plist:\(line):")
                    && update.standardError.contains("another extension's Info.plist"), "\(update.standardError)")
        #expect(try String(contentsOf: workspace.appendingPathComponent("defs/Service/Info.plist"), encoding: .utf8) == service)
    }

    /// A service extension's plist as Xcode's template writes it, with `point`.
    static func servicePlist(point: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>NSExtension</key>
        \t<dict>
        \t\t<key>NSExtensionPointIdentifier</key>
        \t\t<string>\(point)</string>
        \t\t<key>NSExtensionPrincipalClass</key>
        \t\t<string>$(PRODUCT_MODULE_NAME).NotificationService</string>
        \t</dict>
        </dict>
        </plist>

        """
    }

    @Test("An app with only a service extension: update-plists corrects its point, --check gates it, check agrees")
    func serviceOnly() throws {
        let service = "com.apple.usernotifications.service"
        let workspace = try CLI.workspace([
            "defs/categories.yaml": "categories:\n  - id: MEETING_INVITATION\n    mutableContent: true\n",
            "defs/actionable-config.yaml": "serviceExtensionPlist: MediaService/Info.plist\n",
            "defs/MediaService/Info.plist": Self.servicePlist(point: "com.apple.usernotifications.servce"),
        ])
        let plist = workspace.appendingPathComponent("defs/MediaService/Info.plist")
        let stale = try CLI.run(["update-plists", "defs", "--check"], in: workspace)
        #expect(stale.status == 1 && stale.standardError.contains("[stale-output]"), "\(stale.standardError)")
        #expect(try CLI.run(["check", "defs"], in: workspace).status == 1)
        let update = try CLI.run(["update-plists", "defs"], in: workspace)
        #expect(update.status == 0, "\(update.standardError)")
        #expect(try String(contentsOf: plist, encoding: .utf8) == Self.servicePlist(point: service))
        #expect(try CLI.run(["update-plists", "defs", "--check"], in: workspace).status == 0)
        #expect(try CLI.run(["check", "defs"], in: workspace).status == 0)
        // Without a point it is taken for no extension's plist; another extension's is refused: both are left as they are.
        let withoutPoint = Self.servicePlist(point: service).replacingOccurrences(
            of: "\t\t<key>NSExtensionPointIdentifier</key>\n\t\t<string>\(service)</string>\n", with: "")
        try Data(withoutPoint.utf8).write(to: plist)
        let pointless = try CLI.run(["update-plists", "defs"], in: workspace)
        #expect(pointless.status == 1 && pointless.standardError.contains("names no NSExtension > NSExtensionPointIdentifier"),
                "\(pointless.standardError)")
        #expect(try String(contentsOf: plist, encoding: .utf8) == withoutPoint)
        let widget = Self.servicePlist(point: "com.apple.widgetkit-extension")
        try Data(widget.utf8).write(to: plist)
        let refused = try CLI.run(["update-plists", "defs"], in: workspace)
        #expect(refused.status == 1 && refused.standardError.contains("another extension's Info.plist"), "\(refused.standardError)")
        #expect(try String(contentsOf: plist, encoding: .utf8) == widget)
    }

    @Test("The app's own Info.plist (or one with no extension point and no categories) named by mistake: one error, never written")
    func appPlistNamed() throws {
        let app = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>UIApplicationSceneManifest</key>
            \t<dict>
            \t\t<key>UIApplicationSupportsMultipleScenes</key>
            \t\t<false/>
            \t</dict>
            </dict>
            </plist>

            """
        let bare = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleName</key>\n\t<string>App</string>\n</dict>\n</plist>\n"
        for (text, setting) in [(app, "extensionPlists.MeetingContent"), (bare, "extensionPlists.MeetingContent"),
                                (app, "serviceExtensionPlist"), (bare, "serviceExtensionPlist")] {
            let configuration = setting == "serviceExtensionPlist"
                ? "serviceExtensionPlist: App/Info.plist\n" : "extensionPlists:\n  MeetingContent: App/Info.plist\n"
            let workspace = try CLI.workspace([
                "defs/categories.yaml": ExtensionPlistCommandTests.definitions, "defs/actionable-config.yaml": configuration, "defs/App/Info.plist": text,
            ])
            for arguments in [["check", "defs"], ["update-plists", "defs"], ["update-plists", "defs", "--check"]] {
                let run = try CLI.run(arguments, in: workspace)
                let errors = run.standardError.components(separatedBy: "\n").filter { $0.contains(": error: ") }
                #expect(run.status == 1 && errors.count == 1, "\(arguments) \(setting): \(run.standardError)")
                #expect(errors.first?.hasPrefix("defs/App/Info.plist:3:1: error: '\(setting)' names this Info.plist, but ") == true,
                        "\(run.standardError)")
                #expect(try String(contentsOf: workspace.appendingPathComponent("defs/App/Info.plist"), encoding: .utf8) == text)
            }
        }
    }

    @Test("A misspelled extension id gets its suggestion whether or not its file exists, from check and update-plists")
    func misspelledIdWithoutFile() throws {
        let workspace = try CLI.workspace([
            "defs/categories.yaml": ExtensionPlistCommandTests.definitions,
            "defs/actionable-config.yaml": "extensionPlists:\n  MeetingContnt: MeetingContnt/Info.plist\n",
        ])
        for arguments in [["check", "defs"], ["update-plists", "defs"]] {
            let run = try CLI.run(arguments, in: workspace)
            #expect(run.status == 1)
            #expect(run.standardError.contains(
                "defs/actionable-config.yaml:2:3: error: 'extensionPlists' names 'MeetingContnt', which no content extension of the "
                    + "definitions is; did you mean 'MeetingContent'? [invalid-setting]"), "\(arguments): \(run.standardError)")
        }
    }

    @Test("check . spells every path one way: relative to the working directory, no ./ before definitions or plists")
    func onePathSpelling() throws {
        let workspace = try CLI.workspace([
            "definitions/media.yaml": ExtensionPlistCommandTests.definitions.replacingOccurrences(
                of: "title: Accept }", with: "title: Accept, options: [foreground, foreground] }"),
            "actionable-config.yaml": "extensionPlists:\n  MeetingContent: MeetingContent/Info.plist\nserviceExtensionPlist: MediaService/Info.plist\n",
            "MeetingContent/Info.plist": ExtensionPlistCommandTests.plist(category: "MEETING_INVITATON"),
            "MediaService/Info.plist": Self.servicePlist(point: "x"),
        ])
        let run = try CLI.run(["check", "."], in: workspace)
        let located = run.standardError.components(separatedBy: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(run.status == 1 && located.count >= 3, "\(run.standardError)")
        #expect(located.contains { $0.hasPrefix("definitions/media.yaml:") } && located.contains { $0.hasPrefix("MediaService/Info.plist:") },
                "\(run.standardError)")
        #expect(!run.standardError.contains("./"), "\(run.standardError)")
    }

    /// Definitions for the plists in `Tests/Fixtures/InfoPlists`, which have the shapes real projects' have: Xcode's
    /// template (tabs, an array, `$(PRODUCT_MODULE_NAME)`, a storyboard), a string category with an integer ratio,
    /// spaces and tabs mixed and an empty `<key></key>`, a misspelled and a stale category with a flag left out, a
    /// binary plist, the app's own plist and a service extension's.
    static let fixtureDefinitions = """
        categories:
          - id: MEETING_INVITATION
          - id: MEETING_STARTING
          - id: CHAT_MESSAGE
          - id: ORDER_SHIPPED
          - id: ORDER_DELIVERED
        contentExtensions:
          - id: MeetingContent
            categories: [MEETING_INVITATION, MEETING_STARTING]
            initialContentSizeRatio: 0.5
            defaultContentHidden: true
          - id: ChatContent
            categories: [CHAT_MESSAGE]
            initialContentSizeRatio: 1
          - id: OrderContent
            categories: [ORDER_SHIPPED, ORDER_DELIVERED]
            initialContentSizeRatio: 0.75
            userInteractionEnabled: true

        """

    /// A workspace with the fixture plists under `plists/` and the definitions; the `--extension-plist` arguments of
    /// the plists named.
    static func fixtureWorkspace(_ names: [String]) throws -> (URL, [String]) {
        let workspace = try CLI.workspace(["defs.yaml": Self.fixtureDefinitions])
        try FileManager.default.copyItem(
            at: CLI.packageRoot.appendingPathComponent("Tests/Fixtures/InfoPlists"), to: workspace.appendingPathComponent("plists"))
        return (workspace, names.flatMap { ["--extension-plist", "plists/\($0)/Info.plist"] })
    }

    @Test("The build plugin's plists (--extension-plist) in real projects' shapes: every difference at its line, nothing else; the app's own plist is left alone")
    func fixtures() throws {
        let (workspace, plists) = try Self.fixtureWorkspace(["App", "Binary", "ChatContent", "MeetingContent", "Orders", "Service"])
        let check = try CLI.run(["check", "defs.yaml"] + plists, in: workspace)
        #expect(check.status == 1)
        let errors = check.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        #expect(errors == [
            "plists/Binary/Info.plist: error: content extension 'ChatContent': UNNotificationExtensionInitialContentSizeRatio is 0.6, "
                + "and the definitions give 1 [info-plist-mismatch]",
            "plists/Orders/Info.plist:10:3: error: content extension 'OrderContent': NSExtensionAttributes has no "
                + "UNNotificationExtensionUserInteractionEnabled; the definitions give true [info-plist-mismatch]",
            "plists/Orders/Info.plist:11:4: error: content extension 'OrderContent': its Info.plist does not list category "
                + "'ORDER_DELIVERED', which the definitions give it [info-plist-mismatch]",
            "plists/Orders/Info.plist:13:5: error: content extension 'OrderContent': its Info.plist lists category 'ORDER_SHIPED', "
                + "which the definitions do not give it; it stands for 'ORDER_SHIPPED', which they do and the Info.plist does not list "
                + "[info-plist-mismatch]",
            "plists/Orders/Info.plist:14:5: error: content extension 'OrderContent': its Info.plist lists category 'ORDER_CANCELLED', "
                + "which the definitions do not give it; expected one of 'ORDER_SHIPPED', 'ORDER_DELIVERED' [info-plist-mismatch]",
        ], "\(check.standardError)")
        #expect(check.standardError.hasSuffix("5 errors, 0 warnings\n"), "\(check.standardError)")
    }

    @Test("update-plists with the found plists fixes the misspelled one as Xcode writes it, leaves the others byte for byte, and refuses a binary one")
    func fixturesUpdated() throws {
        let (workspace, withBinary) = try Self.fixtureWorkspace(["App", "Binary", "ChatContent", "MeetingContent", "Orders", "Service"])
        let refused = try CLI.run(["update-plists", "defs.yaml"] + withBinary, in: workspace)
        #expect(refused.status == 1 && refused.standardError.contains("plutil -convert xml1"), "\(refused.standardError)")
        let original = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/InfoPlists")
        func bytes(_ name: String, in root: URL) throws -> Data { try Data(contentsOf: root.appendingPathComponent("\(name)/Info.plist")) }
        #expect(try bytes("Orders", in: workspace.appendingPathComponent("plists")) == bytes("Orders", in: original), "an error writes nothing")

        let xml = ["App", "ChatContent", "MeetingContent", "Orders", "Service"].flatMap { ["--extension-plist", "plists/\($0)/Info.plist"] }
        #expect(try CLI.run(["update-plists", "defs.yaml"] + xml, in: workspace).status == 0)
        for name in ["App", "ChatContent", "MeetingContent", "Service"] {
            #expect(try bytes(name, in: workspace.appendingPathComponent("plists")) == bytes(name, in: original), "\(name) changed")
        }
        let updated = String(decoding: try bytes("Orders", in: workspace.appendingPathComponent("plists")), as: UTF8.self)
        let expected = String(decoding: try bytes("Orders", in: original), as: UTF8.self)
            .replacingOccurrences(of: "<string>ORDER_SHIPED</string>", with: "<string>ORDER_SHIPPED</string>")
            .replacingOccurrences(of: "<string>ORDER_CANCELLED</string>", with: "<string>ORDER_DELIVERED</string>")
            .replacingOccurrences(of: "\t\t\t<real>0.75</real>\n", with: "\t\t\t<real>0.75</real>\n"
                + "\t\t\t<key>UNNotificationExtensionUserInteractionEnabled</key>\n\t\t\t<true/>\n")
        #expect(updated == expected)
        #expect(try CLI.run(["check", "defs.yaml"] + xml, in: workspace).status == 0)
        #expect(try CLI.run(["update-plists", "defs.yaml", "--check"] + xml, in: workspace).status == 0)
    }

    @Test("A found plist meant as a content extension's is checked whatever its extension point says; an unknown notification point is reported")
    func misspelledPoint() throws {
        let workspace = try CLI.workspace([
            "defs.yaml": ExtensionPlistCommandTests.definitions,
            "MeetingContent/Info.plist": ExtensionPlistCommandTests.plist(
                category: "MEETING_INVITATION", point: "com.apple.usernotifications.content-extensio"),
            "Other/Info.plist": InfoPlistFixture.plist([], point: "com.apple.usernotifications.servce"),
            "Widget/Info.plist": InfoPlistFixture.plist([], point: "com.apple.widgetkit-extension"),
        ])
        let check = try CLI.run(["check", "defs.yaml"] + ["MeetingContent", "Other", "Widget"].flatMap {
            ["--extension-plist", "\($0)/Info.plist"]
        }, in: workspace)
        let errors = check.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 2, "\(check.standardError)")
        #expect(errors.contains { $0.hasPrefix("MeetingContent/Info.plist:") && $0.contains("'com.apple.usernotifications.content-extensio', not") })
        #expect(errors.contains { $0.hasPrefix("Other/Info.plist:") && $0.contains("which is no notification extension's") })
    }
}
