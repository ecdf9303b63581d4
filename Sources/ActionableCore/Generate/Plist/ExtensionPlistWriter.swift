/// Writes what the definitions declare for a content extension into its XML `Info.plist`, changing only the entries of
/// `NSExtension` > `NSExtensionAttributes` that differ: every other byte (other keys, their order, comments, tabs or
/// spaces, the final newline) stays as it was, so a plist that already says what the definitions say comes back byte
/// for byte, and an edited one differs only where Xcode's editor would have written.
///
/// A missing entry is added after the last one of its dictionary, indented as its siblings are; a Boolean attribute
/// the definitions leave `false` is left out when the plist leaves it out (the system reads it so).
///
/// `NSExtensionPointIdentifier` is written when it is missing or not a string, and corrected when the plist is plainly
/// a content extension's (it lists `UNNotificationExtensionCategory`: a misspelled point). A plist that names the
/// service extension's point, or another point and no category, is another extension's `Info.plist`, named by
/// mistake: it is refused, not turned into a content extension.
public enum ExtensionPlistWriter {
    /// `bytes` (an XML property list) with `declared`'s categories and attributes; throws for a binary plist, one that
    /// is not a dictionary of dictionaries where the attributes go, or one of another extension point.
    public static func updated(
        _ bytes: [UInt8], contentExtension declared: Model.ContentExtension
    ) throws(PropertyListError) -> [UInt8] {
        guard !bytes.starts(with: BinaryPropertyListReader.magic) else {
            throw PropertyListError("a binary Info.plist is not written; convert it to XML (plutil -convert xml1) and commit that")
        }
        let root = try PropertyListReader.read(bytes)
        var edits = Edits(bytes: bytes)
        guard case .dictionary = root.value, let rootRange = root.bytes else {
            throw PropertyListError("the Info.plist's root is not a dictionary", at: root.position)
        }
        guard let nsExtension = root["NSExtension"] else {
            edits.insert([("NSExtension", extensionDictionary(declared))], into: root, range: rootRange)
            return edits.applied()
        }
        guard case .dictionary = nsExtension.value, let extensionRange = nsExtension.bytes else {
            throw PropertyListError("NSExtension is not a dictionary", at: nsExtension.position)
        }
        // Entries NSExtension lacks, added together as its last ones.
        var missing: [(key: String, value: Value)] = []
        switch nsExtension["NSExtensionPointIdentifier"] {
        case nil: missing.append(("NSExtensionPointIdentifier", point))
        case let node? where node.string == ExtensionPlistCheck.contentExtensionPoint: break
        case let node?:
            if let other = node.string {
                if other == ExtensionPlistCheck.serviceExtensionPoint {
                    throw PropertyListError(
                        "its NSExtensionPointIdentifier is \(DiagnosticText.quoted(other)), the service extension's: it is another "
                            + "extension's Info.plist, so it is not written; name the content extension's Info.plist",
                        at: node.position)
                }
                if !ExtensionPlistCheck.listsCategories(nsExtension) {
                    throw PropertyListError(
                        "its NSExtensionPointIdentifier is \(DiagnosticText.quoted(other)), not "
                            + "\(DiagnosticText.quoted(ExtensionPlistCheck.contentExtensionPoint)), and it lists no "
                            + "UNNotificationExtensionCategory: it is taken for another extension's Info.plist, so it is not "
                            + "written; name the content extension's Info.plist, or correct the identifier",
                        at: node.position)
                }
            }
            if let range = node.bytes { edits.replace(range, with: point.text(edits.indentation(of: node))) }
        }
        guard let attributes = nsExtension["NSExtensionAttributes"] else {
            missing.insert(("NSExtensionAttributes", attributesDictionary(declared)), at: 0)
            edits.insert(missing, into: nsExtension, range: extensionRange)
            return edits.applied()
        }
        if !missing.isEmpty { edits.insert(missing, into: nsExtension, range: extensionRange) }
        guard case .dictionary = attributes.value, let attributesRange = attributes.bytes else {
            throw PropertyListError("NSExtensionAttributes is not a dictionary", at: attributes.position)
        }
        var missingAttributes: [(key: String, value: Value)] = []
        for (key, value, keepWhenAbsent) in entries(declared) {
            if let existing = attributes[key] {
                if !Self.holds(existing, value: value), let range = existing.bytes {
                    edits.replace(range, with: value.text(edits.indentation(of: existing)))
                }
            } else if !keepWhenAbsent {
                missingAttributes.append((key, value))
            }
        }
        if !missingAttributes.isEmpty { edits.insert(missingAttributes, into: attributes, range: attributesRange) }
        return edits.applied()
    }

    /// A value to write: its element's text for a line indented with a given white space, and what it means.
    struct Value {
        var text: (String) -> String
        var meaning: PropertyListNode.Value
    }

