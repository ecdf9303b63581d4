/// Writes what the definitions declare for a content extension into its XML `Info.plist`, changing only the entries of
/// `NSExtension` > `NSExtensionAttributes` that differ: every other byte (other keys, their order, comments, tabs or
/// spaces, the final newline) stays as it was, so a plist that already says what the definitions say comes back byte
/// for byte, and an edited one differs only where Xcode's editor would have written.
///
/// A missing entry is added after the last one of its dictionary, indented as its siblings are; a Boolean attribute
/// the definitions leave `false` is left out when the plist leaves it out (the system reads it so). A category list
/// that is an array stays one and changes item by item: the items it shares with the declared list, before the first
/// and after the last that differ, keep their lines. New lines are indented with the file's own step (a tab, or the
/// spaces its root dictionary's entries use).
///
/// `NSExtensionPointIdentifier` is written when it is missing or not a string, and corrected when the plist is plainly
/// a content extension's (it lists `UNNotificationExtensionCategory`: a misspelled point). A plist that names the
/// service extension's point, or another point and no category, is another extension's `Info.plist`, named by
/// mistake: it is refused, not turned into a content extension; so is one that is no extension's at all (an app's).
/// A service extension's plist gets its extension point only (``updatedServicePlist(_:)``).
public enum ExtensionPlistWriter {
    /// `bytes` (an XML property list) with `declared`'s categories and attributes; throws for a binary plist, one that
    /// is no extension's (``ExtensionPlistCheck/notAnExtensionsPlist(_:)``), one that is not a dictionary of dictionaries
    /// where the attributes go, or one of another extension point.
    public static func updated(
        _ bytes: [UInt8], contentExtension declared: Model.ContentExtension
    ) throws(PropertyListError) -> [UInt8] {
        let (root, nsExtension, extensionRange) = try extensionDictionary(of: bytes)
        var edits = PlistEdits(bytes: bytes, root: root)
        // Entries NSExtension lacks, added together as its last ones.
        var missing: [(key: String, value: Value)] = []
        switch nsExtension["NSExtensionPointIdentifier"] {
        case nil: missing.append(("NSExtensionPointIdentifier", point(ExtensionPlistCheck.contentExtensionPoint)))
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
            if let range = node.bytes { edits.replace(range, with: edits.text(of: point(ExtensionPlistCheck.contentExtensionPoint), at: node)) }
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
                if key == categoriesKey, case .array(let items) = existing.value {
                    edits.replaceItems(items, of: existing, with: declared.categories)
                } else if !Self.holds(existing, value: value), let range = existing.bytes {
                    edits.replace(range, with: edits.text(of: value, at: existing))
                }
            } else if !keepWhenAbsent {
                missingAttributes.append((key, value))
            }
        }
        if !missingAttributes.isEmpty { edits.insert(missingAttributes, into: attributes, range: attributesRange) }
        return edits.applied()
    }

    /// A value to write: its element's text for a line indented with a given white space (the first argument), nested
    /// elements one step (the second) deeper, and what it means.
    struct Value {
        var text: (_ indentation: String, _ step: String) -> String
        var meaning: PropertyListNode.Value
    }

    /// The attributes of `declared`, each with its value and whether leaving it out means the same (`false` flags).
    private static func entries(_ declared: Model.ContentExtension) -> [(String, Value, Bool)] {
        let categories: Value = declared.categories.count == 1
            ? Value(text: { _, _ in stringElement(declared.categories[0]) }, meaning: .string(declared.categories[0]))
            : Value(
                text: { indentation, step in
                    "<array>\n" + declared.categories.map { "\(indentation)\(step)\(stringElement($0))\n" }.joined()
                        + "\(indentation)</array>"
                },
                meaning: .array(declared.categories.map { PropertyListNode(.string($0)) }))
        func flag(_ value: Bool) -> Value { Value(text: { _, _ in value ? "<true/>" : "<false/>" }, meaning: .bool(value)) }
        let ratio = declared.initialContentSizeRatio
        return [
            (categoriesKey, categories, false),
            ("UNNotificationExtensionInitialContentSizeRatio", Value(text: { _, _ in "<real>\(ratio)</real>" }, meaning: .real(ratio)), false),
            ("UNNotificationExtensionDefaultContentHidden", flag(declared.defaultContentHidden), !declared.defaultContentHidden),
            ("UNNotificationExtensionOverridesDefaultTitle", flag(declared.overridesDefaultTitle), !declared.overridesDefaultTitle),
            ("UNNotificationExtensionUserInteractionEnabled", flag(declared.userInteractionEnabled), !declared.userInteractionEnabled),
        ]
    }

    /// The attribute that lists the extension's categories.
    static let categoriesKey = "UNNotificationExtensionCategory"

    /// A whole `NSExtensionAttributes` dictionary for `declared`.
    private static func attributesDictionary(_ declared: Model.ContentExtension) -> Value {
        Value(text: { indentation, step in
            "<dict>\n" + entries(declared).filter { !$0.2 }.map { key, value, _ in
                "\(indentation)\(step)<key>\(key)</key>\n\(indentation)\(step)\(value.text(indentation + step, step))\n"
            }.joined() + "\(indentation)</dict>"
        }, meaning: .dictionary([]))
    }

    /// An `NSExtensionPointIdentifier` value.
    static func point(_ identifier: String) -> Value {
        Value(text: { _, _ in stringElement(identifier) }, meaning: .string(identifier))
    }

    /// The root, `NSExtension` and its bytes of the XML plist `bytes`, which must be an extension's.
    static func extensionDictionary(
        of bytes: [UInt8]
    ) throws(PropertyListError) -> (root: PropertyListNode, nsExtension: PropertyListNode, range: Range<Int>) {
        guard !bytes.starts(with: BinaryPropertyListReader.magic) else {
            throw PropertyListError("a binary Info.plist is not written; convert it to XML (plutil -convert xml1) and commit that")
        }
        let root = try PropertyListReader.read(bytes)
        guard case .dictionary = root.value else {
            throw PropertyListError("the Info.plist's root is not a dictionary", at: root.position)
        }
        if let reason = ExtensionPlistCheck.notAnExtensionsPlist(root) {
            throw PropertyListError(reason + "; it is not written", at: root.position)
        }
        // Not an extension's unless NSExtension is a dictionary (only a dictionary has the entries asked for above).
        guard let nsExtension = root["NSExtension"], let range = nsExtension.bytes else {
            throw PropertyListError("NSExtension is not a dictionary", at: root.position)
        }
        return (root, nsExtension, range)
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

    /// A `<string>` element holding `text`.
    static func stringElement(_ text: String) -> String { "<string>\(escaped(text))</string>" }

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
}
