/// Reads an existing String Catalog and checks the parts of its shape the merge relies on, reporting every
/// problem as an `invalid-strings-catalog` error at its line and column:
///
/// - the file is JSON (UTF-8, well-formed, nested at most ``JSONParser/maxDepth`` levels) with no key given
///   twice in an object (merging would silently keep only one);
/// - the document is an object; `sourceLanguage`, when present, is a string; `strings`, when present, is an
///   object whose every entry is an object;
/// - an entry's `localizations`, when present, is an object of objects (one per language);
/// - in a localization, and in every case of its `variations` (`variations` → selector such as `plural` →
///   case such as `one`, each an object, cases possibly varying again), a `stringUnit` is an object whose
///   `value` is a string.
///
/// Everything else (unknown fields, `substitutions`, `state`, comments that are not strings) is kept as it
/// is and not checked.
struct StringCatalogReader {
    /// The path diagnostics name.
    let path: String
    /// The problems found so far.
    private(set) var diagnostics: [Diagnostic] = []

    /// A reader reporting problems at `path`.
    init(path: String) {
        self.path = path
    }

    /// The catalog `bytes` hold, or `nil` after recording every problem found in ``diagnostics``.
    mutating func read(_ bytes: [UInt8]) -> ExistingStringCatalog? {
        let document = JSONParser.parseDocument(bytes)
        for duplicate in document.duplicateKeys {
            report(
                "key \(DiagnosticText.quoted(duplicate.key)) appears twice in one object; merging would keep only one",
                at: duplicate.position, notes: [Diagnostic.Note("first written here", at: location(duplicate.firstPosition))])
        }
        if let failure = document.failure {
            report("not a strings catalog: \(failure.message)",
                   at: SourceLocation.Position(line: failure.line, column: failure.column))
        }
        guard let root = document.root else { return nil }
        guard let members = root.members else {
            report("a strings catalog is a JSON object", at: root.position)
            return nil
        }
        let sourceLanguage = members["sourceLanguage"]
        if let sourceLanguage, sourceLanguage.string == nil {
            report("'sourceLanguage' must be a string", at: sourceLanguage.position)
        }
        var entries: [JSONNode.Member] = []
        if let strings = members["strings"] {
            if let stringMembers = strings.members {
                entries = stringMembers
                for entry in stringMembers { check(entry) }
            } else {
                report("'strings' must be an object", at: strings.position)
            }
        }
        guard diagnostics.isEmpty else { return nil }
        return ExistingStringCatalog(root: members, sourceLanguage: sourceLanguage?.string, entries: entries)
    }

    private mutating func check(_ entry: JSONNode.Member) {
        let key = DiagnosticText.quoted(entry.key)
        guard let fields = entry.value.members else {
            return report("the entry \(key) must be an object", at: entry.value.position)
        }
        guard let localizations = fields["localizations"] else { return }
        guard let languages = localizations.members else {
            return report("'localizations' of \(key) must be an object", at: localizations.position)
        }
        for language in languages {
            let place = StringUnitPlace(key: entry.key, language: language.key)
            guard let localization = language.value.members else {
                report("\(place.describe(as: "localization")) must be an object", at: language.value.position)
                continue
            }
            checkUnits(in: localization, at: place)
        }
    }

    /// Checks the `stringUnit` and `variations` of a localization or variation case. Recurses once per level of
    /// variation, which the parser's depth limit bounds.
    private mutating func checkUnits(in fields: [JSONNode.Member], at place: StringUnitPlace) {
        let owner = place.describe(as: "localization")
        if let unit = fields["stringUnit"] {
            if let unitFields = unit.members {
                if let value = unitFields["value"] {
                    if value.string == nil { report("the 'value' of the stringUnit of \(owner) must be a string", at: value.position) }
                } else {
                    report("the stringUnit of \(owner) has no 'value'", at: unit.position)
                }
            } else {
                report("the stringUnit of \(owner) must be an object", at: unit.position)
            }
        }
        guard let variations = fields["variations"] else { return }
        guard let selectors = variations.members else {
            return report("'variations' of \(owner) must be an object", at: variations.position)
        }
        for selector in selectors {
            guard let cases = selector.value.members else {
                report("the \(DiagnosticText.quoted(selector.key)) variations of \(owner) must be an object", at: selector.value.position)
                continue
            }
            for variation in cases {
                let inner = place.appending(selector: selector.key, variation: variation.key)
                guard let caseFields = variation.value.members else {
                    report("\(inner.describe(as: "localization")) must be an object", at: variation.value.position)
                    continue
                }
                checkUnits(in: caseFields, at: inner)
            }
        }
    }

    private func location(_ position: SourceLocation.Position) -> SourceLocation {
        SourceLocation(path: path, line: position.line, column: position.column)
    }

    private mutating func report(_ message: String, at position: SourceLocation.Position, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(.invalidStringsCatalog, message, at: location(position), notes: notes))
    }
}
