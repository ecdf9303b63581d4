import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// The property list reader that extension checks stand on (issue 49): it reads `Info.plist` files in the shapes
/// projects have, XML with every value's line and bytes, binary without, and refuses hostile files with a reason.
@Suite("Property list reader")
struct PropertyListReaderTests {
    /// A content extension's `Info.plist` as Xcode's template writes it (tabs), with a build setting, an empty key and
    /// an entity.
    static let contentExtension = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDisplayName</key>
        \t<string>Meetings &amp; Chat</string>
        \t<key></key>
        \t<string></string>
        \t<key>NSExtension</key>
        \t<dict>
        \t\t<key>NSExtensionAttributes</key>
        \t\t<dict>
        \t\t\t<key>UNNotificationExtensionCategory</key>
        \t\t\t<array>
        \t\t\t\t<string>MEETING_INVITATION</string>
        \t\t\t\t<string>NEW_MESSAGE</string>
        \t\t\t</array>
        \t\t\t<key>UNNotificationExtensionInitialContentSizeRatio</key>
        \t\t\t<real>0.5</real>
        \t\t\t<key>UNNotificationExtensionDefaultContentHidden</key>
        \t\t\t<true/>
        \t\t</dict>
        \t\t<key>NSExtensionPointIdentifier</key>
        \t\t<string>com.apple.usernotifications.content-extension</string>
        \t\t<key>NSExtensionPrincipalClass</key>
        \t\t<string>$(PRODUCT_MODULE_NAME).NotificationViewController</string>
        \t</dict>
        </dict>
        </plist>