    /// The attributes of `declared`, each with its value and whether leaving it out means the same (`false` flags).
    private static func entries(_ declared: Model.ContentExtension) -> [(String, Value, Bool)] {
        let categories: Value = declared.categories.count == 1
            ? Value(text: { _ in "<string>\(escaped(declared.categories[0]))</string>" }, meaning: .string(declared.categories[0]))
            : Value(
                text: { indentation in
                    "<array>\n" + declared.categories.map { "\(indentation)\t<string>\(escaped($0))</string>\n" }.joined()
                        + "\(indentation)</array>"
                },
                meaning: .array(declared.categories.map { PropertyListNode(.string($0)) }))
        func flag(_ value: Bool) -> Value { Value(text: { _ in value ? "<true/>" : "<false/>" }, meaning: .bool(value)) }
        let ratio = declared.initialContentSizeRatio
        return [
            ("UNNotificationExtensionCategory", categories, false),
            ("UNNotificationExtensionInitialContentSizeRatio", Value(text: { _ in "<real>\(ratio)</real>" }, meaning: .real(ratio)), false),
            ("UNNotificationExtensionDefaultContentHidden", flag(declared.defaultContentHidden), !declared.defaultContentHidden),
            ("UNNotificationExtensionOverridesDefaultTitle", flag(declared.overridesDefaultTitle), !declared.overridesDefaultTitle),
            ("UNNotificationExtensionUserInteractionEnabled", flag(declared.userInteractionEnabled), !declared.userInteractionEnabled),
        ]
    }

    /// A whole `NSExtensionAttributes` dictionary for `declared`.
    private static func attributesDictionary(_ declared: Model.ContentExtension) -> Value {
        Value(text: { indentation in
            "<dict>\n" + entries(declared).filter { !$0.2 }.map { key, value, _ in
                "\(indentation)\t<key>\(key)</key>\n\(indentation)\t\(value.text(indentation + "\t"))\n"
            }.joined() + "\(indentation)</dict>"
        }, meaning: .dictionary([]))
    }

    /// A whole `NSExtension` dictionary (attributes and extension point) for `declared`.
    private static func extensionDictionary(_ declared: Model.ContentExtension) -> Value {
        Value(text: { indentation in
            "<dict>\n\(indentation)\t<key>NSExtensionAttributes</key>\n"
                + "\(indentation)\t\(attributesDictionary(declared).text(indentation + "\t"))\n"
                + "\(indentation)\t<key>NSExtensionPointIdentifier</key>\n"
                + "\(indentation)\t\(point.text(indentation + "\t"))\n\(indentation)</dict>"
        }, meaning: .dictionary([]))
    }

    /// The content extension's `NSExtensionPointIdentifier` value.
    private static var point: Value {
        Value(text: { _ in "<string>\(escaped(ExtensionPlistCheck.contentExtensionPoint))</string>" },
              meaning: .string(ExtensionPlistCheck.contentExtensionPoint))
    }

    /// Whether `node` already means `value` (a ratio compared as a number, so `<integer>1</integer>` holds 1.0).
    private static func holds(_ node: PropertyListNode, value: Value) -> Bool {
        switch (node.value, value.meaning) {
        case (.real, .real(let wanted)), (.integer, .real(let wanted)):
            return node.number != nil && node.number == Double(wanted)
        case (.array(let items), .array(let wanted)):
            return items.map(\.string) == wanted.map(\.string)
        case (.string(let text), .array(let wanted)):
            return wanted.count == 1 && wanted[0].string == text
        default:
            return node.value == value.meaning
        }
    }

    /// `text` escaped for an XML element.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Replacements of byte ranges, applied together.
    private struct Edits {
        let bytes: [UInt8]
        var replacements: [(range: Range<Int>, text: [UInt8])] = []

        mutating func replace(_ range: Range<Int>, with text: String) {
            replacements.append((range, Array(text.utf8)))
        }

        /// Inserts `entries`, in order, as the last entries of `dictionary` (whose element is `range`), indented as its
        /// other entries are (one tab deeper than its `<dict>` line when it has none). One insertion per dictionary:
        /// two at the same place would not be ordered.
        mutating func insert(_ entries: [(key: String, value: Value)], into dictionary: PropertyListNode, range: Range<Int>) {
            let outer = indentation(of: dictionary)
            var siblings: [PropertyListNode.Entry] = []
            if case .dictionary(let entries) = dictionary.value { siblings = entries }
            let inner = siblings.last.map { indentation(of: $0.value) } ?? outer + "\t"
            let entry = entries.map { key, value in
                "\(inner)<key>\(ExtensionPlistWriter.escaped(key))</key>\n\(inner)\(value.text(inner))\n"
            }.joined()
            if bytes[range].suffix(2).elementsEqual("/>".utf8) {
                // `<dict/>`: written out with its entries.
                replacements.append((range, Array("<dict>\n\(entry)\(outer)</dict>".utf8)))
                return
            }
            // The closing `</dict>` follows the last entry; the new entry goes on its own line before it, or, when
            // something other than white space precedes it on its line, on a new line.
            var close = range.upperBound - 1
            while close > range.lowerBound && bytes[close] != UInt8(ascii: "<") { close -= 1 }
            var lineStart = close
            while lineStart > 0 && bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            if bytes[lineStart..<close].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                replacements.append((lineStart..<lineStart, Array(entry.utf8)))
            } else {
                replacements.append((close..<close, Array(("\n" + entry + outer).utf8)))
            }
        }

        /// The white space before `node`'s element on its line.
        func indentation(of node: PropertyListNode) -> String {
            guard let start = node.bytes?.lowerBound else { return "" }
            var lineStart = start
            while lineStart > 0 && bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            return String(decoding: bytes[lineStart..<start].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        }

        /// The bytes with every replacement made (they never overlap: each is one entry of one dictionary).
        func applied() -> [UInt8] {
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + replacements.reduce(0) { $0 + $1.text.count })
            var position = 0
            for replacement in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
                result += bytes[position..<replacement.range.lowerBound]
                result += replacement.text
                position = replacement.range.upperBound
            }
            result += bytes[position...]
            return result
        }
    }
}
