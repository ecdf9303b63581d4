/// Finds translations whose format arguments differ from their development-language value
/// (`translation-format-mismatch` warnings, at the translation's `value` in the catalog).
///
/// Arguments are compared, not text (see ``FormatArguments``): a translation must use the same argument
/// numbers with the same conversions, in any order. Inside `variations` (plural or device cases), a case may
/// leave arguments out, since "one" often says "One new message" instead of "%u new messages", but it must not
/// use an argument the value does not have or a different conversion. A localization with `substitutions`
/// (`%#@name@` plurals) is not checked: its arguments are spread over the substitutions.
struct TranslationFormatCheck {
    /// The catalog's path, for diagnostics.
    let path: String
    /// The catalog's source language, whose localization is the value itself.
    let sourceLanguage: String
    /// The warnings found so far.
    private(set) var diagnostics: [Diagnostic] = []

    /// A check of the catalog at `path`, whose source language is `sourceLanguage`.
    init(path: String, sourceLanguage: String) {
        self.path = path
        self.sourceLanguage = sourceLanguage
    }

    /// Checks every translation in `entry` (an entry ``StringCatalogReader`` accepted) against `value`.
    mutating func check(_ entry: JSONNode, key: String, value: String) {
        guard let languages = entry.members?["localizations"]?.members else { return }
        let source = FormatArguments(value)
        for language in languages where language.key != sourceLanguage {
            guard let localization = language.value.members, localization["substitutions"] == nil else { continue }
            check(localization, at: StringUnitPlace(key: key, language: language.key), against: source, value: value)
        }
    }

    /// Checks the `stringUnit` and the variation cases of a localization or case. Recurses once per level of
    /// variation, which the parser's depth limit bounds.
    private mutating func check(_ fields: [JSONNode.Member], at place: StringUnitPlace, against source: FormatArguments, value: String) {
        if let translation = fields["stringUnit"]?.members?["value"], let text = translation.string,
           let mismatch = Self.mismatch(FormatArguments(text), source, mayOmit: !place.variations.isEmpty) {
            diagnostics.append(Diagnostic(
                .translationFormatMismatch, mismatch.message(translation: place.describe(as: "translation"), value: value),
                at: SourceLocation(path: path, line: translation.position.line, column: translation.position.column)))
        }
        for selector in fields["variations"]?.members ?? [] {
            for variation in selector.value.members ?? [] {
                guard let caseFields = variation.value.members else { continue }
                check(caseFields, at: place.appending(selector: selector.key, variation: variation.key), against: source, value: value)
            }
        }
    }

    /// The first difference between a translation's arguments and the value's, by argument number.
    private static func mismatch(_ translation: FormatArguments, _ source: FormatArguments, mayOmit: Bool) -> Mismatch? {
        let numbers = Set(translation.argumentNumbers + source.argumentNumbers).sorted()
        let naming = numbers.count > 1
        for number in numbers {
            switch (translation.conversions[number], source.conversions[number]) {
            case let (used?, expected?) where used != expected:
                return Mismatch(kind: .conversion(used: used, expected: expected), argument: number, naming: naming)
            case let (nil, expected?) where !mayOmit:
                return Mismatch(kind: .missing(expected), argument: number, naming: naming)
            case let (used?, nil):
                return Mismatch(kind: .extra(used), argument: number, naming: naming)
            default:
                continue
            }
        }
        return nil
    }

    /// How a translation's arguments differ from the value's.
    private struct Mismatch {
        /// What differs.
        enum Kind {
            /// The argument is formatted with other conversions.
            case conversion(used: Set<String>, expected: Set<String>)
            /// The translation does not use the argument.
            case missing(Set<String>)
            /// The value does not have the argument.
            case extra(Set<String>)
        }

        /// What differs.
        var kind: Kind
        /// The argument's number.
        var argument: Int
        /// Whether a conversion mismatch names the argument's number (when more than one argument is involved).
        var naming: Bool

        /// The message: `translation` describes the translation's place, `value` is the development value.
        func message(translation: String, value: String) -> String {
            let value = DiagnosticText.quoted(value)
            switch kind {
            case let .conversion(used, expected):
                let which = naming ? " for argument \(argument)" : ""
                return "\(translation) uses \(Self.list(used))\(which) where the development value \(value) uses \(Self.list(expected))"
            case let .missing(expected):
                return "\(translation) does not use argument \(argument) (\(Self.list(expected))) of the development value \(value)"
            case let .extra(used):
                return "\(translation) uses argument \(argument) (\(Self.list(used))), which the development value \(value) does not have"
            }
        }

        /// Conversions as specifiers, `%@ and %u`, in a stable order.
        private static func list(_ conversions: Set<String>) -> String {
            conversions.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { "%" + $0 }.joined(separator: " and ")
        }
    }
}
