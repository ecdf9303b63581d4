import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// An extension's real `Info.plist` against the definitions (issue 49): every difference at its line, nothing else.
@Suite("Extension Info.plist checks")
struct ExtensionPlistCheckTests {
    static let declared = Model.ContentExtension(
        identifier: "MeetingContent", categories: ["MEETING_INVITATION", "NEW_MESSAGE"], initialContentSizeRatio: "0.5",
        defaultContentHidden: true)

    /// The template's plist (``InfoPlistFixture``): its attributes start on line 9.
    static func plist(_ attributes: [String], point: String = ExtensionPlistCheck.contentExtensionPoint) -> String {
        InfoPlistFixture.plist(attributes, point: point)
    }

    static let matching = [
        "<key>UNNotificationExtensionCategory</key>", "<array>", "\t<string>MEETING_INVITATION</string>",
        "\t<string>NEW_MESSAGE</string>", "</array>", "<key>UNNotificationExtensionInitialContentSizeRatio</key>",
        "<real>0.5</real>", "<key>UNNotificationExtensionDefaultContentHidden</key>", "<true/>",
    ]

    static func check(_ text: String) throws -> [String] {
        let node = try PropertyListReader.read(Array(text.utf8))
        return ExtensionPlistCheck.differences(node, at: "Info.plist", contentExtension: declared).map { diagnostic in
            "\(diagnostic.location.position?.line ?? 0) \(diagnostic.message)"
        }
    }

    @Test("A plist that says what the definitions say has no difference, in XML and in binary")
    func matches() throws {
        #expect(try Self.check(Self.plist(Self.matching)).isEmpty)
        let data = try PropertyListSerialization.data(
            fromPropertyList: try PropertyListSerialization.propertyList(from: Data(Self.plist(Self.matching).utf8), format: nil),
            format: .binary, options: 0)
        let node = try PropertyListReader.read(Array(data))
        #expect(ExtensionPlistCheck.differences(node, at: "Info.plist", contentExtension: Self.declared).isEmpty)
        // One category as a string, the ratio as an integer equal to the declared number, a false flag written out.
        let one = Model.ContentExtension(identifier: "C", categories: ["NEW_MESSAGE"], initialContentSizeRatio: "1.0")
        let text = Self.plist([
            "<key>UNNotificationExtensionCategory</key>", "<string>NEW_MESSAGE</string>",
            "<key>UNNotificationExtensionInitialContentSizeRatio</key>", "<integer>1</integer>",
            "<key>UNNotificationExtensionUserInteractionEnabled</key>", "<false/>",
        ])
        let read = try PropertyListReader.read(Array(text.utf8))
        #expect(ExtensionPlistCheck.differences(read, at: "Info.plist", contentExtension: one).isEmpty)
    }

