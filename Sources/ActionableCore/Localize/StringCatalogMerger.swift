/// Creates or updates an Xcode String Catalog with the definitions' localized strings.
///
/// The catalog is often the app's main `Localizable.xcstrings`, shared with strings Xcode extracted from code
/// and strings the team wrote by hand, so the merge changes only entries it owns: those whose comment ends with
/// ``ownershipMarker``, which every comment it writes does.
///
/// - Each string's entry gets its comment (with the marker), `extractionState` `manual`, and the source
///   language's localization set to exactly a translated `stringUnit` with the value. Every other field of the
///   entry and every other language's localization stay as they were.
/// - An owned entry whose key is no longer defined gets `extractionState` `stale`; everything else about it
///   stays. Defined again, it becomes `manual` again. Entries not owned are never touched.
/// - Unknown fields are kept, at every level.
/// - The output is laid out as Xcode writes it (``JSONTextWriter/Style/xcode``). Keys keep the order the catalog has;
///   new keys are inserted in Xcode's order (``XcodeKeyOrder``), so a catalog Xcode wrote comes back byte for
///   byte when nothing changed.
/// - Translations of the defined strings whose format arguments differ from the value are reported as
///   `translation-format-mismatch` warnings (``TranslationFormatCheck``).
public struct StringCatalogMerger: Sendable {
    /// The end of every comment the merge writes, which marks the entry as owned by actionable.
    static let ownershipMarker = " [actionable]"
    /// The format version written into a new catalog.
    static let formatVersion = "1.0"

    /// The language a new catalog's values are in.
    private let sourceLanguage: String

    /// `sourceLanguage` is used only when creating a catalog; an existing catalog keeps its own.
    public init(sourceLanguage: String) {
        self.sourceLanguage = sourceLanguage
    }

    /// Returns the catalog's new bytes, or nil when `existing` cannot be merged (errors appended to diagnostics).
    /// `existing` is nil when there is no catalog yet. `strings` have unique keys (the caller guarantees it), any order.
    public func merge(_ strings: [LocalizedString], into existing: SourceFile?, diagnostics: inout [Diagnostic]) -> [UInt8]? {
        var catalog = ExistingStringCatalog.empty
        if let existing {
            var reader = StringCatalogReader(path: existing.path)
            guard let read = reader.read(existing.contents) else {
                diagnostics += reader.diagnostics.sorted()
                return nil
            }
            catalog = read
        }
        let language = catalog.sourceLanguage ?? sourceLanguage
        let defined = Dictionary(strings.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var entries = CatalogObject(catalog.entries)
        var check = TranslationFormatCheck(path: existing?.path ?? "", sourceLanguage: language)
        for entry in catalog.entries {
            if let string = defined[entry.key] {
                check.check(entry.value, key: entry.key, value: string.value)
            } else if Self.isOwned(entry.value) {
                var stale = CatalogObject(entry.value.members ?? [])
                stale.set("extractionState", .string("stale"))
                entries.set(entry.key, stale.json)
            }
        }
        let existingEntries = Dictionary(catalog.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        // In key order, so that keys new to an unsorted catalog land in the same places on every run.
        for string in defined.values.sorted(by: { $0.key.precedesInUTF8($1.key) }) {
            entries.set(string.key, Self.entry(for: string, replacing: existingEntries[string.key], language: language))
        }
        var root = CatalogObject(catalog.root)
        if catalog.sourceLanguage == nil { root.set("sourceLanguage", .string(language)) }
        if catalog.root["version"] == nil { root.set("version", .string(Self.formatVersion)) }
        root.set("strings", entries.json)
        diagnostics += check.diagnostics
        return root.json.bytes
    }

    /// Whether an entry's comment ends with ``ownershipMarker``.
    static func isOwned(_ entry: JSONNode) -> Bool {
        entry.members?["comment"]?.string?.hasSuffix(ownershipMarker) == true
    }

    /// The entry for `string`: `existing` (if any) with the comment, extraction state and source localization set.
    private static func entry(for string: LocalizedString, replacing existing: JSONNode?, language: String) -> CatalogJSON {
        var unit = CatalogObject()
        unit.set("state", .string("translated"))
        unit.set("value", .string(string.value))
        var localization = CatalogObject()
        localization.set("stringUnit", unit.json)
        var localizations = CatalogObject(existing?.members?["localizations"]?.members ?? [])
        localizations.set(language, localization.json)
        var entry = CatalogObject(existing?.members ?? [])
        entry.set("comment", .string(string.comment + ownershipMarker))
        entry.set("extractionState", .string("manual"))
        entry.set("localizations", localizations.json)
        return entry.json
    }
}
