/// One strings table of an app in its development language, as `actionable import --strings` reads it from a
/// `.strings` file (`en.lproj/Notifications.strings`) or a String Catalog (`Notifications.xcstrings`): each key
/// with its value and its translators' comment. The import uses it to give localized text its development-language
/// value and comment, and to resolve a project's own localization wrapper or generated accessors to a key.
public struct StringsTable: Codable, Sendable, Equatable {
    /// The table's name: the file's name without its extension (`Localizable`).
    public var name: String
    /// The language the entries are in: a String Catalog's `sourceLanguage`, or the `.lproj` directory a
    /// `.strings` file is in (`Base`, `en`); `nil` when the path names none.
    public var language: String?
    /// Each key's entry.
    public var entries: [String: Entry]
    /// Where the table was read from, for messages.
    public var path: String

    /// One key's value and comment.
    public struct Entry: Codable, Sendable, Equatable {
        /// The value in ``StringsTable/language``; `nil` when the file gives none (the key is then its own value).
        public var value: String?
        /// The comment for translators, when the file has one.
        public var comment: String?

        /// Creates an entry.
        public init(value: String?, comment: String?) {
            self.value = value
            self.comment = comment
        }
    }

    /// Creates a table.
    public init(name: String, language: String?, entries: [String: Entry], path: String) {
        self.name = name
        self.language = language
        self.entries = entries
        self.path = path
    }

    /// Reads the table the file at `path` holds (`.strings` or `.xcstrings`, by its extension); `nil` after
    /// recording in `diagnostics` every problem, at its line and column.
    public static func read(path: String, text: String, diagnostics: inout [Diagnostic]) -> StringsTable? {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let name = file.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        if path.hasSuffix(".xcstrings") {
            var reader = StringCatalogReader(path: path)
            guard let catalog = reader.read(Array(text.utf8)) else {
                diagnostics += reader.diagnostics
                return nil
            }
            var entries: [String: Entry] = [:]
            for entry in catalog.entries {
                let fields = entry.value.members ?? []
                let localization = catalog.sourceLanguage.flatMap { fields["localizations"]?.members?[$0]?.members }
                entries[entry.key] = Entry(value: localization?["stringUnit"]?.members?["value"]?.string,
                                           comment: fields["comment"]?.string.flatMap { $0.isEmpty ? nil : $0 })
            }
            return StringsTable(name: name, language: catalog.sourceLanguage, entries: entries, path: path)
        }
        let components = path.split(separator: "/")
        let language = components.dropLast().last.flatMap { $0.hasSuffix(".lproj") ? String($0.dropLast(".lproj".count)) : nil }
        var parser = StringsFileParser(path: path, text: text)
        guard let entries = parser.parse() else {
            diagnostics += parser.diagnostics
            return nil
        }
        return StringsTable(name: name, language: language, entries: entries, path: path)
    }

    /// A strings file's text: UTF-16 after its byte order mark (as Xcode long wrote `.strings` files), else UTF-8.
    public static func text(of bytes: [UInt8]) -> String? {
        func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String? {
            guard bytes.count % 2 == 0 else { return nil }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = bytes.startIndex
            while index < bytes.endIndex {
                let (high, low): (UInt8, UInt8) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                units.append(UInt16(high) << 8 | UInt16(low))
                index += 2
            }
            return String(validating: units, as: UTF16.self)
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
        return String(validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
    }

}