    @Test("A typo, a stale category, a missing one, a wrong ratio and flag: each at its own line, nothing else")
    func differences() throws {
        let found = try Self.check(Self.plist([
            "<key>UNNotificationExtensionCategory</key>", "<array>", "\t<string>MEETING_INVITATON</string>",
            "\t<string>OLD_CATEGORY</string>", "</array>", "<key>UNNotificationExtensionInitialContentSizeRatio</key>",
            "<real>0.75</real>", "<key>UNNotificationExtensionOverridesDefaultTitle</key>", "<true/>",
        ]))
        #expect(found == [
            "11 content extension 'MeetingContent': its Info.plist lists category 'MEETING_INVITATON', which the definitions do not give it; it stands for 'MEETING_INVITATION', which they do and the Info.plist does not list",
            "12 content extension 'MeetingContent': its Info.plist lists category 'OLD_CATEGORY', which the definitions do not give it; expected one of 'MEETING_INVITATION', 'NEW_MESSAGE'",
            "9 content extension 'MeetingContent': its Info.plist does not list category 'NEW_MESSAGE', which the definitions give it",
            "15 content extension 'MeetingContent': UNNotificationExtensionInitialContentSizeRatio is 0.75, and the definitions give 0.5",
            "8 content extension 'MeetingContent': NSExtensionAttributes has no UNNotificationExtensionDefaultContentHidden; the definitions give true",
            "17 content extension 'MeetingContent': UNNotificationExtensionOverridesDefaultTitle is true, and the definitions give false",
        ])
    }

    @Test("The wrong extension point, and a service extension's plist checked for its own")
    func extensionPoints() throws {
        let found = try Self.check(Self.plist(Self.matching, point: ExtensionPlistCheck.serviceExtensionPoint))
        #expect(found == ["20 content extension 'MeetingContent': NSExtensionPointIdentifier is 'com.apple.usernotifications.service', not 'com.apple.usernotifications.content-extension'"])
        let service = try PropertyListReader.read(Array(Self.plist([], point: ExtensionPlistCheck.serviceExtensionPoint).utf8))
        #expect(ExtensionPlistCheck.serviceDifferences(service, at: "Info.plist").isEmpty)
        let content = try PropertyListReader.read(Array(Self.plist(Self.matching).utf8))
        #expect(ExtensionPlistCheck.serviceDifferences(content, at: "Info.plist").map(\.location.position?.line) == [20])
    }

    @Test("Seeded plists drift from seeded declarations: the check reports exactly the drifts made, each at its line")
    func seededDrift() throws {
        var generator = SeededGenerator(seed: 49, salt: "extension plists")
        // Names far apart, so that no unknown category is read as a misspelling of a missing one (`differences()`
        // covers that case).
        let pool = ["MEETING_INVITATION", "NEW_MESSAGE", "DAILY_SUMMARY", "REMINDER_DUE", "GROUP_CHAT", "FRIEND_REQUEST",
                    "PAYMENT_RECEIVED", "ORDER_SHIPPED"]
        for round in 0..<TestTier.value(full: 300, fast: 60) {
            let declaredCategories = pool.filter { _ in generator.next() % 2 == 0 }
            guard !declaredCategories.isEmpty else { continue }
            let declared = Model.ContentExtension(
                identifier: "X", categories: declaredCategories, initialContentSizeRatio: ["0.5", "1", "0.75"][Int(generator.next() % 3)],
                defaultContentHidden: generator.next() % 2 == 0, overridesDefaultTitle: generator.next() % 2 == 0,
                userInteractionEnabled: generator.next() % 2 == 0)
            // The plist lists a random subset of the declared categories and some others; each difference is expected.
            var lines = ["<key>UNNotificationExtensionCategory</key>", "<array>"]
            var expected = 0
            var listed: Set<String> = []
            for category in pool.shuffled(using: &generator) where generator.next() % 3 != 0 {
                lines.append("\t<string>\(category)</string>")
                listed.insert(category)
                if !declaredCategories.contains(category) { expected += 1 }
            }
            expected += declaredCategories.filter { !listed.contains($0) }.count
            lines += ["</array>", "<key>UNNotificationExtensionInitialContentSizeRatio</key>"]
            let ratio = generator.next() % 4 == 0 ? "2" : declared.initialContentSizeRatio
            lines.append("<real>\(ratio)</real>")
            if ratio != declared.initialContentSizeRatio { expected += 1 }
            for (key, value) in [("DefaultContentHidden", declared.defaultContentHidden), ("OverridesDefaultTitle", declared.overridesDefaultTitle),
                                 ("UserInteractionEnabled", declared.userInteractionEnabled)] {
                switch generator.next() % 3 {
                case 0: if value { expected += 1 }  // left out: read as false
                case 1:
                    lines += ["<key>UNNotificationExtension\(key)</key>", value ? "<true/>" : "<false/>"]
                default:
                    lines += ["<key>UNNotificationExtension\(key)</key>", value ? "<false/>" : "<true/>"]
                    expected += 1
                }
            }
            let text = Self.plist(lines)
            let diagnostics = ExtensionPlistCheck.differences(
                try PropertyListReader.read(Array(text.utf8)), at: "Info.plist", contentExtension: declared)
            #expect(diagnostics.count == expected, "round \(round): \(diagnostics.map(\.message))\n\(text)")
            let textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for diagnostic in diagnostics {
                // Every difference points at a line that holds a category, a key or a value of the attributes.
                let line = try #require(diagnostic.location.position?.line)
                #expect((8...textLines.count).contains(line) && textLines[line - 1].contains("<"), "\(diagnostic.message)")
            }
        }
    }
}
