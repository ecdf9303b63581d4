/// The translations a preview shows: every language of a String Catalog (`.xcstrings`), the catalog's
/// source language first, and what each language says for each key.
public struct PreviewTranslations: Sendable {
    /// The languages, the development language first, then the others in UTF-8 order of their codes.
    public private(set) var languages: [String]
    /// Per key, per language: the translation and its state.
    private var units: [String: [String: Unit]] = [:]

    /// One language's text for one key.
    public struct Unit: Hashable, Sendable {
        /// The text; for a string that varies (plurals, devices), its `other` case, else its first.
        public var value: String
        /// The catalog's `state` (`translated`, `needs_review`, `new`, `stale`), if it gives one.
        public var state: String?
    }

    /// What a preview shows for a text in one language.
    public enum Lookup: Hashable, Sendable {
        /// The translation, current.
        case translated(String)
        /// No translation: the development language's text is shown instead.
        case missing
        /// A translation that may not say what the definitions say any more: the catalog marks it for review or
        /// stale, or it was made for another source text (`source` is the catalog's).
        case stale(String)
    }

    /// Only the development language: a preview without a strings catalog.
    public init(developmentLanguage: String) {
        languages = [developmentLanguage]
    }

    /// The translations in the String Catalog `bytes`, or `nil` after reporting `invalid-strings-catalog` errors
    /// at `path`. `developmentLanguage` is used when the catalog names no `sourceLanguage`.
    public static func read(
        _ bytes: [UInt8], path: String, developmentLanguage: String, diagnostics: inout [Diagnostic]
    ) -> PreviewTranslations? {
        var reader = StringCatalogReader(path: path)
        guard let catalog = reader.read(bytes) else {
            diagnostics += reader.diagnostics
            return nil
        }
        let source = catalog.sourceLanguage ?? developmentLanguage
        var translations = PreviewTranslations(developmentLanguage: source)
        var others: Set<String> = []
        for entry in catalog.entries {
            for language in entry.value.members?["localizations"]?.members ?? [] {
                guard let unit = Self.unit(in: language.value) else { continue }
                translations.units[entry.key, default: [:]][language.key] = unit
                if language.key != source { others.insert(language.key) }
            }
        }
        translations.languages += others.sorted { $0.precedesInUTF8($1) }
        return translations
    }

    /// The string unit of a localization, or of the `other` (else the first) case of its variations, at any depth.
    private static func unit(in localization: JSONNode) -> Unit? {
        if let unit = localization.members?["stringUnit"], let value = unit.members?["value"]?.string {
            return Unit(value: value, state: unit.members?["state"]?.string)
        }
        guard let selectors = localization.members?["variations"]?.members, let cases = selectors.first?.value.members,
              let chosen = cases["other"] ?? cases.first?.value else { return nil }
        return unit(in: chosen)
    }

    /// What `language` says for `text`. A literal text (no localization key) is the same in every language;
    /// the development language shows the definitions' own text.
    public func lookup(_ text: Model.Text, in language: String) -> Lookup {
        guard let key = text.localization?.key, language != languages[0] else { return .translated(text.value) }
        guard let unit = units[key]?[language], !unit.value.isEmpty, unit.state != "new" else { return .missing }
        let source = units[key]?[languages[0]]?.value
        if unit.state == "needs_review" || unit.state == "stale" || (source != nil && source != text.value) {
            return .stale(unit.value)
        }
        return .translated(unit.value)
    }
}