        """

    @Test("An Xcode Info.plist reads with each value's line, column and exact bytes")
    func xcodeShape() throws {
        let bytes = Array(Self.contentExtension.utf8)
        let root = try PropertyListReader.read(bytes)
        #expect(root["CFBundleDisplayName"]?.string == "Meetings & Chat")
        #expect(root[""]?.string == "")
        let attributes = try #require(root["NSExtension"]?["NSExtensionAttributes"])
        let categories = try #require(attributes["UNNotificationExtensionCategory"])
        guard case .array(let items) = categories.value else { Issue.record("not an array"); return }
        #expect(items.map(\.string) == ["MEETING_INVITATION", "NEW_MESSAGE"])
        #expect(items[1].position == SourceLocation.Position(line: 16, column: 5))
        #expect(attributes["UNNotificationExtensionInitialContentSizeRatio"]?.value == .real("0.5"))
        #expect(attributes["UNNotificationExtensionDefaultContentHidden"]?.value == .bool(true))
        #expect(root["NSExtension"]?["NSExtensionPrincipalClass"]?.string == "$(PRODUCT_MODULE_NAME).NotificationViewController")
        // Each node's bytes are its element, so a writer can replace exactly them.
        let range = try #require(attributes.bytes)
        let text = String(decoding: bytes[range], as: UTF8.self)
        #expect(text.hasPrefix("<dict>\n\t\t\t<key>UNNotificationExtensionCategory</key>") && text.hasSuffix("<true/>\n\t\t</dict>"))
        guard case .dictionary(let entries) = attributes.value else { Issue.record("not a dictionary"); return }
        #expect(entries.first?.keyPosition == SourceLocation.Position(line: 13, column: 4))
    }

    @Test("Columns count Unicode scalars; CDATA, comments, character references and spaces mixed with tabs read")
    func textForms() throws {
        let text = "<plist version=\"1.0\"><dict>\n  \t<!-- a comment -->\n  <key>é&#233;&#xE9;</key><string><![CDATA[<b>]]>x</string>"
            + "\n<key>n</key> <integer> -7 </integer><key>d</key><data>\n\tAAEC\n</data></dict></plist>"
        let root = try PropertyListReader.read(Array(text.utf8))
        guard case .dictionary(let entries) = root.value else { Issue.record("not a dictionary"); return }
        #expect(entries.map(\.key) == ["ééé", "n", "d"])
        #expect(entries[0].value.string == "<b>x")
        #expect(entries[0].value.position == SourceLocation.Position(line: 3, column: 27))
        #expect(entries[1].value.value == .integer("-7"))
        #expect(entries[2].value.value == .data("AAEC"))
    }

    @Test("Foundation's XML and binary serializations of seeded property lists read back as the values they hold")
    func differential() throws {
        var generator = SeededGenerator(seed: 49, salt: "plist")
        for round in 0..<TestTier.value(full: 400, fast: 80) {
            let value = Self.randomValue(depth: 0, &generator)
            for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
                let data = try PropertyListSerialization.data(fromPropertyList: value, format: format, options: 0)
                let node = try PropertyListReader.read(Array(data))
                #expect(Self.matches(node, value), "round \(round), \(format == .xml ? "XML" : "binary"): \(node) is not \(value)")
            }
        }
    }

    @Test("Hostile or broken files are refused with a reason and, in XML, a place; never a crash or a hang",
          arguments: [
            ("<plist><dict><key>a</key></dict></plist>", "the key 'a' has no value", 1),
            ("<plist><dict><string>x</string></dict></plist>", "expected <key> or </dict>", 1),
            ("<plist><keyboard/></plist>", "<keyboard> is not a property list value", 1),
            ("<!DOCTYPE plist [<!ENTITY a \"aaaa\">]><plist><string>&a;</string></plist>", "declarations of its own", 1),
            ("<plist><string>&bogus;</string></plist>", "not one XML defines", 1),
            ("<plist><string>x</plist>", "expected </string>", 1),
            ("<plist>\n<dict>\n<key>a</key>\n<string>x</string>\n</dict>\n</plist>\n<x/>", "text after </plist>", 7),
            ("{ a = b; }", "old-style", 0),
            ("<plist/>", "empty", 1),
          ])
    func refused(text: String, message: String, line: Int) {
        #expect {
            _ = try PropertyListReader.read(Array(text.utf8))
        } throws: { error in
            guard let error = error as? PropertyListError else { return false }
            return error.message.contains(message) && (error.position?.line ?? 0) == line
        }
    }

    @Test("Nesting past the limit, in XML and in binary, is refused, and a binary object that contains itself too")
    func limits() throws {
        let deep = String(repeating: "<array>", count: 100) + String(repeating: "</array>", count: 100)
        #expect(throws: PropertyListError.self) { try PropertyListReader.read(Array("<plist>\(deep)</plist>".utf8)) }
        var nested: Any = "leaf"
        for _ in 0..<100 { nested = [nested] }
        let binary = try PropertyListSerialization.data(fromPropertyList: nested, format: .binary, options: 0)
        #expect(throws: PropertyListError.self) { try PropertyListReader.read(Array(binary)) }
        // One array whose only element is itself: object 0, an array of one reference to object 0.
        #expect(throws: PropertyListError.self) { try PropertyListReader.read(Self.binary(objects: [[0xA1, 0x00]], top: 0)) }
        // An array that refers to the same array twice, 40 levels deep, would make 2^40 nodes: refused by the node count.
        var objects: [[UInt8]] = [[0x09]]
        for level in 1...40 { objects.append([0xA2, UInt8(level - 1), UInt8(level - 1)]) }
        #expect(throws: PropertyListError.self) { try PropertyListReader.read(Self.binary(objects: objects, top: 40)) }
    }

    @Test("Seeded mutations of real plists, XML and binary, are read or refused, never a crash")
    func mutations() throws {
        var generator = SeededGenerator(seed: 7, salt: "plist mutations")
        let xml = Array(Self.contentExtension.utf8)
        let binary = Array(try PropertyListSerialization.data(
            fromPropertyList: try PropertyListSerialization.propertyList(from: Data(xml), format: nil), format: .binary, options: 0))
        for original in [xml, binary] {
            for _ in 0..<TestTier.value(full: 20_000, fast: 2_000) {
                var bytes = original
                for _ in 0...Int(generator.next() % 4) {
                    let at = Int(generator.next() % UInt64(bytes.count))
                    switch generator.next() % 3 {
                    case 0: bytes[at] = UInt8(truncatingIfNeeded: generator.next())
                    case 1: bytes.remove(at: at)
                    default: bytes = Array(bytes.prefix(at))
                    }
                    if bytes.isEmpty { break }
                }
                _ = try? PropertyListReader.read(bytes)
            }
        }
    }

    // MARK: Helpers

    /// A binary property list of `objects` (each its bytes, references one byte), `top` the root.
    static func binary(objects: [[UInt8]], top: Int) -> [UInt8] {
        BinaryPlistFixture.bytes(objects: objects, top: top, offsetSize: 2, referenceSize: 1)
    }

    /// A property list value: strings (hostile ones too), integers, reals, Booleans, arrays and dictionaries.
    static func randomValue(depth: Int, _ generator: inout SeededGenerator) -> Any {
        let pick = depth >= 4 ? generator.next() % 4 : generator.next() % 6
        switch pick {
        case 0:
            let texts = ["", "MEETING_INVITATION", "é ü 日本", "<&>\"'", "$(PRODUCT_MODULE_NAME).X", "a\tb\nc", "🎉", "]]>"]
            return texts[Int(generator.next() % UInt64(texts.count))] + String(generator.next() % 100)
        case 1:
            let numbers: [Int] = [0, 1, -1, 255, 256, 65_535, -65_536, Int(Int32.max), Int.max, Int.min]
            return numbers[Int(generator.next() % UInt64(numbers.count))]
        case 2: return [0.5, -2.25, 1e300, 3.0][Int(generator.next() % 4)]
        case 3: return generator.next() % 2 == 0
        case 4: return (0..<Int(generator.next() % 4)).map { _ in randomValue(depth: depth + 1, &generator) }
        default:
            var members: [String: Any] = [:]
            for index in 0..<Int(generator.next() % 4) {
                members["k\(index)\(["", "é", "&", " "][Int(generator.next() % 4)])"] = randomValue(depth: depth + 1, &generator)
            }
            return members
        }
    }

    /// Whether `node` holds `value`.
    static func matches(_ node: PropertyListNode, _ value: Any) -> Bool {
        switch (node.value, value) {
        case (.string(let text), let expected as String): return text == expected
        case (.bool(let flag), let expected as Bool): return flag == expected
        case (.integer(let text), let expected as Int): return Int(text) == expected
        case (.real(let text), let expected as Double): return Double(text) == expected
        case (.array(let items), let expected as [Any]):
            return items.count == expected.count && zip(items, expected).allSatisfy { matches($0, $1) }
        case (.dictionary(let entries), let expected as [String: Any]):
            return entries.count == expected.count && entries.allSatisfy { entry in
                expected[entry.key].map { matches(entry.value, $0) } ?? false
            }
        default: return false
        }
    }
}
