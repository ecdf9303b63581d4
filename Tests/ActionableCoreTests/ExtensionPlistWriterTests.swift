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

    @Test("A category list changes line by line: unchanged items keep their lines, new lines the file's indentation")
    func categoryLines() throws {
        // The case: one misspelled category in a space-indented file; and items added, removed and replaced
        // at the start, the middle and the end, in files indented with tabs, two spaces and four.
        let cases: [(have: [String], want: [String])] = [
            (["MEETING_INVITATON", "NEW_MESSAGE", "DAILY"], ["MEETING_INVITATION", "NEW_MESSAGE", "DAILY"]),
            (["A", "B", "C"], ["A", "C"]), (["A", "B", "C"], ["B", "C"]), (["A", "B", "C"], ["A", "B"]),
            (["A", "C"], ["A", "B", "C"]), (["B", "C"], ["A", "B", "C"]), (["A", "B"], ["A", "B", "C"]),
            (["A", "X", "Y", "D"], ["A", "B", "D"]), (["A"], ["B"]), (["A", "B"], ["A"]),
        ]
        for step in ["\t", "  ", "    "] {
            for (have, want) in cases {
                let declared = Model.ContentExtension(identifier: "X", categories: want, initialContentSizeRatio: "1")
                let text = ExtensionPlistCheckTests.plist([
                    "<key>UNNotificationExtensionCategory</key>", "<array>",
                ] + have.map { "\t<string>\($0)</string>" } + [
                    "</array>", "<key>UNNotificationExtensionInitialContentSizeRatio</key>", "<real>1</real>",
                ]).replacingOccurrences(of: "\t", with: step)
                let written = String(decoding: try ExtensionPlistWriter.updated(Array(text.utf8), contentExtension: declared), as: UTF8.self)
                let item = String(repeating: step, count: 4)
                // The lines expected: the file's, with the array's items those declared, each at the items' indentation.
                let expected = text.replacingOccurrences(
                    of: have.map { "\(item)<string>\($0)</string>\n" }.joined(),
                    with: want.map { "\(item)<string>\($0)</string>\n" }.joined())
                #expect(written == expected, "\(have) → \(want), step \(step.debugDescription):\n\(written)")
                let node = try PropertyListReader.read(Array(written.utf8))
                #expect(ExtensionPlistCheck.differences(node, at: "Info.plist", contentExtension: declared).isEmpty)
                // Only the lines of items that changed differ: the common ones are the same lines, byte for byte.
                let before = text.split(separator: "\n", omittingEmptySubsequences: false)
                let after = written.split(separator: "\n", omittingEmptySubsequences: false)
                let kept = Set(before).intersection(after)
                #expect(after.filter { !kept.contains($0) }.count <= Set(want).subtracting(have).count)
            }
        }
    }

    @Test("New lines take the file's indentation step: an array replacing one string, an empty array, a new entry")
    func indentationStep() throws {
        for step in ["\t", "  ", "    "] {
            for attributes in [
                ["<key>UNNotificationExtensionCategory</key>", "<string>OLD</string>"],
                ["<key>UNNotificationExtensionCategory</key>", "<array/>"],
                ["<key>UNNotificationExtensionCategory</key>", "<array>", "</array>"],
                [String](),
            ] {
                let text = ExtensionPlistCheckTests.plist(attributes).replacingOccurrences(of: "\t", with: step)
                let written = String(
                    decoding: try ExtensionPlistWriter.updated(Array(text.utf8), contentExtension: Self.declared), as: UTF8.self)
                let node = try PropertyListReader.read(Array(written.utf8))
                #expect(ExtensionPlistCheck.differences(node, at: "Info.plist", contentExtension: Self.declared).isEmpty)
                for line in written.split(separator: "\n") {
                    let indentation = line.prefix { $0 == " " || $0 == "\t" }
                    #expect(indentation.count % step.count == 0 && indentation.allSatisfy { String($0) == step.prefix(1) },
                            "step \(step.debugDescription): \(line.debugDescription) in\n\(written)")
                }
                #expect(written.contains(String(repeating: step, count: 4) + "<string>NEW_MESSAGE</string>\n"), "\(written)")
            }
        }
    }

    @Test("A plist without NSExtensionAttributes gets them, and then passes the check; one that is no extension's is refused")
    func missingDictionaries() throws {
        let withoutAttributes = ExtensionPlistCheckTests.plist([]).replacingOccurrences(
            of: "\t\t<key>NSExtensionAttributes</key>\n\t\t<dict>\n\n\t\t</dict>\n", with: "")
        let emptyAttributes = ExtensionPlistCheckTests.plist([]).replacingOccurrences(
            of: "\t\t<dict>\n\n\t\t</dict>\n", with: "\t\t<dict/>\n")
        // No NSExtension, an empty one, the app's own: not an extension's plist, so never turned into one.
        let withoutExtension = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "\t<key>CFBundleName</key>\n\t<string>X</string>\n</dict>\n</plist>\n"
        let emptyRoot = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n"
        let emptyExtension = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "\t<key>NSExtension</key>\n\t<dict/>\n</dict>\n</plist>\n"
        let app = ExtensionPlistCheckTests.plist(ExtensionPlistCheckTests.matching).replacingOccurrences(
            of: "<dict>\n\t<key>NSExtension</key>",
            with: "<dict>\n\t<key>UIApplicationSceneManifest</key>\n\t<dict/>\n\t<key>NSExtension</key>")
        for text in [withoutExtension, emptyRoot, emptyExtension, app] {
            #expect(throws: PropertyListError.self) {
                _ = try ExtensionPlistWriter.updated(Array(text.utf8), contentExtension: Self.declared)
            }
            #expect(throws: PropertyListError.self) { _ = try ExtensionPlistWriter.updatedServicePlist(Array(text.utf8)) }
            #expect(ExtensionPlistCheck.notAnExtensionsPlist(try PropertyListReader.read(Array(text.utf8))) != nil)
        }
        for text in [withoutAttributes, emptyAttributes] {
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

    @Test("A missing, non-string or misspelled NSExtensionPointIdentifier of a plist that lists categories is written")
    func extensionPoint() throws {
        let matching = ExtensionPlistCheckTests.plist(ExtensionPlistCheckTests.matching)
        let pointLines = "\t\t<key>NSExtensionPointIdentifier</key>\n\t\t<string>\(ExtensionPlistCheck.contentExtensionPoint)</string>\n"
        #expect(matching.contains(pointLines))
        let withoutPoint = matching.replacingOccurrences(of: pointLines, with: "")
        let notString = matching.replacingOccurrences(
            of: "<string>\(ExtensionPlistCheck.contentExtensionPoint)</string>", with: "<integer>3</integer>")
        let misspelled = ExtensionPlistCheckTests.plist(
            ExtensionPlistCheckTests.matching, point: "com.apple.usernotifications.content-extensio")
        for text in [withoutPoint, notString, misspelled] {
            #expect(try !ExtensionPlistCheckTests.check(text).isEmpty, "the fixture differs before it is written")
            let updated = try ExtensionPlistWriter.updated(Array(text.utf8), contentExtension: Self.declared)
            let written = String(decoding: updated, as: UTF8.self)
            #expect(try ExtensionPlistCheckTests.check(written).isEmpty, "\(written)")
            #expect(throws: Never.self) { try PropertyListSerialization.propertyList(from: Data(updated), format: nil) }
            #expect(try ExtensionPlistWriter.updated(updated, contentExtension: Self.declared) == updated)
        }
        // A missing entry goes after NSExtension's last one; a wrong value is replaced where it is.
        let end = "\t</dict>\n</dict>\n</plist>\n"
        #expect(withoutPoint.hasSuffix(end))
        #expect(String(decoding: try ExtensionPlistWriter.updated(Array(withoutPoint.utf8), contentExtension: Self.declared),
                       as: UTF8.self) == withoutPoint.dropLast(end.count) + pointLines + end)
        for text in [notString, misspelled] {
            #expect(String(decoding: try ExtensionPlistWriter.updated(Array(text.utf8), contentExtension: Self.declared),
                           as: UTF8.self) == matching)
        }
    }

    @Test("A plist of the service extension's point, or of another that lists no category, is refused at its identifier")
    func otherExtensionPoint() throws {
        let service = ExtensionPlistCheck.serviceExtensionPoint
        for (point, attributes) in [
            (service, []), (service, ExtensionPlistCheckTests.matching), ("com.apple.widgetkit-extension", []), ("", []),
        ] {
            let text = ExtensionPlistCheckTests.plist(attributes, point: point)
            let line = text.components(separatedBy: "\n").firstIndex { $0.contains("<string>\(point)</string>") }.map { $0 + 1 }
            #expect {
                _ = try ExtensionPlistWriter.updated(Array(text.utf8), contentExtension: Self.declared)
            } throws: { error in
                guard let error = error as? PropertyListError else { return false }
                return error.message.contains("another extension's Info.plist") && error.message.contains("'\(point)'")
                    && error.position?.line == line
            }
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
