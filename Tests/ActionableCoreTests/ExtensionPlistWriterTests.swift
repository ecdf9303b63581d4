import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// Writing a content extension's declaration into its `Info.plist` (issue 49): a plist that already agrees comes back
/// byte for byte; otherwise only the entries that differ change, written as Xcode writes them, and the result passes
/// the check.
@Suite("Extension Info.plist writer")
struct ExtensionPlistWriterTests {
    static let declared = ExtensionPlistCheckTests.declared

    @Test("A plist that agrees comes back byte for byte, whatever its indentation and other keys")
    func unchanged() throws {
        let tabs = ExtensionPlistCheckTests.plist(ExtensionPlistCheckTests.matching)
        let spaces = tabs.replacingOccurrences(of: "\t", with: "    ")
        let mixed = tabs.replacingOccurrences(of: "\t\t\t", with: "\t    \t").replacingOccurrences(of: "</plist>\n", with: "</plist>")
        let withOthers = tabs.replacingOccurrences(
            of: "<dict>\n\t<key>NSExtension</key>",
            with: "<dict>\n\t<key></key>\n\t<string></string>\n\t<!-- kept -->\n\t<key>CFBundleName</key>\n\t<string>$(PRODUCT_NAME) &amp; co</string>\n\t<key>NSExtension</key>")
        for text in [tabs, spaces, mixed, withOthers] {
            let bytes = Array(text.utf8)
            #expect(try ExtensionPlistWriter.updated(bytes, contentExtension: Self.declared) == bytes)
        }
    }

    @Test("Entries that differ are rewritten where they are, missing ones added after their siblings, as Xcode writes")
    func edited() throws {
        let text = ExtensionPlistCheckTests.plist([
            "<key>UNNotificationExtensionCategory</key>", "<string>MEETING_INVITATON</string>",
            "<key>UNNotificationExtensionInitialContentSizeRatio</key>", "<integer>1</integer>",
            "<key>NSExtensionCustom</key>", "<string>kept</string>",
        ])
        let updated = try ExtensionPlistWriter.updated(Array(text.utf8), contentExtension: Self.declared)
        let expected = ExtensionPlistCheckTests.plist([
            "<key>UNNotificationExtensionCategory</key>", "<array>", "\t<string>MEETING_INVITATION</string>",
            "\t<string>NEW_MESSAGE</string>", "</array>", "<key>UNNotificationExtensionInitialContentSizeRatio</key>",
            "<real>0.5</real>", "<key>NSExtensionCustom</key>", "<string>kept</string>",
            "<key>UNNotificationExtensionDefaultContentHidden</key>", "<true/>",
        ])
        #expect(String(decoding: updated, as: UTF8.self) == expected)
    }

    @Test("A plist without NSExtensionAttributes, or without NSExtension, gets them, and then passes the check")
    func missingDictionaries() throws {
        let withoutAttributes = ExtensionPlistCheckTests.plist([]).replacingOccurrences(
            of: "\t\t<key>NSExtensionAttributes</key>\n\t\t<dict>\n\n\t\t</dict>\n", with: "")
        let withoutExtension = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "\t<key>CFBundleName</key>\n\t<string>X</string>\n</dict>\n</plist>\n"
        let emptyRoot = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n"
        for text in [withoutAttributes, withoutExtension, emptyRoot] {
            let updated = try ExtensionPlistWriter.updated(Array(text.utf8), contentExtension: Self.declared)
            let node = try PropertyListReader.read(updated)
            #expect(ExtensionPlistCheck.differences(node, at: "Info.plist", contentExtension: Self.declared).isEmpty,
                    "\(String(decoding: updated, as: UTF8.self))")
            // Foundation reads what was written.
            #expect(throws: Never.self) { try PropertyListSerialization.propertyList(from: Data(updated), format: nil) }
            // Written again, nothing changes.
            #expect(try ExtensionPlistWriter.updated(updated, contentExtension: Self.declared) == updated)
        }
    }

    @Test("Seeded drifted plists, once written, pass the check and keep every byte outside NSExtensionAttributes")
    func seeded() throws {
        var generator = SeededGenerator(seed: 49, salt: "plist writer")
        let pool = ["MEETING_INVITATION", "NEW_MESSAGE", "A&B", "DAILY_SUMMARY", "X<Y"]
        for round in 0..<TestTier.value(full: 300, fast: 60) {
            let declared = Model.ContentExtension(
                identifier: "X", categories: pool.filter { _ in generator.next() % 2 == 0 }.ifEmpty(["NEW_MESSAGE"]),
                initialContentSizeRatio: ["0.5", "1", "0.75"][Int(generator.next() % 3)], defaultContentHidden: generator.next() % 2 == 0,
                overridesDefaultTitle: generator.next() % 2 == 0, userInteractionEnabled: generator.next() % 2 == 0)
            var lines: [String] = []
            if generator.next() % 4 != 0 {
                lines += ["<key>UNNotificationExtensionCategory</key>", "<array>"]
                // Escaped here by hand, not by the writer's function: the test does not take the writer's word.
                lines += pool.filter { _ in generator.next() % 2 == 0 }.map { category in
                    "\t<string>" + category.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;") + "</string>"
                }
                lines.append("</array>")
            }
            if generator.next() % 3 != 0 { lines += ["<key>UNNotificationExtensionInitialContentSizeRatio</key>", "<real>2</real>"] }
            if generator.next() % 2 == 0 { lines += ["<key>UNNotificationExtensionDefaultContentHidden</key>", "<false/>"] }
            if generator.next() % 2 == 0 { lines += ["<key>Other</key>", "<string>kept</string>"] }
            let text = ExtensionPlistCheckTests.plist(lines)
            let updated = try ExtensionPlistWriter.updated(Array(text.utf8), contentExtension: declared)
            let node = try PropertyListReader.read(updated)
            #expect(ExtensionPlistCheck.differences(node, at: "Info.plist", contentExtension: declared).isEmpty,
                    "round \(round):\n\(String(decoding: updated, as: UTF8.self))")
            let head = text.range(of: "<key>NSExtensionAttributes</key>")!.upperBound
            let tail = text.range(of: "\t\t<key>NSExtensionPointIdentifier</key>")!.lowerBound
            let result = String(decoding: updated, as: UTF8.self)
            #expect(result.hasPrefix(text[..<head]) && result.hasSuffix(text[tail...]), "round \(round)")
            #expect(node["Other"] == nil && (lines.contains("<key>Other</key>") == (node["NSExtension"]?["NSExtensionAttributes"]?["Other"]?.string == "kept")))
        }
    }

    @Test("A binary plist is not written: the error says how to convert it")
    func binary() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["a": "b"], format: .binary, options: 0)
        #expect {
            _ = try ExtensionPlistWriter.updated(Array(data), contentExtension: Self.declared)
        } throws: { error in
            (error as? PropertyListError)?.message.contains("plutil -convert xml1") == true
        }
    }
}

extension Array {
    /// The array, or `fallback` when it is empty.
    fileprivate func ifEmpty(_ fallback: [Element]) -> [Element] { isEmpty ? fallback : self }
}
